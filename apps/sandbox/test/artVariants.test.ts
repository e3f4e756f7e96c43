import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Announcements } from '@wl/api';
import {
  ART_VARIANT_MAX_AGE_SECONDS,
  ASSETS_PATH,
  BANNER_WIDTHS,
  PROMO_WIDTHS,
} from '../src/content/contentConstants.ts';
import { imageSourcesOf, noticePicturesOf } from '../src/content/art/variants.ts';
import { bannerSvg, promotionSvg } from '../src/content/art/pictures.ts';
import { harnessForFile } from './harness.ts';

const ANNOUNCEMENTS = '/wps/relay/MCSFE_getListAnnouncements?execution=A&types=B&types=PU&types=PL';

const h = harnessForFile();
let memberToken: string;

beforeAll(async () => {
  memberToken = await h.tokenFor('demo', 'Demo1234');
});

async function picture(path: string, headers: Record<string, string> = {}) {
  const res = await h.sandbox.app.request(path, { headers });
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
}

describe('modern-format copies of the banners and promotion pictures', () => {
  const cases = [
    ...BANNER_WIDTHS.flatMap((width) =>
      (['avif', 'webp'] as const).map((format) => ({
        path: `${ASSETS_PATH}/BANNER/home/1-${width}.${format}`,
        width,
        height: Math.round((width * 5) / 16),
        format,
      })),
    ),
    ...PROMO_WIDTHS.flatMap((width) =>
      (['avif', 'webp'] as const).map((format) => ({
        path: `${ASSETS_PATH}/PROMO/10-${width}.${format}`,
        width,
        height: width / 2,
        format,
      })),
    ),
  ];

  it.each(cases)(
    '$path is $format, $width px wide, with long cache headers',
    async ({ path, width, height, format }) => {
      const { res, bytes } = await picture(path);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe(`image/${format}`);
      expect(res.headers.get('cache-control')).toBe(`public, max-age=${ART_VARIANT_MAX_AGE_SECONDS}, immutable`);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      const meta = await sharp(bytes).metadata();
      // sharp names AVIF's container HEIF, with the AV1 codec inside
      expect(meta.format).toBe(format === 'avif' ? 'heif' : 'webp');
      if (format === 'avif') expect(meta.compression).toBe('av1');
      expect([meta.width, meta.height]).toEqual([width, height]);
    },
  );

  it('is encoded once: the same bytes and ETag every time, 304 when the browser has them', async () => {
    const path = `${ASSETS_PATH}/BANNER/home/2-720.avif`;
    const first = await picture(path);
    const second = await picture(path);
    expect(second.bytes.equals(first.bytes)).toBe(true);
    const etag = first.res.headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    const cached = await picture(path, { 'if-none-match': etag });
    expect([cached.res.status, cached.bytes.length]).toEqual([304, 0]);
  });

  it('is much smaller than the full-size picture drawn as PNG', async () => {
    const svg = await h.sandbox.app.request(`${ASSETS_PATH}/BANNER/home/1.png`);
    const png = await sharp(Buffer.from(await svg.arrayBuffer()))
      .png()
      .toBuffer();
    const avif = (await picture(`${ASSETS_PATH}/BANNER/home/1-720.avif`)).bytes;
    expect(avif.length).toBeLessThan(png.length / 4);
  });

  it.each([
    `${ASSETS_PATH}/BANNER/home/1-721.avif`,
    `${ASSETS_PATH}/BANNER/home/1-960.webp`,
    `${ASSETS_PATH}/BANNER/home/1-4000.avif`,
    `${ASSETS_PATH}/BANNER/home/1-720.png`,
    `${ASSETS_PATH}/BANNER/home/1-720.gif`,
    `${ASSETS_PATH}/BANNER/home/100-720.avif`,
    `${ASSETS_PATH}/BANNER/home/0-720.avif`,
    `${ASSETS_PATH}/BANNER/admin/1-720.avif`,
    `${ASSETS_PATH}/PROMO/1-1440.avif`,
    `${ASSETS_PATH}/PROMO/1-0720.webp`,
    `${ASSETS_PATH}/PROMO/1-720.avif.png`,
    `${ASSETS_PATH}/PROMO/1234567-720.avif`,
  ])('%s (a width or name the art does not offer) is not found, not drawn', async (path) => {
    const { res, bytes } = await picture(path);
    expect(res.status).toBe(404);
    expect(JSON.parse(bytes.toString())).toEqual({
      success: false,
      message: 'Not found',
      code: 'NOT_FOUND',
      value: null,
    });
  });
});

