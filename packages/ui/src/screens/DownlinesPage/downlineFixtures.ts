// The team management stories' data: the sandbox's demo agent's three levels, with long (20-character) accounts.
import { GAME_CATEGORIES } from '@wl/rules';
import type { DownlineContract, DownlineRow } from './downlineTypes';

const rates = (top: number) =>
  GAME_CATEGORIES.map((category, index) => ({ category, rate: Math.max(0, top - index * 0.1) }));

export const storyDownline = (overrides: Partial<DownlineRow> = {}): DownlineRow => ({
  account: 'team1',
  nickname: 'Team one',
  accountType: 'agent',
  level: 1,
  upline: 'agent',
  directCount: 2,
  teamSize: 5,
  mainBalance: '1250.50',
  registeredAt: '2026-10-01T03:00:00Z',
  lastLoginAt: '2026-12-05T12:30:00Z',
  rates: rates(1.5),
  ...overrides,
});

/** A page of direct downlines: agents and members, one never logged in, one with a 20-character account. */
export const storyDownlines = (): DownlineRow[] => [
  storyDownline(),
  storyDownline({
    account: 'member2',
    nickname: '',
    accountType: 'member',
    directCount: 0,
    teamSize: 0,
    mainBalance: '0.00',
    lastLoginAt: null,
    rates: rates(1.1),
  }),
  storyDownline({
    account: 'verylongaccount12345',
    nickname: 'A very long nickname for the row',
    accountType: 'member',
    directCount: 0,
    teamSize: 0,
    mainBalance: '9999999999.99',
  }),
  storyDownline({ account: 'team4', nickname: 'Four', directCount: 0, teamSize: 0, rates: [] }),
];

/** Three levels down from the agent, the accounts 20 characters long. */
export const storyDeepPath = ['agent', 'team1_long_agent_001', 'team2_long_agent_002', 'team3_long_agent_003'];

export const storyDeepRows = (): DownlineRow[] =>
  [1, 2, 3].map((index) =>
    storyDownline({
      account: `level4_member_000${index}x`.slice(0, 20),
      nickname: `Level four ${index}`,
      accountType: index === 1 ? 'agent' : 'member',
      level: 4,
      upline: 'team3_long_agent_003',
      directCount: index === 1 ? 3 : 0,
      teamSize: index === 1 ? 3 : 0,
    }),
  );

/** A search's results: members anywhere in the team, each with their upline. */
export const storySearchRows = (): DownlineRow[] => [
  storyDownline({ account: 'team1', level: 1 }),
  storyDownline({
    account: 'team1_child',
    accountType: 'member',
    level: 2,
    upline: 'team1',
    directCount: 0,
    teamSize: 0,
  }),
];

export const storyContracts = (): DownlineContract[] => [
  {
    id: 11,
    kind: 'dailySalary',
    status: 'active',
    rate: 1.5,
    betAmount: '10000.00',
    activeMembers: 5,
    offeredAt: '2026-11-01T03:00:00Z',
  },
  {
    id: 12,
    kind: 'dividend',
    status: 'pending',
    rate: 20,
    periodType: 'monthly',
    periodValidBet: '500000.00',
    periodProfitLoss: '-10000.00',
    activeMembers: 10,
    offeredAt: '2026-12-01T03:00:00Z',
  },
  { id: 13, kind: 'realtimeSalary', status: 'active', rate: 0.3, offeredAt: '2026-11-15T03:00:00Z' },
];
