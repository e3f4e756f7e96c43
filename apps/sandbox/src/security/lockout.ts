// Counting wrong secrets (funds password, security answer, authenticator code) per member: MAX in a row lock the
// secret for LOCK_MS; a right one clears the count; an ended lock starts a fresh count.
import type { Queryable } from '../accounts/queryable.ts';

/** Where a secret's count lives: a table keyed by member_id and its two columns. */
export interface Lockout {
  table: 'funds_passwords' | 'authenticators';
  failures: 'failures' | 'answer_failures';
  lockedUntil: 'locked_until' | 'answer_locked_until';
  maxFailures: number;
  lockMs: number;
}

/** What a wrong secret did: tries left before the lock, and the wait when this one locked it. */
export interface WrongSecret {
  attemptsLeft: number;
  /** Set when the secret is now locked. */
  retryAfterMs?: number;
}

/** Ends a lock whose time is over (and its count); returns how long the lock still runs, or null when unlocked. */
export async function activeLock(db: Queryable, lock: Lockout, memberId: number, now: number): Promise<number | null> {
  await db.query(
    `UPDATE ${lock.table} SET ${lock.failures} = 0, ${lock.lockedUntil} = NULL
      WHERE member_id = $1 AND ${lock.lockedUntil} <= $2`,
    [memberId, new Date(now)],
  );
  const { rows } = await db.query<{ until: Date | null }>(
    `SELECT ${lock.lockedUntil} AS until FROM ${lock.table} WHERE member_id = $1`,
    [memberId],
  );
  const until = rows[0]?.until;
  return until ? until.getTime() - now : null;
}

/** Counts a wrong secret in one statement (two wrong guesses at once both count); locks at the limit. */
export async function countWrong(db: Queryable, lock: Lockout, memberId: number, now: number): Promise<WrongSecret> {
  const { rows } = await db.query<{ failures: number }>(
    `UPDATE ${lock.table} SET ${lock.failures} = ${lock.failures} + 1,
       ${lock.lockedUntil} = CASE WHEN ${lock.failures} + 1 >= $2 THEN $3::timestamptz ELSE NULL END
     WHERE member_id = $1 RETURNING ${lock.failures} AS failures`,
    [memberId, lock.maxFailures, new Date(now + lock.lockMs)],
  );
  const attemptsLeft = Math.max(0, lock.maxFailures - (rows[0]?.failures ?? lock.maxFailures));
  return attemptsLeft === 0 ? { attemptsLeft, retryAfterMs: lock.lockMs } : { attemptsLeft };
}

export async function clearWrong(db: Queryable, lock: Lockout, memberId: number): Promise<void> {
  await db.query(`UPDATE ${lock.table} SET ${lock.failures} = 0, ${lock.lockedUntil} = NULL WHERE member_id = $1`, [
    memberId,
  ]);
}
