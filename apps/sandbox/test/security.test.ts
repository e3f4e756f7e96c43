import { describe, expect, it } from 'vitest';
import { hashPassword } from '../src/passwordHash.ts';
import { findBankCard, maskAccountNumber } from '../src/security/bankCards.ts';
import { storeFundsPassword, verifyFundsPassword } from '../src/security/fundsPassword.ts';
import {
  AUTHENTICATOR_MAX_FAILURES,
  FUNDS_PASSWORD_LOCK_MS,
  FUNDS_PASSWORD_MAX_FAILURES,
  LOGIN_VERIFICATION_MAX_FAILURES,
  MAX_BANK_CARDS,
  MAX_CRYPTO_ADDRESSES,
  MAX_E_WALLETS,
} from '../src/security/securityConstants.ts';
import { DEMO_FUNDS_PASSWORDS } from '../src/security/securitySeedData.ts';
import { base32Decode, totp } from '../src/security/totp.ts';
import { TEAM_PASSWORD } from '../src/walletAgent/walletAgentSeed.ts';
import { encryptForServer } from './encrypt.ts';
import { harnessForFile, TEST_PROXY_SECRET, type CallOptions, type Reply } from './harness.ts';

// Starting PGlite and hashing the seeds' passwords takes long on a busy machine.
const h = harnessForFile({ startTimeoutMs: 180_000 });

const OK = { success: true, message: null, code: null };
const UNAUTHORIZED = {
  success: false,
  message: 'You are not logged in, please login',
  code: 'UNAUTHORIZED',
  value: null,
};

/** An x-encrypted call, sealed as a browser would. */
async function sealed<T = unknown>(method: string, path: string, body: unknown, options: CallOptions = {}) {
  return h.call<T>(method, path, { ...options, json: await encryptForServer(await h.publicKey(), body) });
}

/** A login from `ip` (as the site server forwards it); the whole reply. */
function loginFrom<T = unknown>(account: string, password: string, ip: string): Promise<Reply<T>> {
  return h.login<T>(
    { type: 'username', username: account, password },
    { headers: { 'x-forwarded-for': ip, 'x-site-proxy-secret': TEST_PROXY_SECRET } },
  );
}

/** A member's security tables and profile, as a refused request must leave them. */
async function securityState(account: string) {
  const id = await h.memberId(account);
  const { rows } = await h.sandbox.db.query(
    `SELECT
      (SELECT row_to_json(m) FROM (SELECT nickname FROM members WHERE id = $1) m) AS member,
      (SELECT row_to_json(p) FROM member_profiles p WHERE member_id = $1) AS profile,
      (SELECT row_to_json(f) FROM funds_passwords f WHERE member_id = $1) AS funds,
      (SELECT coalesce(json_agg(c ORDER BY id), '[]') FROM bank_cards c WHERE member_id = $1) AS cards,
      (SELECT coalesce(json_agg(a ORDER BY id), '[]') FROM payout_accounts a WHERE member_id = $1) AS payout,
      (SELECT row_to_json(a) FROM authenticators a WHERE member_id = $1) AS authenticator`,
    [id],
  );
  return rows[0];
}

/** The newest code the outbox holds for a mobile number or email address. */
async function lastCode(query: string): Promise<string> {
  const res = await h.call<{ body: string }[]>('GET', `/sandbox/outbox?${query}`);
  return /\b(\d{6})\b/.exec(res.body.value![0]!.body)![1]!;
}

/** A current code of an authenticator secret at the test clock (offset in 30-second steps). */
function codeOf(secret: string, steps = 0): string {
  return totp(base32Decode(secret), h.clock.now + steps * 30_000);
}

describe('verifyFundsPassword (for withdrawals and transfers)', () => {
  it('answers notSet for a member without a funds password', async () => {
    const check = await verifyFundsPassword(h.sandbox.db, await h.memberId('expired'), 'whatever', h.clock.now);
    expect(check).toMatchObject({ ok: false, reason: 'notSet', failure: { code: 'FUNDS_PASSWORD_NOT_SET' } });
  });

  it('counts wrong passwords, locks after the limit, and unlocks after the lock', async () => {
    const id = await h.memberId('weak');
    await storeFundsPassword(h.sandbox.db, id, await hashPassword('Funds123'), h.clock.now);
    expect(await verifyFundsPassword(h.sandbox.db, id, 'Funds123', h.clock.now)).toEqual({ ok: true });

    for (let left = FUNDS_PASSWORD_MAX_FAILURES - 1; left > 0; left--) {
      const check = await verifyFundsPassword(h.sandbox.db, id, 'wrong-one', h.clock.now);
      expect(check).toMatchObject({ ok: false, reason: 'wrong', attemptsLeft: left });
      if (!check.ok) expect(check.failure.message).toContain(`${left} attempt`);
    }
    const last = await verifyFundsPassword(h.sandbox.db, id, 'wrong-one', h.clock.now);
    expect(last).toMatchObject({ ok: false, reason: 'wrong', attemptsLeft: 0, retryAfterMs: FUNDS_PASSWORD_LOCK_MS });
    if (!last.ok) expect(last.failure.code).toBe('FUNDS_PASSWORD_LOCKED');

    // Locked: even the right password is refused, and says how long is left.
    h.clock.now += 60_000;
    const locked = await verifyFundsPassword(h.sandbox.db, id, 'Funds123', h.clock.now);
    expect(locked).toMatchObject({ ok: false, reason: 'locked', retryAfterMs: FUNDS_PASSWORD_LOCK_MS - 60_000 });
    if (!locked.ok) expect(locked.failure.message).toContain('29 minutes');

    h.clock.now += FUNDS_PASSWORD_LOCK_MS;
    expect(await verifyFundsPassword(h.sandbox.db, id, 'Funds123', h.clock.now)).toEqual({ ok: true });
    // A fresh count after the lock.
    expect(await verifyFundsPassword(h.sandbox.db, id, 'nope', h.clock.now)).toMatchObject({
      attemptsLeft: FUNDS_PASSWORD_MAX_FAILURES - 1,
    });
    expect(await verifyFundsPassword(h.sandbox.db, id, 'Funds123', h.clock.now)).toEqual({ ok: true });
    const { rows } = await h.sandbox.db.query('SELECT failures FROM funds_passwords WHERE member_id = $1', [id]);
    expect(rows).toEqual([{ failures: 0 }]);
  });

  it('counts two wrong guesses made at the same time', async () => {
    const id = await h.memberId('weak');
    await Promise.all([
      verifyFundsPassword(h.sandbox.db, id, 'bad-1', h.clock.now),
      verifyFundsPassword(h.sandbox.db, id, 'bad-2', h.clock.now),
    ]);
    const { rows } = await h.sandbox.db.query('SELECT failures FROM funds_passwords WHERE member_id = $1', [id]);
    expect(rows).toEqual([{ failures: 2 }]);
    await h.call('POST', '/sandbox/reset-throttles');
    const after = await h.sandbox.db.query('SELECT failures FROM funds_passwords WHERE member_id = $1', [id]);
    expect(after.rows).toEqual([{ failures: 0 }]);
  });
});

