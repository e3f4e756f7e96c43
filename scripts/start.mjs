// `npm start`: install what is missing, build the site, start the sandbox backend and serve the site.
import { randomBytes } from 'node:crypto';
import { ensureInstalled, pnpm, root, sandboxCommand, startProcess, stop, waitForUrl } from './lib.mjs';

const SITE_PORT = Number(process.env.SITE_PORT ?? 8080);
const SANDBOX_PORT = Number(process.env.PORT ?? 8787);

ensureInstalled();
console.log('Building the site…');
if (pnpm(['--filter', '@wl/site', 'build']) !== 0) process.exit(1);

// The site server proves itself to the sandbox with this, so the sandbox believes the addresses it forwards.
const PROXY_SECRET = process.env.SANDBOX_PROXY_SECRET || randomBytes(24).toString('hex');

const sandbox = sandboxCommand();
const backend = startProcess(sandbox.command, sandbox.args, {
  cwd: sandbox.cwd,
  env: {
    ...process.env,
    PORT: String(SANDBOX_PORT),
    SANDBOX_PROXY_SECRET: PROXY_SECRET,
    SANDBOX_DATA_DIR: process.env.SANDBOX_DATA_DIR ?? `${root}/.data/sandbox`,
  },
});
let stopping = false;
const shutdown = () => {
  if (stopping) return;
  stopping = true;
  console.log('Stopping…');
  stop(backend);
  // The sandbox closes its database before it exits; give it a moment, then go regardless.
  setTimeout(() => process.exit(0), 5000).unref();
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
backend.on('exit', (code) => {
  if (!stopping) console.error(`The sandbox stopped (exit ${code}).`);
  process.exit(stopping ? 0 : (code ?? 1));
});

await waitForUrl(`http://127.0.0.1:${SANDBOX_PORT}/wps/system/status`);
const { startSiteServer } = await import('../apps/site/server.mjs');
await startSiteServer({
  port: SITE_PORT,
  host: process.env.SITE_HOST ?? '127.0.0.1',
  backendUrl: `http://127.0.0.1:${SANDBOX_PORT}`,
  proxySecret: PROXY_SECRET,
});

console.log(`
  Site:       http://localhost:${SITE_PORT}
  Backend:    http://localhost:${SANDBOX_PORT} (sandbox; data in .data/sandbox, kept between starts)
  Storybook:  npm run storybook
  Demo accounts are listed above by the sandbox. Ctrl-C stops everything.
`);
