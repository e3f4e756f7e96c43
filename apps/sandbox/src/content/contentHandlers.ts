import { error, fail, MESSAGES, ok } from '../envelope.ts';
import type { Handler, RequestContext } from '../types.ts';
import { DEFAULT_ANNOUNCEMENT_TYPES, PROMOTION_NOT_FOUND } from './contentConstants.ts';
import { contentLanguage } from './contentLanguage.ts';
import type { NoticeType } from './contentSeedData.ts';
import { findPublishedPromotion, listBanners, listNotices, listPromotions } from './contentStore.ts';
import { plantedAnnouncements, plantedPromotion } from './hostileContent.ts';

const NOTICE_TYPES: readonly NoticeType[] = ['PL', 'PU', 'H'];

function unauthorized(c: RequestContext) {
  return error(c, 401, MESSAGES.unauthorized.message, MESSAGES.unauthorized.code);
}

const languageOf = (c: RequestContext) => contentLanguage(c.req.query('language'), c.req.header('accept-language'));

/** GET /wps/relay/MCSFE_getListAnnouncements (query already valid against the contract). */
export const getAnnouncements: Handler<'getAnnouncements'> = async (c, { db, now }) => {
  // Execution A is the member's view: it needs the member's token, not just the caller's word.
  const execution = c.req.query('execution');
  if (execution === 'A' && !c.get('session')) return unauthorized(c);
  const view = execution === 'A' ? 'members' : 'visitors';
  const wanted = new Set(c.req.queries('types') ?? DEFAULT_ANNOUNCEMENT_TYPES);
  const language = languageOf(c);
  const at = now();
  const notices = await listNotices(
    db,
    NOTICE_TYPES.filter((t) => wanted.has(t)),
    view,
    language,
    at,
  );
  // what the hostile content switch (development) planted comes first
  const planted = plantedAnnouncements(db);
  return ok(c, {
    player: wanted.has('PL') ? [...planted.notices, ...notices.PL] : [],
    banners: wanted.has('B') ? [...planted.banners, ...(await listBanners(db, view, language, at))] : [],
    popup: wanted.has('PU') ? [...planted.notices, ...notices.PU] : [],
    promotion: wanted.has('PR') ? [...planted.promotions, ...(await listPromotions(db, view, language, at))] : [],
    help: notices.H,
  });
};

/** GET /wps/relay/MCSFE_getPromotionDetail?id= */
export const getPromotionDetail: Handler<'getPromotionDetail'> = async (c, { db, now }) => {
  const planted = plantedPromotion(db, Number(c.req.query('id')));
  if (planted) return ok(c, planted);
  const found = await findPublishedPromotion(db, Number(c.req.query('id')), languageOf(c), now());
  if (!found) return fail(c, PROMOTION_NOT_FOUND);
  if (found.membersOnly && !c.get('session')) return unauthorized(c);
  return ok(c, found.promotion);
};
