import { createApi, type ApiErrorKind } from '@wl/api';
import { merchant } from '@merchant/config';
import { readToken } from './session/storage';
import { wireLanguage } from './language';
import { takeEarly } from './earlyCalls';

/** The `errors` namespace keys of the player's message for a failure the server did not describe. */
const FAILURE_KEYS: Record<ApiErrorKind, string> = {
  network: 'errors.network',
  timeout: 'errors.timeout',
  http: 'errors.unknown',
  business: 'errors.unknown',
};
/** A 401 without the server's own message: the session is unknown or ended. */
const SESSION_ENDED_KEY = 'errors.sessionEnded';

// Not i18next itself: calls start before i18next has loaded (its code arrives with the first page's part).
let translateFailure: ((key: string) => string) | null = null;

/** errors.ts hands in i18next's translation once the app's code has loaded. */
export function translateFailuresWith(translate: (key: string) => string): void {
  translateFailure = translate;
}

let unauthorized: (() => void) | null = null;

/** The session owner listens here for a call made with the token and answered 401. */
export function onUnauthorized(listener: () => void): void {
  unauthorized = listener;
}

/** The one API client of the site. The base URL is '' (same origin, behind a proxy) unless built with one. */
export const api = createApi({
  baseUrl: import.meta.env.VITE_API_BASE_URL ?? '',
  merchantCode: merchant.code,
  // the token the session machine persisted (this entry stays without XState)
  getToken: readToken,
  onUnauthorized: () => unauthorized?.(),
  getLanguage: wireLanguage,
  // the first page's calls were sent before this code arrived (firstCalls.ts): their answers, once
  fetch: async (request) => (await takeEarly(request)) ?? globalThis.fetch(request),
  // Every failed call's error carries the player's message. A first call that fails before i18next has loaded
  // carries the key, which translateMessage (errors.ts) translates where the boot shows it.
  describeFailure: (kind, status) => {
    const key = kind === 'http' && status === 401 ? SESSION_ENDED_KEY : FAILURE_KEYS[kind];
    return translateFailure?.(key) ?? key;
  },
});
