import { readFileSync } from 'node:fs';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { SMS_CODE_TTL_MS } from '../src/accounts/accountsConstants.ts';
import { TOO_MANY_REQUESTS_LOCK_MS } from '../src/sandboxConstants.ts';
import { PATTERN_FAMILIES, PATTERN_IDS } from '@wl/rules';
import { REGISTRATION_FIELDS } from '../src/accounts/rules.ts';
import { mountRoutes } from '../src/accounts/accountsArea.ts';
import { DEFAULT_CONTRACT_PATH } from '../src/contract.ts';
import type { Deps } from '../src/types.ts';
import { encryptForServer } from './encrypt.ts';
import { harnessForFile, TEST_PROXY_SECRET, type CallOptions, type Reply } from './harness.ts';

const h = harnessForFile({ resetThrottles: true });

interface Session {
  token: string;
  firstTimeLogin: boolean;
  passwordExpired: boolean;
  isAgent: string;
  account: string;
}

const OK = { success: true, message: null, code: null };

/** An x-encrypted call, the body sealed as a browser would. */
async function sealed<T = unknown>(method: string, path: string, body: unknown, options: CallOptions = {}) {
  return h.call<T>(method, path, { ...options, json: await encryptForServer(await h.publicKey(), body) });
}

/** PUT /wps/member/register, encrypted as the site sends it. */
function register<T = unknown>(body: unknown, options?: CallOptions) {
  return sealed<T>('PUT', '/wps/member/register', body, options);
}

let lastNumber = 0;
/** A mobile number no test has used yet (every number has its own SMS limits). */
function freshMobile(): string {
  lastNumber += 1;
  return `086${String(lastNumber).padStart(7, '0')}`;
}

let lastName = 0;
function freshUsername(): string {
  lastName += 1;
  return `player${lastName}x`;
}

/** The codes sent to a number, newest first. */
async function smsCodes(mobile: string): Promise<string[]> {
  const res = await h.call<{ body: string }[]>('GET', `/sandbox/outbox?mobile=${mobile}`);
  return res.body.value!.map((message) => /\b(\d{6})\b/.exec(message.body)![1]!);
}

async function registerCode(mobile: string): Promise<string> {
  const res = await h.call('POST', '/wps/verification/sms/register', {
    json: { countryDialingCode: '+66', mobileNo: mobile },
  });
  expect(res.body, 'register SMS').toMatchObject(OK);
  return (await smsCodes(mobile))[0]!;
}

/** POST /wps/verification/sms/noLogin: a login code to this number. */
function sendLoginSms(mobile: string, countryDialingCode = '+66') {
  return h.call('POST', '/wps/verification/sms/noLogin', { json: { countryDialingCode, mobileNum: mobile } });
}

async function loginCode(mobile: string): Promise<string> {
  const res = await sendLoginSms(mobile);
  expect(res.body, 'login SMS').toMatchObject(OK);
  return (await smsCodes(mobile))[0]!;
}

/** Moves the clock past the SMS spacing so the next send to a number is allowed. */
function waitForResend() {
  h.clock.now += SMS_CODE_TTL_MS;
}

function registration(mobile: string, code: string, extra: Record<string, unknown> = {}) {
  return {
    username: freshUsername(),
    password: 'Secret123',
    confirmPassword: 'Secret123',
    mobileNum: mobile,
    countryDialingCode: '+66',
    verificationCode: code,
    registerMethod: 'WEB',
    registerUrl: 'http://localhost/register',
    domain: 'localhost',
    login: true,
    ...extra,
  };
}

/** Registers a new member (username type) and returns its account, password, mobile and token. */
async function newMember(extra: Record<string, unknown> = {}) {
  const mobile = freshMobile();
  const body = registration(mobile, await registerCode(mobile), extra);
  const res = await register<Session>(body);
  expect(res.body, `register: ${res.body.message}`).toMatchObject(OK);
  return { account: body.username as string, password: body.password as string, mobile, token: res.body.value!.token };
}

const loginAs = (username: string, password: string) => h.login<Session>({ type: 'username', username, password });

/** Row counts and contents a refused request must not change (the slice's and this area's tables). */
async function snapshot() {
  const { rows } = await h.sandbox.db.query<Record<string, unknown>>(`SELECT
    (SELECT count(*)::int FROM member_profiles) AS profiles,
    (SELECT count(*)::int FROM member_uplines) AS uplines,
    (SELECT count(*)::int FROM wallets) AS wallets,
    (SELECT string_agg(password_hash || first_login::text, ',' ORDER BY id) FROM members) AS passwords,
    (SELECT coalesce(json_agg(s ORDER BY id), '[]') FROM sms_codes s) AS sms,
    (SELECT count(*)::int FROM outbox) AS outbox,
    (SELECT count(*)::int FROM throttle_attempts) AS attempts,
    (SELECT count(*)::int FROM throttle_locks) AS locks`);
  return { ...(await h.snapshot()), ...rows[0] };
}

async function expectRefused<T>(reply: Promise<Reply<T>>, message: string, code: string, value: unknown = null) {
  const res = await reply;
  expect(res.status).toBe(200);
  expect(res.body).toEqual({ success: false, message, code, value });
}

describe('GET /wps/system/setting/register', () => {
  it('sends a rule for every registration field, the switches and the dialling codes', async () => {
    const res = await h.call<Record<string, unknown>>('GET', '/wps/system/setting/register');
    expect(res.body).toMatchObject(OK);
    const value = res.body.value as {
      fields: Record<string, { acceptedPattern: string; patternId: string }>;
      countries: { countryCode: string; countryDialingCode: string }[];
    };
    expect(Object.keys(value.fields)).toEqual(REGISTRATION_FIELDS.map((f) => f.field));
    for (const setting of Object.values(value.fields)) {
      const family = PATTERN_FAMILIES.find((f) => f.id === setting.patternId)!;
      expect(setting.acceptedPattern).toBe(family.source);
    }
    expect(value).toMatchObject({
      registerTypes: { register: true, registerMobile: true },
      smsVerification: true,
      mobileCodeLogin: true,
      forcedPasswordChange: true,
      thirdPartyPhoneAuth: false,
      defaultCountryDialingCode: '+66',
    });
    expect(value.fields.username).toEqual({
      enabled: true,
      required: true,
      minLength: 4,
      maxLength: 16,
      acceptedPattern: '^[A-Za-z][A-Za-z0-9]*$',
      patternId: 'letterFirstAlphanumeric',
    });
    expect(value.countries[0]).toEqual({ countryCode: 'TH', countryDialingCode: '+66' });
    expect(value.countries.length).toBeGreaterThan(5);
  });

  it('names the same pattern families and fields as the contract', () => {
    const schemas = (
      parseYaml(readFileSync(DEFAULT_CONTRACT_PATH, 'utf8')) as {
        components: { schemas: Record<string, { enum: string[] }> };
      }
    ).components.schemas;
    expect(schemas.RegisterPatternId!.enum).toEqual([...PATTERN_IDS]);
    expect(schemas.AccountFormField!.enum).toEqual(expect.arrayContaining(REGISTRATION_FIELDS.map((f) => f.field)));
  });
});

