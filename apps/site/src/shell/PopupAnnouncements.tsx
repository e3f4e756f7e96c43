import { startTransition, useEffect, useState } from 'react';
import type { Notice } from '@wl/api';
import { useOverlay } from '../overlays/overlays';
import { loadAnnouncements } from '../content/loadAnnouncements';
import { session } from '../session/session';
import { SESSION_KEYS } from '../session/storage';
import { preparePopup, type PreparedPopup } from './popupLoading';

/**
 * The popup announcements (spec §2): the visitor's once per session on the first page (session storage index_notice)
 * and the member's after each login. They open as soon as they are ready, not when the page is idle: a popup that
 * arrives late lands on a page the player has started to use.
 */
export function PopupAnnouncements() {
  const overlay = useOverlay();
  const [popup, setPopup] = useState<PreparedPopup | null>(null);

  useEffect(() => {
    // No "still mounted" flag: React's development double effect would drop the one popup of the session.
    const show = (announcements: Notice[]) => {
      if (announcements.length === 0) return;
      void preparePopup(announcements).then(
        // a transition: its announcements' HTML is sanitized in their render, one at a time with the browser let in
        // between, not in one long task of every announcement on a slow phone
        (ready) => startTransition(() => setPopup(ready)),
        () => undefined, // the popup's code did not load: the page goes on without it
      );
    };
    if (!sessionStorage.getItem(SESSION_KEYS.indexNotice)) {
      void loadAnnouncements(Boolean(session.token())).then(
        (loaded) => {
          if (sessionStorage.getItem(SESSION_KEYS.indexNotice)) return;
          sessionStorage.setItem(SESSION_KEYS.indexNotice, '1');
          show(loaded.popup);
        },
        () => undefined,
      );
    }
    // the member's popups after each completed login (the login flow's after-login step)
    return session.onAfterLogin(() => {
      void loadAnnouncements(true).then(
        (loaded) => show(loaded.popup),
        () => undefined,
      );
    });
  }, []);

  // One modal at a time: the popups wait while an account popup or the notices or download modal is open.
  if (!popup || overlay) return null;
  const { Component, announcements } = popup;
  return <Component open onOpenChange={(open) => (open ? undefined : setPopup(null))} announcements={announcements} />;
}
