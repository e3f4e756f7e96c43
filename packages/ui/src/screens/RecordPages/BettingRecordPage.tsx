import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RECORD_ORDER_NO_MAX_LENGTH } from '@wl/rules';
import { Button } from '../../components/Button';
import { Select } from '../../components/Select';
import { Tabs } from '../../components/Tabs';
import { TextField } from '../../components/TextField';
import { submitWith } from '../../private/form';
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
  recordCategories,
  type RecordBet,
  type RecordBetTotals,
  type GameCategory,
  type RecordVendorOption,
} from './recordTypes';

type BetColumn =
  | 'account'
  | 'upline'
  | 'game'
  | 'betTime'
  | 'orderNo'
  | 'issue'
  | 'playType'
  | 'betContent'
  | 'selection'
  | 'odds'
  | 'betAmount'
  | 'validBet'
  | 'winAmount'
  | 'profitLoss'
  | 'status';

/** The columns a category adds (spec: lottery rows have issue, play type and content; sports the pick and odds). */
const CATEGORY_COLUMNS: Record<GameCategory, readonly BetColumn[]> = {
  LOTT: ['issue', 'playType', 'betContent'],
  ELOTT: ['issue', 'playType', 'betContent'],
  SPORTS: ['selection', 'odds'],
  ESPORTS: ['selection', 'odds'],
  COCKFIGHT: ['selection', 'odds'],
  LIVE: ['betContent'],
  PVP: ['betContent'],
  RNG: [],
  FISH: [],
};

const NUMERIC: ReadonlySet<BetColumn> = new Set(['betAmount', 'validBet', 'winAmount', 'profitLoss', 'odds']);

export interface BettingRecordPageProps extends RecordPageProps, RecordPagingProps, Partial<RecordAccountFilterProps> {
  category: GameCategory;
  onCategoryChange: (category: GameCategory) => void;
  /** The category's vendors (the answer's); the filter offers "All" first. */
  vendors: readonly RecordVendorOption[];
  /** A vendor's vassalage, or '' for all. */
  vendor: string;
  onVendorChange: (vendor: string) => void;
  settled: boolean;
  onSettledChange: (settled: boolean) => void;
  /** The order number as typed; the search asks with it on submit. */
  orderNo: string;
  onOrderNoChange: (orderNo: string) => void;
  onOrderNoSearch: () => void;
  /** Why the order number typed cannot be searched for (its shortest length), or null. */
  orderNoProblem?: { minLength: number } | null;
  bets: readonly RecordBet[];
  totals?: RecordBetTotals;
  /** The order number copied last: its button says so for a while. */
  copiedOrderNo?: string | null;
  onCopyOrderNo: (orderNo: string) => void;
}

/** The agent centre's team betting: the page takes an account search and its bets name the bettor and their superior. */
const isTeam = (props: BettingRecordPageProps): props is BettingRecordPageProps & RecordAccountFilterProps =>
  props.onAccountSearch !== undefined;

/**
 * The betting record (spec §2 personalHistoryCopy): a tab per game family, the range, vendor, settled or not and an
 * order-number search; one page of bets with the family's columns and the totals of the whole range. Given an
 * account search (`onAccountSearch`) it is the agent centre's team betting: the team's bets, each with its account
 * and direct superior, narrowed to one member by their account.
 */
