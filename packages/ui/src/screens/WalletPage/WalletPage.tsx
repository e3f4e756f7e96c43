import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { moneyToMinor, type AmountProblem } from '@wl/rules';
import { Button } from '../../components/Button';
import { ContentStatus } from '../../components/ContentStatus';
import { Select } from '../../components/Select';
import { AmountField, FormNotice, amountProblemText, moneyFormatter, submitWith } from '../../private/form';
import { PageFrame, PageLoadStatus, type PageLoadProps } from '../../private/PageFrame';
import * as page from '../../private/PageFrame/page.css';
import * as styles from './WalletPage.css';

export const walletPageStatuses = ['loading', 'error', 'ready'] as const;
export type WalletPageStatus = (typeof walletPageStatuses)[number];

export const walletStatuses = ['normal', 'maintenance'] as const;
export type WalletStatusKind = (typeof walletStatuses)[number];

export const walletTransferFields = ['from', 'to', 'amount'] as const;
export type WalletTransferFieldName = (typeof walletTransferFields)[number];

/** One wallet row: `balance` is the contract's Money decimal string ("1234.50"), shown exactly. */
export interface WalletPageWallet {
  code: string;
  name: string;
  balance: string;
  status: WalletStatusKind;
}

/** What the player chose and typed (the site holds it; the screen is controlled). */
export interface WalletTransferValues {
  from: string;
  to: string;
  amount: string;
}

/** A field's problem as the wallet flow reports it; the screen words it in the player's language. */
export type WalletFieldProblem =
  AmountProblem | { kind: 'missing' } | { kind: 'same' } | { kind: 'notMain' } | { kind: 'maintenance' };

/** The last write: what moved (Money strings), or why it failed (the server's message, shown as written). */
export type WalletNotice =
  { kind: 'transferred'; amount: string } | { kind: 'recalled'; total: string } | { kind: 'failed'; message: string };

/** `onRetry` loads the balances again after a failure. */
export interface WalletPageProps extends PageLoadProps<WalletPageStatus> {
  /** ISO 4217 code ("THB") and its minor digits, from the balance answer. */
  currency?: string;
  minorDigits?: number;
  /** The sum of every wallet (Money). */
  total?: string;
  /** The main wallet first, then the game wallets. */
  wallets?: readonly WalletPageWallet[];
  /** The main wallet's code. */
  mainWallet?: string;
  values: WalletTransferValues;
  onChange: (field: WalletTransferFieldName, value: string) => void;
  problems?: Partial<Record<WalletTransferFieldName, WalletFieldProblem>>;
  onSubmit: () => void;
  onRecallAll: () => void;
  onRefresh: () => void;
  /** The balances are being loaded again (the rows stay). */
  refreshing?: boolean;
  /** The write in flight. */
  busy?: 'transfer' | 'recall' | null;
  notice?: WalletNotice | null;
  /** Sends the failed write again (same idempotency key). */
  onRetryWrite?: () => void;
  onDismissNotice?: () => void;
}

/**
 * The wallet page of the member centre (spec §2 transferFund): the total and one row per wallet (a wallet in
 * maintenance says so and takes no transfer), a transfer between the main wallet and a game wallet, the one-click
 * recall of every game wallet, and a refresh. Controlled: the site holds the values, the wallet flow finds the
 * problems; the screen words them next to their field.
 */
