// server.mjs, the serving edge, against a fake backend this test controls: what is forwarded and what is not, how it
// answers malformed requests and failing, silent or cut-off backends and clients that go away (and that it stays up
// after each), its security and caching headers, HTTP/2 over TLS, and a taken port.
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { connect as connectHttp2, constants as http2, type Http2SecureServer } from 'node:http2';
import { request as httpsRequest } from 'node:https';
import {
  createServer,
  request,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import selfsigned from 'selfsigned';
import { inlineScriptHashes, readEarlyHints, startSiteServer, tlsFromEnv, type SiteServerOptions } from '../server.mjs';

/** A streamed POST /wps/upload to the site (its length given by `length`); the test writes the body and ends it. */
function uploadRequest(
  port: number,
  length: { 'content-length': string } | { 'transfer-encoding': 'chunked' },
  onResponse?: (res: IncomingMessage) => void,
) {
  const headers = { 'content-type': 'application/octet-stream', ...length };
  return request({ host: '127.0.0.1', port, path: '/wps/upload', method: 'POST', headers, agent: false }, onResponse);
}

const INLINE_SCRIPT = "document.documentElement.dataset.boot = 'early';";
const INDEX_HTML =
  '<!doctype html><html><head>' +
  `<script>${INLINE_SCRIPT}</script>` +
  '<script type="module" crossorigin src="/assets/index-a1b2c3.js"></script>' +
  '</head><body><div id="root"></div></body></html>';
const ASSET = 'console.log("the app");';

/** A built site in a temp folder: index.html with an inline script, one hashed asset, optionally .edge.json. */
function makeDist(edge?: object): string {
  const dir = mkdtempSync(join(tmpdir(), 'site-server-test-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), INDEX_HTML);
  writeFileSync(join(dir, 'assets', 'index-a1b2c3.js'), ASSET);
  writeFileSync(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  if (edge) writeFileSync(join(dir, '.edge.json'), JSON.stringify(edge));
  return dir;
}

const portOf = (server: { address(): unknown }) => (server.address() as AddressInfo).port;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(condition: () => boolean, timeoutMs = 2000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`not within ${timeoutMs} ms`);
    await sleep(10);
  }
}

// ---- the fake backend ----------------------------------------------------------------------------------------------

interface Received {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
  /** The whole request body came. */
  ended: boolean;
  /** The backend's answer socket closed (finished or dropped). */
  answerClosed: boolean;
}
type Handler = (req: IncomingMessage, res: ServerResponse, received: Received) => void;

/** Answers with what it got, as JSON, once the body has all come. */
const echo: Handler = (req, res, received) => {
  req.on('end', () => {
    res.writeHead(200, { 'content-type': 'application/json', 'set-cookie': ['a=1; Path=/', 'b=2; Path=/'] });
    res.end(JSON.stringify({ url: received.url, body: received.body }));
  });
};

let backend: Server;
let backendUrl: string;
let received: Received[] = [];
let handler: Handler = echo;

beforeAll(async () => {
  backend = createServer((req, res) => {
    const entry: Received = {
      method: req.method ?? '',
      url: req.url ?? '',
      headers: req.headers,
      body: '',
      ended: false,
      answerClosed: false,
    };
    received.push(entry);
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (entry.body += chunk));
    req.on('end', () => (entry.ended = true));
    res.on('close', () => (entry.answerClosed = true));
    handler(req, res, entry);
  });
  await new Promise<void>((resolve) => backend.listen(0, '127.0.0.1', resolve));
  backendUrl = `http://127.0.0.1:${portOf(backend)}`;
});
afterAll(async () => {
  backend.closeAllConnections();
  await new Promise((resolve) => backend.close(resolve));
});

// ---- the site server under test ------------------------------------------------------------------------------------

const dist = makeDist();
const framedDist = makeDist({ frameAncestors: ['https://portal.example.com'] });
afterAll(() => {
  rmSync(dist, { recursive: true, force: true });
  rmSync(framedDist, { recursive: true, force: true });
});

const started: (Server | Http2SecureServer)[] = [];
let logged: string[] = [];

async function site(options: Partial<SiteServerOptions> = {}): Promise<number> {
  const server = await startSiteServer({
    port: 0,
    backendUrl,
    distDir: dist,
    proxySecret: 'the-proxy-secret',
    behindTls: false,
    log: (message) => logged.push(message),
    ...options,
  });
  started.push(server);
  return portOf(server);
}

beforeEach(() => {
  received = [];
  logged = [];
  handler = echo;
});
afterEach(async () => {
  for (const server of started.splice(0)) {
    if ('closeAllConnections' in server) server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
  backend.closeAllConnections();
});

// ---- a client ------------------------------------------------------------------------------------------------------

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/** One request on its own connection, the path sent exactly as given. */
function call(
  port: number,
  path: string,
  { method = 'GET', headers = {}, body }: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', reject);
      res.on('aborted', () => reject(new Error('answer aborted')));
      res.on('end', () => {
        if (!res.complete) return reject(new Error('answer cut off'));
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') });
      });
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** Bytes written as they are on a fresh connection; resolves with everything read until the server closes it. */
function raw(port: number, bytes: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(bytes));
    let text = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => (text += chunk));
    socket.on('end', () => resolve(text));
    socket.on('error', reject);
  });
}

