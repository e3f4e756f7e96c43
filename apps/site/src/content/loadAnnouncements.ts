import type { Announcements } from '@wl/api';
import { lazyApi } from '../lazyApi';
import { wireLanguage } from '../language';

import { announcementsCacheKey, announcementsQueryOf } from './announcementsRequest';

const inFlight = new Map<string, Promise<Announcements>>();

/**
 * Notices, banners, popups and promotions (spec §7), cached in session storage: one request per execution and
 * language per session. `language` defaults to the current one; the start-up call names it before i18next has started. */
export function loadAnnouncements(loggedIn: boolean, language = wireLanguage()): Promise<Announcements> {
  const key = announcementsCacheKey(loggedIn, language);
  const cached = sessionStorage.getItem(key);
  if (cached) return Promise.resolve(JSON.parse(cached) as Announcements);
  let pending = inFlight.get(key);
  if (!pending) {
    pending = lazyApi()
      .then((api) => api.games.getAnnouncements(announcementsQueryOf(loggedIn, language)))
      .then((announcements) => {
        sessionStorage.setItem(key, JSON.stringify(announcements));
        return announcements;
      })
      .finally(() => inFlight.delete(key));
    inFlight.set(key, pending);
  }
  return pending;
}
