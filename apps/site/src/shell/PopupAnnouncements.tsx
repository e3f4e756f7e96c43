import { useEffect, useState } from 'react';
import type { Notice } from '@wl/api';
import { useAccountModals } from '../account/modals';
import { loadAnnouncements } from '../content/loadAnnouncements';
import { sessionStore } from '../session/store';
import { SESSION_KEYS } from '../session/storage';
import { preparePopup, type PreparedPopup } from './popupLoading';
import { useShell } from './shellState';

/**
 * The popup announcements (spec §2): the visitor's once per session on the first page (session storage index_notice)
 * and the member's after each login. They open as soon as they are ready, not when the page is idle: a popup that
 * arrives late lands on a page the player has started to use.
 */
export function PopupAnnouncements() {
  const modals = useAccountModals();
  const shell = useShell();
  const [popup, setPopup] = useState<PreparedPopup | null>(null);

  useEffect(() => {
    // No "still mounted" flag: React's development double effect would drop the one popup of the session.
    const show = (announcements: Notice[]) => {
      if (announcements.length === 0) return;
      void preparePopup(announcements).then(
        (ready) => setPopup(ready),
        () => undefined, // the popup's code did not load: the page goes on without it
      );
    };
    if (!sessionStorage.getItem(SESSION_KEYS.indexNotice)) {
      void loadAnnouncements(Boolean(sessionStore.get().token)).then(
        (loaded) => {
          if (sessionStorage.getItem(SESSION_KEYS.indexNotice)) return;
          sessionStorage.setItem(SESSION_KEYS.indexNotice, '1');
          show(loaded.popup);
        },
        () => undefined,
      );
    }
    let previous = sessionStore.get().token;
    const unsubscribe = sessionStore.subscribe(() => {
      const { token } = sessionStore.get();
      const loggedIn = Boolean(token) && token !== previous;
      previous = token;
      if (loggedIn)
        void loadAnnouncements(true).then(
          (loaded) => show(loaded.popup),
          () => undefined,
        );
    });
    return unsubscribe;
  }, []);

  // One modal at a time: the popups wait while an account popup or the notices or download modal is open.
  if (!popup || modals.current || shell.modal) return null;
  const { Component, announcements } = popup;
  return <Component open onOpenChange={(open) => (open ? undefined : setPopup(null))} announcements={announcements} />;
}
