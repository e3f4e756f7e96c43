import { getCookie, setCookie } from 'hono/cookie';
import { CAPTCHA_AFTER_FAILED_LOGINS, CAPTCHA_COOKIE, CAPTCHA_TTL_MS, PASSWORD_MAX_AGE_MS } from '../constants.ts';
import { renderCaptcha } from '../captcha/image.ts';
import { badRequest, fail, MESSAGES, ok } from '../envelope.ts';
import { hashPassword, verifyPassword } from '../passwords.ts';
import { consumeCaptcha, createCaptcha } from '../store/captchas.ts';
import { clearFailures, failureCount, recordFailure } from '../store/loginFailures.ts';
import { findMemberByAccount } from '../store/members.ts';
import { createSession, endSession } from '../store/sessions.ts';
import type { Handler } from '../types.ts';

/** openapi.yaml `LoginRequest`, already validated. */
interface LoginRequest {
  type: 'username' | 'sms';
  username?: string;
  password?: string;
  captcha?: string;
  mobileNum?: string;
  countryDialingCode?: string;
  verificationCode?: string;
  botCheck?: Record<string, string>;
}

// Unknown accounts are checked against this hash so they take as long as known ones (no timing enumeration).
let dummyHash: Promise<string> | undefined;
function timingDummy(): Promise<string> {
  dummyHash ??= hashPassword('not-a-password');
  return dummyHash;
}

export const getCaptcha: Handler = async (c, { db, now }) => {
  const { id, answer } = await createCaptcha(db, now(), getCookie(c, CAPTCHA_COOKIE));
  const https = new URL(c.req.url).protocol === 'https:' || c.req.header('x-forwarded-proto') === 'https';
  setCookie(c, CAPTCHA_COOKIE, id, {
    httpOnly: true,
    sameSite: 'Lax',
    path: '/',
    // Secure only behind https: the sandbox usually runs on plain http://localhost.
    secure: https,
    maxAge: Math.floor(CAPTCHA_TTL_MS / 1000),
  });
  return ok(c, renderCaptcha(answer).toString('base64'));
};

export const login: Handler = async (c, { db, now }) => {
  const body = c.get('body') as LoginRequest;
  if (body.type === 'sms') return fail(c, MESSAGES.functionDisabled);
  // The schema cannot say "required when type is username" yet; these are still malformed requests.
  if (body.username === undefined) return badRequest(c, 'username: is required');
  if (body.password === undefined) return badRequest(c, 'password: is required');

  const account = body.username;
  if ((await failureCount(db, account)) >= CAPTCHA_AFTER_FAILED_LOGINS) {
    if (!body.captcha) return fail(c, MESSAGES.captchaRequired, { captcha: true });
    const captchaId = getCookie(c, CAPTCHA_COOKIE);
    const solved = captchaId !== undefined && (await consumeCaptcha(db, captchaId, body.captcha, now()));
    if (!solved) return fail(c, MESSAGES.captchaInvalid, { captcha: true });
  }

  const member = await findMemberByAccount(db, account);
  const passwordOk = await verifyPassword(body.password, member?.password_hash ?? (await timingDummy()));
  if (!member || !passwordOk) {
    const failures = await recordFailure(db, account, now());
    return fail(c, MESSAGES.loginFailed, { captcha: failures >= CAPTCHA_AFTER_FAILED_LOGINS });
  }

  await clearFailures(db, account);
  const token = await createSession(db, member.id, now());
  return ok(c, {
    token,
    firstTimeLogin: member.first_login,
    passwordExpired: now() - member.password_changed_at.getTime() > PASSWORD_MAX_AGE_MS,
    isAgent: member.is_agent,
    account: member.account,
  });
};

export const logout: Handler = async (c, { db, now }) => {
  await endSession(db, c.get('session')!.tokenHash, now());
  return ok(c, null);
};