describe('SMS codes', () => {
  it('sends a 6-digit code that expires with expirationTime', async () => {
    const mobile = freshMobile();
    const res = await h.call('POST', '/wps/verification/sms/noLogin', {
      json: { countryDialingCode: '+66', mobileNum: mobile, botCheck: { token: 'abc' } },
    });
    expect(res.body).toEqual({ ...OK, value: { expirationTime: h.clock.now + SMS_CODE_TTL_MS } });
    const outbox = await h.call<{ channel: string; recipient: string; body: string }[]>(
      'GET',
      `/sandbox/outbox?mobile=${mobile}`,
    );
    expect(outbox.body.value).toEqual([
      expect.objectContaining({
        channel: 'sms',
        recipient: mobile.replace(/^0+/, ''),
        body: expect.stringMatching(/\b\d{6}\b/),
      }),
    ]);
  });

  it('allows one SMS per number a minute, whatever the purpose, then tells how long to wait', async () => {
    const mobile = freshMobile();
    await registerCode(mobile);
    h.clock.now += 20_000;
    await expectRefused(
      sendLoginSms(mobile, '66'),
      'Too many requests, please try again after 40 seconds',
      'TOO_SOON',
      { retryAfter: 40 },
    );
    // The same line written without its trunk zero is the same number.
    await expectRefused(
      h.call('POST', '/wps/verification/sms/register', {
        json: { countryDialingCode: '+66', mobileNo: mobile.replace(/^0/, '') },
      }),
      'Too many requests, please try again after 40 seconds',
      'TOO_SOON',
      { retryAfter: 40 },
    );
    h.clock.now += 40_000;
    await loginCode(mobile);
    expect(await smsCodes(mobile)).toHaveLength(2);
  });

  it('locks a number for 5 minutes after a sixth try within 10 minutes', async () => {
    const mobile = freshMobile();
    const send = () => sendLoginSms(mobile);
    await loginCode(mobile);
    for (let i = 0; i < 4; i++) expect((await send()).body.code).toBe('TOO_SOON');
    const locked = { message: 'Too many requests, please try again after 5 minutes', code: 'TOO_MANY_REQUESTS' };
    await expectRefused(send(), locked.message, locked.code, { retryAfter: TOO_MANY_REQUESTS_LOCK_MS / 1000 });
    h.clock.now += TOO_MANY_REQUESTS_LOCK_MS - 60_000;
    await expectRefused(send(), locked.message, locked.code, { retryAfter: 60 });
    h.clock.now += 60_000;
    await loginCode(mobile);
    expect(await smsCodes(mobile)).toHaveLength(2);
  });

  it('forgets locks and spacing on POST /sandbox/reset-throttles (development route)', async () => {
    const mobile = freshMobile();
    const send = () => sendLoginSms(mobile);
    await loginCode(mobile);
    for (let i = 0; i < 5; i++) await send();
    expect((await send()).body.code).toBe('TOO_MANY_REQUESTS');
    await h.call('POST', '/sandbox/reset-throttles');
    await loginCode(mobile);
    await h.call('POST', '/sandbox/reset-throttles');
    await loginCode(mobile);
    const { rows } = await h.sandbox.db.query(
      'SELECT (SELECT count(*)::int FROM throttle_attempts) + (SELECT count(*)::int FROM throttle_locks) AS n',
    );
    expect(rows).toEqual([{ n: 1 }]);
  });

  it.each([
    [
      'a dialling code not offered',
      { countryDialingCode: '+999', mobileNum: '0812000001' },
      'Invalid phone number format',
      'INVALID_PHONE',
    ],
    [
      'a number shorter than the rule',
      { countryDialingCode: '+66', mobileNum: '0812345' },
      'Invalid phone number format',
      'INVALID_PHONE',
    ],
    // the right shape, but no number at all: spec §8's other text
    [
      'a number of zeros only',
      { countryDialingCode: '+66', mobileNum: '00000000' },
      'Please enter a valid phone number',
      'NOT_A_PHONE_NUMBER',
    ],
  ])('refuses %s and sends nothing', async (_name, json, message, code) => {
    const before = await snapshot();
    await expectRefused(h.call('POST', '/wps/verification/sms/noLogin', { json }), message, code);
    expect(await snapshot()).toEqual(before);
  });

  it('the outbox needs a number or an address, and exists only with the development routes', async () => {
    expect((await h.call('GET', '/sandbox/outbox')).status).toBe(400);
    expect((await h.call('GET', '/sandbox/outbox?mobile=+66-81')).status).toBe(400);
    const production = new Hono();
    mountRoutes(production, { db: h.sandbox.db } as Deps, { devRoutes: false });
    expect((await production.request('/sandbox/outbox?mobile=0812345678')).status).toBe(404);
  });
});

