// `npm start`: install what is missing, build the site, serve it and start the sandbox backend (demo mode: its
// development routes on), whose banner (demo accounts, development routes) ends with the site's address. Both run as supervised children: when one stops, or on Ctrl-C, SIGTERM or an error here,
// both are stopped and nothing is left running.
import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { ensureInstalled, pnpm, root, sandboxCommand, supervise, takenPorts, waitForUrl } from './lib.mjs';

const SITE_PORT = Number(process.env.SITE_PORT ?? 8080);
const SITE_HOST = process.env.SITE_HOST ?? '127.0.0.1';
const SANDBOX_PORT = Number(process.env.PORT ?? 8787);
const SANDBOX_HOST = process.env.HOST || '127.0.0.1';
const DATA_DIR = process.env.SANDBOX_DATA_DIR ?? `${root}/.data/sandbox`;

// Before anything else (the install and the build take a while): both ports must be free.
const taken = await takenPorts([
  { port: SITE_PORT, host: SITE_HOST, variable: 'SITE_PORT' },
  { port: SANDBOX_PORT, host: SANDBOX_HOST, variable: 'PORT' },
]);
if (taken.length) {
  for (const problem of taken) console.error(problem);
  process.exit(1);
}

ensureInstalled();
// START_SKIP_BUILD=1: serve the dist/ already built (the tests of this script; a second start without changes).
if (process.env.START_SKIP_BUILD !== '1') {
  console.log('Building the site…');
  if (pnpm(['--filter', '@wl/site', 'build']) !== 0) process.exit(1);
}

// The site server proves itself to the sandbox with this, so the sandbox believes the addresses it forwards.
const PROXY_SECRET = process.env.SANDBOX_PROXY_SECRET || randomBytes(24).toString('hex');

// HTTP/2 over TLS, as players get the site: this machine's self-signed certificate (made on first run; the browser
// asks once to go on), or the operator's own through SITE_TLS_PEM, or SITE_TLS_KEY and SITE_TLS_CERT.
const { localCertificate } = await import('./localCert.mjs');
const tlsEnv = process.env.SITE_TLS_PEM || process.env.SITE_TLS_KEY ? {} : { SITE_TLS_PEM: await localCertificate() };

const children = supervise();
const SITE_URL = `https://localhost:${SITE_PORT}`;
// LOG_REQUESTS=<file> names a file from where npm start was run (the sandbox runs in its own folder).
const logRequests = process.env.LOG_REQUESTS;
const LOG_REQUESTS = logRequests && logRequests !== '0' && logRequests !== '1' ? resolve(logRequests) : logRequests;

try {
  // The site server first: it serves dist/ at once and forwards to the sandbox, whose start banner, printed once it
  // answers, ends with the site's address, so the last line on screen is the one to open.
  children.start('The site server', process.execPath, ['apps/site/server.mjs'], {
    env: {
      ...process.env,
      SITE_PORT: String(SITE_PORT),
      SITE_HOST,
      BACKEND_URL: `http://127.0.0.1:${SANDBOX_PORT}`,
      SANDBOX_PROXY_SECRET: PROXY_SECRET,
      ...tlsEnv,
    },
  });
  await waitForUrl(`https://127.0.0.1:${SITE_PORT}/`);
  console.log(
    `Starting the sandbox (data in ${DATA_DIR}, kept between starts; Storybook: npm run storybook; Ctrl-C stops everything)…`,
  );
  const sandbox = sandboxCommand();
  children.start('The sandbox', sandbox.command, sandbox.args, {
    cwd: sandbox.cwd,
    env: {
      ...process.env,
      PORT: String(SANDBOX_PORT),
      HOST: SANDBOX_HOST,
      SANDBOX_PROXY_SECRET: PROXY_SECRET,
      SANDBOX_DATA_DIR: DATA_DIR,
      // Demo mode: the SMS and mail outbox, the captcha answer and the back office's buttons (on the sandbox's own
      // port, from this machine only; the site never forwards them).
      SANDBOX_DEV_ROUTES: '1',
      SANDBOX_SITE_URL: SITE_URL,
      ...(LOG_REQUESTS === undefined ? {} : { LOG_REQUESTS }),
    },
  });
  // The first start creates and seeds the database: on a slow machine that takes a while.
  await waitForUrl(`http://127.0.0.1:${SANDBOX_PORT}/wps/system/status`, 180_000);
} catch (err) {
  await children.stopAll(1, `npm start failed: ${err.message}`);
}
