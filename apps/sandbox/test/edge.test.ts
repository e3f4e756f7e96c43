// The serving edge of the sandbox (issue 12): development routes only when asked for and only to a caller on this
// machine, the CSP report endpoint, one sandbox per data folder.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandbox, type Sandbox } from '../src/app.ts';
import { DataFolderLocked, LOCK_FILE, lockDataFolder } from '../src/edge/dataLock.ts';

const SANDBOX_DIR = fileURLToPath(new URL('..', import.meta.url));

describe('development routes', () => {
  let sandbox: Sandbox;
  let server: ServerType;
  let origin: string;
  const warnings: unknown[][] = [];

  beforeAll(async () => {
    sandbox = await createSandbox({
      devRoutes: true,
      proxySecret: 'edge-secret',
      log: { error: () => {}, warn: (...args) => void warnings.push(args) },
    });
    server = await new Promise<ServerType>((resolve) => {
      const s = serve({ fetch: sandbox.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
    });
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await sandbox.close();
  });

  it('are not mounted unless asked for', async () => {
    const plain = await createSandbox();
    try {
      for (const path of ['/sandbox/outbox?mobile=0812345678', '/sandbox/captcha', '/sandbox/csp-violations']) {
        expect((await plain.app.request(path)).status, path).toBe(404);
      }
      expect((await plain.app.request('/sandbox/reset-throttles', { method: 'POST' })).status).toBe(404);
    } finally {
      await plain.close();
    }
  });

  it('answer a caller on the loopback socket', async () => {
    const outbox = await fetch(`${origin}/sandbox/outbox?mobile=0812345678`);
    expect(outbox.status).toBe(200);
    expect((await fetch(`${origin}/sandbox/reset-throttles`, { method: 'POST' })).status).toBe(200);
  });

  it.each([
    ['x-forwarded-for', '127.0.0.1'],
    ['x-real-ip', '127.0.0.1'],
    ['forwarded', 'for=127.0.0.1'],
    ['x-site-proxy-secret', 'edge-secret'],
  ])('refuse a request a proxy forwarded (%s)', async (name, value) => {
    for (const [method, path] of [
      ['GET', '/sandbox/outbox?mobile=0812345678'],
      ['GET', '/sandbox/captcha'],
      ['POST', '/sandbox/reset-throttles'],
      ['POST', '/sandbox/cashier/deposits/1/approve'],
      ['PUT', '/sandbox/system-status'],
      ['PUT', '/sandbox/switches/CBS3'],
    ] as const) {
      const res = await fetch(`${origin}${path}`, { method, headers: { [name]: value } });
      expect(res.status, `${method} ${path}`).toBe(404);
    }
  });

  it('leave the public pages open to the proxy', async () => {
    const art = await fetch(`${origin}/sandbox/assets/COUNTRY_FLAG/TH.svg`, {
      headers: { 'x-forwarded-for': '1.2.3.4' },
    });
    expect(art.status).not.toBe(404);
  });

  it('count and log the CSP violations browsers report, in both report formats', async () => {
    const before = (await (await fetch(`${origin}/sandbox/csp-violations`)).json()) as { value: { count: number } };
    const legacy = await fetch(`${origin}/sandbox/csp-report`, {
      method: 'POST',
      headers: { 'content-type': 'application/csp-report', 'x-forwarded-for': '1.2.3.4' },
      body: JSON.stringify({
        'csp-report': {
          'document-uri': 'http://site/',
          'effective-directive': 'script-src-elem',
          'blocked-uri': 'inline',
        },
      }),
    });
    expect(legacy.status).toBe(204);
    const modern = await fetch(`${origin}/sandbox/csp-report`, {
      method: 'POST',
      headers: { 'content-type': 'application/reports+json' },
      body: JSON.stringify([
        {
          type: 'csp-violation',
          body: { documentURL: 'http://site/x', effectiveDirective: 'img-src', blockedURL: 'https://evil/' },
        },
        { type: 'deprecation', body: {} },
      ]),
    });
    expect(modern.status).toBe(204);
    const after = (await (await fetch(`${origin}/sandbox/csp-violations`)).json()) as {
      value: { count: number; recent: { directive: string }[] };
    };
    expect(after.value.count - before.value.count).toBe(2);
    expect(after.value.recent.slice(-2).map((v) => v.directive)).toEqual(['script-src-elem', 'img-src']);
    expect(warnings.flat().join('\n')).toContain('CSP violation on http://site/x: img-src blocked https://evil/');
    const junk = await fetch(`${origin}/sandbox/csp-report`, { method: 'POST', body: 'not json' });
    expect(junk.status).toBe(400);
  });
});

describe('the data folder lock', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'sandbox-lock-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('lets one owner in, refuses a second while the first runs, and frees the folder on release', () => {
    const release = lockDataFolder(dir);
    expect(readFileSync(join(dir, LOCK_FILE), 'utf8').trim()).toBe(String(process.pid));
    expect(() => lockDataFolder(dir, process.pid + 1)).toThrow(DataFolderLocked);
    release();
    expect(existsSync(join(dir, LOCK_FILE))).toBe(false);
    lockDataFolder(dir, 4242)();
  });

  it('takes over the lock of a process that is gone', () => {
    const gone = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
    writeFileSync(join(dir, LOCK_FILE), `${gone.stdout}\n`);
    const release = lockDataFolder(dir);
    expect(readFileSync(join(dir, LOCK_FILE), 'utf8').trim()).toBe(String(process.pid));
    release();
  });

  it('makes a second command-line sandbox on the folder exit with a clear message', async () => {
    // This test's process holds the folder, as a running sandbox would.
    const release = lockDataFolder(dir);
    try {
      const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
        cwd: SANDBOX_DIR,
        env: { ...process.env, PORT: '0', SANDBOX_DATA_DIR: dir },
      });
      let stderr = '';
      child.stderr.on('data', (chunk: Buffer) => void (stderr += chunk.toString()));
      const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
      expect(code).toBe(1);
      expect(stderr).toContain(`the data folder ${dir} is in use by another sandbox (pid ${process.pid})`);
    } finally {
      release();
    }
  });
});
