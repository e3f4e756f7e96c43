// A back office gone hostile, for the site's end-to-end test of its URL policy (apps/site/e2e/hostileUrls.spec.ts):
// `POST /sandbox/hostile-content { urls: [...] }` puts the given addresses into every field the site reads a link
// from, `DELETE /sandbox/hostile-content` takes them out again (a new POST replaces the last one). Development only.
//
// - lists get every address: home banners (one URL and one ROUTE banner each), a popup announcement, a player notice
//   and a promotion (an <a href> each, in their HTML), the service links (a plain and an obfuscated type-3 one each)
//   and the speed test's router domains, all before the seeded ones;
// - single links get the first address: the permission call's customer service (LIVECHAT, TELEGRAM, VIP) and
//   resources (LINE url and QR, ANDROID url, IOS url and profile), the chat window, every game launch address and
//   every lottery launch address.
//
// The lists are rows of the content and platform tables, marked by their ids, sorts and domains below, and deleted
// again on every start (seedContent), so a restart never leaves them behind; the single links live in memory.
import type { PGlite, Transaction } from '@electric-sql/pglite';
import type { Hono } from 'hono';
import { badRequest, plainOk } from '../envelope.ts';
import { readDevJson } from '../base/baseDevRoutes.ts';
import { CUSTOMER_SERVICE, RESOURCES } from '../siteConfig.ts';
import type { Deps, Schemas } from '../types.ts';
import { bannerImageUrl, promotionImageUrl } from './contentSeedData.ts';

export const HOSTILE_CONTENT_PATH = '/sandbox/hostile-content';

/** At most this many addresses of at most this length (a corpus, not a load test). */
const MAX_URLS = 100;
const MAX_URL_CHARS = 2048;

/** Content rows from this id up are planted (the seed's ids are small). */
const PLANTED_ID = 900_000;
/** Planted rows sort first, from here (the seed's sorts are small); service links below half of it are planted. */
const PLANTED_SORT = -1_000_000;
/** Router domains (the table's key) of planted rows end so; `.invalid` never resolves. */
const PLANTED_DOMAIN_SUFFIX = '.hostile-content.invalid';
const PLANTED_TITLE = 'Planted links';
/** The banner group of the home page, where the site shows banners first. */
const BANNER_GROUP = 'home';
const DAY_MS = 24 * 60 * 60_000;

/** The addresses planted per sandbox (each has its own database), for the fields that are not rows. */
const planted = new WeakMap<PGlite, readonly string[]>();

/** The planted addresses, or null when the sandbox is normal. */
export function plantedUrls(db: PGlite): readonly string[] | null {
  return planted.get(db) ?? null;
}

/** The first planted address: what the single-link fields (chat window, game launch) answer; null when normal. */
export function plantedLink(db: PGlite): string | null {
  return plantedUrls(db)?.[0] ?? null;
}

/** The permission call's customer service and resources with the first planted address; null when normal. */
export function plantedPermissionLinks(
  db: PGlite,
): { customerService: Schemas['CustomerService'][]; resources: Schemas['Resource'][] } | null {
  const url = plantedLink(db);
  if (url === null) return null;
  return {
    customerService: CUSTOMER_SERVICE.map((service) => ({ ...service, path: url })),
    resources: RESOURCES.map((resource: Schemas['Resource']) =>
      resource.resourceType === 'AFFILIATE'
        ? resource
        : { ...resource, url, ...(resource.qrCodeUrl === undefined ? {} : { qrCodeUrl: url }) },
    ),
  };
}

/** An address in a double-quoted attribute, as a back office would paste it: entities and all, only `"` escaped. */
const inAttribute = (url: string) => url.replaceAll('"', '&quot;');

/** The HTML of the planted notices and promotion: one link per address, numbered. */
function linksHtml(urls: readonly string[]): string {
  const items = urls.map((url, i) => `<li><a href="${inAttribute(url)}">Planted link ${i + 1}</a></li>`);
  return `<p>Each link below came from the back office.</p><ul>${items.join('')}</ul>`;
}

