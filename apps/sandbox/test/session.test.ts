import { describe, expect, it } from 'vitest';
import { minorToMoney, moneyToMinor } from '@wl/rules';
import { CAPTCHA_TTL_MS, SESSION_MAX_AGE_MS } from '../src/sandboxConstants.ts';
import { DEMO_ACCOUNTS } from '../src/base/demoAccounts.ts';
import { DEMO_PAID_ENTRIES } from '../src/rewards/rewardsSeedData.ts';
import { encryptForServer } from './encrypt.ts';
import { harnessForFile } from './harness.ts';

const h = harnessForFile({ resetThrottles: true });

interface LoginSession {
  token: string;
  firstTimeLogin: boolean;
  passwordExpired: boolean;
  isAgent: string;
  account: string;
}

/** A failed call's envelope: this message and code, and no value. */
const failure = (message: string, code: string) => ({ success: false, message, code, value: null });
const UNAUTHORIZED = failure('You are not logged in, please login', 'UNAUTHORIZED');
const WRONG = { success: false, message: 'Account or password is incorrect', code: 'LOGIN_FAILED' };
const loginAs = (username: string, password: string, extra: Record<string, unknown> = {}, cookie?: string) =>
  h.login<LoginSession>({ type: 'username', username, password, ...extra }, { cookie });

