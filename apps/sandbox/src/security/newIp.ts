// New-IP verification (spec §4): a right password from an address the member has not logged in from opens no
// session but a pending login (login_verifications) that one of the member's proofs completes. The first address a
// member ever logs in from is known without asking; an SMS login is itself a proof of the mobile number.
import type { Queryable } from '../accounts/queryable.ts';
import { hashToken, newToken } from '../crypto.ts';
import { isTrial, type MemberRow } from '../store/memberRecords.ts';
import type { Schemas } from '../types.ts';
import { authenticatorBound } from './authenticator.ts';
import { bankCardCount } from './bankCards.ts';
import { LOGIN_VERIFICATION_TTL_MS, SECURITY_FEATURES } from './securityConstants.ts';
import { loadProfile, maskEmail, maskMobile } from './securityRecords.ts';

type Method = Schemas['LoginVerificationMethod'];
/** The login answer's value when verification is needed. */
export type VerificationRequired = Schemas['LoginVerificationRequired'];

/** A completed login: its time and address are kept, and the address becomes known. */
export async function recordLogin(db: Queryable, memberId: number, ip: string, now: number): Promise<void> {
  await db.query('INSERT INTO member_logins (member_id, ip, created_at) VALUES ($1, $2, $3)', [
    memberId,
    ip,
    new Date(now),
  ]);
  await db.query(
    `INSERT INTO member_known_ips (member_id, ip, first_seen_at) VALUES ($1, $2, $3)
     ON CONFLICT (member_id, ip) DO NOTHING`,
    [memberId, ip, new Date(now)],
  );
}

/** The newest two completed logins, newest first. */
export async function lastLogins(db: Queryable, memberId: number): Promise<Schemas['LoginRecord'][]> {
  const { rows } = await db.query<{ created_at: Date; ip: string }>(
    'SELECT created_at, ip FROM member_logins WHERE member_id = $1 ORDER BY created_at DESC, id DESC LIMIT 2',
    [memberId],
  );
  return rows.map((row) => ({ time: row.created_at.toISOString(), ip: row.ip }));
}

/** What the member can verify a login with, and where the codes would go. */
export async function verificationMethods(
  db: Queryable,
  memberId: number,
): Promise<{ methods: Method[]; maskedMobile: string | null; maskedEmail: string | null }> {
  const profile = await loadProfile(db, memberId);
  const methods: Method[] = [];
  if (SECURITY_FEATURES.mobile && profile.mobile_num !== null) methods.push('sms');
  if (SECURITY_FEATURES.email && profile.email !== null && profile.email_verified) methods.push('email');
  if (SECURITY_FEATURES.bankCard && (await bankCardCount(db, memberId)) > 0) methods.push('bankAccountName');
  if (SECURITY_FEATURES.authenticator && (await authenticatorBound(db, memberId))) methods.push('authenticator');
  return {
    methods,
    maskedMobile: methods.includes('sms') ? maskMobile(profile.country_dialing_code, profile.mobile_num!) : null,
    maskedEmail: methods.includes('email') ? maskEmail(profile.email!) : null,
  };
}

/**
 * Called by a login whose password was right: null lets it through (the login is recorded and the address known);
 * otherwise the pending login's answer. A member with nothing to verify with, and trial accounts, are let through.
 */
export async function newIpGate(
  db: Queryable,
  member: MemberRow,
  ip: string,
  now: number,
): Promise<VerificationRequired | null> {
  if (isTrial(member)) return null;
  const forced = await db.query('DELETE FROM forced_new_ip WHERE member_id = $1 RETURNING member_id', [member.id]);
  const { rows } = await db.query<{ ip: string }>('SELECT ip FROM member_known_ips WHERE member_id = $1', [member.id]);
  const known = rows.length === 0 || rows.some((row) => row.ip === ip);
  if (forced.rows.length === 0 && known) {
    await recordLogin(db, member.id, ip, now);
    return null;
  }
  const offer = await verificationMethods(db, member.id);
  if (offer.methods.length === 0) {
    await recordLogin(db, member.id, ip, now);
    return null;
  }
  const token = newToken();
  const expiresAt = now + LOGIN_VERIFICATION_TTL_MS;
  await db.query(
    `INSERT INTO login_verifications (token_hash, member_id, ip, created_at, expires_at) VALUES ($1, $2, $3, $4, $5)`,
    [hashToken(token), member.id, ip, new Date(now), new Date(expiresAt)],
  );
  return { verificationRequired: { verificationToken: token, expiresAt, ...offer } };
}

export interface PendingLogin {
  tokenHash: string;
  memberId: number;
  ip: string;
  failures: number;
}

/** The live pending login of a verification token, or null (unknown, ended, expired). */
export async function findPendingLogin(db: Queryable, token: string, now: number): Promise<PendingLogin | null> {
  const { rows } = await db.query<{ token_hash: string; member_id: number; ip: string; failures: number }>(
    `SELECT token_hash, member_id, ip, failures FROM login_verifications
      WHERE token_hash = $1 AND ended_at IS NULL AND expires_at > $2`,
    [hashToken(token), new Date(now)],
  );
  const row = rows[0];
  return row ? { tokenHash: row.token_hash, memberId: row.member_id, ip: row.ip, failures: row.failures } : null;
}

/** The member's next login counts as one from a new address (the development route). */
export async function forceNewIp(db: Queryable, memberId: number, now: number): Promise<void> {
  await db.query(
    `INSERT INTO forced_new_ip (member_id, created_at) VALUES ($1, $2)
     ON CONFLICT (member_id) DO UPDATE SET created_at = EXCLUDED.created_at`,
    [memberId, new Date(now)],
  );
}
