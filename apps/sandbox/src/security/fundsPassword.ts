// The funds (payment) password: one salted scrypt hash per member in funds_passwords. Withdrawals, transfers to
// the upline and bank cards check it with verifyFundsPassword, which counts wrong passwords and locks the password
// for FUNDS_PASSWORD_LOCK_MS after FUNDS_PASSWORD_MAX_FAILURES in a row. The security question's answer is counted
// the same way on its own columns, so a locked password can still be reset.
import type { Queryable } from '../accounts/queryable.ts';
import type { Message } from '../envelope.ts';
import { hashPassword, verifyPassword } from '../passwordHash.ts';
import { activeLock, clearWrong, countWrong, type Lockout } from './lockout.ts';
import {
  FUNDS_PASSWORD_LOCK_MS,
  FUNDS_PASSWORD_MAX_FAILURES,
  SECURITY_ANSWER_LOCK_MS,
  SECURITY_ANSWER_MAX_FAILURES,
} from './securityConstants.ts';
import { retrySeconds, SECURITY_MESSAGES, withAttemptsLeft, withRetryAfter } from './securityMessages.ts';

const PASSWORD_LOCK: Lockout = {
  table: 'funds_passwords',
  failures: 'failures',
  lockedUntil: 'locked_until',
  maxFailures: FUNDS_PASSWORD_MAX_FAILURES,
  lockMs: FUNDS_PASSWORD_LOCK_MS,
};

const ANSWER_LOCK: Lockout = {
  table: 'funds_passwords',
  failures: 'answer_failures',
  lockedUntil: 'answer_locked_until',
  maxFailures: SECURITY_ANSWER_MAX_FAILURES,
  lockMs: SECURITY_ANSWER_LOCK_MS,
};

/** Why a funds password was refused; `failure` is the envelope's message and code to answer with. */
export type FundsPasswordFailure =
  | { reason: 'notSet'; failure: Message }
  /** Wrong; `attemptsLeft` more wrong ones lock it (0: this one locked it, `retryAfterMs` then set). */
  | { reason: 'wrong'; failure: Message; attemptsLeft: number; retryAfterMs?: number }
  | { reason: 'locked'; failure: Message; retryAfterMs: number };

export type FundsPasswordCheck = { ok: true } | ({ ok: false } & FundsPasswordFailure);

/** The lock's message, naming how long is left. */
export function lockedFailure(retryAfterMs: number): Message {
  return withRetryAfter(SECURITY_MESSAGES.fundsPasswordLocked, retryAfterMs);
}

/**
 * The contract's `AttemptsLeft` for a refused secret (null when it was not set at all): what the funds-password
 * operations answer as the failure's value.
 */
export function attemptsValue(refused: {
  reason: string;
  attemptsLeft?: number;
  retryAfterMs?: number;
}): { attemptsLeft: number; retryAfter?: number } | null {
  if (refused.reason === 'notSet') return null;
  const attemptsLeft = refused.attemptsLeft ?? 0;
  return refused.retryAfterMs === undefined
    ? { attemptsLeft }
    : { attemptsLeft, retryAfter: retrySeconds(refused.retryAfterMs) };
}

/** Whether the member has a funds password. */
export async function hasFundsPassword(db: Queryable, memberId: number): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM funds_passwords WHERE member_id = $1', [memberId]);
  return rows.length > 0;
}

/**
 * Checks the member's funds password. A wrong one is counted at once (run this outside the transaction that does
 * the guarded work, or commit it even when refusing, so a rollback does not forget the count); a right one clears
 * the count. While locked the password is not even compared.
 */
export async function verifyFundsPassword(
  db: Queryable,
  memberId: number,
  password: string,
  now: number,
): Promise<FundsPasswordCheck> {
  const row = (
    await db.query<{ password_hash: string }>('SELECT password_hash FROM funds_passwords WHERE member_id = $1', [
      memberId,
    ])
  ).rows[0];
  if (!row) return { ok: false, reason: 'notSet', failure: SECURITY_MESSAGES.fundsPasswordNotSet };
  const locked = await activeLock(db, PASSWORD_LOCK, memberId, now);
  if (locked !== null) return { ok: false, reason: 'locked', failure: lockedFailure(locked), retryAfterMs: locked };

  if (await verifyPassword(password, row.password_hash)) {
    await clearWrong(db, PASSWORD_LOCK, memberId);
    return { ok: true };
  }
  const wrong = await countWrong(db, PASSWORD_LOCK, memberId, now);
  const failure =
    wrong.retryAfterMs === undefined
      ? withAttemptsLeft(SECURITY_MESSAGES.fundsPasswordIncorrect, wrong.attemptsLeft)
      : lockedFailure(wrong.retryAfterMs);
  return { ok: false, reason: 'wrong', failure, ...wrong };
}

