import { useTranslation } from 'react-i18next';
import type { AmountProblem } from '@wl/rules';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { ContentStatus } from '../../components/ContentStatus';
import { ConfirmDialog, Dialog } from '../../components/Dialog';
import { PasswordField } from '../../components/PasswordField';
import { AmountField, amountProblemText, moneyFormatter, submitWith, type PageFormProps } from '../../private/form';
import { useDateFormat, useNumberFormat } from '../../private/format/intl';
import * as page from '../../private/PageFrame/page.css';
import * as styles from './DownlinesPage.css';
import type { DownlineContract, DownlineContractKind, DownlineRow } from './downlineTypes';
import { useRateFormat } from './rateFormat';

/** The business failures of a transfer to a downline that the page words itself (the server's message goes under). */
export const downlineTransferFailureCodes = [
  'FUNDS_PASSWORD_INCORRECT',
  'FUNDS_PASSWORD_LOCKED',
  'FUNDS_PASSWORD_NOT_SET',
  'INSUFFICIENT_BALANCE',
  'DOWNLINE_NOT_FOUND',
  'NOT_AGENT',
] as const;

export type DownlineTransferField = 'amount' | 'password';

export interface DownlineTransferValues {
  amount: string;
  password: string;
}

export interface DownlineTransferProblems {
  amount?: AmountProblem;
  password?: { kind: 'missing' };
}

export type DownlineTransferNotice =
  | { kind: 'transferred'; amount: string; downline: string; mainBalance: string; downlineBalance: string }
  /** `code`: the server's business code, worded by the page when it knows it. */
  | { kind: 'failed'; message: string; code?: string | null };

export interface DownlineTransferDialogProps extends PageFormProps<
  DownlineTransferField,
  DownlineTransferValues,
  DownlineTransferProblems,
  DownlineTransferNotice
> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The downline's account. */
  downline: string;
  /** The agent's main wallet (Money string); undefined while it loads. */
  balance?: string;
  currency?: string;
  minorDigits?: number;
  fundsPasswordRequired?: boolean;
  /** The funds password is not set: the security centre sets it. */
  onGoToSecurity: () => void;
}

const isKnownFailure = (code: string | null | undefined): code is (typeof downlineTransferFailureCodes)[number] =>
  (downlineTransferFailureCodes as readonly (string | null | undefined)[]).includes(code);

/**
 * Transfer to a downline (spec §6): the agent's main wallet, an amount and the funds password. Controlled: the site
 * holds the values (nothing typed is lost on a failure), the transfer flow finds the problems.
 */
export function DownlineTransferDialog(props: DownlineTransferDialogProps) {
  const { t, i18n } = useTranslation('agentDownlines');
  const { downline, balance, currency = '', minorDigits = 2, fundsPasswordRequired = true, values, onChange } = props;
  const locale = i18n.resolvedLanguage ?? i18n.language;
  const money = moneyFormatter(currency, minorDigits, locale);
  const problems = props.problems ?? {};
  const notice = props.notice ?? null;
  return (
    <Dialog
      open={props.open}
      onOpenChange={props.onOpenChange}
      title={t('transfer.title', { account: downline })}
      size="sm"
    >
      <div className={styles.dialogBody}>
        <dl className={styles.figures}>
          <Figure label={t('transfer.to')} value={downline} />
          <Figure label={t('transfer.balance')} value={balance === undefined ? '…' : money(balance)} />
        </dl>
        {notice?.kind === 'failed' ? (
          <Alert
            tone="critical"
            title={isKnownFailure(notice.code) ? t(`transfer.failure.${notice.code}`) : t('transfer.failedTitle')}
            onClose={props.onDismissNotice}
          >
            <p>{notice.message}</p>
            {notice.code === 'FUNDS_PASSWORD_NOT_SET' ? (
              <Button type="button" size="sm" onClick={props.onGoToSecurity}>
                {t('transfer.goToSecurity')}
              </Button>
            ) : null}
          </Alert>
        ) : null}
        {notice?.kind === 'transferred' ? (
          <Alert tone="positive" onClose={props.onDismissNotice}>
            <p>{t('transfer.done', { amount: money(notice.amount), account: notice.downline })}</p>
            <dl className={styles.figures}>
              <Figure label={t('transfer.yourBalance')} value={money(notice.mainBalance)} />
              <Figure
                label={t('transfer.theirBalance', { account: notice.downline })}
                value={money(notice.downlineBalance)}
              />
            </dl>
          </Alert>
        ) : null}
        <form className={styles.dialogBody} onSubmit={submitWith(props.onSubmit, props.submitting)} noValidate>
          <AmountField
            label={t('transfer.amount')}
            value={values.amount}
            onValueChange={(amount) => onChange('amount', amount)}
            error={amountProblemText(t, problems.amount, minorDigits, locale)}
            currency={currency}
          />
          {fundsPasswordRequired ? (
            <PasswordField
              label={t('transfer.password')}
              autoComplete="off"
              value={values.password}
              onChange={(event) => onChange('password', event.target.value)}
              error={problems.password ? t('transfer.passwordMissing') : undefined}
            />
          ) : null}
          <Button type="submit" fullWidth loading={props.submitting}>
            {t('transfer.submit')}
          </Button>
        </form>
      </div>
    </Dialog>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className={styles.figure}>
      <dt className={styles.figureLabel}>{label}</dt>
      <dd className={styles.figureValue}>{value}</dd>
    </div>
  );
}

export interface PromoteDownlineDialogProps {
  /** The member asked about; null: closed. */
  downline: string | null;
  onConfirm: () => void;
  onCancel: () => void;
  promoting?: boolean;
  /** The server's refusal of the last try (shown as written). */
  errorMessage?: string | null;
}

