// `npm start` leaves nothing running behind it: the port check before anything starts (scripts/start.mjs itself), and
// the supervision of its children (lib.mjs's supervise) with small fake children instead of the sandbox and the site.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { portIsFree, root, statusOf } from './lib.mjs';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Whether `pid` is a live process (a zombie waiting for its parent to reap it counts as gone). */
function alive(pid) {
  try {
    return readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.[0] !== 'Z';
  } catch {
    try {
      process.kill(pid, 0);
      return true;
    } catch {
      return false;
    }
  }
}

async function until(condition, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`not within ${timeoutMs} ms`);
    await sleep(20);
  }
}

/** Runs a node process; `result` resolves with its exit code, signal and output once it ends. */
function run(args, env = {}) {
  const child = spawn(process.execPath, args, { cwd: root, env: { ...process.env, ...env } });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (chunk) => (stdout += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk) => (stderr += chunk));
  const result = new Promise((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal, stdout, stderr })),
  );
  return { child, result, output: () => stdout + stderr, stdout: () => stdout };
}

const started = [];
afterEach(() => {
  // Whatever a failing test left behind.
  for (const pid of started.splice(0))
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      /* gone, as it should be */
    }
});

function listen(port = 0) {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

async function freePort() {
  const server = await listen();
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('npm start with a port taken', () => {
  for (const which of ['SITE_PORT', 'PORT']) {
    it(`says which (${which}), exits non-zero and starts nothing`, async () => {
      const blocker = await listen();
      const takenPort = blocker.address().port;
      const otherPort = await freePort();
      const dataDir = mkdtempSync(join(tmpdir(), 'start-test-'));
      try {
        const ports =
          which === 'SITE_PORT'
            ? { SITE_PORT: String(takenPort), PORT: String(otherPort) }
            : { SITE_PORT: String(otherPort), PORT: String(takenPort) };
        const { result } = run(['scripts/start.mjs'], { ...ports, SANDBOX_DATA_DIR: dataDir });
        const { code, stderr } = await result;
        expect(code).not.toBe(0);
        expect(stderr).toContain(
          `Port ${takenPort} is taken (another npm start?): stop it or set ${which}=<another port>.`,
        );
        // Nothing was started: the other port is still free and the sandbox never touched its data folder.
        expect(await portIsFree(otherPort)).toBe(true);
        expect(readdirSync(dataDir)).toEqual([]);
      } finally {
        await new Promise((resolve) => blocker.close(resolve));
        rmSync(dataDir, { recursive: true, force: true });
      }
    }, 30_000);
  }
});

/**
 * A process supervising two fake children the way start.mjs supervises the sandbox and the site server. The second
 * child starts a grandchild (its process group goes with it) and, with `stubborn`, ignores SIGTERM. It prints
 * `{"a":pid,"b":pid,"grandchild":pid}` once all run; a line on its stdin makes it throw.
 */
function supervisor({ graceMs = 5000, stubborn = false } = {}) {
  const lib = pathToFileURL(join(root, 'scripts/lib.mjs')).href;
  const idle = 'setInterval(() => {}, 1000);';
  // (The SIGTERM handler goes first: once the pids are out, the test may signal at once.)
  const grandparent =
    (stubborn ? `process.on('SIGTERM', () => {});` : '') +
    `const { spawn } = require('node:child_process');` +
    `const g = spawn(process.execPath, ['-e', ${JSON.stringify(idle)}], { stdio: 'ignore' });` +
    `console.log(g.pid);` +
    idle;
  const code = `
    import { supervise } from ${JSON.stringify(lib)};
    const children = supervise({ graceMs: ${graceMs} });
    const a = children.start('child a', process.execPath, ['-e', ${JSON.stringify(idle)}], { stdio: 'ignore' });
    const b = children.start('child b', process.execPath, ['-e', ${JSON.stringify(grandparent)}], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    b.stdout.setEncoding('utf8').once('data', (line) =>
      console.log(JSON.stringify({ a: a.pid, b: b.pid, grandchild: Number(line) })),
    );
    process.stdin.setEncoding('utf8').once('data', () => {
      throw new Error('boom');
    });
  `;
  const running = run(['--input-type=module', '-e', code]);
  const pids = new Promise((resolve, reject) => {
    let seen = '';
    running.child.stdout.on('data', (chunk) => {
      seen += chunk;
      const line = seen.split('\n').find((l) => l.startsWith('{'));
      if (line) resolve(JSON.parse(line));
    });
    running.result.then(() => reject(new Error(`the supervisor ended early: ${running.output()}`)));
  });
  return {
    ...running,
    pids: pids.then((p) => {
      started.push(p.a, p.b, p.grandchild);
      return p;
    }),
  };
}

describe('supervise (npm start’s children)', () => {
  it('stops the other child and exits non-zero when one child dies', async () => {
    const s = supervisor();
    const { a, b, grandchild } = await s.pids;
    process.kill(a, 'SIGKILL');
    const { code, stderr } = await s.result;
    expect(code).not.toBe(0);
    expect(stderr).toMatch(/child a stopped \(SIGKILL\): stopping the rest/);
    await until(() => !alive(b) && !alive(grandchild));
  }, 20_000);

  it('stops the other child too when one is stopped from outside (SIGTERM)', async () => {
    const s = supervisor();
    const { a, b } = await s.pids;
    process.kill(a, 'SIGTERM');
    const { code } = await s.result;
    expect(code).not.toBe(0);
    await until(() => !alive(b));
  }, 20_000);

  for (const signal of ['SIGTERM', 'SIGINT']) {
    it(`stops both children (and what they started) on ${signal}, then exits 0`, async () => {
      const s = supervisor();
      const { a, b, grandchild } = await s.pids;
      s.child.kill(signal);
      const { code } = await s.result;
      expect(code).toBe(0);
      await until(() => !alive(a) && !alive(b) && !alive(grandchild));
    }, 20_000);
  }

  it('stops both children on an uncaught error, then exits non-zero', async () => {
    const s = supervisor();
    const { a, b, grandchild } = await s.pids;
    s.child.stdin.write('throw\n');
    const { code, stderr } = await s.result;
    expect(code).not.toBe(0);
    expect(stderr).toContain('boom');
    await until(() => !alive(a) && !alive(b) && !alive(grandchild));
  }, 20_000);

  it('kills a child that ignores SIGTERM once the grace is over', async () => {
    const s = supervisor({ graceMs: 300, stubborn: true });
    const { a, b, grandchild } = await s.pids;
    const stoppedAt = Date.now();
    s.child.kill('SIGTERM');
    const { code, stderr } = await s.result;
    expect(code).toBe(0);
    expect(Date.now() - stoppedAt).toBeLessThan(5000);
    expect(stderr).toContain('child b did not stop within 300 ms: killing it.');
    await until(() => !alive(a) && !alive(b) && !alive(grandchild));
  }, 20_000);
});

describe('npm start’s banner', () => {
  it('ends with the site’s address after the demo accounts, and keeps requests out of it (LOG_REQUESTS=<file>)', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'start-dist-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>site</title>');
    const logFile = join(dist, 'requests.log');
    const [sitePort, sandboxPort] = [await freePort(), await freePort()];
    const s = run(['scripts/start.mjs'], {
      START_SKIP_BUILD: '1',
      SITE_DIST: dist,
      SITE_PORT: String(sitePort),
      PORT: String(sandboxPort),
      SANDBOX_DATA_DIR: ':memory:',
      LOG_REQUESTS: logFile,
    });
    started.push(s.child.pid);
    try {
      await until(() => s.output().includes('Open the site:'), 150_000);
      // A few calls through the site, as a page makes them: none of them may print under the banner.
      // (over TLS with this machine's self-signed certificate)
      for (let i = 0; i < 3; i++) expect(await statusOf(`https://127.0.0.1:${sitePort}/wps/system/status`)).toBe(200);
      await until(() => existsSync(logFile) && readFileSync(logFile, 'utf8').includes('GET /wps/system/status'));
      // (stdout: what the terminal shows last; warnings on stderr interleave anywhere)
      const lines = s
        .stdout()
        .split('\n')
        .filter((line) => line.trim());
      expect(lines.at(-1)?.trim()).toBe(`Open the site: https://localhost:${sitePort}`);
      const accounts = lines.findIndex((line) => line.includes('demo accounts'));
      expect(accounts).toBeGreaterThan(-1);
      expect(lines.slice(accounts).join('\n')).toMatch(/demo\s+Demo1234/);
      expect(lines.join('\n')).toContain(`requests: logged to ${logFile}`);
      expect(s.output()).not.toContain('/wps/system/status');
    } finally {
      s.child.kill('SIGTERM');
      await s.result;
      rmSync(dist, { recursive: true, force: true });
    }
  }, 180_000);
});
