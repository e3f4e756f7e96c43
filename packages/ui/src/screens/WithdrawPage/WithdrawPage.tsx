import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount, moneyToMinor } from '@wl/rules';
import { Button } from '../../components/Button';
import { ContentStatus } from '../../components/ContentStatus';
import { PasswordField } from '../../components/PasswordField';
import { Select } from '../../components/Select';
import {
  AmountField,
  ChoiceChips,
  FormNotice,
  amountProblemText,
  moneyFormatter,
  submitWith,
} from '../../private/form';
import { PageFrame } from '../../private/PageFrame';
import * as page from '../../private/PageFrame/page.css';
import * as wallet from '../WalletPage/WalletPage.css';
import { WithdrawOrders, type WithdrawOrdersProps } from './WithdrawOrders';
import * as styles from './WithdrawPage.css';
import {
  withdrawMethods,
  type WithdrawAccountItem,
  type WithdrawBlockReason,
  type WithdrawCryptoQuote,
  type WithdrawField,
  type WithdrawMethod,
  type WithdrawNotice,
  type WithdrawProblems,
  type WithdrawStatus,
  type WithdrawSummary,
  type WithdrawValues,
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
  /** The tab: to a bank card, an e-wallet or a crypto address. */
  method?: WithdrawMethod;
  onMethodChange?: (method: WithdrawMethod) => void;
  /** The bound accounts of the chosen method. */
  accounts?: readonly WithdrawAccountItem[];
  /** To a crypto address once one is chosen: its coin's rate and the coins of the typed amount. */
  crypto?: WithdrawCryptoQuote | null;
  currency?: string;
  minorDigits?: number;
  values: WithdrawValues;
  onChange: (field: WithdrawField, value: string) => void;
  problems?: WithdrawProblems;
  onSubmit: () => void;
  submitting?: boolean;
  notice?: WithdrawNotice | null;
  onDismissNotice?: () => void;
  /** Opens the security centre (set the funds password, bind a card, an e-wallet or a crypto address). */
  onGoToSecurity: () => void;
}

/**
 * Withdraw (spec §2 withdraw): the main wallet and what can be withdrawn now (min of the balance and the day's
 * remaining amount), the day's count and amount left, the fee rule and hours, the turnover table (an unmet row hides
 * the form), then where to (tabs: bank card, e-wallet, crypto with its rate and the coins paid out), an amount and
 * the funds password; below, the orders with the withdrawal confirmation of spec §4. Controlled: the site holds the
 * values, the withdraw flow finds the problems.
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

/** The method tabs' texts: the select's label, its placeholder, the missing choice, and nothing bound yet. */
const METHOD_TEXT = {
  bankCard: { label: 'card', placeholder: 'cardPlaceholder', missing: 'cardMissing', none: 'noAccount.bankCard' },
  eWallet: {
    label: 'eWallet',
    placeholder: 'eWalletPlaceholder',
    missing: 'eWalletMissing',
    none: 'noAccount.eWallet',
  },
  crypto: {
    label: 'cryptoAddress',
    placeholder: 'cryptoPlaceholder',
    missing: 'cryptoMissing',
    none: 'noAccount.crypto',
  },
} as const;

function WithdrawForm({
  summary,
  method = 'bankCard',
  onMethodChange,
  accounts = [],
  crypto = null,
  onGoToSecurity,
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
  const text = METHOD_TEXT[method];
  const methodTabs = onMethodChange ? (
    <ChoiceChips
      className={styles.presets}
      label={t('method.label')}
      choices={withdrawMethods}
      value={method}
      onChange={onMethodChange}
      labelOf={(choice) => t(`method.${choice}`)}
    />
  ) : null;
  if (accounts.length === 0) {
    return (
      <>
        {methodTabs}
        <ContentStatus
          status="empty"
          size="section"
          emptyText={t(text.none)}
          action={
            <Button type="button" size="sm" onClick={onGoToSecurity}>
              {t('goToSecurity')}
            </Button>
          }
        />
      </>
    );
  }
  return (
    <>
      <FormNotice
        notice={notice}
        failedTitle={t('failedTitle')}
        onClose={onDismissNotice}
        done={(done) => t('requested', { orderNo: done.orderNo, amount: money(done.amount) })}
      />
      {methodTabs}
      <form className={wallet.form} onSubmit={submitWith(onSubmit)} noValidate aria-label={t('formTitle')}>
        <Select
          label={t(text.label)}
          placeholder={t(text.placeholder)}
          value={values.accountId}
          onChange={(event) => onChange('account', event.target.value)}
          options={accounts.map((account) => ({
            value: String(account.id),
            label: account.holder
              ? t('cardOption', { bank: account.name, number: account.maskedNumber, name: account.holder })
              : t('addressOption', { name: account.name, number: account.maskedNumber }),
          }))}
          error={problems.account ? t(text.missing) : undefined}
        />
        <AmountField
          label={t('amount')}
          value={values.amount}
          onValueChange={(amount) => onChange('amount', amount)}
          hint={t('limits', { min: money(summary.min), max: money(summary.max) })}
          error={amountProblemText(t, problems.amount, minorDigits, locale)}
          currency={currency}
        />
        {method === 'crypto' && crypto ? (
          <p className={page.muted} role="status">
            {t('crypto.rate', { coin: crypto.coin, network: crypto.network, rate: money(crypto.rate) })}
            {crypto.coins === null ? null : (
              <>
                {' '}
                <strong>{t('crypto.receive', { coins: crypto.coins, coin: crypto.coin })}</strong>
              </>
            )}
          </p>
        ) : null}
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
