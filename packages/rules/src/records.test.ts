import { describe, expect, it } from 'vitest';
import {
  RECORD_HISTORY_DAYS,
  RECORD_ORDER_NO_MAX_LENGTH,
  RECORD_ORDER_NO_MIN_LENGTH,
  RECORD_RANGE_MAX_DAYS,
  orderNoSearchable,
  recordRangeProblem,
} from './records';

const DAY = 24 * 60 * 60_000;
const now = Date.UTC(2026, 11, 6, 12);

describe('recordRangeProblem', () => {
  it('accepts a range of at most the limit, within the history', () => {
    expect(recordRangeProblem(now - RECORD_RANGE_MAX_DAYS * DAY, now, now)).toBeNull();
    expect(recordRangeProblem(now - RECORD_HISTORY_DAYS * DAY, now - (RECORD_HISTORY_DAYS - 1) * DAY, now)).toBeNull();
  });

  it('refuses a longer, reversed, empty, missing or too old range', () => {
    expect(recordRangeProblem(now - RECORD_RANGE_MAX_DAYS * DAY - 1, now, now)).toBe('tooLong');
    expect(recordRangeProblem(now, now - DAY, now)).toBe('reversed');
    expect(recordRangeProblem(now, now, now)).toBe('reversed');
    expect(recordRangeProblem(Number.NaN, now, now)).toBe('missing');
    expect(recordRangeProblem(now - (RECORD_HISTORY_DAYS + 2) * DAY, now - (RECORD_HISTORY_DAYS + 1) * DAY, now)).toBe(
      'tooOld',
    );
  });
});

describe('orderNoSearchable', () => {
  it('takes nothing (no search) or the start of an order number', () => {
    expect(orderNoSearchable('')).toBe(true);
    expect(orderNoSearchable('  RNG2 ')).toBe(true);
    expect(orderNoSearchable('D12-' + '9'.repeat(RECORD_ORDER_NO_MAX_LENGTH - 4))).toBe(true);
  });

  it('refuses what the contract refuses: too short, too long, other characters', () => {
    expect(orderNoSearchable('R'.repeat(RECORD_ORDER_NO_MIN_LENGTH - 1))).toBe(false);
    expect(orderNoSearchable('R'.repeat(RECORD_ORDER_NO_MAX_LENGTH + 1))).toBe(false);
    expect(orderNoSearchable('RNG 2612')).toBe(false);
    expect(orderNoSearchable('RNG%2612')).toBe(false);
  });
});
