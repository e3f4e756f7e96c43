// The "passwordCheck/" relays: the member's login password guards redeeming and converting points. Wrong passwords
// are counted per member and lock the check for a while, so a stolen session token is no password oracle.
import type { PGlite } from '@electric-sql/pglite';
import { MESSAGES, type Message } from '../envelope.ts';
import { verifyPassword } from '../passwordHash.ts';
import type { MemberRow } from '../store/memberRecords.ts';
import { POINT_PASSWORD_LOCK_MS, POINT_PASSWORD_MAX_FAILURES } from './platformConstants.ts';
import { PLATFORM_MESSAGES } from './platformMessages.ts';

/** Forgets every member's wrong passwords (the development route /sandbox/reset-throttles). */
export async function clearPasswordCheckFailures(db: Pick<PGlite, 'query'>): Promise<void> {
  await db.query('DELETE FROM point_password_failures');
}

/** Null when the password is right; otherwise the failure to answer. */
export async function checkPassword(
  db: PGlite,
  member: MemberRow,
  password: string,
  now: number,
): Promise<Message | null> {
  const windowStart = new Date(now - POINT_PASSWORD_LOCK_MS);
  const failures = (
    await db.query<{ failures: number }>(
      'SELECT failures FROM point_password_failures WHERE member_id = $1 AND updated_at > $2',
      [member.id, windowStart],
    )
  ).rows[0]?.failures;
  if ((failures ?? 0) >= POINT_PASSWORD_MAX_FAILURES) return MESSAGES.tooManyRequests;

  if (await verifyPassword(password, member.password_hash)) {
    await db.query('DELETE FROM point_password_failures WHERE member_id = $1', [member.id]);
    return null;
  }
  // A count older than the window starts again.
  await db.query(
    `INSERT INTO point_password_failures (member_id, failures, updated_at) VALUES ($1, 1, $2)
     ON CONFLICT (member_id) DO UPDATE SET updated_at = EXCLUDED.updated_at,
       failures = CASE WHEN point_password_failures.updated_at > $3 THEN point_password_failures.failures + 1 ELSE 1 END`,
    [member.id, new Date(now), windowStart],
  );
  return PLATFORM_MESSAGES.passwordIncorrect;
}
