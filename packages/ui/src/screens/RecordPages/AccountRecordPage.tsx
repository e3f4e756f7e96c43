import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Select } from '../../components/Select';
import { PageFrame } from '../../private/PageFrame';
import * as page from '../../private/PageFrame/page.css';
import {
  RecordAccountSearch,
  RecordCopyOrderNo,
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
} from './RecordParts';
import * as styles from './RecordPages.css';
import {
  accountRecordTypes,
  type AccountRecordKind,
  type RecordAccountRow,
  type RecordTeamAccountRow,
} from './recordTypes';

type AccountColumn = 'account' | 'upline' | 'type' | 'time' | 'orderNo' | 'remark' | 'amount' | 'balanceAfter';
const COLUMNS: readonly AccountColumn[] = ['type', 'time', 'orderNo', 'remark', 'amount', 'balanceAfter'];
/** The team's movements: whose, then the record's columns; a member's balance is theirs, not shown to the agent. */
const TEAM_COLUMNS: readonly AccountColumn[] = ['account', 'upline', 'type', 'orderNo', 'time', 'amount', 'remark'];

export interface AccountRecordPageProps extends RecordPageProps, RecordPagingProps, Partial<RecordAccountFilterProps> {
  /** null: every type. */
  type: AccountRecordKind | null;
  onTypeChange: (type: AccountRecordKind | null) => void;
  /** The member's own rows, or (with an account search) the team's. */
  rows: readonly (RecordAccountRow | RecordTeamAccountRow)[];
  /** The order number copied last (the team's rows copy theirs). */
  copiedOrderNo?: string | null;
  onCopyOrderNo?: (orderNo: string) => void;
  /** Money in and out over the whole filtered range. */
  totalIn?: string;
  totalOut?: string;
}

/** The agent centre's downline transactions: the page takes an account search and its rows are the team's. */
const isTeam = (props: AccountRecordPageProps): props is AccountRecordPageProps & RecordAccountFilterProps =>
  props.onAccountSearch !== undefined;

/**
 * The account record (spec §2 transactionHistory): the main wallet's movements of a type over a range of at most
 * RECORD_RANGE_MAX_DAYS days, each signed (its sign written, not its colour alone) with the balance after it. Given
 * an account search (`onAccountSearch`) it is the agent centre's downline transactions: the team's movements, each
 * with its account and direct superior and a copyable order number, narrowed to one member by their account.
 */
export function AccountRecordPage(props: AccountRecordPageProps) {
  const { t } = useTranslation('records');
  const format = useRecordFormat(props);
  const { rows, type, onTypeChange, onCopyOrderNo } = props;
  const team = isTeam(props);
  const title = team
    ? t('agent:centre.page.agentDownlineTransactionDetailsCopy')
    : t('member:centre.page.transactionHistory');
  const columns: RecordColumn<AccountColumn>[] = (team ? TEAM_COLUMNS : COLUMNS).map((key) => ({
    key,
    label: key === 'account' || key === 'upline' ? t(`agentReports:column.${key}`) : t(`account.column.${key}`),
    numeric: key === 'amount' || key === 'balanceAfter',
  }));
  const cell = (index: number, column: AccountColumn): ReactNode => {
    const row = rows[index]!;
    switch (column) {
      case 'account':
      case 'upline':
        return column in row ? (row as RecordTeamAccountRow)[column] || '—' : '—';
      case 'type':
        return <span className={page.badge}>{t(`account.types.${row.type}`)}</span>;
      case 'time':
        return format.date(row.time);
      case 'orderNo':
        return onCopyOrderNo ? (
          <RecordCopyOrderNo orderNo={row.orderNo} copiedOrderNo={props.copiedOrderNo} onCopyOrderNo={onCopyOrderNo} />
        ) : (
          <span className={styles.orderNo}>{row.orderNo}</span>
        );
      case 'amount':
        return format.signed(row.amount);
      case 'balanceAfter':
        return 'balanceAfter' in row ? format.money(row.balanceAfter) : '—';
      default:
        return row.remark || '—';
    }
  };
  return (
    <PageFrame title={title}>
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
          {team ? <RecordAccountSearch {...props} /> : null}
        </div>
      </div>
      <RecordResults
        props={props}
        loadingLabel={t('account.loading')}
        emptyText={t('account.empty')}
        empty={rows.length === 0}
      >
        <RecordTable caption={title} columns={columns} rows={rows} rowKey={(index) => rows[index]!.id} cell={cell} />
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
