import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  RECORD_HISTORY_DAYS,
  RECORD_RANGE_MAX_DAYS,
  RECORD_RANGE_PRESETS,
  TEAM_ACCOUNT_MAX_LENGTH,
  moneyToMinor,
  type RecordRangeProblem,
} from '@wl/rules';
import { Button } from '../../components/Button';
import { ContentStatus } from '../../components/ContentStatus';
import { TextField } from '../../components/TextField';
import { Pager } from '../../private/Pager/Pager';
import { fieldStyles, useFieldIds } from '../../private/field';
import { moneyFormatter, submitWith } from '../../private/form';
import { visuallyHidden } from '../../private/visuallyHidden.css';
import { useDateFormat, useNumberFormat } from '../../private/format/intl';
import * as page from '../../private/PageFrame/page.css';
import * as styles from './RecordPages.css';
import type { RecordRange } from './recordTypes';

/** What every records page takes: its load, the range filter and how money and dates are written. */
export interface RecordPageProps {
  /** `ready` with the rows of the last filter while `refreshing`. */
  status: 'loading' | 'error' | 'ready';
  errorMessage?: string | null;
  onRetry?: () => void;
  /** The rows shown are the last filter's and the new ones are on their way: shown dimmed, not replaced by a spinner. */
  refreshing?: boolean;
  range: RecordRange;
  onRangeChange: (range: RecordRange) => void;
  /** What is wrong with the custom range typed; the results are not asked for meanwhile. */
  rangeProblem?: RecordRangeProblem | null;
  currency?: string;
  minorDigits?: number;
  /** The merchant's IANA time zone: the times of the rows are shown on its clock. */
  timeZone?: string;
}

/**
 * The agent centre's team reports (spec §2): one member of the team searched for by their account, exactly. What is
 * typed stays the agent's until searched; an account outside the team is said beside the field.
 */
export interface RecordAccountFilterProps {
  /** The account as typed ('' searches the whole team). */
  account: string;
  onAccountChange: (account: string) => void;
  onAccountSearch: () => void;
  /** The account searched for is not in the agent's team (the server's DOWNLINE_NOT_FOUND): no rows are shown. */
  accountProblem?: 'notInTeam' | null;
}

/** The paged pages' pager. */
export interface RecordPagingProps {
  /** 1-based. */
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
}

/** Money and dates as the records pages write them. */
export function useRecordFormat({
  currency = '',
  minorDigits = 2,
  timeZone,
}: Pick<RecordPageProps, 'currency' | 'minorDigits' | 'timeZone'>) {
  const { i18n } = useTranslation();
  const money = moneyFormatter(currency, minorDigits, i18n.resolvedLanguage ?? i18n.language);
  const date = useDateFormat(true, timeZone);
  const number = useNumberFormat();
  /** A gain or a loss: its sign written, and its colour (never the colour alone). */
  const signed = (value: string | null) => {
    if (value === null) return '—';
    const minor = moneyToMinor(value, minorDigits);
    const shown = money(minor < 0n ? value.replace(/^-/, '') : value);
    if (minor === 0n) return shown;
    return <span className={minor > 0n ? styles.gain : styles.loss}>{`${minor > 0n ? '+' : '−'}${shown}`}</span>;
  };
  return { money, date, number, signed };
}

/** The range every records page filters by: the presets of spec §9 and the two dates of a custom range. */
export function RecordRangeFilter({
  range,
  onRangeChange,
  problem,
}: {
  range: RecordRange;
  onRangeChange: (range: RecordRange) => void;
  problem?: RecordRangeProblem | null;
}) {
  const { t } = useTranslation('records');
  const legendId = useId();
  const from = useFieldIds(undefined);
  const to = useFieldIds(undefined);
  const errorId = `${legendId}-error`;
  const days = problem === 'tooOld' ? RECORD_HISTORY_DAYS : RECORD_RANGE_MAX_DAYS;
  const dateField = (ids: typeof from, which: 'from' | 'to') => (
    <div className={fieldStyles.root}>
      <label htmlFor={ids.controlId} className={fieldStyles.label}>
        {t(`range.${which}`)}
      </label>
      <div className={fieldStyles.control} data-invalid={problem ? true : undefined}>
        <input
          id={ids.controlId}
          type="date"
          className={`${fieldStyles.input} ${styles.dateInput}`}
          value={range[which]}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? errorId : undefined}
          onChange={(event) => onRangeChange({ ...range, preset: 'custom', [which]: event.target.value })}
        />
      </div>
    </div>
  );
  return (
    <fieldset className={`${styles.rangeFieldset} ${styles.rangeGroup}`} aria-labelledby={legendId}>
      <legend id={legendId} className={styles.rangeLegend}>
        {t('range.label')}
      </legend>
      <div className={styles.presets} role="group" aria-label={t('range.presets')}>
        {RECORD_RANGE_PRESETS.map((preset) => (
          <button
            key={preset}
            type="button"
            className={page.chip}
            aria-pressed={range.preset === preset}
            onClick={() => onRangeChange({ ...range, preset })}
          >
            {t(`range.preset.${preset}`)}
          </button>
        ))}
      </div>
      <div className={styles.dates}>
        {dateField(from, 'from')}
        {dateField(to, 'to')}
      </div>
      {problem ? (
        <p id={errorId} className={fieldStyles.error} role="alert">
          {t(`range.problem.${problem}`, { days })}
        </p>
      ) : null}
    </fieldset>
  );
}

