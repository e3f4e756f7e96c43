import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import sharp from 'sharp';
import { runnerImport, type IndexHtmlTransformResult, type Plugin } from 'vite';
import { generateSW, type GenerateSWOptions, type RuntimeCaching } from 'workbox-build';
import type { MerchantConfig, MerchantTokens } from '@wl/merchants/types';
import { MANIFEST_FILE, SERVICE_WORKER_FILE } from '../src/pwa/files.ts';

// The installable app (issue 16): the merchant's web app manifest and icons, and a Workbox service worker that keeps
// the shell for a visit with no network. The merchant's config, tokens and logo come from vite.config.ts.

/** Where each picture of the app goes, its size in pixels, and how its logo sits on the header colour. */
export const APP_ICONS = [
  { name: 'icon-192', size: 192, purpose: 'any' },
  { name: 'icon-512', size: 512, purpose: 'any' },
  { name: 'icon-maskable-512', size: 512, purpose: 'maskable' },
  // iOS's home screen (not in the manifest: Safari reads the link), opaque as Apple asks
  { name: 'apple-touch-icon', size: 180, purpose: 'apple' },
] as const;
export type AppIconPurpose = (typeof APP_ICONS)[number]['purpose'];

/** An icon that may show whole (any, Apple's): the logo takes at most this share of its width and of its height. */
export const LOGO_WIDTH_SHARE = 0.84;
export const LOGO_HEIGHT_SHARE = 0.6;
/**
 * A maskable icon is cut to any shape inside its central circle of 80 % of its width (the W3C safe zone); the logo's
 * corners stay within this share of that circle.
 */
export const MASKABLE_SAFE_DIAMETER = 0.8;
export const MASKABLE_LOGO_SHARE = 0.9;
/** The logo is drawn at this many times its final size before being scaled down (crisp edges and text). */
const LOGO_OVERSAMPLING = 2;
/** An SVG's user unit at librsvg's default density (96 px per inch is 72 here: sharp's density is in DPI of 72). */
const SVG_BASE_DENSITY = 72;
/** Characters of a file's content hash in its name, as Vite names its assets. */
const HASH_LENGTH = 8;

/** The colour of the installed app's title bar and splash screen: the light theme's header, as the boot screen. */
export const appColour = (tokens: MerchantTokens) => tokens.light.color.headerBackground;