describe('PUT /wps/member/register', () => {
  it('registers, logs the new member in and keeps the profile; the invitation code sets the upline', async () => {
    const mobile = freshMobile();
    const code = await registerCode(mobile);
    const body = registration(mobile, code, {
      affiliateCode: 'agent01',
      email: 'New.Player@example.com',
      payeeName: 'สมชาย ใจดี',
    });
    const res = await register<Session>(body);
    expect(res.body).toEqual({
      ...OK,
      value: {
        token: expect.stringMatching(/^[0-9a-f]{64}$/),
        firstTimeLogin: false,
        passwordExpired: false,
        isAgent: '0',
        account: body.username,
      },
    });
    const info = await h.call('GET', '/wps/member/info', { token: res.body.value!.token });
    expect(info.body.value).toMatchObject({ account: body.username, nickname: body.username, isAgent: '0' });
    expect((await loginAs(body.username, 'Secret123')).body.success).toBe(true);

    const { rows } = await h.sandbox.db.query<Record<string, unknown>>(
      `SELECT p.mobile_num, p.country_dialing_code, p.email, p.payee_name, p.affiliate_code, p.register_method,
              p.register_domain, a.account AS upline, w.balance::text AS balance
         FROM members m JOIN member_profiles p ON p.member_id = m.id
         JOIN member_uplines u ON u.member_id = m.id JOIN members a ON a.id = u.upline_id
         JOIN wallets w ON w.member_id = m.id
        WHERE m.account = $1`,
      [body.username],
    );
    expect(rows).toEqual([
      {
        mobile_num: mobile.replace(/^0+/, ''),
        country_dialing_code: '+66',
        email: 'New.Player@example.com',
        payee_name: 'สมชาย ใจดี',
        affiliate_code: 'AGENT01',
        register_method: 'WEB',
        register_domain: 'localhost',
        upline: 'agent',
        balance: '0.00',
      },
    ]);
    // The code is spent.
    const again = registration(mobile, code);
    await expectRefused(register(again), 'Verification code is not valid', 'SMS_CODE_INVALID', {
      field: 'verificationCode',
    });
  });

  it('with login false creates the account without a session', async () => {
    const mobile = freshMobile();
    const body = registration(mobile, await registerCode(mobile), { login: false });
    const sessions = (await h.snapshot()).sessions;
    const res = await register(body);
    expect(res.body).toEqual({ ...OK, value: null });
    expect((await h.snapshot()).sessions).toBe(sessions);
    expect((await loginAs(body.username, body.password)).body.success).toBe(true);
  });

  it('ignores fields the rules disable and keeps those they enable', async () => {
    const { account } = await newMember({ qqNum: 'not a number', line: 'my.line' });
    const { rows } = await h.sandbox.db.query(
      'SELECT qq_num, line FROM member_profiles p JOIN members m ON m.id = p.member_id WHERE m.account = $1',
      [account],
    );
    expect(rows).toEqual([{ qq_num: null, line: 'my.line' }]);
  });

  describe('refuses a field that breaks its rule, naming it, and changes nothing', () => {
    const cases: [string, Record<string, unknown>, string, string][] = [
      ['an empty username', { username: '' }, 'Username not empty', 'username'],
      [
        'a username starting with a digit',
        { username: '1player' },
        'Please enter 4 - 16 letters or digits, starting with a letter',
        'username',
      ],
      [
        'a short username',
        { username: 'abc' },
        'Please enter 4 - 16 letters or digits, starting with a letter',
        'username',
      ],
      ['a missing mobile number', { mobileNum: undefined }, 'Mobile number not empty', 'mobileNum'],
      ['a mobile number with letters', { mobileNum: '08123abc45' }, 'Please enter 8 - 15 digits', 'mobileNum'],
      ['a code of letters', { verificationCode: 'abcdef' }, 'Please enter 6 digits', 'verificationCode'],
      [
        'a password without digits',
        { password: 'Secretive', confirmPassword: 'Secretive' },
        'Please enter 6 - 20 characters combining letters and digits',
        'password',
      ],
      [
        'a payee name with digits',
        { payeeName: 'Player 1' },
        'Please enter 2 - 50 Thai or English letters or spaces',
        'payeeName',
      ],
      ['a line id with a space', { line: 'my line' }, 'Please enter 2 - 30 characters without spaces', 'line'],
      ['a malformed email', { email: 'player@example' }, 'Please enter an email address of 6 - 64 characters', 'email'],
      [
        'an affiliate code with symbols',
        { affiliateCode: 'AG-01' },
        'Please enter 4 - 16 letters or digits, without special characters',
        'affiliateCode',
      ],
    ];
    it.each(cases)('%s', async (_name, change, message, field) => {
      const mobile = freshMobile();
      const body = { ...registration(mobile, await registerCode(mobile)), ...change };
      const before = await snapshot();
      await expectRefused(register(body), message, 'FIELD_INVALID', { field });
      expect(await snapshot()).toEqual(before);
    });
  });

  it.each([
    [
      'the confirmation differs',
      { confirmPassword: 'Secret124' },
      'Incorrect confirmation input',
      'CONFIRMATION_MISMATCH',
      { field: 'confirmPassword' },
    ],
    [
      'a dialling code is not offered',
      { countryDialingCode: '+1' },
      'Invalid phone number format',
      'INVALID_PHONE',
      { field: 'mobileNum' },
    ],
    [
      'the invitation code is unknown',
      { affiliateCode: 'NOSUCH' },
      'Invalid invitation code',
      'INVALID_INVITATION_CODE',
      { field: 'affiliateCode' },
    ],
    [
      'the invitation code is no longer active',
      { affiliateCode: 'OLD2024' },
      'Invalid invitation code',
      'INVALID_INVITATION_CODE',
      { field: 'affiliateCode' },
    ],
    [
      'the invitation code belongs to another site',
      { affiliateCode: 'VIPCLUB' },
      'Invalid invitation code',
      'INVALID_INVITATION_CODE',
      { field: 'affiliateCode' },
    ],
    [
      'the URL code is unknown',
      { referralCode: 'NOSUCH' },
      'Invalid invitation code',
      'INVALID_INVITATION_CODE',
      { field: 'affiliateCode' },
    ],
    [
      'the account exists (any case)',
      { username: 'DEMO' },
      'This account already exists',
      'ACCOUNT_EXISTS',
      { field: 'username' },
    ],
    [
      'a third-party phone token is sent',
      { firebaseChannel: 'sms', firebaseIdToken: 'token' },
      'Function not enabled, please contact customer service',
      'FUNCTION_DISABLED',
      null,
    ],
  ])('refuses when %s', async (_name, change, message, code, value) => {
    const mobile = freshMobile();
    const body = { ...registration(mobile, await registerCode(mobile)), ...change };
    const before = await snapshot();
    await expectRefused(register(body), message, code, value);
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a mobile number that has an account, written with or without its trunk zero', async () => {
    const { mobile } = await newMember();
    waitForResend();
    const code = await registerCode(mobile.replace(/^0/, ''));
    await expectRefused(
      register(registration(mobile.replace(/^0/, ''), code)),
      'This mobile number is already registered',
      'MOBILE_EXISTS',
      { field: 'mobileNum' },
    );
  });

  it('accepts a domain-bound code on its domain and a URL referral code', async () => {
    await newMember({ affiliateCode: 'vipclub', domain: 'VIP.example.com:443' });
    const { account } = await newMember({ referralCode: 'SIAM888', affiliateCode: '' });
    const { rows } = await h.sandbox.db.query(
      'SELECT affiliate_code FROM member_profiles p JOIN members m ON m.id = p.member_id WHERE m.account = $1',
      [account],
    );
    expect(rows).toEqual([{ affiliate_code: 'SIAM888' }]);
  });

  describe('the SMS code', () => {
    it('is required, must match and must be fresh', async () => {
      const mobile = freshMobile();
      const code = await registerCode(mobile);
      const wrong = code === '000000' ? '111111' : '000000';
      const at = (verificationCode: string | undefined) => register(registration(mobile, code, { verificationCode }));
      await expectRefused(at(undefined), 'Verification code is missing', 'SMS_CODE_MISSING', {
        field: 'verificationCode',
      });
      await expectRefused(at(''), 'Verification code is missing', 'SMS_CODE_MISSING', { field: 'verificationCode' });
      await expectRefused(at(wrong), 'Verification code is not valid', 'SMS_CODE_INVALID', {
        field: 'verificationCode',
      });
      h.clock.now += SMS_CODE_TTL_MS;
      await expectRefused(at(code), 'Verification code has expired, please send again', 'SMS_CODE_EXPIRED', {
        field: 'verificationCode',
      });
      const fresh = await registerCode(mobile);
      expect((await at(fresh)).body.success).toBe(true);
    });

    it('is spent after 5 wrong guesses', async () => {
      const mobile = freshMobile();
      const code = await registerCode(mobile);
      const wrong = code === '000000' ? '111111' : '000000';
      for (let i = 0; i < 5; i++) {
        const res = await register(registration(mobile, wrong));
        expect(res.body.code).toBe('SMS_CODE_INVALID');
      }
      await expectRefused(register(registration(mobile, code)), 'Verification code is not valid', 'SMS_CODE_INVALID', {
        field: 'verificationCode',
      });
    });

    it('of another purpose does not work', async () => {
      const mobile = freshMobile();
      const code = await loginCode(mobile);
      await expectRefused(register(registration(mobile, code)), 'Verification code is not valid', 'SMS_CODE_INVALID', {
        field: 'verificationCode',
      });
    });
  });

  describe('follows the stored rules', () => {
    const setField = (field: string, change: string) =>
      h.sandbox.db.query(`UPDATE registration_fields SET ${change} WHERE field = $1`, [field]);

    it('a required field the rules turn on, with one number when its bounds are equal', async () => {
      await setField('idNumber', 'enabled = true, required = true');
      try {
        const mobile = freshMobile();
        const code = await registerCode(mobile);
        await expectRefused(register(registration(mobile, code)), 'ID number not empty', 'FIELD_INVALID', {
          field: 'idNumber',
        });
        await expectRefused(
          register(registration(mobile, code, { idNumber: '123456789012' })),
          'Please enter 13 digits',
          'FIELD_INVALID',
          { field: 'idNumber' },
        );
        expect((await register(registration(mobile, code, { idNumber: '1234567890123' }))).body.success).toBe(true);
      } finally {
        await setField('idNumber', 'enabled = false, required = false');
      }
    });

    it('refuses the weak default password even when the rule would allow it', async () => {
      await setField('password', "pattern_id = 'digits'");
      await setField('confirmPassword', "pattern_id = 'digits'");
      try {
        const mobile = freshMobile();
        const code = await registerCode(mobile);
        await expectRefused(
          register(registration(mobile, code, { password: '123456', confirmPassword: '123456' })),
          'This password is too weak, please choose another',
          'WEAK_PASSWORD',
          { field: 'password' },
        );
        expect(
          (await register(registration(mobile, code, { password: '135790', confirmPassword: '135790' }))).body.success,
        ).toBe(true);
      } finally {
        await setField('password', "pattern_id = 'lettersAndDigits'");
        await setField('confirmPassword', "pattern_id = 'lettersAndDigits'");
      }
    });

    it('a captcha when the rules turn it on (from the wps_captcha cookie, single use)', async () => {
      await setField('captcha', 'enabled = true');
      try {
        const mobile = freshMobile();
        const code = await registerCode(mobile);
        await expectRefused(register(registration(mobile, code)), 'Captcha not empty', 'FIELD_INVALID', {
          field: 'captcha',
        });
        const captcha = await h.captcha();
        const guess = captcha.answer === '0000' ? '1111' : '0000';
        await expectRefused(
          register(registration(mobile, code, { captcha: guess }), {
            cookie: captcha.cookie,
          }),
          'Invalid captcha input',
          'CAPTCHA_INVALID',
          { field: 'captcha' },
        );
        const solved = await h.captcha();
        const res = await register(registration(mobile, code, { captcha: solved.answer }), {
          cookie: solved.cookie,
        });
        expect(res.body.success).toBe(true);
      } finally {
        await setField('captcha', 'enabled = false');
      }
    });

    it('a registration type the merchant turns off', async () => {
      await h.sandbox.db.query('UPDATE registration_options SET register_enabled = false');
      try {
        const mobile = freshMobile();
        await expectRefused(
          register(registration(mobile, '123456')),
          'Function not enabled, please contact customer service',
          'FUNCTION_DISABLED',
        );
      } finally {
        await h.sandbox.db.query('UPDATE registration_options SET register_enabled = true');
      }
    });
  });
});

