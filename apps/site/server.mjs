// Serves the built site (dist/) with history-mode fallback and forwards /wps, /lgw and /sandbox to the
// backend, like the nginx an operator would put in front of it. Node only: no dependencies.
import { createServer } from 'node:http';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { brotliCompressSync, createGzip, gzipSync } from 'node:zlib';
import { extname, join, normalize, resolve } from 'node:path';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';

const BACKEND_PREFIXES = ['/wps/', '/lgw/', '/lotto/', '/sandbox/'];
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
  '.ico': 'image/x-icon',
  '.webmanifest': 'application/manifest+json',
  '.woff2': 'font/woff2',
};

/** The header that proves to the sandbox that X-Forwarded-For comes from here (its SANDBOX_PROXY_SECRET). */
const PROXY_SECRET_HEADER = 'x-site-proxy-secret';

async function forward(req, res, backendUrl, proxySecret) {
  const url = new URL(req.url, backendUrl);
  // The caller's address is this socket's, whatever the browser sent; the secret makes the backend believe it
  // (a caller's own X-Forwarded-For or secret header never passes through).
  const headers = { ...req.headers, host: url.host, 'x-forwarded-for': req.socket.remoteAddress ?? '' };
  delete headers[PROXY_SECRET_HEADER];
  if (proxySecret) headers[PROXY_SECRET_HEADER] = proxySecret;
  const hasBody = !['GET', 'HEAD'].includes(req.method);
  try {
    const answer = await fetch(url, {
      method: req.method,
      headers,
      body: hasBody ? Readable.toWeb(req) : undefined,
      duplex: 'half',
      redirect: 'manual',
    });
    const outHeaders = {};
    answer.headers.forEach((value, key) => {
      if (!['content-encoding', 'content-length', 'transfer-encoding', 'connection'].includes(key))
        outHeaders[key] = value;
    });
    const cookies = answer.headers.getSetCookie?.() ?? [];
    if (cookies.length) outHeaders['set-cookie'] = cookies;
    // JSON is gzipped on its way, as nginx would: an announcements answer is tens of kilobytes of text.
    const gzip = /\bgzip\b/.test(req.headers['accept-encoding'] ?? '') && /json/.test(outHeaders['content-type'] ?? '');
    if (gzip) Object.assign(outHeaders, { 'content-encoding': 'gzip', vary: 'accept-encoding' });
    res.writeHead(answer.status, outHeaders);
    if (!answer.body) return void res.end();
    const body = Readable.fromWeb(answer.body);
    if (gzip) body.pipe(createGzip()).pipe(res);
    else body.pipe(res);
  } catch {
    res.writeHead(502, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        success: false,
        message: 'Network link is abnormal, please try again',
        code: 'BAD_GATEWAY',
        value: null,
      }),
    );
  }
}

const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.svg', '.json', '.webmanifest']);
const compressed = new Map();

/** Brotli or gzip for text, computed once per file: players are on slow mobile networks. */
function encode(path, acceptEncoding) {
  const encoding = /\bbr\b/.test(acceptEncoding) ? 'br' : /\bgzip\b/.test(acceptEncoding) ? 'gzip' : null;
  if (!encoding || !COMPRESSIBLE.has(extname(path))) return { body: readFileSync(path), encoding: null };
  const key = `${encoding}:${path}:${statSync(path).mtimeMs}`;
  if (!compressed.has(key)) {
    const raw = readFileSync(path);
    compressed.set(key, encoding === 'br' ? brotliCompressSync(raw) : gzipSync(raw));
  }
  return { body: compressed.get(key), encoding };
}

function sendFile(req, res, path, cacheForever) {
  const { body, encoding } = encode(path, req.headers['accept-encoding'] ?? '');
  res.writeHead(200, {
    'content-type': TYPES[extname(path)] ?? 'application/octet-stream',
    // Hashed assets never change; index.html must always be fresh so new deploys are picked up.
    'cache-control': cacheForever ? 'public, max-age=31536000, immutable' : 'no-cache',
    vary: 'accept-encoding',
    ...(encoding ? { 'content-encoding': encoding } : {}),
  });
  res.end(body);
}

export function startSiteServer({
  port = 8080,
  host = '127.0.0.1',
  backendUrl,
  distDir,
  basePath = '/',
  proxySecret = process.env.SANDBOX_PROXY_SECRET,
} = {}) {
  const root = resolve(distDir ?? fileURLToPath(new URL('./dist', import.meta.url)));
  const server = createServer((req, res) => {
    const fullPath = decodeURIComponent(new URL(req.url, 'http://site').pathname);
    if (BACKEND_PREFIXES.some((prefix) => fullPath.startsWith(prefix)))
      return void forward(req, res, backendUrl, proxySecret);
    // A build for a sub-path (VITE_BASE_PATH) has its files under it.
    const base = basePath.replace(/\/$/, '');
    const pathname = base && fullPath.startsWith(`${base}/`) ? fullPath.slice(base.length) : fullPath;
    const file = normalize(join(root, pathname));
    // Dot folders (Vite's .vite/manifest.json) are build notes, not the site.
    const hidden = pathname.split('/').some((part) => part.startsWith('.'));
    if (!hidden && file.startsWith(root) && existsSync(file) && statSync(file).isFile()) {
      return sendFile(req, res, file, pathname.startsWith('/assets/'));
    }
    // History mode: every other path is the app.
    sendFile(req, res, join(root, 'index.html'), false);
  });
  return new Promise((resolvePromise) => server.listen(port, host, () => resolvePromise(server)));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const port = Number(process.env.SITE_PORT ?? 8080);
  const backendUrl = process.env.BACKEND_URL ?? 'http://127.0.0.1:8787';
  // SITE_DIST: serve another build (e.g. a second e2e run's) instead of dist/.
  await startSiteServer({
    port,
    host: process.env.SITE_HOST ?? '127.0.0.1',
    backendUrl,
    distDir: process.env.SITE_DIST,
    // SITE_BASE: the sub-path of a build made with VITE_BASE_PATH.
    basePath: process.env.SITE_BASE,
  });
  console.log(`Site on http://localhost:${port} (backend ${backendUrl})`);
}