/** Stores a new funds password hash (set, change or reset): the count and any lock end; the question stays. */
export async function storeFundsPassword(
  db: Queryable,
  memberId: number,
  passwordHash: string,
  now: number,
): Promise<void> {
  await db.query(
    `INSERT INTO funds_passwords (member_id, password_hash, changed_at) VALUES ($1, $2, $3)
     ON CONFLICT (member_id) DO UPDATE SET password_hash = EXCLUDED.password_hash, changed_at = EXCLUDED.changed_at,
       failures = 0, locked_until = NULL`,
    [memberId, passwordHash, new Date(now)],
  );
}

/** Forgets every wrong funds password, answer and authenticator code (the development route /sandbox/reset-throttles). */
export async function clearFundsPasswordFailures(db: Queryable): Promise<void> {
  await db.query(
    'UPDATE funds_passwords SET failures = 0, locked_until = NULL, answer_failures = 0, answer_locked_until = NULL',
  );
  await db.query('UPDATE authenticators SET failures = 0, locked_until = NULL');
}

/** An answer as it is compared: trimmed, lower case, single spaces, Unicode NFC. */
export function normaliseAnswer(answer: string): string {
  return answer.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase();
}

/** The chosen question's id, or null. */
export async function chosenQuestion(db: Queryable, memberId: number): Promise<number | null> {
  const { rows } = await db.query<{ question_id: number | null }>(
    'SELECT question_id FROM funds_passwords WHERE member_id = $1',
    [memberId],
  );
  return rows[0]?.question_id ?? null;
}

/** Hashes the answer (normalised) for storing; slow, so outside any transaction. */
export function hashAnswer(answer: string): Promise<string> {
  return hashPassword(normaliseAnswer(answer));
}

export async function storeQuestion(
  db: Queryable,
  memberId: number,
  questionId: number,
  answerHash: string,
): Promise<void> {
  await db.query(
    `UPDATE funds_passwords SET question_id = $2, answer_hash = $3, answer_failures = 0, answer_locked_until = NULL
      WHERE member_id = $1`,
    [memberId, questionId, answerHash],
  );
}

export type AnswerCheck =
  | { ok: true }
  | { ok: false; reason: 'notSet' | 'noQuestion'; failure: Message }
  | { ok: false; reason: 'wrong' | 'locked'; failure: Message; attemptsLeft: number; retryAfterMs?: number };

/** Checks the answer to the member's question, counted and locked like the password (on its own count). */
export async function verifyAnswer(db: Queryable, memberId: number, answer: string, now: number): Promise<AnswerCheck> {
  const row = (
    await db.query<{ answer_hash: string | null }>('SELECT answer_hash FROM funds_passwords WHERE member_id = $1', [
      memberId,
    ])
  ).rows[0];
  if (!row) return { ok: false, reason: 'notSet', failure: SECURITY_MESSAGES.fundsPasswordNotSet };
  if (row.answer_hash === null) return { ok: false, reason: 'noQuestion', failure: SECURITY_MESSAGES.questionNotSet };
  const locked = await activeLock(db, ANSWER_LOCK, memberId, now);
  if (locked !== null) {
    return {
      ok: false,
      reason: 'locked',
      failure: withRetryAfter(SECURITY_MESSAGES.answerLocked, locked),
      attemptsLeft: 0,
      retryAfterMs: locked,
    };
  }
  if (await verifyPassword(normaliseAnswer(answer), row.answer_hash)) {
    await clearWrong(db, ANSWER_LOCK, memberId);
    return { ok: true };
  }
  const wrong = await countWrong(db, ANSWER_LOCK, memberId, now);
  const failure =
    wrong.retryAfterMs === undefined
      ? withAttemptsLeft(SECURITY_MESSAGES.answerIncorrect, wrong.attemptsLeft)
      : withRetryAfter(SECURITY_MESSAGES.answerLocked, wrong.retryAfterMs);
  return { ok: false, reason: 'wrong', failure, ...wrong };
}
