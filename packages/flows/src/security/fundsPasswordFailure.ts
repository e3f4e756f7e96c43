import { errorMessage } from '../errors';
import { errorParams } from '../form';

/**
 * A failed security write as the flows read it (structurally: flows import no `ApiError`): the message to show as
 * the server wrote it, the business code, the tries left after a wrong secret, the lock's wait, and the field a bad
 * input names (`birthday: is not a real date`).
 */
export interface SecurityFailure {
  message: string;
  code: string | null;
  attemptsLeft: number | null;
  /** Milliseconds until a locked secret (funds password, answer) may be tried again. */
  retryAfterMs: number | null;
  field: string | null;
}

const record = (value: unknown): Record<string, unknown> | null =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;

/** Reads a failure of a security call; `fallback` is the translation key when there is no message. */
export function securityFailure(error: unknown, fallback: string): SecurityFailure {
  const message = errorMessage(error, fallback);
  const failure = record(error);
  const code = typeof failure?.code === 'string' ? failure.code : null;
  const value = record(failure?.value);
  const attemptsLeft = typeof value?.attemptsLeft === 'number' ? value.attemptsLeft : null;
  const retryAfter = typeof value?.retryAfter === 'number' ? value.retryAfter : null;
  const named = /^([A-Za-z]+): /.exec(message);
  return {
    message,
    code,
    attemptsLeft,
    retryAfterMs: retryAfter === null ? null : retryAfter * 1000,
    field: code === 'BAD_REQUEST' || code === null ? (named?.[1] ?? null) : null,
  };
}

/** A locked secret's wait when the failure says it is locked (a `retryAfter`), otherwise null. */
export const lockWait = (failure: SecurityFailure): number | null =>
  failure.retryAfterMs !== null && failure.retryAfterMs > 0 ? failure.retryAfterMs : null;

/** What a form shows beside a field: a rule's problem, or the server's message as written. */
export type ServerProblem = { kind: 'server'; message: string };

/**
 * The transitions of a failed security write: to `locked` when the server locked the secret (the machine's
 * `lockedOut` guard), otherwise back to `back`; the machine's `record` action (taking `{ error }`) records the
 * failure either way.
 */
export function failedOrLocked<const Record extends string, const Locked extends string, const Back extends string>(
  record: Record,
  locked: Locked,
  back: Back,
) {
  const actions = { type: record, params: errorParams } as const;
  return [
    { guard: { type: 'lockedOut', params: errorParams }, target: locked, actions },
    { target: back, actions },
  ] as const;
}

/** A locked form's wait (the machine's `lock` delay): then back to `target`, the tries forgotten (its `unlock`). */
export const afterLock = <const Target extends string>(target: Target) =>
  ({ lock: { target, actions: 'unlock' } }) as const;