/** Promote a direct downline member to agent, once confirmed. */
export function PromoteDownlineDialog({
  downline,
  onConfirm,
  onCancel,
  promoting,
  errorMessage,
}: PromoteDownlineDialogProps) {
  const { t } = useTranslation('agentDownlines');
  return (
    <ConfirmDialog
      open={downline !== null}
      title={t('promote.title')}
      message={
        <div className={styles.dialogBody}>
          <p>{t('promote.message', { account: downline ?? '' })}</p>
          {errorMessage ? (
            <Alert tone="critical" title={t('promote.failed')}>
              {errorMessage}
            </Alert>
          ) : null}
        </div>
      }
      confirmLabel={t('promote.confirm')}
      onConfirm={onConfirm}
      onCancel={onCancel}
      confirming={promoting}
    />
  );
}

export interface DownlineRatesDialogProps {
  /** The downline whose rates are shown; null: closed. */
  row: DownlineRow | null;
  onClose: () => void;
}

/** A downline's rebate rates, one per game category. */
export function DownlineRatesDialog({ row, onClose }: DownlineRatesDialogProps) {
  const { t } = useTranslation('agentDownlines');
  const rate = useRateFormat();
  return (
    <Dialog
      open={row !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('rates.title', { account: row?.account ?? '' })}
      size="sm"
    >
      <dl className={styles.rates}>
        {row?.rates.map((each) => (
          <div key={each.category} className={styles.rateRow}>
            <dt>{t(`records:category.${each.category}`)}</dt>
            <dd className={styles.rateValue}>{rate(each.rate)}</dd>
          </div>
        ))}
      </dl>
    </Dialog>
  );
}

export interface DownlineContractsDialogProps {
  /** The direct downline whose contracts are shown; null: closed. */
  downline: string | null;
  onClose: () => void;
  status: 'loading' | 'error' | 'ready';
  errorMessage?: string | null;
  onRetry?: () => void;
  contracts: readonly DownlineContract[];
  /** The kinds whose agent centre page is on (its consolidated flag): each such contract links to it. */
  openableKinds: readonly DownlineContractKind[];
  onOpenKind: (kind: DownlineContractKind) => void;
  currency?: string;
  minorDigits?: number;
  timeZone?: string;
}

/**
 * The contracts the agent has with a direct downline (pending or active): kind, status, rate and conditions, each with
 * the way to its kind's page, where offers are made.
 */
export function DownlineContractsDialog(props: DownlineContractsDialogProps) {
  const { t, i18n } = useTranslation('agentDownlines');
  const { downline, contracts, openableKinds } = props;
  const money = moneyFormatter(props.currency ?? '', props.minorDigits ?? 2, i18n.resolvedLanguage ?? i18n.language);
  const rate = useRateFormat();
  const date = useDateFormat(true, props.timeZone);
  const number = useNumberFormat();
  let body;
  if (props.status !== 'ready') {
    body = (
      <ContentStatus
        status={props.status}
        size="section"
        loadingLabel={t('contracts.loading')}
        errorMessage={props.errorMessage}
        onRetry={props.onRetry}
      />
    );
  } else if (contracts.length === 0) {
    body = <ContentStatus status="empty" size="section" emptyText={t('contracts.none', { account: downline ?? '' })} />;
  } else {
    body = (
      <ul className={styles.contracts}>
        {contracts.map((contract) => {
          const conditions: { key: string; value: string }[] = [{ key: 'rate', value: rate(contract.rate) }];
          if (contract.periodType)
            conditions.push({ key: 'period', value: t(`contracts.period.${contract.periodType}`) });
          if (contract.betAmount !== undefined) {
            conditions.push({
              key: contract.kind === 'hourlySalary' ? 'betPerHour' : 'betPerDay',
              value: money(contract.betAmount),
            });
          }
          if (contract.periodValidBet !== undefined)
            conditions.push({ key: 'periodValidBet', value: money(contract.periodValidBet) });
          if (contract.periodProfitLoss !== undefined)
            conditions.push({ key: 'periodProfitLoss', value: money(contract.periodProfitLoss) });
          if (contract.activeMembers !== undefined)
            conditions.push({ key: 'activeMembers', value: number(contract.activeMembers) });
          conditions.push({ key: 'offeredAt', value: date(contract.offeredAt) });
          const titleId = `downline-contract-${contract.id}`;
          return (
            <li key={contract.id} className={styles.contract} aria-labelledby={titleId}>
              <div className={styles.contractHead}>
                <h3 id={titleId} className={styles.contractTitle}>
                  {t(`contracts.kind.${contract.kind}`)}
                </h3>
                <span className={page.badge}>{t(`contracts.status.${contract.status}`)}</span>
              </div>
              <dl className={styles.figures}>
                {conditions.map((condition) => (
                  <Figure
                    key={condition.key}
                    label={t(`contracts.condition.${condition.key}`)}
                    value={condition.value}
                  />
                ))}
              </dl>
              {openableKinds.includes(contract.kind) ? (
                <Button type="button" size="sm" variant="outline" onClick={() => props.onOpenKind(contract.kind)}>
                  {t(`contracts.open.${contract.kind}`)}
                </Button>
              ) : null}
            </li>
          );
        })}
      </ul>
    );
  }
  return (
    <Dialog
      open={downline !== null}
      onOpenChange={(open) => (open ? undefined : props.onClose())}
      title={t('contracts.title', { account: downline ?? '' })}
      size="md"
    >
      <div className={styles.dialogBody}>
        {body}
        {openableKinds.length > 0 ? <p className={page.muted}>{t('contracts.offerHint')}</p> : null}
      </div>
    </Dialog>
  );
}
