// Development switches of the platform area (never mounted in production): the back office's review of a
// redemption, so the site can show every status.
import type { Hono } from 'hono';
import { badRequest, error, plainOk } from '../envelope.ts';
import { readDevJson } from '../base/baseDevRoutes.ts';
import type { Deps } from '../types.ts';
import { reviewRedemption } from './pointsStore.ts';

const DECISIONS = ['APPROVED', 'REJECTED'] as const;
type Decision = (typeof DECISIONS)[number];
const REMARK_MAX_CHARS = 255;

export function mountPlatformDevRoutes(app: Hono, { db, now }: Deps): void {
  // {status: APPROVED | REJECTED, remark?}: approving credits a CASH reward to MAIN, rejecting refunds the points.
  app.post('/sandbox/points/redemptions/:referenceNo/review', async (c) => {
    const read = await readDevJson(c);
    if ('response' in read) return read.response;
    const body = (read.body ?? {}) as { status?: unknown; remark?: unknown };
    if (!DECISIONS.includes(body.status as Decision)) {
      return badRequest(c, `status: must be one of ${DECISIONS.join(', ')}`);
    }
    const remark = body.remark ?? null;
    if (remark !== null && (typeof remark !== 'string' || remark.length > REMARK_MAX_CHARS)) {
      return badRequest(c, `remark: must be a string of at most ${REMARK_MAX_CHARS} characters`);
    }
    const reviewed = await reviewRedemption(db, c.req.param('referenceNo'), {
      status: body.status as Decision,
      remark,
      at: new Date(now()),
    });
    if (!reviewed) return error(c, 404, 'No redemption in process with this reference', 'NOT_FOUND');
    return plainOk(c, reviewed);
  });
}
