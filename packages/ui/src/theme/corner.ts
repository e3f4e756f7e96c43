import { vars } from './contract.css';

/**
 * The bottom corner's controls (the right bar's button and the chat window's launcher, at most `controlLg` round):
 * their distance from the screen's edges, and the room they take at the bottom of the screen. On a phone that room
 * is the dock, an opaque strip the page scrolls behind (CornerDock); everywhere the page ends with that much room,
 * so its last row always comes clear of the corner (apps/site's Layout).
 */
export const corner = {
  inset: vars.space.sm,
  room: `calc(${vars.size.controlLg} + 2 * ${vars.space.sm})`,
} as const;

/** Below this width the corner's controls sit in the dock (the left bar's and the header's phone layout, too). */
export const dockedScreen = 'screen and (max-width: 959.98px)';
