import { TRIAL_IS_AGENT } from '../constants';

// Apart from the machine: the site reads it on the first paint, which does not carry XState.

/** True for a trial (free-play) session, which some features refuse (spec §5). */
export function isTrialSession(context: { isAgent: string | null }): boolean {
  return context.isAgent === TRIAL_IS_AGENT;
}
