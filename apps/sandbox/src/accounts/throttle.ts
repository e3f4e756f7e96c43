// Burst limits per key (a phone number, an account, a caller address), kept in the database so they survive restarts.
import type { ThrottlePolicy } from './accountsConstants.ts';
import type { Queryable } from './queryable.ts';

export type ThrottleVerdict =
  | { allowed: true }
  /** `tooSoon`: the last allowed request was less than minIntervalMs ago; `locked`: too many tries. */
  | { allowed: false; reason: 'tooSoon' | 'locked'; retryAfterMs: number };

/** Forgets every try and lock (the development route /sandbox/reset-throttles). */
export async function clearThrottles(db: Queryable): Promise<void> {
  await db.query('DELETE FROM throttle_attempts');
  await db.query('DELETE FROM throttle_locks');
}

/**
 * Records one try for `key` and says whether it may go ahead. Tries while locked are not counted (the lock does
 * not grow). Run it inside the transaction that does the guarded work, after the input has been checked.
 */
export async function throttle(
  db: Queryable,
  key: string,
  policy: ThrottlePolicy,
  now: number,
): Promise<ThrottleVerdict> {
  const lock = (
    await db.query<{ locked_until: Date }>(
      'SELECT locked_until FROM throttle_locks WHERE key = $1 AND locked_until > $2',
      [key, new Date(now)],
    )
  ).rows[0];
  if (lock) return { allowed: false, reason: 'locked', retryAfterMs: lock.locked_until.getTime() - now };

  await db.query('DELETE FROM throttle_attempts WHERE key = $1 AND at <= $2', [key, new Date(now - policy.windowMs)]);
  const recent = (
    await db.query<{ attempts: number; last_allowed: Date | null }>(
      `SELECT count(*)::int AS attempts, max(at) FILTER (WHERE allowed) AS last_allowed
         FROM throttle_attempts WHERE key = $1`,
      [key],
    )
  ).rows[0]!;
  if (recent.attempts + 1 > policy.maxAttempts) {
    await db.query('DELETE FROM throttle_attempts WHERE key = $1', [key]);
    await db.query(
      `INSERT INTO throttle_locks (key, locked_until) VALUES ($1, $2)
       ON CONFLICT (key) DO UPDATE SET locked_until = EXCLUDED.locked_until`,
      [key, new Date(now + policy.lockMs)],
    );
    return { allowed: false, reason: 'locked', retryAfterMs: policy.lockMs };
  }
  const waitMs = recent.last_allowed ? recent.last_allowed.getTime() + policy.minIntervalMs - now : 0;
  const allowed = waitMs <= 0;
  await db.query('INSERT INTO throttle_attempts (key, at, allowed) VALUES ($1, $2, $3)', [key, new Date(now), allowed]);
  return allowed ? { allowed: true } : { allowed: false, reason: 'tooSoon', retryAfterMs: waitMs };
}
