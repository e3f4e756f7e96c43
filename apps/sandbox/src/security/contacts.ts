// Binding a mobile number (POST /wps/member/mobile/verification, PUT /wps/member/mobile) and an email address
// (POST /wps/member/email/verification, PUT /wps/member/email) with a code sent to it.
import { ACCOUNT_MESSAGES } from '../accounts/accountsMessages.ts';
import { memberIdByMobile } from '../accounts/accountRecords.ts';
import { nationalNumber } from '../accounts/phone.ts';
import type { Queryable } from '../accounts/queryable.ts';
import { loadRegistrationSettings } from '../accounts/registrationSettings.ts';
import { acceptedPhone, phoneRefusal } from '../accounts/verification.ts';
import { answer, fail, MESSAGES, ok } from '../envelope.ts';
import { isTrial } from '../store/memberRecords.ts';
import type { Handler } from '../types.ts';
import { checkSecurityCode, sendSecurityCodeWithinLimit, spendSecurityCode } from './securityCodes.ts';
import { SECURITY_FEATURES } from './securityConstants.ts';
import { SECURITY_MESSAGES } from './securityMessages.ts';
import { securityCaller } from './securityMember.ts';
import { ensureProfile, loadProfile } from './securityRecords.ts';

/** Whether another member has this address verified. */
async function emailTaken(db: Queryable, memberId: number, email: string): Promise<boolean> {
  const { rows } = await db.query(
    'SELECT 1 FROM member_profiles WHERE lower(email) = lower($1) AND email_verified AND member_id <> $2',
    [email, memberId],
  );
  return rows.length > 0;
}

async function mobileTaken(db: Queryable, memberId: number, mobileNum: string): Promise<boolean> {
  const owner = await memberIdByMobile(db, mobileNum);
  return owner !== null && owner !== memberId;
}

export const sendBindMobileCode: Handler<'sendBindMobileCode'> = async (c, { db, now }) => {
  const member = await securityCaller(c, db);
  if (isTrial(member)) return fail(c, MESSAGES.needTrueAccount);
  if (!SECURITY_FEATURES.mobile) return fail(c, MESSAGES.functionDisabled);
  if ((await loadProfile(db, member.id)).mobile_num !== null) return fail(c, SECURITY_MESSAGES.mobileAlreadyBound);
  const settings = await loadRegistrationSettings(db);
  const phone = acceptedPhone(settings, c.get('body'));
  if (!phone) return fail(c, phoneRefusal(settings, c.get('body')) ?? ACCOUNT_MESSAGES.invalidPhone);
  if (await mobileTaken(db, member.id, phone.mobileNum)) return fail(c, ACCOUNT_MESSAGES.mobileExists);
  const national = nationalNumber(phone.mobileNum);
  const at = now();
  const target = { channel: 'sms' as const, recipient: national, countryDialingCode: phone.countryDialingCode };
  return answer(c, await sendSecurityCodeWithinLimit(db, member.id, 'bindMobile', target, at));
};

export const bindMobile: Handler<'bindMobile'> = async (c, { db, now }) => {
  const body = c.get('body');
  const member = await securityCaller(c, db);
  if (isTrial(member)) return fail(c, MESSAGES.needTrueAccount);
  if (!SECURITY_FEATURES.mobile) return fail(c, MESSAGES.functionDisabled);
  if ((await loadProfile(db, member.id)).mobile_num !== null) return fail(c, SECURITY_MESSAGES.mobileAlreadyBound);
  const settings = await loadRegistrationSettings(db);
  const phone = acceptedPhone(settings, body);
  if (!phone) return fail(c, phoneRefusal(settings, body) ?? ACCOUNT_MESSAGES.invalidPhone);
  const national = nationalNumber(phone.mobileNum);
  const at = now();
  // A wrong code is counted outside the binding's transaction, so refusing does not forget it.
  const check = await checkSecurityCode(db, member.id, 'bindMobile', national, body.verificationCode, at);
  if (!check.ok) return fail(c, check.failure);
  const bound = await db.transaction(async (tx) => {
    if (await mobileTaken(tx, member.id, national)) return false;
    await ensureProfile(tx, member.id, at);
    await tx.query(
      `UPDATE member_profiles SET mobile_num = $2, country_dialing_code = $3, updated_at = $4
        WHERE member_id = $1 AND mobile_num IS NULL`,
      [member.id, national, phone.countryDialingCode, new Date(at)],
    );
    await spendSecurityCode(tx, check.codeId, at);
    return true;
  });
  return bound ? ok(c, null) : fail(c, ACCOUNT_MESSAGES.mobileExists);
};

export const sendBindEmailCode: Handler<'sendBindEmailCode'> = async (c, { db, now }) => {
  const email = c.get('body').email.toLowerCase();
  const member = await securityCaller(c, db);
  if (isTrial(member)) return fail(c, MESSAGES.needTrueAccount);
  if (!SECURITY_FEATURES.email) return fail(c, MESSAGES.functionDisabled);
  if ((await loadProfile(db, member.id)).email_verified) return fail(c, SECURITY_MESSAGES.emailAlreadyBound);
  if (await emailTaken(db, member.id, email)) return fail(c, SECURITY_MESSAGES.emailExists);
  const at = now();
  const target = { channel: 'email' as const, recipient: email };
  return answer(c, await sendSecurityCodeWithinLimit(db, member.id, 'bindEmail', target, at));
};

export const bindEmail: Handler<'bindEmail'> = async (c, { db, now }) => {
  const body = c.get('body');
  const email = body.email.toLowerCase();
  const member = await securityCaller(c, db);
  if (isTrial(member)) return fail(c, MESSAGES.needTrueAccount);
  if (!SECURITY_FEATURES.email) return fail(c, MESSAGES.functionDisabled);
  if ((await loadProfile(db, member.id)).email_verified) return fail(c, SECURITY_MESSAGES.emailAlreadyBound);
  const at = now();
  const check = await checkSecurityCode(db, member.id, 'bindEmail', email, body.verificationCode, at);
  if (!check.ok) return fail(c, check.failure);
  const bound = await db.transaction(async (tx) => {
    if (await emailTaken(tx, member.id, email)) return false;
    await ensureProfile(tx, member.id, at);
    await tx.query(
      'UPDATE member_profiles SET email = $2, email_verified = true, updated_at = $3 WHERE member_id = $1',
      [member.id, email, new Date(at)],
    );
    await spendSecurityCode(tx, check.codeId, at);
    return true;
  });
  return bound ? ok(c, null) : fail(c, SECURITY_MESSAGES.emailExists);
};
