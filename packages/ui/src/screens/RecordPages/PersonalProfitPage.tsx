import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../private/PageFrame';
import {
  RecordRangeFilter,
  RecordResults,
  RecordTable,
  RecordTotals,
  useRecordFormat,
  type RecordColumn,
  type RecordPageProps,
} from './RecordParts';
import * as styles from './RecordPages.css';
import type { RecordBetTotals, RecordProfit } from './recordTypes';

type ProfitColumn = 'category' | 'count' | 'betAmount' | 'validBet' | 'winAmount' | 'profitLoss';
const COLUMNS: readonly ProfitColumn[] = ['category', 'count', 'betAmount', 'validBet', 'winAmount', 'profitLoss'];

export interface PersonalProfitPageProps extends RecordPageProps {
  profit?: RecordProfit;
}

/**
 * Profit and loss (spec §2 personalProfit): per game family over the range, their total, and the money that came in
 * and went out in the same range (deposits, withdrawals, bonuses, rebates).
 */
export function PersonalProfitPage(props: PersonalProfitPageProps) {
  const { t } = useTranslation('records');
  const format = useRecordFormat(props);
  const profit = props.profit;
  const rows: readonly (RecordBetTotals & { category: string | null })[] = profit
    ? [...profit.categories, { ...profit.total, category: null }]
    : [];
  const columns: RecordColumn<ProfitColumn>[] = COLUMNS.map((key) => ({
    key,
    label: t(`profit.column.${key}`),
    numeric: key !== 'category',
  }));
  const cell = (index: number, column: ProfitColumn): ReactNode => {
    const row = rows[index]!;
    switch (column) {
      case 'category':
        return row.category === null ? t('profit.total') : t(`category.${row.category}`);
      case 'count':
        return format.number(row.count);
      case 'profitLoss':
        return format.signed(row.profitLoss);
      default:
        return format.money(row[column]);
    }
  };
  return (
    <PageFrame title={t('member:centre.page.personalProfit')}>
      <RecordRangeFilter range={props.range} onRangeChange={props.onRangeChange} problem={props.rangeProblem} />
      <RecordResults props={props} loadingLabel={t('profit.loading')} emptyText={t('profit.empty')} empty={!profit}>
        {profit && profit.categories.length === 0 ? (
          <p role="status">{t('profit.noBets')}</p>
        ) : (
          <RecordTable
            caption={t('member:centre.page.personalProfit')}
            columns={columns}
            rows={rows}
            rowKey={(index) => rows[index]!.category ?? 'total'}
            cell={cell}
            rowClassName={(index) => (rows[index]!.category === null ? styles.totalRow : undefined)}
          />
        )}
        {profit ? (
          <RecordTotals
            label={t('profit.cash')}
            items={[
              { label: t('profit.deposits'), value: format.money(profit.deposits) },
              { label: t('profit.withdrawals'), value: format.money(profit.withdrawals) },
              { label: t('profit.bonuses'), value: format.money(profit.bonuses) },
              { label: t('profit.rebates'), value: format.money(profit.rebates) },
            ]}
          />
        ) : null}
      </RecordResults>
    </PageFrame>
  );
}
