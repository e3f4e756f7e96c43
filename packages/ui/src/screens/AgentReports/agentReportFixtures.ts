// The agent centre reports' stories: the team's rows as the sandbox answers them, made from a seed so every story
// shows the same. Accounts of 20 characters (the longest a registration allows and more) show the long-name states.
import { storyAccountRows, storyBets } from '../RecordPages/recordFixtures';
import type { GameCategory, RecordBet, RecordTeamAccountRow } from '../RecordPages/recordTypes';
import {
  incomeTypes,
  type IncomeFigure,
  type IncomeReport,
  type TeamMemberProfitLoss,
  type TeamProfitLossTotals,
} from './agentReportTypes';

/** A 20-character account. */
export const longAccount = 'downline_long_name01';

const accounts = ['team1', 'team1a', 'team1b', 'team1a1', 'team2', 'team2a'] as const;
const uplines: Record<(typeof accounts)[number], string> = {
  team1: 'agent',
  team1a: 'team1',
  team1b: 'team1',
  team1a1: 'team1a',
  team2: 'agent',
  team2a: 'team2',
};

const who = (index: number, long: boolean) => {
  if (long) return { account: `${longAccount.slice(0, 18)}${String(index).padStart(2, '0')}`, upline: longAccount };
  const account = accounts[index % accounts.length]!;
  return { account, upline: uplines[account] };
};

export function storyTeamBets(category: GameCategory, count = 10, long = false): RecordBet[] {
  return storyBets(category, count).map((bet, index) => ({ ...bet, ...who(index, long) }));
}

export function storyTeamRows(count = 10, long = false, amount = '250.00'): RecordTeamAccountRow[] {
  return storyAccountRows(count, amount).map(({ balanceAfter: _balance, ...row }, index) => ({
    ...row,
    ...who(index, long),
  }));
}

export function storyProfitRows(count = 6, long = false, amount = '1250.00'): TeamMemberProfitLoss[] {
  return Array.from({ length: count }, (_, index) => {
    const { account, upline } = who(index, long);
    return {
      account: long ? account : index < accounts.length ? account : `member${index}`,
      upline,
      level: long ? 1 + (index % 3) : account.length - 4,
      betAmount: amount,
      validBet: amount,
      winAmount: index % 2 ? '1500.00' : '900.00',
      profitLoss: index % 2 ? '250.00' : '-350.00',
      deposits: '2000.00',
      withdrawals: index % 3 ? '0.00' : '500.00',
      bonuses: '50.00',
      rebates: '12.50',
      count: 20 + index,
    };
  });
}

export const storyProfitTotals: TeamProfitLossTotals = {
  betAmount: '7500.00',
  validBet: '7500.00',
  winAmount: '7200.00',
  profitLoss: '-300.00',
  deposits: '12000.00',
  withdrawals: '1000.00',
  bonuses: '300.00',
  rebates: '75.00',
  count: 135,
};

/** Cents as the wire writes money ("-120.00"). */
const money = (cents: number) =>
  `${cents < 0 ? '-' : ''}${Math.floor(Math.abs(cents) / 100)}.${String(Math.abs(cents) % 100).padStart(2, '0')}`;

const figure = (type: IncomeFigure['type'], received: number, paid: number): IncomeFigure => ({
  type,
  received: money(received),
  paid: money(paid),
  net: money(received + paid),
});

/**
 * Income over `days` days, newest first: a daily salary every day with a share paid on to downlines, rebates, and
 * (the newest day) a dividend paid to a downline. Totals and net are the days' sums.
 */
export function storyIncome(days = 3, salary = 300_00): IncomeReport {
  const day = (index: number) => new Date(Date.UTC(2026, 11, 6) - index * 86_400_000).toISOString().slice(0, 10);
  const paidOn = -120_00;
  const rebate = 25_50;
  const dividend = -400_00;
  const total = { dailySalary: [salary * days, paidOn * days], rebate: [rebate * days, 0], dividend: [0, dividend] };
  return {
    days: Array.from({ length: days }, (_, index) => ({
      date: day(index),
      amounts: [
        figure('dailySalary', salary, paidOn),
        figure('rebate', rebate, 0),
        ...(index === 0 ? [figure('dividend', 0, dividend)] : []),
      ],
    })),
    totals: incomeTypes.map((type) => {
      const [received, paid] = total[type as keyof typeof total] ?? [0, 0];
      return figure(type, received!, paid!);
    }),
    net: money((salary + paidOn + rebate) * days + dividend),
  };
}
