// Registration: the settings call, the two registration types and the affiliate-code check.
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { CAPTCHA_COOKIE, WEAK_DEFAULT_PASSWORD } from '../sandboxConstants.ts';
import { answer, MESSAGES, ok, type Outcome } from '../envelope.ts';
import { hashPassword } from '../passwordHash.ts';
import { consumeCaptcha } from '../store/captchas.ts';
import { createSession } from '../store/sessions.ts';
import { storeFundsPassword } from '../security/fundsPassword.ts';
import { recordLogin } from '../security/newIp.ts';
import { clientIp } from '../base/systemHandlers.ts';
import type { Deps, Handler, ResponseValue } from '../types.ts';
import { affiliateAgent } from './affiliates.ts';
import { NO_PASSWORD_HASH } from './accountsConstants.ts';
import { storedRegistrationSwitch } from '../base/switches.ts';
import { e164, verifiedPhone } from './phoneProvider.ts';
import { accountTaken, addUpline, insertMember, insertProfile, memberIdByMobile } from './accountRecords.ts';
import { ACCOUNT_MESSAGES, fieldInvalid } from './accountsMessages.ts';
import { checkField, REGISTRATION_FIELDS, type FieldRule, type RegistrationField } from './rules.ts';
import { loadRegistrationSettings, type RegistrationSettings } from './registrationSettings.ts';
import { checkSmsCode, spendSmsCode } from './sms.ts';
import { acceptedPhone, phoneRefusal } from './verification.ts';
import { recordReferral, referralInviter } from '../invite/referrals.ts';
import { joinAffiliateLink } from '../agentCentre/team/affiliateLinks.ts';

type RegisterType = 'register' | 'registerMobile';

/** openapi.yaml `RegisterRequest` / `MobileRegisterRequest`, already validated. */
type RegistrationBody = Partial<Record<RegistrationField, string>> & {
  recommenderId?: string;
  referralCode?: string;
  domain?: string;
  login?: boolean;
  countryDialingCode?: string;
  registerUrl?: string;
  firebaseIdToken?: string;
};

/** Fields required whenever they are asked for, whatever the setting says (spec §5, "Always required"). */
const ALWAYS_REQUIRED: ReadonlySet<RegistrationField> = new Set([
  'username',
  'mobileNum',
  'password',
  'confirmPassword',
  'paymentPassword',
]);

export const getRegisterSettings: Handler<'getRegisterSettings'> = async (c, { db }) => {
  const { options, fields, countries } = await loadRegistrationSettings(db);
  return ok(c, {
    registerTypes: { register: options.registerEnabled, registerMobile: options.registerMobileEnabled },
    smsVerification: options.smsVerification,
    mobileCodeLogin: options.mobileCodeLogin,
    forcedPasswordChange: options.forcedPasswordChange,
    thirdPartyPhoneAuth: await storedRegistrationSwitch(db, 'thirdPartyPhoneAuth'),
    countries,
    defaultCountryDialingCode: options.defaultCountryDialingCode,
    fields,
  });
};

/** Whether the form of this type shows the field. */
function asked(type: RegisterType, field: RegistrationField, settings: RegistrationSettings): boolean {
  switch (field) {
    case 'username':
    case 'confirmPassword':
      return type === 'register';
    case 'password':
      return true;
    case 'mobileNum':
      return type === 'registerMobile' || settings.fields.mobileNum.enabled;
    case 'verificationCode':
      return settings.options.smsVerification && asked(type, 'mobileNum', settings);
    default:
      return settings.fields[field].enabled;
  }
}

/** The rule each asked field is checked with, in form order. */
function rulesFor(type: RegisterType, settings: RegistrationSettings) {
  return REGISTRATION_FIELDS.filter(({ field }) => asked(type, field, settings)).map(({ field, label }) => {
    const setting = settings.fields[field];
    let required = ALWAYS_REQUIRED.has(field) || setting.required;
    // A mobile registration may leave the password out; an empty code is reported by the code check itself.
    if ((type === 'registerMobile' && field === 'password') || field === 'verificationCode') required = false;
    const rule: FieldRule = { ...setting, required };
    return { field, label, rule };
  });
}

/** Both registrations answer the same: a session (or null when `login` is false), or a refusal naming the field. */
type RegisterValue = ResponseValue<'register'> & ResponseValue<'registerMobile'>;

