import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { IconButton } from '../../components/IconButton';
import { Spinner } from '../../components/Spinner';
import { BackIcon, FullscreenIcon, RefreshIcon } from '../../private/icons';
import * as styles from './GamePlayer.css';

export const gamePlayerStatuses = ['launching', 'ready', 'error', 'locked', 'none'] as const;
export type GamePlayerStatus = (typeof gamePlayerStatuses)[number];

export interface GamePlayerProps {
  /**
   * launching: the launch call is on its way; ready: the game's address is known; error: the launch failed;
   * locked: the player must log in first; none: no game was chosen.
   */
  status: GamePlayerStatus;
  /** The game's name (for the bar and the frame's title). */
  name?: string;
  /** The launched game's address (status ready). */
  url?: string | null;
  errorMessage?: string | null;
  /** Launch again (after a failure, or the reload button: a fresh launch address). */
  onRetry?: () => void;
  /** Status locked: opens the login. */
  onLogin?: () => void;
  /** Leaves the game for the lobby. */
  onBack: () => void;
  /**
   * A message the game posted to this page. Only messages from the game's own frame and the launch address's origin
   * arrive here (design: postMessage is accepted only from the launch origin).
   */
  onGameMessage?: (data: unknown) => void;
}

function originOf(url: string): string | null {
  try {
    return new URL(url, window.location.href).origin;
  } catch {
    return null;
  }
}

/**
 * The launched game in a frame under a small bar (back to the games, the game's name, reload, full screen). The
 * frame is sandboxed as far as game vendors allow: scripts, their own storage, forms, popups (cashier windows) and
 * full screen; it may leave the page only when the player starts it. Until the game has loaded, and whenever there is
 * no game to show, the page says why instead of showing a blank frame.
 */
export function GamePlayer({
  status,
  name,
  url,
  errorMessage,
  onRetry,
  onLogin,
  onBack,
  onGameMessage,
}: GamePlayerProps) {
  const { t } = useTranslation('lobby');
  const frameRef = useRef<HTMLIFrameElement>(null);
  const stageRef = useRef<HTMLDivElement>(null);
  const [loadedUrl, setLoadedUrl] = useState<string | null>(null);
  const ready = status === 'ready' && Boolean(url);
  const frameLoaded = ready && loadedUrl === url;

  useEffect(() => {
    if (!ready || !url || !onGameMessage) return;
    const origin = originOf(url);
    const listener = (event: MessageEvent) => {
      if (event.source !== frameRef.current?.contentWindow || event.origin !== origin) return;
      onGameMessage(event.data);
    };
    window.addEventListener('message', listener);
    return () => window.removeEventListener('message', listener);
  }, [ready, url, onGameMessage]);

  const title = name ? t('player.frame', { name }) : t('player.title');
  const fullscreen = () => void stageRef.current?.requestFullscreen?.().catch(() => undefined);

  return (
    <section className={styles.root} aria-label={title}>
      <div className={styles.bar}>
        {status !== 'none' && status !== 'error' ? (
          // the error and no-game states offer the way back in their own message
          <Button type="button" variant="ghost" size="sm" onClick={onBack}>
            <BackIcon /> {t('player.back')}
          </Button>
        ) : null}
        {name ? <h1 className={styles.name}>{name}</h1> : null}
        {ready ? (
          <span className={styles.tools}>
            {onRetry ? (
              <IconButton label={t('player.reload')} icon={<RefreshIcon />} size="sm" onClick={onRetry} />
            ) : null}
            <IconButton label={t('player.fullscreen')} icon={<FullscreenIcon />} size="sm" onClick={fullscreen} />
          </span>
        ) : null}
      </div>
      <div className={styles.stage} ref={stageRef}>
        {ready && url ? (
          <iframe
            key={url}
            ref={frameRef}
            className={styles.frame}
            src={url}
            title={title}
            sandbox="allow-scripts allow-same-origin allow-forms allow-popups allow-top-navigation-by-user-activation"
            allow="fullscreen; autoplay"
            referrerPolicy="no-referrer"
            onLoad={() => setLoadedUrl(url)}
          />
        ) : null}
        {(ready && !frameLoaded) || status === 'launching' ? (
          <div className={styles.cover}>
            <Spinner size="lg" label={t(status === 'launching' ? 'player.launching' : 'player.loading')} showLabel />
          </div>
        ) : null}
        {status === 'error' ? (
          <div className={styles.cover}>
            <Alert tone="critical" title={t('errorTitle')} className={styles.message}>
              <p className={styles.text}>{errorMessage ?? t('player.error')}</p>
              <span className={styles.actions}>
                {onRetry ? (
                  <Button type="button" size="sm" onClick={onRetry}>
                    {t('retry')}
                  </Button>
                ) : null}
                <Button type="button" size="sm" variant="outline" onClick={onBack}>
                  {t('player.back')}
                </Button>
              </span>
            </Alert>
          </div>
        ) : null}
        {status === 'locked' ? (
          <div className={styles.cover}>
            <p className={styles.text}>{t('locked.play')}</p>
            {onLogin ? (
              <Button type="button" onClick={onLogin}>
                {t('locked.loginAction')}
              </Button>
            ) : null}
          </div>
        ) : null}
        {status === 'none' ? (
          <div className={styles.cover}>
            <p className={styles.text}>{t('player.none')}</p>
            <Button type="button" onClick={onBack}>
              {t('player.back')}
            </Button>
          </div>
        ) : null}
      </div>
    </section>
  );
}
