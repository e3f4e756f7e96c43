// Timings and limits of the security centre (spec §2, §4; the original platform's defaults where the reference
// notes name one, otherwise chosen and marked x-spec: chosen in openapi/src/security.yaml).

const SECOND_MS = 1000;
const MINUTE_MS = 60 * SECOND_MS;

/** Consecutive wrong funds passwords that lock it, and for how long. */
export const FUNDS_PASSWORD_MAX_FAILURES = 5;
export const FUNDS_PASSWORD_LOCK_MS = 30 * MINUTE_MS;
/** Consecutive wrong security answers that lock the reset, and for how long. */
export const SECURITY_ANSWER_MAX_FAILURES = 5;
export const SECURITY_ANSWER_LOCK_MS = 30 * MINUTE_MS;
/** Consecutive wrong authenticator codes that lock the authenticator, and for how long. */
export const AUTHENTICATOR_MAX_FAILURES = 5;
export const AUTHENTICATOR_LOCK_MS = 30 * MINUTE_MS;

/** Live bank cards a member may hold (the original platform's default). */
export const MAX_BANK_CARDS = 5;
/** The character that hides digits of a masked account number, mobile number or email. */
export const MASK_DOT = '\u2022';

/** Digits of a binding or login-verification code. */
export const SECURITY_CODE_LENGTH = 6;
/** An SMS code lives one minute, as the login SMS (the front end counts down to its expiry before a resend). */
export const SMS_SECURITY_CODE_TTL_MS = MINUTE_MS;
/** A mailed code lives 10 minutes (mail is slower); one mail per address a minute. */
export const EMAIL_SECURITY_CODE_TTL_MS = 10 * MINUTE_MS;
/** Wrong guesses after which a code is spent. */
export const SECURITY_CODE_MAX_CHECKS = 5;

/** Google Authenticator (RFC 6238): SHA-1, 30-second steps, 6 digits, one step either side accepted. */
export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DIGITS = 6;
export const TOTP_WINDOW_STEPS = 1;
/** Secret length: 20 bytes (160 bits, RFC 4226's recommendation), 32 base32 characters. */
export const TOTP_SECRET_BYTES = 20;
/** The issuer shown in the authenticator app. */
export const TOTP_ISSUER = 'WL Sandbox';

/** New-IP verification: how long the pending login lasts, and how many failures end it. */
export const LOGIN_VERIFICATION_TTL_MS = 10 * MINUTE_MS;
export const LOGIN_VERIFICATION_MAX_FAILURES = 5;
/** The header the site server sets with the shared secret, so the sandbox trusts its X-Forwarded-For. */
export const PROXY_SECRET_HEADER = 'x-site-proxy-secret';

/** The merchant's security-centre switches (`enabled` of each overview item; a switched-off item's calls answer FUNCTION_DISABLED). */
export const SECURITY_FEATURES = {
  profile: true,
  loginPassword: true,
  fundsPassword: true,
  mobile: true,
  email: true,
  bankCard: true,
  authenticator: true,
} as const;
export type SecurityFeature = keyof typeof SECURITY_FEATURES;

/** Live e-wallet accounts and crypto addresses a member may hold, each (chosen: fewer than bank cards). */
export const MAX_E_WALLETS = 3;
export const MAX_CRYPTO_ADDRESSES = 3;
