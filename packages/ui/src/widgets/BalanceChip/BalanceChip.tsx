import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '../../components/IconButton';
import { EyeIcon, EyeOffIcon, RefreshIcon } from '../../private/icons';
import { formatMoney } from '../../private/format';
import { visuallyHidden } from '../../private/visuallyHidden.css';
import * as styles from './BalanceChip.css';

export interface BalanceChipProps {
  /** The wallet balance; null while it is not known yet. */
  amount: number | null;
  /** ISO 4217 code ("THB"); a symbol ("$") also works. */
  currency: string;
  /** Show "****" instead of the amount. */
  hidden?: boolean;
  /** Eye button; shown when given. */
  onToggleHidden?: () => void;
  /** A refresh is under way: the amount gives way to "Refreshing…" and the refresh button waits. */
  refreshing?: boolean;
  /** The balance call failed: "Not loaded" in the amount's place; the refresh button asks again. */
  failed?: boolean;
  /** Refresh button; shown when given. */
  onRefresh?: () => void;
  /**
   * Below 600px (the header's phone row): the word "Balance" only for screen readers, a smaller figure and refresh
   * button, and no eye button (the account sheet hides the balance there).
   */
  compact?: boolean;
  className?: string;
}

/** The player's balance with hide and refresh, as in the logged-in header. */
export function BalanceChip({
  amount,
  currency,
  hidden = false,
  onToggleHidden,
  refreshing = false,
  failed = false,
  onRefresh,
  compact = false,
  className,
}: BalanceChipProps) {
  const { t, i18n } = useTranslation('shell');
  const labelId = useId();
  return (
    <div
      role="group"
      aria-labelledby={labelId}
      className={[styles.root, compact ? styles.compact : null, className].filter(Boolean).join(' ')}
    >
      <div className={styles.figures}>
        <span id={labelId} className={styles.label}>
          {t('balance.label')}
        </span>
        {/* polite live region: the new figure is read out when a refresh ends */}
        <span className={styles.amount} aria-live="polite">
          {refreshing ? (
            <span className={styles.placeholder}>{t('balance.refreshing')}</span>
          ) : failed ? (
            <span className={styles.placeholder}>{t('balance.failed')}</span>
          ) : hidden ? (
            <>
              <span className={styles.masked} aria-hidden="true">
                ****
              </span>
              <span className={visuallyHidden}>{t('balance.hiddenValue')}</span>
            </>
          ) : amount === null ? (
            <>
              <span aria-hidden="true">--</span>
              <span className={visuallyHidden}>{t('balance.unavailable')}</span>
            </>
          ) : (
            formatMoney(amount, currency, i18n.resolvedLanguage ?? i18n.language)
          )}
        </span>
      </div>
      {onToggleHidden ? (
        <IconButton
          type="button"
          variant="ghost"
          size="md"
          label={t('balance.hide')}
          className={styles.eye}
          icon={hidden ? <EyeOffIcon /> : <EyeIcon />}
          aria-pressed={hidden}
          onClick={onToggleHidden}
        />
      ) : null}
      {onRefresh ? (
        <IconButton
          type="button"
          variant="ghost"
          size="md"
          className={styles.refresh}
          label={t('balance.refresh')}
          icon={<RefreshIcon />}
          // busy, not disabled: a spinner, clicks ignored, and the focus stays on the button
          loading={refreshing}
          onClick={onRefresh}
        />
      ) : null}
    </div>
  );
}
