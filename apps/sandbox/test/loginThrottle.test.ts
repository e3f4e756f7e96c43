// Login throttling (README, "Login throttling"): failures per account name and per caller address, the captcha, a
// growing wait, a 5-minute lock of an address, and the owner never locked out by a stranger.
import { describe, expect, it } from 'vitest';
import { loginDelayMs, throttleAddress } from '../src/accounts/loginThrottle.ts';
import {
  CAPTCHA_AFTER_FAILED_LOGINS_PER_ADDRESS,
  LOGIN_DELAY_AFTER_FAILURES,
  LOGIN_DELAY_BASE_MS,
  LOGIN_DELAY_MAX_MS,
  LOGIN_FAILURE_WINDOW_MS,
  LOGIN_LOCK_AFTER_FAILURES_PER_ADDRESS,
  TOO_MANY_REQUESTS_LOCK_MS,
} from '../src/sandboxConstants.ts';
import { encryptForServer } from './encrypt.ts';
import { harnessForFile, TEST_PROXY_SECRET, type Reply } from './harness.ts';

const h = harnessForFile({ resetThrottles: true });

const WRONG = { success: false, message: 'Account or password is incorrect', code: 'LOGIN_FAILED' };
const LOCKED = {
  success: false,
  message: 'Too many requests, please try again after 5 minutes',
  code: 'TOO_MANY_REQUESTS',
};
const CAPTCHA_REQUIRED = {
  success: false,
  message: 'Please enter the captcha',
  code: 'CAPTCHA_REQUIRED',
  value: { captcha: true },
};
const tooSoon = (seconds: number) => ({
  success: false,
  message: `Too many requests, please try again after ${seconds} seconds`,
  code: 'TOO_SOON',
});

interface Try {
  /** The caller's address, as the site server tells it (X-Forwarded-For with the proxy secret). */
  from: string;
  username: string;
  password: string;
  /** Solve a fresh captcha and send it along. */
  captcha?: boolean;
  /** The v2 login instead of v1. */
  v2?: boolean;
}

function forwardedFor(ip: string): Record<string, string> {
  return { 'x-forwarded-for': ip, 'x-site-proxy-secret': TEST_PROXY_SECRET };
}

async function login(t: Try): Promise<Reply> {
  let cookie: string | undefined;
  let captcha: string | undefined;
  if (t.captcha) ({ cookie, answer: captcha } = await h.captcha());
  const body = { type: 'username', username: t.username, password: t.password, ...(captcha ? { captcha } : {}) };
  const path = t.v2 ? '/wps/session/login/v2' : '/wps/session/login';
  return h.call('POST', path, {
    json: await encryptForServer(await h.publicKey(), body),
    headers: forwardedFor(t.from),
    cookie,
  });
}

async function smsLogin(from: string, mobileNum: string, verificationCode: string): Promise<Reply> {
  return h.call('POST', '/wps/session/login', {
    json: await encryptForServer(await h.publicKey(), {
      type: 'sms',
      mobileNum,
      countryDialingCode: '+66',
      verificationCode,
    }),
    headers: forwardedFor(from),
  });
}

/**
 * Whether the login got past the password: a session, or (from an address the member has not used) the new-IP
 * verification, which the throttle counts as a success too.
 */
function accepted(res: Reply): boolean {
  return res.body.success || res.body.code === 'VERIFICATION_REQUIRED';
}

let lastName = 0;
/** An account name no test has used (unknown names count like known ones). */
function freshName(): string {
  lastName += 1;
  return `spray${lastName}`;
}

let lastAddress = 0;
function freshAddress(): string {
  lastAddress += 1;
  return `198.51.100.${lastAddress}`;
}

/**
 * `n` failed logins from one address, each on a fresh name and with a solved captcha, the clock moved past any wait
 * first; returns the answers.
 */
async function failFrom(from: string, n: number): Promise<Reply[]> {
  const answers: Reply[] = [];
  for (let i = 0; i < n; i++) {
    h.clock.now += LOGIN_DELAY_MAX_MS;
    answers.push(await login({ from, username: freshName(), password: 'wrong', captcha: true }));
  }
  return answers;
}

