// Shared steps of the root commands: run pnpm without it being installed, install what is missing.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const { packageManager } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));

/** Runs pnpm (the version pinned in package.json) and returns its exit code. */
export function pnpm(args, options = {}) {
  const result = spawnSync('npx', ['-y', packageManager, ...args], { cwd: root, stdio: 'inherit', ...options });
  return result.status ?? 1;
}

/** Installs with the lockfile when node_modules is missing or older than the lockfile. */
export function ensureInstalled() {
  const marker = `${root}/node_modules/.modules.yaml`;
  const lock = `${root}/pnpm-lock.yaml`;
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs) return;
  console.log('Installing dependencies (pnpm install --frozen-lockfile)…');
  if (pnpm(['install', '--frozen-lockfile']) !== 0) {
    console.error('Install failed.');
    process.exit(1);
  }
}

/**
 * Starts a long-running child in its own process group, so stopping it also stops anything it spawned.
 * Returns the child; `stop(child)` ends the whole group.
 */
export function startProcess(command, args, options = {}) {
  return spawn(command, args, { cwd: root, stdio: 'inherit', detached: true, ...options });
}

export function stop(child) {
  if (!child || child.exitCode !== null) return;
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    /* already gone */
  }
}

/** Resolves when `url` answers, or rejects after `timeoutMs`. */
export async function waitForUrl(url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const response = await fetch(url);
      if (response.status < 500) return;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** The sandbox runs as TypeScript through tsx's loader in a single node process (we hold its real PID). */
export function sandboxCommand() {
  return { command: process.execPath, args: ['--import', 'tsx', 'src/main.ts'], cwd: `${root}/apps/sandbox` };
}
