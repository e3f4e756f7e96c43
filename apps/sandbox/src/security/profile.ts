// GET /wps/v2/member/securityConfig (the overview) and GET, PUT /wps/member/profile.
import { NO_PASSWORD_HASH } from '../accounts/accountsConstants.ts';
import { badRequest, fail, MESSAGES, ok } from '../envelope.ts';
import { isTrial, type MemberRow } from '../store/memberRecords.ts';
import type { Deps, Handler, RequestBody, Schemas } from '../types.ts';
import { bankCardCount } from './bankCards.ts';
import { chosenQuestion, hasFundsPassword } from './fundsPassword.ts';
import { lastLogins } from './newIp.ts';
import { PROFILE_MAX_AGE_YEARS as MAX_AGE_YEARS, PROFILE_MIN_AGE_YEARS as MIN_AGE_YEARS } from '@wl/rules';
import { MAX_BANK_CARDS, SECURITY_FEATURES } from './securityConstants.ts';
import { SECURITY_MESSAGES } from './securityMessages.ts';
import { securityCaller } from './securityMember.ts';
import {
  loadProfile,
  maskEmail,
  maskMobile,
  sameName,
  updateProfileColumns,
  type ProfileColumn,
  type ProfileRow,
} from './securityRecords.ts';
import { authenticatorBound } from './authenticator.ts';

type IncomeSource = Schemas['IncomeSource'];

function profileComplete(p: ProfileRow): boolean {
  return [p.payee_name, p.birthday, p.address, p.nationality, p.occupation, p.income_source].every((v) => v !== null);
}

function profileOf(member: MemberRow, p: ProfileRow): Schemas['MemberProfile'] {
  return {
    account: member.account,
    nickname: member.nickname,
    realName: p.payee_name,
    realNameEditable: p.payee_name === null,
    birthday: p.birthday,
    address: p.address,
    nationality: p.nationality,
    occupation: p.occupation,
    incomeSource: p.income_source as IncomeSource | null,
    telegram: p.telegram,
  };
}

export const getSecurityConfig: Handler<'getSecurityConfig'> = async (c, { db }) => {
  const member = await securityCaller(c, db);
  if (isTrial(member)) return fail(c, MESSAGES.needTrueAccount);
  const [profile, fundsSet, questionId, cards, authenticator, logins] = await Promise.all([
    loadProfile(db, member.id),
    hasFundsPassword(db, member.id),
    chosenQuestion(db, member.id),
    bankCardCount(db, member.id),
    authenticatorBound(db, member.id),
    lastLogins(db, member.id),
  ]);
  const hasPassword = member.password_hash !== NO_PASSWORD_HASH;
  const state = {
    profile: { isComplete: profileComplete(profile), updateEnabled: true },
    loginPassword: { isComplete: hasPassword && !member.first_login, updateEnabled: true },
    fundsPassword: { isComplete: fundsSet, updateEnabled: true },
    mobile: { isComplete: profile.mobile_num !== null, updateEnabled: profile.mobile_num === null },
    email: { isComplete: profile.email_verified, updateEnabled: !profile.email_verified },
    bankCard: { isComplete: cards > 0, updateEnabled: cards < MAX_BANK_CARDS },
    authenticator: { isComplete: authenticator, updateEnabled: true },
  };
  const items = Object.fromEntries(
    Object.entries(state).map(([name, s]) => {
      const enabled = SECURITY_FEATURES[name as keyof typeof SECURITY_FEATURES];
      return [name, { enabled, isComplete: enabled && s.isComplete, updateEnabled: enabled && s.updateEnabled }];
    }),
  ) as Schemas['SecurityConfig']['items'];
  const enabledItems = Object.values(items).filter((item) => item.enabled);
  return ok(c, {
    items,
    completion: { complete: enabledItems.filter((item) => item.isComplete).length, total: enabledItems.length },
    lastLogin: logins[0] ?? null,
    previousLogin: logins[1] ?? null,
    maskedMobile: profile.mobile_num === null ? null : maskMobile(profile.country_dialing_code, profile.mobile_num),
    maskedEmail: profile.email !== null && profile.email_verified ? maskEmail(profile.email) : null,
    bankCards: { count: cards, max: MAX_BANK_CARDS },
    securityQuestionSet: questionId !== null,
  });
};

