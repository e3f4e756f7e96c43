// The handlers of openapi/src/rewards.yaml: the player rank and the reward centre's activities.
import { answer, badRequest, fail, ok, MESSAGES } from '../envelope.ts';
import { sessionMember } from '../platform/sessionMember.ts';
import { readUploadForm } from '../platform/uploadForm.ts';
import { KEY_REUSED, keyState, scopeOf } from '../store/idempotency.ts';
import { isTrial } from '../store/memberRecords.ts';
import type { Handler, Schemas } from '../types.ts';
import { applyForActivity, claimActivity, joinActivity, rewardCentre } from './activities.ts';
import { playerRankProgress } from './playerRank.ts';
import { PROMOTION_ID_PATTERN } from './rewardsConstants.ts';

export const getPlayerRankProgress: Handler<'getPlayerRankProgress'> = async (c, { db, now }) => {
  const member = await sessionMember(db, c.get('session')!.memberId);
  return ok(c, await playerRankProgress(db, member, now()));
};

export const getAvailablePromotions: Handler<'getAvailablePromotions'> = async (c, { db, now }) => {
  return ok(c, await rewardCentre(db, c.get('session')!.memberId, now()));
};

export const joinPromotion: Handler<'joinPromotion'> = async (c, { db, now }) => {
  const member = await sessionMember(db, c.get('session')!.memberId);
  if (isTrial(member)) return fail(c, MESSAGES.needTrueAccount);
  return answer(c, await joinActivity(db, member.id, c.get('body').promotionId, now()));
};

export const claimPromotion: Handler<'claimPromotion'> = async (c, { db, now }) => {
  const body = c.get('body');
  const scope = scopeOf(c.get('session')!.memberId, 'claimPromotion', body);
  const key = await keyState<Schemas['PromotionClaim']>(db, scope);
  if (key.state === 'conflict') return badRequest(c, KEY_REUSED);
  if (key.state === 'done') return ok(c, key.value);
  if (isTrial(await sessionMember(db, scope.memberId))) return fail(c, MESSAGES.needTrueAccount);
  const outcome = await claimActivity(db, scope, body.promotionId, now());
  return 'conflict' in outcome ? badRequest(c, KEY_REUSED) : answer(c, outcome);
};

export const applyPromotion: Handler<'applyPromotion'> = async (c, { db, now }) => {
  const form = await readUploadForm(c.req.raw, {
    text: 'remark',
    textRequired: false,
    fields: { promotionId: PROMOTION_ID_PATTERN },
  });
  if ('error' in form) return badRequest(c, form.error);
  const member = await sessionMember(db, c.get('session')!.memberId);
  if (isTrial(member)) return fail(c, MESSAGES.needTrueAccount);
  const application = { remark: form.text, images: form.images };
  return answer(c, await applyForActivity(db, member.id, Number(form.fields.promotionId), application, now()));
};
