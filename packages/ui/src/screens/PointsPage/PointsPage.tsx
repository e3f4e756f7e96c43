import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  RECORD_RANGE_PRESETS,
  moneyToMinor,
  parsePoints,
  pointsConvertProblem,
  pointsToMinor,
  formatMoney,
  type PointsProblem,
  type RecordRangePreset,
} from '@wl/rules';
import { Button } from '../../components/Button';
import { ContentStatus } from '../../components/ContentStatus';
import { PasswordField } from '../../components/PasswordField';
import { Select } from '../../components/Select';
import { TextField } from '../../components/TextField';
import { FormNotice, submitWith, useFocusFirstError, type PageFormProps } from '../../private/form';
import { useDateFormat, useNumberFormat } from '../../private/format/intl';
import { PageFrame, PageLoadStatus, type PageLoadProps } from '../../private/PageFrame';
import * as page from '../../private/PageFrame/page.css';
import { Pager } from '../../private/Pager/Pager';
import * as styles from './PointsPage.css';

export const pointsPageStatuses = ['loading', 'error', 'ready'] as const;
export type PointsPageStatus = (typeof pointsPageStatuses)[number];

export type PointsConvertField = 'points' | 'password';

export interface PointsConvertValues {
  points: string;
  password: string;
}

/** Each field's problem as the points flow finds it. */
export type PointsConvertProblems = {
  points?: PointsProblem;
  password?: { kind: 'missing' };
};

export type PointsNotice =
  { kind: 'converted'; points: number; amount: string; pointsBalance: number } | { kind: 'failed'; message: string };

/** The contract's PointTransactionType. */
export const pointTransactionTypes = ['EARN', 'REDEEM', 'REFUND', 'CONVERT'] as const;
export type PointTransactionKind = (typeof pointTransactionTypes)[number];

/** One row of the points history (the contract's PointTransaction). */
export interface PointsHistoryItem {
  referenceNo: string;
  type: PointTransactionKind;
  /** Signed: negative when points leave the balance. */
  points: number;
  balanceAfter: number;
  remark: string;
  /** An instant (ISO 8601). */
  time: string;
}

/** The points history: its filter (type, date preset), one page of it and its state. */
export interface PointsHistoryProps extends PageLoadProps<'loading' | 'error' | 'ready'> {
  items: readonly PointsHistoryItem[];
  /** null: every type. */
  type: PointTransactionKind | null;
  onTypeChange: (type: PointTransactionKind | null) => void;
  preset: RecordRangePreset;
  onPresetChange: (preset: RecordRangePreset) => void;
  /** 1-based. */
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
}

export interface PointsPageProps
  extends
    PageLoadProps<PointsPageStatus>,
    PageFormProps<PointsConvertField, PointsConvertValues, PointsConvertProblems, PointsNotice> {
  /** The member's points. */
  points?: number;
  minConvertPoints?: number;
  /** The member's exchange rate: `points` points are worth `amount` (Money). */
  rate?: { labelName: string; points: number; amount: string };
  currency?: string;
  minorDigits?: number;
  history: PointsHistoryProps;
  /** The merchant's IANA time zone: the history's times read on its clock. */
  timeZone?: string;
}

const ALL_TYPES = 'all';

/** The form's fields in the order a problem takes the focus. */
const FIELDS: readonly PointsConvertField[] = ['points', 'password'];

/** The words of a points problem (the flow's and the rule's kinds). */
function usePointsProblemText() {
  const { t } = useTranslation('personal');
  const number = useNumberFormat();
  return (problem: PointsProblem | undefined) => {
    if (!problem) return undefined;
    switch (problem.kind) {
      case 'belowMin':
      case 'aboveBalance':
        return t(`points.problem.${problem.kind}`, { limit: number(problem.limit) });
      case 'notMultiple':
        return t('points.problem.notMultiple', { step: number(problem.step) });
      default:
        return t(`points.problem.${problem.kind}`);
    }
  };
}