export const getProfile: Handler<'getProfile'> = async (c, { db }) => {
  const member = await securityCaller(c, db);
  if (isTrial(member)) return fail(c, MESSAGES.needTrueAccount);
  return ok(c, profileOf(member, await loadProfile(db, member.id)));
};

const USER_ASSIGNED_REGION = /^(?:AA|Q[M-Z]|X[A-JL-Z]|ZZ|EU|EZ|UN)$/;
const regionNames = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
const CONTROL = /\p{C}/u;

/** Whole years between a yyyy-MM-dd birthday and a moment (UTC). */
function ageAt(birthday: { y: number; m: number; d: number }, now: number): number {
  const today = new Date(now);
  let age = today.getUTCFullYear() - birthday.y;
  const beforeBirthday =
    today.getUTCMonth() + 1 < birthday.m || (today.getUTCMonth() + 1 === birthday.m && today.getUTCDate() < birthday.d);
  if (beforeBirthday) age--;
  return age;
}

/** The rules the schema cannot say; a 400 message naming the field, or null. */
function profileProblem(body: RequestBody<'updateProfile'>, now: number): string | null {
  if (body.birthday !== undefined) {
    const [y, m, d] = body.birthday.split('-').map(Number) as [number, number, number];
    const date = new Date(Date.UTC(y, m - 1, d));
    if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) {
      return 'birthday: is not a real date';
    }
    const age = ageAt({ y, m, d }, now);
    if (age < MIN_AGE_YEARS) return `birthday: you must be at least ${MIN_AGE_YEARS} years old`;
    if (age > MAX_AGE_YEARS) return `birthday: must be within the last ${MAX_AGE_YEARS} years`;
  }
  if (body.nationality !== undefined) {
    if (USER_ASSIGNED_REGION.test(body.nationality) || regionNames.of(body.nationality) === undefined) {
      return 'nationality: is not a known ISO 3166-1 country code';
    }
  }
  if (body.address !== undefined) {
    if (CONTROL.test(body.address)) return 'address: must not contain control characters';
    if ([...body.address.trim()].length < 5) return 'address: must NOT have fewer than 5 characters';
  }
  return null;
}

export const updateProfile: Handler<'updateProfile'> = async (c, { db, now }: Deps) => {
  const body = c.get('body');
  const problem = profileProblem(body, now());
  if (problem) return badRequest(c, problem);
  const member = await securityCaller(c, db);
  if (isTrial(member)) return fail(c, MESSAGES.needTrueAccount);
  const current = await loadProfile(db, member.id);
  if (body.realName !== undefined && current.payee_name !== null && !sameName(body.realName, current.payee_name)) {
    return fail(c, SECURITY_MESSAGES.realNameLocked);
  }
  const values: Partial<Record<ProfileColumn, string>> = {};
  if (body.realName !== undefined && current.payee_name === null) values.payee_name = body.realName;
  if (body.birthday !== undefined) values.birthday = body.birthday;
  if (body.address !== undefined) values.address = body.address.trim();
  if (body.nationality !== undefined) values.nationality = body.nationality;
  if (body.occupation !== undefined) values.occupation = body.occupation;
  if (body.incomeSource !== undefined) values.income_source = body.incomeSource;
  if (body.telegram !== undefined) values.telegram = body.telegram.replace(/^@/, '');
  const at = now();
  await db.transaction(async (tx) => {
    await tx.query('UPDATE members SET nickname = $2 WHERE id = $1', [member.id, body.nickname]);
    await updateProfileColumns(tx, member.id, values, at);
  });
  return ok(c, profileOf({ ...member, nickname: body.nickname }, await loadProfile(db, member.id)));
};
