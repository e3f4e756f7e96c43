import { useTranslation } from 'react-i18next';
import type { AmountProblem } from '@wl/rules';
import { Button } from '../../components/Button';
import { ContentStatus } from '../../components/ContentStatus';
import { PasswordField } from '../../components/PasswordField';
import {
  AmountField,
  FormNotice,
  amountProblemText,
  moneyFormatter,
  submitWith,
  type PageFormProps,
} from '../../private/form';
import { PageFrame, PageLoadStatus, type PageLoadProps } from '../../private/PageFrame';
import * as page from '../../private/PageFrame/page.css';
import * as styles from '../WalletPage/WalletPage.css';

export const transferUplineStatuses = ['loading', 'error', 'ready'] as const;
export type TransferUplineStatus = (typeof transferUplineStatuses)[number];

/** Why the page shows no form (the settings answer's `reason`). */
export const uplineBlockReasons = ['trialAccount', 'noUpline', 'fundsPasswordNotSet'] as const;
export type UplineBlockReason = (typeof uplineBlockReasons)[number];

export type TransferUplineField = 'amount' | 'password';

export interface TransferUplineValues {
  amount: string;
  password: string;
}

/** Each field's problem as the upline flow finds it. */
export interface TransferUplineProblems {
  amount?: AmountProblem;
  password?: { kind: 'missing' };
}

export type TransferUplineNotice =
  { kind: 'transferred'; amount: string; upline: string } | { kind: 'failed'; message: string };

export interface TransferUplinePageProps
  extends
    PageLoadProps<TransferUplineStatus>,
    PageFormProps<TransferUplineField, TransferUplineValues, TransferUplineProblems, TransferUplineNotice> {
  /** Null when the member may transfer. */
  blocked?: UplineBlockReason | null;
  upline?: string | null;
  /** Money strings of the settings answer. */
  balance?: string;
  min?: string;
  max?: string;
  currency?: string;
  minorDigits?: number;
  fundsPasswordRequired?: boolean;
}

/**
 * Transfer to the upline (spec §2 transferUpline): the main wallet's balance, the upline, the limits, an amount and
 * the funds password. Controlled: the site holds the values, the upline flow finds the problems.
 */
export function TransferUplinePage(props: TransferUplinePageProps) {
  const {
    blocked = null,
    upline = null,
    balance = '0',
    min = '0',
    max = '0',
    currency = '',
    minorDigits = 2,
    fundsPasswordRequired = true,
    values,
    onChange,
    problems = {},
  } = props;
  const { t, i18n } = useTranslation('member');
  const locale = i18n.resolvedLanguage ?? i18n.language;
  const money = moneyFormatter(currency, minorDigits, locale);
  const title = t('centre.page.transferUpline');

  if (props.status !== 'ready') {
    return <PageLoadStatus title={title} loadingLabel={t('upline.loading')} {...props} status={props.status} />;
  }

  return (
    <PageFrame title={title}>
      <div className={styles.summary}>
        <p className={styles.total}>
          <span className={page.muted}>{t('upline.balance')}</span>
          <strong className={styles.totalValue}>{money(balance)}</strong>
        </p>
        {upline ? (
          <p className={styles.total}>
            <span className={page.muted}>{t('upline.upline')}</span>
            <strong className={styles.message}>{upline}</strong>
          </p>
        ) : null}
      </div>
      {blocked ? (
        <ContentStatus status="empty" size="section" emptyText={t(`upline.blocked.${blocked}`)} />
      ) : (
        <>
          <FormNotice
            notice={props.notice ?? null}
            failedTitle={t('upline.failedTitle')}
            onClose={props.onDismissNotice}
            done={(done) => t('upline.transferred', { amount: money(done.amount), upline: done.upline })}
          />
          <form className={styles.form} onSubmit={submitWith(props.onSubmit)} noValidate>
            <AmountField
              label={t('wallet.amount')}
              value={values.amount}
              onValueChange={(amount) => onChange('amount', amount)}
              hint={t('upline.limits', { min: money(min), max: money(max) })}
              error={amountProblemText(t, problems.amount, minorDigits, locale)}
              currency={currency}
            />
            {fundsPasswordRequired ? (
              <PasswordField
                label={t('upline.password')}
                autoComplete="off"
                value={values.password}
                onChange={(event) => onChange('password', event.target.value)}
                error={problems.password ? t('upline.passwordMissing') : undefined}
              />
            ) : null}
            <Button type="submit" fullWidth loading={props.submitting}>
              {t('upline.submit')}
            </Button>
          </form>
        </>
      )}
    </PageFrame>
  );
}