describe('per address', () => {
  it('a spray over many names from one address meets the captcha after a few failures', async () => {
    const from = freshAddress();
    const answers: Reply[] = [];
    for (let i = 0; i < CAPTCHA_AFTER_FAILED_LOGINS_PER_ADDRESS; i++) {
      answers.push(await login({ from, username: freshName(), password: 'wrong' }));
    }
    // One failure per name: each name alone is far from its own captcha.
    expect(answers.map((a) => a.body.value)).toEqual([
      ...Array.from({ length: CAPTCHA_AFTER_FAILED_LOGINS_PER_ADDRESS - 1 }, () => ({ captcha: false })),
      { captcha: true },
    ]);
    h.clock.now += LOGIN_DELAY_MAX_MS;
    // A name never tried, even the right password of a real account: the captcha first.
    expect((await login({ from, username: 'demo', password: 'Demo1234' })).body).toEqual(CAPTCHA_REQUIRED);
    expect((await login({ from, username: freshName(), password: 'wrong' })).body).toEqual(CAPTCHA_REQUIRED);
    // Another address is not concerned.
    expect(accepted(await login({ from: freshAddress(), username: 'demo', password: 'Demo1234' }))).toBe(true);
  });

  it('makes an address wait after its failures, doubling the wait with each further failure', async () => {
    const from = freshAddress();
    await failFrom(from, LOGIN_DELAY_AFTER_FAILURES);
    // First wait: LOGIN_DELAY_BASE_MS (1 s), counted from the last failure; the password is not even looked at.
    const early = await login({ from, username: 'demo', password: 'Demo1234', captcha: true });
    expect(early.body).toEqual({ ...tooSoon(1), value: { captcha: true } });
    h.clock.now += LOGIN_DELAY_BASE_MS;
    expect((await login({ from, username: freshName(), password: 'wrong', captcha: true })).body).toEqual({
      ...WRONG,
      value: { captcha: true },
    });
    // One more failure: 2 s.
    expect((await login({ from, username: freshName(), password: 'wrong', captcha: true })).body).toEqual({
      ...tooSoon(2),
      value: { captcha: true },
    });
    h.clock.now += LOGIN_DELAY_BASE_MS;
    expect((await login({ from, username: freshName(), password: 'wrong', captcha: true })).body).toEqual({
      ...tooSoon(1),
      value: { captcha: true },
    });
    h.clock.now += LOGIN_DELAY_BASE_MS;
    await login({ from, username: freshName(), password: 'wrong', captcha: true });
    // Then 4 s; refused tries did not count.
    h.clock.now += 3 * LOGIN_DELAY_BASE_MS;
    expect((await login({ from, username: 'demo', password: 'Demo1234', captcha: true })).body.code).toBe('TOO_SOON');
    h.clock.now += LOGIN_DELAY_BASE_MS;
    expect(accepted(await login({ from, username: 'demo', password: 'Demo1234', captcha: true }))).toBe(true);
  });

  it('the wait doubles up to its cap', () => {
    expect(loginDelayMs(LOGIN_DELAY_AFTER_FAILURES - 1)).toBe(0);
    expect([0, 1, 2, 3].map((n) => loginDelayMs(LOGIN_DELAY_AFTER_FAILURES + n))).toEqual([
      LOGIN_DELAY_BASE_MS,
      2 * LOGIN_DELAY_BASE_MS,
      4 * LOGIN_DELAY_BASE_MS,
      8 * LOGIN_DELAY_BASE_MS,
    ]);
    expect(loginDelayMs(LOGIN_DELAY_AFTER_FAILURES + 40)).toBe(LOGIN_DELAY_MAX_MS);
  });

  it('locks an address for 5 minutes with the spec message, for every login type, then lets it in again', async () => {
    const from = freshAddress();
    const answers = await failFrom(from, LOGIN_LOCK_AFTER_FAILURES_PER_ADDRESS);
    expect(answers.at(-2)!.body).toEqual({ ...WRONG, value: { captcha: true } });
    expect(answers.at(-1)!.body).toEqual({ ...LOCKED, value: { captcha: true } });

    // The right password with a right captcha, v1 or v2, and an SMS login: all refused while the lock lasts.
    const locked = { ...LOCKED, value: { captcha: true } };
    expect((await login({ from, username: 'demo', password: 'Demo1234', captcha: true })).body).toEqual(locked);
    expect((await login({ from, username: 'demo', password: 'Demo1234', captcha: true, v2: true })).body).toEqual(
      locked,
    );
    expect((await smsLogin(from, '0812345678', '123456')).body).toEqual({ ...LOCKED, value: null });
    h.clock.now += TOO_MANY_REQUESTS_LOCK_MS - 1000;
    expect((await login({ from, username: 'demo', password: 'Demo1234', captcha: true })).body).toEqual(locked);

    // The lock is over: the count starts again, but the captcha is still asked of the address for a while.
    h.clock.now += 1000;
    expect((await login({ from, username: 'demo', password: 'Demo1234' })).body).toEqual(CAPTCHA_REQUIRED);
    expect(accepted(await login({ from, username: 'demo', password: 'Demo1234', captcha: true }))).toBe(true);
    h.clock.now += LOGIN_FAILURE_WINDOW_MS;
    expect(accepted(await login({ from, username: 'demo', password: 'Demo1234' }))).toBe(true);
  });

  it('forgets failures older than the window', async () => {
    const from = freshAddress();
    await failFrom(from, CAPTCHA_AFTER_FAILED_LOGINS_PER_ADDRESS - 1);
    h.clock.now += LOGIN_FAILURE_WINDOW_MS;
    expect((await login({ from, username: freshName(), password: 'wrong' })).body).toEqual({
      ...WRONG,
      value: { captcha: false },
    });
  });

  it('meets a burst of parallel tries as it would meet them one after another', async () => {
    const from = freshAddress();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => login({ from, username: freshName(), password: 'wrong' })),
    );
    const codes = answers.map((a) => a.body.code);
    expect(codes.filter((code) => code === 'LOGIN_FAILED')).toHaveLength(LOGIN_DELAY_AFTER_FAILURES);
    expect(codes.filter((code) => code !== 'LOGIN_FAILED').every((code) => code === 'TOO_SOON')).toBe(true);
  });

  it('does not count successful logins: an end-to-end run of many logins and a few failures goes on unhindered', async () => {
    const from = freshAddress();
    for (let i = 0; i < 30; i++) {
      if (i % 8 === 3) {
        const failed = await login({ from, username: 'demo', password: 'not-the-password' });
        expect(failed.body).toEqual({ ...WRONG, value: { captcha: false } });
      }
      const account = ['demo', 'agent', 'trial'][i % 3]!;
      const password = { demo: 'Demo1234', agent: 'Agent1234', trial: 'Trial1234' }[account]!;
      const res = await login({ from, username: account, password });
      expect(accepted(res), `login ${i}: ${res.body.message}`).toBe(true);
    }
  });

  it('believes X-Forwarded-For only with the proxy secret: without it every try counts for the socket address', async () => {
    const answers: Reply[] = [];
    for (let i = 0; i < CAPTCHA_AFTER_FAILED_LOGINS_PER_ADDRESS; i++) {
      const body = { type: 'username', username: freshName(), password: 'wrong' };
      // A new made-up address each time, without the secret or with a wrong one.
      const headers: Record<string, string> = { 'x-forwarded-for': freshAddress() };
      if (i % 2) headers['x-site-proxy-secret'] = 'not-the-secret';
      answers.push(await h.login(body, { headers }));
    }
    expect(answers.at(-1)!.body).toEqual({ ...WRONG, value: { captcha: true } });
    h.clock.now += LOGIN_DELAY_MAX_MS;
    const next = await h.login(
      { type: 'username', username: 'demo', password: 'Demo1234' },
      { headers: { 'x-forwarded-for': freshAddress() } },
    );
    expect(next.body).toEqual(CAPTCHA_REQUIRED);
  });

  it('counts an IPv6 caller by its /64', () => {
    expect(throttleAddress('2001:db8:1:2:aaaa::1')).toBe(throttleAddress('2001:0db8:0001:0002:bbbb:cccc:dddd:eeee'));
    expect(throttleAddress('2001:db8:1:2::')).toBe('2001:db8:1:2::/64');
    expect(throttleAddress('2001:db8:1:3::1')).not.toBe(throttleAddress('2001:db8:1:2::1'));
    expect(throttleAddress('::1')).toBe('0:0:0:0::/64');
    expect(throttleAddress('203.0.113.7')).toBe('203.0.113.7');
  });
});

