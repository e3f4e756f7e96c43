import type { PGlite, Transaction } from '@electric-sql/pglite';
import {
  ALWAYS,
  BANNERS,
  bannerImageUrl,
  NOTICES,
  PROMOTIONS,
  promotionImageUrl,
  type BannerGroup,
  type Window,
} from './contentSeedData.ts';

const DAY_MS = 24 * 60 * 60_000;

type Row = readonly unknown[];

/** One multi-row INSERT: a single round trip per table. */
async function insertRows(tx: Transaction, table: string, columns: readonly string[], rows: readonly Row[]) {
  const placeholders = rows.map(
    (_row, r) => `(${columns.map((_column, c) => `$${r * columns.length + c + 1}`).join(', ')})`,
  );
  await tx.query(`INSERT INTO ${table} (${columns.join(', ')}) VALUES ${placeholders.join(', ')}`, rows.flat());
}

function windowAt(now: number, window: Window): [Date, Date | null] {
  return [
    new Date(now - window.startDaysAgo * DAY_MS),
    window.endInDays === null ? null : new Date(now + window.endInDays * DAY_MS),
  ];
}

/** Inserts the published content when the content tables are empty; returns whether it did. */
export async function seedContentTables(db: PGlite, now: number): Promise<boolean> {
  const { rows } = await db.query<{ n: number }>(
    `SELECT (SELECT count(*) FROM content_promotions) + (SELECT count(*) FROM content_notices)
          + (SELECT count(*) FROM content_banners) AS n`,
  );
  if (Number(rows[0]?.n ?? 0) > 0) return false;

  const positions = new Map<BannerGroup, number>();
  await db.transaction(async (tx) => {
    await insertRows(
      tx,
      'content_promotions',
      [
        'id',
        'category',
        'audience',
        'title_en',
        'title_th',
        'content_en',
        'content_th',
        'image_url',
        'sort_order',
        'start_at',
        'end_at',
      ],
      PROMOTIONS.map((p, i) => [
        p.id,
        p.category,
        p.audience,
        p.title.en,
        p.title.th ?? null,
        p.content.en,
        p.content.th ?? null,
        promotionImageUrl(p.id),
        i + 1,
        ...windowAt(now, p),
      ]),
    );
    await insertRows(
      tx,
      'content_notices',
      [
        'id',
        'type',
        'audience',
        'title_en',
        'title_th',
        'content_en',
        'content_th',
        'sort_order',
        'start_at',
        'end_at',
      ],
      NOTICES.map((n, i) => [
        i + 1,
        n.type,
        n.audience,
        n.title.en,
        n.title.th ?? null,
        n.content.en,
        n.content.th ?? null,
        n.sortOrder,
        ...windowAt(now, n),
      ]),
    );
    await insertRows(
      tx,
      'content_banners',
      [
        'id',
        'group_name',
        'audience',
        'image_url',
        'title_en',
        'title_th',
        'linkage_type',
        'link_url',
        'promotion_id',
        'game_vassalage',
        'game_type',
        'game_code',
        'sort_order',
        'start_at',
        'end_at',
      ],
      BANNERS.map((b, i) => {
        const n = (positions.get(b.group) ?? 0) + 1;
        positions.set(b.group, n);
        const link = b.linkage;
        return [
          i + 1,
          b.group,
          b.audience,
          bannerImageUrl(b.group, n),
          b.title.en,
          b.title.th ?? null,
          link.type,
          link.type === 'ROUTE' || link.type === 'URL' ? link.url : null,
          link.type === 'PROMOTION' ? link.promotionId : null,
          link.type === 'GAME' ? link.vassalage : null,
          link.type === 'GAME' ? link.gameType : null,
          link.type === 'GAME' ? (link.gameCode ?? null) : null,
          n,
          ...windowAt(now, ALWAYS),
        ];
      }),
    );
  });
  return true;
}
