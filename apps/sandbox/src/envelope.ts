import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { TOO_MANY_REQUESTS_LOCK_MS } from './sandboxConstants.ts';

/** Player-facing texts every area uses (spec §8 where the spec has one) and their machine codes. */
export const MESSAGES = {
  unauthorized: { message: 'You are not logged in, please login', code: 'UNAUTHORIZED' },
  loginFailed: { message: 'Account or password is incorrect', code: 'LOGIN_FAILED' },
  captchaRequired: { message: 'Please enter the captcha', code: 'CAPTCHA_REQUIRED' },
  captchaInvalid: { message: 'Invalid captcha input', code: 'CAPTCHA_INVALID' },
  functionDisabled: { message: 'Function not enabled, please contact customer service', code: 'FUNCTION_DISABLED' },
  /** A trial account (isAgent '4') using a feature for real accounts; the site shows in_need_true_account. */
  needTrueAccount: { message: 'Please register a real account to use this feature', code: 'NEED_TRUE_ACCOUNT' },
  tooManyRequests: {
    message: `Too many requests, please try again after ${TOO_MANY_REQUESTS_LOCK_MS / 60_000} minutes`,
    code: 'TOO_MANY_REQUESTS',
  },
  encryptionRequired: { message: 'This operation requires an encrypted body', code: 'ENCRYPTION_REQUIRED' },
  decryptFailed: { message: 'The encrypted body could not be decrypted', code: 'DECRYPT_FAILED' },
  notFound: { message: 'Not found', code: 'NOT_FOUND' },
  notImplemented: { message: 'Not implemented in the sandbox yet', code: 'NOT_IMPLEMENTED' },
  internal: { message: 'An unknown error occurred', code: 'INTERNAL_ERROR' },
} as const;

/** A player-facing text and its code: one of MESSAGES, or an area's own. */
export interface Message {
  readonly message: string;
  readonly code: string;
}

export interface Envelope<T = unknown> {
  success: boolean;
  message: string | null;
  code: string | null;
  value: T | null;
}

export function envelope<T>(
  success: boolean,
  message: string | null,
  code: string | null,
  value: T | null,
): Envelope<T> {
  return { success, message, code, value };
}

export function ok<T>(c: Context, value: T): Response {
  return c.json(envelope(true, null, null, value), 200);
}

/** A business failure: HTTP 200 with a message for the player. */
export function fail(c: Context, what: Message, value: unknown = null): Response {
  return c.json(envelope(false, what.message, what.code, value), 200);
}

/** A transport-level failure (400, 401, 404, ...), same envelope. */
export function error(c: Context, status: ContentfulStatusCode, message: string, code: string): Response {
  return c.json(envelope(false, message, code, null), status);
}

export function badRequest(c: Context, message: string, code = 'BAD_REQUEST'): Response {
  return error(c, 400, message, code);
}
