import { useTranslation } from 'react-i18next';
import { icon } from '../../private/icons';
import * as styles from './OfflineNotice.css';

/** A cloud struck through: no connection. */
const OfflineIcon = icon('M7 18h10a4 4 0 0 0 .9-7.9A6 6 0 0 0 7.2 8.3 5 5 0 0 0 7 18Z', 'M3 3l18 18');

export interface OfflineNoticeProps {
  /** The browser has no network (the site follows its online and offline events). */
  offline: boolean;
}

/**
 * Says that the phone is offline, while it is: what shows may be out of date and nothing can be sent until the
 * connection is back. A slim bar in the flow (nothing covered); its live region is always there, so a screen reader
 * hears the change.
 */
export function OfflineNotice({ offline }: OfflineNoticeProps) {
  const { t } = useTranslation('shell');
  return (
    <div role="status">
      {offline ? (
        <p className={styles.bar}>
          <OfflineIcon className={styles.icon} />
          <span>{t('offline.message')}</span>
        </p>
      ) : null}
    </div>
  );
}
