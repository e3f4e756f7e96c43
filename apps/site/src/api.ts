import { createApi, type ApiErrorKind } from '@wl/api';
import { merchant } from '@merchant/config';
import { readToken } from './session/storage';
import { wireLanguage } from './language';
import { takeEarly } from './earlyCalls';
import { failureText } from './failureText';

/** The `errors` namespace keys of the player's message for a failure the server did not describe. */
const FAILURE_KEYS: Record<ApiErrorKind, string> = {
  network: 'errors.network',
  timeout: 'errors.timeout',
  http: 'errors.unknown',
  business: 'errors.unknown',
};
/** A 401 without the server's own message: the session is unknown or ended. */
const SESSION_ENDED_KEY = 'errors.sessionEnded';

let unauthorized: (() => void) | null = null;
/** A 401 answered before the session's machine listened (both load after the first paint): it hears it then. */
let unheardUnauthorized = false;

/** The session owner listens here for a call made with the token and answered 401. */
export function onUnauthorized(listener: () => void): void {
  unauthorized = listener;
  if (unheardUnauthorized) {
    unheardUnauthorized = false;
    listener();
  }
}

/** The one API client of the site. The base URL is '' (same origin, behind a proxy) unless built with one. */
export const api = createApi({
  baseUrl: import.meta.env.VITE_API_BASE_URL ?? '',
  merchantCode: merchant.code,
  // the token the session machine persisted (this entry stays without XState)
  getToken: readToken,
  onUnauthorized: () => {
    if (unauthorized) unauthorized();
    else unheardUnauthorized = true;
  },
  getLanguage: wireLanguage,
  // the first page's calls were sent before this code arrived (firstCalls.ts): their answers, once
  fetch: async (request) => (await takeEarly(request)) ?? globalThis.fetch(request),
  // Every failed call's error carries the player's message. A first call that fails before i18next has loaded
  // carries the key, which translateMessage (errors.ts) translates where the boot shows it.
  describeFailure: (kind, status) => {
    const key = kind === 'http' && status === 401 ? SESSION_ENDED_KEY : FAILURE_KEYS[kind];
    return failureText(key);
  },
});
