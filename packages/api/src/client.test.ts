import { describe, expect, it } from 'vitest';
import { createApi, type ApiConfig } from './client';
import { ApiError } from './errors';

const envelope = (value: unknown, extra: Record<string, unknown> = {}) =>
  new Response(JSON.stringify({ success: true, message: null, code: null, value, ...extra }), {
    headers: { 'content-type': 'application/json' },
  });

function setup(respond: (request: Request) => Response | Promise<Response>, config: Partial<ApiConfig> = {}) {
  const requests: Request[] = [];
  const api = createApi({
    baseUrl: 'http://backend.test',
    merchantCode: 'siam',
    getToken: () => 'token-123',
    getLanguage: () => 'th',
    fetch: async (request) => {
      requests.push(request.clone());
      return respond(request);
    },
    ...config,
  });
  return { api, requests };
}

async function rsaKeyPair() {
  const pair = await crypto.subtle.generateKey(
    { name: 'RSA-OAEP', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' },
    true,
    ['wrapKey', 'unwrapKey'],
  );
  const spki = new Uint8Array(await crypto.subtle.exportKey('spki', pair.publicKey));
  return { privateKey: pair.privateKey, publicKey: btoa(String.fromCharCode(...spki)) };
}

const permission = (publicKey: string) => ({
  systemStatus: 0,
  publicKey,
  whitelabel: {},
  register: { usernameEnabled: true, mobileReg: false },
  resources: [],
  customerService: [],
  location: { ip: '127.0.0.1' },
  maintenance: { title: 't', info: 'i' },
  regionRestriction: { title: 't', info: 'i' },
  imageCDNs: [],
  launchGameCDNs: [],
});

describe('headers', () => {
  it('sends merchant and language on every call and the token only where the contract asks for it', async () => {
    const { api, requests } = setup(() => envelope({ sumBalance: 1 }));
    await api.wallet.getBalance();
    await api.system.getSystemStatus().catch(() => undefined);
    const [balance, status] = requests;
    expect(balance?.headers.get('X-Merchant-Code')).toBe('siam');
    expect(balance?.headers.get('Accept-Language')).toBe('th');
    expect(balance?.headers.get('Authorization')).toBe('Bearer token-123');
    expect(status?.headers.get('Authorization')).toBeNull();
    expect(status?.headers.get('X-Merchant-Code')).toBe('siam');
  });

  it('omits the token when there is none', async () => {
    const { api, requests } = setup(() => envelope({ sumBalance: 1 }), { getToken: () => null });
    await api.wallet.getBalance();
    expect(requests[0]?.headers.get('Authorization')).toBeNull();
  });
});

describe('encryption', () => {
  it('sends encrypted operations as an envelope the private key opens, with the key from the permission call', async () => {
    const keys = await rsaKeyPair();
    const { api, requests } = setup((request) =>
      request.url.endsWith('/permission')
        ? envelope(permission(keys.publicKey))
        : envelope({ token: 'x'.repeat(32), firstTimeLogin: false, passwordExpired: false, isAgent: '0' }),
    );
    await api.system.getPermission('site.test');
    const session = await api.session.login({ type: 'username', username: 'demo', password: 'Demo1234' });
    expect(session.token).toHaveLength(32);

    const wire = (await requests[1]!.json()) as { encrypted: { key: string; iv: string; data: string } };
    expect(JSON.stringify(wire)).not.toContain('Demo1234');
    const bytes = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));
    const aesKey = await crypto.subtle.unwrapKey(
      'raw',
      bytes(wire.encrypted.key),
      keys.privateKey,
      { name: 'RSA-OAEP' },
      { name: 'AES-GCM' },
      false,
      ['decrypt'],
    );
    const plain = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: bytes(wire.encrypted.iv) },
      aesKey,
      bytes(wire.encrypted.data),
    );
    expect(JSON.parse(new TextDecoder().decode(plain))).toEqual({
      type: 'username',
      username: 'demo',
      password: 'Demo1234',
    });
  });

  it('refuses to send an encrypted operation in the clear when no key is known', async () => {
    const { api, requests } = setup(() => envelope(null));
    await expect(api.session.login({ type: 'username', username: 'a', password: 'b' })).rejects.toThrow(/public key/);
    expect(requests).toHaveLength(0);
  });

  it('leaves other operations in the clear', async () => {
    const { api, requests } = setup(() => envelope(permission('unused')));
    await api.system.getPermission('site.test');
    expect(await requests[0]!.json()).toEqual({ url: 'site.test' });
  });
});

