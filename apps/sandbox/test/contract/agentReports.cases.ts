import { expect } from 'vitest';
import { minorToMoney, moneyToMinor } from '@wl/rules';
import { TEAM_PASSWORD } from '../../src/walletAgent/walletAgentSeed.ts';
import { failureCode, type ContractCase } from './case.ts';

const DAY_MS = 24 * 60 * 60_000;

/** The last 30 days up to the harness clock (the records' longest range). */
const lastMonth = (now: number) => ({
  startTime: new Date(now - 30 * DAY_MS + 1).toISOString(),
  endTime: new Date(now + 1).toISOString(),
});

const sum = (amounts: readonly string[]) =>
  minorToMoney(
    amounts.reduce((s, a) => s + moneyToMinor(a, 2), 0n),
    2,
  );

/** The agent centre's reports through @wl/api (contract-coverage.test.ts): each answer agrees with another. */
export const agentReportsCases: ContractCase[] = [
  {
    name: "the team overview: its days add up to its figures, and they agree with the members' P&L statements",
    async run({ agent, member, harness }) {
      const range = lastMonth(harness.clock.now);
      const overview = (await agent.agent.getTeamOverview({ ...range, timeZone: 'Asia/Bangkok' }))!;
      expect(overview.teamSize).toBeGreaterThan(overview.directCount);
      expect(sum(overview.days.map((d) => d.validBet))).toBe(overview.validBet);
      expect(sum(overview.days.map((d) => d.profitLoss))).toBe(overview.profitLoss);
      const statements = (await agent.agent.getTeamProfitLoss({ ...range, pageSize: 100 }))!;
      expect(statements.totals).toMatchObject({ validBet: overview.validBet, profitLoss: overview.profitLoss });
      expect(await failureCode(member.agent.getTeamOverview(range))).toBe('NOT_AGENT');
    },
  },
  {
    name: "team betting and P&L for one member; another agent's member is not found",
    async run({ agent, clientFor, harness }) {
      const range = lastMonth(harness.clock.now);
      const bets = (await agent.agent.getTeamBetOrders({ ...range, category: 'LIVE', account: 'team1a1' }))!;
      expect(bets.list.every((b) => b.account === 'team1a1' && b.upline === 'team1a')).toBe(true);
      const pl = (await agent.agent.getTeamProfitLoss({ ...range, account: 'team1a1' }))!;
      expect(pl.list.map((row) => [row.account, row.upline, row.level])).toEqual([['team1a1', 'team1a', 3]]);
      const team1 = await clientFor('team1', TEAM_PASSWORD);
      expect(await failureCode(team1.agent.getTeamProfitLoss({ ...range, account: 'team2a' }))).toBe(
        'DOWNLINE_NOT_FOUND',
      );
    },
  },
  {
    name: "the agent's income by type, the team's transactions and the agent announcements",
    async run({ agent, harness }) {
      const range = lastMonth(harness.clock.now);
      const income = (await agent.agent.getIncome({ ...range, timeZone: 'Asia/Bangkok' }))!;
      expect(income.totals.map((t) => t.type)).toEqual([
        'dailySalary',
        'hourlySalary',
        'realtimeSalary',
        'dividend',
        'rebate',
        'referral',
      ]);
      expect(sum(income.totals.flatMap((t) => [t.received, t.paid]))).toBe(income.net);
      const moves = (await agent.agent.getTeamTransactions({ ...range, account: 'team2' }))!;
      expect(moves.list.every((m) => m.account === 'team2' && m.upline === 'agent')).toBe(true);
      const news = (await agent.agent.getAnnouncements({ pageSize: 3 }))!;
      expect(news.list).toHaveLength(3);
      expect(news.totalCount).toBeGreaterThan(3);
    },
  },
];
