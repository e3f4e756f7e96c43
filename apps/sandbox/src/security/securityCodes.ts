// Codes that bind a mobile number or email, and codes that verify a login from a new address: sent through the
// outbox (read in development at GET /sandbox/outbox), checked against the member's newest live code of the
// purpose and recipient, spent after SECURITY_CODE_MAX_CHECKS wrong guesses. The texts are the SMS codes' own.
import { randomInt, timingSafeEqual } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import { SMS_THROTTLE } from '../accounts/accountsConstants.ts';
import { ACCOUNT_MESSAGES, throttled } from '../accounts/accountsMessages.ts';
import { sendMessage } from '../accounts/outbox.ts';
import type { Queryable } from '../accounts/queryable.ts';
import { throttle } from '../accounts/throttle.ts';
import type { Message, Outcome } from '../envelope.ts';
import {
  EMAIL_SECURITY_CODE_TTL_MS,
  SECURITY_CODE_LENGTH,
  SECURITY_CODE_MAX_CHECKS,
  SMS_SECURITY_CODE_TTL_MS,
} from './securityConstants.ts';

export type CodePurpose = 'bindMobile' | 'bindEmail' | 'verifyLogin';
export type CodeChannel = 'sms' | 'email';

export interface CodeTarget {
  channel: CodeChannel;
  /** The national mobile number without leading zeros, or the lower-case email address. */
  recipient: string;
  countryDialingCode?: string;
}

const WHAT: Record<CodePurpose, string> = {
  bindMobile: 'to bind this mobile number to your account',
  bindEmail: 'to verify this email address for your account',
  verifyLogin: 'to confirm a login from a new address. If this was not you, change your password',
};

function newCode(): string {
  return String(randomInt(10 ** SECURITY_CODE_LENGTH)).padStart(SECURITY_CODE_LENGTH, '0');
}

/** Stores a new code (the member's older ones of the purpose stop working) and sends it; returns its expiry. */
export async function sendSecurityCode(
  db: Queryable,
  memberId: number,
  purpose: CodePurpose,
  target: CodeTarget,
  now: number,
): Promise<number> {
  const ttl = target.channel === 'sms' ? SMS_SECURITY_CODE_TTL_MS : EMAIL_SECURITY_CODE_TTL_MS;
  const code = newCode();
  await db.query('UPDATE security_codes SET used_at = $3 WHERE member_id = $1 AND purpose = $2 AND used_at IS NULL', [
    memberId,
    purpose,
    new Date(now),
  ]);
  await db.query(
    `INSERT INTO security_codes (member_id, purpose, channel, recipient, country_dialing_code, code, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      memberId,
      purpose,
      target.channel,
      target.recipient,
      target.countryDialingCode ?? null,
      code,
      new Date(now),
      new Date(now + ttl),
    ],
  );
  const minutes = ttl / 60_000;
  const body = `Your verification code is ${code} ${WHAT[purpose]}. It expires in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
  await sendMessage(
    db,
    {
      channel: target.channel,
      recipient: target.recipient,
      subject: target.channel === 'email' ? 'Your verification code' : undefined,
      body,
    },
    now,
  );
  return now + ttl;
}

/**
 * Sends a code as `sendSecurityCode` does, unless its recipient has had too many lately: one count per phone
 * (`sms:`, the login SMS's key) or address (`mail:`), whatever the purpose, for the limit protects the recipient.
 * The count and the code in one transaction; a refusal carries the seconds to wait.
 */
export async function sendSecurityCodeWithinLimit(
  db: PGlite,
  memberId: number,
  purpose: CodePurpose,
  target: CodeTarget,
  now: number,
): Promise<Outcome<{ expirationTime: number }, { retryAfter: number }>> {
  const result = await db.transaction(async (tx) => {
    const key = target.channel === 'sms' ? `sms:${target.recipient}` : `mail:${target.recipient}`;
    const verdict = await throttle(tx, key, SMS_THROTTLE, now);
    if (!verdict.allowed) return verdict;
    return { expirationTime: await sendSecurityCode(tx, memberId, purpose, target, now) };
  });
  if ('expirationTime' in result) return { ok: result };
  const { what, value } = throttled(result);
  return { failure: what, value };
}

export type CodeCheck = { ok: true; codeId: number } | { ok: false; failure: Message };

/**
 * Checks a code against the member's newest live code of the purpose sent to `recipient`. A wrong guess is counted
 * (commit it even when refusing); a right code must be spent with `spendSecurityCode` where it is used.
 */
export async function checkSecurityCode(
  db: Queryable,
  memberId: number,
  purpose: CodePurpose,
  recipient: string | null,
  code: string,
  now: number,
): Promise<CodeCheck> {
  const row = (
    await db.query<{ id: number; code: string; failed_checks: number; expires_at: Date; recipient: string }>(
      `SELECT id, code, failed_checks, expires_at, recipient FROM security_codes
        WHERE member_id = $1 AND purpose = $2 AND used_at IS NULL ORDER BY created_at DESC, id DESC LIMIT 1`,
      [memberId, purpose],
    )
  ).rows[0];
  if (!row || (recipient !== null && row.recipient !== recipient) || row.failed_checks >= SECURITY_CODE_MAX_CHECKS) {
    return { ok: false, failure: ACCOUNT_MESSAGES.codeInvalid };
  }
  if (row.expires_at.getTime() <= now) return { ok: false, failure: ACCOUNT_MESSAGES.codeExpired };
  const expected = Buffer.from(row.code);
  const given = Buffer.from(code);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
    await db.query('UPDATE security_codes SET failed_checks = failed_checks + 1 WHERE id = $1', [row.id]);
    return { ok: false, failure: ACCOUNT_MESSAGES.codeInvalid };
  }
  return { ok: true, codeId: row.id };
}

export async function spendSecurityCode(db: Queryable, codeId: number, now: number): Promise<void> {
  await db.query('UPDATE security_codes SET used_at = $2 WHERE id = $1', [codeId, new Date(now)]);
}
