// POST /wps/session/login/v2 and /wps/session/login/freeplay.
import { randomInt } from 'node:crypto';
import { PASSWORD_MAX_AGE_MS } from '../constants.ts';
import { type Envelope, fail, MESSAGES, ok } from '../envelope.ts';
import { login } from '../routes/session.ts';
import { clientIp } from '../routes/system.ts';
import { WHITELABEL_FLAGS } from '../siteConfig.ts';
import { findMemberById, type MemberRow } from '../store/members.ts';
import { createSession, findSession } from '../store/sessions.ts';
import type { Deps, Handler, SandboxContext } from '../types.ts';
import {
  FREEPLAY_THROTTLE,
  NO_PASSWORD_HASH,
  TRIAL_ACCOUNT_DIGITS,
  TRIAL_ACCOUNT_PREFIX,
  TRIAL_BALANCE,
  TRIAL_NICKNAME,
} from './constants.ts';
import { insertMember, insertProfile, memberIdByMobile, memberInfoOf } from './members.ts';
import { ACCOUNT_MESSAGES, throttled } from './messages.ts';
import { loadRegistrationSettings } from './settings.ts';
import { checkSmsCode, spendSmsCode } from './sms.ts';
import { throttle } from './throttle.ts';

/** The trial account's isAgent (spec §9). */
const TRIAL_IS_AGENT = '4';

/** The v2 session: the login session and the member info. */
function sessionV2(member: MemberRow, token: string, now: number) {
  return {
    token,
    firstTimeLogin: member.first_login,
    passwordExpired: now - member.password_changed_at.getTime() > PASSWORD_MAX_AGE_MS,
    isAgent: member.is_agent,
    account: member.account,
    memberInfo: memberInfoOf(member),
  };
}

async function smsLogin(
  c: SandboxContext,
  { db, now }: Deps,
  body: { mobileNum: string; verificationCode: string },
): Promise<Response> {
  const { options } = await loadRegistrationSettings(db);
  if (!options.mobileCodeLogin) return fail(c, MESSAGES.functionDisabled);
  const check = await checkSmsCode(db, body.mobileNum, 'login', body.verificationCode, now());
  if (!check.ok) return fail(c, check.failure);
  const memberId = await memberIdByMobile(db, body.mobileNum);
  const member = memberId === null ? null : await findMemberById(db, memberId);
  if (!member) return fail(c, ACCOUNT_MESSAGES.mobileNotRegistered);
  await spendSmsCode(db, check.codeId, now());
  const token = await createSession(db, member.id, now());
  return ok(c, sessionV2(member, token, now()));
}

/** The login of v1 (same rules, same failures) with the member info in the answer; the sms type works here. */
export const loginV2: Handler = async (c, deps) => {
  const body = c.get('body') as { type: 'username' | 'sms'; mobileNum: string; verificationCode: string };
  if (body.type === 'sms') return smsLogin(c, deps, body);
  const answer = await login(c, deps);
  const envelope = (await answer.clone().json()) as Envelope<{ token: string }>;
  if (!envelope.success || !envelope.value) return answer;
  const session = await findSession(deps.db, envelope.value.token, deps.now());
  const member = session && (await findMemberById(deps.db, session.memberId));
  if (!member) throw new Error('The session just made has no member');
  return ok(c, sessionV2(member, envelope.value.token, deps.now()));
};

function trialAccountName(): string {
  const digits = String(randomInt(10 ** TRIAL_ACCOUNT_DIGITS)).padStart(TRIAL_ACCOUNT_DIGITS, '0');
  return `${TRIAL_ACCOUNT_PREFIX}${digits}`;
}

export const loginFreePlay: Handler = async (c, { db, now }) => {
  if (!WHITELABEL_FLAGS.freePlay) return fail(c, MESSAGES.functionDisabled);
  const { os } = c.get('body') as { os: string };
  const at = now();
  const outcome = await db.transaction(async (tx) => {
    const verdict = await throttle(tx, `freeplay:${clientIp(c)}`, FREEPLAY_THROTTLE, at);
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
