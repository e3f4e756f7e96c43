import { useTranslation } from 'react-i18next';
import { MailIcon } from '../../private/icons';
import { visuallyHidden } from '../../private/visuallyHidden.css';
import * as styles from './MessageBadge.css';

/** Above this the badge shows "99+". */
export const MESSAGE_BADGE_MAX = 99;

export interface MessageBadgeProps {
  /** Unread platform messages; the badge shows only above 0. */
  count: number;
  /** Opens the member centre's messages. */
  onOpen: () => void;
}

/**
 * The header's unread platform messages (spec §2 messageV2): an envelope with the red count, named for screen
 * readers with the count ("Messages: 3 unread"). Nothing when all are read.
 */
export function MessageBadge({ count, onOpen }: MessageBadgeProps) {
  const { t } = useTranslation('messages');
  if (count <= 0) return null;
  const label = t('badge.label', { count });
  return (
    <button type="button" className={styles.root} title={label} onClick={onOpen}>
      <MailIcon />
      <span className={styles.count} aria-hidden="true">
        {count > MESSAGE_BADGE_MAX ? `${MESSAGE_BADGE_MAX}+` : count}
      </span>
      <span className={visuallyHidden}>{label}</span>
    </button>
  );
}