describe('findBankCard (for withdrawals)', () => {
  it("finds the member's live card with its number whole and masked, and nobody else's", async () => {
    const db = h.sandbox.db;
    const id = await h.memberId('expired');
    await db.query(`INSERT INTO banks (code, name, fields, active, sort) VALUES ('TBANK', 'Test Bank', '[]', true, 99)
      ON CONFLICT DO NOTHING`);
    const inserted = await db.query<{ id: number }>(
      `INSERT INTO bank_cards (member_id, bank_code, account_name, account_number, created_at)
       VALUES ($1, 'TBANK', 'Old Player', '1234567890', $2) RETURNING id`,
      [id, new Date(h.clock.now)],
    );
    const cardId = inserted.rows[0]!.id;
    expect(await findBankCard(db, id, cardId)).toMatchObject({
      id: cardId,
      bankCode: 'TBANK',
      bankName: 'Test Bank',
      accountName: 'Old Player',
      accountNumber: '1234567890',
      maskedNumber: '•••• 7890',
    });
    expect(await findBankCard(db, await h.memberId('weak'), cardId)).toBeNull();
    await db.query('UPDATE bank_cards SET deleted_at = $2 WHERE id = $1', [cardId, new Date(h.clock.now)]);
    expect(await findBankCard(db, id, cardId)).toBeNull();
  });

  it('masks short numbers without showing most of them', () => {
    expect(maskAccountNumber('12345678')).toBe('•••• 5678');
    expect(maskAccountNumber('123456')).toBe('•••• 456');
    expect(maskAccountNumber('12')).toBe('•••• 2');
  });
});

describe('the security overview', () => {
  it('shows the demo account complete but its authenticator, and the last logins', async () => {
    const token = await h.tokenFor('demo', 'Demo1234');
    const res = await h.call<Record<string, unknown>>('GET', '/wps/v2/member/securityConfig', { token });
    const value = res.body.value!;
    expect(value.items).toEqual({
      profile: { enabled: true, isComplete: true, updateEnabled: true },
      loginPassword: { enabled: true, isComplete: true, updateEnabled: true },
      fundsPassword: { enabled: true, isComplete: true, updateEnabled: true },
      mobile: { enabled: true, isComplete: true, updateEnabled: false },
      email: { enabled: true, isComplete: true, updateEnabled: false },
      bankCard: { enabled: true, isComplete: true, updateEnabled: true },
      authenticator: { enabled: true, isComplete: false, updateEnabled: true },
    });
    expect(value).toMatchObject({
      completion: { complete: 6, total: 7 },
      lastLogin: { time: new Date(h.clock.now).toISOString(), ip: '127.0.0.1' },
      maskedMobile: '+66 81••••678',
      maskedEmail: 'de••@example.com',
      bankCards: { count: 1, max: MAX_BANK_CARDS },
      securityQuestionSet: true,
    });
  });

  it('shows an account with nothing set, and refuses trial accounts and visitors', async () => {
    const token = await h.tokenFor('team1', TEAM_PASSWORD);
    const res = await h.call<{ completion: unknown; maskedMobile: unknown; items: Record<string, unknown> }>(
      'GET',
      '/wps/v2/member/securityConfig',
      { token },
    );
    expect(res.body.value!.completion).toEqual({ complete: 1, total: 7 });
    expect(res.body.value!.items.mobile).toEqual({ enabled: true, isComplete: false, updateEnabled: true });
    expect(res.body.value!.maskedMobile).toBeNull();

    const trial = await h.tokenFor('trial', 'Trial1234');
    expect((await h.call('GET', '/wps/v2/member/securityConfig', { token: trial })).body).toEqual({
      success: false,
      message: 'Please register a real account to use this feature',
      code: 'NEED_TRUE_ACCOUNT',
      value: null,
    });
    const visitor = await h.call('GET', '/wps/v2/member/securityConfig');
    expect([visitor.status, visitor.body]).toEqual([401, UNAUTHORIZED]);
  });
});

