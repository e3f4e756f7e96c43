/** One copy of a picture (the contract's ImageSource): its address, its width in pixels, its media type. */
export interface PictureSource {
  url: string;
  width: number;
  type: string;
}

/** The formats a `<source>` is written for, best first: the browser takes the first it can show. */
export const PICTURE_TYPES = ['image/avif', 'image/webp'] as const;

/** One `<source>`: a format and its copies as a `srcset` (`url 720w, …`), narrowest first. */
export interface PictureSourceSet {
  type: string;
  srcSet: string;
}

/**
 * The copies grouped into `<source>` sets, AVIF first, then WebP; a type the browser might not know, or a copy
 * without a usable width, is left out (the `<img>` stays the fallback). Plain data: safe to run on the server.
 */
export function pictureSourceSets(sources: readonly PictureSource[] | undefined): PictureSourceSet[] {
  if (!sources) return [];
  return PICTURE_TYPES.flatMap((type) => {
    const copies = sources
      .filter((source) => source.type === type && Number.isInteger(source.width) && source.width > 0)
      .sort((a, b) => a.width - b.width);
    // a URL with a comma or a space would split the srcset: such a copy is left out
    const usable = copies.filter((source) => source.url !== '' && !/[\s,]/.test(source.url));
    return usable.length > 0
      ? [{ type, srcSet: usable.map((source) => `${source.url} ${source.width}w`).join(', ') }]
      : [];
  });
}
