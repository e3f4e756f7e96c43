// The member's contact details and profile as the security centre reads and writes them (member_profiles of 002,
// widened by 008), and the masks every answer shows them with.
import type { Queryable } from '../accounts/queryable.ts';
import { dialingDigits, nationalNumber } from '../accounts/phone.ts';
import { MASK_DOT } from './securityConstants.ts';

export interface ProfileRow {
  country_dialing_code: string | null;
  mobile_num: string | null;
  email: string | null;
  email_verified: boolean;
  payee_name: string | null;
  birthday: string | null;
  address: string | null;
  nationality: string | null;
  occupation: string | null;
  income_source: string | null;
  telegram: string | null;
}

const EMPTY_PROFILE: ProfileRow = {
  country_dialing_code: null,
  mobile_num: null,
  email: null,
  email_verified: false,
  payee_name: null,
  birthday: null,
  address: null,
  nationality: null,
  occupation: null,
  income_source: null,
  telegram: null,
};

/** The member's profile row; every field null for members made without one (seeds of other areas). */
export async function loadProfile(db: Queryable, memberId: number): Promise<ProfileRow> {
  const { rows } = await db.query<ProfileRow>(
    `SELECT country_dialing_code, mobile_num, email, email_verified, payee_name, to_char(birthday, 'YYYY-MM-DD') AS birthday,
       address, nationality, occupation, income_source, telegram
     FROM member_profiles WHERE member_id = $1`,
    [memberId],
  );
  return rows[0] ?? EMPTY_PROFILE;
}

/** Makes sure the member has a profile row (members made elsewhere have none; register_method stays unknown). */
export async function ensureProfile(db: Queryable, memberId: number, now: number): Promise<void> {
  await db.query(
    `INSERT INTO member_profiles (member_id, register_method, created_at) VALUES ($1, NULL, $2)
     ON CONFLICT (member_id) DO NOTHING`,
    [memberId, new Date(now)],
  );
}

/** Profile columns the profile form writes. */
export type ProfileColumn =
  'payee_name' | 'birthday' | 'address' | 'nationality' | 'occupation' | 'income_source' | 'telegram';

export async function updateProfileColumns(
  db: Queryable,
  memberId: number,
  values: Partial<Record<ProfileColumn, string>>,
  now: number,
): Promise<void> {
  await ensureProfile(db, memberId, now);
  const entries = Object.entries(values) as [ProfileColumn, string][];
  if (entries.length === 0) return;
  const sets = entries.map(([column], i) => `${column} = $${i + 3}`);
  await db.query(`UPDATE member_profiles SET updated_at = $2, ${sets.join(', ')} WHERE member_id = $1`, [
    memberId,
    new Date(now),
    ...entries.map(([, value]) => value),
  ]);
}

/** Names compared as people type them: trimmed, single spaces, without case, Unicode NFC. */
export function sameName(a: string, b: string): boolean {
  const norm = (s: string) => s.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase();
  return norm(a) === norm(b);
}

/** `+66 81••••678`: the dialling code, the first two and last three digits of the national number. */
export function maskMobile(countryDialingCode: string | null, mobileNum: string): string {
  const national = nationalNumber(mobileNum);
  const shown =
    national.length > 5
      ? `${national.slice(0, 2)}${MASK_DOT.repeat(national.length - 5)}${national.slice(-3)}`
      : `${MASK_DOT.repeat(national.length - 1)}${national.slice(-1)}`;
  return countryDialingCode ? `+${dialingDigits(countryDialingCode)} ${shown}` : shown;
}

/** `de••@example.com`: the first two characters of the name (one when it is short), the domain whole. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  const name = email.slice(0, at);
  const shown = name.length > 3 ? 2 : 1;
  return `${name.slice(0, shown)}${MASK_DOT.repeat(Math.max(2, name.length - shown))}${email.slice(at)}`;
}