describe('the profile', () => {
  it('answers the demo profile and changes the fields sent', async () => {
    const token = await h.tokenFor('demo', 'Demo1234');
    const before = await h.call<Record<string, unknown>>('GET', '/wps/member/profile', { token });
    expect(before.body.value).toEqual({
      account: 'demo',
      nickname: 'Demo Player',
      realName: 'Demo Player',
      realNameEditable: false,
      birthday: '1990-05-17',
      address: '99 Sukhumvit Road, Khlong Toei, Bangkok 10110',
      nationality: 'TH',
      occupation: 'Engineer',
      incomeSource: 'SALARY',
      telegram: 'demoplayer',
    });
    const res = await h.call('PUT', '/wps/member/profile', {
      token,
      json: { nickname: 'Demo P', occupation: 'Teacher', telegram: '@demo_player', realName: 'demo player' },
    });
    expect(res.body).toMatchObject({
      ...OK,
      value: { nickname: 'Demo P', occupation: 'Teacher', telegram: 'demo_player' },
    });
    await h.call('PUT', '/wps/member/profile', { token, json: { nickname: 'Demo Player', occupation: 'Engineer' } });
  });

  it('sets a Thai real name once for a member who had no profile; then only customer service changes it', async () => {
    const token = await h.tokenFor('team1a', TEAM_PASSWORD);
    const res = await h.call('PUT', '/wps/member/profile', {
      token,
      json: {
        nickname: 'Team A',
        realName: 'สมชาย ใจดี',
        birthday: '2000-02-29',
        nationality: 'TH',
        incomeSource: 'BUSINESS',
      },
    });
    expect(res.body).toMatchObject({
      ...OK,
      value: { realName: 'สมชาย ใจดี', realNameEditable: false, birthday: '2000-02-29', address: null },
    });
    const again = await h.call('PUT', '/wps/member/profile', {
      token,
      json: { nickname: 'Team A', realName: 'Somchai' },
    });
    expect(again.body).toEqual({
      success: false,
      message: 'The real name can only be changed by customer service',
      code: 'REAL_NAME_LOCKED',
      value: null,
    });
  });

  it.each([
    [{ birthday: '1990-02-30' }, 'birthday: is not a real date'],
    [{ birthday: '2015-01-01' }, 'birthday: you must be at least 18 years old'],
    [{ birthday: '1800-01-01' }, 'birthday: must be within the last 120 years'],
    [{ birthday: '17-05-1990' }, 'birthday: must match pattern "^[0-9]{4}-[0-9]{2}-[0-9]{2}$"'],
    [{ nationality: 'XX' }, 'nationality: is not a known ISO 3166-1 country code'],
    [{ address: 'Soi 5\u0007 Bangkok' }, 'address: must not contain control characters'],
    [{ address: '  ab   ' }, 'address: must NOT have fewer than 5 characters'],
    [{ realName: 'John 3rd' }, 'realName: must match pattern'],
    [{ realName: 'John  Smith' }, 'realName: must match pattern'],
    [{ telegram: 'ab' }, 'telegram: must match pattern'],
    [{ incomeSource: 'LOTTERY' }, 'incomeSource: must be one of'],
    [{ nickname: ' Demo' }, 'nickname: must match pattern'],
  ])('answers 400 for %j and changes nothing', async (fields, message) => {
    const token = await h.tokenFor('demo', 'Demo1234');
    const before = await securityState('demo');
    const res = await h.call('PUT', '/wps/member/profile', { token, json: { nickname: 'Changed', ...fields } });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain(message);
    expect(await securityState('demo')).toEqual(before);
  });
});

describe('the funds password', () => {
  const PATH = '/wps/member/paymentPassword';

  it('is set once, changed with the old one, and never stored in the clear', async () => {
    const token = await h.tokenFor('expired', 'Expired1234');
    const set = (json: unknown) => sealed('PUT', PATH, json, { token });
    expect((await set({ password: 'Money123', confirmPassword: 'Money124' })).body.code).toBe('PASSWORD_INCONSISTENT');
    expect((await set({ password: 'Expired1234', confirmPassword: 'Expired1234' })).body.code).toBe(
      'SAME_AS_LOGIN_PASSWORD',
    );
    expect((await set({ password: 'Money123', confirmPassword: 'Money123' })).body).toEqual({ ...OK, value: null });
    expect((await set({ password: 'Other123', confirmPassword: 'Other123' })).body.code).toBe('FUNDS_PASSWORD_SET');
    const stored = await h.sandbox.db.query<{ password_hash: string }>(
      'SELECT password_hash FROM funds_passwords WHERE member_id = $1',
      [await h.memberId('expired')],
    );
    expect(stored.rows[0]!.password_hash).toMatch(/^scrypt\$/);
    expect(stored.rows[0]!.password_hash).not.toContain('Money123');

    const change = (json: unknown) => sealed('POST', PATH, json, { token });
    expect((await change({ oldPassword: 'nope', password: 'Money456', confirmPassword: 'Money456' })).body).toEqual({
      success: false,
      message: `Funds password is incorrect, ${FUNDS_PASSWORD_MAX_FAILURES - 1} attempts left`,
      code: 'FUNDS_PASSWORD_INCORRECT',
      value: { attemptsLeft: FUNDS_PASSWORD_MAX_FAILURES - 1 },
    });
    expect(
      (await change({ oldPassword: 'Money123', password: 'Money123', confirmPassword: 'Money123' })).body.code,
    ).toBe('SAME_PASSWORD');
    expect((await change({ oldPassword: 'Money123', password: 'Money456', confirmPassword: 'Money456' })).body).toEqual(
      {
        ...OK,
        value: null,
      },
    );
    expect(await verifyFundsPassword(h.sandbox.db, await h.memberId('expired'), 'Money456', h.clock.now)).toEqual({
      ok: true,
    });
  });

  it('refuses plain JSON on its encrypted operations, and short passwords with 400', async () => {
    const token = await h.tokenFor('expired', 'Expired1234');
    const plain = await h.call('PUT', PATH, { token, json: { password: 'Money123', confirmPassword: 'Money123' } });
    expect([plain.status, plain.body.code]).toEqual([400, 'ENCRYPTION_REQUIRED']);
    const short = await sealed('PUT', PATH, { password: '12345', confirmPassword: '12345' }, { token });
    expect([short.status, short.body.message]).toEqual([400, 'password: must NOT have fewer than 6 characters']);
  });

  it('locks after five wrong passwords, says so, and a reset by the security question unlocks it', async () => {
    const token = await h.tokenFor('expired', 'Expired1234');
    const questions = await h.call<{ questions: { id: number }[]; chosenQuestionId: number | null }>(
      'GET',
      '/wps/member/customerSecurityQuestions',
      { token },
    );
    expect(questions.body.value!.questions.length).toBeGreaterThanOrEqual(5);
    expect(questions.body.value!.chosenQuestionId).toBeNull();
    const reset = (json: unknown) => sealed('POST', `${PATH}/reset`, json, { token });
    expect((await reset({ answer: 'Bangkok', password: 'Money789', confirmPassword: 'Money789' })).body.code).toBe(
      'SECURITY_QUESTION_NOT_SET',
    );
    const choose = (json: unknown) => sealed('PUT', '/wps/member/customerSecurityQuestions', json, { token });
    expect((await choose({ questionId: 999, answer: 'Bangkok', fundsPassword: 'Money456' })).body.code).toBe(
      'SECURITY_QUESTION_NOT_FOUND',
    );
    expect((await choose({ questionId: 3, answer: '  Bangkok ', fundsPassword: 'Money456' })).body).toEqual({
      ...OK,
      value: null,
    });

    let last: Reply | undefined;
    for (let i = 0; i < FUNDS_PASSWORD_MAX_FAILURES; i++) {
      last = await sealed(
        'POST',
        PATH,
        { oldPassword: 'wrong', password: 'Money999', confirmPassword: 'Money999' },
        { token },
      );
    }
    expect(last!.body).toEqual({
      success: false,
      message: 'Too many wrong funds passwords, please try again after 30 minutes',
      code: 'FUNDS_PASSWORD_LOCKED',
      value: { attemptsLeft: 0, retryAfter: 1800 },
    });
    const locked = await verifyFundsPassword(h.sandbox.db, await h.memberId('expired'), 'Money456', h.clock.now);
    expect(locked).toMatchObject({ ok: false, reason: 'locked' });

    expect(
      (await reset({ answer: 'Chiang Mai', password: 'Money789', confirmPassword: 'Money789' })).body,
    ).toMatchObject({
      code: 'SECURITY_ANSWER_INCORRECT',
      message: 'The answer is incorrect, 4 attempts left',
      value: { attemptsLeft: 4 },
    });
    expect((await reset({ answer: 'BANGKOK', password: 'Money789', confirmPassword: 'Money789' })).body).toEqual({
      ...OK,
      value: null,
    });
    expect(await verifyFundsPassword(h.sandbox.db, await h.memberId('expired'), 'Money789', h.clock.now)).toEqual({
      ok: true,
    });
  });
});

