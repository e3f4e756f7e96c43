// `npm run bench`: build the site and the floor (apps/site/floor: the design card's stack alone), serve both with the
// site's server over HTTP/2 against an in-memory sandbox, then measure each route and the floor in the same run: JS
// and CSS bytes (raw, gzip, brotli) and Lighthouse mobile (median of three). Prints one table with each figure's ratio
// to the floor, writes bench/results.json, and exits non-zero when a budget of ../shared/design.md fails.
// `npm run bench -- --assets` measures the bytes only (no Lighthouse) and lists every file with its gzip size.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { chromium } from 'playwright';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import * as lighthouseConstants from 'lighthouse/core/config/constants.js';
import { chromiumArgs, chromiumPath } from './chromium.mjs';
import { ensureInstalled, pnpm, root, sandboxCommand, startProcess, stop, waitForUrl } from './lib.mjs';

const SANDBOX_PORT = 28787;
const FLOOR_PORT = 28081;
const SITE_PORT = 28080;
// measured as players get it: HTTP/2 over TLS (this machine's self-signed certificate, which the browsers are told
// to accept)
const siteUrl = `https://127.0.0.1:${SITE_PORT}`;
const floorUrl = `https://127.0.0.1:${FLOOR_PORT}`;
// The routes of the design's budgets, each with the source of its part (routes.tsx partLoaders).
const routes = {
  home: { path: '/', part: 'src/pages/HomePage.tsx' },
  lottery: { path: '/lottery', part: 'src/pages/LotteryPage.tsx' },
  slots: { path: '/rng', part: 'src/pages/LobbyPage.tsx' },
  promotions: { path: '/promotions', part: 'src/pages/PromotionsPage.tsx' },
};
/** ../shared/design.md, Budgets: what the bench enforces (the README's table says the same). */
const BUDGETS = {
  firstPaintJsToFloor: 1.3,
  idleJsToFloor: 1.6,
  homeCssGzipKB: 15,
  performance: 98,
  fcpMs: 1000,
  lcpMs: 1500,
  /** issue 16: a repeat visit paints from the cache */
  repeatLcpMs: 1000,
  tbtMs: 60,
  cls: 0,
  paintToFloor: 1.1,
  interactionMs: 100,
};
/** Lighthouse's phone: its screen, so a page loaded here asks for the same picture widths as its runs. */
const PHONE = lighthouseConstants.screenEmulationMetrics.mobile;
/** CPU slowdown of the interaction measurements (design.md: a 4x slower phone). */
const INTERACTION_CPU_SLOWDOWN = 4;
/** Samples of each interaction, of which the median is kept: one sample swung from 40 to 112 ms on the same build. */
const INTERACTION_RUNS = 3;
const assetsOnly = process.argv.includes('--assets');
// Lighthouse varies from run to run on a shared 2-core machine: report the median run.
const LIGHTHOUSE_RUNS = 3;

ensureInstalled();
if (pnpm(['--filter', '@wl/site', 'build']) !== 0) process.exit(1);
if (
  pnpm(['--filter', '@wl/site', 'exec', 'vite', 'build', '--config', 'floor/vite.config.ts', '--logLevel', 'warn']) !==
  0
)
  process.exit(1);

const sandbox = sandboxCommand();
const backend = startProcess(sandbox.command, sandbox.args, {
  cwd: sandbox.cwd,
  stdio: 'ignore',
  env: { ...process.env, PORT: String(SANDBOX_PORT), SANDBOX_DATA_DIR: ':memory:', NODE_ENV: 'test' },
});
process.on('exit', () => stop(backend));
await waitForUrl(`http://127.0.0.1:${SANDBOX_PORT}/wps/system/status`);
const { startSiteServer } = await import('../apps/site/server.mjs');
const { localCertificate } = await import('./localCert.mjs');
const pem = readFileSync(await localCertificate(), 'utf8');
const servers = await Promise.all([
  startSiteServer({ port: SITE_PORT, backendUrl: `http://127.0.0.1:${SANDBOX_PORT}`, tls: { key: pem, cert: pem } }),
  startSiteServer({
    port: FLOOR_PORT,
    backendUrl: `http://127.0.0.1:${SANDBOX_PORT}`,
    distDir: `${root}/apps/site/floor/dist`,
    tls: { key: pem, cert: pem },
  }),
]);

