// The command-line sandbox: `tsx src/main.ts` (PORT, HOST, SANDBOX_DATA_DIR, SANDBOX_SYSTEM_STATUS,
// SANDBOX_CORS_ORIGINS, SANDBOX_PROXY_SECRET, SANDBOX_DEV_ROUTES, LOG_REQUESTS, SANDBOX_SITE_URL, NODE_ENV).
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { createSandbox } from './app.ts';
import { bannerLines } from './banner.ts';
import { DataFolderLocked, lockDataFolder } from './edge/dataLock.ts';
import { requestLogFrom } from './requestLog.ts';
import { DEFAULT_HOST, DEFAULT_PORT, SHUTDOWN_GRACE_MS } from './sandboxConstants.ts';
import { isSystemStatus, type SystemStatus } from './store/systemSettings.ts';

const DEFAULT_DATA_DIR = fileURLToPath(new URL('../../../.data/sandbox', import.meta.url));

function fail(message: string): never {
  console.error(`[sandbox] ${message}`);
  process.exit(1);
}

function readPort(raw: string | undefined): number {
  if (raw === undefined || raw === '') return DEFAULT_PORT;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) fail(`PORT must be 0-65535, got ${JSON.stringify(raw)}`);
  return port;
}

function readStatus(raw: string | undefined): SystemStatus | undefined {
  if (raw === undefined || raw === '') return undefined;
  const status = Number(raw);
  if (!isSystemStatus(status)) fail(`SANDBOX_SYSTEM_STATUS must be 0, 1 or 2, got ${JSON.stringify(raw)}`);
  return status;
}

const env = process.env;
const production = env.NODE_ENV === 'production';
const port = readPort(env.PORT);
const hostname = env.HOST || DEFAULT_HOST;
const dataDir = env.SANDBOX_DATA_DIR || DEFAULT_DATA_DIR;
// The outbox, the captcha answer and the back office's buttons: only when asked for (npm start, npm test).
const devRoutes = env.SANDBOX_DEV_ROUTES === '1';
const requestLog = requestLogFrom(env.LOG_REQUESTS, process.cwd());
const corsOrigins = env.SANDBOX_CORS_ORIGINS?.split(',')
  .map((o) => o.trim())
  .filter(Boolean);

let unlock = (): void => {};
if (dataDir !== ':memory:') {
  try {
    unlock = lockDataFolder(dataDir);
  } catch (err) {
    if (err instanceof DataFolderLocked) fail(err.message);
    throw err;
  }
}
process.on('exit', () => unlock());

const sandbox = await createSandbox({
  dataDir,
  validateResponses: !production,
  devRoutes,
  systemStatus: readStatus(env.SANDBOX_SYSTEM_STATUS),
  corsOrigins: corsOrigins?.length ? corsOrigins : undefined,
  logRequests: requestLog.write,
  // Shared with the site server, which then may tell the caller's address (X-Forwarded-For).
  proxySecret: env.SANDBOX_PROXY_SECRET || undefined,
  // The agent contracts' salaries and dividends are paid when their periods end, as the platform does.
  settlementTimer: true,
});

const server = serve({ fetch: sandbox.app.fetch, port, hostname }, (info) => {
  const host = info.family === 'IPv6' ? `[${info.address}]` : info.address;
  console.log(`[sandbox] listening on http://${host}:${info.port}`);
  console.log(`[sandbox] data: ${dataDir === ':memory:' ? 'in memory' : dataDir}`);
  // SANDBOX_SITE_URL (npm start, which starts the site first): the site's address ends the banner.
  const lines = bannerLines({
    devRoutes,
    origin: `http://${host}:${info.port}`,
    requests: requestLog.where,
    site: env.SANDBOX_SITE_URL || undefined,
  });
  for (const line of lines) console.log(line);
});
server.on('error', async (err) => {
  console.error('[sandbox] server error:', err.message);
  await sandbox.close();
  process.exit(1);
});

let stopping = false;
async function stop(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  console.log(`[sandbox] ${signal}: stopping`);
  // Close the listener first so no request runs against a closed database; cut lingering connections after a grace.
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  const force = setTimeout(() => {
    if ('closeAllConnections' in server) server.closeAllConnections();
  }, SHUTDOWN_GRACE_MS);
  await closed;
  clearTimeout(force);
  await sandbox.close();
  process.exit(0);
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
