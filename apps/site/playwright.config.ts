import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../../scripts/chromium.mjs';

// The site is served as players get it: HTTP/2 over TLS, with this machine's self-signed certificate (made on first
// run by scripts/localCert.mjs, before any server starts).
const TLS_PEM = execFileSync(
  process.execPath,
  [fileURLToPath(new URL('../../scripts/localCert.mjs', import.meta.url))],
  {
    encoding: 'utf8',
  },
).trim();

// Ports may be moved (E2E_SANDBOX_PORT, E2E_SITE_PORT) so two runs on one machine do not collide.
const SANDBOX_PORT = Number(process.env.E2E_SANDBOX_PORT ?? 18787);
const SITE_PORT = Number(process.env.E2E_SITE_PORT ?? 18080);
export const sandboxUrl = `http://127.0.0.1:${SANDBOX_PORT}`;
/** The third merchant's build (MERCHANT=mekong into dist-mekong/, made by `npm test`): a login first, device theme. */
const MEKONG_PORT = SITE_PORT + 1;
/** The default merchant built for a sub-path (VITE_BASE_PATH=/play/ into dist-play, made by `npm test`). */
const SUB_PATH_PORT = SITE_PORT + 2;

// End to end in Debian's Chromium against a fresh in-memory sandbox and the built site (dist/).
export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 1, // the tests share one sandbox whose system status some of them switch
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `https://127.0.0.1:${SITE_PORT}`,
    ignoreHTTPSErrors: true,
    ...devices['Pixel 7'],
    browserName: 'chromium',
    launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
    trace: 'retain-on-failure',
    // page.route does not see what a service worker fetches: the site's worker (build/pwa.ts) is off but in pwa.spec.ts
    serviceWorkers: 'block',
  },
  webServer: [
    {
      command: 'node --import tsx src/main.ts',
      cwd: '../sandbox',
      url: `${sandboxUrl}/wps/system/status`,
      env: {
        PORT: String(SANDBOX_PORT),
        SANDBOX_DATA_DIR: ':memory:',
        NODE_ENV: 'test',
        SANDBOX_DEV_ROUTES: '1',
        // withdrawals all day: the withdraw tests run at any hour (the sandbox pauses them 19:00-21:00 UTC otherwise)
        SANDBOX_WITHDRAW_ALL_DAY: '1',
      },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: 'node server.mjs',
      url: `https://127.0.0.1:${SITE_PORT}/`,
      ignoreHTTPSErrors: true,
      env: {
        SITE_PORT: String(SITE_PORT),
        BACKEND_URL: sandboxUrl,
        SITE_TLS_PEM: TLS_PEM,
        ...(process.env.E2E_SITE_DIST ? { SITE_DIST: process.env.E2E_SITE_DIST } : {}),
      },
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: 'node server.mjs',
      url: `https://127.0.0.1:${MEKONG_PORT}/`,
      ignoreHTTPSErrors: true,
      env: {
        SITE_PORT: String(MEKONG_PORT),
        BACKEND_URL: sandboxUrl,
        SITE_TLS_PEM: TLS_PEM,
        SITE_DIST: process.env.E2E_MEKONG_DIST ?? 'dist-mekong',
      },
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: 'node server.mjs',
      url: `https://127.0.0.1:${SUB_PATH_PORT}/play/`,
      ignoreHTTPSErrors: true,
      env: {
        SITE_PORT: String(SUB_PATH_PORT),
        BACKEND_URL: sandboxUrl,
        SITE_TLS_PEM: TLS_PEM,
        SITE_DIST: process.env.E2E_SUB_PATH_DIST ?? 'dist-play',
        SITE_BASE: '/play/',
      },
      reuseExistingServer: false,
      timeout: 30_000,
    },
  ],
});
