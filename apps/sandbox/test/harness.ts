// One sandbox per test file (PGlite takes seconds to start), called through app.request() without a port.
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { createSandbox, type Sandbox, type SandboxOptions } from '../src/app.ts';
import type { Envelope } from '../src/envelope.ts';
import { encryptForServer } from './encrypt.ts';

export interface Reply<T = unknown> {
  status: number;
  body: Envelope<T>;
  headers: Headers;
}

export interface CallOptions {
  /** Sent as JSON. */
  json?: unknown;
  /** Sent as is (with the JSON content type unless `contentType` says otherwise). */
  raw?: string;
  contentType?: string;
  token?: string;
  cookie?: string;
  headers?: Record<string, string>;
}

export interface Harness {
  sandbox: Sandbox;
  clock: { now: number };
  /** Everything the sandbox logged as an error (a contract violation shows up here). */
  errors: unknown[][];
  warnings: unknown[][];
  call<T = unknown>(method: string, path: string, options?: CallOptions): Promise<Reply<T>>;
  publicKey(): Promise<string>;
  /** POST /wps/session/login with the body encrypted as a browser would. */
  login<T = unknown>(body: unknown, options?: Omit<CallOptions, 'json' | 'raw'>): Promise<Reply<T>>;
  /** Logs in and returns the token. */
  tokenFor(account: string, password: string): Promise<string>;
  /** GET /wps/captcha; returns the cookie to send back and the answer from the dev route. */
  captcha(): Promise<{ cookie: string; answer: string; image: string }>;
  /** Logs in the demo member, agent and trial account (README, demo data) and returns their tokens. */
  demoTokens(): Promise<{ demo: string; agent: string; trial: string }>;
  /** The id of the member with this account name. */
  memberId(account: string): Promise<number>;
  /** Row counts that a rejected request must not change. */
  snapshot(): Promise<Record<string, unknown>>;
  close(): Promise<void>;
}

/** The site server's secret in tests: with it (header X-Site-Proxy-Secret) X-Forwarded-For names the caller. */
export const TEST_PROXY_SECRET = 'test-proxy-secret';

/** The contract's refusal of a request: 400, BAD_REQUEST, and a message that matches. */
export function expectBadRequest(res: Reply, message: RegExp | string): void {
  expect(res.status).toBe(400);
  expect(res.body).toEqual({
    success: false,
    message: expect.stringMatching(message),
    code: 'BAD_REQUEST',
    value: null,
  });
}