/** The server still serves the page (after whatever the test did to it). */
async function expectUp(port: number): Promise<void> {
  const answer = await call(port, '/');
  expect(answer.status).toBe(200);
  expect(answer.body).toBe(INDEX_HTML);
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

// ---- the tests -----------------------------------------------------------------------------------------------------

describe('malformed requests', () => {
  it('answers a path that is not valid percent-encoding with 400, and goes on', async () => {
    const port = await site();
    expect((await call(port, '/%E0%A4%A')).status).toBe(400);
    expect((await call(port, '/wps/%E0%A4%A')).status).toBe(400);
    await expectUp(port);
    expect(received).toEqual([]);
  });

  it('answers a NUL byte, encoded or raw, with 400, and goes on', async () => {
    const port = await site();
    const encoded = await call(port, '/assets/%00.js');
    expect(encoded.status).toBe(400);
    expect(encoded.headers['x-content-type-options']).toBe('nosniff');
    expect(await raw(port, 'GET /\0 HTTP/1.1\r\nHost: x\r\n\r\n')).toMatch(/^HTTP\/1\.1 400 /);
    await expectUp(port);
  });
});

describe('what is forwarded', () => {
  it('forwards /wps/ with the address of its socket and its own proxy secret, never the caller’s', async () => {
    const port = await site();
    const answer = await call(port, '/wps/member/info?lang=th', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': '203.0.113.9',
        'x-site-proxy-secret': 'guessed',
        'keep-alive': 'timeout=5',
      },
      body: '{"a":1}',
    });
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ url: '/wps/member/info?lang=th', body: '{"a":1}' });
    expect(answer.headers['set-cookie']).toEqual(['a=1; Path=/', 'b=2; Path=/']);
    // Forwarded answers carry the site's headers too.
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(received).toHaveLength(1);
    const [got] = received;
    expect(got?.method).toBe('POST');
    expect(got?.headers['x-forwarded-for']).toBe('127.0.0.1');
    expect(got?.headers['x-site-proxy-secret']).toBe('the-proxy-secret');
    expect(got?.headers['keep-alive']).toBeUndefined();
    expect(got?.headers.host).toBe(new URL(backendUrl).host);
  });

  it('drops a caller’s secret header even when it has none of its own to send', async () => {
    const port = await site({ proxySecret: '' });
    await call(port, '/lgw/x', { headers: { 'x-site-proxy-secret': 'guessed', 'x-forwarded-for': '10.0.0.1' } });
    expect(received[0]?.headers['x-site-proxy-secret']).toBeUndefined();
    expect(received[0]?.headers['x-forwarded-for']).toBe('127.0.0.1');
  });

  it('forwards /lgw/, /lotto/ and the public /sandbox/ pictures, pages and CSP reports', async () => {
    const port = await site();
    const paths = [
      '/lgw/game/list',
      '/lotto/draws',
      '/sandbox/assets/banner.png',
      '/sandbox/launch/game-1',
      '/sandbox/points/rewards/r1.png',
      '/sandbox/phone-auth/send',
      '/sandbox/chat',
      '/sandbox/csp-report',
    ];
    for (const path of paths) expect((await call(port, path)).status).toBe(200);
    expect(received.map((r) => r.url)).toEqual(paths);
  });

  it('never forwards the sandbox’s development routes, however the path is spelled', async () => {
    const port = await site();
    const attempts: [string, string][] = [
      ['GET', '/sandbox/outbox?mobile=0812345678'],
      ['GET', '/sandbox/captcha'],
      ['POST', '/sandbox/reset-throttles'],
      ['PUT', '/sandbox/system-status'],
      ['POST', '/sandbox/expire-sessions'],
      ['POST', '/sandbox/cashier/deposits/1/approve'],
      ['GET', '/sandbox/outbox/'],
      ['GET', '/wps/../sandbox/outbox'],
      ['GET', '/wps/%2e%2e/sandbox/outbox'],
      ['GET', '/sandbox/assets/../outbox'],
      ['GET', '/sandbox/assets/%2E%2E/captcha'],
      ['GET', '/SANDBOX/outbox'],
    ];
    for (const [method, path] of attempts) {
      const answer = await call(port, path, { method });
      // The app's page (history mode) or 405 for other methods: the site's answer, never the backend's.
      expect([200, 404, 405], `${method} ${path}`).toContain(answer.status);
      expect(answer.headers['set-cookie'], `${method} ${path}`).toBeUndefined();
    }
    expect(received).toEqual([]);
  });
});

