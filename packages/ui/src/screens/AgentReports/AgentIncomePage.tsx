import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDateFormat } from '../../private/format/intl';
import { PageFrame } from '../../private/PageFrame';
import * as page from '../../private/PageFrame/page.css';
import {
  RecordRangeFilter,
  RecordResults,
  RecordTable,
  useRecordFormat,
  type RecordColumn,
  type RecordPageProps,
} from '../RecordPages/RecordParts';
import type { IncomeFigure, IncomeReport } from './agentReportTypes';
import * as styles from './AgentReports.css';

type TotalColumn = 'type' | 'received' | 'paid' | 'net';
type DayColumn = 'date' | TotalColumn;

export interface AgentIncomePageProps extends RecordPageProps {
  report?: IncomeReport;
}

/**
 * My income (spec §2 agentRevenueReport): over a range, the net of everything (received less paid to downlines), each
 * type's received, paid and net, and the days newest first with each type's amounts. Every amount is signed.
 */
export function AgentIncomePage(props: AgentIncomePageProps) {
  const { t } = useTranslation('agentReports');
  const format = useRecordFormat(props);
  const day = useDateFormat(false, 'UTC');
  const netId = useId();
  const { report } = props;
  const empty = !report || report.days.length === 0;
  const amount = (figure: IncomeFigure, column: TotalColumn): ReactNode =>
    column === 'type' ? t(`income.type.${figure.type}`) : format.signed(figure[column]);

  const totalColumns: RecordColumn<TotalColumn>[] = (['type', 'received', 'paid', 'net'] as const).map((key) => ({
    key,
    label: t(`income.column.${key}`),
    numeric: key !== 'type',
  }));
  const totals = report?.totals ?? [];

  // a row per type of each day, the day written on each (a card on a phone stands alone)
  const dayRows = (report?.days ?? []).flatMap((each) => each.amounts.map((figure) => ({ date: each.date, figure })));
  const dayColumns: RecordColumn<DayColumn>[] = (['date', 'type', 'received', 'paid', 'net'] as const).map((key) => ({
    key,
    label: t(`income.column.${key}`),
    numeric: key !== 'type' && key !== 'date',
  }));

  return (
    <PageFrame title={t('agent:centre.page.agentRevenueReport')}>
      <RecordRangeFilter range={props.range} onRangeChange={props.onRangeChange} problem={props.rangeProblem} />
      <RecordResults props={props} loadingLabel={t('income.loading')} emptyText={t('income.empty')} empty={empty}>
        {report ? (
          <>
            <section aria-labelledby={netId} className={styles.net}>
              <h2 id={netId} className={styles.netLabel}>
                {t('income.net')}
              </h2>
              <p className={styles.netValue}>{format.signed(report.net)}</p>
              <p className={page.muted}>{t('income.netNote')}</p>
            </section>
            <RecordTable
              caption={t('income.totals')}
              columns={totalColumns}
              rows={totals}
              rowKey={(index) => totals[index]!.type}
              cell={(index, column) => amount(totals[index]!, column)}
            />
            <h2 className={page.sectionTitle}>{t('income.days')}</h2>
            <RecordTable
              caption={t('income.days')}
              columns={dayColumns}
              rows={dayRows}
              rowKey={(index) => `${dayRows[index]!.date}-${dayRows[index]!.figure.type}`}
              cell={(index, column) =>
                column === 'date' ? day(dayRows[index]!.date) : amount(dayRows[index]!.figure, column)
              }
            />
          </>
        ) : null}
      </RecordResults>
    </PageFrame>
  );
}
