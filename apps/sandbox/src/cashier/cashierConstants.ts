// Limits, timings and texts of the cashier (deposit, withdraw, transfer to the upline). Amounts are decimal strings
// of the wallet currency (THB, 2 decimals), as the contract sends them.
import type { Message } from '../envelope.ts';
import type { Schemas } from '../types.ts';

/** What one coin is worth in the wallet currency (deposits and withdrawals alike; a real backend quotes live). */
export const CRYPTO_RATES = {
  USDT: '35.00',
  BTC: '3400000.00',
  ETH: '120000.00',
  LTC: '3000.00',
} as const;
export type CryptoCoin = keyof typeof CRYPTO_RATES;

/** A channel of the deposit page and what paying on it needs. */
export interface DepositChannelConfig {
  channelId: string;
  family: Schemas['DepositFamily'];
  name: string;
  min: string;
  max: string;
  presets: readonly string[];
  presetsOnly: boolean;
  requiresProof: boolean;
  bankAccount?: { bankName: string; accountName: string; accountNumber: string };
  /** eWallet: the merchant's wallet number. */
  walletNumber?: string;
  crypto?: { coin: string; network: string; rate: string; address: string };
}

/** The merchant's deposit channels, one per family (the ids the seeded orders use). */
export const DEPOSIT_CHANNELS: readonly DepositChannelConfig[] = [
  {
    channelId: 'BANK_TRANSFER',
    family: 'bankTransfer',
    name: 'Bank transfer (KBank)',
    min: '100.00',
    max: '200000.00',
    presets: ['300.00', '500.00', '1000.00', '5000.00', '10000.00'],
    presetsOnly: false,
    requiresProof: true,
    bankAccount: { bankName: 'Kasikorn Bank', accountName: 'Siam Play Co., Ltd.', accountNumber: '0123456789' },
  },
  {
    channelId: 'PROMPTPAY',
    family: 'qrPayment',
    name: 'PromptPay QR',
    min: '100.00',
    max: '50000.00',
    presets: ['100.00', '300.00', '500.00', '1000.00', '3000.00'],
    presetsOnly: false,
    requiresProof: false,
  },
  {
    channelId: 'TRUEMONEY',
    family: 'eWallet',
    name: 'TrueMoney Wallet',
    min: '50.00',
    max: '20000.00',
    presets: ['50.00', '100.00', '300.00', '500.00', '1000.00'],
    presetsOnly: true,
    requiresProof: false,
    walletNumber: '0891234567',
  },
  {
    channelId: 'USDT_TRC20',
    family: 'crypto',
    name: 'USDT (TRC20)',
    min: '500.00',
    max: '500000.00',
    presets: ['1000.00', '5000.00', '10000.00'],
    presetsOnly: false,
    requiresProof: false,
    crypto: { coin: 'USDT', network: 'TRC20', rate: CRYPTO_RATES.USDT, address: 'TXsandboxDepositAddress0000000001' },
  },
];

/** The merchant's PromptPay id (a mobile number) that the QR payments pay to. */
export const PROMPTPAY_ID = '0812345678';
/** How long a QR payload or a crypto quote stays valid. */
export const DEPOSIT_QUOTE_TTL_MS = 15 * 60_000;
/** Decimals of a crypto amount (a deposit's instructions, a withdrawal's payout). */
export const CRYPTO_DECIMALS = 6;

/** The minimum of the first deposit, whatever the channel's (a higher minimum for the first deposit). */
export const FIRST_DEPOSIT_MIN = '300.00';

export type DepositPromotionConfig = Schemas['DepositPromotion'];

/** Promotions a deposit may take. */
export const DEPOSIT_PROMOTIONS: readonly DepositPromotionConfig[] = [
  {
    promotionId: 'WELCOME100',
    title: 'First deposit bonus 100% up to 1,000',
    minDeposit: '300.00',
    bonusType: 'PERCENTAGE',
    bonusValue: '100',
    maxBonus: '1000.00',
    turnoverMultiple: 5,
    gameType: 'RNG',
    firstDepositOnly: true,
  },
  {
    promotionId: 'DAILY50',
    title: 'Daily deposit bonus 50 baht',
    minDeposit: '500.00',
    bonusType: 'FIXED',
    bonusValue: '50.00',
    maxBonus: null,
    turnoverMultiple: 3,
    gameType: 'ALL',
    firstDepositOnly: false,
  },
];

/** The game type of a plain deposit's turnover requirement (its own amount once, on any game). */
export const DEPOSIT_TURNOVER_GAME_TYPE = 'ALL';
export const DEPOSIT_TURNOVER_MULTIPLE = 1n;

/**
 * The sandbox's demo back office: a deposit made through the API is decided this long after it was made (on the
 * member's next cashier call, by the sandbox clock). Its satang decide how: .44 fails, anything else is credited.
 */
export const DEPOSIT_AUTO_DECIDE_MS = 30_000;
export const DEPOSIT_DEMO_FAIL_SATANG = 44n;
export const DEPOSIT_DEMO_FAIL_REASON = 'The payment was not received';

/** Proof images (a transfer slip, a withdrawal that did not arrive): png or jpg, 5 MB (spec §9 image upload). */
export const CASHIER_PROOF_MAX_BYTES = 5 * 1024 * 1024;
/** The multipart body around one proof image. */
export const CASHIER_PROOF_MAX_BODY_BYTES = CASHIER_PROOF_MAX_BYTES + 64 * 1024;
export const CASHIER_PROOF_TYPES = ['image/png', 'image/jpeg'] as const;