export function WalletPage(props: WalletPageProps) {
  const {
    currency = '',
    minorDigits = 2,
    total = '0',
    wallets = [],
    mainWallet = 'MAIN',
    values,
    onChange,
    problems = {},
    onSubmit,
    onRecallAll,
    onRefresh,
    refreshing = false,
    busy = null,
    notice = null,
    onRetryWrite,
    onDismissNotice,
  } = props;
  const { t, i18n } = useTranslation('member');
  const listTitleId = useId();
  const formTitleId = useId();
  const locale = i18n.resolvedLanguage ?? i18n.language;
  const money = moneyFormatter(currency, minorDigits, locale);

  const problemText = (problem: WalletFieldProblem | undefined) => amountProblemText(t, problem, minorDigits, locale);

  const title = t('centre.page.transferFund');
  if (props.status !== 'ready') {
    return <PageLoadStatus title={title} loadingLabel={t('wallet.loading')} {...props} status={props.status} />;
  }

  // The main wallet is named in the player's language; a game wallet keeps its vendor's name.
  const named = wallets.map((wallet) => (wallet.code === mainWallet ? { ...wallet, name: t('wallet.main') } : wallet));
  const games = named.filter((wallet) => wallet.code !== mainWallet);
  const options = named.map((wallet) => ({
    value: wallet.code,
    label: wallet.status === 'maintenance' ? t('wallet.optionMaintenance', { name: wallet.name }) : wallet.name,
    disabled: wallet.status === 'maintenance',
  }));

  return (
    <PageFrame title={title}>
      <div className={styles.summary}>
        <p className={styles.total}>
          <span className={page.muted}>{t('wallet.total')}</span>
          <strong className={styles.totalValue}>{money(total)}</strong>
        </p>
        <Button variant="outline" size="sm" onClick={onRefresh} loading={refreshing}>
          {t('wallet.refresh')}
        </Button>
      </div>

      <FormNotice
        notice={notice}
        failedTitle={t('wallet.failedTitle')}
        onClose={onDismissNotice}
        failedAction={
          onRetryWrite ? (
            <Button size="sm" variant="outline" onClick={onRetryWrite}>
              {t('wallet.retryWrite')}
            </Button>
          ) : undefined
        }
        done={(done) =>
          done.kind === 'transferred'
            ? t('wallet.transferred', { amount: money(done.amount) })
            : moneyToMinor(done.total, minorDigits) === 0n
              ? t('wallet.nothingToRecall')
              : t('wallet.recalled', { amount: money(done.total) })
        }
      />

      <div className={styles.section}>
        <h2 id={listTitleId} className={page.sectionTitle}>
          {t('wallet.listTitle')}
        </h2>
        <ul className={styles.list} aria-labelledby={listTitleId}>
          {named.map((wallet) => (
            <li
              key={wallet.code}
              className={styles.row}
              data-maintenance={wallet.status === 'maintenance' || undefined}
            >
              <span className={styles.name}>{wallet.name}</span>
              <span className={styles.balance}>{money(wallet.balance)}</span>
              {wallet.status === 'maintenance' ? <span className={styles.badge}>{t('wallet.maintenance')}</span> : null}
            </li>
          ))}
        </ul>
      </div>

      {games.length === 0 ? (
        <ContentStatus status="empty" size="section" emptyText={t('wallet.empty')} />
      ) : (
        <>
          <form className={styles.form} onSubmit={submitWith(onSubmit)} noValidate aria-labelledby={formTitleId}>
            <h2 id={formTitleId} className={page.sectionTitle}>
              {t('wallet.formTitle')}
            </h2>
            <div className={styles.pair}>
              <Select
                label={t('wallet.from')}
                placeholder={t('wallet.choose')}
                options={options}
                value={values.from}
                onChange={(event) => onChange('from', event.target.value)}
                error={problemText(problems.from)}
              />
              <Select
                label={t('wallet.to')}
                placeholder={t('wallet.choose')}
                options={options}
                value={values.to}
                onChange={(event) => onChange('to', event.target.value)}
                error={problemText(problems.to)}
              />
            </div>
            <AmountField
              label={t('wallet.amount')}
              value={values.amount}
              onValueChange={(amount) => onChange('amount', amount)}
              error={problemText(problems.amount)}
              currency={currency}
            />
            <Button type="submit" fullWidth loading={busy === 'transfer'} disabled={busy === 'recall'}>
              {t('wallet.submit')}
            </Button>
          </form>
          <Button
            variant="soft"
            fullWidth
            onClick={onRecallAll}
            loading={busy === 'recall'}
            disabled={busy === 'transfer'}
          >
            {t('wallet.recallAll')}
          </Button>
        </>
      )}
    </PageFrame>
  );
}
