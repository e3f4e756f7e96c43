import type { MouseEvent } from 'react';

/** A plain left click without modifier keys: the site's router takes it; others follow the link (a new tab). */
export const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