/** Withdrawal limits (the platform's settings call: min 100, max 50000). */
export const WITHDRAW_MIN = '100.00';
export const WITHDRAW_MAX = '50000.00';
export const WITHDRAW_PRESETS = ['500.00', '1000.00', '3000.00', '5000.00', '10000.00'];
export const WITHDRAW_DAILY_COUNT_MAX = 5;
export const WITHDRAW_DAILY_AMOUNT_MAX = '100000.00';
/**
 * Withdrawals are taken from 04:00 to 02:00 Bangkok time (they pause 02:00 to 04:00, as the site's notice says).
 * SANDBOX_WITHDRAW_ALL_DAY=1 (npm test's end-to-end run) takes them all day (from = to), so the tests that withdraw
 * run at any hour; the pause itself is tested on withinHours and in the withdraw page's stories.
 */
export const WITHDRAW_HOURS =
  process.env.SANDBOX_WITHDRAW_ALL_DAY === '1'
    ? ({ from: '00:00', to: '00:00', timeZone: 'Asia/Bangkok' } as const)
    : ({ from: '04:00', to: '02:00', timeZone: 'Asia/Bangkok' } as const);
/** Bangkok is UTC+7 all year: a day of the daily limits starts at 17:00 UTC. */
export const BANGKOK_OFFSET_MS = 7 * 60 * 60_000;
/** The first withdrawals of a day are free; later ones cost a percent of the amount, at least the minimum. */
export const WITHDRAW_FREE_PER_DAY = 3;
/** The fee in hundredths of a percent (100 = 1%). */
export const WITHDRAW_FEE_BASIS_POINTS = 100n;
export const WITHDRAW_FEE_MIN = '10.00';
/** The merchant switch: withdrawals and transfers to the upline ask for the funds password. */
export const FUNDS_PASSWORD_REQUIRED = true;
/** A paid withdrawal the member does not confirm within this many minutes counts as received (spec §4, §9). */
export const WITHDRAWAL_AUTO_RECEIVE_MINUTES = 60;
export const WITHDRAWAL_AUTO_RECEIVE_MS = WITHDRAWAL_AUTO_RECEIVE_MINUTES * 60_000;

/** Transfers to the upline. */
export const UPLINE_TRANSFER_MIN = '1.00';
export const UPLINE_TRANSFER_MAX = '50000.00';

/** Order lists. */
export const CASHIER_PAGE_SIZE = 10;
/** The reasons the back office gives when it does not say one. */
export const DEFAULT_DEPOSIT_FAIL_REASON = 'Rejected by the cashier';
export const DEFAULT_WITHDRAWAL_REJECT_REASON = 'Rejected by the cashier';

/** Business failures of the cashier (spec §8 texts where the spec has one). */
export const CASHIER_MESSAGES = {
  channelNotFound: { message: 'This deposit channel is not available', code: 'CHANNEL_NOT_FOUND' },
  amountBelowMin: { message: 'The amount is below the minimum', code: 'AMOUNT_BELOW_MIN' },
  amountAboveMax: { message: 'The amount is above the maximum', code: 'AMOUNT_ABOVE_MAX' },
  amountNotPreset: { message: 'Please choose one of the amounts offered', code: 'AMOUNT_NOT_PRESET' },
  amountAboveDailyRemaining: {
    message: "The amount is above what today's limit still allows",
    code: 'AMOUNT_ABOVE_DAILY_REMAINING',
  },
  insufficientBalance: {
    message: 'Quota not sufficient, please contact customer service',
    code: 'INSUFFICIENT_BALANCE',
  },
  promotionNotFound: { message: 'This promotion is not available', code: 'PROMOTION_NOT_FOUND' },
  promotionMinDeposit: {
    message: 'The amount is below the promotion minimum deposit',
    code: 'PROMOTION_MIN_DEPOSIT',
  },
  proofRequired: { message: 'Please upload the proof of payment', code: 'PROOF_REQUIRED' },
  proofNotFound: { message: 'The proof image was not found or is already used', code: 'PROOF_NOT_FOUND' },
  turnoverUnmet: { message: 'The turnover requirement is not met yet', code: 'TURNOVER_UNMET' },
  outsideHours: { message: 'Withdrawals are not available at this time', code: 'OUTSIDE_HOURS' },
  dailyCountReached: { message: "Today's number of withdrawals is reached", code: 'DAILY_COUNT_REACHED' },
  bankCardNotFound: { message: 'Bank card not found', code: 'BANK_CARD_NOT_FOUND' },
  payoutAccountNotFound: { message: 'E-wallet or crypto address not found', code: 'PAYOUT_ACCOUNT_NOT_FOUND' },
  orderNotFound: { message: 'Order not found', code: 'ORDER_NOT_FOUND' },
  withdrawalNotAwaiting: {
    message: 'This withdrawal is not waiting for your confirmation',
    code: 'WITHDRAWAL_NOT_AWAITING',
  },
  receivedAmountInvalid: {
    message: 'The amount received must be above 0 and below the amount paid',
    code: 'RECEIVED_AMOUNT_INVALID',
  },
  noUpline: { message: 'You have no upline to transfer to', code: 'NO_UPLINE' },
} satisfies Record<string, Message>;