describe('binding a mobile number and an email', () => {
  it('binds a mobile number with the code sent to it; a number of another account is refused', async () => {
    const token = await h.tokenFor('team1b', TEAM_PASSWORD);
    const taken = await h.call('POST', '/wps/member/mobile/verification', {
      token,
      json: { countryDialingCode: '+66', mobileNum: '0812345678' },
    });
    expect(taken.body.code).toBe('MOBILE_EXISTS');
    const phone = { countryDialingCode: '+66', mobileNum: '0861234500' };
    const sent = await h.call<{ expirationTime: number }>('POST', '/wps/member/mobile/verification', {
      token,
      json: phone,
    });
    expect(sent.body.value).toEqual({ expirationTime: h.clock.now + 60_000 });
    const code = await lastCode('mobile=861234500');
    const wrong = await h.call('PUT', '/wps/member/mobile', {
      token,
      json: { ...phone, verificationCode: code === '000000' ? '111111' : '000000' },
    });
    expect(wrong.body.code).toBe('SMS_CODE_INVALID');
    expect(
      (await h.call('PUT', '/wps/member/mobile', { token, json: { ...phone, verificationCode: code } })).body,
    ).toEqual({
      ...OK,
      value: null,
    });
    expect((await h.call('POST', '/wps/member/mobile/verification', { token, json: phone })).body.code).toBe(
      'MOBILE_ALREADY_BOUND',
    );
    // The bound number logs in by SMS code now.
    const { rows } = await h.sandbox.db.query('SELECT mobile_num FROM member_profiles WHERE member_id = $1', [
      await h.memberId('team1b'),
    ]);
    expect(rows).toEqual([{ mobile_num: '861234500' }]);
  });

  it('verifies an email address with the code mailed to it', async () => {
    const token = await h.tokenFor('weak', '123456');
    const email = 'New.Player@Example.com';
    expect(
      (await h.call('POST', '/wps/member/email/verification', { token, json: { email: 'demo@example.com' } })).body
        .code,
    ).toBe('EMAIL_EXISTS');
    const sent = await h.call<{ expirationTime: number }>('POST', '/wps/member/email/verification', {
      token,
      json: { email },
    });
    expect(sent.body.value).toEqual({ expirationTime: h.clock.now + 10 * 60_000 });
    const again = await h.call('POST', '/wps/member/email/verification', { token, json: { email } });
    expect(again.body.code).toBe('TOO_SOON');
    const code = await lastCode('email=new.player@example.com');
    expect((await h.call('PUT', '/wps/member/email', { token, json: { email, verificationCode: code } })).body).toEqual(
      {
        ...OK,
        value: null,
      },
    );
    const config = await h.call<{ maskedEmail: string }>('GET', '/wps/v2/member/securityConfig', { token });
    expect(config.body.value!.maskedEmail).toBe('ne••••••••@example.com');
  });
});

