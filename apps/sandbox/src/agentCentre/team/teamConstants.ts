// Limits, the top agent's rates and the business failures of the agent centre's team (openapi/src/agent-centre.yaml).
import { AFFILIATE_LINKS_MAX, AFFILIATE_REMARK_MAX, AGENT_PAGE_SIZE, type GameCategory } from '@wl/rules';

export { AFFILIATE_LINKS_MAX, AFFILIATE_REMARK_MAX, AGENT_PAGE_SIZE };

/**
 * A top agent's (an agent without an upline) own rebate rates: the merchant's, in hundredths of a percent of the
 * valid bet. Everyone else's were set by their upline (member_rebate_rates).
 */
export const TOP_AGENT_REBATE_RATES: Readonly<Record<GameCategory, number>> = {
  SPORTS: 100,
  LIVE: 120,
  FISH: 150,
  RNG: 150,
  PVP: 100,
  ESPORTS: 100,
  COCKFIGHT: 80,
  LOTT: 60,
  ELOTT: 60,
};

/** An affiliate link's code: this many characters drawn from AFFILIATE_CODE_ALPHABET (the contract allows 4-16). */
export const AFFILIATE_CODE_LENGTH = 8;
/** Upper-case letters and digits without the look-alikes (0/O, 1/I/L), so a code read aloud or from a QR is typed right. */
export const AFFILIATE_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
/** Draws before giving up on a free code (a collision in 31^8 codes is already unlikely once). */
export const AFFILIATE_CODE_DRAWS = 10;

/** isAgent and agentType of a downline registered (or promoted) as an agent, and of a member. */
export const ACCOUNT_TYPE_IS_AGENT = { member: { isAgent: '0', agentType: 0 }, agent: { isAgent: '1', agentType: 1 } };

/** Business failures of the team's operations (the wallet-agent area's where they are the same). */
export const TEAM_MESSAGES = {
  usernameTaken: { message: 'This username is already taken', code: 'USERNAME_TAKEN' },
  affiliateLinksFull: {
    message: `You already have ${AFFILIATE_LINKS_MAX} affiliate links; delete one to create another`,
    code: 'AFFILIATE_LINKS_FULL',
  },
  affiliateLinkNotFound: { message: 'This affiliate link does not exist', code: 'AFFILIATE_LINK_NOT_FOUND' },
  alreadyAgent: { message: 'This downline is already an agent', code: 'ALREADY_AGENT' },
  rateAboveOwn: { message: 'A rebate rate cannot be higher than your own', code: 'RATE_ABOVE_OWN' },
  downlineNotFound: { message: 'This account is not in your team', code: 'DOWNLINE_NOT_FOUND' },
} as const;
