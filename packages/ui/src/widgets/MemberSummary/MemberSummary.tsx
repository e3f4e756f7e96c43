import { useTranslation } from 'react-i18next';
import { Spinner } from '../../components/Spinner';
import { formatMoney } from '../../private/format';
import * as styles from './MemberSummary.css';

export interface MemberSummaryProps {
  account: string;
  nickname?: string | null;
  /** The club label (VIP level), when the member has one. */
  label?: string | null;
  rankLevel?: number | null;
  /** Null while it loads. */
  balance: number | null;
  currency?: string;
}

/** Who is logged in, their VIP level and balance: the member centre's account page shows it. */
export function MemberSummary({ account, nickname, label, rankLevel, balance, currency = 'THB' }: MemberSummaryProps) {
  const { t, i18n } = useTranslation('shell');
  return (
    <dl className={styles.list}>
      <dt className={styles.term}>{t('memberSummary.account')}</dt>
      <dd className={styles.value}>{account}</dd>
      {nickname ? (
        <>
          <dt className={styles.term}>{t('memberSummary.nickname')}</dt>
          <dd className={styles.value}>{nickname}</dd>
        </>
      ) : null}
      <dt className={styles.term}>{t('memberSummary.level')}</dt>
      <dd className={styles.value}>
        {label ? t('memberSummary.levelValue', { label, rank: rankLevel ?? 0 }) : t('memberSummary.noLevel')}
      </dd>
      <dt className={styles.term}>{t('memberSummary.balance')}</dt>
      <dd className={styles.value}>
        {balance === null ? (
          <Spinner size="sm" label={t('memberSummary.loading')} />
        ) : (
          formatMoney(balance, currency, i18n.language)
        )}
      </dd>
    </dl>
  );
}
