// The records pages' range: the filter's calendar dates (yyyy-mm-dd, both inclusive) in the merchant's time zone,
// and the instants the calls carry (start at the first day's midnight there, end at the midnight after the last).
import { TZDate } from '@date-fns/tz';
import { addDays, format, subDays } from 'date-fns';
import { RECORD_PRESET_DAYS, recordRangeProblem, type RecordRangeProblem } from '@wl/rules';
import type { RecordRange } from '@wl/ui';

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The calendar date `now` falls on in `timeZone` (yyyy-mm-dd). */
export const todayIn = (timeZone: string, nowMs: number): string => format(new TZDate(nowMs, timeZone), 'yyyy-MM-dd');

/** A preset's dates: the last `RECORD_PRESET_DAYS[preset]` days in `timeZone`, today included. */
export function presetDates(preset: keyof typeof RECORD_PRESET_DAYS, timeZone: string, nowMs: number) {
  const today = new TZDate(nowMs, timeZone);
  return {
    from: format(subDays(today, RECORD_PRESET_DAYS[preset] - 1), 'yyyy-MM-dd'),
    to: format(today, 'yyyy-MM-dd'),
  };
}

/** The midnight that starts `date` (yyyy-mm-dd) in `timeZone`, as epoch milliseconds; NaN for anything else. */
function midnightMs(date: string, timeZone: string, daysAfter = 0): number {
  const parts = DATE.exec(date);
  if (!parts) return Number.NaN;
  const [year, month, day] = [Number(parts[1]), Number(parts[2]) - 1, Number(parts[3])];
  const start = new TZDate(year, month, day, timeZone);
  // a date the calendar does not have (2026-02-30) rolls over in Date: refuse it instead
  if (start.getFullYear() !== year || start.getMonth() !== month || start.getDate() !== day) return Number.NaN;
  return addDays(start, daysAfter).getTime();
}

/** What the calls ask for, or the range's problem (then nothing is asked). */
export type RangeQuery = { startTime: string; endTime: string; problem: null } | { problem: RecordRangeProblem };

export function rangeQuery(range: RecordRange, timeZone: string, nowMs: number): RangeQuery {
  const startMs = midnightMs(range.from, timeZone);
  const endMs = midnightMs(range.to, timeZone, 1);
  const problem = recordRangeProblem(startMs, endMs, nowMs);
  if (problem) return { problem };
  return { startTime: new Date(startMs).toISOString(), endTime: new Date(endMs).toISOString(), problem: null };
}