describe('POST /wps/session/login (encrypted)', () => {
  it('logs in the demo member', async () => {
    const res = await loginAs('demo', 'Demo1234');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, message: null, code: null });
    expect(res.body.value).toEqual({
      token: expect.stringMatching(/^[0-9a-f]{64}$/),
      firstTimeLogin: false,
      passwordExpired: false,
      isAgent: '0',
      account: 'demo',
    });
  });

  it('gives a new token per login', async () => {
    const a = await h.tokenFor('demo', 'Demo1234');
    const b = await h.tokenFor('demo', 'Demo1234');
    expect(a).not.toBe(b);
  });

  it('takes the account name in any case', async () => {
    expect((await loginAs('DeMo', 'Demo1234')).body.value?.account).toBe('demo');
  });

  it.each([
    ['trial', 'Trial1234', { isAgent: '4', firstTimeLogin: false, passwordExpired: false }],
    ['agent', 'Agent1234', { isAgent: '1' }],
    ['weak', '123456', { firstTimeLogin: true, passwordExpired: false }],
    ['expired', 'Expired1234', { passwordExpired: true }],
  ])('reports the state of %s', async (account, password, expected) => {
    const res = await loginAs(account, password);
    expect(res.body.success).toBe(true);
    expect(res.body.value).toMatchObject(expected);
  });

  it('refuses a wrong password and an unknown account with the same answer', async () => {
    const wrong = await loginAs('demo', 'Demo12345');
    const unknown = await loginAs('nobody-here', 'Demo1234');
    expect(wrong.body).toEqual({ ...WRONG, value: { captcha: false } });
    expect(unknown.body).toEqual(wrong.body);
  });

  it('logs in by SMS code as v2 does (one login), without the member info', async () => {
    const sms = (verificationCode: string) =>
      h.login<LoginSession>({ type: 'sms', mobileNum: '0812345678', countryDialingCode: '+66', verificationCode });
    expect((await sms('1234')).body).toEqual(failure('Verification code is not valid', 'SMS_CODE_INVALID'));
    const sent = await h.call('POST', '/wps/verification/sms/noLogin', {
      json: { countryDialingCode: '+66', mobileNum: '0812345678' },
    });
    expect(sent.body.success).toBe(true);
    const outbox = await h.call<{ body: string }[]>('GET', '/sandbox/outbox?mobile=0812345678');
    const code = /\b(\d{6})\b/.exec(outbox.body.value![0]!.body)![1]!;
    const res = await sms(code);
    expect(res.body).toMatchObject({ success: true, value: { account: 'demo', isAgent: '0' } });
    expect(res.body.value).not.toHaveProperty('memberInfo');
  });

  describe('rejects input that breaks the contract with 400 and changes nothing', () => {
    const ok = { type: 'username', username: 'demo', password: 'Demo1234' };
    const cases: [string, unknown, string][] = [
      ['missing field', { username: 'demo', password: 'Demo1234' }, 'type: is required'],
      ['wrong type', { ...ok, username: 42 }, 'username: must be string'],
      ['wrong type (nested)', { ...ok, botCheck: { token: 1 } }, 'botCheck.token: must be string'],
      ['too long', { ...ok, username: 'd'.repeat(65) }, 'username: must NOT have more than 64 characters'],
      [
        'pattern mismatch',
        { type: 'sms', mobileNum: '08-1234', countryDialingCode: '+66', verificationCode: '123456' },
        'mobileNum: must match pattern "^[0-9]{5,20}$"',
      ],
      ['unknown enum', { ...ok, type: 'email' }, 'type: "email" is not a known value'],
      ['unknown property', { ...ok, isAdmin: true }, 'isAdmin: is not an allowed property'],
      ['not an object', ['demo'], 'body: must be object'],
      ['username type without a password', { type: 'username', username: 'demo' }, 'password: is required'],
      ['username type without a username', { type: 'username', password: 'x' }, 'username: is required'],
    ];
    it.each(cases)('%s', async (_name, body, message) => {
      const before = await h.snapshot();
      const res = await h.login(body);
      expect(res.status).toBe(400);
      expect(res.body).toEqual(failure(message, 'BAD_REQUEST'));
      expect(await h.snapshot()).toEqual(before);
    });

    it('a plain body', async () => {
      const before = await h.snapshot();
      const res = await h.call('POST', '/wps/session/login', { json: ok });
      expect(res.status).toBe(400);
      expect(res.body).toEqual(failure('This operation requires an encrypted body', 'ENCRYPTION_REQUIRED'));
      expect(await h.snapshot()).toEqual(before);
    });

    it('an envelope with a field missing or extra', async () => {
      const { encrypted } = await encryptForServer(await h.publicKey(), ok);
      const missing = await h.call('POST', '/wps/session/login', {
        json: { encrypted: { key: encrypted.key, data: encrypted.data } },
      });
      expect(missing.status).toBe(400);
      expect(missing.body.message).toBe('encrypted.iv: is required');
      const extra = await h.call('POST', '/wps/session/login', { json: { encrypted, username: 'demo' } });
      expect(extra.status).toBe(400);
      expect(extra.body.message).toBe('username: is not an allowed property');
    });

    it('an envelope that does not open', async () => {
      const before = await h.snapshot();
      const { encrypted } = await encryptForServer(await h.publicKey(), ok);
      const sealed = Buffer.from(encrypted.data, 'base64');
      sealed[0]! ^= 1;
      const tampered = { ...encrypted, data: sealed.toString('base64') };
      const otherKey = (await encryptForServer(await h.publicKey(), ok)).encrypted.key;
      for (const bad of [
        tampered,
        { ...encrypted, key: otherKey },
        { ...encrypted, iv: 'AAAA' },
        { ...encrypted, key: 'bm9wZQ==' },
      ]) {
        const res = await h.call('POST', '/wps/session/login', { json: { encrypted: bad } });
        expect(res.status).toBe(400);
        expect(res.body).toEqual(failure('The encrypted body could not be decrypted', 'DECRYPT_FAILED'));
      }
      expect(await h.snapshot()).toEqual(before);
    });
  });
});