/** Takes every planted row out (none there: nothing happens). */
export async function removePlantedRows(db: PGlite | Transaction): Promise<void> {
  await db.query('DELETE FROM content_banners WHERE id >= $1', [PLANTED_ID]);
  await db.query('DELETE FROM content_notices WHERE id >= $1', [PLANTED_ID]);
  await db.query('DELETE FROM content_promotions WHERE id >= $1', [PLANTED_ID]);
  await db.query('DELETE FROM service_links WHERE sort < $1', [PLANTED_SORT / 2]);
  await db.query('DELETE FROM site_domains WHERE domain LIKE $1', [`%${PLANTED_DOMAIN_SUFFIX}`]);
}

async function plantRows(tx: Transaction, urls: readonly string[], now: number): Promise<void> {
  const since = new Date(now - DAY_MS);
  const html = linksHtml(urls);
  await tx.query(
    `INSERT INTO content_promotions
       (id, category, audience, title_en, content_en, image_url, sort_order, start_at, end_at)
     VALUES ($1, 'special', 'all', $2, $3, $4, $5, $6, NULL)`,
    [PLANTED_ID, PLANTED_TITLE, html, promotionImageUrl(1), PLANTED_SORT, since],
  );
  for (const [offset, type] of [
    [0, 'PU'],
    [1, 'PL'],
  ] as const) {
    await tx.query(
      `INSERT INTO content_notices (id, type, audience, title_en, content_en, sort_order, start_at, end_at)
       VALUES ($1, $2, 'all', $3, $4, $5, $6, NULL)`,
      [PLANTED_ID + offset, type, PLANTED_TITLE, html, PLANTED_SORT, since],
    );
  }
  for (const [i, url] of urls.entries()) {
    for (const [offset, linkage] of [
      [0, 'URL'],
      [1, 'ROUTE'],
    ] as const) {
      const n = 2 * i + offset;
      await tx.query(
        `INSERT INTO content_banners
           (id, group_name, audience, image_url, title_en, linkage_type, link_url, sort_order, start_at, end_at)
         VALUES ($1, $2, 'all', $3, $4, $5, $6, $7, $8, NULL)`,
        [
          PLANTED_ID + n,
          BANNER_GROUP,
          bannerImageUrl(BANNER_GROUP, 1),
          `Planted link ${i + 1} (${linkage})`,
          linkage,
          url,
          PLANTED_SORT + n,
          since,
        ],
      );
    }
    // type 3 is sent obfuscated (getServiceLink encodes it), type 1 as it is; the site takes the first type 3
    await tx.query('INSERT INTO service_links (type, path, sort) VALUES (3, $1, $2), (1, $1, $3)', [
      url,
      PLANTED_SORT + 2 * i,
      PLANTED_SORT + 2 * i + 1,
    ]);
    await tx.query(
      `INSERT INTO site_domains (domain, url, site_type, home_path, in_router_list, sort)
       VALUES ($1, $2, 'MEMBER', '/', true, $3)`,
      [`planted-${i + 1}${PLANTED_DOMAIN_SUFFIX}`, url, PLANTED_SORT + i],
    );
  }
}

/** The body's addresses, or the problem to answer with 400. */
function urlsOf(body: unknown): readonly string[] | string {
  const urls = (body as { urls?: unknown } | null)?.urls;
  if (!Array.isArray(urls) || urls.length === 0 || urls.length > MAX_URLS) {
    return `urls: must be a list of 1 to ${MAX_URLS} strings`;
  }
  if (!urls.every((url) => typeof url === 'string' && url.length > 0 && url.length <= MAX_URL_CHARS)) {
    return `urls: each must be a string of 1 to ${MAX_URL_CHARS} characters`;
  }
  return urls as string[];
}

export function mountHostileContentRoutes(app: Hono, { db, now }: Deps): void {
  app.post(HOSTILE_CONTENT_PATH, async (c) => {
    const read = await readDevJson(c);
    if ('response' in read) return read.response;
    const urls = urlsOf(read.body);
    if (typeof urls === 'string') return badRequest(c, urls);
    await db.transaction(async (tx) => {
      await removePlantedRows(tx);
      await plantRows(tx, urls, now());
    });
    planted.set(db, [...urls]);
    return plainOk(c, { planted: urls.length });
  });

  app.delete(HOSTILE_CONTENT_PATH, async (c) => {
    await removePlantedRows(db);
    planted.delete(db);
    return plainOk(c, { planted: 0 });
  });
}
