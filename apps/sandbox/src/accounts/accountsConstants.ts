// Timings and limits of the accounts area (spec §9 where the spec names one).
import { TOO_MANY_REQUESTS_LOCK_MS } from '../sandboxConstants.ts';

const SECOND_MS = 1000;
const MINUTE_MS = 60 * SECOND_MS;

/** Digits in an SMS verification code. */
export const SMS_CODE_LENGTH = 6;
/**
 * How long an SMS code stays valid. The front end counts down to `expirationTime` before it offers a resend
 * (spec §4, "default shown 60"), so a code lives exactly as long as the wait before the next one.
 */
export const SMS_CODE_TTL_MS = 60 * SECOND_MS;
/** One SMS per number in this interval. */
export const SMS_RESEND_INTERVAL_MS = SMS_CODE_TTL_MS;
/** Wrong guesses after which a code is spent (a 6-digit code must not be guessable in its minute). */
export const SMS_CODE_MAX_CHECKS = 5;

/** A burst limit: at most one allowed request per `minIntervalMs`; more than `maxAttempts` tries (refused ones
 * included) within `windowMs` locks the key for `lockMs`. */
export interface ThrottlePolicy {
  minIntervalMs: number;
  maxAttempts: number;
  windowMs: number;
  lockMs: number;
}

/** SMS sends per number: one a minute; a sixth try within 10 minutes locks the number. */
export const SMS_THROTTLE: ThrottlePolicy = {
  minIntervalMs: SMS_RESEND_INTERVAL_MS,
  maxAttempts: 5,
  windowMs: 10 * MINUTE_MS,
  lockMs: TOO_MANY_REQUESTS_LOCK_MS,
};

/** Password-by-email requests per account: the same rhythm as SMS. */
export const EMAIL_RESET_THROTTLE: ThrottlePolicy = { ...SMS_THROTTLE, minIntervalMs: MINUTE_MS };

/** Trial accounts per caller address: no spacing, at most ten in 10 minutes. */
export const FREEPLAY_THROTTLE: ThrottlePolicy = {
  minIntervalMs: 0,
  maxAttempts: 10,
  windowMs: 10 * MINUTE_MS,
  lockMs: TOO_MANY_REQUESTS_LOCK_MS,
};

/** Starting balance of a free-play trial account (as the seeded trial account). */
export const TRIAL_BALANCE = '2000.00';
/** Trial account names: this prefix and random digits. */
export const TRIAL_ACCOUNT_PREFIX = 'TRY';
export const TRIAL_ACCOUNT_DIGITS = 8;
export const TRIAL_NICKNAME = 'Trial Player';

/** Length of a temporary password sent by email (letters and digits, satisfies the password rule). */
export const TEMPORARY_PASSWORD_LENGTH = 10;

/** Avatar icons the server draws; a member's icon is fixed by the member id. */
export const AVATAR_ICON_COUNT = 12;
/** Where the avatar art is served (under the image CDN of the permission call). */
export const AVATAR_PATH = '/sandbox/assets/avatars';
export const AVATAR_CACHE_SECONDS = 24 * 60 * 60;

/**
 * Phone-code verification by a third-party auth provider (firebaseIdToken), as seeded: off. The sandbox plays the
 * provider (phoneProvider.ts); PUT /sandbox/switches/thirdPartyPhoneAuth turns it on.
 */
export const THIRD_PARTY_PHONE_AUTH = false;
/** How long the provider's texted code works. */
export const PHONE_PROVIDER_CODE_TTL_MS = SMS_CODE_TTL_MS;
/** How long the provider's ID token proves the number (an identity provider's ID tokens last an hour). */
export const PHONE_PROVIDER_TOKEN_TTL_MS = 60 * 60 * 1000;

/**
 * The stored password of accounts that have none (trial accounts, mobile registrations without a password):
 * not a valid hash, so no password ever matches it.
 */
export const NO_PASSWORD_HASH = '!';
