import type { Announcements } from '@wl/api';
import { api } from '../api';
import { wireLanguage } from '../language';

/**
 * Notices, banners, popups and promotions (spec §7: types B, PL, PU, PR, platform W, execution A when logged in or B
 * otherwise; cached in session storage). One request per execution and language per session.
 */
export const ANNOUNCEMENT_TYPES = ['B', 'PL', 'PU', 'PR'] as const;

const CACHE_PREFIX = 'announcements';

function cacheKey(execution: 'A' | 'B', language: string) {
  return `${CACHE_PREFIX}:${execution}:${language}`;
}

const inFlight = new Map<string, Promise<Announcements>>();

/** `language` defaults to the current one; the start-up call names it before i18next has started. */
export function loadAnnouncements(loggedIn: boolean, language = wireLanguage()): Promise<Announcements> {
  const execution = loggedIn ? 'A' : 'B';
  const key = cacheKey(execution, language);
  const cached = sessionStorage.getItem(key);
  if (cached) return Promise.resolve(JSON.parse(cached) as Announcements);
  let pending = inFlight.get(key);
  if (!pending) {
    pending = api.games
      .getAnnouncements({ types: [...ANNOUNCEMENT_TYPES], platform: 'W', execution, language })
      .then((announcements) => {
        sessionStorage.setItem(key, JSON.stringify(announcements));
        return announcements;
      })
      .finally(() => inFlight.delete(key));
    inFlight.set(key, pending);
  }
  return pending;
}
