// The installable app's build (build/pwa.ts): each merchant's manifest and icons, and the service worker's routes
// (the API never answered nor kept by it), its precache of the shell alone.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { generateSW } from 'workbox-build';
import { afterAll, describe, expect, it } from 'vitest';
import { merchant as siam } from '@wl/merchants/siam/config';
import { tokens as siamTokens } from '@wl/merchants/siam/tokens';
import { merchant as mekong } from '@wl/merchants/mekong/config';
import { tokens as mekongTokens } from '@wl/merchants/mekong/tokens';
import {
  API_PREFIXES,
  APP_ICONS,
  ASSETS_CACHE,
  MASKABLE_SAFE_DIAMETER,
  PAGES_CACHE,
  SHELL_FILE,
  appIcons,
  logoAspect,
  serviceWorkerOptions,
  shellFiles,
  webAppManifest,
  withThemeColour,
  type MatchContext,
} from '../build/pwa';
import { MANIFEST_FILE, SERVICE_WORKER_FILE } from '../src/pwa/files';

const logo = (code: string) =>
  readFileSync(new URL(`../../../packages/merchants/src/${code}/logo.svg`, import.meta.url), 'utf8');
const icons = APP_ICONS.map(({ name, size, purpose }) => ({ fileName: `assets/${name}-x.png`, size, purpose }));