describe('PUT /wps/member/register/mobile', () => {
  it('makes the mobile number the account; without a password it logs in by SMS and sets one by phone', async () => {
    const mobile = freshMobile();
    const code = await registerCode(mobile);
    const res = await sealed<Session>('PUT', '/wps/member/register/mobile', {
      mobileNum: mobile,
      username: mobile,
      countryDialingCode: '+66',
      verificationCode: code,
      login: true,
    });
    expect(res.body).toMatchObject({ ...OK, value: { account: mobile, isAgent: '0' } });
    // No password: nothing logs in by username.
    expect((await loginAs(mobile, '')).status).toBe(400);
    expect((await loginAs(mobile, 'Anything1')).body.code).toBe('LOGIN_FAILED');

    waitForResend();
    const smsLogin = await sealed<Session & { memberInfo: { account: string } }>('POST', '/wps/session/login/v2', {
      type: 'sms',
      mobileNum: mobile,
      countryDialingCode: '+66',
      verificationCode: await loginCode(mobile),
    });
    expect(smsLogin.body).toMatchObject({ ...OK, value: { account: mobile, memberInfo: { account: mobile } } });

    waitForResend();
    const reset = await sealed('POST', '/wps/member/password/verification', {
      newPassword: 'Phone1234',
      mobileNum: mobile,
      verificationCode: await loginCode(mobile),
    });
    expect(reset.body).toEqual({ ...OK, value: { account: mobile } });
    expect((await loginAs(mobile, 'Phone1234')).body.success).toBe(true);
  });

  it('takes a password, and then asks for no confirmation', async () => {
    const mobile = freshMobile();
    const res = await sealed('PUT', '/wps/member/register/mobile', {
      mobileNum: mobile,
      password: 'Mobile123',
      verificationCode: await registerCode(mobile),
    });
    expect(res.body.success).toBe(true);
    expect((await loginAs(mobile, 'Mobile123')).body.success).toBe(true);
  });

  it('checks the password it is given', async () => {
    const mobile = freshMobile();
    await expectRefused(
      sealed('PUT', '/wps/member/register/mobile', {
        mobileNum: mobile,
        password: 'short',
        verificationCode: await registerCode(mobile),
      }),
      'Please enter 6 - 20 characters combining letters and digits',
      'FIELD_INVALID',
      { field: 'password' },
    );
  });
});