async function registerAs(
  type: RegisterType,
  c: Context,
  body: RegistrationBody,
  deps: Deps,
): Promise<Outcome<RegisterValue, RegisterValue>> {
  const { db, now, proxySecret } = deps;
  const settings = await loadRegistrationSettings(db);
  const { options } = settings;
  const typeEnabled = type === 'register' ? options.registerEnabled : options.registerMobileEnabled;
  const phoneAuth = await storedRegistrationSwitch(db, 'thirdPartyPhoneAuth');
  if (!typeEnabled || (body.firebaseIdToken !== undefined && !phoneAuth)) return { failure: MESSAGES.functionDisabled };

  const rules = rulesFor(type, settings);
  for (const { field, label, rule } of rules) {
    const problem = checkField(rule, body[field], label);
    if (problem) return { failure: fieldInvalid(problem), value: { field } };
  }
  const isAsked = (field: RegistrationField) => rules.some((r) => r.field === field);
  // Only fields the form asks for are kept (affiliateCode is read below whether shown or not).
  const given = (field: RegistrationField) => (isAsked(field) && body[field] !== '' ? body[field] : undefined);

  const mobileNum = given('mobileNum');
  const typedPhone =
    mobileNum === undefined
      ? null
      : { countryDialingCode: body.countryDialingCode ?? options.defaultCountryDialingCode, mobileNum };
  const phone = typedPhone === null ? null : acceptedPhone(settings, typedPhone);
  if (typedPhone !== null && !phone) {
    return {
      failure: phoneRefusal(settings, typedPhone) ?? ACCOUNT_MESSAGES.invalidPhone,
      value: { field: 'mobileNum' },
    };
  }
  if (type === 'register' && body.confirmPassword !== body.password) {
    return { failure: ACCOUNT_MESSAGES.confirmationMismatch, value: { field: 'confirmPassword' } };
  }
  const password = given('password');
  if (password === WEAK_DEFAULT_PASSWORD)
    return { failure: ACCOUNT_MESSAGES.weakPassword, value: { field: 'password' } };

  const captcha = given('captcha');
  if (captcha !== undefined) {
    const captchaId = getCookie(c, CAPTCHA_COOKIE);
    const solved = captchaId !== undefined && (await consumeCaptcha(db, captchaId, captcha, now()));
    if (!solved) return { failure: MESSAGES.captchaInvalid, value: { field: 'captcha' } };
  }

  let smsCodeId: number | null = null;
  if (phone && phoneAuth) {
    // The phone provider's ID token proves the number, in place of the merchant's SMS code.
    const proven = body.firebaseIdToken === undefined ? null : verifiedPhone(deps, body.firebaseIdToken, now());
    if (proven !== e164(phone.countryDialingCode, phone.mobileNum))
      return { failure: ACCOUNT_MESSAGES.phoneUnverified, value: { field: 'mobileNum' } };
  } else if (phone && isAsked('verificationCode')) {
    const check = await checkSmsCode(db, phone.mobileNum, 'register', body.verificationCode, now());
    if (!check.ok) return { failure: check.failure, value: { field: 'verificationCode' } };
    smsCodeId = check.codeId;
  }

  const invitation = body.affiliateCode || body.referralCode;
  // A member's referral code records the invitee under that member (invite friends); any other code is an agent's.
  const inviterId = invitation ? await referralInviter(db, invitation) : null;
  const uplineId = invitation && inviterId === null ? await affiliateAgent(db, invitation, body.domain) : null;
  if (invitation && uplineId === null && inviterId === null)
    return { failure: ACCOUNT_MESSAGES.invitationInvalid, value: { field: 'affiliateCode' } };

  const account = type === 'register' ? body.username! : mobileNum!;
  // scrypt is slow: hash before the transaction holds the (single) connection.
  const passwordHash = password === undefined ? NO_PASSWORD_HASH : await hashPassword(password);
  const paymentPassword = given('paymentPassword');
  const paymentPasswordHash = paymentPassword === undefined ? undefined : await hashPassword(paymentPassword);
  const at = now();
  // An affiliate link's code gives its account type and rebate rates (agentCentre/team/affiliateLinks.ts).
  let isAgent = '0';
  // The duplicate checks and the inserts in one transaction, so two registrations cannot both take a name or number.
  const outcome = await db.transaction(async (tx) => {
    if (await accountTaken(tx, account)) return 'accountTaken' as const;
    if (phone && (await memberIdByMobile(tx, phone.mobileNum)) !== null) return 'mobileTaken' as const;
    const id = (await insertMember(
      tx,
      { account, nickname: account, passwordHash, isAgent: '0', balance: '0.00' },
      at,
    ))!;
    await insertProfile(
      tx,
      id,
      {
        countryDialingCode: phone?.countryDialingCode,
        mobileNum: phone?.mobileNum,
        email: given('email'),
        payeeName: given('payeeName'),
        qqNum: given('qqNum'),
        line: given('line'),
        whatsapp: given('whatsapp'),
        zalo: given('zalo'),
        facebook: given('facebook'),
        wechat: given('wechat'),
        idNumber: given('idNumber'),
        affiliateCode: invitation && inviterId === null ? invitation.toUpperCase() : undefined,
        recommenderId: body.recommenderId,
        registerDomain: body.domain,
        registerUrl: body.registerUrl,
        registerMethod: 'WEB',
      },
      at,
    );
    // The funds password lives with the security centre's (008_security.sql).
    if (paymentPasswordHash !== undefined) await storeFundsPassword(tx, id, paymentPasswordHash, at);
    if (uplineId !== null) await addUpline(tx, id, uplineId);
    if (uplineId !== null) isAgent = await joinAffiliateLink(tx, id, invitation!);
    if (inviterId !== null) await recordReferral(tx, id, inviterId, at);
    if (smsCodeId !== null) await spendSmsCode(tx, smsCodeId, at);
    return id;
  });
  if (outcome === 'accountTaken') {
    return {
      failure: ACCOUNT_MESSAGES.accountExists,
      value: { field: type === 'register' ? 'username' : 'mobileNum' },
    };
  }
  if (outcome === 'mobileTaken') return { failure: ACCOUNT_MESSAGES.mobileExists, value: { field: 'mobileNum' } };
  const memberId = outcome;
  if (body.login === false) return { ok: null };
  const token = await createSession(db, memberId, at);
  // Where the account was made is its first known address (new-IP verification, security/newIp.ts).
  await recordLogin(db, memberId, clientIp(c, proxySecret), at);
  return { ok: { token, firstTimeLogin: false, passwordExpired: false, isAgent, account } };
}

export const register: Handler<'register'> = async (c, deps) =>
  answer(c, await registerAs('register', c, c.get('body'), deps));
export const registerMobile: Handler<'registerMobile'> = async (c, deps) =>
  answer(c, await registerAs('registerMobile', c, c.get('body'), deps));

export const checkAffiliateCode: Handler<'checkAffiliateCode'> = async (c, { db }) => {
  const { code, domain } = c.req.query() as { code: string; domain: string };
  const valid = (await affiliateAgent(db, code, domain)) !== null || (await referralInviter(db, code)) !== null;
  return ok(c, { valid });
};
