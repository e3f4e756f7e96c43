// The build's last step (`npm run build` in apps/site, after the browser and server builds): every public page of
// spec §2 drawn to static HTML in each of the merchant's languages, as a visitor first sees it, for the site server to
// send and main.tsx to hydrate. The first paint then needs no JavaScript: the HTML carries the frame and the page,
// with the CSS its first screen uses inlined (beasties) and the rest loading without blocking.
//
// Written to dist/.prerendered/<language tag>/<path>.html (a dot folder: the server chooses a page by path and
// language, never by its file name) with dist/.prerendered/pages.json, the list of them the server reads.
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import Beasties from 'beasties';
import { partFilesOf, PRERENDERED_DIR } from '../server.mjs';

const siteRoot = fileURLToPath(new URL('..', import.meta.url));
// the browser build's output folder and the server build's (build/prerenderPlugin.ts names both)
const [dist, serverBuild] = process.argv.slice(2).map((folder) => resolve(siteRoot, folder));

/** Storage as a visitor's first visit has it (empty), for the modules that read it as they load. */
class EmptyStorage {
  #items = new Map();
  getItem = (key) => this.#items.get(key) ?? null;
  setItem = (key, value) => void this.#items.set(key, String(value));
  removeItem = (key) => void this.#items.delete(key);
  clear = () => this.#items.clear();
  key = (index) => [...this.#items.keys()][index] ?? null;
  get length() {
    return this.#items.size;
  }
}
globalThis.localStorage = new EmptyStorage();
globalThis.sessionStorage = new EmptyStorage();

const { renderPage, prerenderedPaths, prerenderMerchant, LANGUAGE_COOKIE, PRERENDERED_ATTRIBUTE } = await import(
  join(serverBuild, 'entry-server.js')
);

const template = readFileSync(join(dist, 'index.html'), 'utf8');
const partFiles = partFilesOf(template);
const base = template.match(/<script type="module"[^>]*src="([^"]*\/)assets\//)?.[1] ?? '/';

/** The CSS files of the part that shows `path` (the entry's own CSS is linked by index.html already). */
const partCss = (path) => partFiles(`${base}${path.slice(1)}`).filter((file) => file.endsWith('.css'));
/** The scripts of the part that shows `path` and of the frame's parts its first screen shows. */
const partCode = (path) => partFiles(`${base}${path.slice(1)}`).filter((file) => file.endsWith('.js'));

const escapeHtml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * Every stylesheet of the build, for beasties to find the rules of what the page draws in the parts that load after
 * it (the navigation row, the footer): those rules are inlined, their files are not linked (they come with their code).
 */
const allCss = readdirSync(join(dist, 'assets'))
  .filter((file) => file.endsWith('.css'))
  .map((file) => `${base}assets/${file}`);
const ONLY_FOR_INLINING = 'data-only-for-inlining';

function page(path, { code, tag }, body) {
  const own = partCss(path);
  const linked = new Set([...template.matchAll(/<link rel="stylesheet"[^>]*href="([^"]+)"/g)].map(([, href]) => href));
  const links = [
    // the page's code and the frame's, at the app's low priority: found by the parser, not added one by one by
    // firstCalls.ts on the main thread (src/pageCode.ts skips what the page links already)
    ...partCode(path).map((href) => `<link rel="modulepreload" crossorigin href="${href}" fetchpriority="low">`),
    ...own.map((href) => `<link rel="stylesheet" crossorigin href="${href}">`),
    ...allCss
      .filter((href) => !linked.has(href) && !own.includes(href))
      .map((href) => `<link rel="stylesheet" ${ONLY_FOR_INLINING} href="${href}">`),
  ].join('');
  return template
    .replace(/<html lang="[^"]*"/, `<html lang="${tag}" data-language="${code}"`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(prerenderMerchant.name)}</title>`)
    .replace('</head>', `${links}</head>`)
    .replace(/<div id="root">.*?<\/div><\/div>/, `<div id="root" ${PRERENDERED_ATTRIBUTE}>${body}</div>`);
}

/** The first calls' script (async): it sends the calls the page waits for, and keeps its priority. */
const firstCallsScript = template.match(/<script type="module" async[^>]*src="([^"]+)"/)?.[1];

/**
 * The app's code and stylesheets at low priority (`fetchpriority="low"` on the entry's script, the module preloads
 * and the stylesheets at the end of the body): the page paints from its HTML and inlined rules, and on a slow link
 * the rest must not take their bandwidth; it is for the hydration that follows. (At the default, the highest, a
 * stylesheet that arrives before the first paint counts as holding it in Lighthouse's estimate: 150-200 ms of FCP.)
 * The server's 103 Early Hints say the same for a prerendered page (server.mjs).
 */
const atLowPriority = (html) =>
  html.replace(/<(?:script type="module"|link rel="(?:modulepreload|stylesheet)")\s[^>]*>/g, (tag) =>
    (firstCallsScript && tag.includes(`"${firstCallsScript}"`)) || /\bfetchpriority=/.test(tag)
      ? tag
      : tag.replace(/\s*\/?>$/, ' fetchpriority="low">'),
  );

// Critical CSS: the rules the page's HTML uses go inline; the stylesheets move to the end of the body, where they no
// longer hold the first paint (no inline onload handler: the CSP allows no inline event code).
const beasties = new Beasties({
  path: dist,
  publicPath: base,
  preload: 'body',
  pruneSource: false,
  // index.html's own style (the language guard) stays whole: what it hides is not on the page yet
  reduceInlineStyles: false,
  logLevel: 'warn',
});

/** A page's file name in its language's folder: `/` and `/index` are two pages (the home link is current on one). */
const fileOf = (path) => (path === '/' ? '(root).html' : `${path.slice(1)}.html`);

const outDir = join(dist, PRERENDERED_DIR);
rmSync(outDir, { recursive: true, force: true });
const started = Date.now();
for (const { code, tag } of prerenderMerchant.languages) {
  for (const path of prerenderedPaths) {
    const inlined = await beasties.process(
      page(path, { code, tag }, await renderPage(`${base}${path.slice(1)}`, code)),
    );
    const html = atLowPriority(inlined.replace(new RegExp(`<link [^>]*${ONLY_FOR_INLINING}[^>]*>`, 'g'), ''));
    const file = join(outDir, tag, fileOf(path));
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, html);
  }
}
const pages = {
  languageCookie: LANGUAGE_COOKIE,
  defaultLanguage: prerenderMerchant.defaultLanguage,
  languages: Object.fromEntries(prerenderMerchant.languages.map(({ code, tag }) => [code, tag])),
  files: Object.fromEntries(prerenderedPaths.map((path) => [path, fileOf(path)])),
};
writeFileSync(join(outDir, 'pages.json'), JSON.stringify(pages));
console.log(
  `prerendered ${prerenderedPaths.length} pages in ${prerenderMerchant.languages.length} languages in ${Date.now() - started} ms`,
);
