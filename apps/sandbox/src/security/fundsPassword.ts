// The funds (payment) password: one salted scrypt hash per member in funds_passwords. Withdrawals, transfers to
// the upline and bank-card deletion check it with verifyFundsPassword, which counts wrong passwords and locks the
// password for FUNDS_PASSWORD_LOCK_MS after FUNDS_PASSWORD_MAX_FAILURES in a row.
import type { Queryable } from '../accounts/queryable.ts';
import type { Message } from '../envelope.ts';
import { verifyPassword } from '../passwordHash.ts';
import { FUNDS_PASSWORD_LOCK_MS, FUNDS_PASSWORD_MAX_FAILURES } from './securityConstants.ts';
import { SECURITY_MESSAGES } from './securityMessages.ts';

/** Why a funds password was refused; `failure` is the envelope's message and code to answer with. */
export type FundsPasswordFailure =
  | { reason: 'notSet'; failure: Message }
  /** Wrong; `attemptsLeft` more wrong ones lock it (0: this one locked it, `retryAfterMs` then set). */
  | { reason: 'wrong'; failure: Message; attemptsLeft: number; retryAfterMs?: number }
  | { reason: 'locked'; failure: Message; retryAfterMs: number };

export type FundsPasswordCheck = { ok: true } | ({ ok: false } & FundsPasswordFailure);

function minutes(ms: number): number {
  return Math.max(1, Math.ceil(ms / 60_000));
}

/** The lock's message, naming how long is left. */
export function lockedFailure(retryAfterMs: number): Message {
  const n = minutes(retryAfterMs);
  return {
    message: `Too many wrong funds passwords, please try again after ${n} minute${n === 1 ? '' : 's'}`,
    code: SECURITY_MESSAGES.fundsPasswordLocked.code,
  };
}

function wrongFailure(attemptsLeft: number): Message {
  return {
    message: `${SECURITY_MESSAGES.fundsPasswordIncorrect.message}, ${attemptsLeft} attempt${attemptsLeft === 1 ? '' : 's'} left`,
    code: SECURITY_MESSAGES.fundsPasswordIncorrect.code,
  };
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
  // An ended lock starts a fresh count.
  await db.query(
    'UPDATE funds_passwords SET failures = 0, locked_until = NULL WHERE member_id = $1 AND locked_until <= $2',
    [memberId, new Date(now)],
  );
  const row = (
    await db.query<{ password_hash: string; locked_until: Date | null }>(
      'SELECT password_hash, locked_until FROM funds_passwords WHERE member_id = $1',
      [memberId],
    )
  ).rows[0];
  if (!row) return { ok: false, reason: 'notSet', failure: SECURITY_MESSAGES.fundsPasswordNotSet };
  if (row.locked_until) {
    const retryAfterMs = row.locked_until.getTime() - now;
    return { ok: false, reason: 'locked', failure: lockedFailure(retryAfterMs), retryAfterMs };
  }

  if (await verifyPassword(password, row.password_hash)) {
    await db.query('UPDATE funds_passwords SET failures = 0 WHERE member_id = $1', [memberId]);
    return { ok: true };
  }
  // One statement, so two wrong guesses at once both count.
  const counted = (
    await db.query<{ failures: number }>(
      `UPDATE funds_passwords SET failures = failures + 1,
         locked_until = CASE WHEN failures + 1 >= $2 THEN $3::timestamptz ELSE NULL END
       WHERE member_id = $1 RETURNING failures`,
      [memberId, FUNDS_PASSWORD_MAX_FAILURES, new Date(now + FUNDS_PASSWORD_LOCK_MS)],
    )
  ).rows[0];
  const attemptsLeft = Math.max(0, FUNDS_PASSWORD_MAX_FAILURES - (counted?.failures ?? FUNDS_PASSWORD_MAX_FAILURES));
  if (attemptsLeft === 0) {
    return {
      ok: false,
      reason: 'wrong',
      failure: lockedFailure(FUNDS_PASSWORD_LOCK_MS),
      attemptsLeft,
      retryAfterMs: FUNDS_PASSWORD_LOCK_MS,
    };
  }
  return { ok: false, reason: 'wrong', failure: wrongFailure(attemptsLeft), attemptsLeft };
}

/** Stores a new funds password hash (set, change or reset): the count and any lock end. */
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

/** Forgets every wrong funds password and answer (the development route /sandbox/reset-throttles). */
export async function clearFundsPasswordFailures(db: Queryable): Promise<void> {
  await db.query(
    'UPDATE funds_passwords SET failures = 0, locked_until = NULL, answer_failures = 0, answer_locked_until = NULL',
  );
}
