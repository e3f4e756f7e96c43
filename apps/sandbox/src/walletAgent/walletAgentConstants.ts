// Limits and timings of the wallet and agent area (spec §4, §6, §9 where the spec names one).
import { AGENT_CENTRE_IS_AGENT, REALTIME_SALARY_SETTLEMENT_MINUTES } from '@wl/rules';
import { MAIN_WALLET } from '../sandboxConstants.ts';

/** The merchant's wallets in display order: the main wallet, then one per game vendor (vassalage). */
export const MERCHANT_WALLETS: readonly { vassalage: string; name: string }[] = [
  { vassalage: MAIN_WALLET, name: 'Main wallet' },
  { vassalage: 'AG', name: 'AG Live' },
  { vassalage: 'PT', name: 'PT Slots' },
  { vassalage: 'BBIN', name: 'BBIN' },
  { vassalage: 'CQ9', name: 'CQ9 Slots' },
  { vassalage: 'DG', name: 'DG Live' },
  { vassalage: 'MG', name: 'MG Slots' },
  { vassalage: 'KY', name: 'KY Cards' },
  { vassalage: 'IBC', name: 'IBC Sports' },
  { vassalage: 'SBT', name: 'SBT Sports' },
];

/** isAgent values that count as an agent (spec §9: the agent-centre values). */
export const AGENT_TYPES: readonly string[] = AGENT_CENTRE_IS_AGENT;

export const CONTRACT_KINDS = ['dailySalary', 'hourlySalary', 'realtimeSalary', 'dividend'] as const;
export type ContractKind = (typeof CONTRACT_KINDS)[number];

/**
 * The highest rate (percent) a top agent (one without an upline) may offer per kind; everyone else may offer at most
 * their own contract's rate.
 */
export const TOP_AGENT_RATE: Record<ContractKind, number> = {
  dailySalary: 2,
  hourlySalary: 1,
  realtimeSalary: 1,
  dividend: 50,
};

/** The merchant's agent-pay switches (the consolidated flags enableCt, salary, hourSalary, agentRealtimeSalary). */
export const MERCHANT_CONTRACT_FEATURES: Record<ContractKind, boolean> = {
  dailySalary: true,
  hourlySalary: true,
  realtimeSalary: true,
  dividend: true,
};

/** Real-time salary is settled and paid every 5 minutes (spec §4, §9). */
export { REALTIME_SALARY_SETTLEMENT_MINUTES };
export const REALTIME_SALARY_SETTLEMENT_MS = REALTIME_SALARY_SETTLEMENT_MINUTES * 60_000;

/** The dividend period when an offer names none. */
export const DEFAULT_DIVIDEND_PERIOD = 'monthly';

/** Business failures of this area (spec §8 texts where the spec has one). */
export const WALLET_AGENT_MESSAGES = {
  insufficientBalance: {
    message: 'Quota not sufficient, please contact customer service',
    code: 'INSUFFICIENT_BALANCE',
  },
  walletNotFound: { message: 'Wallet does not exist', code: 'WALLET_NOT_FOUND' },
  walletMaintenance: { message: 'This game wallet is under maintenance', code: 'WALLET_MAINTENANCE' },
  transferNotAllowed: {
    message: 'Transfers go between the main wallet and a game wallet',
    code: 'TRANSFER_NOT_ALLOWED',
  },
  notAgent: { message: 'Non-agents cannot log in', code: 'NOT_AGENT' },
  contractNotFound: { message: 'Contract request not found', code: 'CONTRACT_NOT_FOUND' },
  contractState: { message: 'This contract request has already been processed', code: 'CONTRACT_STATE' },
  downlineNotFound: { message: 'This account is not your direct downline', code: 'DOWNLINE_NOT_FOUND' },
  rateAboveOwn: { message: 'The rate cannot be higher than your own contract rate', code: 'RATE_ABOVE_OWN' },
  offerPending: { message: 'An offer is already waiting for this member', code: 'OFFER_PENDING' },
  downlineRateHigher: {
    message: 'Some of your downlines have a higher rate; their contracts end if you proceed',
    code: 'DOWNLINE_RATE_HIGHER',
  },
  raffleNotFound: { message: 'This raffle is not running', code: 'RAFFLE_NOT_FOUND' },
  raffleClaimed: { message: 'You have already claimed this raffle', code: 'RAFFLE_CLAIMED' },
} as const;
