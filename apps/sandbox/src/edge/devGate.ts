// The development routes (DEV_ROUTES) hand out what an attacker wants: the SMS outbox, the captcha answer, the
// back office's buttons. They answer a developer on this machine only: a caller on the sandbox's own loopback
// socket, never a request a proxy forwarded (the site server always sets X-Forwarded-For and, under `npm start`,
// its secret; nginx sets X-Forwarded-For or X-Real-IP). Anyone else gets the same 404 as a route that is not there.
import type { HttpBindings } from '@hono/node-server';
import type { Hono, MiddlewareHandler } from 'hono';
import { error, MESSAGES } from '../envelope.ts';
import { PROXY_SECRET_HEADER } from '../security/securityConstants.ts';
import { DEV_ROUTES } from '../base/baseDevRoutes.ts';

/** Headers only a proxy adds: their presence means the caller is not on this machine, whatever the socket says. */
const PROXY_HEADERS = ['x-forwarded-for', 'x-real-ip', 'forwarded', PROXY_SECRET_HEADER];
const LOOPBACK = /^(?:127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

/** True when the request came straight from this machine (or from a test calling app.request(), which has no socket). */
export function isLocalDeveloper(headers: Headers, env: unknown): boolean {
  if (PROXY_HEADERS.some((name) => headers.has(name))) return false;
  const socket = (env as Partial<HttpBindings> | undefined)?.incoming?.socket;
  return socket === undefined || LOOPBACK.test(socket.remoteAddress ?? '');
}

const localOnly: MiddlewareHandler = async (c, next) => {
  if (!isLocalDeveloper(c.req.raw.headers, c.env)) {
    return error(c, 404, MESSAGES.notFound.message, MESSAGES.notFound.code);
  }
  await next();
};

/** Puts the gate in front of every development route; call before the areas mount them. */
export function gateDevRoutes(app: Hono): void {
  for (const route of DEV_ROUTES) app.use(route.path, localOnly);
}
