// The settlement periods' boundaries (UTC): each cadence's period around its edges, and the catch-up list.
import { describe, expect, it } from 'vitest';
import { REALTIME_SALARY_SETTLEMENT_MINUTES } from '@wl/rules';
import { cadenceOf, completedPeriodsSince, periodAt, previousPeriod, type Cadence } from './periods.ts';

const at = (iso: string) => Date.parse(iso);
const iso = (p: { start: number; end: number }) => [new Date(p.start).toISOString(), new Date(p.end).toISOString()];

describe('previousPeriod', () => {
  it.each<[Cadence, string, string, string]>([
    // Real-time: the previous REALTIME_SALARY_SETTLEMENT_MINUTES window.
    ['fiveMinutes', '2026-01-15T12:03:07.000Z', '2026-01-15T11:55:00.000Z', '2026-01-15T12:00:00.000Z'],
    ['fiveMinutes', '2026-01-15T12:05:00.000Z', '2026-01-15T12:00:00.000Z', '2026-01-15T12:05:00.000Z'],
    ['fiveMinutes', '2026-01-15T12:04:59.999Z', '2026-01-15T11:55:00.000Z', '2026-01-15T12:00:00.000Z'],
    ['fiveMinutes', '2026-01-16T00:00:00.000Z', '2026-01-15T23:55:00.000Z', '2026-01-16T00:00:00.000Z'],
    // Hourly: the previous hour.
    ['hourly', '2026-01-15T12:00:00.000Z', '2026-01-15T11:00:00.000Z', '2026-01-15T12:00:00.000Z'],
    ['hourly', '2026-01-15T11:59:59.999Z', '2026-01-15T10:00:00.000Z', '2026-01-15T11:00:00.000Z'],
    ['hourly', '2026-01-01T00:30:00.000Z', '2025-12-31T23:00:00.000Z', '2026-01-01T00:00:00.000Z'],
    // Daily: the previous UTC day.
    ['daily', '2026-01-15T00:00:00.000Z', '2026-01-14T00:00:00.000Z', '2026-01-15T00:00:00.000Z'],
    ['daily', '2026-01-14T23:59:59.999Z', '2026-01-13T00:00:00.000Z', '2026-01-14T00:00:00.000Z'],
    ['daily', '2026-03-01T08:00:00.000Z', '2026-02-28T00:00:00.000Z', '2026-03-01T00:00:00.000Z'],
    // Weekly, from Monday: 2026-01-12 and 2026-01-19 are Mondays, 2026-01-18 a Sunday.
    ['weekly', '2026-01-15T12:00:00.000Z', '2026-01-05T00:00:00.000Z', '2026-01-12T00:00:00.000Z'],
    ['weekly', '2026-01-19T00:00:00.000Z', '2026-01-12T00:00:00.000Z', '2026-01-19T00:00:00.000Z'],
    ['weekly', '2026-01-18T23:59:59.999Z', '2026-01-05T00:00:00.000Z', '2026-01-12T00:00:00.000Z'],
    ['weekly', '2026-01-01T10:00:00.000Z', '2025-12-22T00:00:00.000Z', '2025-12-29T00:00:00.000Z'],
    // Semimonthly: the 1st to the 16th, the 16th to the next 1st.
    ['semimonthly', '2026-01-15T23:59:59.999Z', '2025-12-16T00:00:00.000Z', '2026-01-01T00:00:00.000Z'],
    ['semimonthly', '2026-01-16T00:00:00.000Z', '2026-01-01T00:00:00.000Z', '2026-01-16T00:00:00.000Z'],
    ['semimonthly', '2026-03-01T00:00:00.000Z', '2026-02-16T00:00:00.000Z', '2026-03-01T00:00:00.000Z'],
    ['semimonthly', '2028-03-10T00:00:00.000Z', '2028-02-16T00:00:00.000Z', '2028-03-01T00:00:00.000Z'],
    // Monthly: the previous calendar month.
    ['monthly', '2026-01-15T12:00:00.000Z', '2025-12-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z'],
    ['monthly', '2026-03-01T00:00:00.000Z', '2026-02-01T00:00:00.000Z', '2026-03-01T00:00:00.000Z'],
    ['monthly', '2026-02-28T23:59:59.999Z', '2026-01-01T00:00:00.000Z', '2026-02-01T00:00:00.000Z'],
  ])('%s at %s is [%s, %s)', (cadence, now, start, end) => {
    expect(iso(previousPeriod(cadence, at(now)))).toEqual([start, end]);
  });

  it('makes the real-time window REALTIME_SALARY_SETTLEMENT_MINUTES long', () => {
    const period = periodAt('fiveMinutes', at('2026-01-15T12:03:07.000Z'));
    expect(period.end - period.start).toBe(REALTIME_SALARY_SETTLEMENT_MINUTES * 60_000);
  });

  it('tiles time: every period starts where the one before ended', () => {
    for (const cadence of ['fiveMinutes', 'hourly', 'daily', 'weekly', 'semimonthly', 'monthly'] as const) {
      let period = periodAt(cadence, at('2025-11-20T07:00:00.000Z'));
      for (let i = 0; i < 40; i++) {
        const next = periodAt(cadence, period.end);
        expect(next.start, cadence).toBe(period.end);
        expect(next.end, cadence).toBeGreaterThan(next.start);
        period = next;
      }
    }
  });
});

describe('completedPeriodsSince', () => {
  it('lists the completed periods ending after a time, oldest first, at most the newest `max`', () => {
    const now = at('2026-01-15T12:00:30.000Z');
    expect(completedPeriodsSince('hourly', at('2026-01-15T09:00:00.000Z'), now, 10).map(iso)).toEqual([
      ['2026-01-15T09:00:00.000Z', '2026-01-15T10:00:00.000Z'],
      ['2026-01-15T10:00:00.000Z', '2026-01-15T11:00:00.000Z'],
      ['2026-01-15T11:00:00.000Z', '2026-01-15T12:00:00.000Z'],
    ]);
    expect(completedPeriodsSince('hourly', at('2026-01-15T09:00:00.000Z'), now, 2).map(iso)).toEqual([
      ['2026-01-15T10:00:00.000Z', '2026-01-15T11:00:00.000Z'],
      ['2026-01-15T11:00:00.000Z', '2026-01-15T12:00:00.000Z'],
    ]);
    // Nothing completed since the last one.
    expect(completedPeriodsSince('hourly', at('2026-01-15T12:00:00.000Z'), now, 10)).toEqual([]);
  });
});

describe('cadenceOf', () => {
  it("follows the kind, and a dividend's period type (monthly when it names none)", () => {
    expect(cadenceOf('dailySalary', 'daily')).toBe('daily');
    expect(cadenceOf('hourlySalary', null)).toBe('hourly');
    expect(cadenceOf('realtimeSalary', null)).toBe('fiveMinutes');
    expect(cadenceOf('dividend', 'semimonthly')).toBe('semimonthly');
    expect(cadenceOf('dividend', null)).toBe('monthly');
  });
});
