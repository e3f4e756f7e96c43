import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_CONTRACT_PATH } from '../src/contract.ts';
import { loadMigrations } from '../src/db/migrate.ts';
import { startHarness } from './harness.ts';

const dir = mkdtempSync(join(tmpdir(), 'wl-sandbox-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('a sandbox on disk', () => {
  it('applies each migration once and keeps data, keys and sessions across starts', async () => {
    const first = await startHarness({ dataDir: join(dir, 'db') });
    const migrations = loadMigrations();
    const applied = async (h: typeof first) =>
      (
        await h.sandbox.db.query<{ version: number }>('SELECT version FROM schema_migrations ORDER BY version')
      ).rows.map((r) => r.version);
    expect(await applied(first)).toEqual(migrations.map((m) => m.version));
    const key = await first.publicKey();
    const token = await first.tokenFor('demo', 'Demo1234');
    await first.call('PUT', '/sandbox/system-status', { json: { systemStatus: 1 } });
    const members = (await first.snapshot()).members;
    await first.close();
    expect(first.errors).toEqual([]);

    // Second start: production-like (no dev routes, no response checks), a site served elsewhere.
    const second = await startHarness({
      dataDir: join(dir, 'db'),
      devRoutes: false,
      validateResponses: false,
      corsOrigins: ['https://site.example'],
    });
    try {
      expect(await applied(second)).toEqual(migrations.map((m) => m.version));
      expect((await second.snapshot()).members).toBe(members);
      expect(await second.publicKey()).toBe(key);
      expect((await second.call('GET', '/wps/member/info', { token })).body.value).toMatchObject({ account: 'demo' });
      expect((await second.call('GET', '/wps/system/status')).body.value).toEqual({ systemStatus: 1 });

      expect((await second.call('GET', '/sandbox/captcha')).status).toBe(404);
      expect((await second.call('PUT', '/sandbox/system-status', { json: { systemStatus: 0 } })).status).toBe(404);

      const preflight = (origin: string) =>
        second.sandbox.app.request('/wps/system/status', {
          method: 'OPTIONS',
          headers: { origin, 'access-control-request-method': 'GET' },
        });
      expect((await preflight('https://site.example')).headers.get('access-control-allow-origin')).toBe(
        'https://site.example',
      );
      expect((await preflight('http://localhost:5173')).headers.get('access-control-allow-origin')).toBeNull();
    } finally {
      await second.close();
    }
  });
});

describe('response checks', () => {
  it('turn a response that breaks the contract into a loud 500', async () => {
    // A contract that promises another currency: the real balance response now breaks it.
    const yaml = readFileSync(DEFAULT_CONTRACT_PATH, 'utf8').replace(
      "CurrencyCode:\n      type: string\n      pattern: '^[A-Z]{3}$'",
      "CurrencyCode:\n      type: string\n      enum: ['USD']",
    );
    expect(yaml).toContain("enum: ['USD']");
    const contractPath = join(dir, 'openapi.yaml');
    writeFileSync(contractPath, yaml);
    const h = await startHarness({ contractPath, systemStatus: 2 });
    try {
      const token = await h.tokenFor('demo', 'Demo1234');
      const res = await h.sandbox.app.request('/wps/v2/wallets/balance', {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.status).toBe(500);
      expect(await res.json()).toMatchObject({ success: false, code: 'CONTRACT_VIOLATION' });
      expect(String(h.errors[0]?.[0])).toMatch(/CONTRACT VIOLATION GET \/wps\/v2\/wallets\/balance .*currency/);
      // The systemStatus option applies on start.
      expect((await h.call('GET', '/wps/system/status')).body.value).toEqual({ systemStatus: 2 });
    } finally {
      await h.close();
    }
  });
});