const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;

/**
 * The JS of the first paint, from Vite's manifest: the entries and the route's part with everything they import
 * statically. What loads later (the navigation row, the frame's idle parts, popups) is in the network-idle figure.
 */
function firstPaintJs(part, dist = `${root}/apps/site/dist`) {
  const manifest = JSON.parse(readFileSync(`${dist}/.vite/manifest.json`, 'utf8'));
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key); // index.html, firstCalls
  visit(part);
  const gzip = [...files].reduce(
    (sum, file) => sum + gzipSync(readFileSync(`${dist}/${file}`), { level: 9 }).length,
    0,
  );
  return { gzipKB: kb(gzip), files: [...files] };
}

/**
 * Every JS and CSS file the page loads until the network is idle, sized from its dist/. Loaded on Lighthouse's phone:
 * the sandbox draws and encodes each picture copy on its first request (a real image host has them stored), which on
 * this 2-core machine would otherwise land in the first Lighthouse run of each route and swing it (home's first run:
 * TBT 895 ms, the next two 698 and 473).
 */
async function assetsOf(path, origin = siteUrl, dist = `${root}/apps/site/dist`) {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
  const page = await browser.newPage({
    ignoreHTTPSErrors: true,
    viewport: { width: PHONE.width, height: PHONE.height },
    deviceScaleFactor: PHONE.deviceScaleFactor,
    isMobile: PHONE.mobile,
    hasTouch: true,
  });
  const files = new Set();
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.origin === origin && /\.(js|css)$/.test(url.pathname)) files.add(url.pathname);
  });
  await page.goto(origin + path, { waitUntil: 'networkidle' });
  await browser.close();
  const totals = { js: { raw: 0, gzip: 0, brotli: 0, files: [] }, css: { raw: 0, gzip: 0, brotli: 0, files: [] } };
  for (const file of files) {
    const body = readFileSync(`${dist}${file}`);
    const kind = file.endsWith('.js') ? 'js' : 'css';
    totals[kind].raw += body.length;
    totals[kind].gzip += gzipSync(body, { level: 9 }).length;
    totals[kind].brotli += brotliCompressSync(body).length;
    totals[kind].files.push({ file, gzipKB: kb(gzipSync(body, { level: 9 }).length) });
  }
  for (const kind of ['js', 'css']) {
    for (const key of ['raw', 'gzip', 'brotli']) totals[kind][`${key}KB`] = kb(totals[kind][key]);
  }
  return totals;
}

async function lighthouseMedian(url, { repeat = false } = {}) {
  const runs = [];
  for (let i = 0; i < LIGHTHOUSE_RUNS; i++) runs.push(await lighthouseOf(url, { repeat }));
  const median = (key) => runs.map((run) => run[key]).sort((a, b) => a - b)[Math.floor(runs.length / 2)];
  return { ...Object.fromEntries(Object.keys(runs[0]).map((key) => [key, median(key)])), runs };
}

/** A blocking task is one longer than this (Lighthouse's TBT). */
const BLOCKING_TASK_MS = 50;

/**
 * The page's TBT from its main thread's CPU time, not its wall time: each top-level task after the first paint, its
 * thread time times Lighthouse's CPU slowdown, less 50 ms. Lighthouse multiplies wall time, and on this 2-core machine
 * the renderer waits for a core (the browser, its compositor, the service worker, the servers) for most of a long
 * task: on /rng, 178 ms of CPU in 631 ms of long tasks. This says what the page's own work costs; the budgets stay
 * on Lighthouse's figure. To the trace's end, where Lighthouse stops at its time to interactive.
 */
