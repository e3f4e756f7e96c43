import { AGENT_CENTRE_TYPES, TRIAL_IS_AGENT } from '../constants';

/**
 * What a restricted feature needs (spec §5 login check, §6 roles):
 * - `member`: any session (game launch, deposit, balance);
 * - `realAccount`: a session that is not a trial (favourites, recent games, chat, messages);
 * - `memberCentre`: isShowMC, a real account;
 * - `agentCentre`: isShowAC, an agent type with the centre switched on.
 */
export type RestrictedFeature = 'member' | 'realAccount' | 'memberCentre' | 'agentCentre';

export interface LoginState {
  /** The session token (session storage `token`); null or empty when logged out. */
  token: string | null | undefined;
  /** Session storage `isAgent`. */
  isAgent: string | null | undefined;
  /** The site config shows the agent centre at all. */
  agentCentreEnabled?: boolean;
}

/**
 * - `allowed`: go on;
 * - `login`: open the login popup;
 * - `needTrueAccount`: warn with `in_need_true_account` (confirm `in_increase_submit`) and stop.
 */
export type LoginCheckResult = 'allowed' | 'login' | 'needTrueAccount';

export const isLoggedIn = (state: LoginState): boolean => Boolean(state.token);

export const isTrialAccount = (state: LoginState): boolean => state.isAgent === TRIAL_IS_AGENT;

/** Spec §6: the member centre shows when a token exists and the account is not a trial. */
export const isShowMC = (state: LoginState): boolean => isLoggedIn(state) && !isTrialAccount(state);

/** Spec §6: the agent centre shows for agent types 1, 2, 41 and 42 when the site config switches it on. */
/** Spec §6: the account types that open the agent centre (1, 2, 41, 42). */
export const isAgentCentreType = (isAgent: string | null | undefined): boolean =>
  AGENT_CENTRE_TYPES.includes(isAgent ?? '');

export const isShowAC = (state: LoginState): boolean =>
  isLoggedIn(state) && state.agentCentreEnabled === true && isAgentCentreType(state.isAgent);

/** The guard every restricted feature calls first. */
export function loginCheck(state: LoginState, feature: RestrictedFeature): LoginCheckResult {
  if (!isLoggedIn(state)) return 'login';
  switch (feature) {
    case 'member':
      return 'allowed';
    case 'realAccount':
    case 'memberCentre':
      return isTrialAccount(state) ? 'needTrueAccount' : 'allowed';
    case 'agentCentre':
      return isShowAC(state) ? 'allowed' : 'needTrueAccount';
  }
}