export async function startHarness(options: SandboxOptions = {}): Promise<Harness> {
  const clock = { now: Date.UTC(2026, 0, 15, 12, 0, 0) };
  const errors: unknown[][] = [];
  const warnings: unknown[][] = [];
  const sandbox = await createSandbox({
    validateResponses: true,
    devRoutes: true,
    proxySecret: TEST_PROXY_SECRET,
    now: () => clock.now,
    log: { error: (...args) => void errors.push(args), warn: (...args) => void warnings.push(args) },
    ...options,
  });
  let cachedKey: string | undefined;

  const call: Harness['call'] = async (method, path, o = {}) => {
    const headers: Record<string, string> = { ...o.headers };
    let body: string | undefined;
    if (o.json !== undefined) body = JSON.stringify(o.json);
    if (o.raw !== undefined) body = o.raw;
    if (body !== undefined) headers['content-type'] = o.contentType ?? 'application/json';
    if (o.token) headers.authorization = `Bearer ${o.token}`;
    if (o.cookie) headers.cookie = o.cookie;
    const res = await sandbox.app.request(path, { method, headers, body });
    const text = await res.text();
    let parsed: Envelope;
    try {
      parsed = JSON.parse(text) as Envelope;
    } catch {
      throw new Error(`${method} ${path} → ${res.status}: not JSON: ${text.slice(0, 200)}`);
    }
    // Every reply in the tests must keep the contract (validateResponses turns a break into this code).
    expect(parsed.code, `${method} ${path}: ${parsed.message}`).not.toBe('CONTRACT_VIOLATION');
    expect(Object.keys(parsed).sort()).toEqual(['code', 'message', 'success', 'value']);
    return { status: res.status, body: parsed as Envelope<never>, headers: res.headers };
  };

  const publicKey = async () => {
    if (!cachedKey) {
      const res = await call<{ publicKey: string }>('POST', '/wps/system/permission', { json: { url: 'localhost' } });
      cachedKey = res.body.value!.publicKey;
    }
    return cachedKey;
  };

  const login: Harness['login'] = async (body, o = {}) =>
    call('POST', '/wps/session/login', { ...o, json: await encryptForServer(await publicKey(), body) });

  const tokenFor: Harness['tokenFor'] = async (account, password) => {
    const res = await login<{ token: string }>({ type: 'username', username: account, password });
    expect(res.body.success, `login ${account}: ${res.body.message}`).toBe(true);
    return res.body.value!.token;
  };

  return {
    sandbox,
    clock,
    errors,
    warnings,
    call,
    publicKey,
    login,
    tokenFor,
    async captcha() {
      const res = await call<string>('GET', '/wps/captcha');
      const cookie = res.headers.get('set-cookie')!.split(';')[0]!;
      const answer = await call<string>('GET', '/sandbox/captcha', { cookie });
      return { cookie, answer: answer.body.value!, image: res.body.value! };
    },
    async demoTokens() {
      const [demo, agent, trial] = await Promise.all([
        tokenFor('demo', 'Demo1234'),
        tokenFor('agent', 'Agent1234'),
        tokenFor('trial', 'Trial1234'),
      ]);
      return { demo, agent, trial };
    },
    async memberId(account) {
      const { rows } = await sandbox.db.query<{ id: number }>('SELECT id FROM members WHERE account = $1', [account]);
      return rows[0]!.id;
    },
    async snapshot() {
      const { rows } = await sandbox.db.query(`SELECT
        (SELECT count(*)::int FROM members) AS members,
        (SELECT count(*)::int FROM sessions) AS sessions,
        (SELECT count(*)::int FROM sessions WHERE ended_at IS NOT NULL) AS ended,
        (SELECT count(*)::int FROM captchas) AS captchas,
        (SELECT coalesce(json_agg(l ORDER BY account), '[]') FROM login_failures l) AS failures,
        (SELECT sum(balance)::text FROM wallets) AS balances,
        (SELECT value FROM settings WHERE key = 'system_status') AS status`);
      return rows[0] as Record<string, unknown>;
    },
    close: () => sandbox.close(),
  };
}

export interface FileHarnessOptions {
  /** Forget every login count and lock before each test (POST /sandbox/reset-throttles). */
  resetThrottles?: boolean;
  /** How long starting may take, where the file's start does more than usual on a busy machine. */
  startTimeoutMs?: number;
}

/**
 * The test file's one sandbox: started before its first test, and after its last one checked to have logged no error
 * and closed. The harness returned stands for it from the file's first hook on (its own `beforeAll` hooks, declared
 * after this call, run after the start).
 */
export function harnessForFile(options: FileHarnessOptions = {}): Harness {
  let started: Harness | undefined;
  beforeAll(async () => {
    started = await startHarness();
  }, options.startTimeoutMs);
  if (options.resetThrottles) {
    beforeEach(async () => {
      await started!.call('POST', '/sandbox/reset-throttles');
    });
  }
  afterAll(async () => {
    if (!started) return; // the start failed, and said so
    expect(started.errors).toEqual([]);
    await started.close();
  });
  return new Proxy({} as Harness, {
    get(_, key) {
      if (!started)
        throw new Error(`harness.${String(key)} read before the sandbox started (use it in a hook or test)`);
      return Reflect.get(started, key) as unknown;
    },
    set(_, key, value) {
      if (!started) throw new Error(`harness.${String(key)} set before the sandbox started (use it in a hook or test)`);
      return Reflect.set(started, key, value);
    },
  });
}

/** The demo member's, agent's and trial account's tokens (`demoTokens`), logged in once before the file's tests. */
export function demoTokensForFile(h: Harness): Readonly<{ demo: string; agent: string; trial: string }> {
  const tokens = { demo: '', agent: '', trial: '' };
  beforeAll(async () => {
    Object.assign(tokens, await h.demoTokens());
  });
  return tokens;
}