function cpuTbtMs(traceEvents, slowdown) {
  // the page's first paint is marked on its renderer's main thread
  const paint = traceEvents.find((e) => e.name === 'firstContentfulPaint');
  if (!paint) return NaN;
  let total = 0;
  for (const e of traceEvents) {
    if (e.pid !== paint.pid || e.tid !== paint.tid || e.name !== 'RunTask' || e.ph !== 'X' || e.ts < paint.ts) continue;
    total += Math.max(0, (slowdown * (e.tdur ?? e.dur)) / 1000 - BLOCKING_TASK_MS);
  }
  return Math.round(total);
}

/**
 * One Lighthouse mobile run. `repeat`: a repeat visit, measured after a first one in the same browser (its cache,
 * storage and service worker kept), as a player coming back sees it.
 */
async function lighthouseOf(url, { repeat = false } = {}) {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: [
      ...chromiumArgs.map((flag) => (flag === '--headless' ? '--headless=new' : flag)),
      // Ignored, not trusted (--ignore-certificate-errors-spki-list): with the certificate trusted, Chromium takes
      // the 103's preloads and Lighthouse counts each as 0 bytes (the floor's FCP: 0.85 s instead of 1.45 s), so
      // whatever a page put in its hints would look free. The price: no HTTP cache (the repeat visit keeps the
      // worker's), which measured no change in its LCP.
      '--ignore-certificate-errors',
    ],
  });
  try {
    const flags = { port: chrome.port, onlyCategories: ['performance'], output: 'json', logLevel: 'error' };
    if (repeat) await lighthouse(url, flags);
    const { lhr, artifacts } = await lighthouse(url, { ...flags, disableStorageReset: repeat });
    const audit = (id) => lhr.audits[id]?.numericValue;
    const trace = artifacts.Trace ?? artifacts.traces?.defaultPass;
    return {
      performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
      lcpMs: Math.round(audit('largest-contentful-paint')),
      tbtMs: Math.round(audit('total-blocking-time')),
      cls: Math.round(audit('cumulative-layout-shift') * 1000) / 1000,
      fcpMs: Math.round(audit('first-contentful-paint')),
      cpuTbtMs: cpuTbtMs(trace?.traceEvents ?? [], lhr.configSettings.throttling.cpuSlowdownMultiplier),
    };
  } finally {
    await chrome.kill();
  }
}

/**
 * Interaction latency as a player feels it (the Event Timing API's duration: input delay, handlers and the next
 * paint), on a phone-sized page with the CPU 4x slower: the longest event of each interaction.
 */
async function interactionLatency() {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
  const context = await browser.newContext({
    ignoreHTTPSErrors: true,
    viewport: { width: PHONE.width, height: PHONE.height },
    isMobile: true,
    hasTouch: true,
  });
  await context.addInitScript(() => {
    sessionStorage.setItem('index_notice', '1'); // the first page's popup would cover what is measured
    globalThis.__events = [];
    new PerformanceObserver((list) =>
      globalThis.__events.push(...list.getEntries().map((entry) => entry.duration)),
    ).observe({ type: 'event', buffered: true, durationThreshold: 16 });
  });
  const measureOnce = async (path, ready, act) => {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await page.goto(siteUrl + path, { waitUntil: 'networkidle' });
    await ready(page).waitFor();
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: INTERACTION_CPU_SLOWDOWN });
    await page.evaluate(() => (globalThis.__events = []));
    await act(page);
    await page.waitForTimeout(1000); // the entries of the last paint arrive after it
    const durations = await page.evaluate(() => globalThis.__events);
    await page.close();
    return Math.round(Math.max(0, ...durations));
  };
  const measure = async (...interaction) => {
    const samples = [];
    for (let i = 0; i < INTERACTION_RUNS; i++) samples.push(await measureOnce(...interaction));
    return samples.sort((a, b) => a - b)[Math.floor(samples.length / 2)];
  };
  const latency = {
    openMenu: await measure(
      '/',
      (page) => page.getByRole('banner').getByRole('button', { name: 'Menu' }),
      (page) => page.getByRole('banner').getByRole('button', { name: 'Menu' }).click(),
    ),
    lobbyTab: await measure(
      '/rng',
      (page) => page.getByRole('tab').nth(1),
      (page) => page.getByRole('tab').nth(1).click(),
    ),
    lotterySearch: await measure(
      '/lottery',
      (page) => page.getByRole('searchbox', { name: 'Search lotteries' }),
      (page) => page.getByRole('searchbox', { name: 'Search lotteries' }).pressSequentially('LAO', { delay: 100 }),
    ),
  };
  await browser.close();
  return latency;
}