describe('a failing backend', () => {
  it('answers 502 with the API envelope when the backend is down, and goes on', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const downUrl = `http://127.0.0.1:${portOf(closed)}`;
    await new Promise((resolve) => closed.close(resolve));

    const port = await site({ backendUrl: downUrl });
    const answer = await call(port, '/wps/system/status');
    expect(answer.status).toBe(502);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(JSON.parse(answer.body)).toEqual({
      success: false,
      message: 'Network link is abnormal, please try again',
      code: 'BAD_GATEWAY',
      value: null,
    });
    expect(logged.join('\n')).toMatch(/ECONNREFUSED/);
    await expectUp(port);
  });

  it('answers 504 when the backend says nothing for backendTimeoutMs, and goes on', async () => {
    handler = () => {}; // never answers
    const port = await site({ backendTimeoutMs: 200 });
    const startedAt = Date.now();
    const answer = await call(port, '/wps/slow');
    expect(answer.status).toBe(504);
    expect(Date.now() - startedAt).toBeLessThan(2000);
    expect(JSON.parse(answer.body)).toMatchObject({ success: false, code: 'GATEWAY_TIMEOUT', value: null });
    // The backend's call is dropped rather than left open.
    await until(() => received[0]?.answerClosed === true);
    await expectUp(port);
  });

  it('closes the player’s socket when the backend’s answer is cut off mid-body, and goes on', async () => {
    handler = (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/plain', 'content-length': '100' });
      res.write('x'.repeat(50));
      setTimeout(() => res.socket?.destroy(), 20);
    };
    const port = await site();
    await expect(call(port, '/wps/half')).rejects.toThrow();
    await until(() => logged.some((line) => /cut off|ECONNRESET|aborted/.test(line)));
    await expectUp(port);
  });

  it('closes the player’s socket when a gzipped JSON answer is cut off mid-body, and goes on', async () => {
    handler = (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': '100' });
      res.write(`{"value":"${'x'.repeat(40)}`);
      setTimeout(() => res.socket?.destroy(), 20);
    };
    const port = await site();
    await expect(call(port, '/wps/half', { headers: { 'accept-encoding': 'gzip' } })).rejects.toThrow();
    await expectUp(port);
  });
});

