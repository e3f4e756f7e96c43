import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { TOO_MANY_REQUESTS_LOCK_MS } from './sandboxConstants.ts';
import type { OperationContext, OperationId, Reply, ResponseBody, ResponseValue } from './types.ts';

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

/** The envelope of a transport-level failure (400, 401, 404, ...). */
export interface ErrorEnvelope {
  success: false;
  message: string;
  code: string;
  value: null;
}

/** An operation's success: its `value` must be what the contract's 200 answer holds. */
export function ok<Op extends OperationId>(
  c: OperationContext<Op>,
  value: NoInfer<ResponseValue<Op>>,
): Reply<ResponseBody<Op>, 200> {
  return c.json(envelope(true, null, null, value), 200) as unknown as Reply<ResponseBody<Op>, 200>;
}

/** `value` may be left out only where the contract's 200 answer allows a null value. */
type FailValue<Op extends OperationId> =
  null extends ResponseValue<Op> ? [value?: NoInfer<ResponseValue<Op>>] : [value: NoInfer<ResponseValue<Op>>];

/**
 * A business failure found by a helper that several operations share; the handler answers it with `fail` or
 * `answer`, where the contract checks the value against the handler's own operation. `value` may be left out only
 * when null is allowed (the envelope then carries null).
 */
export type Failure<V = null> = null extends V
  ? { readonly failure: Message; readonly value?: V }
  : { readonly failure: Message; readonly value: V };

/** What a shared helper found: a value for `ok`, or a failure for `fail`. */
export type Outcome<V, F = null> = { readonly ok: V } | Failure<F>;

/** A business failure of an operation: HTTP 200 with a message for the player (and a value where the contract has one). */
export function fail<Op extends OperationId>(
  c: OperationContext<Op>,
  what: Message,
  ...value: FailValue<Op>
): Reply<ResponseBody<Op>, 200> {
  return c.json(envelope(false, what.message, what.code, value[0] ?? null), 200) as unknown as Reply<
    ResponseBody<Op>,
    200
  >;
}

/** Answers a shared helper's outcome for the handler's operation: `ok` with its value, or `fail` with its failure. */
export function answer<Op extends OperationId>(
  c: OperationContext<Op>,
  outcome: Outcome<NoInfer<ResponseValue<Op>>, NoInfer<ResponseValue<Op>>>,
): Reply<ResponseBody<Op>, 200> {
  if ('ok' in outcome) return ok(c, outcome.ok);
  return c.json(
    envelope(false, outcome.failure.message, outcome.failure.code, outcome.value ?? null),
    200,
  ) as unknown as Reply<ResponseBody<Op>, 200>;
}

/** The envelope of a business failure without a value. */
export interface RefusalEnvelope {
  success: false;
  message: string;
  code: string;
  value: null;
}

/**
 * A business failure without a value, from a helper several operations share (no one operation to type it by):
 * the handler that returns it is checked instead, so its operation's 200 answer must allow a null value.
 */
export function refuse(c: Pick<Context, 'json'>, what: Message): Reply<RefusalEnvelope, 200> {
  return c.json(envelope(false, what.message, what.code, null), 200) as unknown as Reply<RefusalEnvelope, 200>;
}

/**
 * A transport-level failure (400, 401, 404, ...), same envelope. Returned by a handler, the status must be one its
 * operation declares.
 */
export function error<S extends ContentfulStatusCode>(
  c: Pick<Context, 'json'>,
  status: S,
  message: string,
  code: string,
): Reply<ErrorEnvelope, S> {
  return c.json(envelope(false, message, code, null), status) as unknown as Reply<ErrorEnvelope, S>;
}

export function badRequest(c: Pick<Context, 'json'>, message: string, code = 'BAD_REQUEST'): Reply<ErrorEnvelope, 400> {
  return error(c, 400, message, code);
}

/** A success on a route outside the contract (development routes): nothing to type the value by. */
export function plainOk(c: Context, value: unknown): Response {
  return c.json(envelope(true, null, null, value), 200);
}
