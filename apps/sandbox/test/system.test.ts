import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { captchaSize } from '../src/captcha/image.ts';
import { CAPTCHA_LENGTH } from '../src/sandboxConstants.ts';
import { expectBadRequest, harnessForFile, TEST_PROXY_SECRET } from './harness.ts';

const h = harnessForFile();

interface Permission {
  systemStatus: number;
  publicKey: string;
  whitelabel: Record<string, boolean>;
  register: { usernameEnabled: boolean; mobileReg: boolean };
  resources: { resourceType: string; url: string }[];
  customerService: { csType: string; path: string }[];
  location: { ip: string; countryCode?: string };
  maintenance: { title: string; info: string };
  regionRestriction: { title: string; info: string };
  imageCDNs: string[];
}

const permission = (headers?: Record<string, string>) =>
  h.call<Permission>('POST', '/wps/system/permission', { json: { url: 'www.example.com' }, headers });

describe('POST /wps/system/permission', () => {
  it('returns what the shell needs to boot', async () => {
    const res = await permission();
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    const v = res.body.value!;
    expect(v.systemStatus).toBe(0);
    expect(v.whitelabel).toMatchObject({ CBS3: true, freePlay: true });
    expect(v.register).toEqual({ usernameEnabled: true, mobileReg: true });
    expect(v.resources.find((r) => r.resourceType === 'LINE')?.url).toMatch(/^https:\/\//);
    expect(v.customerService.map((s) => s.csType).sort()).toEqual(['LIVECHAT', 'TELEGRAM', 'VIP']);
    expect(v.imageCDNs).toEqual(['/sandbox/assets']);
    expect(v.location).toEqual({ ip: '127.0.0.1', countryCode: 'TH' });
    expect(v.maintenance.title).toBeTruthy();
    expect(v.regionRestriction.info).toBeTruthy();
  });

  it('hands out an RSA-OAEP SHA-256 public key that WebCrypto imports', async () => {
    const { publicKey } = (await permission()).body.value!;
    const key = await globalThis.crypto.subtle.importKey(
      'spki',
      Buffer.from(publicKey, 'base64'),
      { name: 'RSA-OAEP', hash: 'SHA-256' },
      true,
      ['encrypt'],
    );
    expect((key.algorithm as RsaHashedKeyAlgorithm).modulusLength).toBe(2048);
  });

  it('reports the first x-forwarded-for hop as the caller, from the site server only', async () => {
    const forwarded = '203.0.113.7, 10.0.0.1';
    const res = await permission({ 'x-forwarded-for': forwarded, 'x-site-proxy-secret': TEST_PROXY_SECRET });
    expect(res.body.value!.location.ip).toBe('203.0.113.7');
    // Anyone else could name any address: without the site server's secret the header is not believed.
    for (const secret of [undefined, 'wrong-secret']) {
      const headers = { 'x-forwarded-for': forwarded, ...(secret ? { 'x-site-proxy-secret': secret } : {}) };
      expect((await permission(headers)).body.value!.location.ip).toBe('127.0.0.1');
    }
  });

  describe('rejects input that breaks the contract with 400 and changes nothing', () => {
    const cases: [string, string | undefined, RegExp][] = [
      ['missing field', '{}', /^url: is required$/],
      ['wrong type', '{"url":5}', /^url: must be string$/],
      ['too long', JSON.stringify({ url: 'a'.repeat(256) }), /^url: must NOT have more than 255 characters$/],
      ['too short', '{"url":""}', /^url: must NOT have fewer than 1 characters$/],
      ['unknown property', '{"url":"x","admin":true}', /^admin: is not an allowed property$/],
      ['not an object', '[]', /^body: must be object$/],
      ['not JSON', '{url:', /^body: is not valid JSON$/],
      ['no body', undefined, /^body: is required$/],
    ];
    it.each(cases)('%s', async (_name, raw, message) => {
      const before = await h.snapshot();
      const res = await h.call('POST', '/wps/system/permission', raw === undefined ? {} : { raw });
      expectBadRequest(res, message);
      expect(await h.snapshot()).toEqual(before);
    });

    it('a body that is not sent as JSON', async () => {
      const res = await h.call('POST', '/wps/system/permission', { raw: 'url=x', contentType: 'text/plain' });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('body: must be sent as application/json');
    });
  });
});

describe('system status', () => {
  it('GET /wps/system/status follows the dev switch, and so does the permission call', async () => {
    expect((await h.call('GET', '/wps/system/status')).body).toEqual({
      success: true,
      message: null,
      code: null,
      value: { systemStatus: 0 },
    });
    for (const status of [1, 2, 0]) {
      const put = await h.call('PUT', '/sandbox/system-status', { json: { systemStatus: status } });
      expect(put.body.value).toEqual({ systemStatus: status });
      expect((await h.call('GET', '/wps/system/status')).body.value).toEqual({ systemStatus: status });
      expect((await permission()).body.value!.systemStatus).toBe(status);
    }
  });

  it('the switch refuses an unknown status', async () => {
    const before = await h.snapshot();
    for (const json of [{ systemStatus: 3 }, { systemStatus: '1' }, {}]) {
      const res = await h.call('PUT', '/sandbox/system-status', { json });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('systemStatus: must be one of 0, 1, 2');
    }
    expect(await h.snapshot()).toEqual(before);
  });
});

describe('GET /wps/captcha', () => {
  it('returns a PNG of the code and ties the answer to an HttpOnly cookie', async () => {
    const res = await h.call<string>('GET', '/wps/captcha');
    expect(res.status).toBe(200);
    expect(res.body.value).not.toMatch(/^data:/);
    const png = PNG.sync.read(Buffer.from(res.body.value!, 'base64'));
    expect({ width: png.width, height: png.height }).toEqual(captchaSize(CAPTCHA_LENGTH));
    const cookie = res.headers.get('set-cookie')!;
    expect(cookie).toMatch(/^wps_captcha=[0-9a-f]{32};/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Path=\//);
    const answer = await h.call<string>('GET', '/sandbox/captcha', { cookie: cookie.split(';')[0] });
    expect(answer.body.value).toMatch(/^\d{4}$/);
  });

  it('marks the cookie Secure behind https only', async () => {
    expect((await h.call('GET', '/wps/captcha')).headers.get('set-cookie')).not.toMatch(/Secure/);
    const https = await h.call('GET', '/wps/captcha', { headers: { 'x-forwarded-proto': 'https' } });
    expect(https.headers.get('set-cookie')).toMatch(/; Secure/);
  });

  it('a new captcha replaces the previous one of the same browser', async () => {
    const first = await h.captcha();
    const res = await h.call('GET', '/wps/captcha', { cookie: first.cookie });
    const second = res.headers.get('set-cookie')!.split(';')[0]!;
    expect(second).not.toBe(first.cookie);
    expect((await h.call('GET', '/sandbox/captcha', { cookie: first.cookie })).body.value).toBeNull();
    expect((await h.call('GET', '/sandbox/captcha', { cookie: second })).body.value).toMatch(/^\d{4}$/);
  });
});

describe('unknown routes', () => {
  it.each([
    ['GET', '/wps/nothing/here'],
    ['GET', '/lgw/games/nothing'],
    ['GET', '/wps/system/permission'],
    ['POST', '/wps/system/status'],
    ['GET', '/'],
  ])('%s %s → 404 envelope', async (method, path) => {
    const res = await h.call(method, path);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ success: false, message: 'Not found', code: 'NOT_FOUND', value: null });
  });
});

describe('CORS', () => {
  const preflight = (origin: string) =>
    h.sandbox.app.request('/wps/session/login', {
      method: 'OPTIONS',
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,authorization',
      },
    });

  // Without SANDBOX_CORS_ORIGINS no page of another origin may call with the player's cookies, not even a local one
  // (the site is same-origin through its server); test/persistence.test.ts allows a configured origin.
  it.each(['http://localhost:5173', 'http://127.0.0.1:8080', 'https://evil.example'])(
    'gives %s no access by default, preflight or not',
    async (origin) => {
      const res = await preflight(origin);
      expect(res.headers.get('access-control-allow-origin')).toBeNull();
      const call = await h.sandbox.app.request('/wps/system/status', { headers: { origin } });
      expect(call.status).toBe(200);
      expect(call.headers.get('access-control-allow-origin')).toBeNull();
    },
  );
});