describe('GET /wps/agent/affiliate', () => {
  it.each([
    ['AGENT01', 'localhost', true],
    ['agent01', 'example.org', true],
    ['VIPCLUB', 'vip.example.com', true],
    ['VIPCLUB', 'localhost', false],
    ['OLD2024', 'localhost', false],
    ['NOSUCH', 'localhost', false],
  ])('%s on %s → %s', async (code, domain, valid) => {
    const res = await h.call('GET', `/wps/agent/affiliate?code=${code}&domain=${domain}`);
    expect(res.body).toEqual({ ...OK, value: { valid } });
  });

  it.each([
    ['missing code', '?domain=localhost', 'code: is required'],
    ['missing domain', '?code=AGENT01', 'domain: is required'],
    ['too long', `?code=${'A'.repeat(33)}&domain=localhost`, 'code: must NOT have more than 32 characters'],
    ['empty', '?code=&domain=localhost', 'code: must NOT have fewer than 1 characters'],
  ])('400 for %s', async (_name, query, message) => {
    const res = await h.call('GET', `/wps/agent/affiliate${query}`);
    expect([res.status, res.body]).toEqual([400, { success: false, message, code: 'BAD_REQUEST', value: null }]);
  });
});

describe('POST /wps/session/login/v2', () => {
  it('answers the session and the member info', async () => {
    const res = await sealed<Session & { memberInfo: unknown }>('POST', '/wps/session/login/v2', {
      type: 'username',
      username: 'demo',
      password: 'Demo1234',
    });
    expect(res.body).toMatchObject({ ...OK, value: { account: 'demo', isAgent: '0', firstTimeLogin: false } });
    const info = await h.call('GET', '/wps/member/info', { token: res.body.value!.token });
    expect(res.body.value!.memberInfo).toEqual(info.body.value);
  });

  it('keeps the rules of v1: the same failure, and a captcha after 3', async () => {
    const wrong = () =>
      sealed('POST', '/wps/session/login/v2', { type: 'username', username: 'agent', password: 'nope' });
    await expectRefused(wrong(), 'Account or password is incorrect', 'LOGIN_FAILED', { captcha: false });
    await wrong();
    await expectRefused(wrong(), 'Account or password is incorrect', 'LOGIN_FAILED', { captcha: true });
  });

  it('reports the states of the weak and expired accounts', async () => {
    const weak = await sealed('POST', '/wps/session/login/v2', {
      type: 'username',
      username: 'weak',
      password: '123456',
    });
    expect(weak.body.value).toMatchObject({ firstTimeLogin: true, passwordExpired: false });
  });

  it('logs in by SMS code; refuses a wrong code and a number without an account', async () => {
    const demoMobile = '0812345678';
    const code = await loginCode(demoMobile);
    const wrong = code === '000000' ? '111111' : '000000';
    const sms = (verificationCode: string, mobileNum = demoMobile) =>
      sealed<Session & { memberInfo: { account: string } }>('POST', '/wps/session/login/v2', {
        type: 'sms',
        mobileNum,
        countryDialingCode: '+66',
        verificationCode,
      });
    await expectRefused(sms(wrong), 'Verification code is not valid', 'SMS_CODE_INVALID');
    const res = await sms(code);
    expect(res.body).toMatchObject({ ...OK, value: { account: 'demo', memberInfo: { account: 'demo' } } });
    await expectRefused(sms(code), 'Verification code is not valid', 'SMS_CODE_INVALID');

    const stranger = freshMobile();
    await expectRefused(
      sms(await loginCode(stranger), stranger),
      'This mobile number is not registered',
      'MOBILE_NOT_REGISTERED',
    );
  });

  it('SMS login is refused when the merchant turns it off', async () => {
    await h.sandbox.db.query('UPDATE registration_options SET mobile_code_login = false');
    try {
      await expectRefused(
        sealed('POST', '/wps/session/login/v2', {
          type: 'sms',
          mobileNum: '0898765432',
          countryDialingCode: '+66',
          verificationCode: '123456',
        }),
        'Function not enabled, please contact customer service',
        'FUNCTION_DISABLED',
      );
    } finally {
      await h.sandbox.db.query('UPDATE registration_options SET mobile_code_login = true');
    }
  });
});

describe('POST /wps/session/login/freeplay', () => {
  const freePlay = (ip: string) =>
    sealed<Session>(
      'POST',
      '/wps/session/login/freeplay',
      { os: 'Android', platform: 'W', gatewayVersion: 3 },
      { headers: { 'x-forwarded-for': ip, 'x-site-proxy-secret': TEST_PROXY_SECRET } },
    );

  it('creates a new trial account each time, with the trial balance', async () => {
    const a = await freePlay('10.0.0.1');
    const b = await freePlay('10.0.0.1');
    expect(a.body).toEqual({
      ...OK,
      value: {
        token: expect.stringMatching(/^[0-9a-f]{64}$/),
        firstTimeLogin: false,
        passwordExpired: false,
        isAgent: '4',
        account: expect.stringMatching(/^TRY\d{8}$/),
      },
    });
    expect(b.body.value!.account).not.toBe(a.body.value!.account);
    const token = a.body.value!.token;
    expect((await h.call('GET', '/wps/member/info', { token })).body.value).toMatchObject({
      isAgent: '4',
      nickname: 'Trial Player',
    });
    expect((await h.call('GET', '/wps/v2/wallets/balance', { token })).body.value).toMatchObject({
      sumBalance: '2000.00',
      currency: 'THB',
    });
    const { rows } = await h.sandbox.db.query(
      'SELECT register_method, register_os FROM member_profiles p JOIN members m ON m.id = p.member_id WHERE m.account = $1',
      [a.body.value!.account],
    );
    expect(rows).toEqual([{ register_method: 'FREEPLAY', register_os: 'Android' }]);
  });

  it('allows 10 trial accounts per address in 10 minutes', async () => {
    for (let i = 0; i < 10; i++) expect((await freePlay('10.0.0.2')).body.success).toBe(true);
    await expectRefused(
      freePlay('10.0.0.2'),
      'Too many requests, please try again after 5 minutes',
      'TOO_MANY_REQUESTS',
      {
        retryAfter: 300,
      },
    );
    expect((await freePlay('10.0.0.3')).body.success).toBe(true);
  });
});