function PointsHistory({ history, timeZone }: { history: PointsHistoryProps; timeZone?: string }) {
  const { t } = useTranslation('personal');
  const number = useNumberFormat();
  const date = useDateFormat(true, timeZone);
  const titleId = useId();
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={page.sectionTitle}>
        {t('points.history.title')}
      </h2>
      <div className={styles.filters}>
        <ul className={page.chips} aria-label={t('points.history.range')}>
          {RECORD_RANGE_PRESETS.map((preset) => (
            <li key={preset}>
              <button
                type="button"
                className={page.chip}
                aria-pressed={history.preset === preset}
                onClick={() => history.onPresetChange(preset)}
              >
                {t(`points.history.preset.${preset}`)}
              </button>
            </li>
          ))}
        </ul>
        <Select
          className={styles.typeFilter}
          label={t('points.history.type')}
          value={history.type ?? ALL_TYPES}
          options={[
            { value: ALL_TYPES, label: t('points.history.allTypes') },
            ...pointTransactionTypes.map((type) => ({ value: type, label: t(`points.history.kind.${type}`) })),
          ]}
          onChange={(event) => {
            const value = event.target.value;
            history.onTypeChange(value === ALL_TYPES ? null : (value as PointTransactionKind));
          }}
        />
      </div>
      {history.status !== 'ready' ? (
        <ContentStatus
          size="section"
          status={history.status}
          loadingLabel={t('points.history.loading')}
          errorMessage={history.errorMessage}
          onRetry={history.onRetry}
        />
      ) : history.items.length === 0 ? (
        <ContentStatus size="section" status="empty" emptyText={t('points.history.empty')} />
      ) : (
        <ul className={styles.list} aria-labelledby={titleId}>
          {history.items.map((item) => (
            <li key={item.referenceNo} className={styles.row}>
              <span className={styles.rowMain}>
                <span className={styles.rowType}>{t(`points.history.kind.${item.type}`)}</span>
                {item.remark ? <span className={styles.rowDetail}>{item.remark}</span> : null}
                <span className={page.muted}>
                  <time dateTime={item.time}>{date(item.time)}</time> · {item.referenceNo}
                </span>
              </span>
              <span className={styles.rowFigures}>
                <span className={styles.change}>
                  {item.points > 0 ? '+' : ''}
                  {number(item.points)}
                </span>
                <span className={page.muted}>{t('points.history.after', { points: number(item.balanceAfter) })}</span>
              </span>
            </li>
          ))}
        </ul>
      )}
      <Pager
        page={history.page}
        pageCount={history.pageCount}
        onPageChange={history.onPageChange}
        label={t('points.history.pages')}
      />
    </section>
  );
}

/**
 * The member's points (member centre `points`): the balance and the member's rate, converting points into the main
 * wallet with the login password (at least the minimum, in steps of the rate), and the points history by type and
 * date, a page at a time. Controlled: the site holds the values, the points flow finds the problems.
 */
export function PointsPage(props: PointsPageProps) {
  const {
    points = 0,
    minConvertPoints = 0,
    rate = { labelName: '', points: 1, amount: '0' },
    currency = '',
    minorDigits = 2,
    values,
    onChange,
    problems = {},
  } = props;
  const { t, i18n } = useTranslation('personal');
  const locale = i18n.resolvedLanguage ?? i18n.language;
  const number = useNumberFormat();
  const problemText = usePointsProblemText();
  const title = t('member:centre.page.points');
  const money = (minor: bigint) => formatMoney(minor, { code: currency, minorDigits }, locale);
  const rateMinor = moneyToMinor(rate.amount, minorDigits);
  const focus = useFocusFirstError(FIELDS, problems);

  if (props.status !== 'ready') {
    return <PageLoadStatus title={title} loadingLabel={t('points.loading')} {...props} status={props.status} />;
  }

  // What the typed points are worth, once they may be converted.
  const typed = parsePoints(values.points);
  const worth =
    typed.ok && !pointsConvertProblem(typed.points, { min: minConvertPoints, step: rate.points, balance: points })
      ? pointsToMinor(typed.points, { points: rate.points, minor: rateMinor })
      : null;

  return (
    <PageFrame title={title}>
      <div className={styles.summary}>
        <span className={page.muted}>{t('points.balance')}</span>
        <p className={styles.balance}>{t('points.amount', { points: number(points) })}</p>
        <p className={styles.note}>
          {t('points.rate', { points: number(rate.points), amount: money(rateMinor), level: rate.labelName })}
        </p>
      </div>
      <FormNotice
        notice={props.notice ?? null}
        failedTitle={t('points.convert.failedTitle')}
        onClose={props.onDismissNotice}
        done={(done) =>
          t('points.convert.done', {
            points: number(done.points),
            amount: money(moneyToMinor(done.amount, minorDigits)),
            left: number(done.pointsBalance),
          })
        }
      />
      <form
        className={styles.form}
        onSubmit={submitWith(() => {
          focus.submitted();
          props.onSubmit();
        })}
        noValidate
      >
        <h2 className={page.sectionTitle}>{t('points.convert.title')}</h2>
        <TextField
          ref={focus.refFor('points')}
          label={t('points.convert.points')}
          inputMode="numeric"
          autoComplete="off"
          value={values.points}
          onChange={(event) => onChange('points', event.target.value)}
          hint={t('points.convert.rules', { min: number(minConvertPoints), step: number(rate.points) })}
          error={problemText(problems.points)}
        />
        {worth !== null ? (
          <p className={styles.estimate} aria-live="polite">
            {t('points.convert.worth', { amount: money(worth) })}
          </p>
        ) : null}
        <PasswordField
          ref={focus.refFor('password')}
          label={t('points.convert.password')}
          hint={t('points.convert.passwordHint')}
          autoComplete="current-password"
          value={values.password}
          onChange={(event) => onChange('password', event.target.value)}
          error={problems.password ? t('points.convert.passwordMissing') : undefined}
        />
        <Button type="submit" fullWidth loading={props.submitting}>
          {t('points.convert.submit')}
        </Button>
      </form>
      <PointsHistory history={props.history} timeZone={props.timeZone} />
    </PageFrame>
  );
}