describe('clients that are slow or go away', () => {
  it('drops the backend call when the player goes away mid-answer, and goes on', async () => {
    handler = (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/plain' });
      const timer = setInterval(() => res.write('x'.repeat(1000)), 20);
      res.on('close', () => clearInterval(timer));
    };
    const port = await site();
    await new Promise<void>((resolve, reject) => {
      const req = request({ host: '127.0.0.1', port, path: '/wps/stream', agent: false }, (res) => {
        res.once('data', () => {
          req.destroy();
          resolve();
        });
      });
      req.on('error', () => {});
      req.on('timeout', () => reject(new Error('no answer')));
      req.end();
    });
    await until(() => received[0]?.answerClosed === true);
    await expectUp(port);
  });

  it('drops the backend call when the player goes away mid-upload, and goes on', async () => {
    const port = await site();
    const req = uploadRequest(port, { 'content-length': '1000' });
    req.on('error', () => {});
    req.write('x'.repeat(10));
    await until(() => received[0]?.body.length === 10);
    req.destroy();
    await until(() => received[0]?.answerClosed === true);
    expect(received[0]?.ended).toBe(false);
    await expectUp(port);
  });

  it('waits for a slow upload (pauses longer than backendTimeoutMs) and forwards it whole', async () => {
    const port = await site({ backendTimeoutMs: 150 });
    const answer = new Promise<Answer>((resolve, reject) => {
      const req = uploadRequest(port, { 'transfer-encoding': 'chunked' }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      });
      req.on('error', reject);
      void (async () => {
        for (const part of ['one,', 'two,', 'three']) {
          req.write(part);
          await sleep(400);
        }
        req.end();
      })();
    });
    const { status, body } = await answer;
    expect(status).toBe(200);
    expect(JSON.parse(body)).toEqual({ url: '/wps/upload', body: 'one,two,three' });
  });

  it('waits for a slow download (a player that stops reading for longer than backendTimeoutMs)', async () => {
    const size = 16 * 1024 * 1024; // more than every buffer between the backend and the player
    const chunk = 'x'.repeat(64 * 1024);
    handler = (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/octet-stream', 'content-length': String(size) });
      let sent = 0;
      const pump = () => {
        while (sent < size) {
          sent += chunk.length;
          if (!res.write(chunk)) return void res.once('drain', pump);
        }
        res.end();
      };
      pump();
    };
    const port = await site({ backendTimeoutMs: 150 });
    const got = await new Promise<number>((resolve, reject) => {
      const req = request({ host: '127.0.0.1', port, path: '/wps/big', agent: false }, (res) => {
        let length = 0;
        res.once('data', (first: Buffer) => {
          length += first.length;
          res.pause();
          setTimeout(() => {
            res.on('data', (more: Buffer) => (length += more.length));
            res.resume();
          }, 600);
        });
        res.on('end', () => (res.complete ? resolve(length) : reject(new Error('answer cut off'))));
        res.on('error', reject);
      });
      req.on('error', reject);
      req.end();
    });
    expect(got).toBe(size);
  });

  it('still answers 504 when the backend is silent after a slow upload', async () => {
    handler = () => {}; // never answers
    const port = await site({ backendTimeoutMs: 150 });
    const req = uploadRequest(port, { 'transfer-encoding': 'chunked' });
    const status = new Promise<number>((resolve, reject) => {
      req.on('response', (res) => resolve(res.statusCode ?? 0));
      req.on('error', reject);
    });
    req.write('one,');
    await sleep(400);
    req.end('two');
    const uploaded = Date.now();
    expect(await status).toBe(504);
    expect(Date.now() - uploaded).toBeLessThan(1500);
    expect(received[0]?.body).toBe('one,two');
  });
});

