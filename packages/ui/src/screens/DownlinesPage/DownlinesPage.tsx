import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TEAM_ACCOUNT_MAX_LENGTH } from '@wl/rules';
import { Button } from '../../components/Button';
import { ContentStatus } from '../../components/ContentStatus';
import { TextButton } from '../../components/TextButton';
import { TextField } from '../../components/TextField';
import { submitWith } from '../../private/form';
import { PageFrame } from '../../private/PageFrame';
import { visuallyHidden } from '../../private/visuallyHidden.css';
import * as page from '../../private/PageFrame/page.css';
import {
  RecordPager,
  RecordTable,
  useRecordFormat,
  type RecordColumn,
  type RecordPagingProps,
} from '../RecordPages/RecordParts';
import * as records from '../RecordPages/RecordPages.css';
import * as styles from './DownlinesPage.css';
import type { DownlineRow } from './downlineTypes';
import { useRateFormat } from './rateFormat';

type DownlineColumn =
  | 'account'
  | 'nickname'
  | 'type'
  | 'upline'
  | 'level'
  | 'directCount'
  | 'teamSize'
  | 'mainBalance'
  | 'registeredAt'
  | 'lastLoginAt'
  | 'rates'
  | 'actions';

const TREE_COLUMNS: readonly DownlineColumn[] = [
  'account',
  'nickname',
  'type',
  'level',
  'directCount',
  'teamSize',
  'mainBalance',
  'registeredAt',
  'lastLoginAt',
  'rates',
  'actions',
];
/** A search's results say whose downline each one is. */
const SEARCH_COLUMNS: readonly DownlineColumn[] = ['account', 'upline', ...TREE_COLUMNS.slice(1)];
const NUMERIC: ReadonlySet<DownlineColumn> = new Set(['level', 'directCount', 'teamSize', 'mainBalance']);

export interface DownlinesPageProps extends RecordPagingProps {
  status: 'loading' | 'error' | 'ready';
  errorMessage?: string | null;
  onRetry?: () => void;
  /** The rows shown are the last ones and the next are on their way: dimmed, not replaced by a spinner. */
  refreshing?: boolean;
  /** The accounts from the agent (first) down to the parent listed (last); just the agent for a search. */
  path: readonly string[];
  /** A step of the path chosen: list that account's direct downlines (the first step is the agent's own). */
  onOpenPath: (account: string, index: number) => void;
  /** The search as typed; `onSearch` asks with it. */
  searchText: string;
  onSearchTextChange: (text: string) => void;
  onSearch: () => void;
  /** The search whose results are shown ('' while the tree is shown). */
  searched: string;
  onClearSearch: () => void;
  rows: readonly DownlineRow[];
  currency?: string;
  minorDigits?: number;
  /** The merchant's IANA time zone. */
  timeZone?: string;
  /** An agent's row opened: list their own direct downlines. */
  onOpenTeam: (row: DownlineRow) => void;
  onTransfer: (row: DownlineRow) => void;
  /** Only a direct downline member can be promoted. */
  onPromote: (row: DownlineRow) => void;
  /** Only for a direct downline: the agent's contracts with them. */
  onViewContracts: (row: DownlineRow) => void;
  onViewRates: (row: DownlineRow) => void;
}

/** A direct downline of the agent (their contracts, their promotion). */
export const isDirectDownline = (row: DownlineRow) => row.level === 1;

/**
 * Team management (spec §2 downlineManagmentView): the agent's downline tree one parent at a time, with the way
 * down from the agent as a breadcrumb; a search of the whole team by account; per row a transfer, the rebate rates,
 * and for a direct downline the contracts and (a member) the promotion to agent.
 */
export function DownlinesPage(props: DownlinesPageProps) {
  const { t } = useTranslation('agentDownlines');
  return (
    <PageFrame title={t('agent:centre.page.downlineManagmentView')}>
      <div className={styles.toolbar}>
        <TeamSearch {...props} />
        {props.searched ? <SearchedFor {...props} /> : <TreePath {...props} />}
      </div>
      <DownlineResults {...props} />
    </PageFrame>
  );
}

function TeamSearch(props: DownlinesPageProps) {
  const { t } = useTranslation('agentDownlines');
  return (
    <form
      role="search"
      className={records.search}
      onSubmit={submitWith(props.onSearch)}
      noValidate
      aria-label={t('search.label')}
    >
      <TextField
        type="search"
        className={records.searchField}
        label={t('search.label')}
        value={props.searchText}
        maxLength={TEAM_ACCOUNT_MAX_LENGTH}
        autoComplete="off"
        spellCheck={false}
        onChange={(event) => props.onSearchTextChange(event.target.value)}
      />
      <Button type="submit" variant="outline" className={records.searchButton}>
        {t('search.submit')}
      </Button>
    </form>
  );
}

function SearchedFor({ searched, onClearSearch }: DownlinesPageProps) {
  const { t } = useTranslation('agentDownlines');
  return (
    <p className={styles.searching}>
      <span className={styles.crumbText}>{t('search.results', { account: searched })}</span>
      <TextButton onClick={onClearSearch}>{t('search.clear')}</TextButton>
    </p>
  );
}