describe('POST /wps/member/password', () => {
  const change = (token: string, body: Record<string, unknown>) =>
    sealed('POST', '/wps/member/password', body, { token });

  it('changes the password, keeps this session and ends the others', async () => {
    const { account, password, token } = await newMember();
    const other = await h.tokenFor(account, password);
    const res = await change(token, {
      oldPassword: password,
      newPassword: 'Changed99',
      confirmNewPassword: 'Changed99',
    });
    expect(res.body).toEqual({ ...OK, value: null });
    expect((await loginAs(account, password)).body.code).toBe('LOGIN_FAILED');
    expect((await loginAs(account, 'Changed99')).body.success).toBe(true);
    expect((await h.call('GET', '/wps/member/info', { token })).status).toBe(200);
    expect((await h.call('GET', '/wps/member/info', { token: other })).status).toBe(401);
  });

  it.each([
    [
      'the old password is wrong',
      { oldPassword: 'Wrong1234' },
      'The old password is incorrect',
      'OLD_PASSWORD_INCORRECT',
      'oldPassword',
    ],
    [
      'the new one is the weak default',
      { newPassword: '123456', confirmNewPassword: '123456' },
      'This password is too weak, please choose another',
      'WEAK_PASSWORD',
      'newPassword',
    ],
    [
      'the new one breaks the rule',
      { newPassword: 'letters', confirmNewPassword: 'letters' },
      'Please enter 6 - 20 characters combining letters and digits',
      'FIELD_INVALID',
      'newPassword',
    ],
    [
      'the new one is empty',
      { newPassword: '', confirmNewPassword: '' },
      'New password not empty',
      'FIELD_INVALID',
      'newPassword',
    ],
    [
      'the confirmation differs',
      { confirmNewPassword: 'Changed98' },
      'Confirmation password is not correct',
      'PASSWORD_INCONSISTENT',
      'confirmNewPassword',
    ],
    [
      'nothing changes',
      { newPassword: 'Secret123', confirmNewPassword: 'Secret123' },
      'The new password must differ from the old one',
      'SAME_PASSWORD',
      'newPassword',
    ],
  ])('refuses when %s', async (_name, override, message, code, field) => {
    const { password, token } = await newMember();
    const before = await snapshot();
    await expectRefused(
      change(token, { oldPassword: password, newPassword: 'Changed99', confirmNewPassword: 'Changed99', ...override }),
      message,
      code,
      { field },
    );
    expect(await snapshot()).toEqual(before);
  });

  it('clears the first-login and expired states', async () => {
    for (const [account, password] of [
      ['weak', '123456'],
      ['expired', 'Expired1234'],
    ] as const) {
      const token = await h.tokenFor(account, password);
      const res = await change(token, {
        oldPassword: password,
        newPassword: 'Fresh2026',
        confirmNewPassword: 'Fresh2026',
      });
      expect(res.body.success).toBe(true);
      expect((await loginAs(account, 'Fresh2026')).body.value).toMatchObject({
        firstTimeLogin: false,
        passwordExpired: false,
      });
    }
  });

  it('needs a session', async () => {
    const res = await sealed('POST', '/wps/member/password', {
      oldPassword: 'a',
      newPassword: 'b',
      confirmNewPassword: 'b',
    });
    expect(res.status).toBe(401);
  });
});

describe('POST /wps/member/password/verification', () => {
  const reset = (body: Record<string, unknown>) => sealed('POST', '/wps/member/password/verification', body);

  it('sets the password with a login SMS code and ends the sessions; login works with the new password', async () => {
    const { account, mobile, token, password } = await newMember();
    waitForResend();
    const code = await loginCode(mobile);
    const res = await reset({ newPassword: 'ByPhone77', mobileNum: mobile, verificationCode: code });
    expect(res.body).toEqual({ ...OK, value: { account } });
    expect((await h.call('GET', '/wps/member/info', { token })).status).toBe(401);
    expect((await loginAs(account, password)).body.code).toBe('LOGIN_FAILED');
    expect((await loginAs(account, 'ByPhone77')).body.success).toBe(true);
    await expectRefused(
      reset({ newPassword: 'ByPhone78', mobileNum: mobile, verificationCode: code }),
      'Verification code is not valid',
      'SMS_CODE_INVALID',
      { field: 'verificationCode' },
    );
  });

  it('refuses a weak or malformed password, an empty or wrong code, an unknown number, a third-party token', async () => {
    const { mobile } = await newMember();
    waitForResend();
    const code = await loginCode(mobile);
    const wrong = code === '000000' ? '111111' : '000000';
    const before = await snapshot();
    const base = { newPassword: 'ByPhone77', mobileNum: mobile, verificationCode: code };
    await expectRefused(
      reset({ ...base, newPassword: '123456' }),
      'This password is too weak, please choose another',
      'WEAK_PASSWORD',
      { field: 'newPassword' },
    );
    await expectRefused(
      reset({ ...base, newPassword: 'abc' }),
      'Please enter 6 - 20 characters combining letters and digits',
      'FIELD_INVALID',
      { field: 'newPassword' },
    );
    await expectRefused(reset({ ...base, verificationCode: '' }), 'Verification code is missing', 'SMS_CODE_MISSING', {
      field: 'verificationCode',
    });
    await expectRefused(
      reset({ ...base, firebaseIdToken: 'x' }),
      'Function not enabled, please contact customer service',
      'FUNCTION_DISABLED',
    );
    expect(await snapshot()).toEqual(before);
    await expectRefused(
      reset({ ...base, verificationCode: wrong }),
      'Verification code is not valid',
      'SMS_CODE_INVALID',
      { field: 'verificationCode' },
    );

    const stranger = freshMobile();
    await expectRefused(
      reset({ ...base, mobileNum: stranger, verificationCode: await loginCode(stranger) }),
      'This mobile number is not registered',
      'MOBILE_NOT_REGISTERED',
      { field: 'mobileNum' },
    );
  });
});

