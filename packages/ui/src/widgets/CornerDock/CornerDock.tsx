import type { ReactNode } from 'react';
import * as styles from './CornerDock.css';

export interface CornerDockProps {
  /** The corner's controls (RightBar, ChatWindow), each fixed in the corner on its own. */
  children: ReactNode;
}

/**
 * The bottom corner's controls, docked on a phone: an opaque strip across the bottom of the screen holds them, so
 * they never float over the page (the page ends with the same room, `corner.room`, to scroll its last row clear).
 */
export function CornerDock({ children }: CornerDockProps) {
  return (
    <>
      <div className={styles.strip} data-corner-dock="" aria-hidden="true" />
      {children}
    </>
  );
}
