// The real client (packages/api) against the sandbox, through app.fetch: the encryption round trip
// (client WebCrypto -> sandbox node:crypto) and the error normalisation on real answers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, createApi, type Api } from '@wl/api';
import { startHarness, type Harness } from './harness.ts';

let harness: Harness;
let token: string | null = null;
let api: Api;

beforeAll(async () => {
  harness = await startHarness();
  api = createApi({
    baseUrl: 'http://sandbox.test',
    merchantCode: 'siam',
    getToken: () => token,
    getLanguage: () => 'en',
    fetch: (request) => Promise.resolve(harness.sandbox.app.fetch(request)),
  });
});
afterAll(() => harness.close());

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a failure');
    },
    (error: unknown) => error as ApiError,
  );

describe('client and sandbox', () => {
  it('encrypts the login with the permission key and the sandbox decrypts it', async () => {
    const permission = await api.system.getPermission('site.test');
    expect(permission.publicKey.length).toBeGreaterThan(100);
    const session = await api.session.login({ type: 'username', username: 'demo', password: 'Demo1234' });
    expect(session.token.length).toBeGreaterThanOrEqual(32);
    token = session.token;

    const member = await api.member.getMemberInfo();
    expect(member.account).toBe('demo');
    const balance = await api.wallet.getBalance();
    expect(balance.sumBalance).toBe('12733.67');
  });

  it('keeps the server message of a business failure', async () => {
    const error = await failure(api.session.login({ type: 'username', username: 'demo', password: 'wrong' }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'business', fromServer: true, code: 'LOGIN_FAILED' });
    expect(error.message).toMatch(/incorrect/i);
  });

  it('turns bad input into an http error with the validation message', async () => {
    const error = await failure(api.session.login({ type: 'username', username: 'x'.repeat(65), password: 'p' }));
    expect(error).toMatchObject({ kind: 'http', status: 400 });
    expect(error.message).toMatch(/username/);
  });

  it('ends the session on logout, after which the token is refused', async () => {
    await api.session.logout();
    const error = await failure(api.member.getMemberInfo());
    expect(error).toMatchObject({ kind: 'http', status: 401, fromServer: true });
  });

  it('returns a captcha PNG', async () => {
    const image = await api.session.getCaptcha();
    expect(Buffer.from(image, 'base64').subarray(1, 4).toString()).toBe('PNG');
  });
});
