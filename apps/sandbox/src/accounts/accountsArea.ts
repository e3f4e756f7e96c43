import { mountPhoneProvider } from './phoneProvider.ts';
import type { PGlite } from '@electric-sql/pglite';
import type { Hono } from 'hono';
import { AVATAR_CACHE_SECONDS, AVATAR_ICON_COUNT, AVATAR_PATH } from './accountsConstants.ts';
import { avatarSvg, getMemberIcon, getPlayerAvatar } from './avatar.ts';
import { login, loginFreePlay, loginV2 } from './login.ts';
import { messagesFor } from './outbox.ts';
import { changePassword, resetPasswordByEmail, resetPasswordByPhone } from './passwordHandlers.ts';
import { nationalNumber } from './phone.ts';
import { checkAffiliateCode, getRegisterSettings, register, registerMobile } from './registration.ts';
import { seedAccountTables } from './accountsSeed.ts';
import { sendLoginSms, sendRegisterSms } from './verification.ts';
import { badRequest, error, MESSAGES, plainOk } from '../envelope.ts';
import type { Deps, AreaHandlers } from '../types.ts';

/** operationId → handler for the accounts operations of openapi/src, and the v1 login of base.yaml (one login). */
export const accountsHandlers = {
  login,
  loginV2,
  loginFreePlay,
  sendLoginSms,
  sendRegisterSms,
  register,
  registerMobile,
  changePassword,
  resetPasswordByPhone,
  resetPasswordByEmail,
  checkAffiliateCode,
  getRegisterSettings,
  getMemberIcon,
  getPlayerAvatar,
} satisfies AreaHandlers;

/** Seeds this area's tables when they are empty (idempotent: an older data folder gets the new area on start). */
export async function seedAccounts(db: PGlite, now: number): Promise<void> {
  await seedAccountTables(db, now);
}

const MOBILE_QUERY = /^[0-9]{1,20}$/;

/** Routes outside the contract (art, development-only switches); `devRoutes` is false in production. */
export function mountRoutes(app: Hono, deps: Deps, options: { devRoutes: boolean }): void {
  const { db } = deps;
  // The third-party phone-code provider the sandbox plays (not a development route: browsers call it).
  mountPhoneProvider(app, deps);
  app.get(`${AVATAR_PATH}/:file{[0-9]+\\.svg}`, (c) => {
    const iconId = Number(c.req.param('file').slice(0, -'.svg'.length));
    if (iconId < 1 || iconId > AVATAR_ICON_COUNT)
      return error(c, 404, MESSAGES.notFound.message, MESSAGES.notFound.code);
    return c.body(avatarSvg(iconId), 200, {
      'content-type': 'image/svg+xml',
      'cache-control': `public, max-age=${AVATAR_CACHE_SECONDS}`,
    });
  });

  if (!options.devRoutes) return;
  // The SMS and email the sandbox "sent": ?mobile=<national number> or ?email=<address>, newest first.
  app.get('/sandbox/outbox', async (c) => {
    const { mobile, email } = c.req.query();
    if (mobile !== undefined && MOBILE_QUERY.test(mobile)) {
      return plainOk(c, await messagesFor(db, 'sms', nationalNumber(mobile)));
    }
    if (mobile === undefined && email) return plainOk(c, await messagesFor(db, 'email', email.toLowerCase()));
    return badRequest(c, 'mobile or email: give one (mobile: digits only)');
  });
}
