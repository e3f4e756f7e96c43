import type { AmountProblem } from '@wl/rules';

export const withdrawStatuses = ['loading', 'error', 'ready'] as const;
export type WithdrawStatus = (typeof withdrawStatuses)[number];

/** Why the page shows no form (the settings answer's `reason`, the first that applies). */
export const withdrawBlockReasons = [
  'trialAccount',
  'turnoverUnmet',
  'outsideHours',
  'dailyCountReached',
  'dailyAmountReached',
  'noBankCard',
  'fundsPasswordNotSet',
] as const;
export type WithdrawBlockReason = (typeof withdrawBlockReasons)[number];

/** Where the money goes: the page's tabs. */
export const withdrawMethods = ['bankCard', 'eWallet', 'crypto'] as const;
export type WithdrawMethod = (typeof withdrawMethods)[number];

/**
 * A bound bank card, e-wallet or crypto address as the API answers it (number already masked: `•••• 7890`): its
 * bank's, provider's or coin's name, and the holder (null for a crypto address).
 */
export interface WithdrawAccountItem {
  id: number;
  name: string;
  holder: string | null;
  maskedNumber: string;
}

/** To a crypto address: what a coin is worth, and the coins the typed amount pays out (null until it reads). */
export interface WithdrawCryptoQuote {
  coin: string;
  network: string;
  rate: string;
  coins: string | null;
}

/** A row of the turnover table (Money strings). */
export interface WithdrawTurnoverRow {
  gameType: string;
  required: string;
  done: string;
  remaining: string;
}

/** The settings the page shows (Money strings, openapi WithdrawSettings). */
export interface WithdrawSummary {
  balance: string;
  withdrawable: string;
  min: string;
  max: string;
  presets: readonly string[];
  dailyCountMax: number;
  dailyCountRemaining: number;
  dailyAmountMax: string;
  dailyAmountRemaining: string;
  allowedHours: { from: string; to: string; timeZone: string };
  fee: { freePerDay: number; percent: string; minimum: string; next: boolean };
  fundsPasswordRequired: boolean;
  autoReceiveMinutes: number;
  turnover: readonly WithdrawTurnoverRow[];
}

export type WithdrawField = 'account' | 'amount' | 'password';

export interface WithdrawValues {
  /** The chosen card's, e-wallet's or address's id as text ('' when none). */
  accountId: string;
  amount: string;
  password: string;
}

/** The server refused the value (its message shown as written). */
export interface WithdrawRefusal {
  kind: 'refused';
  message: string;
}

export interface WithdrawProblems {
  amount?: AmountProblem | WithdrawRefusal;
  account?: { kind: 'missing' };
  password?: { kind: 'missing' } | WithdrawRefusal;
}

export type WithdrawNotice =
  { kind: 'requested'; orderNo: string; amount: string } | { kind: 'failed'; message: string };

export type WithdrawOrderStatus = 'pending' | 'approved' | 'rejected' | 'paid';
export type WithdrawConfirmationState =
  'awaiting' | 'received' | 'notReceived' | 'partlyReceived' | 'autoReceived' | 'forcedReceived';

/** An order of the list (openapi WithdrawalOrder). */
export interface WithdrawOrder {
  orderId: number;
  orderNo: string;
  amount: string;
  fee: string;
  payoutAmount: string;
  /** The bank's, e-wallet's or coin's name paid to, and its masked number. */
  bankName: string | null;
  maskedNumber: string | null;
  /** A crypto withdrawal's coins at the rate of its request. */
  crypto?: { coin: string; rate: string; cryptoAmount: string } | null;
  status: WithdrawOrderStatus;
  confirmation: WithdrawConfirmationState | null;
  receivedAmount: string | null;
  refundedAmount: string | null;
  rejectReason: string | null;
  createdAt: string;
  autoReceiveAt: string | null;
}

export type WithdrawAnswer = 'received' | 'notReceived' | 'partlyReceived';

/** The answer to a paid order being given (spec §4 withdrawal confirmation). */
export interface WithdrawConfirmation {
  orderId: number;
  /** '' until the member picks one. */
  result: WithdrawAnswer | '';
  receivedAmount: string;
  /** The chosen image's file name. */
  proofName: string | null;
  problems?: { result?: { kind: 'missing' }; receivedAmount?: AmountProblem; proof?: { kind: 'missing' } };
  submitting?: boolean;
  error?: string | null;
  /** How it ended: the member's answer is recorded, or the time ran out (counts as received). */
  ended?: 'confirmed' | 'autoReceived' | null;
}

export type WithdrawConfirmField = 'result' | 'receivedAmount';
