import i18next from 'i18next';
import { isApiError } from '@wl/api';
import { BASE_PATH } from '../../../base';

/** The address a link shares: the site's registration with the code the registration reads (`referralCode`). */
export function affiliateAddressOf(code: string, origin = window.location.origin): string {
  const url = new URL(`${BASE_PATH}register`, origin);
  url.searchParams.set('referralCode', code);
  return url.href;
}

/** A failure the server names (USERNAME_TAKEN, RATE_ABOVE_OWN, …) in the player's language; others as they came. */
export function translatedFailure(error: unknown, part: 'register' | 'links'): unknown {
  const key = isApiError(error) && error.code ? `agentTeam:${part}.failure.${error.code}` : null;
  return key && i18next.exists(key) ? new Error(i18next.t(key)) : error;
}
