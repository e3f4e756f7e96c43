// `npm run bench`: build, serve against an in-memory sandbox, then measure what the home route loads
// (JS and CSS bytes: raw, gzip, brotli) and a Lighthouse mobile run. Writes bench/results.json.
// `npm run bench -- --assets` measures the bytes only (no Lighthouse) and lists every file with its gzip size.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { chromium } from 'playwright';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumArgs, chromiumPath } from './chromium.mjs';
import { ensureInstalled, pnpm, root, sandboxCommand, startProcess, stop, waitForUrl } from './lib.mjs';

const SANDBOX_PORT = 28787;
const SITE_PORT = 28080;
// measured as players get it: HTTP/2 over TLS (this machine's self-signed certificate, which the browsers are told
// to accept)
const siteUrl = `https://127.0.0.1:${SITE_PORT}`;
// Design budgets: the home route and the lottery lobby, each with the source of its part (routes.tsx partLoaders).
const routes = {
  home: { path: '/', part: 'src/pages/HomePage.tsx' },
  lottery: { path: '/lottery', part: 'src/pages/LotteryPage.tsx' },
};
const assetsOnly = process.argv.includes('--assets');
// Lighthouse varies from run to run on a shared 2-core machine: report the median run.
const LIGHTHOUSE_RUNS = 3;

ensureInstalled();
if (pnpm(['--filter', '@wl/site', 'build']) !== 0) process.exit(1);

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
const server = await startSiteServer({
  port: SITE_PORT,
  backendUrl: `http://127.0.0.1:${SANDBOX_PORT}`,
  tls: { key: pem, cert: pem },
});

const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;

/**
 * The JS of the first paint, from Vite's manifest: the entries and the route's part with everything they import
 * statically. What loads later (the navigation row, the frame's idle parts, popups) is in the network-idle figure.
 */
function firstPaintJs(part) {
  const manifest = JSON.parse(readFileSync(`${root}/apps/site/dist/.vite/manifest.json`, 'utf8'));
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
    (sum, file) => sum + gzipSync(readFileSync(`${root}/apps/site/dist/${file}`), { level: 9 }).length,
    0,
  );
  return { gzipKB: kb(gzip), files: [...files] };
}

/** Every JS and CSS file the route loads until the network is idle, sized from dist/. */
async function assetsOf(path) {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
  const page = await browser.newPage({ ignoreHTTPSErrors: true });
  const files = new Set();
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.origin === siteUrl && /\.(js|css)$/.test(url.pathname)) files.add(url.pathname);
  });
  await page.goto(siteUrl + path, { waitUntil: 'networkidle' });
  await browser.close();
  const totals = { js: { raw: 0, gzip: 0, brotli: 0, files: [] }, css: { raw: 0, gzip: 0, brotli: 0, files: [] } };
  for (const file of files) {
    const body = readFileSync(`${root}/apps/site/dist${file}`);
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

async function lighthouseMedian(path) {
  const runs = [];
  for (let i = 0; i < LIGHTHOUSE_RUNS; i++) runs.push(await lighthouseOf(path));
  const median = (key) => runs.map((run) => run[key]).sort((a, b) => a - b)[Math.floor(runs.length / 2)];
  return { ...Object.fromEntries(Object.keys(runs[0]).map((key) => [key, median(key)])), runs };
}

async function lighthouseOf(path) {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: [
      ...chromiumArgs.map((flag) => (flag === '--headless' ? '--headless=new' : flag)),
      '--ignore-certificate-errors',
    ],
  });
  try {
    const { lhr } = await lighthouse(siteUrl + path, {
      port: chrome.port,
      onlyCategories: ['performance'],
      output: 'json',
      logLevel: 'error',
    });
    const audit = (id) => lhr.audits[id]?.numericValue;
    return {
      performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
      lcpMs: Math.round(audit('largest-contentful-paint')),
      tbtMs: Math.round(audit('total-blocking-time')),
      cls: Math.round(audit('cumulative-layout-shift') * 1000) / 1000,
      fcpMs: Math.round(audit('first-contentful-paint')),
    };
  } finally {
    await chrome.kill();
  }
}

const results = { measuredAt: new Date().toISOString(), routes: {} };
for (const [name, { path, part }] of Object.entries(routes)) {
  const assets = await assetsOf(path);
  assets.firstPaintJs = firstPaintJs(part);
  if (assetsOnly) {
    const list = [...assets.js.files, ...assets.css.files].sort((a, b) => b.gzipKB - a.gzipKB);
    for (const { file, gzipKB } of list) console.log(`  ${String(gzipKB).padStart(6)} KB  ${file}`);
    console.log(
      `${name} (${path}): JS ${assets.firstPaintJs.gzipKB} KB gzip for the first paint, ` +
        `${assets.js.gzipKB} KB by network idle; CSS ${assets.css.gzipKB} KB gzip`,
    );
    continue;
  }
  const lh = await lighthouseMedian(path);
  results.routes[name] = { path, assets, lighthouse: lh };
  console.log(
    `${name} (${path}): JS ${assets.firstPaintJs.gzipKB} KB gzip for the first paint, ` +
      `${assets.js.gzipKB} KB by network idle (${assets.js.rawKB} raw, ${assets.js.brotliKB} br), ` +
      `CSS ${assets.css.gzipKB} KB gzip (${assets.css.rawKB} raw, ${assets.css.brotliKB} br); ` +
      `Lighthouse mobile ${lh.performance}, LCP ${lh.lcpMs} ms, TBT ${lh.tbtMs} ms, CLS ${lh.cls} (median of ${LIGHTHOUSE_RUNS})`,
  );
}
mkdirSync(`${root}/bench`, { recursive: true });
if (!assetsOnly) writeFileSync(`${root}/bench/results.json`, JSON.stringify(results, null, 2) + '\n');
if (!assetsOnly) console.log('Wrote bench/results.json');
server.close();
stop(backend);
process.exit(0);
