import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../../private/visuallyHidden.css';
import { ChatIcon, CloseIcon, ExternalIcon, HeadsetIcon, SendIcon } from '../../private/icons';
import * as styles from './RightBar.css';

export interface RightBarLink {
  /** The service's name ("Facebook", "LINE"). */
  name: string;
  url: string;
}

export interface RightBarChat {
  id: string;
  /** Already translated ("Thai support", "VIP desk"). */
  label: string;
}

export interface RightBarProps {
  /** Spec §2: the social link (opens in a new window). */
  social?: RightBarLink;
  /** Spec §2: the messaging link (opens in a new window). */
  messaging?: RightBarLink;
  /** Spec §2: the live-chat list; one chat opens directly, several open a list first. */
  liveChats: readonly RightBarChat[];
  onLiveChat: (id: string) => void;
  /** The chat window's launcher holds the corner (a member's in-site chat): the bar's button sits just before it. */
  besideChatLauncher?: boolean;
}

/**
 * The quick-contact bar (spec §2): social link, messaging link and the live chats. It never covers the page: it is
 * one round button in the bottom corner (beside the chat window's launcher when there is one) that unfolds the bar
 * upwards, and the site keeps that corner's height free at the end of every page (apps/site shell Layout), so the
 * last row of the page can always be scrolled clear of it.
 */
export function RightBar({ social, messaging, liveChats, onLiveChat, besideChatLauncher = false }: RightBarProps) {
  const { t } = useTranslation('shell');
  const listId = useId();
  const barId = useId();
  const [open, setOpen] = useState(false);
  const [listOpen, setListOpen] = useState(false);
  const single = liveChats.length === 1 ? liveChats[0] : undefined;
  const toggleRef = useRef<HTMLButtonElement>(null);
  // Escape folds the open bar and gives the focus back to its button
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setListOpen(false);
      setOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);
  if (!social && !messaging && liveChats.length === 0) return null;
  const close = () => {
    setListOpen(false);
    setOpen(false);
  };

  return (
    <aside
      aria-label={t('rightBar.label')}
      className={besideChatLauncher ? `${styles.root} ${styles.besideChat}` : styles.root}
    >
      <ul id={barId} className={styles.list} hidden={!open}>
        {social ? (
          <li>
            <a
              href={social.url}
              target="_blank"
              rel="noopener noreferrer"
              className={styles.button}
              title={social.name}
            >
              <ExternalIcon />
              <span className={visuallyHidden}>
                {t('rightBar.social', { name: social.name })} {t('rightBar.newWindow')}
              </span>
            </a>
          </li>
        ) : null}
        {messaging ? (
          <li>
            <a
              href={messaging.url}
              target="_blank"
              rel="noopener noreferrer"
              className={styles.button}
              title={messaging.name}
            >
              <SendIcon />
              <span className={visuallyHidden}>
                {t('rightBar.messaging', { name: messaging.name })} {t('rightBar.newWindow')}
              </span>
            </a>
          </li>
        ) : null}
        {liveChats.length > 0 ? (
          <li className={styles.chatItem}>
            <button
              type="button"
              className={styles.button}
              title={single?.label ?? t('rightBar.liveChat')}
              aria-expanded={single ? undefined : listOpen}
              aria-controls={!single && listOpen ? listId : undefined}
              onClick={() => {
                if (!single) return setListOpen((shown) => !shown);
                close();
                onLiveChat(single.id);
              }}
            >
              <ChatIcon />
              <span className={visuallyHidden}>{single?.label ?? t('rightBar.liveChat')}</span>
            </button>
            {!single && listOpen ? (
              <ul id={listId} className={styles.chats}>
                {liveChats.map((chat) => (
                  <li key={chat.id}>
                    <button
                      type="button"
                      className={styles.chat}
                      onClick={() => {
                        close();
                        onLiveChat(chat.id);
                      }}
                    >
                      {chat.label}
                    </button>
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ) : null}
      </ul>
      <button
        ref={toggleRef}
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={barId}
        title={t('rightBar.open')}
        onClick={() => (open ? close() : setOpen(true))}
      >
        {open ? <CloseIcon /> : <HeadsetIcon />}
        <span className={visuallyHidden}>{t('rightBar.open')}</span>
      </button>
    </aside>
  );
}