describe('the web app manifest', () => {
  it("names and colours each merchant's app, its icons under the build's base", () => {
    const siamApp = webAppManifest({ merchant: siam, tokens: siamTokens, base: '/', icons });
    const mekongApp = webAppManifest({ merchant: mekong, tokens: mekongTokens, base: '/play/', icons });
    expect(siamApp).toMatchObject({
      name: 'Siam Royal',
      short_name: 'Siam Royal',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: siamTokens.light.color.headerBackground,
      background_color: siamTokens.light.color.headerBackground,
    });
    expect(mekongApp).toMatchObject({ name: 'Mekong Palace', start_url: '/play/', scope: '/play/', id: '/play/' });
    expect(mekongApp.theme_color).toBe(mekongTokens.light.color.headerBackground);
    expect(mekongApp.theme_color).not.toBe(siamApp.theme_color);
    // 192 and 512 to show whole, 512 maskable; Apple's icon is linked from the page, not listed
    expect(mekongApp.icons).toEqual([
      { src: '/play/assets/icon-192-x.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/play/assets/icon-512-x.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/play/assets/icon-maskable-512-x.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ]);
  });

  it("sets index.html's theme colour in its one meta", () => {
    const html = '<head>\n<meta name="theme-color" content="#101827" />\n<title>x</title>\n</head>';
    const out = withThemeColour(html, '#7A1426');
    expect(out.match(/name="theme-color"/g)).toHaveLength(1);
    expect(out).toContain('<meta name="theme-color" content="#7A1426" />');
  });
});

describe('the icons', () => {
  it('are opaque PNGs of their size: the logo on the header colour, within the safe zone when maskable', async () => {
    const colour = mekongTokens.light.color.headerBackground;
    const made = await appIcons(logo('mekong'), colour);
    const [r, g, b] = [1, 3, 5].map((at) => parseInt(colour.slice(at, at + 2), 16));
    for (const icon of made) {
      const { data, info } = await sharp(icon.source).raw().toBuffer({ resolveWithObject: true });
      expect(info.format).toBe('raw');
      expect([info.width, info.height]).toEqual([icon.size, icon.size]);
      expect(info.channels).toBe(3);
      expect(icon.fileName).toMatch(/^assets\/[\w-]+-[\w-]{8}\.png$/);
      const pixel = (x: number, y: number) => [
        ...data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3),
      ];
      expect(pixel(0, 0)).toEqual([r, g, b]);
      // the logo is drawn (some pixels differ from the background), and a maskable icon's only inside its circle
      let drawn = 0;
      let outsideSafeZone = 0;
      const centre = icon.size / 2;
      for (let y = 0; y < icon.size; y++) {
        for (let x = 0; x < icon.size; x++) {
          const [pr, pg, pb] = pixel(x, y);
          if (Math.abs(pr! - r!) + Math.abs(pg! - g!) + Math.abs(pb! - b!) < 6) continue;
          drawn++;
          if (Math.hypot(x + 0.5 - centre, y + 0.5 - centre) > (MASKABLE_SAFE_DIAMETER * icon.size) / 2)
            outsideSafeZone++;
        }
      }
      expect(drawn).toBeGreaterThan(icon.size);
      if (icon.purpose === 'maskable') expect(outsideSafeZone).toBe(0);
    }
  });

  it("read the logo's size from its viewBox", () => {
    expect(logoAspect(logo('siam'))).toEqual({ width: 200, height: 48 });
    expect(() => logoAspect('<svg></svg>')).toThrow(/no size/);
  });
});

/** A matcher of the worker's routes, run as the worker runs it: from its text alone (no closure). */
function workerMatcher(options: ReturnType<typeof serviceWorkerOptions>, cacheName: string) {
  const route = options.runtimeCaching!.find((entry) => entry.options?.cacheName === cacheName)!;
  const source = String(route.urlPattern);
  const match = new Function(`return (${source});`)() as (context: MatchContext) => boolean;
  return (href: string, mode: RequestMode = 'navigate') => {
    const url = new URL(href);
    return match({ url, request: { mode }, sameOrigin: url.origin === 'https://site.example' });
  };
}

describe('the service worker', () => {
  for (const base of ['/', '/play/']) {
    const options = serviceWorkerOptions({ outDir: '/out', base, precache: [] });
    const page = workerMatcher(options, PAGES_CACHE);
    const asset = workerMatcher(options, ASSETS_CACHE);

    it(`never answers nor keeps the API and the backend's pages (base ${base})`, () => {
      for (const prefix of API_PREFIXES) {
        for (const root of ['/', base]) {
          for (const path of [`${root}${prefix}`, `${root}${prefix}/`, `${root}${prefix}/x/y?z=1`]) {
            expect(page(`https://site.example${path}`), path).toBe(false);
            expect(asset(`https://site.example${path}`, 'cors'), path).toBe(false);
          }
        }
      }
      // a game's frame from the backend is a navigation too
      expect(page(`https://site.example/sandbox/launch/abc`)).toBe(false);
      expect(asset(`https://site.example/sandbox/assets/banner.webp`, 'no-cors')).toBe(false);
    });

    it(`answers the site's pages and keeps the build's files (base ${base})`, () => {
      expect(page(`https://site.example${base}`)).toBe(true);
      expect(page(`https://site.example${base}lottery?tab=1`)).toBe(true);
      // a path that only starts like the API is a page
      expect(page(`https://site.example${base}wpsx`)).toBe(true);
      expect(page(`https://site.example${base}lottery`, 'cors')).toBe(false);
      expect(page(`https://other.example${base}`)).toBe(false);
      expect(asset(`https://site.example${base}assets/LotteryPage-abc.js`, 'cors')).toBe(true);
      expect(asset(`https://cdn.example${base}assets/x.png`, 'no-cors')).toBe(false);
    });
  }

  it('serves the shell when a page cannot be had, and takes over at once', () => {
    const options = serviceWorkerOptions({ outDir: '/out', base: '/', precache: ['assets/a.js'] });
    const pages = options.runtimeCaching!.find((entry) => entry.options?.cacheName === PAGES_CACHE)!;
    expect(pages.handler).toBe('NetworkFirst');
    expect(pages.options?.networkTimeoutSeconds).toBeGreaterThan(0);
    expect(pages.options?.precacheFallback).toEqual({ fallbackURL: SHELL_FILE });
    expect(options).toMatchObject({ skipWaiting: true, clientsClaim: true, navigationPreload: false });
    expect(options.globPatterns).toEqual([SHELL_FILE, 'assets/a.js']);
    expect(options.swDest).toBe(join('/out', SERVICE_WORKER_FILE));
  });

  it('precaches the shell, what its entries import and their CSS, not the lazy chunks', () => {
    const chunk = (fileName: string, isEntry: boolean, imports: string[], css: string[] = []) => ({
      type: 'chunk' as const,
      fileName,
      isEntry,
      imports,
      viteMetadata: { importedCss: new Set(css) },
    });
    const bundle = {
      'assets/index.js': chunk('assets/index.js', true, ['assets/react.js'], ['assets/index.css']),
      'assets/firstCalls.js': chunk('assets/firstCalls.js', true, []),
      'assets/react.js': chunk('assets/react.js', false, ['assets/index.js']),
      'assets/LotteryPage.js': chunk('assets/LotteryPage.js', false, ['assets/react.js'], ['assets/Lottery.css']),
      'assets/index.css': { type: 'asset' as const, fileName: 'assets/index.css' },
    };
    expect(shellFiles(bundle).sort()).toEqual(
      ['assets/firstCalls.js', 'assets/index.css', 'assets/index.js', 'assets/react.js'].sort(),
    );
  });

  const outDir = mkdtempSync(join(tmpdir(), 'pwa-test-'));
  afterAll(() => rmSync(outDir, { recursive: true, force: true }));

  it(
    'is generated with Workbox: the listed files precached, routes in, the API nowhere',
    { timeout: 60_000 },
    async () => {
      mkdirSync(join(outDir, 'assets'));
      for (const file of [
        'index.html',
        'about/index.html',
        MANIFEST_FILE,
        'assets/index-abc.js',
        'assets/Lazy-def.js',
      ]) {
        mkdirSync(join(outDir, file, '..'), { recursive: true });
        writeFileSync(join(outDir, file), `/* ${file} */`);
      }
      const options = serviceWorkerOptions({
        outDir,
        base: '/play/',
        precache: ['assets/index-abc.js', MANIFEST_FILE],
      });
      const { count } = await generateSW(options);
      expect(count).toBe(3);
      const worker = readFileSync(join(outDir, SERVICE_WORKER_FILE), 'utf8');
      const precached = [...worker.matchAll(/url:"([^"]+)"/g)].map(([, url]) => url);
      expect(precached.sort()).toEqual(['assets/index-abc.js', 'index.html', MANIFEST_FILE].sort());
      expect(worker).toContain(PAGES_CACHE);
      expect(worker).toContain(ASSETS_CACHE);
      expect(worker).toContain('(?:/|/play/)(?:wps|lgw|lotto|sandbox)');
      // one file: Workbox's runtime inlined, nothing imported
      expect(worker).not.toContain('importScripts');
    },
  );
});