describe('POST /wps/member/password/email (form)', () => {
  const form = (text: string, contentType = 'application/x-www-form-urlencoded') =>
    h.call('POST', '/wps/member/password/email', { raw: text, contentType });

  it('mails a temporary password that logs in and asks for a new one', async () => {
    const { account, password, token } = await newMember({ email: 'Reset.Me@example.com' });
    const res = await form(`username=${account.toUpperCase()}&email=reset.me%40EXAMPLE.com`);
    expect(res.body).toEqual({ ...OK, value: null });
    const mail = await h.call<{ subject: string; body: string }[]>('GET', '/sandbox/outbox?email=Reset.Me@example.com');
    expect(mail.body.value).toHaveLength(1);
    const temporary = /temporary password is (\w+)\./.exec(mail.body.value![0]!.body)![1]!;
    expect(temporary).toMatch(/^(?=.*[A-Za-z])(?=.*[0-9])[A-Za-z0-9]{10}$/);
    expect((await h.call('GET', '/wps/member/info', { token })).status).toBe(401);
    expect((await loginAs(account, password)).body.code).toBe('LOGIN_FAILED');
    expect((await loginAs(account, temporary)).body.value).toMatchObject({ firstTimeLogin: true });
  });

  it('one mail per account a minute', async () => {
    const { account } = await newMember({ email: 'often@example.com' });
    expect((await form(`username=${account}&email=often%40example.com`)).body.success).toBe(true);
    h.clock.now += 15_000;
    await expectRefused(
      form(`username=${account}&email=often%40example.com`),
      'Too many requests, please try again after 45 seconds',
      'TOO_SOON',
      { retryAfter: 45 },
    );
  });

  it.each([
    ['an unknown username', 'username=nobody-here&email=demo%40example.com'],
    ['an email of another account', 'username=demo&email=agent%40example.com'],
  ])('%s: Username/Email does not exist', async (_name, text) => {
    const before = await snapshot();
    await expectRefused(form(text), 'Username/Email does not exist', 'USERNAME_EMAIL_NOT_FOUND');
    expect(await snapshot()).toEqual(before);
  });

  it.each([
    [
      'a JSON body',
      '{"username":"demo","email":"demo@example.com"}',
      'application/json',
      'body: must be sent as application/x-www-form-urlencoded',
    ],
    ['an empty body', '', 'application/x-www-form-urlencoded', 'body: is required'],
    ['a missing field', 'username=demo', 'application/x-www-form-urlencoded', 'email: is required'],
    [
      'a repeated field',
      'username=demo&username=agent&email=demo%40example.com',
      'application/x-www-form-urlencoded',
      'username: must be string',
    ],
    [
      'too long',
      `username=${'d'.repeat(65)}&email=demo%40example.com`,
      'application/x-www-form-urlencoded',
      'username: must NOT have more than 64 characters',
    ],
    [
      'not an email',
      'username=demo&email=demo',
      'application/x-www-form-urlencoded',
      'email: must match format "email"',
    ],
    [
      'an unknown property',
      'username=demo&email=demo%40example.com&admin=1',
      'application/x-www-form-urlencoded',
      'admin: is not an allowed property',
    ],
  ])('400 for %s, nothing changed', async (_name, text, contentType, message) => {
    const before = await snapshot();
    const res = await form(text, contentType);
    expect([res.status, res.body]).toEqual([400, { success: false, message, code: 'BAD_REQUEST', value: null }]);
    expect(await snapshot()).toEqual(before);
  });
});

describe('avatars', () => {
  it('both calls answer the icon fixed by the member id, and its SVG is served', async () => {
    const token = await h.tokenFor('demo', 'Demo1234');
    const icon = await h.call<{ iconId: number; url: string }>('GET', '/wps/member/info/icon', { token });
    const relay = await h.call('GET', '/wps/relay/MCSFE_getPlayerAvatar', { token });
    const info = await h.call<{ id: number }>('GET', '/wps/member/info', { token });
    const iconId = ((info.body.value!.id - 1) % 12) + 1;
    expect(icon.body).toEqual({ ...OK, value: { iconId, url: `/sandbox/assets/avatars/${iconId}.svg` } });
    expect(relay.body).toEqual(icon.body);
    const svg = await h.sandbox.app.request(icon.body.value!.url);
    expect(svg.status).toBe(200);
    expect(svg.headers.get('content-type')).toBe('image/svg+xml');
    expect(await svg.text()).toMatch(/^<svg [^>]*>.*<\/svg>$/);
    expect((await h.sandbox.app.request('/sandbox/assets/avatars/13.svg')).status).toBe(404);
  });

  it.each(['/wps/member/info/icon', '/wps/relay/MCSFE_getPlayerAvatar'])('%s needs a session', async (path) => {
    expect((await h.call('GET', path)).status).toBe(401);
  });
});

