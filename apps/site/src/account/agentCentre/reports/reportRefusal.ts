import { isApiError } from '@wl/api';

/** The contract's business failure for an account that is not in the caller's team (or does not exist). */
export const DOWNLINE_NOT_FOUND = 'DOWNLINE_NOT_FOUND';

/**
 * Why the server refused a team report's filters, or null when it did not (the network, a 5xx, NOT_AGENT: those are
 * the general failure with its retry). `notInTeam`: the account searched for is not in the agent's team;
 * `badRequest`: a 400 (a range or an account the form should not have let through).
 */
export function reportRefusal(error: unknown): 'notInTeam' | 'badRequest' | null {
  if (!isApiError(error)) return null;
  if (error.kind === 'business' && error.code === DOWNLINE_NOT_FOUND) return 'notInTeam';
  if (error.kind === 'http' && error.status === 400) return 'badRequest';
  return null;
}
