import type { ComponentType } from 'react';
import type { Notice } from '@wl/api';
import type { AnnouncementItem, AnnouncementsPopupProps, ShownPicture } from '@wl/ui';
import { nextTask } from '../nextTask';
import { serverHtmlAddresses } from '../urlPolicy';

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

/**
 * Fetches and decodes a picture as the popup will show it: in a detached `<picture>` with the same sources, so the
 * browser picks the same copy (format and width) the popup's own `<picture>` will, and finds it in its cache.
 */
function preloadImage({ src, sources }: ShownPicture): Promise<void> {
  const image = document.createElement('img');
  // High: the popup opens over the first screen once its pictures are in, so they are the first visit's largest
  // paint; an image outside the page is otherwise asked for at low priority, behind everything else on the wire
  // (Lighthouse's phone: 1.6 s to load them so, beside the app's code)
  image.fetchPriority = 'high';
  if (sources.length > 0) {
    const picture = document.createElement('picture');
    for (const { type, srcSet, sizes } of sources) {
      const source = document.createElement('source');
      source.type = type;
      source.srcset = srcSet;
      source.sizes = sizes;
      picture.append(source);
    }
    picture.append(image);
  }
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
      const items = announcements.map(popup.toAnnouncementItem);
      // each announcement's HTML is sanitized to find its pictures (those the URL policy allows, as the popup will
      // show them): a task each, so input is never kept waiting
      const pictures: ShownPicture[] = [];
      for (const item of items) {
        pictures.push(...popup.imageSources(item.content, popup.popupPictures(item), serverHtmlAddresses));
        await nextTask();
      }
      await Promise.race([
        Promise.allSettled(pictures.map(preloadImage)),
        new Promise((resolve) => setTimeout(resolve, POPUP_IMAGE_WAIT_MS)),
      ]);
      return { Component: popup.default, announcements: items };
    });
    prepared.set(key, pending);
    pending.catch(() => prepared.delete(key));
  }
  return pending;
}
