import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button';
import { IconButton } from '../../components/IconButton';
import { Spinner } from '../../components/Spinner';
import { visuallyHidden } from '../../private/visuallyHidden.css';
import { ChatIcon, EnlargeIcon, MinusIcon, ShrinkIcon } from '../../private/icons';
import * as styles from './ChatWindow.css';

export const chatStatuses = ['loading', 'ready', 'failed'] as const;
export type ChatStatus = (typeof chatStatuses)[number];

export interface ChatWindowProps {
  /** The window is shown (flows' chat machine: member.window.open). */
  open: boolean;
  enlarged: boolean;
  /** The chat URL is loading, loaded or failed. */
  status: ChatStatus;
  /** The chat service's address, shown in a frame. */
  chatUrl: string | null;
  unreadCount: number;
  /** The server's message when the URL failed; a general one otherwise. */
  errorMessage?: string | null;
  /** The chat button: open or close. */
  onToggle: () => void;
  onEnlarge: () => void;
  onShrink: () => void;
  onHide: () => void;
  onRetry: () => void;
  /** The window's title; "Chat" by default. */
  title?: string;
  /** The floating chat button; leave it on unless another control (the left bar) opens the chat. */
  showLauncher?: boolean;
}

/**
 * The chat window (spec §2, §4): the chat service in a frame, with enlarge, shrink and hide, and a chat button
 * with the unread count. State comes from the flows' chat machine; this only draws it.
 */
export function ChatWindow({
  open,
  enlarged,
  status,
  chatUrl,
  unreadCount,
  errorMessage,
  onToggle,
  onEnlarge,
  onShrink,
  onHide,
  onRetry,
  title,
  showLauncher = true,
}: ChatWindowProps) {
  const { t } = useTranslation('shell');
  const ids = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const launcherRef = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(open);

  // Opening takes focus into the window; hiding gives it back to the chat button.
  useEffect(() => {
    if (open && !wasOpen.current) headingRef.current?.focus();
    if (!open && wasOpen.current && headingRef.current === null) launcherRef.current?.focus();
    wasOpen.current = open;
  }, [open]);

  const heading = title ?? t('chat.title');

  return (
    <div className={styles.root}>
      {open ? (
        <section
          id={`${ids}-window`}
          aria-labelledby={`${ids}-title`}
          className={enlarged ? `${styles.window} ${styles.enlarged}` : styles.window}
        >
          <header className={styles.header}>
            <h2 id={`${ids}-title`} ref={headingRef} tabIndex={-1} className={styles.title}>
              {heading}
            </h2>
            {enlarged ? (
              <IconButton size="sm" label={t('chat.shrink')} icon={<ShrinkIcon />} onClick={onShrink} />
            ) : (
              <IconButton size="sm" label={t('chat.enlarge')} icon={<EnlargeIcon />} onClick={onEnlarge} />
            )}
            <IconButton size="sm" label={t('chat.hide')} icon={<MinusIcon />} onClick={onHide} />
          </header>
          <div className={styles.body}>
            {status === 'ready' && chatUrl ? (
              <iframe
                src={chatUrl}
                title={t('chat.frameTitle')}
                className={styles.frame}
                // the chat service runs its own scripts on its own origin; it gets nothing of this page
                sandbox="allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox"
                referrerPolicy="no-referrer"
              />
            ) : status === 'failed' ? (
              <div className={styles.state}>
                <p role="alert" className={styles.error}>
                  {t('chat.error')}
                  {errorMessage ? <span className={styles.detail}>{errorMessage}</span> : null}
                </p>
                <Button variant="solid" onClick={onRetry}>
                  {t('chat.retry')}
                </Button>
              </div>
            ) : (
              <div className={styles.state}>
                <Spinner label={t('chat.loading')} showLabel />
              </div>
            )}
          </div>
        </section>
      ) : null}

      {showLauncher ? (
        <button
          ref={launcherRef}
          type="button"
          className={styles.launcher}
          aria-expanded={open}
          aria-controls={open ? `${ids}-window` : undefined}
          onClick={onToggle}
        >
          <ChatIcon />
          <span className={visuallyHidden}>{t('chat.open')}</span>
          {unreadCount > 0 ? (
            <span className={styles.badge}>
              <span aria-hidden="true">{unreadCount > 99 ? '99+' : unreadCount}</span>
              <span className={visuallyHidden}>{t('chat.unread', { count: unreadCount })}</span>
            </span>
          ) : null}
        </button>
      ) : null}
    </div>
  );
}