describe('headers', () => {
  it('sends the page a CSP with the inline script’s hash and the strict directives', async () => {
    const port = await site();
    for (const path of ['/', '/index.html', '/lottery/results']) {
      const answer = await call(port, path);
      expect(answer.status, path).toBe(200);
      expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
      const csp = String(answer.headers['content-security-policy']);
      const directives = csp.split(/;\s*/);
      expect(directives).toContain(`script-src 'self' ${sha256(INLINE_SCRIPT)}`);
      expect(directives).toContain("object-src 'none'");
      expect(directives).toContain("base-uri 'none'");
      expect(directives).toContain("frame-ancestors 'none'");
      expect(directives).toContain("require-trusted-types-for 'script'");
      expect(directives).toContain("default-src 'self'");
      expect(csp).not.toMatch(/'unsafe-eval'|script-src[^;]*'unsafe-inline'/);
    }
  });

  it('lets the merchant’s frameAncestors (dist/.edge.json) frame the site, and never serves that file', async () => {
    const port = await site({ distDir: framedDist });
    const csp = String((await call(port, '/')).headers['content-security-policy']);
    expect(csp.split(/;\s*/)).toContain('frame-ancestors https://portal.example.com');
    expect((await call(port, '/.edge.json')).status).toBe(404);
  });

  it('sends nosniff, Referrer-Policy and Permissions-Policy on pages, assets and errors', async () => {
    const port = await site();
    for (const path of ['/', '/assets/index-a1b2c3.js', '/assets/missing.js', '/%E0%A4%A']) {
      const { headers } = await call(port, path);
      expect(headers['x-content-type-options'], path).toBe('nosniff');
      expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
      expect(headers['permissions-policy'], path).toMatch(/(^|, )camera=\(\)/);
      expect(headers['permissions-policy'], path).toMatch(/geolocation=\(\)/);
      expect(headers['strict-transport-security'], path).toBeUndefined();
    }
  });

  it('sends HSTS only behind TLS (behindTls and X-Forwarded-Proto: https)', async () => {
    const plain = await site();
    expect((await call(plain, '/', { headers: { 'x-forwarded-proto': 'https' } })).headers).not.toHaveProperty(
      'strict-transport-security',
    );
    const behind = await site({ behindTls: true });
    expect((await call(behind, '/')).headers).not.toHaveProperty('strict-transport-security');
    expect((await call(behind, '/', { headers: { 'x-forwarded-proto': 'http' } })).headers).not.toHaveProperty(
      'strict-transport-security',
    );
    const tls = await call(behind, '/', { headers: { 'x-forwarded-proto': 'https' } });
    expect(tls.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });
});

describe('inline scripts', () => {
  it('hashes the inline scripts that run, never a JSON data block (the build’s list of page files)', () => {
    const html = '<script type="application/json" id="part-files">{"files":[]}</script><script>start()</script>';
    expect(inlineScriptHashes(html)).toEqual([sha256('start()')]);
  });
});

describe('files and caching', () => {
  it('answers 404 for a missing asset or file instead of the page', async () => {
    const port = await site();
    for (const path of ['/assets/missing.js', '/assets/missing', '/missing.png', '/.vite/manifest.json']) {
      const answer = await call(port, path);
      expect(answer.status, path).toBe(404);
      expect(answer.headers['content-type'], path).toBe('text/plain; charset=utf-8');
      expect(answer.body, path).not.toContain('<html');
    }
  });

  it('keeps the page fresh (no-cache) and hashed assets for a year (immutable); errors are not stored', async () => {
    const port = await site();
    for (const path of ['/', '/member/profile']) {
      const page = await call(port, path);
      expect(page.status, path).toBe(200);
      expect(page.headers['cache-control'], path).toBe('no-cache');
    }
    const asset = await call(port, '/assets/index-a1b2c3.js');
    expect(asset.status).toBe(200);
    expect(asset.body).toBe(ASSET);
    expect(asset.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const favicon = await call(port, '/favicon.svg');
    expect(favicon.headers['cache-control']).toBe('no-cache');
    expect((await call(port, '/assets/missing.js')).headers['cache-control']).toBe('no-store');
  });

  it("sends the build's compressed copies as they are (build/precompress.ts), and compresses a file without them", async () => {
    const built = makeDist();
    // copies that say where they come from: what is sent is the copy, not the file compressed anew
    const asset = join(built, 'assets', 'index-a1b2c3.js');
    writeFileSync(`${asset}.br`, brotliCompressSync('console.log("the build\'s brotli copy");'));
    writeFileSync(`${asset}.gz`, gzipSync('console.log("the build\'s gzip copy");'));
    const port = await site({ distDir: built });
    const fetchBytes = (path: string, encoding: string) =>
      new Promise<{ headers: IncomingHttpHeaders; bytes: Buffer }>((resolve, reject) => {
        const req = request(
          { host: '127.0.0.1', port, path, headers: { 'accept-encoding': encoding }, agent: false },
          (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (chunk: Buffer) => chunks.push(chunk));
            res.on('end', () => resolve({ headers: res.headers, bytes: Buffer.concat(chunks) }));
            res.on('error', reject);
          },
        );
        req.on('error', reject);
        req.end();
      });
    const br = await fetchBytes('/assets/index-a1b2c3.js', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.bytes).toString()).toBe('console.log("the build\'s brotli copy");');
    const gz = await fetchBytes('/assets/index-a1b2c3.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.bytes).toString()).toBe('console.log("the build\'s gzip copy");');
    // the page has no copies: compressed here
    const page = await fetchBytes('/', 'br');
    expect(page.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(page.bytes).toString()).toContain('<div id="root">');
    rmSync(built, { recursive: true, force: true });
  });

  it('answers HEAD with the headers and no body', async () => {
    const port = await site();
    const answer = await call(port, '/assets/index-a1b2c3.js', { method: 'HEAD' });
    expect(answer.status).toBe(200);
    expect(answer.body).toBe('');
  });
});

describe('prerendered pages (build/prerender.mjs)', () => {
  /** A build with the prerender's pages: the home in English and Thai, /promotions in English only. */
  function prerenderedDist(): string {
    const dir = makeDist();
    const html = (text: string) =>
      `<!doctype html><html><head></head><body><div id="root" data-prerendered>${text}</div></body></html>`;
    mkdirSync(join(dir, '.prerendered', 'en'), { recursive: true });
    mkdirSync(join(dir, '.prerendered', 'th'));
    writeFileSync(join(dir, '.prerendered', 'en', '(root).html'), html('Home'));
    writeFileSync(join(dir, '.prerendered', 'th', '(root).html'), html('หน้าแรก'));
    writeFileSync(join(dir, '.prerendered', 'en', 'promotions.html'), html('Promotions'));
    writeFileSync(join(dir, '.prerendered', 'en', 'index.html'), html('Home at /index'));
    writeFileSync(
      join(dir, '.prerendered', 'pages.json'),
      JSON.stringify({
        languageCookie: 'wl_lang',
        defaultLanguage: 'EN',
        languages: { EN: 'en', TY: 'th' },
        files: { '/': '(root).html', '/index': 'index.html', '/promotions': 'promotions.html' },
      }),
    );
    return dir;
  }

  it('sends a path’s prerender in the language of the cookie, else the default; other paths get the app', async () => {
    const port = await site({ distDir: prerenderedDist() });
    expect((await call(port, '/')).body).toContain('>Home<');
    expect((await call(port, '/index')).body).toContain('>Home at /index<');
    // an address with a query may draw another first render than the prerender's: the app draws it
    expect((await call(port, '/?overlay=login')).body).toBe(INDEX_HTML);
    const thai = await call(port, '/', { headers: { cookie: 'other=1; wl_lang=TY' } });
    expect(thai.body).toContain('>หน้าแรก<');
    expect(thai.headers['vary']).toBe('accept-encoding, cookie');
    expect(thai.headers['content-security-policy']).toContain("script-src 'self'");
    // its first files are in its head and its 103: not a third time, in a Link header that lengthens the first flight
    expect(thai.headers['link']).toBeUndefined();
    expect((await call(port, '/?overlay=login')).headers['link']).toBe(
      '</assets/index-a1b2c3.js>; rel=preload; as=script; crossorigin',
    );
    // a language the build has no page in, or one it does not know: the default language's page
    expect((await call(port, '/promotions', { headers: { cookie: 'wl_lang=TY' } })).body).toBe(
      (await call(port, '/promotions')).body,
    );
    expect((await call(port, '/', { headers: { cookie: 'wl_lang=constructor' } })).body).toContain('>Home<');
    expect((await call(port, '/member/profile')).body).toBe(INDEX_HTML);
    // the folder itself is never served
    expect((await call(port, '/.prerendered/en/promotions.html')).status).toBe(404);
  });

  it('announces the page’s first files: 103 Early Hints and the same Link header', async () => {
    const port = await site();
    const hints: string[] = [];
    const answer = await new Promise<Answer>((resolve, reject) => {
      const req = request({ host: '127.0.0.1', port, path: '/', agent: false }, (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      });
      req.on('information', (info) => {
        if (info.statusCode === 103) hints.push(String(info.headers.link));
      });
      req.on('error', reject);
      req.end();
    });
    // not prerendered: the code draws the page, at its own priority
    const link = '</assets/index-a1b2c3.js>; rel=preload; as=script; crossorigin';
    expect(hints).toEqual([link]);
    expect(answer.headers['link']).toBe(link);
    // files get none
    expect((await call(port, '/assets/index-a1b2c3.js')).headers['link']).toBeUndefined();
  });
});

describe('the early hints of a page', () => {
  it('name the entry’s files; the part’s files too where the code draws the page; a prerendered page’s code and stylesheets at low priority', () => {
    const dir = mkdtempSync(join(tmpdir(), 'site-hints-test-'));
    const list = {
      paths: { '/': 'index', '/lottery': 'lottery' },
      frame: { '/': ['nav', 'banner'], '/lottery': [] },
      files: ['/assets/Home-1.js', '/assets/NavRow-2.js', '/assets/NavRow-2.css', '/assets/Lottery-3.js'],
      parts: { index: [0], nav: [1, 2], lottery: [3], popup: [3] },
    };
    writeFileSync(
      join(dir, 'index.html'),
      `<script type="application/json" id="part-files">${JSON.stringify(list)}</script>` +
        '<script type="module" async crossorigin src="/assets/firstCalls-0.js"></script>' +
        '<script type="module" crossorigin src="/assets/index-9.js" fetchpriority="low"></script>' +
        '<link rel="stylesheet" crossorigin href="/assets/index-9.css">',
    );
    try {
      const hints = readEarlyHints(dir);
      const script = (href: string) => `<${href}>; rel=preload; as=script; crossorigin; fetchpriority=low`;
      const style = (href: string) => `<${href}>; rel=preload; as=style; crossorigin; fetchpriority=low`;
      const first = [
        '</assets/firstCalls-0.js>; rel=preload; as=script; crossorigin',
        script('/assets/index-9.js'),
        style('/assets/index-9.css'),
      ];
      const prerendered = { prerendered: true };
      // a prerendered page names its part's files in its head: the hints stay small enough for the first flight
      expect(hints('/', prerendered)).toEqual(first);
      expect(hints('/lottery', prerendered)).toEqual(first);
      // drawn by the code: the page's part and the frame's parts of its first screen, the code at its own priority
      const unprioritized = (hint: string) => hint.replace('; fetchpriority=low', '');
      expect(hints('/')).toEqual(
        [...first, script('/assets/Home-1.js'), script('/assets/NavRow-2.js'), style('/assets/NavRow-2.css')].map(
          unprioritized,
        ),
      );
      expect(hints('/lottery')).toEqual([...first, script('/assets/Lottery-3.js')].map(unprioritized));
      expect(hints('/assets/index-9.js', prerendered)).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('starting', () => {
  it('rejects with EADDRINUSE when the port is taken', async () => {
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    try {
      await expect(site({ port: portOf(blocker) })).rejects.toMatchObject({ code: 'EADDRINUSE' });
    } finally {
      await new Promise((resolve) => blocker.close(resolve));
    }
  });
});

describe('HTTP/2 over TLS', () => {
  let pem: string;
  beforeAll(async () => {
    const made = await selfsigned.generate([{ name: 'commonName', value: 'localhost' }], {
      keyType: 'ec',
      algorithm: 'sha256',
    });
    pem = `${made.private}${made.cert}`;
  });

  /** One HTTP/2 request on its own session; the session is closed with the answer. */
  function callHttp2(port: number, path: string, headers: Record<string, string> = {}): Promise<Answer> {
    return new Promise((resolve, reject) => {
      const session = connectHttp2(`https://127.0.0.1:${port}`, { rejectUnauthorized: false });
      session.on('error', reject);
      const stream = session.request({ [http2.HTTP2_HEADER_PATH]: path, ...headers });
      const chunks: Buffer[] = [];
      let answerHeaders: IncomingHttpHeaders = {};
      stream.on('response', (received) => (answerHeaders = received as IncomingHttpHeaders));
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', reject);
      stream.on('end', () => {
        session.close();
        const { [http2.HTTP2_HEADER_STATUS]: status, ...rest } = answerHeaders as Record<string, unknown>;
        resolve({
          status: Number(status),
          headers: rest as IncomingHttpHeaders,
          body: Buffer.concat(chunks).toString(),
        });
      });
      stream.end();
    });
  }

  it('serves the page over HTTP/2 with its headers, and HSTS since the connection is TLS', async () => {
    const port = await site({ tls: { key: pem, cert: pem } });
    const answer = await callHttp2(port, '/rng');
    expect(answer.status).toBe(200);
    expect(answer.body).toBe(INDEX_HTML);
    expect(answer.headers['content-security-policy']).toContain(sha256(INLINE_SCRIPT));
    expect(answer.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect((await callHttp2(port, '/assets/index-a1b2c3.js')).headers['cache-control']).toContain('immutable');
  });

  it('forwards an HTTP/2 call with plain headers only (no :path, :authority) and relays the answer', async () => {
    const port = await site({ tls: { key: pem, cert: pem } });
    const answer = await callHttp2(port, '/wps/status?x=1', { 'x-merchant-code': 'SIAM' });
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toMatchObject({ url: '/wps/status?x=1' });
    const [forwarded] = received;
    expect(Object.keys(forwarded!.headers).filter((name) => name.startsWith(':'))).toEqual([]);
    expect(forwarded!.headers.host).toBe(new URL(backendUrl).host);
    expect(forwarded!.headers['x-merchant-code']).toBe('SIAM');
    expect(forwarded!.headers['x-forwarded-for']).toBe('127.0.0.1');
  });

  it('still answers HTTP/1.1 over TLS (a client without HTTP/2)', async () => {
    const port = await site({ tls: { key: pem, cert: pem } });
    const answer = await new Promise<{ status: number; protocol: string }>((resolve, reject) => {
      const req = httpsRequest(
        { host: '127.0.0.1', port, path: '/', rejectUnauthorized: false, agent: false }, // Node's https: HTTP/1.1 only
        (res) => {
          res.resume();
          res.on('end', () => resolve({ status: res.statusCode ?? 0, protocol: res.httpVersion }));
        },
      );
      req.on('error', reject);
      req.end();
    });
    expect(answer).toEqual({ status: 200, protocol: '1.1' });
  });

  it('takes its certificate from SITE_TLS_PEM, or SITE_TLS_KEY with SITE_TLS_CERT; none is plain HTTP', () => {
    const dir = mkdtempSync(join(tmpdir(), 'site-tls-'));
    try {
      writeFileSync(join(dir, 'both.pem'), pem);
      expect(tlsFromEnv({ SITE_TLS_PEM: join(dir, 'both.pem') })).toEqual({ key: pem, cert: pem });
      expect(tlsFromEnv({ SITE_TLS_KEY: join(dir, 'both.pem'), SITE_TLS_CERT: join(dir, 'both.pem') })).toEqual({
        key: pem,
        cert: pem,
      });
      expect(() => tlsFromEnv({ SITE_TLS_KEY: join(dir, 'both.pem') })).toThrow(/go together/);
      expect(tlsFromEnv({})).toBeNull();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
