import { useEffect, useState, type ComponentType } from 'react';
import type { AnnouncementsPopupProps } from '@wl/ui';
import type { Notice } from '@wl/api';
import { useAccountModals } from '../account/modals';
import { loadAnnouncements } from '../content/announcements';
import { sessionStore } from '../session/store';
import { SESSION_KEYS } from '../session/storage';
import { loadPopupCode } from './popupCode';
import { useShell } from './shellState';

/**
 * Our choice: how long the popup waits for its pictures before it opens anyway. Waiting lets it open whole, so
 * nothing in it moves when a picture arrives (server HTML rarely gives images a height).
 */
export const POPUP_IMAGE_WAIT_MS = 3000;

type Popup = { Component: ComponentType<AnnouncementsPopupProps>; announcements: Notice[] };

function preloadImage(src: string): Promise<void> {
  const image = new Image();
  image.src = src;
  return image.decode();
}

/** The popup's code (Radix Dialog, DOMPurify) and its pictures, fetched together. */
async function preparePopup(announcements: Notice[]): Promise<Popup> {
  const popup = await loadPopupCode();
  const pictures = announcements.flatMap((announcement) => popup.imageSources(announcement.content));
  await Promise.race([
    Promise.allSettled(pictures.map(preloadImage)),
    new Promise((resolve) => setTimeout(resolve, POPUP_IMAGE_WAIT_MS)),
  ]);
  return { Component: popup.default, announcements };
}

/**
 * The popup announcements (spec §2): the visitor's once per session on the first page (session storage index_notice)
 * and the member's after each login. They open as soon as they are ready, not when the page is idle: a popup that
 * arrives late lands on a page the player has started to use.
 */
export function PopupAnnouncements() {
  const modals = useAccountModals();
  const shell = useShell();
  const [popup, setPopup] = useState<Popup | null>(null);

  useEffect(() => {
    let live = true;
    const show = (announcements: Notice[]) => {
      if (announcements.length === 0) return;
      void preparePopup(announcements).then(
        (ready) => live && setPopup(ready),
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
    return () => {
      live = false;
      unsubscribe();
    };
  }, []);

  // One modal at a time: the popups wait while an account popup or the notices or download modal is open.
  if (!popup || modals.current || shell.modal) return null;
  const { Component, announcements } = popup;
  return <Component open onOpenChange={(open) => (open ? undefined : setPopup(null))} announcements={announcements} />;
}
