import { expect } from 'vitest';
import { isApiError } from '@wl/api';
import { RECORD_RANGE_MAX_DAYS } from '@wl/rules';
import type { ContractCase } from './case.ts';

const DAY_MS = 24 * 60 * 60_000;

/** The widest range one call may ask for, ending a minute after the harness clock. */
function lastMonth(now: number) {
  return {
    startTime: new Date(now - RECORD_RANGE_MAX_DAYS * DAY_MS + 60_000).toISOString(),
    endTime: new Date(now + 60_000).toISOString(),
  };
}

/** One or more calls through @wl/api for each records operation (see contract-coverage.test.ts). */
export const recordsCases: ContractCase[] = [
  {
    name: 'the betting record: a page of one category, its totals and vendors; a range over the limit is 400',
    async run({ member, harness }) {
      const range = lastMonth(harness.clock.now);
      const page = await member.records.getBetOrders({ category: 'LIVE', ...range, pageSize: 5 });
      expect(page.list).toHaveLength(5);
      expect(page.totals.count).toBe(page.totalCount);
      expect(page.vendors.length).toBeGreaterThan(0);
      const open = await member.records.getBetOrders({ category: 'SPORTS', ...range, settled: false });
      expect(open.list.every((b) => b.status === 'unsettled' && b.winAmount === null)).toBe(true);
      try {
        await member.records.getBetOrders({
          category: 'LIVE',
          startTime: new Date(harness.clock.now - (RECORD_RANGE_MAX_DAYS + 2) * DAY_MS).toISOString(),
          endTime: range.endTime,
        });
        expect.unreachable('a range over the limit is refused');
      } catch (err) {
        expect(isApiError(err) && err.status).toBe(400);
      }
    },
  },
  {
    name: 'the account record: MAIN ledger rows of one type with the balance after each',
    async run({ member, harness }) {
      const page = await member.records.getAccountRecords({ ...lastMonth(harness.clock.now), type: 'bet' });
      expect(page.list.length).toBeGreaterThan(0);
      // bet groups the stakes (out) and the refunds of cancelled bets (in).
      expect(page.list.every((r) => r.type === 'bet')).toBe(true);
      expect(page.list.some((r) => r.amount.startsWith('-'))).toBe(true);
      expect(page.totalOut.startsWith('-')).toBe(true);
    },
  },
  {
    name: 'personal profit and loss, and the bonus details',
    async run({ member, harness }) {
      const range = lastMonth(harness.clock.now);
      const profit = await member.records.getPersonalProfit(range);
      expect(profit.categories.length).toBeGreaterThan(0);
      expect(profit.total.count).toBe(profit.categories.reduce((n, c) => n + c.count, 0));
      const bonuses = await member.records.getBonusDetails({ ...range, pageSize: 3 });
      expect(bonuses.list).toHaveLength(3);
      expect(bonuses.totalCount).toBeGreaterThan(3);
    },
  },
];
