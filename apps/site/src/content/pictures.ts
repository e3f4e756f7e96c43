// The copies of a picture the server names (the contract's Banner.imageSources and Notice.pictures), through the
// URL policy like every server address: a copy whose address the policy refuses is dropped (the picture's own
// address stays the fallback). Nothing here runs at import or touches the window: safe in the prerender.
import type { ImageSource, Notice } from '@wl/api';
import type { AnnouncementItem, HtmlPicture, PictureSource } from '@wl/ui';
import { allowedUrl } from '../urlPolicy';

/** The copies whose addresses the policy allows, or undefined when none is left. */
export function allowedSources(
  sources: readonly ImageSource[] | undefined,
  where: string,
): PictureSource[] | undefined {
  const allowed = (sources ?? []).flatMap((source) => {
    const url = allowedUrl(source.url, where);
    return url ? [{ url, width: source.width, type: source.type }] : [];
  });
  return allowed.length > 0 ? allowed : undefined;
}

/**
 * A notice's pictures, keyed by the `src` its HTML writes: each with its size (which keeps its place while it loads)
 * and the copies the policy allows (none: the picture's own address alone).
 */
export function noticePictures(notice: Pick<Notice, 'pictures'>): HtmlPicture[] | undefined {
  const pictures = (notice.pictures ?? []).map((picture) => ({
    url: picture.url,
    width: picture.width,
    height: picture.height,
    sources: allowedSources(picture.imageSources, 'popup picture copy') ?? [],
  }));
  return pictures.length > 0 ? pictures : undefined;
}

/** A popup notice as the popup shows it. */
export function toAnnouncementItem(notice: Notice): AnnouncementItem {
  const pictures = noticePictures(notice);
  return { id: notice.id, title: notice.title, content: notice.content, ...(pictures ? { pictures } : {}) };
}
