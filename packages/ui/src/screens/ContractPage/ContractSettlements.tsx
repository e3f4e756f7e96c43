import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import * as page from '../../private/PageFrame/page.css';
import {
  RecordPager,
  RecordRangeFilter,
  RecordResults,
  RecordTable,
  RecordTotals,
  type RecordColumn,
  type RecordPageProps,
  type RecordPagingProps,
} from '../RecordPages/RecordParts';
import { StatusPill, type useContractFormat } from './ContractParts';
import * as styles from './ContractPage.css';
import { settlementSides, type ContractSettlementRow, type SettlementSide } from './contractTypes';

type SettlementColumn = 'period' | 'party' | 'validBet' | 'profitLoss' | 'activeMembers' | 'rate' | 'amount' | 'status';

export interface ContractSettlementsProps extends RecordPageProps, RecordPagingProps {
  /** received: the member's own contract's settlements; paid: their downlines'. */
  side: SettlementSide;
  onSideChange: (side: SettlementSide) => void;
  settlements: readonly ContractSettlementRow[];
  /** The paid settlements of the whole range. */
  totalPaid?: string;
}

/**
 * The settlement records of one kind (the records' range presets and pager): each settled period, what the team did
 * in it, the rate, and whether it was paid, not qualified or unpaid (the upline's wallet could not cover it).
 */
export function ContractSettlements({
  props,
  format,
  dividend,
}: {
  props: ContractSettlementsProps;
  format: ReturnType<typeof useContractFormat>;
  dividend: boolean;
}) {
  const { t } = useTranslation('agentContracts');
  const { settlements, side } = props;
  const keys: SettlementColumn[] = [
    'period',
    'party',
    'validBet',
    ...(dividend ? (['profitLoss'] as const) : []),
    'activeMembers',
    'rate',
    'amount',
    'status',
  ];
  const columns: RecordColumn<SettlementColumn>[] = keys.map((key) => ({
    key,
    label: key === 'party' ? t(`settlement.party.${side}`) : t(`settlement.column.${key}`),
    numeric: ['validBet', 'profitLoss', 'activeMembers', 'rate', 'amount'].includes(key),
  }));
  const cell = (index: number, column: SettlementColumn): ReactNode => {
    const row = settlements[index]!;
    switch (column) {
      case 'period':
        return t('settlement.periodRange', { start: format.date(row.periodStart), end: format.date(row.periodEnd) });
      case 'party':
        return side === 'received' ? row.upline : row.downline;
      case 'activeMembers':
        return format.number(row.activeMembers);
      case 'rate':
        return format.rate(row.rate);
      case 'status':
        return <StatusPill status={row.status} label={t(`settlement.status.${row.status}`)} />;
      default:
        return format.money(row[column]);
    }
  };
  return (
    <section className={styles.section} aria-labelledby="contract-settlements-title">
      <h2 id="contract-settlements-title" className={page.sectionTitle}>
        {t('settlement.title')}
      </h2>
      <div className={styles.sides} role="group" aria-label={t('settlement.side')}>
        {settlementSides.map((choice) => (
          <button
            key={choice}
            type="button"
            className={page.chip}
            aria-pressed={choice === side}
            onClick={() => props.onSideChange(choice)}
          >
            {t(`settlement.sides.${choice}`)}
          </button>
        ))}
      </div>
      <RecordRangeFilter range={props.range} onRangeChange={props.onRangeChange} problem={props.rangeProblem} />
      <RecordResults
        props={props}
        loadingLabel={t('settlement.loading')}
        emptyText={t('settlement.empty')}
        empty={settlements.length === 0}
      >
        <RecordTable
          caption={t('settlement.title')}
          columns={columns}
          rows={settlements}
          rowKey={(index) => String(settlements[index]!.id)}
          cell={cell}
        />
        <RecordPager paging={props} label={t('settlement.pages')} />
        {props.totalPaid !== undefined ? (
          <RecordTotals
            label={t('records:totals.title')}
            items={[{ label: t('settlement.totalPaid'), value: format.money(props.totalPaid) }]}
          />
        ) : null}
      </RecordResults>
    </section>
  );
}
