import { Hono, type Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { clearThrottles } from '../accounts/throttle.ts';
import { CAPTCHA_COOKIE } from '../sandboxConstants.ts';
import { badRequest, plainOk } from '../envelope.ts';
import { clearPasswordCheckFailures } from '../platform/passwordCheck.ts';
import { clearFundsPasswordFailures } from '../security/fundsPassword.ts';
import { peekCaptcha } from '../store/captchas.ts';
import { clearAllFailures } from '../store/loginFailures.ts';
import { isSystemStatus, setSystemStatus, SYSTEM_STATUSES } from '../store/systemSettings.ts';
import type { Deps, SandboxEnv } from '../types.ts';
import { flipSwitch, switchNames, UNSET_WHITELABEL_FLAGS, unsetSwitch, whitelabelFlags } from './switches.ts';

/** The JSON body of a development route, or the 400 to answer (these routes are outside the contract's checks). */
export async function readDevJson(c: Context): Promise<{ body: unknown } | { response: Response }> {
  try {
    return { body: await c.req.json() };
  } catch {
    return { response: badRequest(c, 'body: is not valid JSON') };
  }
}

/**
 * Every development route, wherever it is mounted (here and by the areas): what the start banner and the README list.
 * test/devRoutes.test.ts checks that the list and the mounted routes agree.
 */
export const DEV_ROUTES = [
  {
    method: 'POST',
    path: '/sandbox/messages',
    what: '{ account, title, body, html?, reward?: "12.50", expiresInMinutes? }: sends the member a platform message, with a reward to claim when given (negative minutes: already expired)',
  },
  {
    method: 'POST',
    path: '/sandbox/rewards/members/:account/promotions/:promotionId/approve',
    what: '{ bonus: "100.00" }: approves the member\'s application in the activity; the bonus is credited to MAIN (issued)',
  },
  {
    method: 'POST',
    path: '/sandbox/rewards/members/:account/promotions/:promotionId/reject',
    what: "{ reason? }: rejects the member's application in the activity",
  },
  {
    method: 'PUT',
    path: '/sandbox/system-status',
    what: '{ systemStatus: 0 | 1 | 2 }: normal, maintenance, region block',
  },
  {
    method: 'PUT',
    path: '/sandbox/switches/:name',
    what: '{ enabled: true | false }: a settings-tree node (modId, e.g. LOGIN_FREE_PLAY), a whitelabel flag (CBS3, loginedToHomePage) or thirdPartyPhoneAuth; { enabled: null } stops sending loginedToHomePage',
  },
  {
    method: 'GET',
    path: '/sandbox/captcha',
    what: "the answer of the captcha shown to the caller's wps_captcha cookie",
  },
  {
    method: 'POST',
    path: '/sandbox/reset-throttles',
    what: 'forgets failed logins, SMS and password-mail limits, free-play limits, points and funds password, security answer and authenticator failures',
  },
  {
    method: 'POST',
    path: '/sandbox/expire-sessions',
    what: "{ account }: ends the member's live sessions, as their expiry would (the next call with a token answers 401)",
  },
  { method: 'GET', path: '/sandbox/outbox', what: '?mobile=<number> or ?email=<address>: the SMS and mail sent' },
  {
    method: 'POST',
    path: '/sandbox/lottery/draw',
    what: "{ gameId }: the lottery's next draw happens now (the lottery clock moves forward to it; its result is opened)",
  },
  {
    method: 'PUT',
    path: '/sandbox/games/esports-vassalages',
    what: '{ vassalages: [...] }: the sports vendors shown as ESPORTS',
  },
  {
    method: 'POST',
    path: '/sandbox/points/redemptions/:referenceNo/review',
    what: '{ status: APPROVED | REJECTED, remark? }: the back office reviews a redemption',
  },
  {
    method: 'POST',
    path: '/sandbox/cashier/deposits/:id/approve',
    what: 'the back office credits a pending deposit (amount and bonus to MAIN through the ledger, a notification)',
  },
  {
    method: 'POST',
    path: '/sandbox/cashier/deposits/:id/reject',
    what: '{ reason? }: the back office fails a pending deposit (a notification)',
  },
  {
    method: 'POST',
    path: '/sandbox/cashier/withdrawals/:id/approve',
    what: 'the back office approves a pending withdrawal (a notification)',
  },
  {
    method: 'POST',
    path: '/sandbox/cashier/withdrawals/:id/pay',
    what: 'the back office pays a pending or approved withdrawal; the member is asked to confirm it',
  },
  {
    method: 'POST',
    path: '/sandbox/cashier/withdrawals/:id/reject',
    what: '{ reason? }: the back office rejects a withdrawal; the held amount goes back to MAIN',
  },
  {
    method: 'POST',
    path: '/sandbox/cashier/withdrawals/:id/refund',
    what: 'the back office refunds what did not arrive of a withdrawal confirmed not or partly received',
  },
  {
    method: 'POST',
    path: '/sandbox/cashier/withdrawals/:id/force-received',
    what: 'the back office closes a paid withdrawal as received (no refund)',
  },
  {
    method: 'POST',
    path: '/sandbox/cashier/members/:account/adjust',
    what: "{ amount }: the back office adds to the member's main wallet (ledger adjustment, no turnover to meet)",
  },
  {
    method: 'PUT',
    path: '/sandbox/cashier/wallets/:vassalage/status',
    what: '{ status: normal | maintenance }: a game wallet in maintenance takes no transfer',
  },
  {
    method: 'POST',
    path: '/sandbox/bets/settle',
    what: "every open sports slip's event ends now: settled (and a win credited) as the clock would later",
  },
  {
    method: 'POST',
    path: '/sandbox/agent/settle',
    what: '{ kind? }: the most recent completed period of the contract kind (every kind without one) is settled now for every active contract without a settlement for it; answers what it settled',
  },
  {
    method: 'POST',
    path: '/sandbox/security/new-ip',
    what: "{ account }: the account's next password login counts as one from a new address (verification asked)",
  },
  {
    method: 'GET',
    path: '/sandbox/csp-violations',
    what: 'the Content-Security-Policy violations browsers reported to POST /sandbox/csp-report: count and the last 50',
  },
  {
    method: 'POST',
    path: '/sandbox/hostile-content',
    what: '{ urls: [...], encoding?: base64 }: puts the addresses into every link field the site reads (banners, notices, promotion, service, resources, chat, launch, routers)',
  },
  {
    method: 'DELETE',
    path: '/sandbox/hostile-content',
    what: 'takes the planted addresses out again: every link field as seeded',
  },
] as const;

/** Switches for tests and demos; not part of the contract and never mounted in production. */
export function devRoutes({ db, now }: Deps): Hono<SandboxEnv> {
  const dev = new Hono<SandboxEnv>();

  dev.put('/system-status', async (c) => {
    const read = await readDevJson(c);
    if ('response' in read) return read.response;
    const status = (read.body as { systemStatus?: unknown } | null)?.systemStatus;
    if (!isSystemStatus(status)) return badRequest(c, `systemStatus: must be one of ${SYSTEM_STATUSES.join(', ')}`);
    await setSystemStatus(db, status);
    return plainOk(c, { systemStatus: status });
  });

  // The merchant's back office: any switch of the settings tree or the whitelabel flags, read on the site's next load.
  dev.put('/switches/:name', async (c) => {
    const read = await readDevJson(c);
    if ('response' in read) return read.response;
    const enabled = (read.body as { enabled?: unknown } | null)?.enabled;
    if (typeof enabled !== 'boolean' && enabled !== null) return badRequest(c, 'enabled: must be true, false or null');
    const name = c.req.param('name');
    if (enabled === null) {
      if (!(await unsetSwitch(db, name)))
        return badRequest(c, `name: only ${UNSET_WHITELABEL_FLAGS.join(', ')} can be unset`);
    } else if (!(await flipSwitch(db, name, enabled)))
      return badRequest(c, `name: must be one of ${(await switchNames(db)).join(', ')}`);
    return plainOk(c, { name, enabled, whitelabel: await whitelabelFlags(db) });
  });

  // Lets end-to-end tests solve the captcha the browser was shown.
  dev.get('/captcha', async (c) => {
    const id = getCookie(c, CAPTCHA_COOKIE);
    return plainOk(c, id ? await peekCaptcha(db, id, now()) : null);
  });

  // Every limit a demo or a test can run into: failed logins (captcha), SMS sends, password mails, free-play
  // accounts per address, and wrong passwords at the points password check.
  dev.post('/reset-throttles', async (c) => {
    await db.transaction(async (tx) => {
      await clearAllFailures(tx);
      await clearThrottles(tx);
      await clearPasswordCheckFailures(tx);
      await clearFundsPasswordFailures(tx);
    });
    return plainOk(c, null);
  });

  // Lets a test or a demo see what a player sees when the server no longer knows the session.
  dev.post('/expire-sessions', async (c) => {
    const read = await readDevJson(c);
    if ('response' in read) return read.response;
    const account = (read.body as { account?: unknown } | null)?.account;
    if (typeof account !== 'string' || account === '') return badRequest(c, 'account: must be a member account');
    const ended = await db.query(
      `UPDATE sessions SET ended_at = $2
        WHERE ended_at IS NULL AND member_id IN (SELECT id FROM members WHERE lower(account) = lower($1))`,
      [account, new Date(now())],
    );
    return plainOk(c, { ended: ended.affectedRows ?? 0 });
  });

  return dev;
}
