import { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { CAPTCHA_COOKIE } from '../constants.ts';
import { badRequest, ok } from '../envelope.ts';
import { peekCaptcha } from '../store/captchas.ts';
import { clearAllFailures } from '../store/loginFailures.ts';
import { isSystemStatus, setSystemStatus, SYSTEM_STATUSES } from '../store/settings.ts';
import type { Deps, SandboxEnv } from '../types.ts';

/** Switches for tests and demos; not part of the contract and never mounted in production. */
export function devRoutes({ db, now }: Deps): Hono<SandboxEnv> {
  const dev = new Hono<SandboxEnv>();

  dev.put('/system-status', async (c) => {
    let body: unknown;
    try {
      body = await c.req.json();
    } catch {
      return badRequest(c, 'body: is not valid JSON');
    }
    const status = (body as { systemStatus?: unknown } | null)?.systemStatus;
    if (!isSystemStatus(status)) return badRequest(c, `systemStatus: must be one of ${SYSTEM_STATUSES.join(', ')}`);
    await setSystemStatus(db, status);
    return ok(c, { systemStatus: status });
  });

  // Lets end-to-end tests solve the captcha the browser was shown.
  dev.get('/captcha', async (c) => {
    const id = getCookie(c, CAPTCHA_COOKIE);
    return ok(c, id ? await peekCaptcha(db, id, now()) : null);
  });

  dev.post('/reset-throttles', async (c) => {
    await clearAllFailures(db);
    return ok(c, null);
  });

  return dev;
}