describe('captcha after failed logins', () => {
  it('is asked for after 3 failures; a correct captcha then logs in and resets the count', async () => {
    const failures = [];
    for (let i = 0; i < 3; i++) failures.push((await loginAs('agent', 'wrong')).body);
    expect(failures.map((b) => b.value)).toEqual([{ captcha: false }, { captcha: false }, { captcha: true }]);
    expect(failures.every((b) => b.message === WRONG.message)).toBe(true);

    // The right password alone is not enough any more.
    expect((await loginAs('agent', 'Agent1234')).body).toEqual({
      success: false,
      message: 'Please enter the captcha',
      code: 'CAPTCHA_REQUIRED',
      value: { captcha: true },
    });

    const wrongCaptcha = await h.captcha();
    const guess = wrongCaptcha.answer === '0000' ? '1111' : '0000';
    expect((await loginAs('agent', 'Agent1234', { captcha: guess }, wrongCaptcha.cookie)).body).toEqual({
      success: false,
      message: 'Invalid captcha input',
      code: 'CAPTCHA_INVALID',
      value: { captcha: true },
    });
    // Single use: the right answer no longer works for that image either.
    const reused = await loginAs('agent', 'Agent1234', { captcha: wrongCaptcha.answer }, wrongCaptcha.cookie);
    expect(reused.body.code).toBe('CAPTCHA_INVALID');

    // A correct captcha with a wrong password is still a failure, and still asks for a captcha.
    const c1 = await h.captcha();
    expect((await loginAs('agent', 'nope', { captcha: c1.answer }, c1.cookie)).body).toEqual({
      ...WRONG,
      value: { captcha: true },
    });

    const c2 = await h.captcha();
    const res = await loginAs('agent', 'Agent1234', { captcha: c2.answer }, c2.cookie);
    expect(res.body.success).toBe(true);
    expect(res.body.value?.isAgent).toBe('1');
    expect((await loginAs('agent', 'Agent1234')).body.success).toBe(true);
  });

  it('counts failures per account name, known or not, regardless of case', async () => {
    await loginAs('Ghost', 'x');
    await loginAs('ghost', 'x');
    expect((await loginAs('GHOST', 'x')).body).toEqual({ ...WRONG, value: { captcha: true } });
    expect((await loginAs('demo', 'Demo1234')).body.success).toBe(true);
  });

  it('refuses a captcha without its cookie, or an expired one', async () => {
    for (let i = 0; i < 3; i++) await loginAs('trial', 'wrong');
    const noCookie = await h.captcha();
    expect((await loginAs('trial', 'Trial1234', { captcha: noCookie.answer })).body.code).toBe('CAPTCHA_INVALID');

    const old = await h.captcha();
    h.clock.now += CAPTCHA_TTL_MS + 1;
    expect((await loginAs('trial', 'Trial1234', { captcha: old.answer }, old.cookie)).body.code).toBe(
      'CAPTCHA_INVALID',
    );

    const fresh = await h.captcha();
    expect((await loginAs('trial', 'Trial1234', { captcha: fresh.answer }, fresh.cookie)).body.success).toBe(true);
  });
});

describe('an expired session (development route)', () => {
  it("POST /sandbox/expire-sessions ends the member's sessions: the next call with the token answers 401", async () => {
    const token = await h.tokenFor('demo', 'Demo1234');
    expect((await h.call('GET', '/wps/member/info', { token })).status).toBe(200);
    const expired = await h.call('POST', '/sandbox/expire-sessions', { json: { account: 'DEMO' } });
    expect(expired.status).toBe(200);
    expect((await h.call('GET', '/wps/member/info', { token })).status).toBe(401);
    expect((await h.call('POST', '/sandbox/expire-sessions', { json: {} })).status).toBe(400);
  });
});