describe('bank cards', () => {
  it('lists the banks with their templates', async () => {
    const token = await h.tokenFor('demo', 'Demo1234');
    const res = await h.call<{ code: string; fields: { field: string; minLength: number }[] }[]>(
      'GET',
      '/wps/member/bankCard/banks',
      { token },
    );
    const banks = res.body.value!;
    expect(banks.map((b) => b.code)).toContain('KBANK');
    expect(banks.map((b) => b.code)).not.toContain('UOBT');
    expect(banks.find((b) => b.code === 'GSB')!.fields.map((f) => f.field)).toEqual([
      'accountName',
      'accountNumber',
      'branch',
    ]);
  });

  it('adds cards matching the real name, up to the limit, numbers always masked', async () => {
    const token = await h.tokenFor('demo', 'Demo1234');
    const add = (json: Record<string, unknown>) =>
      sealed('POST', '/wps/member/bankCard', { fundsPassword: DEMO_FUNDS_PASSWORDS.demo, ...json }, { token });
    const before = await securityState('demo');
    const short = await add({ bankCode: 'SCB', accountName: 'Demo Player', accountNumber: '12345' });
    expect([short.status, short.body.message]).toEqual([400, 'accountNumber: Please enter 10 digits']);
    const branch = await add({ bankCode: 'GSB', accountName: 'Demo Player', accountNumber: '123456789012' });
    expect([branch.status, branch.body.message]).toEqual([400, 'branch: Branch not empty']);
    expect(await securityState('demo')).toEqual(before);
    expect((await add({ bankCode: 'UOBT', accountName: 'Demo Player', accountNumber: '1234567890' })).body.code).toBe(
      'BANK_NOT_FOUND',
    );
    expect((await add({ bankCode: 'SCB', accountName: 'Somebody Else', accountNumber: '2222222222' })).body.code).toBe(
      'ACCOUNT_NAME_MISMATCH',
    );
    expect(
      (await add({ bankCode: 'SCB', accountName: 'Demo Player', accountNumber: '2222222222', fundsPassword: 'bad' }))
        .body,
    ).toMatchObject({ code: 'FUNDS_PASSWORD_INCORRECT', value: { attemptsLeft: FUNDS_PASSWORD_MAX_FAILURES - 1 } });

    const added = await add({ bankCode: 'SCB', accountName: ' demo  PLAYER ', accountNumber: '2222222222' });
    expect(added.body).toEqual({
      ...OK,
      value: {
        id: expect.any(Number),
        bankCode: 'SCB',
        bankName: 'Siam Commercial Bank',
        accountName: 'demo PLAYER',
        accountNumber: '•••• 2222',
        branch: null,
        createdAt: new Date(h.clock.now).toISOString(),
      },
    });
    expect((await add({ bankCode: 'SCB', accountName: 'Demo Player', accountNumber: '2222222222' })).body.code).toBe(
      'BANK_CARD_EXISTS',
    );
    for (const number of ['3333333333', '4444444444', '5555555555']) {
      expect((await add({ bankCode: 'BBL', accountName: 'Demo Player', accountNumber: number })).body.success).toBe(
        true,
      );
    }
    expect((await add({ bankCode: 'BBL', accountName: 'Demo Player', accountNumber: '6666666666' })).body).toEqual({
      success: false,
      message: 'You can add at most 5 bank cards',
      code: 'BANK_CARD_LIMIT',
      value: null,
    });

    const list = await h.call<{ cards: { accountNumber: string }[]; max: number; realName: string }>(
      'GET',
      '/wps/member/bankCard',
      { token },
    );
    expect(list.body.value!.cards.map((c) => c.accountNumber)).toEqual([
      '•••• 7890',
      '•••• 2222',
      '•••• 3333',
      '•••• 4444',
      '•••• 5555',
    ]);
    expect(JSON.stringify(list.body)).not.toMatch(/\d{5,}/);
    expect(list.body.value).toMatchObject({ max: 5, realName: 'Demo Player' });
  });

  it('makes the first card name the real name of a member without one', async () => {
    const token = await h.tokenFor('team2', TEAM_PASSWORD);
    await sealed(
      'PUT',
      '/wps/member/paymentPassword',
      { password: 'Funds999', confirmPassword: 'Funds999' },
      { token },
    );
    const added = await sealed(
      'POST',
      '/wps/member/bankCard',
      { bankCode: 'KTB', accountName: 'Team Two', accountNumber: '7777777777', fundsPassword: 'Funds999' },
      { token },
    );
    expect(added.body.success).toBe(true);
    const profile = await h.call<{ realName: string }>('GET', '/wps/member/profile', { token });
    expect(profile.body.value!.realName).toBe('Team Two');
  });

  it('deletes a card after the funds password; another member cannot', async () => {
    const token = await h.tokenFor('demo', 'Demo1234');
    const list = await h.call<{ cards: { id: number; accountNumber: string }[] }>('GET', '/wps/member/bankCard', {
      token,
    });
    const card = list.body.value!.cards.find((c) => c.accountNumber === '•••• 5555')!;
    const other = await h.tokenFor('agent', 'Agent1234');
    const foreign = await sealed(
      'POST',
      '/wps/member/bankCard/delete',
      { method: 'fundsPassword', cardId: card.id, fundsPassword: DEMO_FUNDS_PASSWORDS.agent },
      { token: other },
    );
    expect(foreign.body.code).toBe('BANK_CARD_NOT_FOUND');
    const byCode = await sealed(
      'POST',
      '/wps/member/bankCard/delete',
      { method: 'authenticator', cardId: card.id, code: '123456' },
      { token },
    );
    expect(byCode.body.code).toBe('AUTHENTICATOR_NOT_BOUND');
    const deleted = await sealed(
      'POST',
      '/wps/member/bankCard/delete',
      { method: 'fundsPassword', cardId: card.id, fundsPassword: DEMO_FUNDS_PASSWORDS.demo },
      { token },
    );
    expect(deleted.body).toEqual({ ...OK, value: null });
    expect(await findBankCard(h.sandbox.db, await h.memberId('demo'), card.id)).toBeNull();
    const { rows } = await h.sandbox.db.query('SELECT deleted_at IS NOT NULL AS gone FROM bank_cards WHERE id = $1', [
      card.id,
    ]);
    expect(rows).toEqual([{ gone: true }]);
  });
});

