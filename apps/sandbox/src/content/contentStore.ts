import type { PGlite } from '@electric-sql/pglite';
import type { ContentLanguage } from './contentConstants.ts';
import type { BannerGroup, NoticeType, PromotionCategory } from './contentSeedData.ts';
import { imageSourcesOf, noticePicturesOf, type ImageSource, type NoticePicture } from './art/variants.ts';

/** Whose view: execution A (a logged-in member) or B (a visitor). */
export type View = 'members' | 'visitors';

/** openapi.yaml `Notice`. */
export interface Notice {
  id: number;
  title: string;
  content: string;
  publishedAt: string;
  /** Copies of the sandbox's pictures the content shows (variants.ts). */
  pictures?: NoticePicture[];
}

/** openapi.yaml `Banner`: only the target of its linkage type is present. */
export interface Banner {
  bannerId: number;
  url: string;
  groupName: BannerGroup;
  linkageType: 'NONE' | 'ROUTE' | 'URL' | 'PROMOTION' | 'GAME';
  title: string;
  linkUrl?: string;
  promotionId?: number;
  game?: { vassalage: string; gameType: string; gameCode?: string };
  imageSources?: ImageSource[];
}

/** openapi.yaml `Promotion`. */
export interface Promotion {
  id: number;
  title: string;
  content: string;
  category: PromotionCategory;
  imageUrl: string;
  startTime: string;
  endTime: string | null;
}

// Placeholders: $1 the language and $2 the time in every query; SHOWN also takes $3, the view.
const TITLE = `CASE WHEN $1 = 'th' THEN coalesce(title_th, title_en) ELSE title_en END AS title`;
const CONTENT = `CASE WHEN $1 = 'th' THEN coalesce(content_th, content_en) ELSE content_en END AS content`;
const PUBLISHED = `start_at <= $2 AND (end_at IS NULL OR end_at > $2)`;
const SHOWN = `audience IN ('all', $3) AND ${PUBLISHED}`;

export async function listNotices(
  db: PGlite,
  types: readonly NoticeType[],
  view: View,
  language: ContentLanguage,
  now: number,
): Promise<Record<NoticeType, Notice[]>> {
  const lists: Record<NoticeType, Notice[]> = { PL: [], PU: [], H: [] };
  if (types.length === 0) return lists;
  const { rows } = await db.query<{ id: number; type: NoticeType; title: string; content: string; start_at: Date }>(
    `SELECT id, type, ${TITLE}, ${CONTENT}, start_at FROM content_notices
     WHERE type = ANY($4::text[]) AND ${SHOWN}
     ORDER BY sort_order, start_at DESC, id DESC`,
    [language, new Date(now), view, types],
  );
  for (const r of rows) {
    const notice: Notice = { id: r.id, title: r.title, content: r.content, publishedAt: r.start_at.toISOString() };
    const pictures = noticePicturesOf(r.content);
    if (pictures) notice.pictures = pictures;
    lists[r.type].push(notice);
  }
  return lists;
}

export async function listBanners(db: PGlite, view: View, language: ContentLanguage, now: number): Promise<Banner[]> {
  const { rows } = await db.query<{
    id: number;
    group_name: BannerGroup;
    image_url: string;
    title: string;
    linkage_type: Banner['linkageType'];
    link_url: string | null;
    promotion_id: number | null;
    game_vassalage: string | null;
    game_type: string | null;
    game_code: string | null;
  }>(
    `SELECT id, group_name, image_url, ${TITLE}, linkage_type, link_url, promotion_id, game_vassalage, game_type,
            game_code
     FROM content_banners WHERE ${SHOWN}
     ORDER BY group_name, sort_order, id`,
    [language, new Date(now), view],
  );
  return rows.map((r) => {
    const banner: Banner = {
      bannerId: r.id,
      url: r.image_url,
      groupName: r.group_name,
      linkageType: r.linkage_type,
      title: r.title,
    };
    if (r.link_url !== null) banner.linkUrl = r.link_url;
    if (r.promotion_id !== null) banner.promotionId = r.promotion_id;
    if (r.game_vassalage !== null && r.game_type !== null) {
      banner.game = { vassalage: r.game_vassalage, gameType: r.game_type };
      if (r.game_code !== null) banner.game.gameCode = r.game_code;
    }
    const imageSources = imageSourcesOf(r.image_url);
    if (imageSources) banner.imageSources = imageSources;
    return banner;
  });
}

/** A promotion as selected: the wire's fields, its dates, and who may see it. */
type PromotionRow = Omit<Promotion, 'startTime' | 'endTime'> & {
  audience: 'all' | View;
  startAt: Date;
  endAt: Date | null;
};

const PROMOTION_COLUMNS = `id, category, audience, ${TITLE}, ${CONTENT}, image_url AS "imageUrl", start_at AS "startAt",
  end_at AS "endAt"`;

function toPromotion({ audience: _audience, startAt, endAt, ...shown }: PromotionRow): Promotion {
  return { ...shown, startTime: startAt.toISOString(), endTime: endAt?.toISOString() ?? null };
}

export async function listPromotions(
  db: PGlite,
  view: View,
  language: ContentLanguage,
  now: number,
): Promise<Promotion[]> {
  const { rows } = await db.query<PromotionRow>(
    `SELECT ${PROMOTION_COLUMNS} FROM content_promotions WHERE ${SHOWN} ORDER BY sort_order, id`,
    [language, new Date(now), view],
  );
  return rows.map(toPromotion);
}

/** A published promotion and who may read it (visitor-only ones may be read by anyone who has the link). */
export async function findPublishedPromotion(
  db: PGlite,
  id: number,
  language: ContentLanguage,
  now: number,
): Promise<{ promotion: Promotion; membersOnly: boolean } | null> {
  const { rows } = await db.query<PromotionRow>(
    `SELECT ${PROMOTION_COLUMNS} FROM content_promotions WHERE id = $3 AND ${PUBLISHED}`,
    [language, new Date(now), id],
  );
  const row = rows[0];
  return row ? { promotion: toPromotion(row), membersOnly: row.audience === 'members' } : null;
}
