// The sandbox's image host (the permission call's imageCDNs): generated SVG under the names the front end asks
// for, `.png` included (browsers go by the content type); the banners and promotion pictures also in AVIF and WebP
// at a few widths (variants.ts). Always mounted: the site needs pictures in production builds too. Every address
// part is checked against a strict pattern before it reaches the drawing code.
import { createHash } from 'node:crypto';
import type { Context, Hono } from 'hono';
import { error, MESSAGES } from '../../envelope.ts';
import { ART_FORMATS, ART_MAX_AGE_SECONDS, ART_VARIANT_MAX_AGE_SECONDS, ASSETS_PATH } from '../contentConstants.ts';
import { BANNER_GROUPS, type BannerGroup } from '../contentSeedData.ts';
import { flagSvg } from './flags.ts';
import { bannerSvg, gameIconSvg, promotionSvg, vendorLogoSvg } from './pictures.ts';
import { encodeVariant, isOfferedWidth, VARIANT_FILE } from './variants.ts';

const COUNTRY_FILE = /^([A-Za-z]{2})\.(?:png|svg)$/;
const VENDOR_FILE = /^([A-Za-z0-9_]{1,32})-COLOR2\.(?:png|svg)$/;
const VASSALAGE = /^[A-Za-z0-9_]{1,32}$/;
const GAME_FILE = /^([A-Za-z0-9][A-Za-z0-9_.-]{0,63})\.(?:png|svg)$/;
const BANNER_FILE = /^([1-9][0-9]?)\.(?:png|svg)$/;
const PROMO_FILE = /^([1-9][0-9]{0,5})\.(?:png|svg)$/;
/** Game icon size codes (spec §7: rx2); the tile is drawn at this many times 200 px. */
const ICON_SCALES: Record<string, number> = { rx1: 1, rx2: 2 };

const SVG_HEADERS = {
  'Content-Type': 'image/svg+xml; charset=utf-8',
  'Cache-Control': `public, max-age=${ART_MAX_AGE_SECONDS}`,
  'X-Content-Type-Options': 'nosniff',
  // Opened on its own, an SVG is a document: it may not load or run anything.
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
};

function notFound(c: Context): Response {
  return error(c, 404, MESSAGES.notFound.message, MESSAGES.notFound.code);
}

function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === etag;
  });
}

function svgResponse(c: Context, svg: string): Response {
  const etag = `"${createHash('sha256').update(svg).digest('base64url').slice(0, 27)}"`;
  const headers = { ...SVG_HEADERS, ETag: etag };
  if (matchesEtag(c.req.header('if-none-match'), etag)) return c.body(null, 304, headers);
  return c.body(svg, 200, headers);
}

/** A modern-format copy (variants.ts): its bytes never change for its address. */
async function variantResponse(
  c: Context,
  kind: 'banner' | 'promo',
  file: string,
  draw: (n: number) => string,
): Promise<Response> {
  const match = VARIANT_FILE.exec(file);
  if (!match) return notFound(c);
  const [, n, width, format] = match as unknown as [string, string, string, 'avif' | 'webp'];
  if (!isOfferedWidth(kind, Number(width))) return notFound(c);
  const bytes = await encodeVariant(c.req.path, draw(Number(n)), Number(width), format);
  const etag = `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"`;
  const headers = {
    'Content-Type': ART_FORMATS[format],
    'Cache-Control': `public, max-age=${ART_VARIANT_MAX_AGE_SECONDS}, immutable`,
    'X-Content-Type-Options': 'nosniff',
    ETag: etag,
  };
  if (matchesEtag(c.req.header('if-none-match'), etag)) return c.body(null, 304, headers);
  return c.body(new Uint8Array(bytes), 200, headers);
}

const isBannerGroup = (group: string): group is BannerGroup => (BANNER_GROUPS as readonly string[]).includes(group);

export function mountArtRoutes(app: Hono): void {
  app.get(`${ASSETS_PATH}/COUNTRY_FLAG/:file`, (c) => {
    const code = COUNTRY_FILE.exec(c.req.param('file'))?.[1];
    return code ? svgResponse(c, flagSvg(code.toUpperCase())) : notFound(c);
  });

  app.get(`${ASSETS_PATH}/RNG_LIST_VENDOR/:file`, (c) => {
    const vassalage = VENDOR_FILE.exec(c.req.param('file'))?.[1];
    return vassalage ? svgResponse(c, vendorLogoSvg(vassalage)) : notFound(c);
  });

  app.get(`${ASSETS_PATH}/GAME_ICON/:vassalage/:file`, (c) => {
    const vassalage = c.req.param('vassalage');
    const gameCode = GAME_FILE.exec(c.req.param('file'))?.[1];
    const size = c.req.query('size');
    const scale = size === undefined ? 1 : ICON_SCALES[size];
    if (!VASSALAGE.test(vassalage) || !gameCode || scale === undefined) return notFound(c);
    return svgResponse(c, gameIconSvg(vassalage, gameCode, scale));
  });

  app.get(`${ASSETS_PATH}/BANNER/:group/:file`, (c) => {
    const group = c.req.param('group');
    if (!isBannerGroup(group)) return notFound(c);
    const file = c.req.param('file');
    const n = BANNER_FILE.exec(file)?.[1];
    if (n) return svgResponse(c, bannerSvg(group, Number(n)));
    // a copy's number is a banner's (1 to 99), as in the picture's own address
    if (!BANNER_FILE.test(`${VARIANT_FILE.exec(file)?.[1]}.png`)) return notFound(c);
    return variantResponse(c, 'banner', file, (number) => bannerSvg(group, number));
  });

  app.get(`${ASSETS_PATH}/PROMO/:file`, (c) => {
    const file = c.req.param('file');
    const id = PROMO_FILE.exec(file)?.[1];
    if (id) return svgResponse(c, promotionSvg(Number(id)));
    return variantResponse(c, 'promo', file, promotionSvg);
  });
}
