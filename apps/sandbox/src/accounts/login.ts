// POST /wps/session/login, /wps/session/login/v2 and /wps/session/login/freeplay. Both logins take the same
// request and keep the same rules; v2 also answers the member info.
import { randomInt } from 'node:crypto';
import { getCookie } from 'hono/cookie';
import type { Context } from 'hono';
import { CAPTCHA_COOKIE, PASSWORD_MAX_AGE_MS, TRIAL_IS_AGENT } from '../sandboxConstants.ts';
import { fail, MESSAGES, ok, type Failure, type Message } from '../envelope.ts';
import { hashPassword, verifyPassword } from '../passwordHash.ts';
import { clientIp } from '../base/systemHandlers.ts';
import { switchOn } from '../base/switches.ts';
import { consumeCaptcha } from '../store/captchas.ts';
import { findMemberByAccount, findMemberById, memberInfoOf, type MemberRow } from '../store/memberRecords.ts';
import { createSession } from '../store/sessions.ts';
import { newIpGate, recordLogin } from '../security/newIp.ts';
import { SECURITY_MESSAGES } from '../security/securityMessages.ts';
import type { Deps, Handler, RequestBody, Schemas } from '../types.ts';
import {
  FREEPLAY_THROTTLE,
  NO_PASSWORD_HASH,
  TRIAL_ACCOUNT_DIGITS,
  TRIAL_ACCOUNT_PREFIX,
  TRIAL_BALANCE,
  TRIAL_NICKNAME,
} from './accountsConstants.ts';
import { insertMember, insertProfile, memberIdByMobile } from './accountRecords.ts';
import { ACCOUNT_MESSAGES, throttled } from './accountsMessages.ts';
import {
  accountNeedsCaptcha,
  countTry,
  gateAddress,
  settleFailure,
  settleSuccess,
  throttleAddress,
} from './loginThrottle.ts';
import { nationalNumber } from './phone.ts';
import { loadRegistrationSettings } from './registrationSettings.ts';
import { checkSmsCode, spendSmsCode } from './sms.ts';
import { throttle } from './throttle.ts';

/** openapi.yaml `LoginRequest` (a union tagged by `type`), already validated; both logins take it. */
type LoginRequest = RequestBody<'login'> & RequestBody<'loginV2'>;
/**
 * A refused login, with `{ captcha }` when the captcha is (now) needed, or the pending login of a new address
 * (security/newIp.ts).
 */
type LoginRefusal = Failure<Schemas['LoginFailure'] | Schemas['LoginVerificationRequired'] | null>;

/** A successful login: the member and the token of its new session. */
interface LoggedIn {
  member: MemberRow;
  token: string;
}

// Unknown accounts are checked against this hash so they take as long as known ones (no timing enumeration).
let dummyHash: Promise<string> | undefined;
function timingDummy(): Promise<string> {
  dummyHash ??= hashPassword('not-a-password');
  return dummyHash;
}

async function passwordLogin(
  c: Context,
  { db, now, proxySecret }: Deps,
  body: Extract<LoginRequest, { type: 'username' }>,
): Promise<LoggedIn | LoginRefusal> {
  const account = body.username;
  const ip = clientIp(c, proxySecret);
  const address = throttleAddress(ip);
  const at = now();
  // The checks and the count of this try in one transaction: parallel tries meet the limits one after another.
  const refusal = await db.transaction(async (tx): Promise<LoginRefusal | null> => {
    const standing = await gateAddress(tx, address, at);
    const captcha = standing.captcha || (await accountNeedsCaptcha(tx, account));
    if (standing.refused) return { failure: standing.refused, value: { captcha } };
    if (captcha) {
      if (!body.captcha) return { failure: MESSAGES.captchaRequired, value: { captcha: true } };
      const captchaId = getCookie(c, CAPTCHA_COOKIE);
      const solved = captchaId !== undefined && (await consumeCaptcha(tx, captchaId, body.captcha, at));
      if (!solved) return { failure: MESSAGES.captchaInvalid, value: { captcha: true } };
    }
    await countTry(tx, address, { account }, at);
    return null;
  });
  if (refusal) return refusal;

  const member = await findMemberByAccount(db, account);
  const passwordOk = await verifyPassword(body.password, member?.password_hash ?? (await timingDummy()));
  if (!member || !passwordOk) {
    const settled = await db.transaction((tx) => settleFailure(tx, address, account, now()));
    if (settled.locked) return { failure: MESSAGES.tooManyRequests, value: { captcha: true } };
    return { failure: MESSAGES.loginFailed, value: { captcha: settled.captcha } };
  }
  await settleSuccess(db, address, { account });
  const pending = await newIpGate(db, member, ip, now());
  if (pending) return { failure: SECURITY_MESSAGES.verificationRequired, value: pending };
  return { member, token: await createSession(db, member.id, now()) };
}

