import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor, type SnapshotFrom } from 'xstate';
import type { LoginRequest, LoginSession, MemberInfo } from '@wl/api/types';
import { CAPTCHA_REFRESH_THROTTLE_MS, WEAK_DEFAULT_PASSWORD } from '../constants';
import type { SmsRequest } from '../sms';
import { BusinessError, countingCaptcha, recordingSms } from '../testing/fakes';
import type { AfterLoginParams, LoginInput, RememberParams, SessionParams } from './loginMachine';
import { LOGIN_FAILED_KEY, loginMachine } from './loginMachine';

const PASSWORD = 'S3cret-pass';

function session(overrides: Partial<LoginSession> = {}): LoginSession {
  return {
    token: 'a'.repeat(32),
    firstTimeLogin: false,
    passwordExpired: false,
    isAgent: '0',
    account: 'player1',
    ...overrides,
  };
}

const member: MemberInfo = { id: 7, account: 'player1', nickname: 'Player One', type: 0, isAgent: '0' };

const captchaFailure = () => new BusinessError('Invalid captcha input', { captcha: true });

type Answer<T> = T | Error | Promise<T>;

/** The captcha child's image (the child exists only once the server asked for a captcha). */
function captchaImage(snapshot: SnapshotFrom<typeof loginMachine>): string | null {
  const child = snapshot.children.captcha?.getSnapshot() as { context: { image: string | null } } | undefined;
  return child?.context.image ?? null;
}

/** Waits for the captcha child's image: its changes do not emit a snapshot of the login machine. */
async function waitForImage(actor: { getSnapshot: () => SnapshotFrom<typeof loginMachine> }, image: string) {
  await vi.waitFor(() => expect(captchaImage(actor.getSnapshot())).toBe(image));
  return actor.getSnapshot();
}

function startLogin(options: {
  input?: LoginInput;
  logins?: Array<Answer<LoginSession>>;
  freePlay?: Answer<LoginSession>;
  memberAnswer?: Answer<MemberInfo>;
  captchaFails?: boolean;
}) {
  const remembered: RememberParams[] = [];
  const smsRequests: SmsRequest[] = [];
  const requests: LoginRequest[] = [];
  const calls: string[] = [];
  const captcha = { count: 0 };
  const stored: SessionParams[] = [];
  const firstLogins: SessionParams[] = [];
  const afterLogins: AfterLoginParams[] = [];
  const memberCalls: LoginSession[] = [];
  /** The site's action `name`: its params kept in `list`, the call in `calls`. */
  const recordAs =
    <Params>(name: string, list: Params[]) =>
    (_: unknown, params: Params) => {
      list.push(params);
      calls.push(name);
    };

  const machine = loginMachine.provide({
    actors: {
      login: fromPromise<LoginSession, LoginRequest>(async ({ input }) => {
        requests.push(input);
        calls.push('login');
        const next = options.logins?.shift();
        if (next === undefined) throw new Error('no more login answers');
        if (next instanceof Error) throw next;
        return next;
      }),
      loginFreePlay: fromPromise<LoginSession>(async () => {
        calls.push('loginFreePlay');
        const answer = options.freePlay ?? session({ isAgent: '4', account: 'TRY12345678' });
        if (answer instanceof Error) throw answer;
        return answer;
      }),
      captcha: countingCaptcha(captcha, () => options.captchaFails === true),
      smsCountdown: recordingSms(smsRequests),
      loadMember: fromPromise<MemberInfo, { session: LoginSession }>(async ({ input }) => {
        memberCalls.push(input.session);
        calls.push('loadMember');
        const answer = options.memberAnswer ?? member;
        if (answer instanceof Error) throw answer;
        return answer;
      }),
    },
    actions: {
      storeSession: recordAs('storeSession', stored),
      rememberLogin: recordAs('rememberLogin', remembered),
      onFirstLogin: recordAs('onFirstLogin', firstLogins),
      markAfterLogin: recordAs('markAfterLogin', afterLogins),
    },
  });
  const actor = createActor(machine, { input: options.input ?? {} }).start();
  return { actor, requests, calls, captcha, stored, firstLogins, afterLogins, memberCalls, remembered, smsRequests };
}

