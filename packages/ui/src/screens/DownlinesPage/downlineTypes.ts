// What the team management page shows (openapi agent-centre.yaml Downline, wallet-agent.yaml AgentContract), as the
// screens read it: the site passes the API's objects, which have these fields.
import type { GameCategory } from '@wl/rules';

export const downlineAccountTypes = ['member', 'agent'] as const;
export type DownlineAccountType = (typeof downlineAccountTypes)[number];

export interface DownlineRate {
  category: GameCategory;
  /** Percent of the valid bet, at most 2 decimals. */
  rate: number;
}

/** One member of the agent's team. */
export interface DownlineRow {
  account: string;
  nickname: string;
  accountType: DownlineAccountType;
  /** 1 for the agent's direct downlines, 2 for theirs, and so on. */
  level: number;
  /** The direct superior's account. */
  upline: string;
  directCount: number;
  teamSize: number;
  /** Money string: the main wallet. */
  mainBalance: string;
  registeredAt: string;
  lastLoginAt: string | null;
  rates: readonly DownlineRate[];
}

export const downlineContractKinds = ['dailySalary', 'hourlySalary', 'realtimeSalary', 'dividend'] as const;
export type DownlineContractKind = (typeof downlineContractKinds)[number];

export const downlineContractStatuses = ['pending', 'active', 'rejected', 'terminated', 'ended'] as const;
export type DownlineContractStatus = (typeof downlineContractStatuses)[number];

/** A contract the agent has with a direct downline (pending or active), with its conditions. */
export interface DownlineContract {
  id: number;
  kind: DownlineContractKind;
  status: DownlineContractStatus;
  /** Percent. */
  rate: number;
  periodType?: 'daily' | 'weekly' | 'semimonthly' | 'monthly';
  periodValidBet?: string;
  periodProfitLoss?: string;
  activeMembers?: number;
  /** Per day (daily salary) or per hour (hourly salary). */
  betAmount?: string;
  offeredAt: string;
}
