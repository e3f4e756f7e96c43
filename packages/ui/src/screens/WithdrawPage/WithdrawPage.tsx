import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount, moneyToMinor } from '@wl/rules';
import { Button } from '../../components/Button';
import { ContentStatus } from '../../components/ContentStatus';
import { PasswordField } from '../../components/PasswordField';
import { Select } from '../../components/Select';
import { AmountField, FormNotice, amountProblemText, moneyFormatter, submitWith } from '../../private/form';
import { PageFrame } from '../../private/PageFrame';
import * as page from '../../private/PageFrame/page.css';
import * as wallet from '../WalletPage/WalletPage.css';
import { WithdrawOrders, type WithdrawOrdersProps } from './WithdrawOrders';
import * as styles from './WithdrawPage.css';
import type {
  WithdrawBlockReason,
  WithdrawCard,
  WithdrawField,
  WithdrawNotice,
  WithdrawProblems,
  WithdrawStatus,
  WithdrawSummary,
  WithdrawValues,
} from './withdrawTypes';

export * from './withdrawTypes';

/** Reasons the security centre fixes: the page offers a way there. */
const SECURITY_REASONS = new Set<WithdrawBlockReason>(['noBankCard', 'fundsPasswordNotSet']);

export interface WithdrawPageProps extends WithdrawOrdersProps {
  status: WithdrawStatus;
  errorMessage?: string | null;
  onRetry?: () => void;
  /** Null when the member may withdraw. */
  blocked?: WithdrawBlockReason | null;
  summary?: WithdrawSummary;
  cards?: readonly WithdrawCard[];
  currency?: string;
  minorDigits?: number;
  values: WithdrawValues;
  onChange: (field: WithdrawField, value: string) => void;
  problems?: WithdrawProblems;
  onSubmit: () => void;
  submitting?: boolean;
  notice?: WithdrawNotice | null;
  onDismissNotice?: () => void;
  /** Opens the security centre (set the funds password, bind a card). */
  onGoToSecurity: () => void;
}

/**
 * Withdraw (spec §2 withdraw): the main wallet and what can be withdrawn now (min of the balance and the day's
 * remaining amount), the day's count and amount left, the fee rule and hours, the turnover table (an unmet row hides
 * the form), then a bank card, an amount and the funds password; below, the orders with the withdrawal confirmation
 * of spec §4. Controlled: the site holds the values, the withdraw flow finds the problems.
 */
export function WithdrawPage(props: WithdrawPageProps) {
  const { status, errorMessage, onRetry, blocked = null, summary, currency = '', minorDigits = 2 } = props;
  const { t, i18n } = useTranslation('withdraw');
  const locale = i18n.resolvedLanguage ?? i18n.language;
  const money = moneyFormatter(currency, minorDigits, locale);
  const title = t('member:centre.page.withdraw');

  if (status !== 'ready' || !summary) {
    return (
      <PageFrame title={title}>
        <ContentStatus
          status={status === 'ready' ? 'loading' : status}
          loadingLabel={t('loading')}
          errorMessage={errorMessage}
          onRetry={onRetry}
        />
      </PageFrame>
    );
  }

  const unmet = summary.turnover.some((row) => moneyToMinor(row.remaining, minorDigits) > 0n);
  return (
    <PageFrame title={title}>
      <div className={wallet.summary}>
        <p className={wallet.total}>
          <span className={page.muted}>{t('balance')}</span>
          <strong className={wallet.totalValue}>{money(summary.balance)}</strong>
        </p>
        <p className={wallet.total}>
          <span className={page.muted}>{t('withdrawable')}</span>
          <strong className={wallet.totalValue}>{money(summary.withdrawable)}</strong>
        </p>
        <dl className={styles.facts}>
          <div className={styles.fact}>
            <dt className={page.muted}>{t('dailyCount')}</dt>
            <dd className={styles.factValue}>
              {t('ofMax', { remaining: summary.dailyCountRemaining, max: summary.dailyCountMax })}
            </dd>
          </div>
          <div className={styles.fact}>
            <dt className={page.muted}>{t('dailyAmount')}</dt>
            <dd className={styles.factValue}>
              {t('ofMax', { remaining: money(summary.dailyAmountRemaining), max: money(summary.dailyAmountMax) })}
            </dd>
          </div>
        </dl>
        <p className={page.muted}>
          {t('hours', summary.allowedHours)}{' '}
          {t(summary.fee.next ? 'fee.next' : 'fee.free', {
            count: summary.fee.freePerDay,
            percent: summary.fee.percent,
            minimum: money(summary.fee.minimum),
          })}
        </p>
      </div>
      {summary.turnover.length > 0 || blocked === 'turnoverUnmet' ? (
        <TurnoverTable rows={summary.turnover} money={money} unmet={unmet} />
      ) : null}
      {blocked ? (
        <ContentStatus
          status="empty"
          size="section"
          emptyText={t(`blocked.${blocked}`)}
          action={
            SECURITY_REASONS.has(blocked) ? (
              <Button type="button" size="sm" onClick={props.onGoToSecurity}>
                {t('goToSecurity')}
              </Button>
            ) : undefined
          }
        />
      ) : (
        <WithdrawForm {...props} summary={summary} money={money} locale={locale} minorDigits={minorDigits} />
      )}
      <WithdrawOrders {...props} minorDigits={minorDigits} currency={currency} />
    </PageFrame>
  );
}