const results = { measuredAt: new Date().toISOString(), budgets: BUDGETS, routes: {} };
const floorDist = `${root}/apps/site/floor/dist`;
const floorAssets = await assetsOf('/', floorUrl, floorDist);
floorAssets.firstPaintJs = firstPaintJs('index.html', floorDist);
if (!assetsOnly) results.floor = { assets: floorAssets, lighthouse: await lighthouseMedian(`${floorUrl}/`) };

for (const [name, { path, part }] of Object.entries(routes)) {
  const assets = await assetsOf(path);
  assets.firstPaintJs = firstPaintJs(part);
  if (assetsOnly) {
    const list = [...assets.js.files, ...assets.css.files].sort((a, b) => b.gzipKB - a.gzipKB);
    for (const { file, gzipKB } of list) console.log(`  ${String(gzipKB).padStart(6)} KB  ${file}`);
    console.log(
      `${name} (${path}): JS ${assets.firstPaintJs.gzipKB} KB gzip for the first paint, ` +
        `${assets.js.gzipKB} KB by network idle; CSS ${assets.css.gzipKB} KB gzip ` +
        `(floor ${floorAssets.firstPaintJs.gzipKB} KB)`,
    );
    continue;
  }
  results.routes[name] = { path, assets, lighthouse: await lighthouseMedian(siteUrl + path) };
}

if (!assetsOnly) {
  results.repeatVisit = { home: await lighthouseMedian(`${siteUrl}/`, { repeat: true }) };
  results.interactionMs = await interactionLatency();
}