/** Where in the tree the rows are: each step up is a button back to it, the last is where the agent is. */
function TreePath({ path, onOpenPath }: DownlinesPageProps) {
  const { t } = useTranslation('agentDownlines');
  if (path.length === 0) return null;
  return (
    <nav aria-label={t('path.label')}>
      <ol className={styles.crumbs}>
        {path.map((account, index) => {
          const last = index === path.length - 1;
          const name = index === 0 ? t('path.me', { account }) : account;
          return (
            <li key={`${index}-${account}`} className={styles.crumb}>
              {index > 0 ? (
                <span className={styles.crumbSeparator} aria-hidden="true">
                  ›
                </span>
              ) : null}
              {last ? (
                <span className={styles.crumbText} aria-current="location">
                  {name}
                </span>
              ) : (
                <TextButton className={styles.crumbText} onClick={() => onOpenPath(account, index)}>
                  {name}
                </TextButton>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

function DownlineResults(props: DownlinesPageProps) {
  const { t } = useTranslation('agentDownlines');
  const { status, rows, searched } = props;
  if (status !== 'ready') {
    return (
      <ContentStatus
        status={status}
        size="section"
        loadingLabel={t('loading')}
        errorMessage={props.errorMessage}
        onRetry={props.onRetry}
      />
    );
  }
  return (
    <div className={records.results} aria-busy={props.refreshing || undefined}>
      {rows.length === 0 ? (
        <ContentStatus
          status="empty"
          size="section"
          emptyText={
            searched ? t('search.none', { account: searched }) : t(props.path.length > 1 ? 'emptyBranch' : 'empty')
          }
        />
      ) : (
        <>
          <DownlineTable {...props} />
          <RecordPager paging={props} label={t('pages')} />
        </>
      )}
    </div>
  );
}

function DownlineTable(props: DownlinesPageProps) {
  const { t } = useTranslation('agentDownlines');
  const format = useRecordFormat(props);
  const rate = useRateFormat();
  const { rows } = props;
  const columns: RecordColumn<DownlineColumn>[] = (props.searched ? SEARCH_COLUMNS : TREE_COLUMNS).map((key) => ({
    key,
    label: t(`column.${key}`),
    numeric: NUMERIC.has(key),
  }));
  const cell = (index: number, column: DownlineColumn): ReactNode => {
    const row = rows[index]!;
    switch (column) {
      case 'account':
        return <span className={styles.account}>{row.account}</span>;
      case 'nickname':
        return row.nickname ? <span className={styles.account}>{row.nickname}</span> : '—';
      case 'type':
        return <span className={page.badge}>{t(`type.${row.accountType}`)}</span>;
      case 'upline':
        return <span className={styles.account}>{row.upline}</span>;
      case 'level':
        return format.number(row.level);
      case 'directCount':
        return format.number(row.directCount);
      case 'teamSize':
        return format.number(row.teamSize);
      case 'mainBalance':
        return format.money(row.mainBalance);
      case 'registeredAt':
        return format.date(row.registeredAt);
      case 'lastLoginAt':
        return row.lastLoginAt ? format.date(row.lastLoginAt) : t('never');
      case 'rates':
        return <RatesSummary row={row} rate={rate} onOpen={() => props.onViewRates(row)} />;
      default:
        return <RowActions row={row} {...props} />;
    }
  };
  return (
    <RecordTable
      caption={props.searched ? t('search.caption', { account: props.searched }) : t('caption')}
      columns={columns}
      rows={rows}
      rowKey={(index) => rows[index]!.account}
      cell={cell}
    />
  );
}

/** The rates in a few words (how many, the highest); the button opens the whole list. */
function RatesSummary({
  row,
  rate,
  onOpen,
}: {
  row: DownlineRow;
  rate: (value: number) => string;
  onOpen: () => void;
}) {
  const { t } = useTranslation('agentDownlines');
  if (row.rates.length === 0) return <>—</>;
  const highest = Math.max(...row.rates.map((each) => each.rate));
  return (
    <TextButton onClick={onOpen}>
      {t('rates.summary', { highest: rate(highest) })}
      <span className={visuallyHidden}> {row.account}</span>
    </TextButton>
  );
}

type RowAction = 'team' | 'transfer' | 'contracts' | 'promote';

/**
 * A row's actions; each button's name is its word and the row's account ("Transfer team1"), so a screen reader
 * tells the rows' buttons apart and the visible word is the name's start.
 */
function RowActions({ row, ...props }: DownlinesPageProps & { row: DownlineRow }) {
  const { t } = useTranslation('agentDownlines');
  const direct = isDirectDownline(row);
  const run: Record<RowAction, () => void> = {
    team: () => props.onOpenTeam(row),
    transfer: () => props.onTransfer(row),
    contracts: () => props.onViewContracts(row),
    promote: () => props.onPromote(row),
  };
  const shown: RowAction[] = [];
  if (row.accountType === 'agent') shown.push('team');
  shown.push('transfer');
  if (direct) shown.push('contracts');
  if (direct && row.accountType === 'member') shown.push('promote');
  return (
    <span className={styles.actions}>
      {shown.map((action) => (
        <Button key={action} type="button" size="sm" variant="outline" onClick={run[action]}>
          {t(`action.${action}`)}
          <span className={visuallyHidden}> {row.account}</span>
        </Button>
      ))}
    </span>
  );
}
