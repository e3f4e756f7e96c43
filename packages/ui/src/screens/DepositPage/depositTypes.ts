import type { DepositProblem } from '@wl/rules';

// The deposit page's data as the contract sends it (Money decimal strings), in the shapes the screen reads.

export const depositPageStatuses = ['loading', 'error', 'ready'] as const;
export type DepositPageStatus = (typeof depositPageStatuses)[number];

export const depositFamilies = ['bankTransfer', 'qrPayment', 'eWallet', 'crypto'] as const;
export type DepositFamilyName = (typeof depositFamilies)[number];

export const depositOrderStatuses = ['pending', 'credited', 'failed'] as const;
export type DepositOrderStatus = (typeof depositOrderStatuses)[number];

export interface DepositPayee {
  bankName: string;
  accountName: string;
  accountNumber: string;
}

export interface DepositPageChannel {
  channelId: string;
  family: DepositFamilyName;
  name: string;
  min: string;
  max: string;
  presets: readonly string[];
  presetsOnly: boolean;
  requiresProof: boolean;
  bankAccount?: DepositPayee;
  crypto?: { coin: string; network: string; rate: string };
}

export interface DepositPagePromotion {
  promotionId: string;
  title: string;
  minDeposit: string;
  bonusType: 'FIXED' | 'PERCENTAGE';
  /** FIXED: an amount; PERCENTAGE: the percent of the deposit. */
  bonusValue: string;
  maxBonus: string | null;
  turnoverMultiple: number;
  gameType: string;
}

/** How to pay an order (openapi DepositInstructions): the fields of its family. */
export interface DepositPageInstructions {
  family: DepositFamilyName;
  reference?: string;
  bankAccount?: DepositPayee;
  qrPayload?: string;
  walletNumber?: string;
  accountName?: string;
  coin?: string;
  network?: string;
  address?: string;
  cryptoAmount?: string;
  expiresAt?: string;
}

export interface DepositPageOrder {
  orderId: number;
  orderNo: string;
  channelName: string;
  family: DepositFamilyName;
  amount: string;
  bonus: string;
  status: DepositOrderStatus;
  failReason: string | null;
  createdAt: string;
  instructions: DepositPageInstructions | null;
}

export const depositFields = ['channelId', 'amount', 'promotionId', 'proof'] as const;
export type DepositFieldName = (typeof depositFields)[number];

/** What the player chose and typed (the slip is passed apart, as `proofName`). */
export interface DepositValues {
  channelId: string;
  amount: string;
  /** '' for no promotion. */
  promotionId: string;
}

/** A field's problem as the deposit flow reports it (the rules' type, shared with the flow). */
export type { DepositProblem };

export type DepositProblems = Partial<Record<DepositFieldName, DepositProblem>>;
