import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, runnerImport, type Plugin } from 'vite';
import type { MerchantConfig, MerchantTokens } from '@wl/merchants/types';
import type * as PageCode from './src/pageCode';
import type { FramePartName, PartFiles } from './src/pageCode';
import type * as RouteTable from './src/routeTable';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { routerProductionBuild } from './build/routerProductionBuild.ts';
import { prerenderPages } from './build/prerenderPlugin.ts';
import { precompress } from './build/precompress.ts';
import { installableApp } from './build/pwa.ts';

// The merchant (a folder of packages/merchants) is chosen at build time; only its theme and config end up in the
// bundle: `@merchant/<file>` is `@wl/merchants/<merchant>/<file>`.
const merchant = process.env.MERCHANT ?? 'siam';
const backend = process.env.BACKEND_URL ?? 'http://127.0.0.1:8787';

/** A file of the build's merchant folder in the merchants package (resolved through its `exports`). */
const merchantFile = (file: string) => fileURLToPath(import.meta.resolve(`@wl/merchants/${merchant}/${file}`));

/**
 * The merchant's logo on its header colour in index.html itself, shown while the bundle loads: a player on a slow
 * network sees the site at once instead of a blank page (React replaces it on its first render). The colour is the
 * light theme's `headerBackground` from the merchant's tokens, loaded through Vite's module runner (TypeScript).
 */
async function bootLogo(): Promise<Plugin> {
  const logo = readFileSync(merchantFile('logo.svg')).toString('base64');
  const { module } = await runnerImport<{ tokens: MerchantTokens }>(merchantFile('tokens'), { configFile: false });
  const screen = `display:grid;place-items:center;min-height:100vh;margin:0;background:${module.tokens.light.color.headerBackground}`;
  return {
    name: 'boot-logo',
    transformIndexHtml: (html) =>
      html.replace(
        '<div id="root"></div>',
        `<div id="root"><div style="${screen}"><img src="data:image/svg+xml;base64,${logo}" alt="" height="48"></div></div>`,
      ),
  };
}

/**
 * What server.mjs needs to know of the merchant, in dist/.edge.json (a dot file: never served): the origins that
 * may frame the site (its CSP's frame-ancestors).
 */
async function serverNotes(): Promise<Plugin> {
  const { module } = await runnerImport<{ merchant: MerchantConfig }>(merchantFile('config'), { configFile: false });
  const notes = { frameAncestors: module.merchant.frameAncestors ?? [] };
  return {
    name: 'server-notes',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: '.edge.json', source: JSON.stringify(notes) });
    },
  };
}

const FIRST_CALLS = 'src/firstCalls.ts';

/**
 * src/firstCalls.ts as an entry of its own, run as soon as it arrives (async: it waits neither for the app's files nor
 * for the stylesheets): Vite would bundle every module script of index.html into one entry, which runs only once all
 * of the app's first files have arrived.
 */
function firstCallsEntry(): Plugin {
  let base = '/';
  return {
    name: 'first-calls-entry',
    configResolved: (config) => void (base = config.base),
    transformIndexHtml: {
      order: 'post',
      handler: (_html, context) => {
        const chunk = Object.values(context.bundle ?? {}).find(
          (output) => output.type === 'chunk' && output.isEntry && output.facadeModuleId?.endsWith(FIRST_CALLS),
        );
        const src = chunk ? `${base}${chunk.fileName}` : `/${FIRST_CALLS}`; // the dev server serves the source
        return [
          { tag: 'script', attrs: { type: 'module', async: true, crossorigin: true, src }, injectTo: 'head-prepend' },
        ];
      },
    },
  };
}