export function BettingRecordPage(props: BettingRecordPageProps) {
  const { t } = useTranslation('records');
  const { category, onCategoryChange } = props;
  const title = isTeam(props)
    ? t('agent:centre.page.personalHistoryCopy')
    : t('member:centre.page.personalHistoryCopy');
  return (
    <PageFrame title={title}>
      <Tabs value={category} onValueChange={(value) => onCategoryChange(value as GameCategory)}>
        <Tabs.List aria-label={t('bets.categories')} className={styles.tabList}>
          {recordCategories.map((each) => (
            <Tabs.Trigger key={each} value={each} className={styles.tab}>
              {t(`category.${each}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value={category}>
          <BetFilters {...props} />
          <BetResults {...props} />
        </Tabs.Content>
      </Tabs>
    </PageFrame>
  );
}

function BetFilters(props: BettingRecordPageProps) {
  const { t } = useTranslation('records');
  const { vendors, vendor, onVendorChange, settled, onSettledChange, orderNo, orderNoProblem } = props;
  return (
    <div className={styles.rangeGroup}>
      <RecordRangeFilter range={props.range} onRangeChange={props.onRangeChange} problem={props.rangeProblem} />
      <div className={styles.filters}>
        <Select
          label={t('bets.vendor')}
          value={vendor}
          onChange={(event) => onVendorChange(event.target.value)}
          options={[
            { value: '', label: t('bets.allVendors') },
            ...vendors.map((each) => ({ value: each.vassalage, label: each.displayName })),
          ]}
        />
        <Select
          label={t('bets.state')}
          value={settled ? 'settled' : 'unsettled'}
          onChange={(event) => onSettledChange(event.target.value === 'settled')}
          options={[
            { value: 'settled', label: t('bets.settled') },
            { value: 'unsettled', label: t('bets.unsettled') },
          ]}
        />
        <form
          role="search"
          className={styles.search}
          onSubmit={submitWith(props.onOrderNoSearch)}
          noValidate
          aria-label={t('bets.orderNo')}
        >
          <TextField
            type="search"
            className={styles.searchField}
            label={t('bets.orderNo')}
            value={orderNo}
            maxLength={RECORD_ORDER_NO_MAX_LENGTH}
            autoComplete="off"
            spellCheck={false}
            onChange={(event) => props.onOrderNoChange(event.target.value)}
            error={orderNoProblem ? t('bets.orderNoProblem', { min: orderNoProblem.minLength }) : undefined}
          />
          <Button type="submit" variant="outline" className={styles.searchButton}>
            {t('bets.search')}
          </Button>
        </form>
        {isTeam(props) ? <RecordAccountSearch {...props} /> : null}
      </div>
    </div>
  );
}

function BetResults(props: BettingRecordPageProps) {
  const { t } = useTranslation('records');
  const format = useRecordFormat(props);
  const { bets, totals, category } = props;
  const shown: readonly BetColumn[] = [
    ...(isTeam(props) ? (['account', 'upline'] as const) : []),
    'game',
    'betTime',
    'orderNo',
    ...CATEGORY_COLUMNS[category],
    'betAmount',
    'validBet',
    'winAmount',
    'profitLoss',
    'status',
  ];
  const columns: RecordColumn<BetColumn>[] = shown.map((key) => ({
    key,
    label: key === 'account' || key === 'upline' ? t(`agentReports:column.${key}`) : t(`bets.column.${key}`),
    numeric: NUMERIC.has(key),
  }));
  const cell = (index: number, column: BetColumn): ReactNode => {
    const bet = bets[index]!;
    switch (column) {
      case 'account':
      case 'upline':
        return bet[column] ?? '—';
      case 'game':
        return `${bet.gameName} · ${bet.vendorName}`;
      case 'betTime':
        return format.date(bet.betTime);
      case 'orderNo':
        return (
          <RecordCopyOrderNo
            orderNo={bet.orderNo}
            copiedOrderNo={props.copiedOrderNo}
            onCopyOrderNo={props.onCopyOrderNo}
          />
        );
      case 'betAmount':
      case 'validBet':
        return format.money(bet[column]);
      case 'winAmount':
        return bet.winAmount === null ? '—' : format.money(bet.winAmount);
      case 'profitLoss':
        return format.signed(bet.profitLoss);
      case 'status':
        return (
          <span className={page.badge}>
            {bet.result && bet.status === 'settled' ? t(`bets.result.${bet.result}`) : t(`bets.status.${bet.status}`)}
          </span>
        );
      default:
        return bet[column] ?? '—';
    }
  };
  return (
    <RecordResults props={props} loadingLabel={t('bets.loading')} emptyText={t('bets.empty')} empty={bets.length === 0}>
      <RecordTable
        caption={t('bets.caption', { category: t(`category.${category}`) })}
        columns={columns}
        rows={bets}
        rowKey={(index) => bets[index]!.orderNo}
        cell={cell}
      />
      <RecordPager paging={props} label={t('bets.pages')} />
      {totals ? (
        <RecordTotals
          label={t('totals.title')}
          items={[
            { label: t('bets.column.betAmount'), value: format.money(totals.betAmount) },
            { label: t('bets.column.validBet'), value: format.money(totals.validBet) },
            { label: t('bets.column.winAmount'), value: format.money(totals.winAmount) },
            { label: t('bets.column.profitLoss'), value: format.signed(totals.profitLoss) },
            { label: t('bets.count'), value: format.number(totals.count) },
          ]}
        />
      ) : null}
    </RecordResults>
  );
}