describe('the owner is never locked out by a stranger', () => {
  it("a stranger's failures on the account only make the owner solve the captcha, from any other address", async () => {
    const stranger = freshAddress();
    for (let i = 0; i < LOGIN_LOCK_AFTER_FAILURES_PER_ADDRESS; i++) {
      h.clock.now += LOGIN_DELAY_MAX_MS;
      await login({ from: stranger, username: 'agent', password: `guess-${i}`, captcha: true });
    }
    expect((await login({ from: stranger, username: 'agent', password: 'Agent1234', captcha: true })).body.code).toBe(
      'TOO_MANY_REQUESTS',
    );

    const owner = freshAddress();
    expect((await login({ from: owner, username: 'agent', password: 'Agent1234' })).body).toEqual(CAPTCHA_REQUIRED);
    const res = await login({ from: owner, username: 'agent', password: 'Agent1234', captcha: true });
    expect(accepted(res)).toBe(true);
    // The success cleared the account's count: no captcha any more.
    expect(accepted(await login({ from: owner, username: 'agent', password: 'Agent1234' }))).toBe(true);
  });

  it("a success clears the address's failures on that account, not those on other names", async () => {
    const owner = freshAddress();
    for (let i = 0; i < CAPTCHA_AFTER_FAILED_LOGINS_PER_ADDRESS - 1; i++) {
      await login({ from: owner, username: 'demo', password: `typo-${i}`, captcha: i >= 3 });
    }
    expect(accepted(await login({ from: owner, username: 'demo', password: 'Demo1234', captcha: true }))).toBe(true);
    // Four of the owner's own typos are forgotten: the next three failures on other names are not enough.
    for (let i = 0; i < CAPTCHA_AFTER_FAILED_LOGINS_PER_ADDRESS - 1; i++) {
      const failed = await login({ from: owner, username: freshName(), password: 'wrong' });
      expect(failed.body.value).toEqual({ captcha: false });
    }

    // Someone logging into an account of his own between guesses does not wipe his failures on other names.
    expect(accepted(await login({ from: owner, username: 'trial', password: 'Trial1234' }))).toBe(true);
    expect((await login({ from: owner, username: freshName(), password: 'wrong' })).body.value).toEqual({
      captcha: true,
    });
  });
});

