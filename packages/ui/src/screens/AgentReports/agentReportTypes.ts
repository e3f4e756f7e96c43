// The agent centre's reports as the contract's answers carry them (openapi/src/agent-centre.yaml); ui does not import
// the API, so the shapes are written here and the site passes the answers as they came.

/** One team member's figures over the range (palStatementsAgentCopy). */
export interface TeamMemberProfitLoss {
  account: string;
  /** Their direct superior. */
  upline: string;
  /** 1 for the agent's direct downlines, 2 for theirs, ... */
  level: number;
  betAmount: string;
  validBet: string;
  winAmount: string;
  profitLoss: string;
  deposits: string;
  withdrawals: string;
  bonuses: string;
  rebates: string;
  /** Settled bets. */
  count: number;
}

export type TeamProfitLossTotals = Omit<TeamMemberProfitLoss, 'account' | 'upline' | 'level'>;

/** The contract's IncomeType, in its order. */
export const incomeTypes = ['dailySalary', 'hourlySalary', 'realtimeSalary', 'dividend', 'rebate', 'referral'] as const;
export type IncomeKind = (typeof incomeTypes)[number];

/** One type's income: received into the agent's wallet, paid to their downlines (0 or negative), and the two summed. */
export interface IncomeFigure {
  type: IncomeKind;
  received: string;
  paid: string;
  net: string;
}

export interface IncomeDayFigures {
  /** yyyy-mm-dd, the merchant's day. */
  date: string;
  /** The types with anything that day. */
  amounts: readonly IncomeFigure[];
}

/** My income (agentRevenueReport): the days newest first, a total per type, and the net of everything. */
export interface IncomeReport {
  days: readonly IncomeDayFigures[];
  totals: readonly IncomeFigure[];
  net: string;
}