describe('errors', () => {
  const failure = async (promise: Promise<unknown>) => {
    const error = await promise.then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  };

  it('returns the value of a successful envelope', async () => {
    const { api } = setup(() => envelope({ systemStatus: 1 }));
    await expect(api.system.getSystemStatus()).resolves.toBe(1);
  });

  it('tells a business failure apart and keeps the server message, code and value', async () => {
    const { api } = setup(
      () =>
        new Response(
          JSON.stringify({
            success: false,
            message: 'Account or password is incorrect',
            code: 'LOGIN_FAILED',
            value: { captcha: true },
          }),
          { headers: { 'content-type': 'application/json' } },
        ),
      { getPublicKey: () => null },
    );
    const error = await failure(api.wallet.getBalance());
    expect(error).toMatchObject({
      kind: 'business',
      message: 'Account or password is incorrect',
      code: 'LOGIN_FAILED',
      fromServer: true,
    });
    expect(error.value).toEqual({ captcha: true });
  });

  it('tells an HTTP failure apart, with status, server message and Retry-After', async () => {
    const { api } = setup(
      () =>
        new Response(
          JSON.stringify({ success: false, message: 'username: must be string', code: 'BAD_REQUEST', value: null }),
          {
            status: 429,
            headers: { 'content-type': 'application/json', 'Retry-After': '300' },
          },
        ),
    );
    const error = await failure(api.wallet.getBalance());
    expect(error).toMatchObject({ kind: 'http', status: 429, message: 'username: must be string', retryAfter: 300 });
  });

  it('gives a fallback message when the answer is not an envelope', async () => {
    const { api } = setup(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    const error = await failure(api.wallet.getBalance());
    expect(error).toMatchObject({ kind: 'http', status: 502, fromServer: false });
  });

  it('treats a 200 that is not JSON as an unknown error, not a crash', async () => {
    const { api } = setup(() => new Response('oops', { headers: { 'content-type': 'application/json' } }));
    expect(await failure(api.wallet.getBalance())).toMatchObject({
      kind: 'http',
      message: 'An unknown error occurred',
    });
  });

  it('tells a network failure apart', async () => {
    const { api } = setup(() => Promise.reject(new TypeError('fetch failed')));
    expect(await failure(api.wallet.getBalance())).toMatchObject({ kind: 'network' });
  });

  it('times out a call that never answers', async () => {
    const { api } = setup(
      (request) =>
        new Promise<Response>((_, reject) =>
          request.signal.addEventListener('abort', () => reject(new Error('aborted'))),
        ),
      { timeoutMs: 50 },
    );
    expect(await failure(api.wallet.getBalance())).toMatchObject({ kind: 'timeout' });
  });

  it('times out a fetch that does not listen to the signal (an early call taken over)', async () => {
    const { api } = setup(() => new Promise<Response>(() => undefined), { timeoutMs: 50 });
    expect(await failure(api.wallet.getBalance())).toMatchObject({ kind: 'timeout' });
  });

  it('times out an answer whose body stalls after the headers', async () => {
    const { api } = setup(
      () =>
        new Response(new ReadableStream({ start: (stream) => stream.enqueue(new TextEncoder().encode('{"su')) }), {
          headers: { 'content-type': 'application/json' },
        }),
      { timeoutMs: 50 },
    );
    expect(await failure(api.wallet.getBalance())).toMatchObject({ kind: 'timeout' });
  });
});

describe('player messages (describeFailure)', () => {
  const describeFailure = (kind: string, status?: number) =>
    `player:${kind}${status === undefined ? '' : `:${status}`}`;
  const failure = (promise: Promise<unknown>) =>
    promise.then(
      () => expect.fail('the call should fail'),
      (e: unknown) => e as ApiError,
    );

  it('gives every failure without a server message the configured text, keeping kind, status and code', async () => {
    const network = setup(() => Promise.reject(new TypeError('fetch failed')), { describeFailure });
    expect(await failure(network.api.wallet.getBalance())).toMatchObject({
      kind: 'network',
      message: 'player:network',
      fromServer: false,
    });

    const timeout = setup(
      (request) =>
        new Promise<Response>((_, reject) =>
          request.signal.addEventListener('abort', () => reject(new Error('aborted'))),
        ),
      { describeFailure, timeoutMs: 50 },
    );
    expect(await failure(timeout.api.wallet.getBalance())).toMatchObject({
      kind: 'timeout',
      message: 'player:timeout',
    });

    const gateway = setup(() => new Response('<html>Bad gateway</html>', { status: 502 }), { describeFailure });
    expect(await failure(gateway.api.wallet.getBalance())).toMatchObject({
      kind: 'http',
      status: 502,
      message: 'player:http:502',
    });

    const silent = setup(() => envelope(null, { success: false, code: 'SOMETHING' }), { describeFailure });
    expect(await failure(silent.api.wallet.getBalance())).toMatchObject({
      kind: 'business',
      code: 'SOMETHING',
      message: 'player:business:200',
    });
  });

  it('leaves the server message alone', async () => {
    const { api } = setup(() => envelope(null, { success: false, message: 'Quota not sufficient' }), {
      describeFailure,
    });
    expect(await failure(api.wallet.getBalance())).toMatchObject({
      message: 'Quota not sufficient',
      fromServer: true,
    });
  });

  it('keeps the English text when describeFailure has none', async () => {
    const { api } = setup(() => Promise.reject(new TypeError('fetch failed')), { describeFailure: () => undefined });
    expect(await failure(api.wallet.getBalance())).toMatchObject({
      message: 'Network link is abnormal, please try again',
    });
  });

  it('calls a success without the value the contract promises an unknown error, not a crash later', async () => {
    const { api } = setup(() => envelope(null), { describeFailure });
    expect(await failure(api.games.getFavoriteGameIds())).toMatchObject({ kind: 'http', message: 'player:http' });
  });
});

describe('an ended session (onUnauthorized)', () => {
  const unauthorized = () =>
    new Response(
      JSON.stringify({ success: false, message: 'You are not logged in, please login', code: 'UNAUTHORIZED' }),
      { status: 401, headers: { 'content-type': 'application/json' } },
    );

  it('reports a 401 to a call that carried the token, once per answer, and still fails the call', async () => {
    let reports = 0;
    const { api } = setup(unauthorized, { onUnauthorized: () => void reports++ });
    await expect(api.wallet.getBalance()).rejects.toMatchObject({ kind: 'http', status: 401, code: 'UNAUTHORIZED' });
    expect(reports).toBe(1);
    await Promise.allSettled([api.wallet.getBalance(), api.member.getMemberInfo()]);
    expect(reports).toBe(3);
  });

  it('does not report a 401 to a call without the token (a visitor on a members-only call)', async () => {
    let reports = 0;
    const { api } = setup(unauthorized, { getToken: () => null, onUnauthorized: () => void reports++ });
    await expect(api.games.getPromotionDetail(1)).rejects.toMatchObject({ status: 401 });
    expect(reports).toBe(0);
  });

  it('does not report other failures', async () => {
    let reports = 0;
    const { api } = setup(() => envelope(null, { success: false, code: 'LOGIN_FAILED' }), {
      onUnauthorized: () => void reports++,
    });
    await api.wallet.getBalance().catch(() => undefined);
    expect(reports).toBe(0);
  });
});

describe('areas loaded with their first call (cashier, security, agent, points)', () => {
  it('call the server like the others, with the token, and keep one function per operation', async () => {
    const { api, requests } = setup(() => envelope({ items: [] }));
    expect(api.security.getSecurityQuestions).toBe(api.security.getSecurityQuestions);
    // an area is no thenable: awaiting it gives the area itself, not a call
    expect((api.security as { then?: unknown }).then).toBeUndefined();
    await api.security.getSecurityQuestions().catch(() => undefined);
    expect(requests).toHaveLength(1);
    expect(requests[0]?.headers.get('Authorization')).toBe('Bearer token-123');
  });

  it('report a name that is no operation of the area', async () => {
    const { api } = setup(() => envelope(null));
    const area = api.cashier as unknown as Record<string, () => Promise<unknown>>;
    await expect(area.noSuchOperation!()).rejects.toThrow(TypeError);
  });
});