function TurnoverTable({
  rows,
  money,
  unmet,
}: {
  rows: readonly WithdrawSummary['turnover'][number][];
  money: (value: string) => string;
  unmet: boolean;
}) {
  const { t } = useTranslation('withdraw');
  const titleId = useId();
  return (
    <section className={wallet.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={page.sectionTitle}>
        {t('turnover.title')}
      </h2>
      <p className={page.muted}>{t(unmet ? 'turnover.unmet' : 'turnover.met')}</p>
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t('turnover.gameType')}</th>
              <th scope="col" className={styles.number}>
                {t('turnover.required')}
              </th>
              <th scope="col" className={styles.number}>
                {t('turnover.done')}
              </th>
              <th scope="col" className={styles.number}>
                {t('turnover.remaining')}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.gameType}>
                <th scope="row">{row.gameType === 'ALL' ? t('turnover.all') : row.gameType}</th>
                <td className={styles.number}>{money(row.required)}</td>
                <td className={styles.number}>{money(row.done)}</td>
                <td className={styles.number}>{money(row.remaining)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function WithdrawForm({
  summary,
  cards = [],
  currency = '',
  minorDigits,
  locale,
  money,
  values,
  onChange,
  problems = {},
  onSubmit,
  submitting = false,
  notice = null,
  onDismissNotice,
}: WithdrawPageProps & {
  summary: WithdrawSummary;
  minorDigits: number;
  locale: string;
  money: (value: string) => string;
}) {
  const { t } = useTranslation('withdraw');
  const password = problems.password;
  return (
    <>
      <FormNotice
        notice={notice}
        failedTitle={t('failedTitle')}
        onClose={onDismissNotice}
        done={(done) => t('requested', { orderNo: done.orderNo, amount: money(done.amount) })}
      />
      <form className={wallet.form} onSubmit={submitWith(onSubmit)} noValidate aria-label={t('formTitle')}>
        <Select
          label={t('card')}
          placeholder={t('cardPlaceholder')}
          value={values.bankCardId}
          onChange={(event) => onChange('bankCard', event.target.value)}
          options={cards.map((card) => ({
            value: String(card.id),
            label: t('cardOption', { bank: card.bankName, number: card.maskedNumber, name: card.accountName }),
          }))}
          error={problems.bankCard ? t('cardMissing') : undefined}
        />
        <AmountField
          label={t('amount')}
          value={values.amount}
          onValueChange={(amount) => onChange('amount', amount)}
          hint={t('limits', { min: money(summary.min), max: money(summary.max) })}
          error={amountProblemText(t, problems.amount, minorDigits, locale)}
          currency={currency}
        />
        {summary.presets.length > 0 ? (
          <div className={styles.presets} role="group" aria-label={t('presets')}>
            {summary.presets.map((preset) => {
              // As the member would type it in their language, so the flow reads it back the same.
              const typed = formatAmount(moneyToMinor(preset, minorDigits), minorDigits, locale);
              return (
                <button
                  key={preset}
                  type="button"
                  className={page.chip}
                  aria-pressed={values.amount === typed}
                  onClick={() => onChange('amount', typed)}
                >
                  {money(preset)}
                </button>
              );
            })}
          </div>
        ) : null}
        {summary.fundsPasswordRequired ? (
          <PasswordField
            label={t('password')}
            autoComplete="off"
            value={values.password}
            onChange={(event) => onChange('password', event.target.value)}
            error={password ? (password.kind === 'refused' ? password.message : t('passwordMissing')) : undefined}
          />
        ) : null}
        <Button type="submit" fullWidth loading={submitting}>
          {t('submit')}
        </Button>
      </form>
    </>
  );
}
