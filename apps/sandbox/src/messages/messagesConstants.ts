// Limits, rates and texts of the platform messages (messageV2) and the manual rebate (manualRebate).
import type { Message } from '../envelope.ts';
import type { Schemas } from '../types.ts';

/** The inbox's default page size (the contract allows up to 50). */
export const MESSAGES_PAGE_SIZE = 10;

/** A development route's message: title and body limits (the back office's). */
export const MESSAGE_TITLE_MAX_CHARS = 120;
export const MESSAGE_BODY_MAX_CHARS = 20_000;
/** A reward sent by the development route without `expiresInMinutes` may be claimed for this long. */
export const MESSAGE_REWARD_DEFAULT_TTL_MINUTES = 3 * 24 * 60;

/**
 * The rebate in basis points (1/100 of a percent) of the valid bet, per game category; a category absent here earns
 * none. The contract shows them as percent strings ("0.80").
 */
export const REBATE_RATES_BPS: Partial<Record<Schemas['GameCategory'], number>> = {
  SPORTS: 50,
  LIVE: 80,
  FISH: 100,
  RNG: 100,
  PVP: 70,
  ESPORTS: 50,
  COCKFIGHT: 40,
  LOTT: 30,
};

/** The least rebate a claim pays out (THB). */
export const REBATE_MIN_CLAIM = '1.00';

/** How many past claims the rebate page shows. */
export const REBATE_LAST_CLAIMS = 10;

export const MESSAGE_TEXTS = {
  messageNotFound: { message: 'This message does not exist or was deleted', code: 'MESSAGE_NOT_FOUND' },
  noReward: { message: 'This message has no reward to claim', code: 'NO_REWARD' },
  rewardClaimed: { message: 'This reward has already been claimed', code: 'REWARD_CLAIMED' },
  rewardExpired: { message: 'This reward has expired and can no longer be claimed', code: 'REWARD_EXPIRED' },
  nothingToClaim: { message: 'There is no rebate to claim yet', code: 'NOTHING_TO_CLAIM' },
  rebateBelowMin: { message: 'The rebate is below the minimum claim amount', code: 'REBATE_BELOW_MIN' },
} as const satisfies Record<string, Message>;
