import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../private/PageFrame';
import {
  RecordAccountSearch,
  RecordPager,
  RecordRangeFilter,
  RecordResults,
  RecordTable,
  RecordTotals,
  useRecordFormat,
  type RecordAccountFilterProps,
  type RecordColumn,
  type RecordPageProps,
  type RecordPagingProps,
} from '../RecordPages/RecordParts';
import * as records from '../RecordPages/RecordPages.css';
import type { TeamMemberProfitLoss, TeamProfitLossTotals } from './agentReportTypes';

type Column = keyof TeamMemberProfitLoss;

const COLUMNS: readonly Column[] = [
  'account',
  'upline',
  'level',
  'betAmount',
  'validBet',
  'winAmount',
  'profitLoss',
  'deposits',
  'withdrawals',
  'bonuses',
  'rebates',
  'count',
];
const TEXT: ReadonlySet<Column> = new Set(['account', 'upline']);
/** Gains and losses of the member, signed (the member's profit is the house's loss: shown as the member sees it). */
const SIGNED: ReadonlySet<Column> = new Set(['profitLoss']);
const MONEY_TOTALS = [
  'betAmount',
  'validBet',
  'winAmount',
  'profitLoss',
  'deposits',
  'withdrawals',
  'bonuses',
  'rebates',
] as const satisfies readonly (keyof TeamProfitLossTotals)[];

export interface TeamProfitLossPageProps extends RecordPageProps, RecordPagingProps, RecordAccountFilterProps {
  rows: readonly TeamMemberProfitLoss[];
  /** The team's totals over the whole range (every page). */
  totals?: TeamProfitLossTotals;
}

/**
 * User profit-loss statements (spec §2 palStatementsAgentCopy): a row per team member with anything in the range
 * (their bets, money in and out, bonuses and rebates), one member by account, and the team's totals of the range.
 */
export function TeamProfitLossPage(props: TeamProfitLossPageProps) {
  const { t } = useTranslation('agentReports');
  const format = useRecordFormat(props);
  const { rows, totals } = props;
  const columns: RecordColumn<Column>[] = COLUMNS.map((key) => ({
    key,
    label: t(`column.${key}`),
    numeric: !TEXT.has(key),
  }));
  const cell = (index: number, column: Column): ReactNode => {
    const row = rows[index]!;
    if (column === 'account' || column === 'upline') return row[column] || '—';
    if (column === 'level' || column === 'count') return format.number(row[column]);
    return SIGNED.has(column) ? format.signed(row[column]) : format.money(row[column]);
  };
  return (
    <PageFrame title={t('agent:centre.page.palStatementsAgentCopy')}>
      <div className={records.rangeGroup}>
        <RecordRangeFilter range={props.range} onRangeChange={props.onRangeChange} problem={props.rangeProblem} />
        <div className={records.filters}>
          <RecordAccountSearch {...props} />
        </div>
      </div>
      <RecordResults
        props={props}
        loadingLabel={t('profitLoss.loading')}
        emptyText={t('profitLoss.empty')}
        empty={rows.length === 0}
      >
        <RecordTable
          caption={t('profitLoss.caption')}
          columns={columns}
          rows={rows}
          rowKey={(index) => rows[index]!.account}
          cell={cell}
        />
        <RecordPager paging={props} label={t('profitLoss.pages')} />
        {totals ? (
          <RecordTotals
            label={t('profitLoss.totals')}
            items={[
              ...MONEY_TOTALS.map((key) => ({
                label: t(`column.${key}`),
                value: SIGNED.has(key) ? format.signed(totals[key]) : format.money(totals[key]),
              })),
              { label: t('column.count'), value: format.number(totals.count) },
            ]}
          />
        ) : null}
      </RecordResults>
    </PageFrame>
  );
}
