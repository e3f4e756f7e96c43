import type { Message } from '../envelope.ts';
import { MAX_BANK_CARDS, MAX_CRYPTO_ADDRESSES, MAX_E_WALLETS } from './securityConstants.ts';

/** Business failures of the security centre (spec §8 texts where the spec has one). */
export const SECURITY_MESSAGES = {
  fundsPasswordNotSet: { message: 'Please set your funds password first', code: 'FUNDS_PASSWORD_NOT_SET' },
  fundsPasswordIncorrect: { message: 'Funds password is incorrect', code: 'FUNDS_PASSWORD_INCORRECT' },
  fundsPasswordLocked: {
    message: 'Too many wrong funds passwords, please try again later',
    code: 'FUNDS_PASSWORD_LOCKED',
  },
  fundsPasswordSet: { message: 'The funds password is already set', code: 'FUNDS_PASSWORD_SET' },
  sameAsLoginPassword: {
    message: 'The funds password must differ from the login password',
    code: 'SAME_AS_LOGIN_PASSWORD',
  },
  questionNotSet: { message: 'Please choose a security question first', code: 'SECURITY_QUESTION_NOT_SET' },
  questionNotFound: { message: 'This security question does not exist', code: 'SECURITY_QUESTION_NOT_FOUND' },
  answerIncorrect: { message: 'The answer is incorrect', code: 'SECURITY_ANSWER_INCORRECT' },
  answerLocked: { message: 'Too many wrong answers, please try again later', code: 'SECURITY_ANSWER_LOCKED' },
  realNameLocked: {
    message: 'The real name can only be changed by customer service',
    code: 'REAL_NAME_LOCKED',
  },
  mobileAlreadyBound: { message: 'A mobile number is already bound to this account', code: 'MOBILE_ALREADY_BOUND' },
  emailAlreadyBound: {
    message: 'An email address is already verified for this account',
    code: 'EMAIL_ALREADY_BOUND',
  },
  emailExists: { message: 'This email address is already used by another account', code: 'EMAIL_EXISTS' },
  bankNotFound: { message: 'This bank is not available', code: 'BANK_NOT_FOUND' },
  accountNameMismatch: { message: 'The account name must match your real name', code: 'ACCOUNT_NAME_MISMATCH' },
  bankCardLimit: { message: `You can add at most ${MAX_BANK_CARDS} bank cards`, code: 'BANK_CARD_LIMIT' },
  bankCardExists: { message: 'This bank account is already bound', code: 'BANK_CARD_EXISTS' },
  bankCardNotFound: { message: 'Bank card not found', code: 'BANK_CARD_NOT_FOUND' },
  payoutTemplateNotFound: { message: 'This e-wallet or network is not available', code: 'PAYOUT_TEMPLATE_NOT_FOUND' },
  eWalletLimit: { message: `You can add at most ${MAX_E_WALLETS} e-wallets`, code: 'PAYOUT_ACCOUNT_LIMIT' },
  cryptoAddressLimit: {
    message: `You can add at most ${MAX_CRYPTO_ADDRESSES} crypto addresses`,
    code: 'PAYOUT_ACCOUNT_LIMIT',
  },
  payoutAccountExists: { message: 'This account or address is already bound', code: 'PAYOUT_ACCOUNT_EXISTS' },
  payoutAccountNotFound: { message: 'E-wallet or crypto address not found', code: 'PAYOUT_ACCOUNT_NOT_FOUND' },
  authenticatorBound: { message: 'The authenticator is already bound', code: 'AUTHENTICATOR_BOUND' },
  authenticatorNotBound: { message: 'The authenticator is not bound', code: 'AUTHENTICATOR_NOT_BOUND' },
  authenticatorNotStarted: {
    message: 'Please start binding the authenticator first',
    code: 'AUTHENTICATOR_NOT_STARTED',
  },
  authenticatorCodeIncorrect: {
    message: 'The authenticator code is incorrect',
    code: 'AUTHENTICATOR_CODE_INCORRECT',
  },
  authenticatorLocked: {
    message: 'Too many wrong authenticator codes, please try again later',
    code: 'AUTHENTICATOR_LOCKED',
  },
  /** Spec §8: "Please complete verification first". */
  verificationRequired: { message: 'Please complete verification first', code: 'VERIFICATION_REQUIRED' },
  verificationExpired: {
    message: 'The verification has expired, please log in again',
    code: 'VERIFICATION_EXPIRED',
  },
  verificationMethodUnavailable: {
    message: 'This verification method is not available',
    code: 'VERIFICATION_METHOD_UNAVAILABLE',
  },
  verificationFailed: { message: 'Verification failed', code: 'VERIFICATION_FAILED' },
} satisfies Record<string, Message>;

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

/** A wrong secret with the tries left: `<text>, 3 attempts left`. */
export function withAttemptsLeft(what: Message, attemptsLeft: number): Message {
  return { message: `${what.message}, ${plural(attemptsLeft, 'attempt')} left`, code: what.code };
}

/** A lock with the wait: `<text up to "later">` becomes `... after N minutes`. */
export function withRetryAfter(what: Message, retryAfterMs: number): Message {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  return { message: what.message.replace(/later$/, `after ${plural(minutes, 'minute')}`), code: what.code };
}

/** Seconds to wait, at least 1 (the contract's `retryAfter`). */
export function retrySeconds(retryAfterMs: number): number {
  return Math.max(1, Math.ceil(retryAfterMs / 1000));
}