describe('member info and balance', () => {
  it('GET /wps/member/info returns the logged-in member', async () => {
    const token = await h.tokenFor('demo', 'Demo1234');
    const res = await h.call('GET', '/wps/member/info', { token });
    expect(res.status).toBe(200);
    expect(res.body.value).toEqual({
      id: expect.any(Number),
      account: 'demo',
      nickname: 'Demo Player',
      type: 0,
      isAgent: '0',
      toUpline: true,
      clubLabel: { labelName: 'Gold', color: '#f5c542', color2: '#b8860b', rankLevel: 5 },
    });
  });

  it('a trial account has no club label; an agent has its type', async () => {
    const trial = await h.call('GET', '/wps/member/info', { token: await h.tokenFor('trial', 'Trial1234') });
    expect(trial.body.value).toMatchObject({ isAgent: '4', clubLabel: null });
    const agent = await h.call('GET', '/wps/member/info', { token: await h.tokenFor('agent', 'Agent1234') });
    expect(agent.body.value).toMatchObject({ isAgent: '1', type: 1 });
  });

  it('GET /wps/v2/wallets/balance sums the wallets', async () => {
    for (const a of DEMO_ACCOUNTS) {
      const res = await h.call('GET', '/wps/v2/wallets/balance', { token: await h.tokenFor(a.account, a.password) });
      // Exact: decimal strings summed in minor units.
      // demo's seeded reward entries that were paid are ledger credits on top of its opening wallets
      const paid = a.account === 'demo' ? DEMO_PAID_ENTRIES.reduce((sum, b) => sum + moneyToMinor(b, 2), 0n) : 0n;
      // the agent's seeded contracts paid its downlines' salaries and dividends (the settlements seed's ledger rows)
      const { rows } = await h.sandbox.db.query<{ settled: string }>(
        `SELECT coalesce(sum(l.amount), 0)::text AS settled FROM ledger l JOIN members m ON m.id = l.member_id
          WHERE m.account = $1 AND l.kind IN ('salary', 'dividend')`,
        [a.account],
      );
      const settled = moneyToMinor(rows[0]!.settled, 2);
      const expected = Object.values(a.wallets).reduce((sum, b) => sum + moneyToMinor(b, 2), paid + settled);
      expect(res.body.value).toMatchObject({ sumBalance: minorToMoney(expected, 2), currency: 'THB', minorDigits: 2 });
    }
    const demo = await h.call('GET', '/wps/v2/wallets/balance', { token: await h.tokenFor('demo', 'Demo1234') });
    expect(demo.body.value).toMatchObject({ sumBalance: '12733.67', currency: 'THB', currencySymbol: '฿' });
  });
});

describe('tokens', () => {
  const secured: [string, string][] = [
    ['GET', '/wps/member/info'],
    ['GET', '/wps/v2/wallets/balance'],
    ['DELETE', '/wps/session/logout'],
  ];

  it.each(secured)('%s %s without a token, with a malformed header or an unknown token → 401', async (method, path) => {
    expect((await h.call(method, path)).body).toEqual(UNAUTHORIZED);
    expect((await h.call(method, path)).status).toBe(401);
    const malformed = await h.call(method, path, { headers: { authorization: 'Token abc' } });
    expect([malformed.status, malformed.body]).toEqual([401, UNAUTHORIZED]);
    const unknown = await h.call(method, path, { token: 'f'.repeat(64) });
    expect([unknown.status, unknown.body]).toEqual([401, UNAUTHORIZED]);
  });

  it('DELETE /wps/session/logout ends the session and only that one', async () => {
    const token = await h.tokenFor('demo', 'Demo1234');
    const other = await h.tokenFor('demo', 'Demo1234');
    const res = await h.call('DELETE', '/wps/session/logout', { token });
    expect([res.status, res.body]).toEqual([200, { success: true, message: null, code: null, value: null }]);
    for (const [method, path] of secured) {
      const after = await h.call(method, path, { token });
      expect([after.status, after.body]).toEqual([401, UNAUTHORIZED]);
    }
    expect((await h.call('GET', '/wps/member/info', { token: other })).status).toBe(200);
  });

  it('a session ends by itself after its maximum age', async () => {
    const token = await h.tokenFor('demo', 'Demo1234');
    h.clock.now += SESSION_MAX_AGE_MS - 1000;
    expect((await h.call('GET', '/wps/member/info', { token })).status).toBe(200);
    h.clock.now += 2000;
    expect((await h.call('GET', '/wps/member/info', { token })).status).toBe(401);
  });

  it('stores only a hash of each token', async () => {
    const token = await h.tokenFor('demo', 'Demo1234');
    const { rows } = await h.sandbox.db.query('SELECT token_hash FROM sessions');
    expect(rows.length).toBeGreaterThan(0);
    expect(JSON.stringify(rows)).not.toContain(token);
  });
});