function submit(username = 'player1', password = PASSWORD, captcha?: string) {
  return { type: 'user.submit' as const, username, password, ...(captcha === undefined ? {} : { captcha }) };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('loginMachine', () => {
  it('starts idle with the remembered username and no captcha', () => {
    const { actor, captcha } = startLogin({ input: { username: 'remembered' } });
    const snapshot = actor.getSnapshot();
    expect(snapshot.matches({ idle: 'ready' })).toBe(true);
    expect(snapshot.context).toMatchObject({
      username: 'remembered',
      error: null,
      problems: {},
      captchaRequired: false,
      session: null,
      member: null,
    });
    expect(captcha.count).toBe(0);
  });

  describe('validation (spec §5, the login rule of @wl/rules)', () => {
    it('an incomplete submit stays idle, keeps a problem per empty field and calls nothing', () => {
      const { actor, requests, calls } = startLogin({});
      actor.send(submit('   ', ''));
      expect(actor.getSnapshot().matches('idle')).toBe(true);
      expect(actor.getSnapshot().context.problems).toEqual({
        username: { kind: 'missing' },
        password: { kind: 'missing' },
      });
      expect(requests).toHaveLength(0);
      expect(calls).toEqual([]);
    });

    it('a password of spaces is a password: only the username is missing', () => {
      const { actor, requests } = startLogin({});
      actor.send(submit('', '   '));
      expect(actor.getSnapshot().context.problems).toEqual({ username: { kind: 'missing' } });
      expect(requests).toHaveLength(0);
    });

    it('editing a field clears its problem only; the server is still not called while one remains', async () => {
      const { actor, requests } = startLogin({ logins: [session()] });
      actor.send(submit('', ''));
      actor.send({ type: 'field.change', field: 'username' });
      expect(actor.getSnapshot().context.problems).toEqual({ password: { kind: 'missing' } });

      // the player typed a username but still no password: a problem remains, nothing is sent
      actor.send(submit('player1', ''));
      expect(actor.getSnapshot().matches('idle')).toBe(true);
      expect(actor.getSnapshot().context.problems).toEqual({ password: { kind: 'missing' } });
      await Promise.resolve();
      expect(requests).toHaveLength(0);

      actor.send({ type: 'field.change', field: 'password' });
      expect(actor.getSnapshot().context.problems).toEqual({});
      actor.send(submit());
      await waitFor(actor, (s) => s.status === 'done');
      expect(requests).toHaveLength(1);
    });

    it('a field.change for a field without a problem leaves the others', () => {
      const { actor } = startLogin({});
      actor.send(submit('', PASSWORD));
      actor.send({ type: 'field.change', field: 'password' });
      expect(actor.getSnapshot().context.problems).toEqual({ username: { kind: 'missing' } });
    });

    it('a complete submit clears the field problems and sends a username login without captcha', async () => {
      const { actor, requests } = startLogin({ logins: [session()] });
      actor.send(submit('player1', ''));
      actor.send({ ...submit(' player1 '), botCheck: { token: 'bot-ok' } });
      expect(actor.getSnapshot().matches('submitting')).toBe(true);
      expect(actor.getSnapshot().context.problems).toEqual({});
      await waitFor(actor, (s) => s.status === 'done');
      expect(requests).toEqual([
        { type: 'username', username: 'player1', password: PASSWORD, botCheck: { token: 'bot-ok' } },
      ]);
      expect(requests[0]).not.toHaveProperty('captcha');
    });
  });

  describe('success', () => {
    it('stores the session, loads the member, marks after-login and ends logged in', async () => {
      const ok = session();
      const { actor, calls, stored, afterLogins, firstLogins, memberCalls } = startLogin({ logins: [ok] });
      actor.send(submit());
      const done = await waitFor(actor, (s) => s.matches('loggedIn'));
      expect(calls).toEqual(['login', 'storeSession', 'rememberLogin', 'loadMember', 'markAfterLogin']);
      expect(stored).toEqual([{ session: ok, username: 'player1', method: 'username' }]);
      expect(memberCalls).toEqual([ok]);
      expect(firstLogins).toEqual([]);
      expect(afterLogins).toEqual([{ session: ok, member }]);
      expect(done.context.member).toEqual(member);
      expect(done.status).toBe('done');
      expect(done.output).toEqual({ status: 'loggedIn', session: ok, member });
    });

    it('runs the first-login action after storing the session', async () => {
      const first = session({ firstTimeLogin: true });
      const { actor, calls, firstLogins } = startLogin({ logins: [first] });
      actor.send(submit());
      await waitFor(actor, (s) => s.matches('loggedIn'));
      expect(calls).toEqual(['login', 'storeSession', 'rememberLogin', 'onFirstLogin', 'loadMember', 'markAfterLogin']);
      expect(firstLogins).toEqual([{ session: first, username: 'player1', method: 'username' }]);
    });

    it('a member-info failure still ends logged in, with member null', async () => {
      const ok = session();
      const { actor, afterLogins } = startLogin({ logins: [ok], memberAnswer: new Error('Server busy') });
      actor.send(submit());
      const done = await waitFor(actor, (s) => s.status === 'done');
      expect(done.matches('loggedIn')).toBe(true);
      expect(done.context.member).toBeNull();
      expect(done.context.error).toBeNull();
      expect(afterLogins).toEqual([{ session: ok, member: null }]);
      expect(done.output).toEqual({ status: 'loggedIn', session: ok, member: null });
    });
  });

  describe('forced password change (spec §4)', () => {
    it('the weak default password ends in passwordChangeRequired without loading the member', async () => {
      const ok = session();
      const { actor, calls } = startLogin({ logins: [ok] });
      actor.send(submit('player1', WEAK_DEFAULT_PASSWORD));
      const done = await waitFor(actor, (s) => s.status === 'done');
      expect(done.matches('passwordChangeRequired')).toBe(true);
      expect(calls).toEqual(['login', 'storeSession', 'rememberLogin']);
      expect(done.output).toEqual({
        status: 'passwordChangeRequired',
        reason: 'defaultPassword',
        session: ok,
        username: 'player1',
      });
    });

    it('the first-login action still runs before the forced change', async () => {
      const { actor, calls } = startLogin({ logins: [session({ firstTimeLogin: true })] });
      actor.send(submit('player1', WEAK_DEFAULT_PASSWORD));
      await waitFor(actor, (s) => s.matches('passwordChangeRequired'));
      expect(calls).toEqual(['login', 'storeSession', 'rememberLogin', 'onFirstLogin']);
    });

    it('an expired password with the forced-change toggle on ends in passwordChangeRequired', async () => {
      const expired = session({ passwordExpired: true });
      const { actor, calls } = startLogin({ input: { forcePasswordChangeOnExpiry: true }, logins: [expired] });
      actor.send(submit());
      const done = await waitFor(actor, (s) => s.status === 'done');
      expect(done.matches('passwordChangeRequired')).toBe(true);
      expect(done.output).toMatchObject({ status: 'passwordChangeRequired', reason: 'expired' });
      expect(calls).not.toContain('loadMember');
    });

    it('an expired password with the toggle off logs in', async () => {
      const { actor } = startLogin({ logins: [session({ passwordExpired: true })] });
      actor.send(submit());
      const done = await waitFor(actor, (s) => s.status === 'done');
      expect(done.matches('loggedIn')).toBe(true);
    });

    it('a weak password that failed does not count for the next, stronger attempt', async () => {
      const { actor } = startLogin({ logins: [new BusinessError('Wrong password'), session()] });
      actor.send(submit('player1', WEAK_DEFAULT_PASSWORD));
      await waitFor(actor, (s) => s.matches('idle'));
      expect(actor.getSnapshot().context.submittedDefaultPassword).toBe(false);
      actor.send(submit());
      const done = await waitFor(actor, (s) => s.status === 'done');
      expect(done.matches('loggedIn')).toBe(true);
    });
  });

  describe('failure', () => {
    it('goes back to idle with the server message and keeps the username', async () => {
      const { actor, captcha, stored } = startLogin({ logins: [new BusinessError('Wrong username or password')] });
      actor.send(submit('player1'));
      const idle = await waitFor(actor, (s) => s.matches('idle'));
      expect(idle.context.error).toBe('Wrong username or password');
      expect(idle.context.username).toBe('player1');
      expect(idle.context.captchaRequired).toBe(false);
      expect(captcha.count).toBe(0);
      expect(stored).toEqual([]);
    });

    it('falls back to a translation key when the failure has no message', async () => {
      const { actor } = startLogin({ logins: [new BusinessError('')] });
      actor.send(submit());
      const idle = await waitFor(actor, (s) => s.matches('idle'));
      expect(idle.context.error).toBe(LOGIN_FAILED_KEY);
    });

    it('ignores a second submit while the first is in flight', async () => {
      let resolve: (value: LoginSession) => void = () => {};
      const pending = new Promise<LoginSession>((r) => (resolve = r));
      const { actor, requests } = startLogin({ logins: [pending, session()] });
      actor.send(submit());
      actor.send(submit());
      await Promise.resolve();
      expect(requests).toHaveLength(1);
      resolve(session());
      await waitFor(actor, (s) => s.status === 'done');
      expect(requests).toHaveLength(1);
    });

    it('a new submit clears the previous error', async () => {
      let resolve: (value: LoginSession) => void = () => {};
      const pending = new Promise<LoginSession>((r) => (resolve = r));
      const { actor } = startLogin({ logins: [new BusinessError('Wrong password'), pending] });
      actor.send(submit());
      await waitFor(actor, (s) => s.matches('idle'));
      actor.send(submit());
      expect(actor.getSnapshot().context.error).toBeNull();
      resolve(session());
      await waitFor(actor, (s) => s.status === 'done');
    });
  });

  describe('captcha', () => {
    it('appears after a failure carrying captcha: required and an image is loaded', async () => {
      const { actor, captcha } = startLogin({ logins: [captchaFailure()] });
      actor.send(submit());
      const withImage = await waitForImage(actor, 'png-1');
      expect(withImage.matches({ idle: 'withCaptcha' })).toBe(true);
      expect(withImage.context.captchaRequired).toBe(true);
      expect(withImage.context.error).toBe('Invalid captcha input');
      expect(captcha.count).toBe(1);
    });

    it('once required, an empty captcha blocks the submit and a filled one is sent', async () => {
      const { actor, requests } = startLogin({ logins: [captchaFailure(), session()] });
      actor.send(submit());
      await waitForImage(actor, 'png-1');

      actor.send(submit('player1', PASSWORD, ' '));
      expect(actor.getSnapshot().context.problems).toEqual({ captcha: { kind: 'missing' } });
      expect(requests).toHaveLength(1);
      // the picture changes (a refresh) but nothing was typed: still not sent
      actor.send({ type: 'captcha.refresh' });
      actor.send(submit('player1', PASSWORD, ''));
      expect(actor.getSnapshot().context.problems).toEqual({ captcha: { kind: 'missing' } });
      await Promise.resolve();
      expect(requests).toHaveLength(1);

      actor.send(submit('player1', PASSWORD, 'x7k2'));
      await waitFor(actor, (s) => s.status === 'done');
      expect(requests[1]).toEqual({ type: 'username', username: 'player1', password: PASSWORD, captcha: 'x7k2' });
    });

    it('a further failure loads a fresh captcha, since each one is single-use', async () => {
      const { actor, captcha } = startLogin({
        logins: [captchaFailure(), new BusinessError('Wrong password', { captcha: true })],
      });
      actor.send(submit());
      await waitForImage(actor, 'png-1');
      actor.send(submit('player1', PASSWORD, 'x7k2'));
      const refreshed = await waitForImage(actor, 'png-2');
      expect(refreshed.context.error).toBe('Wrong password');
      expect(captcha.count).toBe(2);
    });

    it('stays required after a failure that does not mention captcha (a network error, say)', async () => {
      const { actor, captcha } = startLogin({
        logins: [captchaFailure(), new Error('Network link is abnormal, please try again')],
      });
      actor.send(submit());
      await waitForImage(actor, 'png-1');
      actor.send(submit('player1', PASSWORD, 'x7k2'));
      const again = await waitForImage(actor, 'png-2');
      expect(again.context.captchaRequired).toBe(true);
      expect(again.context.error).toBe('Network link is abnormal, please try again');
      expect(captcha.count).toBe(2);
    });

    it('a failed captcha load leaves the form usable', async () => {
      const { actor, captcha } = startLogin({ logins: [captchaFailure()], captchaFails: true });
      actor.send(submit());
      await vi.waitFor(() => expect(captcha.count).toBe(1));
      const idle = actor.getSnapshot();
      expect(idle.matches({ idle: 'withCaptcha' })).toBe(true);
      expect(idle.context.captchaRequired).toBe(true);
      expect(captchaImage(idle)).toBeNull();
    });

    it('captcha.refresh does nothing while no captcha is required', async () => {
      const { actor, captcha } = startLogin({});
      actor.send({ type: 'captcha.refresh' });
      await Promise.resolve();
      expect(actor.getSnapshot().matches({ idle: 'ready' })).toBe(true);
      expect(captcha.count).toBe(0);
    });

    it('captcha.refresh loads at most once per CAPTCHA_REFRESH_THROTTLE_MS', async () => {
      vi.useFakeTimers();
      const { actor, captcha } = startLogin({ logins: [captchaFailure()] });
      actor.send(submit());
      await vi.advanceTimersByTimeAsync(0);
      expect(captcha.count).toBe(1); // loaded because of the failure; the window starts now

      actor.send({ type: 'captcha.refresh' });
      await vi.advanceTimersByTimeAsync(CAPTCHA_REFRESH_THROTTLE_MS - 1);
      actor.send({ type: 'captcha.refresh' });
      await vi.advanceTimersByTimeAsync(0);
      expect(captcha.count).toBe(1);

      await vi.advanceTimersByTimeAsync(1);
      actor.send({ type: 'captcha.refresh' });
      await vi.advanceTimersByTimeAsync(0);
      expect(captcha.count).toBe(2);
      expect(captchaImage(actor.getSnapshot())).toBe('png-2');

      // Dropped, not queued: nothing loads when the window closes.
      actor.send({ type: 'captcha.refresh' });
      await vi.advanceTimersByTimeAsync(CAPTCHA_REFRESH_THROTTLE_MS * 2);
      expect(captcha.count).toBe(2);
    });

    it('a failed login reloads the captcha even inside the throttle window', async () => {
      vi.useFakeTimers();
      const { actor, captcha } = startLogin({ logins: [captchaFailure(), captchaFailure()] });
      actor.send(submit());
      await vi.advanceTimersByTimeAsync(0);
      actor.send(submit('player1', PASSWORD, 'x7k2'));
      await vi.advanceTimersByTimeAsync(0);
      expect(captcha.count).toBe(2);
    });
  });

  describe('sms login (spec §2: only when mobile-code login is on)', () => {
    const smsSubmit = (verificationCode = '123456', mobileNum = '0812345678') => ({
      type: 'user.submitSms' as const,
      mobileNum,
      countryDialingCode: '+66',
      verificationCode,
      remember: true,
    });

    it('offers the sms type only when enabled', () => {
      const off = startLogin({});
      off.actor.send({ type: 'loginType.change', loginType: 'sms' });
      expect(off.actor.getSnapshot().context.loginType).toBe('username');
      const on = startLogin({ input: { mobileCodeLogin: true } });
      on.actor.send({ type: 'loginType.change', loginType: 'sms' });
      expect(on.actor.getSnapshot().context.loginType).toBe('sms');
    });

    it('requires the mobile number and the code, and a number that looks like one; calls nothing meanwhile', async () => {
      const { actor, requests } = startLogin({ input: { mobileCodeLogin: true } });
      actor.send(smsSubmit(' ', ' '));
      expect(actor.getSnapshot().context.problems).toEqual({
        mobileNum: { kind: 'missing' },
        verificationCode: { kind: 'missing' },
      });
      actor.send(smsSubmit('123456', '08-12'));
      expect(actor.getSnapshot().context.problems).toEqual({ mobileNum: { kind: 'invalid' } });
      actor.send({ type: 'field.change', field: 'mobileNum' });
      expect(actor.getSnapshot().context.problems).toEqual({});
      await Promise.resolve();
      expect(requests).toEqual([]);
    });

    it('takes the spaces and dashes out of the number it sends', async () => {
      const { actor, requests } = startLogin({ input: { mobileCodeLogin: true }, logins: [session()] });
      actor.send(smsSubmit(' 482913 ', '081 234-5678'));
      await waitFor(actor, (s) => s.status === 'done');
      expect(requests).toEqual([
        { type: 'sms', mobileNum: '0812345678', countryDialingCode: '+66', verificationCode: '482913' },
      ]);
    });

    it('sends the code through the countdown child', async () => {
      const { actor, smsRequests } = startLogin({ input: { mobileCodeLogin: true } });
      actor.send({ type: 'sms.send', mobileNum: '081 234 5678', countryDialingCode: '+66' });
      await vi.waitFor(() => expect(smsRequests).toEqual([{ mobileNum: '0812345678', countryDialingCode: '+66' }]));
    });

    it('asks no code for a missing or invalid number: the mobile field shows why', async () => {
      const { actor, smsRequests } = startLogin({ input: { mobileCodeLogin: true } });
      actor.send({ type: 'sms.send', mobileNum: ' ', countryDialingCode: '+66' });
      expect(actor.getSnapshot().context.problems).toEqual({ mobileNum: { kind: 'missing' } });
      actor.send({ type: 'sms.send', mobileNum: '123', countryDialingCode: '+66' });
      expect(actor.getSnapshot().context.problems).toEqual({ mobileNum: { kind: 'invalid' } });
      await Promise.resolve();
      expect(smsRequests).toEqual([]);

      actor.send({ type: 'sms.send', mobileNum: '0812345678', countryDialingCode: '+66' });
      expect(actor.getSnapshot().context.problems).toEqual({});
      await vi.waitFor(() => expect(smsRequests).toHaveLength(1));
    });

    it("a get-code press keeps the other fields' problems", () => {
      const { actor } = startLogin({ input: { mobileCodeLogin: true } });
      actor.send(smsSubmit('', ''));
      actor.send({ type: 'sms.send', mobileNum: '0812345678', countryDialingCode: '+66' });
      expect(actor.getSnapshot().context.problems).toEqual({ verificationCode: { kind: 'missing' } });
    });

    it('switching the login type clears the problems', () => {
      const { actor } = startLogin({ input: { mobileCodeLogin: true } });
      actor.send(submit('', ''));
      actor.send({ type: 'loginType.change', loginType: 'sms' });
      expect(actor.getSnapshot().context.problems).toEqual({});
    });

    it('logs in by code, remembers the number and never forces a password change', async () => {
      const expired = session({ passwordExpired: true, account: 'player1' });
      const { actor, requests, stored, remembered } = startLogin({
        input: { mobileCodeLogin: true, forcePasswordChangeOnExpiry: true },
        logins: [expired],
      });
      actor.send(smsSubmit());
      const done = await waitFor(actor, (s) => s.status === 'done');
      expect(done.matches('loggedIn')).toBe(true);
      expect(requests).toEqual([
        { type: 'sms', mobileNum: '0812345678', countryDialingCode: '+66', verificationCode: '123456' },
      ]);
      expect(stored).toEqual([{ session: expired, username: 'player1', method: 'sms' }]);
      expect(remembered).toEqual([
        { remember: true, username: '', mobileNum: '0812345678', countryDialingCode: '+66' },
      ]);
    });
  });

  describe('remember-me (deliberate deviation: cookies for 24 h, never the password)', () => {
    it('remembers the username when ticked', async () => {
      const { actor, remembered } = startLogin({ logins: [session()] });
      actor.send({ ...submit(), remember: true });
      await waitFor(actor, (s) => s.status === 'done');
      expect(remembered).toEqual([{ remember: true, username: 'player1', mobileNum: '', countryDialingCode: '' }]);
      expect(JSON.stringify(remembered)).not.toContain(PASSWORD);
    });

    it('forgets when unticked, and starts ticked when it was', async () => {
      const { actor, remembered } = startLogin({ input: { remember: true, username: 'old' }, logins: [session()] });
      expect(actor.getSnapshot().context.remember).toBe(true);
      actor.send({ ...submit(), remember: false });
      await waitFor(actor, (s) => s.status === 'done');
      expect(remembered[0]).toMatchObject({ remember: false });
    });

    it('a failed login remembers nothing', async () => {
      const { actor, remembered } = startLogin({ logins: [new BusinessError('Wrong password')] });
      actor.send({ ...submit(), remember: true });
      await waitFor(actor, (s) => s.matches('idle'));
      expect(remembered).toEqual([]);
    });
  });

  describe('free play (spec §2)', () => {
    it('opens a trial session without an account and never asks for a password change', async () => {
      const trial = session({ isAgent: '4', account: 'TRY12345678', firstTimeLogin: false });
      const { actor, calls, stored } = startLogin({ freePlay: trial });
      actor.send({ type: 'user.freePlay' });
      const done = await waitFor(actor, (s) => s.status === 'done');
      expect(done.output).toEqual({ status: 'loggedIn', session: trial, member });
      expect(calls).toEqual(['loginFreePlay', 'storeSession', 'loadMember', 'markAfterLogin']);
      expect(stored).toEqual([{ session: trial, username: 'TRY12345678', method: 'freePlay' }]);
    });

    it("shows the server's message when free play is refused", async () => {
      const { actor } = startLogin({ freePlay: new BusinessError('Too many demo accounts, try later') });
      actor.send({ type: 'user.freePlay' });
      const idle = await waitFor(actor, (s) => s.matches('idle'));
      expect(idle.context.error).toBe('Too many demo accounts, try later');
    });
  });

  describe('login.reset', () => {
    it('clears messages, keeps the username and fetches a fresh captcha when one is required', async () => {
      const { actor, captcha } = startLogin({ logins: [captchaFailure()] });
      actor.send(submit());
      await waitForImage(actor, 'png-1');
      actor.send(submit('player1', '', 'x'));
      expect(actor.getSnapshot().context.problems).toEqual({ password: { kind: 'missing' } });

      actor.send({ type: 'login.reset' });
      const reset = await waitForImage(actor, 'png-2');
      expect(reset.context).toMatchObject({ error: null, problems: {}, username: 'player1', captchaRequired: true });
      expect(captcha.count).toBe(2);
    });
  });

  describe('the password is never kept', () => {
    const leaks = (value: unknown) => JSON.stringify(value).includes(PASSWORD);

    it('not in context after a submit with problems', () => {
      const { actor } = startLogin({ logins: [captchaFailure()] });
      actor.send(submit('', PASSWORD));
      expect(actor.getSnapshot().context.problems).toEqual({ username: { kind: 'missing' } });
      expect(leaks(actor.getSnapshot().context)).toBe(false);
      expect(leaks(actor.getPersistedSnapshot())).toBe(false);
    });

    it('not in context while submitting, nor anywhere in the snapshot after a failure', async () => {
      let reject: (error: Error) => void = () => {};
      const pending = new Promise<LoginSession>((_, r) => (reject = r));
      const { actor } = startLogin({ logins: [pending] });
      actor.send(submit());
      expect(actor.getSnapshot().matches('submitting')).toBe(true);
      expect(leaks(actor.getSnapshot().context)).toBe(false);

      reject(new BusinessError('Wrong password'));
      await waitFor(actor, (s) => s.matches('idle'));
      expect(leaks(actor.getSnapshot())).toBe(false);
      expect(leaks(actor.getPersistedSnapshot())).toBe(false);
    });

    it('not in the snapshot or output after logging in', async () => {
      const { actor } = startLogin({ logins: [session()] });
      actor.send(submit());
      const done = await waitFor(actor, (s) => s.status === 'done');
      expect(leaks(done)).toBe(false);
      expect(leaks(done.output)).toBe(false);
      expect(leaks(actor.getPersistedSnapshot())).toBe(false);
    });
  });

  it('fails loudly when the site forgot to provide storeSession', async () => {
    const machine = loginMachine.provide({
      actors: { login: fromPromise<LoginSession, LoginRequest>(async () => session()) },
    });
    const actor = createActor(machine, { input: {} });
    const errors: unknown[] = [];
    actor.subscribe({ error: (error) => errors.push(error) });
    actor.start();
    actor.send(submit());
    await waitFor(actor, (s) => s.status !== 'active').catch(() => undefined);
    expect(actor.getSnapshot().status).toBe('error');
    expect(String(errors[0])).toMatch(/storeSession.*not provided/);
  });
});
