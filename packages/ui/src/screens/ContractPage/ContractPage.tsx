import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { ContentStatus } from '../../components/ContentStatus';
import { PageFrame, PageLoadStatus, type PageLoadProps } from '../../private/PageFrame';
import * as page from '../../private/PageFrame/page.css';
import { ContractOfferForm, type ContractOfferFormProps } from './ContractOfferForm';
import {
  AnsweredNotice,
  ContractCard,
  OfferAnswers,
  TerminateConfirm,
  useContractFormat,
  type ContractFormatProps,
} from './ContractParts';
import * as styles from './ContractPage.css';
import { ContractSettlements, type ContractSettlementsProps } from './ContractSettlements';
import { RealtimeCountdown } from './RealtimeCountdown';
import type {
  ContractKindName,
  ContractReplyProps,
  ContractView,
  PreviousDaySalary,
  RealtimePeriod,
} from './contractTypes';

/** The agent centre's page of each kind (spec §2 entries). */
export const CONTRACT_PAGE_OF_KIND = {
  dividend: 'agentDividendRecordCopy2',
  dailySalary: 'agentDailyWages2',
  hourlySalary: 'agentHourSalary',
  realtimeSalary: 'agentRealtimeSalary',
} as const satisfies Record<ContractKindName, string>;

