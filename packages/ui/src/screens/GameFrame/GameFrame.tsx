import * as styles from './GameFrame.css';

export interface GameFrameProps {
  /** The launched game's address. */
  url: string;
  /** Names the frame ("Game: Lucky Fortune"). */
  title: string;
}

/**
 * A launched game in a frame, sandboxed as far as game vendors allow: scripts, same-origin storage, forms, popups
 * (cashier windows) and full screen; no top navigation unless the player starts it.
 */
export function GameFrame({ url, title }: GameFrameProps) {
  return (
    <iframe
      className={styles.frame}
      src={url}
      title={title}
      sandbox="allow-scripts allow-same-origin allow-forms allow-popups allow-top-navigation-by-user-activation"
      allow="fullscreen; autoplay"
      referrerPolicy="no-referrer"
    />
  );
}