describe('input that breaks the contract answers 400 naming the field and changes nothing', () => {
  const phone = { countryDialingCode: '+66', mobileNum: '0812000002' };
  const cases: [string, string, string, Record<string, unknown>, string, boolean][] = [
    // [operation, method, path, body, message, encrypted]
    [
      'loginV2 missing field',
      'POST',
      '/wps/session/login/v2',
      { username: 'demo', password: 'x' },
      'type: is required',
      true,
    ],
    [
      'loginV2 unknown enum',
      'POST',
      '/wps/session/login/v2',
      { type: 'email', username: 'demo', password: 'x' },
      'type: "email" is not a known value',
      true,
    ],
    [
      'loginV2 pattern mismatch',
      'POST',
      '/wps/session/login/v2',
      { type: 'sms', mobileNum: '08-12', countryDialingCode: '+66', verificationCode: '1' },
      'mobileNum: must match pattern "^[0-9]{5,20}$"',
      true,
    ],
    [
      'freeplay missing field',
      'POST',
      '/wps/session/login/freeplay',
      { platform: 'W', gatewayVersion: 3 },
      'os: is required',
      true,
    ],
    [
      'freeplay wrong type',
      'POST',
      '/wps/session/login/freeplay',
      { os: 'iOS', platform: 'W', gatewayVersion: '3' },
      'gatewayVersion: must be integer',
      true,
    ],
    [
      'freeplay too long',
      'POST',
      '/wps/session/login/freeplay',
      { os: 'x'.repeat(33), platform: 'W', gatewayVersion: 3 },
      'os: must NOT have more than 32 characters',
      true,
    ],
    [
      'freeplay unknown constant',
      'POST',
      '/wps/session/login/freeplay',
      { os: 'iOS', platform: 'M', gatewayVersion: 3 },
      'platform: must be equal to constant',
      true,
    ],
    [
      'freeplay unknown property',
      'POST',
      '/wps/session/login/freeplay',
      { os: 'iOS', platform: 'W', gatewayVersion: 3, trial: true },
      'trial: is not an allowed property',
      true,
    ],
    [
      'noLogin missing field',
      'POST',
      '/wps/verification/sms/noLogin',
      { countryDialingCode: '+66' },
      'mobileNum: is required',
      false,
    ],
    [
      'noLogin wrong type',
      'POST',
      '/wps/verification/sms/noLogin',
      { ...phone, mobileNum: 812000002 },
      'mobileNum: must be string',
      false,
    ],
    [
      'noLogin pattern mismatch',
      'POST',
      '/wps/verification/sms/noLogin',
      { ...phone, countryDialingCode: 'TH' },
      'countryDialingCode: must match pattern "^\\+?[0-9]{1,4}$"',
      false,
    ],
    [
      'noLogin wrong type (nested)',
      'POST',
      '/wps/verification/sms/noLogin',
      { ...phone, botCheck: { score: 1 } },
      'botCheck.score: must be string',
      false,
    ],
    [
      'noLogin unknown property',
      'POST',
      '/wps/verification/sms/noLogin',
      { ...phone, mobileNo: '0812000002' },
      'mobileNo: is not an allowed property',
      false,
    ],
    [
      'sms/register missing field',
      'POST',
      '/wps/verification/sms/register',
      { countryDialingCode: '+66' },
      'mobileNo: is required',
      false,
    ],
    [
      'sms/register pattern mismatch',
      'POST',
      '/wps/verification/sms/register',
      { countryDialingCode: '+66', mobileNo: '12' },
      'mobileNo: must match pattern "^[0-9]{5,20}$"',
      false,
    ],
    [
      'sms/register unknown property',
      'POST',
      '/wps/verification/sms/register',
      { ...phone, mobileNo: '0812000002' },
      'mobileNum: is not an allowed property',
      false,
    ],
    [
      'register missing field',
      'PUT',
      '/wps/member/register',
      { username: 'someone', password: 'Secret123' },
      'confirmPassword: is required',
      true,
    ],
    [
      'register wrong type',
      'PUT',
      '/wps/member/register',
      { username: 'someone', password: 'Secret123', confirmPassword: 'Secret123', login: 'yes' },
      'login: must be boolean',
      true,
    ],
    [
      'register too long',
      'PUT',
      '/wps/member/register',
      { username: 'u'.repeat(256), password: 'Secret123', confirmPassword: 'Secret123' },
      'username: must NOT have more than 255 characters',
      true,
    ],
    [
      'register pattern mismatch',
      'PUT',
      '/wps/member/register',
      { username: 'someone', password: 'Secret123', confirmPassword: 'Secret123', countryDialingCode: '66a' },
      'countryDialingCode: must match pattern "^\\+?[0-9]{1,4}$"',
      true,
    ],
    [
      'register unknown enum',
      'PUT',
      '/wps/member/register',
      { username: 'someone', password: 'Secret123', confirmPassword: 'Secret123', registerMethod: 'APP' },
      'registerMethod: must be one of "WEB"',
      true,
    ],
    [
      'register unknown property',
      'PUT',
      '/wps/member/register',
      { username: 'someone', password: 'Secret123', confirmPassword: 'Secret123', isAgent: '1' },
      'isAgent: is not an allowed property',
      true,
    ],
    [
      'register/mobile missing field',
      'PUT',
      '/wps/member/register/mobile',
      { password: 'Secret123' },
      'mobileNum: is required',
      true,
    ],
    [
      'register/mobile unknown enum',
      'PUT',
      '/wps/member/register/mobile',
      { mobileNum: '0812000002', firebaseChannel: 'email' },
      'firebaseChannel: must be one of "sms"',
      true,
    ],
    [
      'register/mobile unknown property',
      'PUT',
      '/wps/member/register/mobile',
      { mobileNum: '0812000002', confirmPassword: 'x' },
      'confirmPassword: is not an allowed property',
      true,
    ],
    [
      'password/verification missing field',
      'POST',
      '/wps/member/password/verification',
      { newPassword: 'Secret123', mobileNum: '0812000002' },
      'verificationCode: is required',
      true,
    ],
    [
      'password/verification pattern mismatch',
      'POST',
      '/wps/member/password/verification',
      { newPassword: 'Secret123', mobileNum: 'abc', verificationCode: '123456' },
      'mobileNum: must match pattern "^[0-9]{5,20}$"',
      true,
    ],
    [
      'password/verification too long',
      'POST',
      '/wps/member/password/verification',
      { newPassword: 'S'.repeat(129), mobileNum: '0812000002', verificationCode: '123456' },
      'newPassword: must NOT have more than 128 characters',
      true,
    ],
    [
      'password/verification unknown property',
      'POST',
      '/wps/member/password/verification',
      { newPassword: 'Secret123', mobileNum: '0812000002', verificationCode: '123456', account: 'demo' },
      'account: is not an allowed property',
      true,
    ],
  ];

  it.each(cases)('%s', async (_name, method, path, body, message, encrypted) => {
    const before = await snapshot();
    const res = encrypted ? await sealed(method, path, body) : await h.call(method, path, { json: body });
    expect([res.status, res.body]).toEqual([400, { success: false, message, code: 'BAD_REQUEST', value: null }]);
    expect(await snapshot()).toEqual(before);
  });

  const change: [string, Record<string, unknown>, string][] = [
    ['missing field', { oldPassword: 'Demo1234', newPassword: 'Secret123' }, 'confirmNewPassword: is required'],
    [
      'wrong type',
      { oldPassword: 'Demo1234', newPassword: 123, confirmNewPassword: '123' },
      'newPassword: must be string',
    ],
    [
      'empty old password',
      { oldPassword: '', newPassword: 'Secret123', confirmNewPassword: 'Secret123' },
      'oldPassword: must NOT have fewer than 1 characters',
    ],
    [
      'unknown property',
      { oldPassword: 'Demo1234', newPassword: 'Secret123', confirmNewPassword: 'Secret123', id: 1 },
      'id: is not an allowed property',
    ],
  ];
  it.each(change)('changePassword %s', async (_name, body, message) => {
    const token = await h.tokenFor('demo', 'Demo1234');
    const before = await snapshot();
    const res = await sealed('POST', '/wps/member/password', body, { token });
    expect([res.status, res.body]).toEqual([400, { success: false, message, code: 'BAD_REQUEST', value: null }]);
    expect(await snapshot()).toEqual(before);
  });

  it('a plain body to an encrypted operation', async () => {
    const res = await h.call('PUT', '/wps/member/register', { json: { username: 'someone' } });
    expect([res.status, res.body.code]).toEqual([400, 'ENCRYPTION_REQUIRED']);
  });
});
