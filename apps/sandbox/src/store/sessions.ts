import type { PGlite } from '@electric-sql/pglite';
import { SESSION_MAX_AGE_MS } from '../sandboxConstants.ts';
import { hashToken, newToken } from '../crypto.ts';

export interface SessionMember {
  memberId: number;
  tokenHash: string;
}

export async function createSession(db: PGlite, memberId: number, now: number): Promise<string> {
  const token = newToken();
  await db.query('INSERT INTO sessions (token_hash, member_id, created_at) VALUES ($1, $2, $3)', [
    hashToken(token),
    memberId,
    new Date(now),
  ]);
  return token;
}

/** The live session of a token, or null when unknown, ended or too old. */
export async function findSession(db: PGlite, token: string, now: number): Promise<SessionMember | null> {
  const row = (
    await db.query<{ member_id: number; token_hash: string }>(
      'SELECT member_id, token_hash FROM sessions WHERE token_hash = $1 AND ended_at IS NULL AND created_at > $2',
      [hashToken(token), new Date(now - SESSION_MAX_AGE_MS)],
    )
  ).rows[0];
  return row ? { memberId: row.member_id, tokenHash: row.token_hash } : null;
}

export async function endSession(db: PGlite, tokenHash: string, now: number): Promise<void> {
  await db.query('UPDATE sessions SET ended_at = $2 WHERE token_hash = $1 AND ended_at IS NULL', [
    tokenHash,
    new Date(now),
  ]);
}