/** The team reports' account search (RecordAccountFilterProps). */
export function RecordAccountSearch({
  account,
  onAccountChange,
  onAccountSearch,
  accountProblem,
}: RecordAccountFilterProps) {
  const { t } = useTranslation('agentReports');
  return (
    <form
      role="search"
      className={styles.search}
      onSubmit={submitWith(onAccountSearch)}
      noValidate
      aria-label={t('filter.account')}
    >
      <TextField
        type="search"
        className={styles.searchField}
        label={t('filter.account')}
        value={account}
        maxLength={TEAM_ACCOUNT_MAX_LENGTH}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        onChange={(event) => onAccountChange(event.target.value)}
        error={accountProblem ? t(`filter.problem.${accountProblem}`) : undefined}
      />
      <Button type="submit" variant="outline" className={styles.searchButton}>
        {t('filter.search')}
      </Button>
    </form>
  );
}

/** An order number with a button that copies it (the button says so, and a status tells screen readers). */
export function RecordCopyOrderNo({
  orderNo,
  copiedOrderNo,
  onCopyOrderNo,
}: {
  orderNo: string;
  /** The order number copied last: its button says so for a while. */
  copiedOrderNo?: string | null;
  onCopyOrderNo: (orderNo: string) => void;
}) {
  const { t } = useTranslation('records');
  const copied = copiedOrderNo === orderNo;
  return (
    <span className={styles.copy}>
      <span className={styles.orderNo}>{orderNo}</span>
      <Button type="button" size="sm" variant="ghost" onClick={() => onCopyOrderNo(orderNo)}>
        {copied ? t('bets.copied') : t('bets.copy')}
        <span className={visuallyHidden}>{` ${orderNo}`}</span>
      </Button>
      {copied ? (
        <span role="status" className={page.muted}>
          {t('bets.copiedNote')}
        </span>
      ) : null}
    </span>
  );
}

/**
 * Where a records page's results go: the load's status, nothing while the range is wrong, the rows (dimmed while
 * the next filter's are on their way), the pager and the totals.
 */
export function RecordResults({
  props,
  loadingLabel,
  emptyText,
  empty,
  children,
}: {
  props: RecordPageProps & { accountProblem?: RecordAccountFilterProps['accountProblem'] };
  loadingLabel: string;
  emptyText: string;
  empty: boolean;
  children: ReactNode;
}) {
  const { status, errorMessage, onRetry, refreshing, rangeProblem, accountProblem } = props;
  if (rangeProblem || accountProblem) return null;
  if (status !== 'ready') {
    return (
      <ContentStatus
        status={status}
        size="section"
        loadingLabel={loadingLabel}
        errorMessage={errorMessage}
        onRetry={onRetry}
      />
    );
  }
  return (
    <div className={styles.results} aria-busy={refreshing || undefined}>
      {empty ? <ContentStatus status="empty" size="section" emptyText={emptyText} /> : children}
    </div>
  );
}

export interface RecordColumn<K extends string> {
  key: K;
  label: string;
  numeric?: boolean;
}

/** Rows as a table from wider screens and as labelled cards on a phone (one DOM: each cell names its column). */
export function RecordTable<K extends string>({
  caption,
  columns,
  rows,
  rowKey,
  cell,
  rowClassName,
}: {
  caption: string;
  columns: readonly RecordColumn<K>[];
  rows: readonly unknown[];
  rowKey: (index: number) => string;
  cell: (index: number, column: K) => ReactNode;
  rowClassName?: (index: number) => string | undefined;
}) {
  return (
    <div className={columns.length >= styles.WIDE_TABLE_COLUMNS ? styles.tableWrapWide : styles.tableWrap}>
      <table className={styles.table} aria-label={caption}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" className={column.numeric ? styles.number : undefined}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((_, index) => (
            <tr key={rowKey(index)} className={rowClassName?.(index)}>
              {columns.map((column) => (
                <td key={column.key} data-label={column.label} className={column.numeric ? styles.number : undefined}>
                  <span className={styles.cellValue}>{cell(index, column.key)}</span>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The pager of a records list, named for the page. */
export function RecordPager({ paging, label }: { paging: RecordPagingProps; label: string }) {
  return <Pager page={paging.page} pageCount={paging.pageCount} onPageChange={paging.onPageChange} label={label} />;
}

/** The totals of the whole filtered range, not only of the page shown. */
export function RecordTotals({
  label,
  items,
}: {
  label: string;
  items: readonly { label: string; value: ReactNode }[];
}) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId} className={page.sectionTitle}>
        {label}
      </h2>
      <dl className={styles.totals}>
        {items.map((item) => (
          <div key={item.label} className={styles.total}>
            <dt className={styles.totalLabel}>{item.label}</dt>
            <dd className={styles.totalValue}>{item.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
