// A back office gone hostile, for the site's end-to-end test of its URL policy (apps/site/e2e/hostileUrls.spec.ts):
// `POST /sandbox/hostile-content { urls: [...] }` puts the given addresses into every field the site reads a link
// from, `DELETE /sandbox/hostile-content` takes them out again (a new POST replaces the last one). Development only.
//
// - lists get every address, before what the database holds: home banners (one URL and one ROUTE banner each), a
//   popup announcement, a player notice and a promotion (an <a href> each, in their HTML), the service links (a plain
//   and an obfuscated type-3 one each) and the speed test's router domains;
// - single links get the first address: the permission call's customer service (LIVECHAT, TELEGRAM, VIP) and
//   resources (LINE url and QR, ANDROID url, IOS url and profile), the chat window, every game launch address and
//   every lottery launch address.
//
// Nothing is written to the database (whose text holds no NUL, which some hostile addresses have): the handlers of
// those fields add what is planted here as they answer, and a restart forgets it. The addresses may come base64
// encoded (`encoding: 'base64'`): a JSON body with a NUL in it is refused before any route (edge/storableInput.ts).
import type { PGlite } from '@electric-sql/pglite';
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

/** The ids of what is planted (the seed's ids are small). */
export const PLANTED_ID = 900_000;
const PLANTED_TITLE = 'Planted links';
/** The banner group of the home page, where the site shows banners first. */
const BANNER_GROUP = 'home';

interface Planted {
  urls: readonly string[];
  /** When they were planted: the notices' and the promotion's publication. */
  at: string;
}

/** What is planted per sandbox (each has its own database). */
const planted = new WeakMap<PGlite, Planted>();

/** The first planted address: what the single-link fields (chat window, game and lottery launch) answer; or null. */
export function plantedLink(db: PGlite): string | null {
  return planted.get(db)?.urls[0] ?? null;
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

function plantedPromotionOf({ urls, at }: Planted): Schemas['Promotion'] {
  return {
    id: PLANTED_ID,
    title: PLANTED_TITLE,
    content: linksHtml(urls),
    category: 'special',
    imageUrl: promotionImageUrl(1),
    startTime: at,
    endTime: null,
  };
}

/** What the announcements call adds before the stored ones (empty lists when normal). */
export function plantedAnnouncements(db: PGlite): {
  banners: Schemas['Banner'][];
  notices: Schemas['Notice'][];
  promotions: Schemas['Promotion'][];
} {
  const current = planted.get(db);
  if (!current) return { banners: [], notices: [], promotions: [] };
  const banners = current.urls.flatMap((url, i) =>
    (['URL', 'ROUTE'] as const).map((linkageType, offset): Schemas['Banner'] => ({
      bannerId: PLANTED_ID + 2 * i + offset,
      url: bannerImageUrl(BANNER_GROUP, 1),
      groupName: BANNER_GROUP,
      linkageType,
      title: `Planted link ${i + 1} (${linkageType})`,
      linkUrl: url,
    })),
  );
  const notice = { id: PLANTED_ID, title: PLANTED_TITLE, content: linksHtml(current.urls), publishedAt: current.at };
  return { banners, notices: [notice], promotions: [plantedPromotionOf(current)] };
}

/** The planted promotion when `id` is its id; null otherwise. */
export function plantedPromotion(db: PGlite, id: number): Schemas['Promotion'] | null {
  const current = planted.get(db);
  return current && id === PLANTED_ID ? plantedPromotionOf(current) : null;
}

/** Service links (type 3 to be obfuscated as the stored ones) before the stored ones: a type-3 and a type-1 each. */
export function plantedServiceLinks(db: PGlite): Schemas['ServicePath'][] {
  return (planted.get(db)?.urls ?? []).flatMap((path) => [
    { type: 3, path },
    { type: 1, path },
  ]);
}

/** Router domains before the stored ones. */
export function plantedRouterDomains(db: PGlite): string[] {
  return [...(planted.get(db)?.urls ?? [])];
}

/** The body's addresses, or the problem to answer with 400. */
function urlsOf(body: unknown): readonly string[] | string {
  const { urls, encoding } = (body ?? {}) as { urls?: unknown; encoding?: unknown };
  if (encoding !== undefined && encoding !== 'base64') return 'encoding: must be base64 when given';
  if (!Array.isArray(urls) || urls.length === 0 || urls.length > MAX_URLS) {
    return `urls: must be a list of 1 to ${MAX_URLS} strings`;
  }
  const decoded = urls.map((url: unknown) =>
    typeof url === 'string' && encoding === 'base64' ? Buffer.from(url, 'base64').toString('utf8') : url,
  );
  if (!decoded.every((url) => typeof url === 'string' && url.length > 0 && url.length <= MAX_URL_CHARS)) {
    return `urls: each must be a string of 1 to ${MAX_URL_CHARS} characters`;
  }
  return decoded as string[];
}

export function mountHostileContentRoutes(app: Hono, { db, now }: Deps): void {
  app.post(HOSTILE_CONTENT_PATH, async (c) => {
    const read = await readDevJson(c);
    if ('response' in read) return read.response;
    const urls = urlsOf(read.body);
    if (typeof urls === 'string') return badRequest(c, urls);
    planted.set(db, { urls, at: new Date(now()).toISOString() });
    return plainOk(c, { planted: urls.length });
  });

  app.delete(HOSTILE_CONTENT_PATH, (c) => {
    planted.delete(db);
    return plainOk(c, { planted: 0 });
  });
}