describe('e-wallets and crypto addresses', () => {
  const TRON_ADDRESS = 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE';
  const ETH_ADDRESS = '0x52908400098527886E0F7030069857D2E4169EE7';
  type AccountList = {
    bankCards: { accountNumber: string }[];
    eWallets: { id: number; accountNumber: string; name: string; accountName: string | null }[];
    cryptoAddresses: { id: number; accountNumber: string; coin: string; network: string }[];
    eWalletMax: number;
    cryptoMax: number;
    templates: { code: string; kind: string; fields: { field: string; acceptedPattern: string }[] }[];
  };
  const list = async (token: string) =>
    (await h.call<AccountList>('GET', '/wps/member/payoutAccount', { token })).body.value!;

  it('adds e-wallets and crypto addresses by their templates, up to each limit, always masked', async () => {
    const token = await h.tokenFor('demo', 'Demo1234');
    const add = (json: Record<string, unknown>) =>
      sealed('POST', '/wps/member/payoutAccount', { fundsPassword: DEMO_FUNDS_PASSWORDS.demo, ...json }, { token });
    const first = await list(token);
    expect(first).toMatchObject({ eWallets: [], cryptoAddresses: [], eWalletMax: MAX_E_WALLETS });
    expect(first.bankCards.map((c) => c.accountNumber)).toContain('•••• 7890');
    expect(first.templates.map((t) => t.code)).toEqual([
      'TRUEMONEY',
      'GCASH',
      'USDT_TRC20',
      'USDT_ERC20',
      'BTC_BTC',
      'ETH_ERC20',
      'LTC_LTC',
    ]);

    // Bad input: 400 naming the field, nothing stored.
    const before = await securityState('demo');
    for (const [json, message] of [
      [
        { code: 'TRUEMONEY', accountName: 'Demo Player', accountNumber: '12345' },
        'accountNumber: Please enter 10 digits',
      ],
      [{ code: 'TRUEMONEY', accountNumber: '0812345678' }, 'accountName: Account name not empty'],
      // an ERC20 address on the TRC20 network
      [
        { code: 'USDT_TRC20', accountNumber: ETH_ADDRESS },
        'accountNumber: Please enter 34 letters or digits, without special characters',
      ],
      [
        { code: 'USDT_TRC20', accountName: 'Demo Player', accountNumber: TRON_ADDRESS },
        'accountName: is not asked for this template',
      ],
      [{ code: 'BTC_BTC', accountNumber: 'bc1-not-an-address' }, 'accountNumber: must match the contract pattern'],
    ] as const) {
      const res = await add(json);
      expect(res.status).toBe(400);
      if (!message.includes('contract')) expect(res.body.message).toBe(message);
    }
    expect(await securityState('demo')).toEqual(before);
    expect((await add({ code: 'PAYPAL', accountNumber: '0812345678' })).body.code).toBe('PAYOUT_TEMPLATE_NOT_FOUND');
    expect(
      (await add({ code: 'TRUEMONEY', accountName: 'Somebody Else', accountNumber: '0812345678' })).body.code,
    ).toBe('ACCOUNT_NAME_MISMATCH');
    expect((await add({ code: 'USDT_TRC20', accountNumber: TRON_ADDRESS, fundsPassword: 'bad' })).body).toMatchObject({
      code: 'FUNDS_PASSWORD_INCORRECT',
      value: { attemptsLeft: FUNDS_PASSWORD_MAX_FAILURES - 1 },
    });

    const wallet = await add({ code: 'TRUEMONEY', accountName: ' demo  player ', accountNumber: '0812345678' });
    expect(wallet.body).toMatchObject({
      ...OK,
      value: {
        kind: 'eWallet',
        code: 'TRUEMONEY',
        name: 'TrueMoney Wallet',
        accountName: 'demo player',
        accountNumber: '•••• 5678',
        coin: null,
      },
    });
    const address = await add({ code: 'USDT_TRC20', accountNumber: TRON_ADDRESS });
    expect(address.body.value).toMatchObject({
      kind: 'crypto',
      coin: 'USDT',
      network: 'TRC20',
      accountName: null,
      accountNumber: '•••• bLSE',
    });
    expect((await add({ code: 'USDT_TRC20', accountNumber: TRON_ADDRESS })).body.code).toBe('PAYOUT_ACCOUNT_EXISTS');
    // The same address on another network is another account.
    expect((await add({ code: 'ETH_ERC20', accountNumber: ETH_ADDRESS })).body.success).toBe(true);
    expect((await add({ code: 'USDT_ERC20', accountNumber: ETH_ADDRESS })).body.success).toBe(true);
    const full = await add({ code: 'BTC_BTC', accountNumber: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq' });
    expect(full.body).toMatchObject({
      code: 'PAYOUT_ACCOUNT_LIMIT',
      message: `You can add at most ${MAX_CRYPTO_ADDRESSES} crypto addresses`,
    });
    // The e-wallet limit is its own.
    expect((await add({ code: 'GCASH', accountName: 'Demo Player', accountNumber: '09171234567' })).body.success).toBe(
      true,
    );

    const after = await list(token);
    expect(after.eWallets.map((w) => w.accountNumber)).toEqual(['•••• 5678', '•••• 4567']);
    expect(after.cryptoAddresses.map((a) => `${a.coin} ${a.network} ${a.accountNumber}`)).toEqual([
      'USDT TRC20 •••• bLSE',
      'ETH ERC20 •••• 9EE7',
      'USDT ERC20 •••• 9EE7',
    ]);
    const text =
      JSON.stringify(after.eWallets) + JSON.stringify(after.cryptoAddresses) + JSON.stringify(after.bankCards);
    expect(text).not.toContain('0812345678');
    expect(text).not.toContain(TRON_ADDRESS);
    expect(text).not.toMatch(/\d{5,}/);
  });

  it('deletes an account after the funds password or an authenticator code; another member cannot', async () => {
    const token = await h.tokenFor('demo', 'Demo1234');
    const accountId = (await list(token)).cryptoAddresses.find((a) => a.network === 'ERC20' && a.coin === 'USDT')!.id;
    const remove = (json: Record<string, unknown>, as = token) =>
      sealed('POST', '/wps/member/payoutAccount/delete', { accountId, ...json }, { token: as });
    const other = await h.tokenFor('agent', 'Agent1234');
    expect(
      (await remove({ method: 'fundsPassword', fundsPassword: DEMO_FUNDS_PASSWORDS.agent }, other)).body.code,
    ).toBe('PAYOUT_ACCOUNT_NOT_FOUND');
    expect((await remove({ method: 'authenticator', code: '123456' })).body.code).toBe('AUTHENTICATOR_NOT_BOUND');
    expect((await remove({ method: 'fundsPassword', fundsPassword: 'bad' })).body.code).toBe(
      'FUNDS_PASSWORD_INCORRECT',
    );
    expect((await remove({ method: 'fundsPassword', fundsPassword: DEMO_FUNDS_PASSWORDS.demo })).body).toEqual({
      ...OK,
      value: null,
    });
    expect((await list(token)).cryptoAddresses.map((a) => a.id)).not.toContain(accountId);
    expect((await remove({ method: 'fundsPassword', fundsPassword: DEMO_FUNDS_PASSWORDS.demo })).body.code).toBe(
      'PAYOUT_ACCOUNT_NOT_FOUND',
    );
  });
});

describe('Google Authenticator', () => {
  it('binds with a code, never shows the secret again, deletes a card by code, and unbinds', async () => {
    const token = await h.tokenFor('agent', 'Agent1234');
    const confirmEarly = await sealed('PUT', '/wps/member/authenticator', { code: '123456' }, { token });
    expect(confirmEarly.body.code).toBe('AUTHENTICATOR_NOT_STARTED');
    const first = await h.call<{ secret: string }>('POST', '/wps/member/authenticator', { token });
    const started = await h.call<{ secret: string; otpauthUri: string }>('POST', '/wps/member/authenticator', {
      token,
    });
    const { secret, otpauthUri } = started.body.value!;
    expect(secret).not.toBe(first.body.value!.secret);
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUri).toBe(
      `otpauth://totp/WL%20Sandbox:agent?secret=${secret}&issuer=WL%20Sandbox&algorithm=SHA1&digits=6&period=30`,
    );
    // The first secret was replaced: its code no longer works.
    const stale = await sealed(
      'PUT',
      '/wps/member/authenticator',
      { code: codeOf(first.body.value!.secret) },
      { token },
    );
    expect(stale.body).toMatchObject({
      code: 'AUTHENTICATOR_CODE_INCORRECT',
      value: { attemptsLeft: AUTHENTICATOR_MAX_FAILURES - 1 },
    });
    const confirmed = await sealed('PUT', '/wps/member/authenticator', { code: codeOf(secret, -1) }, { token });
    expect(confirmed.body).toEqual({ ...OK, value: null });

    expect((await h.call('POST', '/wps/member/authenticator', { token })).body).toEqual({
      success: false,
      message: 'The authenticator is already bound',
      code: 'AUTHENTICATOR_BOUND',
      value: null,
    });
    const config = await h.call('GET', '/wps/v2/member/securityConfig', { token });
    expect(JSON.stringify(config.body)).not.toContain(secret);
    expect(config.body.value).toMatchObject({ items: { authenticator: { isComplete: true } } });

    await sealed(
      'PUT',
      '/wps/member/paymentPassword',
      { password: 'Funds5678', confirmPassword: 'Funds5678' },
      { token },
    );
    const card = await sealed(
      'POST',
      '/wps/member/bankCard',
      { bankCode: 'KBANK', accountName: 'Demo Agent', accountNumber: '9090909090', fundsPassword: 'Funds5678' },
      { token },
    );
    const cardId = (card.body.value as { id: number }).id;
    // A code is good once: the one that confirmed cannot delete.
    const replay = await sealed(
      'POST',
      '/wps/member/bankCard/delete',
      { method: 'authenticator', cardId, code: codeOf(secret, -1) },
      { token },
    );
    expect(replay.body.code).toBe('AUTHENTICATOR_CODE_INCORRECT');
    const byCode = await sealed(
      'POST',
      '/wps/member/bankCard/delete',
      { method: 'authenticator', cardId, code: codeOf(secret) },
      { token },
    );
    expect(byCode.body).toEqual({ ...OK, value: null });
    // An e-wallet is deleted by the next step's code the same way.
    h.clock.now += 30_000;
    const wallet = await sealed(
      'POST',
      '/wps/member/payoutAccount',
      { code: 'TRUEMONEY', accountName: 'Demo Agent', accountNumber: '0898765432', fundsPassword: 'Funds5678' },
      { token },
    );
    const walletGone = await sealed(
      'POST',
      '/wps/member/payoutAccount/delete',
      { method: 'authenticator', accountId: (wallet.body.value as { id: number }).id, code: codeOf(secret) },
      { token },
    );
    expect(walletGone.body).toEqual({ ...OK, value: null });

    h.clock.now += 30_000;
    expect(
      (await sealed('POST', '/wps/member/authenticator/unbind', { code: codeOf(secret) }, { token })).body,
    ).toEqual({
      ...OK,
      value: null,
    });
    expect(
      (await sealed('POST', '/wps/member/authenticator/unbind', { code: codeOf(secret) }, { token })).body.code,
    ).toBe('AUTHENTICATOR_NOT_BOUND');
  });
});

describe('new-IP verification', () => {
  type Pending = {
    verificationRequired: { verificationToken: string; methods: string[]; maskedMobile: string | null };
  };

  it('knows the first address, asks from a new one, and a verified address is known from then on', async () => {
    // demo has logged in from this machine (loopback) only so far.
    const res = await loginFrom<Pending>('demo', 'Demo1234', '198.51.100.2');
    expect(res.body).toEqual({
      success: false,
      message: 'Please complete verification first',
      code: 'VERIFICATION_REQUIRED',
      value: {
        verificationRequired: {
          verificationToken: expect.stringMatching(/^[0-9a-f]{64}$/),
          methods: ['sms', 'email', 'bankAccountName'],
          expiresAt: h.clock.now + 10 * 60_000,
          maskedMobile: '+66 81••••678',
          maskedEmail: 'de••@example.com',
        },
      },
    });
    const { verificationToken } = res.body.value!.verificationRequired;
    // The pending login is no session.
    expect((await h.call('GET', '/wps/member/info', { token: verificationToken })).status).toBe(401);

    const verify = (json: Record<string, unknown>) =>
      sealed('POST', '/wps/session/verification', { verificationToken, ...json });
    expect((await verify({ method: 'authenticator', code: '123456' })).body.code).toBe(
      'VERIFICATION_METHOD_UNAVAILABLE',
    );
    expect((await verify({ method: 'bankAccountName', accountName: 'Someone Else' })).body).toEqual({
      success: false,
      message: `Verification failed, ${LOGIN_VERIFICATION_MAX_FAILURES - 1} attempts left`,
      code: 'VERIFICATION_FAILED',
      value: { attemptsLeft: LOGIN_VERIFICATION_MAX_FAILURES - 1 },
    });
    const done = await verify({ method: 'bankAccountName', accountName: 'demo player' });
    expect(done.body).toMatchObject({ ...OK, value: { account: 'demo', memberInfo: { account: 'demo' } } });
    const token = (done.body.value as { token: string }).token;
    expect((await h.call('GET', '/wps/member/info', { token })).status).toBe(200);
    expect((await verify({ method: 'bankAccountName', accountName: 'demo player' })).body.code).toBe(
      'VERIFICATION_EXPIRED',
    );
    expect((await loginFrom('demo', 'Demo1234', '198.51.100.2')).body.success).toBe(true);
    const config = await h.call<{ lastLogin: { ip: string }; previousLogin: { ip: string } }>(
      'GET',
      '/wps/v2/member/securityConfig',
      { token },
    );
    expect(config.body.value!.lastLogin.ip).toBe('198.51.100.2');
  });

  it('verifies by a code sent to the bound mobile number', async () => {
    const res = await loginFrom<Pending>('demo', 'Demo1234', '198.51.100.3');
    const { verificationToken } = res.body.value!.verificationRequired;
    const sent = await h.call('POST', '/wps/session/verification/code', { json: { verificationToken, method: 'sms' } });
    expect(sent.body).toEqual({ ...OK, value: { expirationTime: h.clock.now + 60_000 } });
    const code = await lastCode('mobile=812345678');
    const done = await sealed('POST', '/wps/session/verification', { verificationToken, method: 'sms', code });
    expect(done.body.success).toBe(true);
  });

  it('ends the pending login after five failures', async () => {
    const res = await loginFrom<Pending>('demo', 'Demo1234', '198.51.100.4');
    const { verificationToken } = res.body.value!.verificationRequired;
    let last: Reply | undefined;
    for (let i = 0; i < LOGIN_VERIFICATION_MAX_FAILURES; i++) {
      last = await sealed('POST', '/wps/session/verification', {
        verificationToken,
        method: 'bankAccountName',
        accountName: 'Nobody',
      });
    }
    expect(last!.body).toMatchObject({ code: 'VERIFICATION_EXPIRED', value: { attemptsLeft: 0 } });
    const right = await sealed('POST', '/wps/session/verification', {
      verificationToken,
      method: 'bankAccountName',
      accountName: 'Demo Player',
    });
    expect(right.body.code).toBe('VERIFICATION_EXPIRED');
  });

  it('believes X-Forwarded-For only with the site server secret', async () => {
    const forged = await h.login(
      { type: 'username', username: 'demo', password: 'Demo1234' },
      { headers: { 'x-forwarded-for': '203.0.113.99' } },
    );
    // Taken as the socket's (loopback) address, which demo has used: no verification, and 203.0.113.99 not recorded.
    expect(forged.body.success).toBe(true);
    const { rows } = await h.sandbox.db.query('SELECT 1 FROM member_logins WHERE ip = $1', ['203.0.113.99']);
    expect(rows).toEqual([]);
  });

  it('lets a member with nothing to verify with through, and the development route forces a new address', async () => {
    // weak has a mobile number from registration (and the email verified above): a new address asks.
    expect((await loginFrom('weak', '123456', '198.51.100.9')).body.code).toBe('VERIFICATION_REQUIRED');
    // team1 has nothing bound: nothing to verify with, so it goes through (and the address becomes known).
    expect((await loginFrom('team1', TEAM_PASSWORD, '198.51.100.9')).body.success).toBe(true);
    const known = await h.sandbox.db.query('SELECT ip FROM member_known_ips WHERE member_id = $1 ORDER BY ip', [
      await h.memberId('team1'),
    ]);
    expect(known.rows).toEqual([{ ip: '127.0.0.1' }, { ip: '198.51.100.9' }]);

    expect((await h.call('POST', '/sandbox/security/new-ip', { json: { account: 'nobody-here' } })).status).toBe(400);
    expect((await h.call('POST', '/sandbox/security/new-ip', { json: { account: 'DEMO' } })).body).toEqual({
      ...OK,
      value: { account: 'demo' },
    });
    expect((await h.tokenFor('agent', 'Agent1234')).length).toBe(64);
    const forced = await h.login({ type: 'username', username: 'demo', password: 'Demo1234' });
    expect(forced.body.code).toBe('VERIFICATION_REQUIRED');
    // Once: the next login from the same machine goes through.
    expect((await h.login({ type: 'username', username: 'demo', password: 'Demo1234' })).body.success).toBe(true);
  });
});
