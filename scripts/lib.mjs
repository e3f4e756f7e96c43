// Shared steps of the root commands: run pnpm without it being installed, install what is missing.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { request as httpsRequest } from 'node:https';
import { createServer } from 'node:net';
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

/** Sends `signal` to a child's whole process group (startProcess made it its leader); false when none is left. */
function signalGroup(child, signal) {
  if (!child.pid) return false;
  try {
    process.kill(-child.pid, signal);
    return true;
  } catch {
    return false;
  }
}

const running = (child) => child.exitCode === null && child.signalCode === null;

/** Whether something may listen on `port` at `host` (nothing else listens there). */
export function portIsFree(port, host = '127.0.0.1') {
  return new Promise((resolvePromise) => {
    const probe = createServer();
    probe.once('error', () => resolvePromise(false));
    probe.listen({ port, host, exclusive: true }, () => probe.close(() => resolvePromise(true)));
  });
}

/**
 * The ports a command is about to listen on, checked before it starts anything: one line per taken port saying what
 * to do (`ports`: `{ port, host?, variable }`, the variable that moves it). Empty when all are free.
 */
export async function takenPorts(ports) {
  const problems = [];
  for (const { port, host, variable } of ports)
    if (!(await portIsFree(port, host)))
      problems.push(`Port ${port} is taken (another npm start?): stop it or set ${variable}=<another port>.`);
  return problems;
}

/**
 * Runs long-lived children as one: when any of them stops, when this process is told to stop (SIGINT, SIGTERM,
 * SIGHUP) or when it fails (an uncaught error or rejection), every child is stopped (its whole process group:
 * SIGTERM, then SIGKILL after `graceMs`) and this process exits once they are gone, so none is left running.
 * Exit code: 0 when told to stop, else non-zero (a child that stops by itself is a failure, whatever its code).
 *
 * `start(name, command, args, options)` starts a child (as startProcess); `stopAll(code, why)` stops everything.
 */
export function supervise({ graceMs = 5000, log = (message) => console.error(message) } = {}) {
  const children = [];
  let stopping = null;

  function stopAll(code, why) {
    if (stopping) return stopping;
    if (why) log(why);
    stopping = (async () => {
      const alive = children.filter(({ child }) => running(child));
      for (const { child } of alive) signalGroup(child, 'SIGTERM');
      const gone = Promise.all(alive.map(({ exited }) => exited));
      const late = await Promise.race([gone.then(() => false), sleep(graceMs).then(() => true)]);
      if (late)
        for (const { name, child } of alive)
          if (running(child)) log(`${name} did not stop within ${graceMs} ms: killing it.`);
      // Whatever is left in each group (the leaders gone, or not within the grace), then wait for the leaders.
      for (const { child } of children) signalGroup(child, 'SIGKILL');
      await Promise.race([gone, sleep(2000)]);
      process.exit(code);
    })();
    return stopping;
  }

  function start(name, command, args, options = {}) {
    const child = startProcess(command, args, options);
    const exited = new Promise((resolvePromise) => child.once('exit', resolvePromise));
    children.push({ name, child, exited });
    child.once('error', (err) => void stopAll(1, `${name} could not start: ${err.message}`));
    child.once('exit', (code, signal) => {
      if (!stopping) void stopAll(1, `${name} stopped (${signal ?? `exit ${code}`}): stopping the rest.`);
    });
    if (stopping) signalGroup(child, 'SIGTERM');
    return child;
  }

  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'])
    process.on(signal, () => {
      if (!stopping) return void stopAll(0, 'Stopping…');
      // Asked again (a second Ctrl-C): no more waiting.
      for (const { child } of children) if (running(child)) signalGroup(child, 'SIGKILL');
      process.exit(130);
    });
  const failed = (err) => void stopAll(1, `Stopping after an error: ${err?.stack ?? err}`);
  process.on('uncaughtException', failed);
  process.on('unhandledRejection', failed);
  // Last resort, whatever made this process exit: no child outlives it.
  process.on('exit', () => {
    for (const { child } of children) if (running(child)) signalGroup(child, 'SIGKILL');
  });
  return { start, stopAll };
}

const sleep = (ms) => new Promise((resolvePromise) => setTimeout(resolvePromise, ms));

/** Resolves when `url` answers, or rejects after `timeoutMs`. */
/** The status of a GET; an https address is asked without checking its certificate (this machine's self-signed). */
export function statusOf(url) {
  if (!url.startsWith('https:')) return fetch(url).then((response) => response.status);
  return new Promise((resolve, reject) => {
    const req = httpsRequest(url, { rejectUnauthorized: false }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', reject);
    req.end();
  });
}

export async function waitForUrl(url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if ((await statusOf(url)) < 500) return;
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
