import type { ComponentType } from 'react';
import type { Notice } from '@wl/api';
import type { AnnouncementsPopupProps } from '@wl/ui';

/**
 * Our choice: how long the popup waits for its pictures before it opens anyway. Waiting lets it open whole, so
 * nothing in it moves when a picture arrives (server HTML rarely gives images a height).
 */
export const POPUP_IMAGE_WAIT_MS = 3000;

export interface PreparedPopup {
  Component: ComponentType<AnnouncementsPopupProps>;
  announcements: Notice[];
}

/** The popup's code (Radix Dialog, DOMPurify): main.tsx asks for it with the first calls on a session's first page. */
export const loadPopupCode = () => import('./lazy/AnnouncementsPopup');

function preloadImage(src: string): Promise<void> {
  const image = new Image();
  image.src = src;
  return image.decode();
}

const prepared = new Map<string, Promise<PreparedPopup>>();

/**
 * The popup's code and its pictures, fetched together; once per list of announcements, so main.tsx can start it
 * before the first render and the popup picks up the same work.
 */
export function preparePopup(announcements: Notice[]): Promise<PreparedPopup> {
  const key = announcements.map((announcement) => announcement.id).join();
  let pending = prepared.get(key);
  if (!pending) {
    pending = loadPopupCode().then(async (popup) => {
      const pictures = announcements.flatMap((announcement) => popup.imageSources(announcement.content));
      await Promise.race([
        Promise.allSettled(pictures.map(preloadImage)),
        new Promise((resolve) => setTimeout(resolve, POPUP_IMAGE_WAIT_MS)),
      ]);
      return { Component: popup.default, announcements };
    });
    prepared.set(key, pending);
    pending.catch(() => prepared.delete(key));
  }
  return pending;
}
