import { useTranslation } from 'react-i18next';
import { formatMoney, moneyToMinor } from '@wl/rules';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import * as styles from './CashierNotice.css';

export const cashierNoticeKinds = [
  'depositCredited',
  'depositFailed',
  'withdrawalApproved',
  'withdrawalRejected',
] as const;
export type CashierNoticeKind = (typeof cashierNoticeKinds)[number];

/** One unread notification (openapi CashierNotification); `amount` is a Money decimal string. */
export interface CashierNoticeItem {
  id: number;
  kind: CashierNoticeKind;
  orderNo: string;
  amount: string;
  reason: string | null;
}

export interface CashierNoticeProps {
  notices: readonly CashierNoticeItem[];
  currency: string;
  minorDigits?: number;
  /** Marks one read. */
  onDismiss: (id: number) => void;
  /** Marks every one read (shown with two or more). */
  onDismissAll: () => void;
}

const good = new Set<CashierNoticeKind>(['depositCredited', 'withdrawalApproved']);

/**
 * The cashier's news in the header (spec §4): a deposit credited or failed, a withdrawal approved or rejected, each
 * until the player marks it read; a refusal says why, as the back office wrote it.
 */
export function CashierNotice({ notices, currency, minorDigits = 2, onDismiss, onDismissAll }: CashierNoticeProps) {
  const { t, i18n } = useTranslation('deposit');
  const locale = i18n.resolvedLanguage ?? i18n.language;
  if (notices.length === 0) return null;
  return (
    <section className={styles.root} aria-label={t('notice.title')}>
      <ul className={styles.list}>
        {notices.map((notice) => (
          <li key={notice.id} className={styles.item}>
            <Alert tone={good.has(notice.kind) ? 'positive' : 'critical'} onClose={() => onDismiss(notice.id)}>
              <p className={styles.message}>
                {t(`notice.${notice.kind}`, {
                  orderNo: notice.orderNo,
                  amount: formatMoney(
                    moneyToMinor(notice.amount, minorDigits),
                    { code: currency, minorDigits },
                    locale,
                  ),
                })}
              </p>
              {notice.reason ? <p className={styles.reason}>{t('notice.reason', { reason: notice.reason })}</p> : null}
            </Alert>
          </li>
        ))}
      </ul>
      {notices.length > 1 ? (
        <Button size="sm" variant="soft" className={styles.all} onClick={onDismissAll}>
          {t('notice.dismissAll')}
        </Button>
      ) : null}
    </section>
  );
}
