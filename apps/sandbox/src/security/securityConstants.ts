// Timings and limits of the security centre (spec §2, §4; the original platform's defaults where the reference
// notes name one, otherwise chosen and marked x-spec: chosen in openapi/src/security.yaml).

const MINUTE_MS = 60_000;

/** Funds (payment) password: at least 6 characters (the withdraw page's rule), at most 20. */
export const FUNDS_PASSWORD_MIN_LENGTH = 6;
export const FUNDS_PASSWORD_MAX_LENGTH = 20;
/** Consecutive wrong funds passwords that lock it, and for how long. */
export const FUNDS_PASSWORD_MAX_FAILURES = 5;
export const FUNDS_PASSWORD_LOCK_MS = 30 * MINUTE_MS;
/** Consecutive wrong security answers that lock the reset, and for how long. */
export const SECURITY_ANSWER_MAX_FAILURES = 5;
export const SECURITY_ANSWER_LOCK_MS = 30 * MINUTE_MS;
/** A security answer's length (after trimming). */
export const SECURITY_ANSWER_MIN_LENGTH = 2;
export const SECURITY_ANSWER_MAX_LENGTH = 50;

/** Live bank cards a member may hold (the original platform's default). */
export const MAX_BANK_CARDS = 5;
/** The character that hides digits of a masked account number, mobile number or email. */
export const MASK_DOT = '\u2022';
