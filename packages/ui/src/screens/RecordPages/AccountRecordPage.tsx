import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Select } from '../../components/Select';
import { PageFrame } from '../../private/PageFrame';
import * as page from '../../private/PageFrame/page.css';
import {
  RecordPager,
  RecordRangeFilter,
  RecordResults,
  RecordTable,
  RecordTotals,
  useRecordFormat,
  type RecordColumn,
  type RecordPageProps,
  type RecordPagingProps,
} from './RecordParts';
import * as styles from './RecordPages.css';
import { accountRecordTypes, type AccountRecordKind, type RecordAccountRow } from './recordTypes';

type AccountColumn = 'type' | 'time' | 'orderNo' | 'remark' | 'amount' | 'balanceAfter';
const COLUMNS: readonly AccountColumn[] = ['type', 'time', 'orderNo', 'remark', 'amount', 'balanceAfter'];

export interface AccountRecordPageProps extends RecordPageProps, RecordPagingProps {
  /** null: every type. */
  type: AccountRecordKind | null;
  onTypeChange: (type: AccountRecordKind | null) => void;
  rows: readonly RecordAccountRow[];
  /** Money in and out over the whole filtered range. */
  totalIn?: string;
  totalOut?: string;
}

/**
 * The account record (spec §2 transactionHistory): the main wallet's movements of a type over a range of at most
 * RECORD_RANGE_MAX_DAYS days, each signed (its sign written, not its colour alone) with the balance after it.
 */
export function AccountRecordPage(props: AccountRecordPageProps) {
  const { t } = useTranslation('records');
  const format = useRecordFormat(props);
  const { rows, type, onTypeChange } = props;
  const columns: RecordColumn<AccountColumn>[] = COLUMNS.map((key) => ({
    key,
    label: t(`account.column.${key}`),
    numeric: key === 'amount' || key === 'balanceAfter',
  }));
  const cell = (index: number, column: AccountColumn): ReactNode => {
    const row = rows[index]!;
    switch (column) {
      case 'type':
        return <span className={page.badge}>{t(`account.types.${row.type}`)}</span>;
      case 'time':
        return format.date(row.time);
      case 'orderNo':
        return <span className={styles.orderNo}>{row.orderNo}</span>;
      case 'amount':
        return format.signed(row.amount);
      case 'balanceAfter':
        return format.money(row.balanceAfter);
      default:
        return row.remark || '—';
    }
  };
  return (
    <PageFrame title={t('member:centre.page.transactionHistory')}>
      <div className={styles.rangeGroup}>
        <RecordRangeFilter range={props.range} onRangeChange={props.onRangeChange} problem={props.rangeProblem} />
        <div className={styles.filters}>
          <Select
            label={t('account.type')}
            value={type ?? ''}
            onChange={(event) => onTypeChange((event.target.value || null) as AccountRecordKind | null)}
            options={[
              { value: '', label: t('account.allTypes') },
              ...accountRecordTypes.map((each) => ({ value: each, label: t(`account.types.${each}`) })),
            ]}
          />
        </div>
      </div>
      <RecordResults
        props={props}
        loadingLabel={t('account.loading')}
        emptyText={t('account.empty')}
        empty={rows.length === 0}
      >
        <RecordTable
          caption={t('member:centre.page.transactionHistory')}
          columns={columns}
          rows={rows}
          rowKey={(index) => rows[index]!.id}
          cell={cell}
        />
        <RecordPager paging={props} label={t('account.pages')} />
        {props.totalIn !== undefined && props.totalOut !== undefined ? (
          <RecordTotals
            label={t('totals.title')}
            items={[
              { label: t('account.totalIn'), value: format.signed(props.totalIn) },
              { label: t('account.totalOut'), value: format.signed(props.totalOut) },
            ]}
          />
        ) : null}
      </RecordResults>
    </PageFrame>
  );
}
