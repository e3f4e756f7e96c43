import { describe, expect, it } from 'vitest';
import { presetDates, rangeQuery, todayIn } from './recordRange';

const BANGKOK = 'Asia/Bangkok';
// Bangkok is UTC+7 all year: 17:00 UTC is its midnight
const beforeMidnightThere = Date.parse('2026-12-06T16:59:59Z');
const afterMidnightThere = Date.parse('2026-12-06T17:00:00Z');
const justAfterMidnightUtc = Date.parse('2026-12-06T00:30:00Z');

describe('record ranges in the merchant time zone', () => {
  it('takes today from the merchant clock, not the UTC one', () => {
    expect(todayIn(BANGKOK, beforeMidnightThere)).toBe('2026-12-06');
    expect(todayIn(BANGKOK, afterMidnightThere)).toBe('2026-12-07');
    // 00:30 UTC is already 07:30 in Bangkok, the same date
    expect(todayIn(BANGKOK, justAfterMidnightUtc)).toBe('2026-12-06');
    expect(todayIn('UTC', Date.parse('2026-12-06T23:59:00Z'))).toBe('2026-12-06');
  });

  it('gives the presets today included', () => {
    expect(presetDates('today', BANGKOK, afterMidnightThere)).toEqual({ from: '2026-12-07', to: '2026-12-07' });
    expect(presetDates('last7', BANGKOK, beforeMidnightThere)).toEqual({ from: '2026-11-30', to: '2026-12-06' });
    expect(presetDates('last30', BANGKOK, beforeMidnightThere)).toEqual({ from: '2026-11-07', to: '2026-12-06' });
  });

  it('asks from the first midnight there to the midnight after the last day', () => {
    const today = presetDates('today', BANGKOK, afterMidnightThere);
    expect(rangeQuery({ preset: 'today', ...today }, BANGKOK, afterMidnightThere)).toEqual({
      startTime: '2026-12-06T17:00:00.000Z',
      endTime: '2026-12-07T17:00:00.000Z',
      problem: null,
    });
    const last30 = presetDates('last30', BANGKOK, beforeMidnightThere);
    expect(rangeQuery({ preset: 'last30', ...last30 }, BANGKOK, beforeMidnightThere)).toEqual({
      startTime: '2026-11-06T17:00:00.000Z',
      endTime: '2026-12-06T17:00:00.000Z',
      problem: null,
    });
  });

  it('refuses what the server refuses, before any call', () => {
    const now = beforeMidnightThere;
    const custom = (from: string, to: string) => rangeQuery({ preset: 'custom', from, to }, BANGKOK, now);
    expect(custom('2026-11-06', '2026-12-05').problem).toBeNull(); // 30 days
    expect(custom('2026-11-05', '2026-12-05')).toEqual({ problem: 'tooLong' }); // 31 days
    expect(custom('2026-12-05', '2026-12-01')).toEqual({ problem: 'reversed' });
    expect(custom('2026-08-01', '2026-08-10')).toEqual({ problem: 'tooOld' });
    expect(custom('', '2026-12-01')).toEqual({ problem: 'missing' });
    expect(custom('2026-02-30', '2026-03-02')).toEqual({ problem: 'missing' });
  });
});
