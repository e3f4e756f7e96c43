// The member centre's records (issue 14): the range rules the form, the site's address and the sandbox share, so
// the server refuses exactly what the form refuses. Ranges are instants: start inclusive, end exclusive.

const DAY_MS = 24 * 60 * 60_000;

/** The longest range a record page asks for (spec: the account record's range is at most 30 days). */
export const RECORD_RANGE_MAX_DAYS = 30;
/** How far back records are kept and may be asked for. */
export const RECORD_HISTORY_DAYS = 90;
/**
 * Spec §3's game categories in the contract's `GameCategory` order: the betting record's tabs, the rebate's rates and
 * the sandbox's lanes all list them from here.
 */
export const GAME_CATEGORIES = [
  'SPORTS',
  'LIVE',
  'FISH',
  'RNG',
  'PVP',
  'ESPORTS',
  'COCKFIGHT',
  'LOTT',
  'ELOTT',
] as const;
export type GameCategory = (typeof GAME_CATEGORIES)[number];

/** The account record's types (the contract's `AccountRecordType`: the ledger's kinds grouped). */
export const ACCOUNT_RECORD_TYPES = [
  'deposit',
  'withdraw',
  'bet',
  'win',
  'promotion',
  'rebates',
  'dividend',
  'salaries',
  'referral',
  'other',
] as const;
export type AccountRecordKind = (typeof ACCOUNT_RECORD_TYPES)[number];

/** Rows per page of a record list (the platform shows 10). */
export const RECORD_PAGE_SIZE = 10;

/** Spec §9 date-range presets: today, the previous 7 days and the previous 30 days (each ending today). */
export const RECORD_RANGE_PRESETS = ['today', 'last7', 'last30'] as const;
export type RecordRangePreset = (typeof RECORD_RANGE_PRESETS)[number];
/** How many calendar days each preset covers, today included. */
export const RECORD_PRESET_DAYS: Record<RecordRangePreset, number> = { today: 1, last7: 7, last30: 30 };

export type RecordRangeProblem = 'missing' | 'reversed' | 'tooLong' | 'tooOld';

/**
 * What is wrong with a range, or null: a missing or reversed one, a span over RECORD_RANGE_MAX_DAYS days, or a
 * start before the kept history (RECORD_HISTORY_DAYS days before `now`, with a day's slack for time zones).
 */
export function recordRangeProblem(startMs: number, endMs: number, nowMs: number): RecordRangeProblem | null {
  if (!Number.isFinite(startMs) || !Number.isFinite(endMs)) return 'missing';
  if (endMs <= startMs) return 'reversed';
  if (endMs - startMs > RECORD_RANGE_MAX_DAYS * DAY_MS) return 'tooLong';
  if (startMs < nowMs - (RECORD_HISTORY_DAYS + 1) * DAY_MS) return 'tooOld';
  return null;
}

/** The betting record's order-number search (the contract's `orderNo`): the whole number or its start. */
export const RECORD_ORDER_NO_MIN_LENGTH = 4;
export const RECORD_ORDER_NO_MAX_LENGTH = 40;
const ORDER_NO_PATTERN = /^[A-Za-z0-9-]+$/;

/** Whether `text` (trimmed) can be searched: empty (no search), or 4 to 40 letters, digits or dashes. */
export function orderNoSearchable(text: string): boolean {
  const orderNo = text.trim();
  return (
    orderNo === '' ||
    (orderNo.length >= RECORD_ORDER_NO_MIN_LENGTH &&
      orderNo.length <= RECORD_ORDER_NO_MAX_LENGTH &&
      ORDER_NO_PATTERN.test(orderNo))
  );
}
