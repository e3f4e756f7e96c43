// Player-facing texts of the accounts area (spec §8 where the spec has one) and their machine codes.
import { MESSAGES, type Message } from '../envelope.ts';
import type { ThrottleVerdict } from './throttle.ts';

export const ACCOUNT_MESSAGES = {
  invalidPhone: { message: 'Invalid phone number format', code: 'INVALID_PHONE' },
  /** Spec §8: a number of the right shape that is no number at all (zeros only). */
  notAPhoneNumber: { message: 'Please enter a valid phone number', code: 'NOT_A_PHONE_NUMBER' },
  codeMissing: { message: 'Verification code is missing', code: 'SMS_CODE_MISSING' },
  codeInvalid: { message: 'Verification code is not valid', code: 'SMS_CODE_INVALID' },
  codeExpired: { message: 'Verification code has expired, please send again', code: 'SMS_CODE_EXPIRED' },
  /** Spec §8; the phone provider's ID token is missing, forged, expired or names another number. */
  phoneUnverified: { message: 'Please complete verification first', code: 'PHONE_UNVERIFIED' },
  confirmationMismatch: { message: 'Incorrect confirmation input', code: 'CONFIRMATION_MISMATCH' },
  /** Spec §8: a new password (login or funds) and its confirmation differ. */
  passwordInconsistent: { message: 'Confirmation password is not correct', code: 'PASSWORD_INCONSISTENT' },
  weakPassword: { message: 'This password is too weak, please choose another', code: 'WEAK_PASSWORD' },
  samePassword: { message: 'The new password must differ from the old one', code: 'SAME_PASSWORD' },
  oldPasswordIncorrect: { message: 'The old password is incorrect', code: 'OLD_PASSWORD_INCORRECT' },
  accountExists: { message: 'This account already exists', code: 'ACCOUNT_EXISTS' },
  mobileExists: { message: 'This mobile number is already registered', code: 'MOBILE_EXISTS' },
  mobileNotRegistered: { message: 'This mobile number is not registered', code: 'MOBILE_NOT_REGISTERED' },
  invitationInvalid: { message: 'Invalid invitation code', code: 'INVALID_INVITATION_CODE' },
  usernameEmailUnknown: { message: 'Username/Email does not exist', code: 'USERNAME_EMAIL_NOT_FOUND' },
} as const satisfies Record<string, Message>;

/** The wait before the next allowed request, in whole seconds (at least 1). */
function retrySeconds(retryAfterMs: number): number {
  return Math.max(1, Math.ceil(retryAfterMs / 1000));
}

/** The answer to a throttled request and its value (seconds to wait). */
export function throttled(verdict: Extract<ThrottleVerdict, { allowed: false }>): {
  what: Message;
  value: { retryAfter: number };
} {
  const retryAfter = retrySeconds(verdict.retryAfterMs);
  const what =
    verdict.reason === 'locked'
      ? MESSAGES.tooManyRequests
      : { message: `Too many requests, please try again after ${retryAfter} seconds`, code: 'TOO_SOON' };
  return { what, value: { retryAfter } };
}

/** A field that breaks its rule: the rule's message (spec §5). */
export function fieldInvalid(message: string): Message {
  return { message, code: 'FIELD_INVALID' };
}