/** The logo's size as its SVG declares it (viewBox, else width and height). */
export function logoAspect(svg: string): { width: number; height: number } {
  const viewBox = /viewBox="\s*[-\d.]+[\s,]+[-\d.]+[\s,]+([\d.]+)[\s,]+([\d.]+)\s*"/.exec(svg);
  const width = Number(viewBox?.[1] ?? /\swidth="([\d.]+)/.exec(svg)?.[1]);
  const height = Number(viewBox?.[2] ?? /\sheight="([\d.]+)/.exec(svg)?.[1]);
  if (!(width > 0 && height > 0)) throw new Error('pwa: the merchant logo declares no size (viewBox)');
  return { width, height };
}

/** The logo's drawn size on a square icon of `size` pixels. */
export function logoBox(logo: { width: number; height: number }, size: number, purpose: AppIconPurpose) {
  const scale =
    purpose === 'maskable'
      ? (MASKABLE_SAFE_DIAMETER * MASKABLE_LOGO_SHARE * size) / Math.hypot(logo.width, logo.height)
      : Math.min((LOGO_WIDTH_SHARE * size) / logo.width, (LOGO_HEIGHT_SHARE * size) / logo.height);
  return { width: Math.round(logo.width * scale), height: Math.round(logo.height * scale) };
}

/** One square PNG: the logo centred on the header colour. */
export async function renderIcon(svg: string, colour: string, size: number, purpose: AppIconPurpose) {
  const aspect = logoAspect(svg);
  const box = logoBox(aspect, size, purpose);
  const density = (SVG_BASE_DENSITY * LOGO_OVERSAMPLING * box.width) / aspect.width;
  const logo = await sharp(Buffer.from(svg), { density }).resize(box.width, box.height).png().toBuffer();
  const icon = await sharp({ create: { width: size, height: size, channels: 4, background: colour } })
    .composite([{ input: logo, gravity: 'centre' }])
    .png()
    .toBuffer();
  // opaque, as Apple asks (sharp composites last, so the alpha channel goes in a pass of its own)
  return sharp(icon).flatten({ background: colour }).png().toBuffer();
}

export interface AppIcon {
  /** Its file in the build (under assets/, its content hash in its name: served as immutable). */
  fileName: string;
  size: number;
  purpose: AppIconPurpose;
  source: Buffer;
}

/** Every icon of the app from the merchant's logo. */
export async function appIcons(svg: string, colour: string): Promise<AppIcon[]> {
  return Promise.all(
    APP_ICONS.map(async ({ name, size, purpose }) => {
      const source = await renderIcon(svg, colour, size, purpose);
      const hash = createHash('sha256').update(source).digest('base64url').slice(0, HASH_LENGTH);
      return { fileName: `assets/${name}-${hash}.png`, size, purpose, source };
    }),
  );
}

/** The web app manifest of a merchant's build served under `base` ("/" or "/play/"). */
export function webAppManifest({
  merchant,
  tokens,
  base,
  icons,
}: {
  merchant: Pick<MerchantConfig, 'name'>;
  tokens: MerchantTokens;
  base: string;
  icons: readonly Pick<AppIcon, 'fileName' | 'size' | 'purpose'>[];
}) {
  const colour = appColour(tokens);
  return {
    id: base,
    name: merchant.name,
    short_name: merchant.name,
    start_url: base,
    scope: base,
    display: 'standalone',
    theme_color: colour,
    background_color: colour,
    icons: icons
      .filter((icon) => icon.purpose !== 'apple')
      .map((icon) => ({
        src: `${base}${icon.fileName}`,
        sizes: `${icon.size}x${icon.size}`,
        type: 'image/png',
        purpose: icon.purpose,
      })),
  };
}

/** The API and the backend's pages, which the worker never answers nor keeps (at the root and under the base). */
export const API_PREFIXES = ['wps', 'lgw', 'lotto', 'sandbox'] as const;

/** A pattern of the paths of API_PREFIXES at the root and under `base`. */
export function apiPathPattern(base: string): string {
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const roots = [...new Set(['/', base])].map(escape).join('|');
  return `^(?:${roots})(?:${API_PREFIXES.join('|')})(?:/|$)`;
}

/** What the worker's route matchers know of the build (written into the worker as JSON). */
export interface WorkerScope {
  /** apiPathPattern(base) */
  api: string;
  /** `${base}assets/`: the build's hashed files */
  assets: string;
}

/** What Workbox gives a route's matcher (of workbox-core's RouteMatchCallbackOptions, what these use). */
export interface MatchContext {
  url: URL;
  request: Pick<Request, 'mode'>;
  sameOrigin: boolean;
}

/**
 * A page the player opens (not a game's or chat's frame from the backend): the worker answers it network first.
 * Runs in the worker: it uses nothing but its arguments.
 */
export function isPageNavigation({ url, request, sameOrigin }: MatchContext, scope: WorkerScope): boolean {
  return sameOrigin && request.mode === 'navigate' && !new RegExp(scope.api).test(url.pathname);
}

/** One of the build's own files (lazy chunks, their CSS, pictures, fonts): kept once fetched. Runs in the worker. */
export function isBuildAsset({ url, sameOrigin }: MatchContext, scope: WorkerScope): boolean {
  return sameOrigin && url.pathname.startsWith(scope.assets) && !new RegExp(scope.api).test(url.pathname);
}

/**
 * A matcher for the worker's source: workbox-build writes a function's text into the worker, so the build's values go
 * in with it, as JSON (a closure's variables would not).
 */
export function inWorker(
  match: (context: MatchContext, scope: WorkerScope) => boolean,
  scope: WorkerScope,
): RuntimeCaching['urlPattern'] {
  return new Function('context', `return (${match.toString()})(context, ${JSON.stringify(scope)});`) as never;
}

/** A page that does not answer within this long is served from the cache (the page's last copy, else the shell). */
export const NAVIGATION_TIMEOUT_SECONDS = 3;
/** Pages kept for a visit with no network. */
export const PAGES_CACHE = 'wl-pages';
export const PAGES_MAX_ENTRIES = 20;
/** Lazy chunks and pictures of the build, kept once fetched; the oldest go first (cheap phones have little room). */
export const ASSETS_CACHE = 'wl-assets';
export const ASSETS_MAX_ENTRIES = 120;
export const ASSETS_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;
/** The shell: the page the worker answers with when a page cannot be had. */
export const SHELL_FILE = 'index.html';

/** workbox-build's generateSW options: the shell precached, pages network first, the build's files cache first. */
export function serviceWorkerOptions({
  outDir,
  base,
  precache,
}: {
  outDir: string;
  base: string;
  /** Files of outDir, relative to it: the shell and what it loads at once. */
  precache: readonly string[];
}): GenerateSWOptions {
  const scope: WorkerScope = { api: apiPathPattern(base), assets: `${base}assets/` };
  return {
    swDest: join(outDir, SERVICE_WORKER_FILE),
    globDirectory: outDir,
    globPatterns: [...new Set([SHELL_FILE, ...precache])],
    // hashed names: their name is their revision
    dontCacheBustURLsMatching: /^assets\//,
    // one file, no importScripts of Workbox's own
    inlineWorkboxRuntime: true,
    mode: 'production',
    sourcemap: false,
    // An updated worker takes over at once (skipWaiting, clientsClaim) instead of waiting for every tab of the site
    // to close (an installed app may stay open for days); the page that runs keeps its code, the next page load
    // (network first) gets the new one. No reload is forced: a player may be mid-bet.
    skipWaiting: true,
    clientsClaim: true,
    cleanupOutdatedCaches: true,
    // No navigation preload: a frame of the backend's (a game's launch address, which may be single-use) would be
    // fetched twice, once by the preload the worker does not use.
    navigationPreload: false,
    runtimeCaching: [
      {
        urlPattern: inWorker(isPageNavigation, scope),
        handler: 'NetworkFirst',
        options: {
          cacheName: PAGES_CACHE,
          networkTimeoutSeconds: NAVIGATION_TIMEOUT_SECONDS,
          expiration: { maxEntries: PAGES_MAX_ENTRIES, purgeOnQuotaError: true },
          cacheableResponse: { statuses: [200] },
          precacheFallback: { fallbackURL: SHELL_FILE },
        },
      },
      {
        urlPattern: inWorker(isBuildAsset, scope),
        handler: 'CacheFirst',
        options: {
          cacheName: ASSETS_CACHE,
          expiration: {
            maxEntries: ASSETS_MAX_ENTRIES,
            maxAgeSeconds: ASSETS_MAX_AGE_SECONDS,
            purgeOnQuotaError: true,
          },
          cacheableResponse: { statuses: [200] },
        },
      },
    ],
  };
}

/** The shell's files in a build's output: every entry chunk, what it imports statically, and their CSS. */
export function shellFiles(
  bundle: Record<
    string,
    | {
        type: 'chunk';
        fileName: string;
        isEntry: boolean;
        imports: string[];
        viteMetadata?: { importedCss: Set<string> };
      }
    | { type: 'asset'; fileName: string }
  >,
): string[] {
  const files = new Set<string>();
  const add = (fileName: string) => {
    const output = bundle[fileName];
    if (files.has(fileName) || output?.type !== 'chunk') return;
    files.add(fileName);
    for (const css of output.viteMetadata?.importedCss ?? []) files.add(css);
    for (const imported of output.imports) add(imported);
  };
  for (const output of Object.values(bundle)) if (output.type === 'chunk' && output.isEntry) add(output.fileName);
  return [...files];
}

/** The theme-color meta of index.html with the merchant's colour (the one there, not a second one). */
export function withThemeColour(html: string, colour: string): string {
  const meta = /<meta\s+name="theme-color"\s+content="[^"]*"\s*\/?>/;
  const tag = `<meta name="theme-color" content="${colour}" />`;
  return meta.test(html) ? html.replace(meta, tag) : html.replace('</head>', `  ${tag}\n  </head>`);
}

/**
 * The plugin for the build's merchant: `merchantFile` gives a file of its folder (vite.config.ts). Its config and
 * tokens load through Vite's module runner (TypeScript), its logo is read as text.
 */
export async function installableApp(merchantFile: (file: string) => string): Promise<Plugin> {
  const load = async <T>(file: string) => (await runnerImport<T>(merchantFile(file), { configFile: false })).module;
  const [{ merchant }, { tokens }] = await Promise.all([
    load<{ merchant: MerchantConfig }>('config'),
    load<{ tokens: MerchantTokens }>('tokens'),
  ]);
  return installableAppOf({ merchant, tokens, logoSvg: readFileSync(merchantFile('logo.svg'), 'utf8') });
}

/**
 * The plugin: the manifest and icons in the build (and from the dev server), their links and the theme colour in
 * index.html, and once the build is written (after any step that adds pages) the service worker.
 */
export async function installableAppOf({
  merchant,
  tokens,
  logoSvg,
}: {
  merchant: MerchantConfig;
  tokens: MerchantTokens;
  logoSvg: string;
}): Promise<Plugin> {
  const icons = await appIcons(logoSvg, appColour(tokens));
  const appleIcon = icons.find((icon) => icon.purpose === 'apple')!;
  let base = '/';
  let outDir = 'dist';
  let building = false;
  let shell: string[] = [];
  const manifest = () => JSON.stringify(webAppManifest({ merchant, tokens, base, icons }), null, 2);
  return {
    name: 'installable-app',
    configResolved(config) {
      base = config.base;
      outDir = resolve(config.root, config.build.outDir);
      building = config.command === 'build' && !config.build.ssr;
    },
    configureServer(server) {
      // the dev server serves the same manifest and icons from memory
      server.middlewares.use((req, res, next) => {
        const path = req.url?.split('?')[0] ?? '';
        const icon = icons.find((candidate) => path === `${base}${candidate.fileName}`);
        if (path === `${base}${MANIFEST_FILE}`) {
          res.setHeader('content-type', 'application/manifest+json');
          return void res.end(manifest());
        }
        if (icon) {
          res.setHeader('content-type', 'image/png');
          return void res.end(icon.source);
        }
        next();
      });
    },
    transformIndexHtml: (html): IndexHtmlTransformResult => ({
      html: withThemeColour(html, appColour(tokens)),
      tags: [
        { tag: 'link', attrs: { rel: 'manifest', href: `${base}${MANIFEST_FILE}` }, injectTo: 'head' },
        { tag: 'link', attrs: { rel: 'apple-touch-icon', href: `${base}${appleIcon.fileName}` }, injectTo: 'head' },
      ],
    }),
    generateBundle(_options, bundle) {
      if (!building || this.environment.config.consumer !== 'client') return;
      for (const icon of icons) this.emitFile({ type: 'asset', fileName: icon.fileName, source: icon.source });
      this.emitFile({ type: 'asset', fileName: MANIFEST_FILE, source: manifest() });
      shell = [
        ...shellFiles(bundle as Parameters<typeof shellFiles>[0]),
        MANIFEST_FILE,
        ...icons.map((i) => i.fileName),
      ];
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        if (!building || shell.length === 0) return;
        const options = serviceWorkerOptions({ outDir, base, precache: shell });
        const { count, warnings } = await generateSW(options);
        if (warnings.length > 0 || count !== options.globPatterns!.length) {
          throw new Error(`pwa: ${count} of ${options.globPatterns!.length} shell files precached. ${warnings}`);
        }
      },
    },
  };
}