/** Where the build finds each part's module: the lines of `partLoaders` in src/routes.tsx (one part, one line). */
const PART_LOADER = /^\s+(\w+): (?:withNamespaces\()?\(\) => import\('\.\/([\w/]+)'\)/gm;
/** The popup's code, which the session's first page also wants at once (src/shell/popupLoading.ts). */
const POPUP_MODULE = 'shell/lazy/AnnouncementsPopup';
/** The home lobby's code, preloaded a few files per task after the first paint (src/pages/HomePage.tsx). */
const HOME_LOBBY_MODULE = 'home/HomeLobby';
/**
 * The frame's lazy parts of the first screen (src/shell/Layout.tsx) and the machines every page starts (the boot's and
 * the session's, with XState and the API client), by the name pageCode.ts gives them.
 */
const FRAME_MODULES: Record<FramePartName, string> = {
  nav: 'shell/NavRow',
  banner: 'shell/BannerContainer',
  boot: 'boot/bootActor',
  session: 'session/sessionActor',
};

/**
 * The frame's parts a route's first screen shows (the navigation row with a header shown at first, the banner), then
 * the machines: the hydration does not wait for them, but the permission and the popup's announcements do, so they
 * come beside the app's files rather than a round trip after them.
 */
function framePartsOf({ layout }: RouteTable.PartRoute): FramePartName[] {
  return [
    ...(layout.header && !layout.barsHiddenByDefault ? (['nav'] as const) : []),
    ...(layout.banner ? (['banner'] as const) : []),
    'boot',
    'session',
  ];
}

/**
 * The part of each path of the route table and each part's files (its chunk, the chunks it imports and their CSS,
 * less what the entries load anyway) as a JSON data block in index.html, read by firstCalls.ts (src/pageCode.ts) to
 * fetch the page's code beside the app's. The paths come from src/routeTable.ts (through Vite's module runner), the
 * modules from src/routes.tsx; a part of the table without a loader there, or a module without a chunk, fails the
 * build.
 */
async function partFiles(): Promise<Plugin> {
  const load = <T>(file: string) =>
    runnerImport<T>(fileURLToPath(new URL(file, import.meta.url)), { configFile: false }).then(({ module }) => module);
  const { routeTable } = await load<typeof RouteTable>('./src/routeTable.ts');
  const { PART_FILES_ID } = await load<typeof PageCode>('./src/pageCode.ts');
  const loaders = readFileSync(new URL('./src/routes.tsx', import.meta.url), 'utf8');
  const modules = new Map([...loaders.matchAll(PART_LOADER)].map(([, part, module]) => [part!, module!]));
  for (const { part } of routeTable) {
    if (!modules.has(part)) throw new Error(`part-files: no line of partLoaders in src/routes.tsx loads ${part}`);
  }
  modules.set('popup', POPUP_MODULE);
  for (const [name, module] of Object.entries(FRAME_MODULES)) modules.set(name, module);
  modules.set('homeLobby', HOME_LOBBY_MODULE);
  let base = '/';
  return {
    name: 'part-files',
    apply: 'build',
    configResolved: (config) => void (base = config.base),
    transformIndexHtml: {
      order: 'post',
      handler: (_html, context) => {
        const chunks = Object.values(context.bundle ?? {}).filter((output) => output.type === 'chunk');
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        /** A chunk with every chunk it imports statically, and their CSS. */
        const closure = (file: string, into = new Set<string>()) => {
          if (into.has(file)) return into;
          into.add(file);
          const chunk = byFile.get(file);
          for (const css of chunk?.viteMetadata?.importedCss ?? []) into.add(css);
          for (const imported of chunk?.imports ?? []) closure(imported, into);
          return into;
        };
        const loaded = new Set<string>();
        for (const chunk of chunks) if (chunk.isEntry) closure(chunk.fileName, loaded);
        // the addresses as the browser has them, under the build's base path
        const paths = Object.fromEntries(
          routeTable.flatMap((route) => route.paths.map((path) => [`${base}${path.slice(1)}`, route.part])),
        );
        const frame = Object.fromEntries(
          routeTable.flatMap((route) => route.paths.map((path) => [`${base}${path.slice(1)}`, framePartsOf(route)])),
        );
        /** Each file once, by its place in the list. */
        const places = new Map<string, number>();
        const placeOf = (url: string) => places.get(url) ?? places.set(url, places.size).get(url)!;
        const parts: Record<string, number[]> = {};
        for (const [name, source] of modules) {
          const chunk = chunks.find(
            (candidate) => candidate.facadeModuleId?.match(/\/src\/(.+)\.tsx?$/)?.[1] === source,
          );
          if (!chunk) throw new Error(`part-files: the ${name} part's src/${source} has no chunk of its own`);
          parts[name] = [...closure(chunk.fileName)]
            .filter((file) => !loaded.has(file))
            .map((file) => placeOf(`${base}${file}`));
        }
        return [
          {
            tag: 'script',
            attrs: { type: 'application/json', id: PART_FILES_ID },
            children: JSON.stringify({ paths, frame, files: [...places.keys()], parts } satisfies PartFiles).replace(
              /</g,
              '\\u003c',
            ),
            injectTo: 'head-prepend',
          },
        ];
      },
    },
  };
}

/** The prerender's entry (`vite build --ssr`, build/prerender.ts): the app for Node, no index.html of its own. */
const SERVER_ENTRY = 'src/entry-server.tsx';

export default defineConfig(async ({ isSsrBuild }) => ({
  // VITE_BASE_PATH: the sub-path the site is served under (e.g. /play/); the router takes it as its basename.
  base: process.env.VITE_BASE_PATH ?? '/',
  plugins: [
    react(),
    vanillaExtractPlugin(),
    routerProductionBuild(),
    ...(isSsrBuild
      ? []
      : [
          await bootLogo(),
          firstCallsEntry(),
          // after firstCallsEntry: its list then comes first in the head, above the script that reads it
          await partFiles(),
          await serverNotes(),
          await installableApp(merchantFile),
          // after the rest: it reads the finished index.html
          prerenderPages(SERVER_ENTRY),
          // last: every file is written, the prerendered pages too
          precompress(),
        ]),
  ],
  resolve: {
    alias: [{ find: /^@merchant\//, replacement: `@wl/merchants/${merchant}/` }],
  },
  server: {
    proxy: Object.fromEntries(
      ['/wps', '/lgw', '/lotto', '/sandbox'].map((prefix) => [prefix, { target: backend, changeOrigin: true }]),
    ),
  },
  build: isSsrBuild
    ? { target: 'node20', ssr: SERVER_ENTRY }
    : {
        // ES2022 (Chrome and Android WebView 94+, Safari 15.4+, all self-updating on the phones we serve): class fields
        // and the rest ship as written, without the helpers ES2020 needed (1.2 KB gzip off the first paint).
        target: 'es2022',
        cssCodeSplit: true,
        modulePreload: { polyfill: false },
        // `npm run bench` reads which chunks the first paint needs from it.
        manifest: true,
        rolldownOptions: {
          input: {
            index: fileURLToPath(new URL('./index.html', import.meta.url)),
            firstCalls: fileURLToPath(new URL(`./${FIRST_CALLS}`, import.meta.url)),
          },
          output: {
            codeSplitting: {
              // firstCalls.ts and everything it imports in one self-contained chunk (the group takes the modules'
              // dependencies with them): the calls leave as soon as its few KB arrive, instead of waiting for a chunk it
              // would otherwise share with the app, queued behind the app's files on the browser's six connections.
              // The app imports these modules from this chunk, so the early answers' in-flight map stays one.
              groups: [
                { name: 'firstCalls', test: (id: string) => id.endsWith(FIRST_CALLS), priority: 1 },
                // Everything the app's entry loads statically (Rolldown's '$initial' tag: its static imports as
                // loaded, not whole barrels), in the entry's one file. Left to itself, Rolldown kept 13 small
                // modules the entry shares with the lazy session and boot machines in files of their own (its
                // one-pass merge refuses them over cycles through modules not merged yet): 29 files on the first
                // paint instead of 5, and 7 KB more gzip.
                { name: 'index', tags: ['$initial' as const] },
              ],
            },
          },
        },
      },
}));
