// The agent centre (issue 15): the limits the forms, the flows and the sandbox share, so the server refuses exactly
// what a form refuses. Rates are percents with at most RATE_DECIMALS decimals, kept as hundredths of a percent
// (integers) wherever they are compared or multiplied.

/** Spec §9: the isAgent values that open the agent centre. */
export const AGENT_CENTRE_IS_AGENT = ['1', '2', '41', '42'] as const;

/** A rate (contract or rebate) has at most this many decimals. */
export const RATE_DECIMALS = 2;
/** A contract's rate is above 0 and at most this (percent). */
export const CONTRACT_RATE_MAX = 100;
/** Live affiliate links an agent may have at once. */
export const AFFILIATE_LINKS_MAX = 20;
/** An affiliate link's remark, at most (characters). */
export const AFFILIATE_REMARK_MAX = 140;
/** A contract condition's active members, at most. */
export const CONTRACT_ACTIVE_MEMBERS_MAX = 10_000;
/** Rows per page of the agent centre's lists. */
export const AGENT_PAGE_SIZE = 10;
/** A team member's account as the team reports' filter takes it, at most (characters; the contract's TeamAccount). */
export const TEAM_ACCOUNT_MAX_LENGTH = 64;

/** Spec §4/§9: real-time salary is settled and paid every 5 minutes. */
export const REALTIME_SALARY_SETTLEMENT_MINUTES = 5;

export const CONTRACT_PERIOD_TYPES = ['daily', 'weekly', 'semimonthly', 'monthly'] as const;
export type ContractPeriod = (typeof CONTRACT_PERIOD_TYPES)[number];

export type RateProblem = 'required' | 'format' | 'tooLow' | 'tooHigh';

/** A rate typed by a person ("1.5", "0.25"): hundredths of a percent, or null when it is not a plain decimal. */
export function rateToHundredths(text: string): number | null {
  const match = /^(\d{1,3})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** Hundredths of a percent as the wire's number (150 → 1.5). */
export const hundredthsToRate = (hundredths: number): number => hundredths / 100;

/** A wire rate (a number with at most 2 decimals) in hundredths, or null when it has more decimals. */
export function rateNumberToHundredths(rate: number): number | null {
  const hundredths = Math.round(rate * 100);
  return Math.abs(hundredths - rate * 100) < 1e-6 ? hundredths : null;
}

/**
 * What is wrong with a rate: missing, not a decimal with at most 2 places, at or below `min` when `exclusiveMin`
 * (a contract's rate must be above 0; a rebate may be 0), or above `max` (the caller's own rate, in hundredths).
 */
export function rateProblem(
  text: string,
  { max, exclusiveMin = false }: { max: number; exclusiveMin?: boolean },
): RateProblem | null {
  if (text.trim() === '') return 'required';
  const hundredths = rateToHundredths(text);
  if (hundredths === null) return 'format';
  if (exclusiveMin ? hundredths <= 0 : hundredths < 0) return 'tooLow';
  if (hundredths > max) return 'tooHigh';
  return null;
}
