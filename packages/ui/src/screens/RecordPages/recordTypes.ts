// The records pages' data as the contract's answers carry it (openapi/src/records.yaml); ui does not import the
// API, so the shapes are written here and the site passes the answers as they came.
import {
  ACCOUNT_RECORD_TYPES,
  GAME_CATEGORIES,
  type AccountRecordKind,
  type GameCategory,
  type RecordRangePreset,
  type RecordRangeProblem,
} from '@wl/rules';

export const recordCategories = GAME_CATEGORIES;
export const accountRecordTypes = ACCOUNT_RECORD_TYPES;
export type { AccountRecordKind, GameCategory };

export const bonusSources = ['promotion', 'depositBonus', 'rebate', 'reward', 'mission', 'referral'] as const;
export type BonusSourceKind = (typeof bonusSources)[number];

/** A range as the filter shows it: a preset, or `custom` with the dates typed; dates are `yyyy-mm-dd`, both inclusive. */
export interface RecordRange {
  preset: RecordRangePreset | 'custom';
  from: string;
  to: string;
}

export type { RecordRangePreset, RecordRangeProblem };

export interface RecordBet {
  orderNo: string;
  vendorName: string;
  gameName: string;
  betTime: string;
  status: 'settled' | 'unsettled' | 'cancelled';
  result: 'win' | 'lose' | 'draw' | null;
  betAmount: string;
  validBet: string;
  winAmount: string | null;
  profitLoss: string | null;
  issue: string | null;
  playType: string | null;
  betContent: string | null;
  selection: string | null;
  odds: string | null;
  /** The team betting's bettor and their direct superior (the agent centre's; absent in the member's own record). */
  account?: string;
  upline?: string;
}

export interface RecordBetTotals {
  betAmount: string;
  validBet: string;
  winAmount: string;
  profitLoss: string;
  count: number;
}

export interface RecordVendorOption {
  vassalage: string;
  displayName: string;
}

export interface RecordAccountRow {
  id: string;
  orderNo: string;
  type: AccountRecordKind;
  time: string;
  amount: string;
  balanceAfter: string;
  remark: string;
}

/** A team member's movement (the agent centre's downline transactions): whose, and no balance after it. */
export interface RecordTeamAccountRow extends Omit<RecordAccountRow, 'balanceAfter'> {
  account: string;
  /** The member's direct superior. */
  upline: string;
}

export interface RecordCategoryProfit extends RecordBetTotals {
  category: GameCategory;
}

export interface RecordProfit {
  categories: readonly RecordCategoryProfit[];
  total: RecordBetTotals;
  deposits: string;
  withdrawals: string;
  bonuses: string;
  rebates: string;
}

export interface RecordBonus {
  id: string;
  time: string;
  source: BonusSourceKind;
  title: string;
  amount: string;
  turnoverRequired: string;
}
