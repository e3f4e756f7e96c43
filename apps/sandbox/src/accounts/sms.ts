// SMS verification codes: sent through the outbox, checked once, spent after SMS_CODE_MAX_CHECKS wrong guesses.
import { randomInt, timingSafeEqual } from 'node:crypto';
import { SMS_CODE_LENGTH, SMS_CODE_MAX_CHECKS, SMS_CODE_TTL_MS } from './accountsConstants.ts';
import type { Queryable } from './queryable.ts';
import type { Message } from '../envelope.ts';
import { ACCOUNT_MESSAGES } from './accountsMessages.ts';
import { sendMessage } from './outbox.ts';
import { internationalNumber, nationalNumber } from './phone.ts';

/** login: login and password reset by phone (sms/noLogin); register: registration (sms/register). */
export type SmsPurpose = 'login' | 'register';

export function newCode(): string {
  return String(randomInt(10 ** SMS_CODE_LENGTH)).padStart(SMS_CODE_LENGTH, '0');
}

/** Stores a new code for the number (the older ones of the same purpose stop working) and sends it; returns its expiry. */
export async function sendSmsCode(
  db: Queryable,
  phone: { countryDialingCode: string; mobileNum: string },
  purpose: SmsPurpose,
  now: number,
): Promise<number> {
  const national = nationalNumber(phone.mobileNum);
  const code = newCode();
  const expiresAt = now + SMS_CODE_TTL_MS;
  await db.query('UPDATE sms_codes SET used_at = $3 WHERE mobile_num = $1 AND purpose = $2 AND used_at IS NULL', [
    national,
    purpose,
    new Date(now),
  ]);
  await db.query(
    `INSERT INTO sms_codes (mobile_num, country_dialing_code, purpose, code, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [national, phone.countryDialingCode, purpose, code, new Date(now), new Date(expiresAt)],
  );
  const minutes = SMS_CODE_TTL_MS / 60_000;
  await sendMessage(
    db,
    {
      channel: 'sms',
      recipient: national,
      body: `Your verification code is ${code}. It expires in ${minutes} minute${minutes === 1 ? '' : 's'}. Sent to ${internationalNumber(phone.countryDialingCode, phone.mobileNum)}.`,
    },
    now,
  );
  return expiresAt;
}

export type SmsCheck = { ok: true; codeId: number } | { ok: false; failure: Message };

/**
 * Checks a code against the number's live code of that purpose. A wrong guess is counted (commit it even when the
 * caller refuses the request); a right one must be spent with `spendSmsCode` in the same transaction as its use.
 */
export async function checkSmsCode(
  db: Queryable,
  mobileNum: string,
  purpose: SmsPurpose,
  code: string | undefined,
  now: number,
): Promise<SmsCheck> {
  if (code === undefined || code === '') return { ok: false, failure: ACCOUNT_MESSAGES.codeMissing };
  const row = (
    await db.query<{ id: number; code: string; failed_checks: number; expires_at: Date }>(
      `SELECT id, code, failed_checks, expires_at FROM sms_codes
        WHERE mobile_num = $1 AND purpose = $2 AND used_at IS NULL ORDER BY created_at DESC, id DESC LIMIT 1`,
      [nationalNumber(mobileNum), purpose],
    )
  ).rows[0];
  if (!row || row.failed_checks >= SMS_CODE_MAX_CHECKS) return { ok: false, failure: ACCOUNT_MESSAGES.codeInvalid };
  if (row.expires_at.getTime() <= now) return { ok: false, failure: ACCOUNT_MESSAGES.codeExpired };
  const expected = Buffer.from(row.code);
  const given = Buffer.from(code);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
    await db.query('UPDATE sms_codes SET failed_checks = failed_checks + 1 WHERE id = $1', [row.id]);
    return { ok: false, failure: ACCOUNT_MESSAGES.codeInvalid };
  }
  return { ok: true, codeId: row.id };
}

export async function spendSmsCode(db: Queryable, codeId: number, now: number): Promise<void> {
  await db.query('UPDATE sms_codes SET used_at = $2 WHERE id = $1', [codeId, new Date(now)]);
}
