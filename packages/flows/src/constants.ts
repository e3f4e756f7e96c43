/**
 * Every timing and business constant the flows use, in one place. Values marked "spec §9" come from the product
 * spec; the others are our choice and say why.
 */
import { AGENT_CENTRE_IS_AGENT } from '@wl/rules';

/** Spec §9: the captcha image may be refreshed at most once per second. */
export const CAPTCHA_REFRESH_THROTTLE_MS = 1000;

/** Spec §9 (the rule the sandbox shares): a trial account's `isAgent`, the password that forces a change. */
export { TRIAL_IS_AGENT, WEAK_DEFAULT_PASSWORD } from '@wl/rules';

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

/** Spec §4 SMS button: the remaining seconds are refreshed this often in the login form… */
export const SMS_COUNTDOWN_TICK_LOGIN_MS = 500;

/** …and this often in the registration form. */
export const SMS_COUNTDOWN_TICK_REGISTER_MS = 1000;

/** Spec §4 SMS button: the countdown shown when the server gives no expiry time. */
export const SMS_DEFAULT_COUNTDOWN_SECONDS = 60;

/** Spec §4 SMS button: at most one send request per second. */
export const SMS_REQUEST_THROTTLE_MS = 1000;

/** Spec §5: the warning shown when a trial account reaches a restricted feature. */
export const NEED_TRUE_ACCOUNT_KEY = 'in_need_true_account';

/** Spec §5: the confirm button of that warning. */
export const NEED_TRUE_ACCOUNT_CONFIRM_KEY = 'in_increase_submit';

/** Spec §5: that warning as the machines emit it, with its text and its confirm button. */
export const NEED_TRUE_ACCOUNT_WARNING = {
  messageKey: NEED_TRUE_ACCOUNT_KEY,
  confirmKey: NEED_TRUE_ACCOUNT_CONFIRM_KEY,
} as const;

/** Spec §6: the `isAgent` values that may open the agent centre (when the site config shows it). */
export const AGENT_CENTRE_TYPES: readonly string[] = AGENT_CENTRE_IS_AGENT;

/** Spec §2 / §9: a page's part that has not loaded after this long counts as failed (the loader error). */
export const PART_LOAD_TIMEOUT_MS = 120_000;

/** Our choice: a part that arrives within this time shows no loader at all (no flash on a fast network). */
export const PART_LOADER_DELAY_MS = 300;

/**
 * Our choice (the spec says deposits take "about 3 seconds", elsewhere 5 minutes): while the deposit page shows a
 * pending order it asks for the order's status this often. 5 s shows a credit soon after the back office decides,
 * and costs one small read per poll only while the player is looking at that order.
 */
export const DEPOSIT_STATUS_POLL_MS = 5000;

/**
 * Our choice (the spec names the cashier notifications, not how they arrive): the logged-in header asks for unread
 * ones this often (only while the tab is visible). Pages that see a decision themselves ask at once.
 */
export const CASHIER_NOTIFICATION_POLL_MS = 20_000;
