import { createHash } from 'node:crypto';
import type { APIResponse } from '@playwright/test';
import { expect, test } from './fixtures';
import { SANDBOX_URL, SUB_PATH_URL } from './helpers';

// What the site server (apps/site/server.mjs) answers, as a browser gets it: HTTP/2 over TLS, the page's CSP and the
// other security headers, caching, and what it does not serve (a missing asset, the sandbox's development routes).

/** Every answer of the site server carries these. */
function expectSecurityHeaders(answer: APIResponse) {
  const headers = answer.headers();
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
    expect(headers['permissions-policy']).toContain(`${feature}=()`);
  }
  // the connection is TLS (the server's own): browsers keep to https from now on
  expect(headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
}

test('the page and its files come over HTTP/2 with TLS, on one connection', async ({ page }) => {
  await page.addInitScript(() => sessionStorage.setItem('index_notice', '1'));
  await page.goto('/');
  await expect(page.getByRole('banner')).toBeVisible();
  const protocols = await page.evaluate(() =>
    [
      ...performance.getEntriesByType('navigation'),
      ...performance.getEntriesByType('resource').filter((entry) => entry.name.startsWith(location.origin)),
    ].map((entry) => [entry.name, (entry as PerformanceResourceTiming).nextHopProtocol]),
  );
  expect(protocols.length).toBeGreaterThan(5);
  for (const [name, protocol] of protocols) expect(protocol, name).toBe('h2');
});

/** The CSP's directives by name. */
function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

/** The sha256 source expressions of the page's inline scripts that run (the CSP allows exactly these). */
const inlineScriptHashes = (html: string) =>
  [...html.matchAll(/<script\b(?![^>]*\bsrc\s*=)(?![^>]*\btype="application\/json")[^>]*>([\s\S]*?)<\/script>/gi)].map(
    ([, body]) => `'sha256-${createHash('sha256').update(body!).digest('base64')}'`,
  );

test('a page: the strict CSP, the security headers, never cached', async ({ request }) => {
  for (const path of ['/', '/promotions', '/promoDetail/1?overlay=login']) {
    await test.step(path, async () => {
      const answer = await request.get(path);
      expect(answer.status()).toBe(200);
      expect(answer.headers()['content-type']).toBe('text/html; charset=utf-8');
      expect(answer.headers()['cache-control']).toBe('no-cache');
      expectSecurityHeaders(answer);
      const csp = directives(answer.headers()['content-security-policy'] ?? '');
      expect(csp.get('default-src')).toEqual(["'self'"]);
      // the site's own files and the page's hashed inline scripts, nothing else: no unsafe-inline, no eval
      expect(csp.get('script-src')?.sort()).toEqual(["'self'", ...inlineScriptHashes(await answer.text())].sort());
      expect(csp.get('object-src')).toEqual(["'none'"]);
      expect(csp.get('base-uri')).toEqual(["'none'"]);
      expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
      expect(csp.get('require-trusted-types-for')).toEqual(["'script'"]);
      expect(csp.get('trusted-types')).toEqual(['dompurify', 'service-worker', "'allow-duplicates'"]);
      expect(csp.get('report-uri')).toEqual(['/sandbox/csp-report']);
    });
  }
});

test('the sub-path build gets the same policy', async ({ request }) => {
  const answer = await request.get(`${SUB_PATH_URL}/play/`);
  expect(answer.status()).toBe(200);
  expectSecurityHeaders(answer);
  expect(answer.headers()['content-security-policy']).toContain("require-trusted-types-for 'script'");
});

test('a hashed asset is cached for good; a missing one is a 404, never the page', async ({ request }) => {
  const html = await (await request.get('/')).text();
  const script = /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  expect(script).toBeTruthy();
  const asset = await request.get(script!);
  expect(asset.status()).toBe(200);
  expect(asset.headers()['content-type']).toBe('text/javascript; charset=utf-8');
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expectSecurityHeaders(asset);

  for (const path of ['/assets/missing.js', '/assets/missing.css', '/missing.js']) {
    const missing = await request.get(path);
    expect(missing.status(), path).toBe(404);
    expect(missing.headers()['content-type'], path).not.toContain('text/html');
    expectSecurityHeaders(missing);
  }
});

test("the sandbox's development routes are not served on the site's port", async ({ request }) => {
  // they answer on the sandbox's own port (the test's machine) ...
  expect((await request.get(`${SANDBOX_URL}/sandbox/outbox?mobile=0812345678`)).status()).toBe(200);
  // ... never through the site
  for (const path of ['/sandbox/outbox?mobile=0812345678', '/sandbox/captcha', '/sandbox/csp-violations']) {
    const answer = await request.get(path);
    expect(answer.status(), path).toBe(404);
    expect(await answer.text(), path).not.toContain('"success"');
    expectSecurityHeaders(answer);
  }
});
