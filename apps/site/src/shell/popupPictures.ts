// The popup's pictures, fetched before it opens so it opens whole: by the popup's code (popupLoading.ts), and on a
// session's first page already by firstCalls.ts as the announcements arrive, beside the app's code instead of after
// it. Nothing here imports the popup, React or the API client: firstCalls.ts must stay a few KB.
import type { Announcements, Notice } from '@wl/api';
import { POPUP_PICTURE_SIZES, shownPicture, type ShownPicture } from '@wl/ui/pictures';
import { noticePictures } from '../content/pictures';
import { serverHtmlAddresses } from '../urlPolicy';

/**
 * Fetches and decodes a picture as the popup will show it: in a detached `<picture>` with the same sources, so the
 * browser picks the same copy (format and width) the popup's own `<picture>` will, and finds it in its cache.
 */
export function preloadPicture({ src, sources }: ShownPicture): Promise<void> {
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

/**
 * The pictures the popups' server copies name (the contract's Notice.pictures), as the popup will show them: a
 * picture whose address the URL policy refuses is left out, as the sanitizer leaves it out of the popup. Pictures of
 * the HTML without copies are the popup's code's to find (it sanitizes the HTML).
 */
export function namedPopupPictures(popups: readonly Notice[]): ShownPicture[] {
  return popups.flatMap((notice) =>
    (noticePictures(notice) ?? []).flatMap((picture) => {
      const allowed = serverHtmlAddresses(picture.url, 'picture') !== null;
      // its `src` as the HTML writes it, as the popup's `<img>` keeps it
      return allowed ? [shownPicture(picture.url, picture.sources, POPUP_PICTURE_SIZES)] : [];
    }),
  );
}

/**
 * On a session's first page: fetches the pictures of the popups in the announcements' early answer (firstCalls.ts)
 * as soon as it arrives. Reads a copy of the answer: the API client takes the answer itself (earlyCalls.ts).
 */
export async function preloadEarlyPopupPictures(answer: Promise<Response>): Promise<void> {
  try {
    const response = (await answer).clone();
    if (!response.ok) return;
    const envelope = (await response.json()) as { success?: boolean; value?: Partial<Announcements> | null };
    const popups = envelope.success === true ? envelope.value?.popup : undefined;
    if (!Array.isArray(popups)) return;
    await Promise.allSettled(namedPopupPictures(popups).map(preloadPicture));
  } catch {
    // a failed call or a picture that did not load: the popup's own code tries again and reports what it must
  }
}