describe('the announcements name the copies', () => {
  it('gives every seeded banner its copies (imageSources), each served as named', async () => {
    const res = await h.call<Announcements>('GET', ANNOUNCEMENTS, { token: memberToken });
    const banners = res.body.value!.banners;
    expect(banners.length).toBeGreaterThan(0);
    for (const banner of banners) {
      expect(banner.imageSources, banner.url).toEqual(imageSourcesOf(banner.url));
      expect(banner.imageSources!.map((s) => `${s.type} ${s.width}`)).toEqual([
        ...BANNER_WIDTHS.map((w) => `image/avif ${w}`),
        ...BANNER_WIDTHS.map((w) => `image/webp ${w}`),
      ]);
    }
    const first = banners[0]!.imageSources!;
    for (const source of [first[0]!, first.at(-1)!]) {
      const { res: served, bytes } = await picture(source.url);
      expect([served.status, served.headers.get('content-type')]).toEqual([200, source.type]);
      expect((await sharp(bytes).metadata()).width).toBe(source.width);
    }
  });

  it("gives a popup the copies of the pictures its content shows, keyed by the img's src", async () => {
    const res = await h.call<Announcements>('GET', ANNOUNCEMENTS, { token: memberToken });
    const popup = res.body.value!.popup.find((p) => p.content.includes(`${ASSETS_PATH}/PROMO/10.png`))!;
    expect(popup.pictures).toEqual([
      {
        url: `${ASSETS_PATH}/PROMO/10.png`,
        width: 960,
        height: 480,
        imageSources: imageSourcesOf(`${ASSETS_PATH}/PROMO/10.png`),
      },
    ]);
    // the size given is the one the picture is drawn at (its aspect ratio keeps the picture's place)
    expect(promotionSvg(10)).toContain('viewBox="0 0 960 480"');
    // a notice without the sandbox's pictures has none
    const plain = res.body.value!.popup.find((p) => !p.content.includes('<img'))!;
    expect(plain).not.toHaveProperty('pictures');
  });

  it('offers copies of its own art only', () => {
    expect(imageSourcesOf('https://cdn.example.com/BANNER/home/1.png')).toBeUndefined();
    expect(imageSourcesOf(`${ASSETS_PATH}/GAME_ICON/PT/x.png`)).toBeUndefined();
    expect(imageSourcesOf(`${ASSETS_PATH}/BANNER/admin/1.png`)).toBeUndefined();
    expect(noticePicturesOf('<p>no pictures</p>')).toBeUndefined();
    expect(
      noticePicturesOf(
        `<img alt="a" src='${ASSETS_PATH}/PROMO/3.png'><img src="${ASSETS_PATH}/PROMO/3.png"><img src="/x.png">`,
      ),
    ).toEqual([
      {
        url: `${ASSETS_PATH}/PROMO/3.png`,
        width: 960,
        height: 480,
        imageSources: imageSourcesOf(`${ASSETS_PATH}/PROMO/3.png`),
      },
    ]);
    expect(noticePicturesOf(`<img src="${ASSETS_PATH}/BANNER/home/1.png">`)).toMatchObject([
      { width: 1600, height: 500 },
    ]);
    expect(bannerSvg('home', 1)).toContain('viewBox="0 0 1600 500"');
  });
});
