// GET /wps/captcha and DELETE /wps/session/logout (the logins are accounts/login.ts).
import { getCookie, setCookie } from 'hono/cookie';
import { CAPTCHA_COOKIE, CAPTCHA_TTL_MS } from '../sandboxConstants.ts';
import { renderCaptcha } from '../captcha/image.ts';
import { ok } from '../envelope.ts';
import { createCaptcha } from '../store/captchas.ts';
import { endSession } from '../store/sessions.ts';
import type { Handler } from '../types.ts';

export const getCaptcha: Handler<'getCaptcha'> = async (c, { db, now }) => {
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

export const logout: Handler<'logout'> = async (c, { db, now }) => {
  await endSession(db, c.get('session')!.tokenHash, now());
  return ok(c, null);
};
