// Modern-format copies of the banner and promotion art (openapi.yaml `ImageSource`): the picture's SVG drawn by
// sharp (librsvg) at a few fixed widths, in AVIF and WebP. Each copy is encoded once and kept in memory; a width the
// art does not offer is not drawn (the route answers 404), so no address makes the sandbox encode without limit.
import sharp from 'sharp';
import {
  ART_FORMATS,
  ART_QUALITY,
  ART_VARIANT_CACHE_ENTRIES,
  ASSETS_PATH,
  BANNER_SIZE,
  BANNER_WIDTHS,
  PROMO_SIZE,
  PROMO_WIDTHS,
  type ArtFormat,
} from '../contentConstants.ts';
import { BANNER_GROUPS, type BannerGroup } from '../contentSeedData.ts';

/** openapi.yaml `ImageSource`. */
export interface ImageSource {
  url: string;
  width: number;
  type: (typeof ART_FORMATS)[ArtFormat];
}

/** openapi.yaml `NoticePicture`. */
export interface NoticePicture {
  url: string;
  /** the picture's own size: its aspect ratio */
  width: number;
  height: number;
  imageSources: ImageSource[];
}

const FORMATS = Object.keys(ART_FORMATS) as ArtFormat[];

/** `BANNER/{group}/{n}.png` and `PROMO/{id}.png`, the addresses the seed gives (an absolute one is not ours). */
const BANNER_URL = new RegExp(`^${ASSETS_PATH}/BANNER/([a-z_]+)/([1-9][0-9]?)\\.(?:png|svg)$`);
const PROMO_URL = new RegExp(`^${ASSETS_PATH}/PROMO/([1-9][0-9]{0,5})\\.(?:png|svg)$`);
/** A copy's file name: `{n}-{width}.{format}`. */
export const VARIANT_FILE = /^([1-9][0-9]{0,5})-([1-9][0-9]{1,3})\.(avif|webp)$/;

const isBannerGroup = (group: string): group is BannerGroup => (BANNER_GROUPS as readonly string[]).includes(group);

function sourcesFor(base: string, widths: readonly number[]): ImageSource[] {
  return FORMATS.flatMap((format) =>
    widths.map((width) => ({ url: `${base}-${width}.${format}`, width, type: ART_FORMATS[format] })),
  );
}

/** One of the sandbox's banner or promotion pictures: its size and copies, or undefined for any other address. */
function artOf(url: string): Omit<NoticePicture, 'url'> | undefined {
  const banner = BANNER_URL.exec(url);
  if (banner && isBannerGroup(banner[1]!)) {
    return {
      ...BANNER_SIZE,
      imageSources: sourcesFor(`${ASSETS_PATH}/BANNER/${banner[1]}/${banner[2]}`, BANNER_WIDTHS),
    };
  }
  const promo = PROMO_URL.exec(url);
  return promo
    ? { ...PROMO_SIZE, imageSources: sourcesFor(`${ASSETS_PATH}/PROMO/${promo[1]}`, PROMO_WIDTHS) }
    : undefined;
}

/** The copies of one of the sandbox's banner or promotion pictures, or undefined for any other address. */
export function imageSourcesOf(url: string): ImageSource[] | undefined {
  return artOf(url)?.imageSources;
}

/** The `src` of every `<img>` written in the content (double or single quotes, as the seed and operators write). */
const IMG_SRC = /<img\b[^>]*?\ssrc\s*=\s*(?:"([^"]*)"|'([^']*)')/gi;

/** The copies of the sandbox's pictures a notice's content shows, or undefined when it shows none of them. */
export function noticePicturesOf(content: string): NoticePicture[] | undefined {
  const pictures = new Map<string, NoticePicture>();
  for (const match of content.matchAll(IMG_SRC)) {
    const url = match[1] ?? match[2] ?? '';
    const art = artOf(url);
    if (art && !pictures.has(url)) pictures.set(url, { url, ...art });
  }
  return pictures.size > 0 ? [...pictures.values()] : undefined;
}

/** The widths a kind of art offers. */
export const WIDTHS = { banner: BANNER_WIDTHS, promo: PROMO_WIDTHS } as const;

export const isOfferedWidth = (kind: keyof typeof WIDTHS, width: number) =>
  (WIDTHS[kind] as readonly number[]).includes(width);

/** Encoded copies by address, oldest first (a Map keeps insertion order); a pending encode is shared. */
const encoded = new Map<string, Promise<Buffer>>();

/** The SVG drawn `width` px wide in `format`, encoded once per address and kept (up to the cache's size). */
export function encodeVariant(key: string, svg: string, width: number, format: ArtFormat): Promise<Buffer> {
  const cached = encoded.get(key);
  if (cached) return cached;
  const image = sharp(Buffer.from(svg)).resize({ width });
  const pending = (
    format === 'avif' ? image.avif({ quality: ART_QUALITY.avif }) : image.webp({ quality: ART_QUALITY.webp })
  ).toBuffer();
  encoded.set(key, pending);
  pending.catch(() => encoded.delete(key));
  while (encoded.size > ART_VARIANT_CACHE_ENTRIES) encoded.delete(encoded.keys().next().value!);
  return pending;
}
