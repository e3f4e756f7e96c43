import { useState, type ReactNode } from 'react';

export interface LazyPictureProps {
  src: string | null | undefined;
  className: string;
  /** The box the picture keeps while it loads. */
  width: number;
  height: number;
  /** What takes the picture's place without one, or once it failed (one attempt, spec §8); nothing by default. */
  fallback?: ReactNode;
}

/**
 * A decorative picture (its neighbour names the thing, so no alt text): loaded when it nears the screen, decoded off
 * the main thread, its box kept; a failed one gives way to `fallback`.
 */
export function LazyPicture({ src, className, width, height, fallback = null }: LazyPictureProps) {
  const [failed, setFailed] = useState(false);
  if (failed || !src) return <>{fallback}</>;
  return (
    <img
      className={className}
      src={src}
      alt=""
      width={width}
      height={height}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
    />
  );
}