describe('SMS login and the v2 login', () => {
  it('go through the same address throttle', async () => {
    const from = freshAddress();
    // Wrong codes of SMS logins and failures of the v2 login count with those of v1.
    for (let i = 0; i < 2; i++) {
      const res = await smsLogin(from, '0812345678', '000000');
      expect(res.body.code).toMatch(/^SMS_CODE_/);
    }
    for (let i = 0; i < 2; i++) await login({ from, username: freshName(), password: 'wrong', v2: true });
    expect((await login({ from, username: freshName(), password: 'wrong' })).body.value).toEqual({ captcha: true });
    // The wait after the fifth failure holds SMS logins back too.
    expect((await smsLogin(from, '0812345678', '000000')).body).toEqual({ ...tooSoon(1), value: null });
  });
});

describe('POST /sandbox/reset-throttles (development route)', () => {
  it('forgets the address counts and locks', async () => {
    const from = freshAddress();
    await failFrom(from, LOGIN_LOCK_AFTER_FAILURES_PER_ADDRESS);
    expect((await login({ from, username: 'demo', password: 'Demo1234' })).body.code).toBe('TOO_MANY_REQUESTS');
    await h.call('POST', '/sandbox/reset-throttles');
    expect(accepted(await login({ from, username: 'demo', password: 'Demo1234' }))).toBe(true);
    const { rows } = await h.sandbox.db.query(
      `SELECT (SELECT count(*)::int FROM login_address_failures) + (SELECT count(*)::int FROM login_address_locks)
              + (SELECT count(*)::int FROM login_failures) AS n`,
    );
    expect(rows).toEqual([{ n: 0 }]);
  });
});
