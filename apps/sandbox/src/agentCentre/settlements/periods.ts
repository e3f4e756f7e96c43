// The periods contracts settle (UTC, as consolidated's previous day): daily salary the previous day, hourly the
// previous hour, real-time every REALTIME_SALARY_SETTLEMENT_MINUTES the previous window, a dividend its period
// (daily, weekly from Monday, semimonthly from the 1st and the 16th, monthly). Instants are epoch milliseconds.
import { CONTRACT_PERIOD_TYPES, type ContractPeriod } from '@wl/rules';
import {
  DEFAULT_DIVIDEND_PERIOD,
  REALTIME_SALARY_SETTLEMENT_MS,
  type ContractKind,
} from '../../walletAgent/walletAgentConstants.ts';

export const HOUR_MS = 60 * 60_000;
export const DAY_MS = 24 * HOUR_MS;
/** The day a week starts (Monday) in Date.getUTCDay()'s numbering. */
const WEEK_STARTS_ON = 1;
/** A semimonthly period's second half starts on this day of the month. */
const SECOND_HALF_DAY = 16;

/** How often a schedule settles. */
export type Cadence = 'hourly' | 'fiveMinutes' | ContractPeriod;

/** [start, end) in epoch milliseconds. */
export interface Period {
  start: number;
  end: number;
}

/** One scheduler: a kind's contracts of one cadence (dividends have one per period type). */
export interface Schedule {
  kind: ContractKind;
  cadence: Cadence;
}

export const SCHEDULES: readonly Schedule[] = [
  { kind: 'dailySalary', cadence: 'daily' },
  { kind: 'hourlySalary', cadence: 'hourly' },
  { kind: 'realtimeSalary', cadence: 'fiveMinutes' },
  ...CONTRACT_PERIOD_TYPES.map((cadence) => ({ kind: 'dividend' as const, cadence })),
];

/** The cadence a contract settles on: its kind's, or a dividend's period type (DEFAULT_DIVIDEND_PERIOD when none). */
export function cadenceOf(kind: ContractKind, periodType: ContractPeriod | null | undefined): Cadence {
  if (kind === 'dailySalary') return 'daily';
  if (kind === 'hourlySalary') return 'hourly';
  if (kind === 'realtimeSalary') return 'fiveMinutes';
  return periodType ?? DEFAULT_DIVIDEND_PERIOD;
}

function fixed(size: number, at: number): Period {
  const start = Math.floor(at / size) * size;
  return { start, end: start + size };
}

/** The period of a cadence that contains the instant `at`. */
export function periodAt(cadence: Cadence, at: number): Period {
  if (cadence === 'fiveMinutes') return fixed(REALTIME_SALARY_SETTLEMENT_MS, at);
  if (cadence === 'hourly') return fixed(HOUR_MS, at);
  if (cadence === 'daily') return fixed(DAY_MS, at);
  const day = new Date(Math.floor(at / DAY_MS) * DAY_MS);
  if (cadence === 'weekly') {
    const start = day.getTime() - ((day.getUTCDay() - WEEK_STARTS_ON + 7) % 7) * DAY_MS;
    return { start, end: start + 7 * DAY_MS };
  }
  const year = day.getUTCFullYear();
  const month = day.getUTCMonth();
  if (cadence === 'monthly') return { start: Date.UTC(year, month, 1), end: Date.UTC(year, month + 1, 1) };
  return day.getUTCDate() < SECOND_HALF_DAY
    ? { start: Date.UTC(year, month, 1), end: Date.UTC(year, month, SECOND_HALF_DAY) }
    : { start: Date.UTC(year, month, SECOND_HALF_DAY), end: Date.UTC(year, month + 1, 1) };
}

/** The period before the one that contains `at`: the most recent completed one. */
export function previousPeriod(cadence: Cadence, at: number): Period {
  return periodAt(cadence, periodAt(cadence, at).start - 1);
}

/** The completed periods ending after `after` (at most `max`, the newest ones), oldest first. */
export function completedPeriodsSince(cadence: Cadence, after: number, now: number, max: number): Period[] {
  const periods: Period[] = [];
  for (let period = previousPeriod(cadence, now); period.end > after && periods.length < max;) {
    periods.unshift(period);
    period = periodAt(cadence, period.start - 1);
  }
  return periods;
}
