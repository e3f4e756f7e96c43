// Every timing and limit the sandbox enforces, in one place (spec §9 where the spec names one).

/**
 * Failed logins for one account name (from any address, until its next successful login) after which every login
 * of that name needs the captcha. The account's count never refuses a login outright, so no stranger can lock the
 * owner out (README, "Login throttling").
 */
export const CAPTCHA_AFTER_FAILED_LOGINS = 3;
/** How long a failed login counts against the caller's address (the per-address rules below). */
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60_000;
/** Failed logins from one address (over any account names) after which its every password login needs the captcha. */
export const CAPTCHA_AFTER_FAILED_LOGINS_PER_ADDRESS = 5;
/** From this many failed logins of one address on, it waits before its next login is looked at. */
export const LOGIN_DELAY_AFTER_FAILURES = 5;
/** The first wait; each further failure doubles it. */
export const LOGIN_DELAY_BASE_MS = 1000;
/** The longest wait between two logins of one address. */
export const LOGIN_DELAY_MAX_MS = 60_000;
/** Failed logins from one address that lock it for TOO_MANY_REQUESTS_LOCK_MS (every login type refused). */
export const LOGIN_LOCK_AFTER_FAILURES_PER_ADDRESS = 10;
/** IPv6 callers are counted per network of this many leading bits (one subscriber holds a whole /64). */
export const LOGIN_IPV6_PREFIX_BITS = 64;
/** How long a captcha answer stays valid. */
export const CAPTCHA_TTL_MS = 5 * 60_000;
/** Digits in a captcha. */
export const CAPTCHA_LENGTH = 4;
/** Name of the HttpOnly cookie that ties a captcha to the browser. */
export const CAPTCHA_COOKIE = 'wps_captcha';
/** Random bytes in a captcha id (hex in the cookie). */
export const CAPTCHA_ID_BYTES = 16;

/** Random bytes in a session token (hex, so twice as many characters). */
export const TOKEN_BYTES = 32;
/** A session older than this is treated as ended. */
export const SESSION_MAX_AGE_MS = 24 * 60 * 60_000;
/** A password older than this is reported as expired at login. */
export const PASSWORD_MAX_AGE_MS = 90 * 24 * 60 * 60_000;
/** How long a caller waits after too many tries (spec §9: "Too-many-requests retry after 5 minutes"). */
export const TOO_MANY_REQUESTS_LOCK_MS = 5 * 60_000;

/** scrypt cost parameters for new hashes (old hashes carry their own). 16 MiB of memory per hash. */
export const SCRYPT_N = 16384;
export const SCRYPT_R = 8;
export const SCRYPT_P = 1;
export const SCRYPT_KEY_BYTES = 64;
export const SCRYPT_SALT_BYTES = 16;
/** Upper bound for scrypt memory when verifying stored hashes (guards against absurd stored parameters). */
export const SCRYPT_MAX_MEMORY_BYTES = 64 * 1024 * 1024;

/** RSA key size for the x-encrypted envelope. */
export const RSA_MODULUS_BITS = 2048;
/** AES-256-GCM: key, IV and tag sizes of the WebCrypto layout. */
export const AES_KEY_BYTES = 32;
export const GCM_IV_BYTES = 12;
export const GCM_TAG_BYTES = 16;

/** Largest request body accepted, checked as it comes in (edge/bodyLimit.ts); the uploads have their own limits. */
export const MAX_BODY_BYTES = 64 * 1024;

/** Defaults for the command-line server. */
export const DEFAULT_PORT = 8787;
export const DEFAULT_HOST = '127.0.0.1';
/** On SIGINT/SIGTERM, how long open requests may finish before their connections are cut. */
export const SHUTDOWN_GRACE_MS = 2000;

/** Currency of every wallet in the sandbox. */
export const CURRENCY = 'THB';
/** Its minor digits (satang): every amount has exactly this many decimals on the wire, numeric(18, 2) in the database. */
export const CURRENCY_MINOR_DIGITS = 2;
/** Its symbol, for the balance answer. */
export const CURRENCY_SYMBOL = '฿';

/** Spec §9 and the wallets' rules the site shares: a trial account's isAgent, the password that forces a change, the
 * main wallet's code. */
export { MAIN_WALLET, TRIAL_IS_AGENT, WEAK_DEFAULT_PASSWORD } from '@wl/rules';