export interface ContractPageProps extends PageLoadProps<'loading' | 'error' | 'ready'>, ContractFormatProps {
  kind: ContractKindName;
  /** The member's active contract of this kind with their upline. */
  contract: ContractView | null;
  /** Offers of this kind waiting for the member's answer. */
  offers: readonly ContractView[];
  /** The member's pending and active contracts of this kind with their direct downlines. */
  downlineContracts: readonly ContractView[];
  reply: ContractReplyProps;
  /** The offer form; absent for a member who has no downlines to offer to (not an agent). */
  offer?: ContractOfferFormProps;
  /** Daily salary: the previous day's salary (null without an active contract). */
  previousDay?: PreviousDaySalary | null;
  /** Real-time salary: the current period. */
  realtime?: RealtimePeriod | null;
  /** The countdown's clock (stories pass a fixed one). */
  clock?: () => number;
  /** The real-time period's countdown reached 0. */
  onPeriodElapsed?: () => void;
  settlements: ContractSettlementsProps;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={page.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * A salary or dividend page of the agent centre (spec §2 agentDividendRecordCopy2, agentDailyWages2,
 * agentHourSalary, agentRealtimeSalary; §4 contracts): the member's contract with their upline (terminate), offers
 * waiting for them (accept, reject; the warning naming the downlines whose contracts end), the contracts with their
 * downlines and the offer form, the kind's current figures, and the settlement records.
 */
export function ContractPage(props: ContractPageProps) {
  const { t } = useTranslation('agentContracts');
  const format = useContractFormat(props);
  const { kind, contract, offers, downlineContracts, reply } = props;
  const title = t(`agent:centre.page.${CONTRACT_PAGE_OF_KIND[kind]}`);
  if (props.status !== 'ready') {
    return <PageLoadStatus title={title} loadingLabel={t('page.loading')} {...props} status={props.status} />;
  }
  const busy = reply.busyId != null;
  return (
    <PageFrame title={title}>
      <AnsweredNotice reply={reply} />
      {kind === 'realtimeSalary' && props.realtime ? (
        <Section title={t('realtime.title')}>
          <p className={page.muted}>{t('realtime.every', { minutes: props.realtime.settlementIntervalMinutes })}</p>
          <dl className={styles.figures}>
            <div className={styles.term}>
              <dt className={styles.termLabel}>{t('realtime.periodStart')}</dt>
              <dd className={styles.figureValue}>{format.date(props.realtime.periodStart)}</dd>
            </div>
            <div className={styles.term}>
              <dt className={styles.termLabel}>{t('realtime.next')}</dt>
              <dd className={styles.figureValue}>
                <RealtimeCountdown
                  nextSettlementAt={props.realtime.nextSettlementAt}
                  clock={props.clock}
                  onElapsed={props.onPeriodElapsed}
                />
              </dd>
            </div>
            <div className={styles.term}>
              <dt className={styles.termLabel}>{t('realtime.validBet')}</dt>
              <dd className={styles.figureValue}>{format.money(props.realtime.periodValidBet)}</dd>
            </div>
            <div className={styles.term}>
              <dt className={styles.termLabel}>{t('realtime.amount')}</dt>
              <dd className={styles.figureValue}>{format.money(props.realtime.periodAmount)}</dd>
            </div>
          </dl>
        </Section>
      ) : null}
      {kind === 'dailySalary' && props.previousDay ? (
        <Section title={t('daily.title', { date: format.day(props.previousDay.date) })}>
          <p className={page.muted}>{t('daily.note')}</p>
          <dl className={styles.figures}>
            <div className={styles.term}>
              <dt className={styles.termLabel}>{t('daily.validBet')}</dt>
              <dd className={styles.figureValue}>{format.money(props.previousDay.validBet)}</dd>
            </div>
            <div className={styles.term}>
              <dt className={styles.termLabel}>{t('term.activeMembers')}</dt>
              <dd className={styles.figureValue}>{format.number(props.previousDay.activeMembers)}</dd>
            </div>
            <div className={styles.term}>
              <dt className={styles.termLabel}>{t('term.rate')}</dt>
              <dd className={styles.figureValue}>{format.rate(props.previousDay.rate)}</dd>
            </div>
            <div className={styles.term}>
              <dt className={styles.termLabel}>{t('daily.amount')}</dt>
              <dd className={styles.figureValue}>
                {props.previousDay.qualified ? format.money(props.previousDay.amount) : t('daily.notQualified')}
              </dd>
            </div>
          </dl>
        </Section>
      ) : null}
      {offers.length > 0 ? (
        <Section title={t('offers.title')}>
          <ul className={styles.cards}>
            {offers.map((offer) => (
              <ContractCard
                key={offer.id}
                contract={offer}
                party={t('offers.from', { upline: offer.upline })}
                format={format}
                note={<p className={page.muted}>{t('offers.offeredAt', { date: format.date(offer.offeredAt) })}</p>}
              >
                <OfferAnswers offer={offer} reply={reply} format={format} />
              </ContractCard>
            ))}
          </ul>
        </Section>
      ) : null}
      <Section title={t('mine.title')}>
        {contract ? (
          <ul className={styles.cards}>
            <ContractCard
              contract={contract}
              party={t('mine.with', { upline: contract.upline })}
              format={format}
              note={
                <p className={page.muted}>
                  {t('mine.since', { date: format.date(contract.decidedAt ?? contract.offeredAt) })}
                </p>
              }
            >
              {reply.failure && reply.failure.contractId === contract.id ? (
                <Alert tone="critical" title={t('reply.failedTitle')} onClose={reply.onDismiss}>
                  {reply.failure.message}
                </Alert>
              ) : null}
              {reply.confirmingTermination?.id === contract.id ? (
                <TerminateConfirm contract={contract} reply={reply} />
              ) : reply.onTerminate ? (
                <div className={styles.actions}>
                  <Button variant="outline" disabled={busy} onClick={() => reply.onTerminate?.(contract)}>
                    {t('terminate.action')}
                  </Button>
                </div>
              ) : null}
            </ContractCard>
          </ul>
        ) : (
          <ContentStatus status="empty" size="section" emptyText={t('mine.none')} />
        )}
      </Section>
      {props.offer ? (
        <Section title={t('downlines.title')}>
          {downlineContracts.length > 0 ? (
            <ul className={styles.cards}>
              {downlineContracts.map((downline) => (
                <ContractCard key={downline.id} contract={downline} party={downline.downline} format={format} />
              ))}
            </ul>
          ) : (
            <p className={page.muted}>{t('downlines.none')}</p>
          )}
          <h3 className={page.sectionTitle}>{t('offer.title')}</h3>
          <ContractOfferForm props={props.offer} format={format} />
        </Section>
      ) : null}
      <ContractSettlements props={props.settlements} format={format} dividend={kind === 'dividend'} />
    </PageFrame>
  );
}
