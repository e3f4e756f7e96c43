import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { moneyFormatter } from '../../private/form';
import { useDateFormat, useNumberFormat } from '../../private/format/intl';
import * as styles from './ContractPage.css';
import type { ContractReplyProps, ContractStatusName, ContractView, SettlementStatusName } from './contractTypes';
import { numberFormat } from '../../private/format/formats';

/** How money, rates and times are written on the contract page and in the offers popup. */
export interface ContractFormatProps {
  currency?: string;
  minorDigits?: number;
  /** The merchant's IANA time zone. */
  timeZone?: string;
}

export function useContractFormat({ currency = '', minorDigits = 2, timeZone }: ContractFormatProps) {
  const { i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? i18n.language;
  const money = moneyFormatter(currency, minorDigits, locale);
  const percent = numberFormat(locale, { style: 'percent', maximumFractionDigits: 2 });
  const rate = (value: number) => percent.format(value / 100);
  const date = useDateFormat(true, timeZone);
  const day = useDateFormat(false, timeZone);
  const number = useNumberFormat();
  return { money, rate, date, day, number, locale };
}

type Format = ReturnType<typeof useContractFormat>;

/** The terms of a contract (spec §3 labels): the rate, a dividend's period, the conditions it names. */
export function ContractTerms({ contract, format }: { contract: ContractView; format: Format }) {
  const { t } = useTranslation('agentContracts');
  const items: { label: string; value: ReactNode }[] = [{ label: t('term.rate'), value: format.rate(contract.rate) }];
  if (contract.periodType) items.push({ label: t('term.periodType'), value: t(`period.${contract.periodType}`) });
  if (contract.periodValidBet !== undefined) {
    items.push({ label: t('term.periodValidBet'), value: format.money(contract.periodValidBet) });
  }
  if (contract.periodProfitLoss !== undefined) {
    items.push({ label: t('term.periodProfitLoss'), value: format.money(contract.periodProfitLoss) });
  }
  if (contract.betAmount !== undefined) {
    items.push({
      label: t(contract.kind === 'hourlySalary' ? 'term.betAmountHour' : 'term.betAmountDay'),
      value: format.money(contract.betAmount),
    });
  }
  if (contract.activeMembers !== undefined) {
    items.push({ label: t('term.activeMembers'), value: format.number(contract.activeMembers) });
  }
  return (
    <dl className={styles.terms}>
      {items.map((item) => (
        <div key={item.label} className={styles.term}>
          <dt className={styles.termLabel}>{item.label}</dt>
          <dd className={styles.termValue}>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}

const STATUS_TONES: Record<ContractStatusName | SettlementStatusName, keyof typeof styles.statusTone> = {
  pending: 'caution',
  active: 'positive',
  rejected: 'neutral',
  terminated: 'neutral',
  ended: 'neutral',
  paid: 'positive',
  notQualified: 'neutral',
  unpaid: 'critical',
};

/** A contract's or a settlement's status: its word on a tinted pill (never the colour alone). */
export function StatusPill({ status, label }: { status: ContractStatusName | SettlementStatusName; label: string }) {
  return <span className={`${styles.status} ${styles.statusTone[STATUS_TONES[status]]}`}>{label}</span>;
}

/** One contract as a card: who (`party`), its status, its terms, a line under them and its actions. */
export function ContractCard({
  contract,
  party,
  format,
  note,
  children,
}: {
  contract: ContractView;
  party: string;
  format: Format;
  note?: ReactNode;
  children?: ReactNode;
}) {
  const { t } = useTranslation('agentContracts');
  return (
    <li className={styles.card}>
      <div className={styles.cardHead}>
        <p className={styles.party}>{party}</p>
        <StatusPill status={contract.status} label={t(`status.${contract.status}`)} />
      </div>
      <ContractTerms contract={contract} format={format} />
      {note}
      {children}
    </li>
  );
}

/**
 * An offer's answers (accept, reject) with what came of them: the DOWNLINE_RATE_HIGHER warning naming the member's
 * downlines whose contracts end if they proceed, or the last failure about this offer.
 */
export function OfferAnswers({
  offer,
  reply,
  format,
}: {
  offer: ContractView;
  reply: ContractReplyProps;
  format: Format;
}) {
  const { t } = useTranslation('agentContracts');
  const busy = reply.busyId != null;
  const mine = reply.busyId === offer.id;
  const warned = mine && reply.conflicts && reply.conflicts.length > 0;
  return (
    <>
      {reply.failure && reply.failure.contractId === offer.id ? (
        <Alert tone="critical" title={t('reply.failedTitle')} onClose={reply.onDismiss}>
          {reply.failure.message}
        </Alert>
      ) : null}
      {warned ? (
        <ConflictWarning conflicts={reply.conflicts!} rate={offer.rate} reply={reply} format={format} />
      ) : (
        <div className={styles.actions}>
          <Button variant="outline" disabled={busy} onClick={() => reply.onReject(offer)}>
            {t('reply.reject')}
          </Button>
          <Button loading={mine && !warned} disabled={busy && !mine} onClick={() => reply.onAccept(offer)}>
            {t('reply.accept')}
          </Button>
        </div>
      )}
    </>
  );
}

/** Spec §4: accepting a rate below some of the member's downline contracts ends them; this names them first. */
export function ConflictWarning({
  conflicts,
  rate,
  reply,
  format,
}: {
  conflicts: readonly ContractView[];
  rate: number;
  reply: ContractReplyProps;
  format: Format;
}) {
  const { t } = useTranslation('agentContracts');
  return (
    <Alert tone="caution" title={t('warning.title')}>
      <p>{t('warning.text', { rate: format.rate(rate), count: conflicts.length })}</p>
      <ul className={styles.conflicts}>
        {conflicts.map((conflict) => (
          <li key={conflict.id} className={styles.conflict}>
            {t('warning.downline', { downline: conflict.downline, rate: format.rate(conflict.rate) })}
          </li>
        ))}
      </ul>
      <div className={styles.actions}>
        <Button variant="outline" disabled={reply.proceeding} onClick={reply.onCancel}>
          {t('warning.cancel')}
        </Button>
        <Button variant="critical" loading={reply.proceeding} onClick={reply.onProceed}>
          {t('warning.proceed')}
        </Button>
      </div>
    </Alert>
  );
}

/** The termination's confirmation, in place of the contract's terminate button. */
export function TerminateConfirm({ contract, reply }: { contract: ContractView; reply: ContractReplyProps }) {
  const { t } = useTranslation('agentContracts');
  const terminating = reply.busyId === contract.id;
  return (
    <Alert tone="caution" title={t('terminate.title')}>
      <p>{t('terminate.text', { upline: contract.upline })}</p>
      <div className={styles.actions}>
        <Button variant="outline" disabled={terminating} onClick={reply.onCancel}>
          {t('terminate.cancel')}
        </Button>
        <Button variant="critical" loading={terminating} onClick={reply.onConfirm}>
          {t('terminate.confirm')}
        </Button>
      </div>
    </Alert>
  );
}

/** What the last answer did (accepted, and how many downline contracts it ended; rejected; terminated). */
export function AnsweredNotice({ reply }: { reply: ContractReplyProps }) {
  const { t } = useTranslation('agentContracts');
  if (!reply.answered) return null;
  const { action, ended } = reply.answered;
  return (
    <Alert tone="positive" onClose={reply.onDismiss}>
      {t(`answered.${action}`)}
      {ended > 0 ? ` ${t('answered.ended', { count: ended })}` : null}
    </Alert>
  );
}
