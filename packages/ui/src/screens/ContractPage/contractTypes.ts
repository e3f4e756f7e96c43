// The contracts' data as the contract's answers carry it (openapi/src/wallet-agent.yaml, agent-centre.yaml); ui does
// not import the API, so the shapes it reads are written here and the site passes the answers as they came.
import { CONTRACT_PERIOD_TYPES, type ContractPeriod } from '@wl/rules';

export const contractKinds = ['dividend', 'dailySalary', 'hourlySalary', 'realtimeSalary'] as const;
export type ContractKindName = (typeof contractKinds)[number];

export const contractPeriodTypes = CONTRACT_PERIOD_TYPES;
export type { ContractPeriod };

export type ContractStatusName = 'pending' | 'active' | 'rejected' | 'terminated' | 'ended';

/** One contract or offer (AgentContract). Money as decimal strings; rate in percent. */
export interface ContractView {
  id: number;
  kind: ContractKindName;
  status: ContractStatusName;
  upline: string;
  downline: string;
  rate: number;
  periodType?: ContractPeriod;
  periodValidBet?: string;
  periodProfitLoss?: string;
  activeMembers?: number;
  betAmount?: string;
  offeredAt: string;
  decidedAt?: string;
  endedAt?: string;
}

/** The previous day's daily contract salary (consolidated `contractmrdailysalinfotype`). */
export interface PreviousDaySalary {
  date: string;
  validBet: string;
  activeMembers: number;
  rate: number;
  qualified: boolean;
  amount: string;
}

/** The real-time salary's current period (consolidated `realtimesalinfotype`). */
export interface RealtimePeriod {
  settlementIntervalMinutes: number;
  periodStart: string;
  nextSettlementAt: string;
  periodValidBet: string;
  periodAmount: string;
}

export const settlementSides = ['received', 'paid'] as const;
export type SettlementSide = (typeof settlementSides)[number];
export type SettlementStatusName = 'paid' | 'notQualified' | 'unpaid';

/** One settled period (ContractSettlement). */
export interface ContractSettlementRow {
  id: number;
  upline: string;
  downline: string;
  periodStart: string;
  periodEnd: string;
  validBet: string;
  profitLoss: string;
  activeMembers: number;
  rate: number;
  status: SettlementStatusName;
  amount: string;
  settledAt: string;
}

export type ContractOfferFieldName =
  'downline' | 'rate' | 'periodType' | 'periodValidBet' | 'periodProfitLoss' | 'activeMembers' | 'betAmount';

/** What the upline typed (the site holds it). */
export interface ContractOfferFormValues {
  downline: string;
  rate: string;
  periodType: ContractPeriod;
  periodValidBet: string;
  periodProfitLoss: string;
  activeMembers: string;
  betAmount: string;
}

/** An amount's problem as the offer flow finds it (AmountProblem of @wl/rules). */
export interface ContractAmountProblem {
  kind: string;
  minorDigits?: number;
}

/** Each field's problem as the offer flow finds it. */
export interface ContractOfferFormProblems {
  downline?: 'required';
  rate?: 'required' | 'format' | 'tooLow' | 'tooHigh';
  periodType?: 'required';
  periodValidBet?: ContractAmountProblem;
  periodProfitLoss?: ContractAmountProblem;
  activeMembers?: 'format' | 'tooHigh';
  betAmount?: ContractAmountProblem;
}

export type ContractOfferNotice = { kind: 'offered'; downline: string } | { kind: 'failed'; message: string };

export type ContractAnswer = 'accept' | 'reject' | 'terminate';

/**
 * The downline's answers as the page and the offers popup show them (the reply flow's state): the contract an
 * answer is on its way for, the DOWNLINE_RATE_HIGHER warning, the termination's confirmation, the last outcome.
 */
export interface ContractReplyProps {
  /** The offer or contract an answer is on its way for (its buttons show it; the others wait). */
  busyId?: number | null;
  /** The warning: the member's downline contracts that end if they proceed. */
  conflicts?: readonly ContractView[] | null;
  proceeding?: boolean;
  /** The contract whose termination waits for a confirmation. */
  confirmingTermination?: ContractView | null;
  /** The last answer's failure, worded, and the contract it was about. */
  failure?: { contractId: number | null; message: string } | null;
  /** The last answer that went through, and how many contracts it ended. */
  answered?: { action: ContractAnswer; ended: number } | null;
  onAccept: (contract: ContractView) => void;
  onReject: (contract: ContractView) => void;
  onTerminate?: (contract: ContractView) => void;
  onProceed: () => void;
  onConfirm?: () => void;
  onCancel: () => void;
  onDismiss?: () => void;
}
