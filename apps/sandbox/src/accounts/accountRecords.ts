// Accounts as registration, free play and password resets make and change them (members and sessions are 001's
// tables; profiles are this area's; the agent tree is member_uplines of 004).
import { MAIN_WALLET } from '../sandboxConstants.ts';
import type { Queryable } from './queryable.ts';
import { nationalNumber } from './phone.ts';
import { postLedger, toMinor } from '../store/ledger.ts';

export interface NewMember {
  account: string;
  nickname: string;
  passwordHash: string;
  /** '0' member, '4' trial. */
  isAgent: string;
  /** Starting balance of the main wallet, decimal string. */
  balance: string;
}

export interface NewProfile {
  countryDialingCode?: string;
  mobileNum?: string;
  email?: string;
  payeeName?: string;
  qqNum?: string;
  line?: string;
  whatsapp?: string;
  zalo?: string;
  facebook?: string;
  wechat?: string;
  idNumber?: string;
  affiliateCode?: string;
  recommenderId?: string;
  registerDomain?: string;
  registerUrl?: string;
  registerMethod: 'WEB' | 'FREEPLAY';
  registerOs?: string;
}

export async function accountTaken(db: Queryable, account: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM members WHERE lower(account) = lower($1)', [account]);
  return rows.length > 0;
}

/** The member whose profile holds this mobile number (national number, leading zeros ignored). */
export async function memberIdByMobile(db: Queryable, mobileNum: string): Promise<number | null> {
  const { rows } = await db.query<{ member_id: number }>(
    'SELECT member_id FROM member_profiles WHERE mobile_num = $1',
    [nationalNumber(mobileNum)],
  );
  return rows[0]?.member_id ?? null;
}

/** The member with this account name and email address (both regardless of case). */
export async function memberByAccountAndEmail(
  db: Queryable,
  account: string,
  email: string,
): Promise<{ id: number; account: string; email: string } | null> {
  const { rows } = await db.query<{ id: number; account: string; email: string }>(
    `SELECT m.id, m.account, p.email FROM members m JOIN member_profiles p ON p.member_id = m.id
      WHERE lower(m.account) = lower($1) AND lower(p.email) = lower($2)`,
    [account, email],
  );
  return rows[0] ?? null;
}

/** Inserts the member with a main wallet; returns its id, or null when the account name is taken. */
export async function insertMember(db: Queryable, member: NewMember, now: number): Promise<number | null> {
  const inserted = await db.query<{ id: number }>(
    `INSERT INTO members (account, nickname, password_hash, is_agent, first_login, password_changed_at, created_at)
     VALUES ($1, $2, $3, $4, false, $5, $5)
     ON CONFLICT (lower(account)) DO NOTHING RETURNING id`,
    [member.account, member.nickname, member.passwordHash, member.isAgent, new Date(now)],
  );
  const id = inserted.rows[0]?.id;
  if (id === undefined) return null;
  // The starting balance (a trial account's play money) opens the member's ledger; the wallet follows it.
  await db.query('INSERT INTO wallets (member_id, vassalage, balance) VALUES ($1, $2, 0)', [id, MAIN_WALLET]);
  const balance = toMinor(member.balance);
  if (balance !== 0n) {
    await postLedger(db, {
      memberId: id,
      wallet: MAIN_WALLET,
      amount: balance,
      kind: 'opening',
      reference: 'opening',
      at: new Date(now),
    });
  }
  return id;
}

export async function insertProfile(db: Queryable, memberId: number, profile: NewProfile, now: number): Promise<void> {
  await db.query(
    `INSERT INTO member_profiles (member_id, country_dialing_code, mobile_num, email, payee_name, qq_num, line,
       whatsapp, zalo, facebook, wechat, id_number, affiliate_code, recommender_id, register_domain, register_url,
       register_method, register_os, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19)`,
    [
      memberId,
      profile.countryDialingCode ?? null,
      profile.mobileNum === undefined ? null : nationalNumber(profile.mobileNum),
      profile.email ?? null,
      profile.payeeName ?? null,
      profile.qqNum ?? null,
      profile.line ?? null,
      profile.whatsapp ?? null,
      profile.zalo ?? null,
      profile.facebook ?? null,
      profile.wechat ?? null,
      profile.idNumber ?? null,
      profile.affiliateCode ?? null,
      profile.recommenderId ?? null,
      profile.registerDomain ?? null,
      profile.registerUrl ?? null,
      profile.registerMethod,
      profile.registerOs ?? null,
      new Date(now),
    ],
  );
}

/** Puts the member in the agent's team. */
export async function addUpline(db: Queryable, memberId: number, uplineId: number): Promise<void> {
  await db.query('INSERT INTO member_uplines (member_id, upline_id) VALUES ($1, $2)', [memberId, uplineId]);
}

/**
 * A new password. `temporary` marks one the member did not choose (mailed): the next login reports the first
 * login so the member picks their own; otherwise the first-login and expired states end.
 */
export async function setPassword(
  db: Queryable,
  memberId: number,
  passwordHash: string,
  now: number,
  options: { temporary: boolean } = { temporary: false },
): Promise<void> {
  await db.query('UPDATE members SET password_hash = $2, first_login = $3, password_changed_at = $4 WHERE id = $1', [
    memberId,
    passwordHash,
    options.temporary,
    new Date(now),
  ]);
}

/** Ends the member's live sessions, except the one of `keepTokenHash`. */
export async function endSessions(db: Queryable, memberId: number, now: number, keepTokenHash?: string): Promise<void> {
  await db.query('UPDATE sessions SET ended_at = $2 WHERE member_id = $1 AND ended_at IS NULL AND token_hash <> $3', [
    memberId,
    new Date(now),
    keepTokenHash ?? '',
  ]);
}
