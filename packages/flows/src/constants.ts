/**
 * Every timing and business constant the flows use, in one place. Values marked "spec §9" come from the product
 * spec; the others are our choice and say why.
 */

/** Spec §9: the captcha image may be refreshed at most once per second. */
export const CAPTCHA_REFRESH_THROTTLE_MS = 1000;

/** Spec §9: logging in with this password forces a password change. */
export const WEAK_DEFAULT_PASSWORD = '123456';

/** Spec §9: `isAgent` of a trial (free-play) account. */
export const TRIAL_IS_AGENT = '4';

/**
 * Our choice (the spec only says status 1/2 show the maintenance or blocked page): how often those pages ask the
 * server whether the site is back. 30 s lets a waiting player in quickly without a crowd of open tabs hammering a
 * backend that is just coming back from maintenance.
 */
export const STATUS_RECHECK_MS = 30_000;

/**
 * Our choice: how long logout waits for the server before ending the session locally anyway. The API client's own
 * timeout is 20 s, far too long to hold a player on a spinner; the server expires an abandoned token by itself.
 */
export const LOGOUT_SERVER_WAIT_MS = 5000;
