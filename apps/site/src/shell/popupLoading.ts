import type { ComponentType } from 'react';
import type { Notice } from '@wl/api';
import type { AnnouncementItem, AnnouncementsPopupProps, ShownPicture } from '@wl/ui';
import { nextTask } from '../nextTask';
import { serverHtmlAddresses } from '../urlPolicy';
import { preloadPicture } from './popupPictures';

/**
 * Our choice: how long the popup waits for its pictures before it opens anyway. Waiting lets it open whole, so
 * nothing in it moves when a picture arrives (server HTML rarely gives images a height).
 */
export const POPUP_IMAGE_WAIT_MS = 3000;

export interface PreparedPopup {
  Component: ComponentType<AnnouncementsPopupProps>;
  announcements: AnnouncementItem[];
}

/** The popup's code (Radix Dialog, DOMPurify): main.tsx asks for it with the first calls on a session's first page. */
export const loadPopupCode = () => import('./lazy/AnnouncementsPopup');

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
      const items = announcements.map(popup.toAnnouncementItem);
      // each announcement's HTML is sanitized to find its pictures (those the URL policy allows, as the popup will
      // show them): a task each, so input is never kept waiting
      const pictures: ShownPicture[] = [];
      for (const item of items) {
        pictures.push(...popup.imageSources(item.content, popup.popupPictures(item), serverHtmlAddresses));
        await nextTask();
      }
      await Promise.race([
        Promise.allSettled(pictures.map(preloadPicture)),
        new Promise((resolve) => setTimeout(resolve, POPUP_IMAGE_WAIT_MS)),
      ]);
      return { Component: popup.default, announcements: items };
    });
    prepared.set(key, pending);
    pending.catch(() => prepared.delete(key));
  }
  return pending;
}