/**
 * The code of `/wps/verification/sms/noLogin` logs in the member whose profile holds the number. The code proves
 * the mobile number, so a new address asks nothing more: it becomes known. The address's limits apply as to a
 * password login (no captcha: the request has none; the code itself is spent after a few wrong guesses).
 */
async function smsLogin(
  c: Context,
  { db, now, proxySecret }: Deps,
  body: Extract<LoginRequest, { type: 'sms' }>,
): Promise<LoggedIn | LoginRefusal> {
  const { options } = await loadRegistrationSettings(db);
  if (!options.mobileCodeLogin) return { failure: MESSAGES.functionDisabled };
  const ip = clientIp(c, proxySecret);
  const address = throttleAddress(ip);
  const mobile = nationalNumber(body.mobileNum);
  const refusal = await db.transaction(async (tx): Promise<LoginRefusal | null> => {
    const standing = await gateAddress(tx, address, now());
    if (standing.refused) return { failure: standing.refused };
    await countTry(tx, address, { sms: mobile }, now());
    return null;
  });
  if (refusal) return refusal;

  const failed = async (failure: Message): Promise<LoginRefusal> => {
    const settled = await db.transaction((tx) => settleFailure(tx, address, null, now()));
    return { failure: settled.locked ? MESSAGES.tooManyRequests : failure };
  };
  const check = await checkSmsCode(db, body.mobileNum, 'login', body.verificationCode, now());
  if (!check.ok) return failed(check.failure);
  const memberId = await memberIdByMobile(db, body.mobileNum);
  const member = memberId === null ? null : await findMemberById(db, memberId);
  if (!member) return failed(ACCOUNT_MESSAGES.mobileNotRegistered);
  await spendSmsCode(db, check.codeId, now());
  await settleSuccess(db, address, { account: member.account, sms: mobile });
  await recordLogin(db, member.id, ip, now());
  return { member, token: await createSession(db, member.id, now()) };
}

/** Either login type: the member and a new session, or the business failure to answer. */
function logIn(c: Context, deps: Deps, body: LoginRequest): Promise<LoggedIn | LoginRefusal> {
  return body.type === 'sms' ? smsLogin(c, deps, body) : passwordLogin(c, deps, body);
}

/** The contract's `LoginSession`. */
function loginSession({ member, token }: LoggedIn, now: number) {
  return {
    token,
    firstTimeLogin: member.first_login,
    passwordExpired: now - member.password_changed_at.getTime() > PASSWORD_MAX_AGE_MS,
    isAgent: member.is_agent,
    account: member.account,
  };
}

export const login: Handler<'login'> = async (c, deps) => {
  const result = await logIn(c, deps, c.get('body'));
  return 'failure' in result ? fail(c, result.failure, result.value) : ok(c, loginSession(result, deps.now()));
};

/** The contract's `LoginV2Session`: the session and the member info (also the answer of a verified new-IP login). */
export function loginV2Session(loggedIn: LoggedIn, now: number) {
  return { ...loginSession(loggedIn, now), memberInfo: memberInfoOf(loggedIn.member) };
}

/** The login of v1 with the member info in the answer. */
export const loginV2: Handler<'loginV2'> = async (c, deps) => {
  const result = await logIn(c, deps, c.get('body'));
  if ('failure' in result) return fail(c, result.failure, result.value);
  return ok(c, loginV2Session(result, deps.now()));
};

function trialAccountName(): string {
  const digits = String(randomInt(10 ** TRIAL_ACCOUNT_DIGITS)).padStart(TRIAL_ACCOUNT_DIGITS, '0');
  return `${TRIAL_ACCOUNT_PREFIX}${digits}`;
}

export const loginFreePlay: Handler<'loginFreePlay'> = async (c, { db, now, proxySecret }) => {
  if (!(await switchOn(db, 'LOGIN_FREE_PLAY'))) return fail(c, MESSAGES.functionDisabled);
  const { os } = c.get('body');
  const at = now();
  const outcome = await db.transaction(async (tx) => {
    const verdict = await throttle(tx, `freeplay:${clientIp(c, proxySecret)}`, FREEPLAY_THROTTLE, at);
    if (!verdict.allowed) return verdict;
    // A random name can be taken already: draw again.
    for (;;) {
      const account = trialAccountName();
      const id = await insertMember(
        tx,
        {
          account,
          nickname: TRIAL_NICKNAME,
          passwordHash: NO_PASSWORD_HASH,
          isAgent: TRIAL_IS_AGENT,
          balance: TRIAL_BALANCE,
        },
        at,
      );
      if (id === null) continue;
      await insertProfile(tx, id, { registerMethod: 'FREEPLAY', registerOs: os }, at);
      return { id, account };
    }
  });
  if ('allowed' in outcome) {
    const { what, value } = throttled(outcome);
    return fail(c, what, value);
  }
  const token = await createSession(db, outcome.id, at);
  return ok(c, {
    token,
    firstTimeLogin: false,
    passwordExpired: false,
    isAgent: TRIAL_IS_AGENT,
    account: outcome.account,
  });
};
