// The back office's decision on an activity application, played by the sandbox in development and tests (never
// mounted in production): approved, the bonus is credited and the activity is `issued`; rejected, it keeps a reason.
import type { Context, Hono } from 'hono';
import { readDevJson } from '../base/baseDevRoutes.ts';
import { badRequest, error, plainOk } from '../envelope.ts';
import { wireAmount } from '../store/ledger.ts';
import { findMemberByAccount } from '../store/memberRecords.ts';
import type { Deps } from '../types.ts';
import { decideApplication } from './activities.ts';
import { DEFAULT_APPLICATION_REJECT_REASON } from './rewardsConstants.ts';

const REASON_MAX_CHARS = 255;

export function mountRewardsDevRoutes(app: Hono, { db, now }: Deps): void {
  const decide = (approve: boolean) => async (c: Context) => {
    const member = await findMemberByAccount(db, c.req.param('account') ?? '');
    if (!member) return badRequest(c, 'account: no such member');
    const id = Number(c.req.param('promotionId'));
    if (!Number.isInteger(id) || id < 1) return badRequest(c, 'promotionId: must be an activity id');
    const read = await readDevJson(c);
    if ('response' in read) return read.response;
    const body = (read.body ?? {}) as { bonus?: unknown; reason?: unknown };
    let decided;
    if (approve) {
      const bonus = wireAmount('bonus', typeof body.bonus === 'string' ? body.bonus : '');
      if ('error' in bonus) return badRequest(c, bonus.error);
      decided = await decideApplication(db, member.id, id, { approve: true, bonus: bonus.minor }, now());
    } else {
      const reason = body.reason ?? DEFAULT_APPLICATION_REJECT_REASON;
      if (typeof reason !== 'string' || reason.length === 0 || reason.length > REASON_MAX_CHARS) {
        return badRequest(c, `reason: must be a text of 1 to ${REASON_MAX_CHARS} characters`);
      }
      decided = await decideApplication(db, member.id, id, { approve: false, reason }, now());
    }
    return decided
      ? plainOk(c, decided)
      : error(c, 409, 'The member has no application waiting in this activity', 'APPLICATION_STATE');
  };
  app.post('/sandbox/rewards/members/:account/promotions/:promotionId/approve', decide(true));
  app.post('/sandbox/rewards/members/:account/promotions/:promotionId/reject', decide(false));
}
