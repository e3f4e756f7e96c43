import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../../private/visuallyHidden.css';
import { ChatIcon, ExternalIcon, SendIcon } from '../../private/icons';
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
}

/** The floating bar on the right edge (spec §2): social link, messaging link and the live chats. */
export function RightBar({ social, messaging, liveChats, onLiveChat }: RightBarProps) {
  const { t } = useTranslation('shell');
  const listId = useId();
  const [listOpen, setListOpen] = useState(false);
  const single = liveChats.length === 1 ? liveChats[0] : undefined;

  return (
    <aside aria-label={t('rightBar.label')} className={styles.root}>
      <ul className={styles.list}>
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
              onClick={() => (single ? onLiveChat(single.id) : setListOpen((open) => !open))}
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
                        setListOpen(false);
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
    </aside>
  );
}
