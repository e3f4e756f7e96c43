// The size of every request body, checked as it comes in (Hono's bodyLimit: the declared Content-Length first, a body
// without one counted while it is read and cut off at the limit), before any route reads it: 413 with the envelope.
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { error } from '../envelope.ts';

/** The machine code of a body over its limit. */
export const PAYLOAD_TOO_LARGE = 'PAYLOAD_TOO_LARGE';

function guard(limit: number): MiddlewareHandler {
  return bodyLimit({
    maxSize: limit,
    onError: (c) => error(c, 413, `body: must NOT be larger than ${limit} bytes`, PAYLOAD_TOO_LARGE),
  });
}

/**
 * Limits every body to `fallback` bytes, but the routes of `limits` (`METHOD /path` → bytes: the uploads) to their
 * own.
 */
export function limitBodies(limits: ReadonlyMap<string, number>, fallback: number): MiddlewareHandler {
  const guards = new Map([...new Set([fallback, ...limits.values()])].map((limit) => [limit, guard(limit)]));
  return (c, next) => guards.get(limits.get(`${c.req.method} ${c.req.path}`) ?? fallback)!(c, next);
}
