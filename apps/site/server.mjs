// Serves the built site (dist/) with history-mode fallback for page routes, and forwards to the backend exactly what
// the pages call (the API, the lottery, the sandbox's public pictures and pages), like the nginx an operator would put
// in front of it (README: "Serving the site"). Given a certificate it speaks HTTP/2 over TLS (HTTP/1.1 still answered
// there): a page's dozens of small files share one connection instead of queueing for six. Node only: no
// dependencies. Whatever a client or the backend sends, it answers (4xx/5xx) or closes that one socket, logs, and
// stays up.
import { createHash } from 'node:crypto';
import { request as httpRequest, createServer } from 'node:http';
import { createSecureServer } from 'node:http2';
import { request as httpsRequest } from 'node:https';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { brotliCompressSync, createGzip, gzipSync } from 'node:zlib';
import { extname, join, normalize, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * What goes to the backend: the API (/wps/, /lgw/, the lottery's /lotto/), and under /sandbox/ only what pages load
 * (pictures, the game page behind a launch address, the chat window, reward art) and where browsers report CSP
 * violations. Never the rest of /sandbox/: the development routes (the SMS outbox, the captcha answer) live there.
 */
const FORWARDED_PREFIXES = [
  '/wps/',
  '/lgw/',
  '/lotto/',
  '/sandbox/assets/',
  '/sandbox/launch/',
  '/sandbox/points/rewards/',
  // the third-party phone-code provider the sandbox plays (packages/merchants: phoneVerification)
  '/sandbox/phone-auth/',
];
const FORWARDED_PATHS = ['/sandbox/chat', '/sandbox/csp-report'];
/** Where the CSP's report-uri points (the sandbox counts and logs violations: apps/sandbox/src/edge/cspReports.ts). */
export const CSP_REPORT_PATH = '/sandbox/csp-report';

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
/** Connection-level headers: they describe one hop and are not passed on (RFC 9110 §7.6.1). */
const HOP_HEADERS = ['connection', 'keep-alive', 'proxy-connection', 'te', 'trailer', 'upgrade', 'transfer-encoding'];
/** No answer headers, or no body byte, from the backend for this long: 504 (or the socket closed once started). */
const BACKEND_TIMEOUT_MS = 30_000;
/** A player's socket with nothing sent or read for this long is closed (nginx's send_timeout / client_body_timeout). */
const PLAYER_IDLE_MS = 60_000;

const BAD_GATEWAY = { message: 'Network link is abnormal, please try again', code: 'BAD_GATEWAY' };
const GATEWAY_TIMEOUT = { message: 'Network link is abnormal, please try again', code: 'GATEWAY_TIMEOUT' };

function isForwarded(pathname) {
  return FORWARDED_PATHS.includes(pathname) || FORWARDED_PREFIXES.some((prefix) => pathname.startsWith(prefix));
}

/** The API's envelope for a failure the backend could not answer itself, unless the answer has already begun. */
function failGateway(res, status, what, headers) {
  if (res.headersSent) return void res.destroy();
  res.writeHead(status, { ...headers, 'content-type': 'application/json', 'cache-control': 'no-store' });
  res.end(JSON.stringify({ success: false, message: what.message, code: what.code, value: null }));
}

function forward(req, res, target, { backendUrl, proxySecret, backendTimeoutMs, log, baseHeaders }) {
  const url = new URL(target, backendUrl);
  const headers = { ...req.headers, host: url.host };
  for (const name of HOP_HEADERS) if (name !== 'transfer-encoding') delete headers[name];
  // HTTP/2's :method, :path, :authority and :scheme are the request line's, not headers to pass on
  for (const name of Object.keys(headers)) if (name.startsWith(':')) delete headers[name];
  // The caller's address is this socket's, whatever the browser sent; the secret makes the backend believe it
  // (a caller's own X-Forwarded-For or secret header never passes through).
  headers['x-forwarded-for'] = req.socket.remoteAddress ?? '';
  delete headers[PROXY_SECRET_HEADER];
  if (proxySecret) headers[PROXY_SECRET_HEADER] = proxySecret;

  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  const upstream = send(url, { method: req.method, headers });
  // The backend is timed while it owes something: the connection, the answer once the request is all in, each part
  // of the answer's body. Waiting on the player is not the backend's silence: a body still coming up (a slow upload)
  // or an answer the player has not taken yet (a slow download); PLAYER_IDLE_MS bounds the player.
  const silence = setTimeout(() => {
    if (!req.complete || res.writableNeedDrain) return void silence.refresh();
    fail(504, GATEWAY_TIMEOUT, `backend silent for ${backendTimeoutMs} ms`);
  }, backendTimeoutMs);
  let done = false;
  const fail = (status, what, reason) => {
    if (done) return;
    done = true;
    clearTimeout(silence);
    log(`[site] ${req.method} ${target}: ${reason}`);
    upstream.destroy();
    failGateway(res, status, what, baseHeaders);
  };
  const heard = () => void silence.refresh();
  req.on('end', heard);
  res.on('close', () => clearTimeout(silence));
  upstream.on('error', (err) => fail(502, BAD_GATEWAY, `backend ${err.code ?? err.message}`));
  upstream.on('response', (answer) => {
    heard();
    const out = { ...baseHeaders };
    for (const [key, value] of Object.entries(answer.headers)) if (!HOP_HEADERS.includes(key)) out[key] = value;
    // JSON is gzipped on its way, as nginx would: an announcements answer is tens of kilobytes of text.
    const gzip =
      /\bgzip\b/.test(req.headers['accept-encoding'] ?? '') &&
      /json/.test(answer.headers['content-type'] ?? '') &&
      !answer.headers['content-encoding'];
    if (gzip) {
      delete out['content-length'];
      Object.assign(out, { 'content-encoding': 'gzip', vary: 'accept-encoding' });
    }
    res.writeHead(answer.statusCode ?? 502, out);
    // A body cut off (the backend closed or stalled mid-way): the player's socket is closed too, so the browser
    // sees a failed call rather than a short answer taken for whole.
    answer.on('aborted', () => fail(502, BAD_GATEWAY, 'backend answer cut off'));
    answer.on('error', (err) => fail(502, BAD_GATEWAY, `backend answer ${err.code ?? err.message}`));
    answer.on('end', () => {
      clearTimeout(silence);
      if (!answer.complete) fail(502, BAD_GATEWAY, 'backend answer cut off');
    });
    if (gzip) {
      const zip = createGzip();
      zip.on('error', (err) => fail(502, BAD_GATEWAY, `gzip ${err.message}`));
      answer.pipe(zip).pipe(res);
    } else answer.pipe(res);
    answer.on('data', heard);
  });
  // The player went away (closed the tab, lost the network): the backend call is dropped too.
  res.on('close', () => {
    // (an HTTP/2 answer says writableEnded, not writableFinished)
    if (!(res.writableFinished ?? res.writableEnded)) upstream.destroy();
  });
  req.on('error', () => upstream.destroy());
  req.pipe(upstream);
}

/** The files a browser is sent compressed (and the build compresses ahead: build/precompress.ts). */
export const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.svg', '.json', '.webmanifest']);
const compressed = new Map();

/** The copy the build compressed beside a file (build/precompress.ts), when it is there and not older than the file. */
function precompressed(path, suffix) {
  const copy = `${path}${suffix}`;
  return existsSync(copy) && statSync(copy).mtimeMs >= statSync(path).mtimeMs ? readFileSync(copy) : null;
}

/**
 * Brotli or gzip for text, players being on slow mobile networks: the build's compressed copy, else compressed here
 * once per file (a folder built without the copies).
 */
function encode(path, acceptEncoding) {
  const encoding = /\bbr\b/.test(acceptEncoding) ? 'br' : /\bgzip\b/.test(acceptEncoding) ? 'gzip' : null;
  if (!encoding || !COMPRESSIBLE.has(extname(path))) return { body: readFileSync(path), encoding: null };
  const key = `${encoding}:${path}:${statSync(path).mtimeMs}`;
  if (!compressed.has(key)) {
    const body =
      precompressed(path, encoding === 'br' ? '.br' : '.gz') ??
      (encoding === 'br' ? brotliCompressSync(readFileSync(path)) : gzipSync(readFileSync(path)));
    compressed.set(key, body);
  }
  return { body: compressed.get(key), encoding };
}

function sendFile(req, res, path, cacheForever, headers) {
  const { body, encoding } = encode(path, req.headers['accept-encoding'] ?? '');
  res.writeHead(200, {
    ...headers,
    'content-type': TYPES[extname(path)] ?? 'application/octet-stream',
    // Hashed assets never change; index.html must always be fresh so new deploys are picked up.
    'cache-control': cacheForever ? 'public, max-age=31536000, immutable' : 'no-cache',
    vary: headers?.vary ?? 'accept-encoding',
    ...(encoding ? { 'content-encoding': encoding } : {}),
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}

function sendText(res, status, text, headers) {
  if (res.headersSent) return void res.destroy();
  res.writeHead(status, { ...headers, 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' });
  res.end(text);
}

/**
 * 'sha256-…' of every inline script of the built page: the CSP allows these and no other inline script. A JSON data
 * block (the build's list of each page's files) is never run, so it needs none.
 */
export function inlineScriptHashes(html) {
  return [
    ...html.matchAll(/<script\b(?![^>]*\bsrc\s*=)(?![^>]*\btype="application\/json")[^>]*>([\s\S]*?)<\/script>/gi),
  ].map(([, body]) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`);
}

/**
 * The Content-Security-Policy of the site's pages. Scripts: the site's own files and the hashed inline ones only.
 * Styles allow inline: the boot screen in index.html and React's style props are inline styles, not code. Pictures,
 * frames and the speed test's probes come from hosts the backend names at run time (image and game CDNs, the
 * merchant's domains), so any https host; nothing else from elsewhere. Trusted Types: only the DOMPurify policy may
 * make HTML (ui's SafeHtml), so no string reaches innerHTML and the like; the service worker's policy makes its own
 * address and nothing else (src/pwa/registerServiceWorker.ts).
 */
export function contentSecurityPolicy({ scriptHashes = [], frameAncestors = [] } = {}) {
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptHashes.join(' ')}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    "connect-src 'self' https:",
    "frame-src 'self' https:",
    "media-src 'self' https:",
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    `frame-ancestors ${frameAncestors.length ? frameAncestors.join(' ') : "'none'"}`,
    "require-trusted-types-for 'script'",
    "trusted-types dompurify service-worker 'allow-duplicates'",
    `report-uri ${CSP_REPORT_PATH}`,
  ].join('; ');
}

/** Headers on every answer of the site server (the pages get the CSP on top). */
export const SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy':
    'camera=(), microphone=(), geolocation=(), payment=(), usb=(), midi=(), magnetometer=(), gyroscope=(), ' +
    'accelerometer=(), display-capture=()',
};
const HSTS = 'max-age=31536000; includeSubDomains';

/** The build's notes for the server (written by vite.config.ts): the merchant's frame-ancestors. */
function readBuildNotes(root) {
  const path = join(root, '.edge.json');
  if (!existsSync(path)) return {};
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return {};
  }
}

/** Where the build's prerender (build/prerender.mjs) writes the public pages, per language tag. */
export const PRERENDERED_DIR = '.prerendered';

/**
 * The build's list of each address's part and each part's files, a JSON block of its index.html (vite.config.ts,
 * partFiles; src/pageCode.ts reads it in the browser): the files of the part that shows `address` (with the build's
 * base path), none for an address of no part.
 */
export function partFilesOf(html) {
  const list = JSON.parse(
    html.match(/<script type="application\/json" id="part-files">([\s\S]*?)<\/script>/)?.[1] ?? 'null',
  );
  if (!list) return () => [];
  // the page's part and the frame's parts its first screen shows (src/pageCode.ts, preloadPageCode)
  return (address) => [
    ...new Set(
      [list.paths[address], ...(list.frame?.[address] ?? [])]
        .flatMap((part) => list.parts[part] ?? [])
        .map((place) => list.files[place]),
    ),
  ];
}

/**
 * The prerendered pages of a build (build/prerender.mjs's pages.json): each site path's file, the languages' folders
 * and the cookie the app keeps the player's language in; null for a build without them.
 */
function readPrerenderedPages(root) {
  const path = join(root, PRERENDERED_DIR, 'pages.json');
  if (!existsSync(path)) return null;
  return JSON.parse(readFileSync(path, 'utf8'));
}

/**
 * What a server sends on a new connection before the phone's first acknowledgement: TCP's initial window, 10 segments
 * of 1460 bytes (RFC 6928). A page whose answer (its early hints, headers and compressed HTML) fits is drawn a round
 * trip sooner: on Lighthouse's phone 150 ms of its first paint. The e2e holds every bench route to it.
 */
export const FIRST_FLIGHT_BYTES = 10 * 1460;

/**
 * The 103 Early Hints of each page path: the files its first paint and hydration need, read from the build's
 * index.html (the first calls' script first: it sends the calls the page waits for; then the app's entry, its
 * preloads and stylesheets) and, for a page the code draws, its list of each part's files (the page's own code, as
 * firstCalls.ts preloads it). A prerendered page names its part's files in its own head, which comes in the same
 * round trip: hints for them would only make that round trip longer (FIRST_FLIGHT_BYTES).
 */
export function readEarlyHints(root, base = '') {
  const indexPath = join(root, 'index.html');
  if (!existsSync(indexPath)) return () => [];
  const html = readFileSync(indexPath, 'utf8');
  const attribute = (tag, name) => tag.match(new RegExp(`\\b${name}="([^"]*)"`))?.[1];
  const tags = [...html.matchAll(/<(?:script|link)\b[^>]*>/g)].map(([tag]) => tag);
  const scripts = tags.filter((tag) => tag.startsWith('<script') && attribute(tag, 'src'));
  // the async first-calls script ahead of the app's
  scripts.sort((a, b) => Number(/\basync\b/.test(b)) - Number(/\basync\b/.test(a)));
  const firstCalls = attribute(scripts.find((tag) => /\basync\b/.test(tag)) ?? '', 'src');
  // A prerendered page paints from its HTML and inlined rules: the app's code and stylesheets come at low priority,
  // as the page has them (build/prerender.mjs); the first calls' script keeps its own. Without the prerender the code
  // draws the page.
  const hint = (href, prerendered) => {
    const priority = prerendered && href !== firstCalls ? '; fetchpriority=low' : '';
    return `<${href}>; rel=preload; as=${href.endsWith('.css') ? 'style' : 'script'}; crossorigin${priority}`;
  };
  const entry = [
    ...scripts.map((tag) => attribute(tag, 'src')),
    ...tags.filter((tag) => /rel="(?:modulepreload|stylesheet)"/.test(tag)).map((tag) => attribute(tag, 'href')),
  ].filter((href) => href?.startsWith('/'));
  const partFiles = partFilesOf(html);
  return (pathname, { prerendered = false } = {}) => {
    if (extname(pathname) !== '' && !pathname.endsWith('.html')) return [];
    const part = prerendered ? [] : partFiles(`${base}${pathname}`);
    return [...new Set([...entry, ...part])].map((href) => hint(href, prerendered));
  };
}

/** The value of a cookie of the request, if sent. */
function cookieOf(req, name) {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

/**
 * The prerendered file of a page path in the player's language (the app's language cookie, else the merchant's
 * default), or null when the path has none: the app's index.html then renders it in the browser.
 */
export function prerenderedFile(root, pages, req, pathname) {
  const name = pages && Object.hasOwn(pages.files, pathname) ? pages.files[pathname] : null;
  if (!name) return null;
  const chosen = cookieOf(req, pages.languageCookie) ?? '';
  const tags = [
    ...(Object.hasOwn(pages.languages, chosen) ? [pages.languages[chosen]] : []),
    pages.languages[pages.defaultLanguage],
  ];
  return tags.map((tag) => join(root, PRERENDERED_DIR, tag, name)).find((file) => existsSync(file)) ?? null;
}

/** The CSP of a built site's pages: its index.html's inline scripts, its merchant's frame-ancestors (print-csp.mjs). */
export function builtSiteCsp(root) {
  const indexPath = join(root, 'index.html');
  return contentSecurityPolicy({
    scriptHashes: existsSync(indexPath) ? inlineScriptHashes(readFileSync(indexPath, 'utf8')) : [],
    frameAncestors: readBuildNotes(root).frameAncestors ?? [],
  });
}

export function startSiteServer({
  port = 8080,
  host = '127.0.0.1',
  backendUrl,
  distDir,
  basePath = '/',
  proxySecret = process.env.SANDBOX_PROXY_SECRET,
  // HSTS only when the player's connection is TLS: this server's own (`tls`), or a proxy in front that ends TLS and
  // says so in X-Forwarded-Proto, believed only when SITE_BEHIND_TLS=1.
  behindTls = process.env.SITE_BEHIND_TLS === '1',
  // The key and certificate (PEM): HTTP/2 over TLS, HTTP/1.1 still answered over TLS; plain HTTP/1.1 without.
  tls = null,
  backendTimeoutMs = BACKEND_TIMEOUT_MS,
  log = (message) => console.error(message),
} = {}) {
  const root = resolve(distDir ?? fileURLToPath(new URL('./dist', import.meta.url)));
  const indexPath = join(root, 'index.html');
  const csp = builtSiteCsp(root);
  const base = basePath.replace(/\/$/, '');
  const prerendered = readPrerenderedPages(root);
  const earlyHints = readEarlyHints(root, base);

  const handle = (req, res) => {
    const secure = req.socket.encrypted || (behindTls && req.headers['x-forwarded-proto'] === 'https');
    const headers = { ...SECURITY_HEADERS, ...(secure ? { 'strict-transport-security': HSTS } : {}) };
    let url;
    let fullPath;
    try {
      // The normalized path (dot segments, even encoded ones, resolved) decides, and is what is forwarded.
      url = new URL(req.url ?? '/', 'http://site');
      fullPath = decodeURIComponent(url.pathname);
    } catch {
      return sendText(res, 400, 'Bad request', headers);
    }
    if (fullPath.includes('\0')) return sendText(res, 400, 'Bad request', headers);
    if (isForwarded(url.pathname))
      return forward(req, res, url.pathname + url.search, {
        backendUrl,
        proxySecret,
        backendTimeoutMs,
        log,
        baseHeaders: headers,
      });
    if (req.method !== 'GET' && req.method !== 'HEAD') return sendText(res, 405, 'Method not allowed', headers);
    // A build for a sub-path (VITE_BASE_PATH) has its files under it.
    const pathname = base && fullPath.startsWith(`${base}/`) ? fullPath.slice(base.length) : fullPath;
    const file = normalize(join(root, pathname));
    // Dot folders (Vite's .vite/manifest.json) are build notes, not the site.
    const hidden = pathname.split('/').some((part) => part.startsWith('.'));
    const page = { ...headers, 'content-security-policy': csp };
    if (!hidden && file.startsWith(`${root}/`) && existsSync(file) && statSync(file).isFile()) {
      const isHtml = extname(file) === '.html';
      return sendFile(req, res, file, pathname.startsWith('/assets/'), isHtml ? page : headers);
    }
    // A missing file (a stale hashed chunk, a typo) is a 404, not the page: a script tag must not get HTML. So is
    // the rest of the backend's /sandbox/ (its development routes, never forwarded): no page of the app is there.
    if (pathname.startsWith('/assets/') || pathname.startsWith('/sandbox/') || extname(pathname) !== '') {
      return sendText(res, 404, 'Not found', headers);
    }
    // History mode: every other path is a page of the app, prerendered for a visitor where the build drew it.
    // The prerender drew each path without a query: an address with one (a lobby's vendor, a lottery's game) may
    // draw another first render, which hydration would not patch, so the app renders it in the browser.
    const pageFile = (url.search === '' && prerenderedFile(root, prerendered, req, pathname)) || indexPath;
    const isPrerendered = pageFile !== indexPath;
    // The page's first files are announced before it (103 Early Hints): the browser fetches them while the server
    // is still reading the page. A page the code draws has them again in a Link header, for a proxy that drops
    // 103s; a prerendered page lists them in its head, and a second copy would push its HTML past the first flight.
    const links = earlyHints(pathname, { prerendered: isPrerendered });
    if (links.length > 0 && req.method === 'GET') res.writeEarlyHints({ link: links });
    sendFile(req, res, pageFile, false, {
      ...page,
      ...(links.length > 0 && !isPrerendered ? { link: links.join(', ') } : {}),
      vary: 'accept-encoding, cookie',
    });
  };

  const answer = (req, res) => {
    res.on('error', (err) => log(`[site] ${req.method} ${req.url}: answer ${err.code ?? err.message}`));
    try {
      handle(req, res);
    } catch (err) {
      log(`[site] ${req.method} ${req.url}: ${err.stack ?? err}`);
      sendText(res, 500, 'Internal error', SECURITY_HEADERS);
    }
  };
  const server = tls ? createSecureServer({ ...tls, allowHTTP1: true }, answer) : createServer(answer);
  // A client that breaks HTTP/2 itself (a bad frame, a stream it resets) loses that session or stream, logged. A
  // failed TLS handshake reaches the 'clientError' handler below, logged once there.
  server.on('sessionError', (err) => log(`[site] HTTP/2 session: ${err.code ?? err.message}`));
  // A player that neither sends nor reads for this long (a stalled phone) lets its socket and the backend call go.
  server.setTimeout(Math.max(PLAYER_IDLE_MS, 2 * backendTimeoutMs));
  // A request line or headers Node cannot parse: 400 on that socket (it may be gone already), the server goes on.
  server.on('clientError', (err, socket) => {
    log(`[site] client error: ${err.code ?? err.message}`);
    if (socket.writable && !socket.destroyed) socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n');
    else socket.destroy();
  });
  return new Promise((resolvePromise, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      server.on('error', (err) => log(`[site] server error: ${err.message}`));
      resolvePromise(server);
    });
  });
}

/**
 * The server's TLS from the environment: SITE_TLS_PEM (one PEM file with the key and the certificate, as npm start's
 * scripts/localCert.mjs writes), or SITE_TLS_KEY and SITE_TLS_CERT; null (plain HTTP) when none is set.
 */
export function tlsFromEnv(env = process.env) {
  if (env.SITE_TLS_PEM) {
    const pem = readFileSync(env.SITE_TLS_PEM, 'utf8');
    return { key: pem, cert: pem };
  }
  if (env.SITE_TLS_KEY || env.SITE_TLS_CERT) {
    if (!env.SITE_TLS_KEY || !env.SITE_TLS_CERT) throw new Error('SITE_TLS_KEY and SITE_TLS_CERT go together');
    return { key: readFileSync(env.SITE_TLS_KEY, 'utf8'), cert: readFileSync(env.SITE_TLS_CERT, 'utf8') };
  }
  return null;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const port = Number(process.env.SITE_PORT ?? 8080);
  const backendUrl = process.env.BACKEND_URL ?? 'http://127.0.0.1:8787';
  const tls = tlsFromEnv();
  // SITE_DIST: serve another build (e.g. a second e2e run's) instead of dist/.
  try {
    await startSiteServer({
      port,
      host: process.env.SITE_HOST ?? '127.0.0.1',
      backendUrl,
      distDir: process.env.SITE_DIST,
      // SITE_BASE: the sub-path of a build made with VITE_BASE_PATH.
      basePath: process.env.SITE_BASE,
      tls,
    });
  } catch (err) {
    console.error(
      `[site] cannot listen on port ${port}: ${err.code === 'EADDRINUSE' ? 'the port is taken' : err.message}`,
    );
    process.exit(1);
  }
  console.log(`Site on ${tls ? 'https' : 'http'}://localhost:${port} (backend ${backendUrl})`);
}
