import type { ImgHTMLAttributes } from 'react';
import { pictureSourceSets, type PictureSource } from './pictureSources';
import * as styles from './Picture.css';

export interface PictureProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'sizes'> {
  /** The picture's own address: the fallback, and the only one when there are no copies. */
  src: string;
  /** Smaller and modern-format copies (AVIF, WebP); without them a plain `<img>`. */
  sources?: readonly PictureSource[];
  /** How wide the picture is shown (the `sizes` attribute), from its slot's layout. */
  sizes: string;
}

/**
 * A picture in the best format and size the browser can take: `<picture>` with an AVIF and a WebP `<source>` and the
 * `<img>` as the fallback, or a plain `<img>` without copies. Renders the same on the server as in the browser.
 */
export function Picture({ src, sources, sizes, ...img }: PictureProps) {
  const sets = pictureSourceSets(sources);
  // eslint-disable-next-line jsx-a11y/alt-text -- the caller's alt comes with the rest of the img's props
  const fallback = <img src={src} {...img} />;
  if (sets.length === 0) return fallback;
  return (
    <picture className={styles.picture}>
      {sets.map((set) => (
        <source key={set.type} type={set.type} srcSet={set.srcSet} sizes={sizes} />
      ))}
      {fallback}
    </picture>
  );
}