if (!assetsOnly) {
  const floor = results.floor;
  const ratio = (value, of) => Math.round((value / of) * 100) / 100;
  const rows = [['floor', floor], ...Object.entries(results.routes)].map(([name, { assets, lighthouse: lh }]) => ({
    name,
    firstPaintJs: assets.firstPaintJs.gzipKB,
    idleJs: assets.js.gzipKB,
    css: assets.css.gzipKB,
    ...lh,
    jsToFloor: ratio(assets.firstPaintJs.gzipKB, floor.assets.firstPaintJs.gzipKB),
    idleJsToFloor: ratio(assets.js.gzipKB, floor.assets.js.gzipKB),
    fcpToFloor: ratio(lh.fcpMs, floor.lighthouse.fcpMs),
    lcpToFloor: ratio(lh.lcpMs, floor.lighthouse.lcpMs),
  }));
  const columns = [
    ['route', (row) => row.name],
    ['JS first paint KB', (row) => row.firstPaintJs],
    ['JS by idle KB', (row) => row.idleJs],
    ['CSS KB', (row) => row.css],
    ['FCP ms', (row) => row.fcpMs],
    ['LCP ms', (row) => row.lcpMs],
    ['TBT ms', (row) => row.tbtMs],
    ['TBT CPU ms', (row) => row.cpuTbtMs],
    ['CLS', (row) => row.cls],
    ['score', (row) => row.performance],
    ['JS/floor', (row) => `${row.jsToFloor}x`],
    ['FCP/floor', (row) => `${row.fcpToFloor}x`],
    ['LCP/floor', (row) => `${row.lcpToFloor}x`],
  ];
  const cells = [columns.map(([title]) => title), ...rows.map((row) => columns.map(([, cell]) => String(cell(row))))];
  const widths = columns.map((_, i) => Math.max(...cells.map((line) => line[i].length)));
  console.log(
    `\nGzip KB; Lighthouse mobile, median of ${LIGHTHOUSE_RUNS}; HTTP/2 over TLS; ratios to the floor; ` +
      `TBT CPU: from the main thread's CPU time (cpuTbtMs)\n`,
  );
  for (const line of cells) console.log(line.map((cell, i) => cell.padStart(widths[i])).join('  '));
  const repeat = results.repeatVisit.home;
  console.log(
    `\nRepeat visit of home (cache and service worker kept): FCP ${repeat.fcpMs} ms, LCP ${repeat.lcpMs} ms, ` +
      `TBT ${repeat.tbtMs} ms (CPU ${repeat.cpuTbtMs} ms), score ${repeat.performance}`,
  );
  const interactions = Object.entries(results.interactionMs);
  console.log(
    `\nInteraction latency, CPU ${INTERACTION_CPU_SLOWDOWN}x slower, median of ${INTERACTION_RUNS}: ` +
      interactions.map(([name, ms]) => `${name} ${ms} ms`).join(', '),
  );

  const failed = [];
  const check = (ok, what) => void (ok || failed.push(what));
  for (const row of rows.slice(1)) {
    const at = `${row.name}:`;
    check(row.performance >= BUDGETS.performance, `${at} Lighthouse ${row.performance} < ${BUDGETS.performance}`);
    check(row.fcpMs <= BUDGETS.fcpMs, `${at} FCP ${row.fcpMs} ms > ${BUDGETS.fcpMs} ms`);
    check(row.lcpMs <= BUDGETS.lcpMs, `${at} LCP ${row.lcpMs} ms > ${BUDGETS.lcpMs} ms`);
    check(row.tbtMs <= BUDGETS.tbtMs, `${at} TBT ${row.tbtMs} ms > ${BUDGETS.tbtMs} ms`);
    check(row.cls <= BUDGETS.cls, `${at} CLS ${row.cls} > ${BUDGETS.cls}`);
    check(
      row.fcpToFloor <= BUDGETS.paintToFloor,
      `${at} FCP ${row.fcpToFloor}x the floor's > ${BUDGETS.paintToFloor}x`,
    );
    check(
      row.lcpToFloor <= BUDGETS.paintToFloor,
      `${at} LCP ${row.lcpToFloor}x the floor's > ${BUDGETS.paintToFloor}x`,
    );
  }
  const home = rows.find((row) => row.name === 'home');
  check(
    home.jsToFloor <= BUDGETS.firstPaintJsToFloor,
    `home: first-paint JS ${home.jsToFloor}x the floor's > ${BUDGETS.firstPaintJsToFloor}x`,
  );
  check(
    home.idleJsToFloor <= BUDGETS.idleJsToFloor,
    `home: JS by idle ${home.idleJsToFloor}x the floor's > ${BUDGETS.idleJsToFloor}x`,
  );
  check(home.css <= BUDGETS.homeCssGzipKB, `home: CSS ${home.css} KB > ${BUDGETS.homeCssGzipKB} KB`);
  check(repeat.lcpMs <= BUDGETS.repeatLcpMs, `home, repeat visit: LCP ${repeat.lcpMs} ms > ${BUDGETS.repeatLcpMs} ms`);
  for (const [name, ms] of interactions) {
    check(ms <= BUDGETS.interactionMs, `${name}: interaction ${ms} ms > ${BUDGETS.interactionMs} ms`);
  }
  results.failedBudgets = failed;
  mkdirSync(`${root}/bench`, { recursive: true });
  writeFileSync(`${root}/bench/results.json`, JSON.stringify(results, null, 2) + '\n');
  console.log(`\nWrote bench/results.json`);
  if (failed.length) {
    console.log(`\n${failed.length} budgets of ../shared/design.md fail:`);
    for (const line of failed) console.log(`  ${line}`);
  } else console.log('\nEvery budget of ../shared/design.md holds.');
  process.exitCode = failed.length ? 1 : 0;
}
for (const server of servers) server.close();
stop(backend);
process.exit(process.exitCode ?? 0);
