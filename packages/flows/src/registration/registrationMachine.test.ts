import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { LoginSession, MemberInfo } from '@wl/api/types';
import {
  acceptedPatternOf,
  registerFieldStates,
  type PatternId,
  type RegisterField,
  type RegisterFieldRule,
} from '@wl/rules';
import { SMS_COUNTDOWN_TICK_REGISTER_MS } from '../constants';
import type { SmsRequest } from '../sms';
import { BusinessError, countingCaptcha, recordingSms } from '../testing/fakes';
import {
  INVITATION_CODE_ERROR_KEY,
  REGISTER_FAILED_KEY,
  initialRegistrationValues,
  registrationMachine,
  resetRegistrationValues,
  type AffiliateCheckInput,
  type PhoneVerificationInput,
  type RegistrationInput,
  type RegistrationRequest,
  type RegistrationSettings,
} from './registrationMachine';

const field = (patternId: PatternId, minLength: number, maxLength: number, required = false): RegisterFieldRule => ({
  enabled: true,
  required,
  minLength,
  maxLength,
  acceptedPattern: acceptedPatternOf(patternId),
  patternId,
});

const settings: RegistrationSettings = {
  registerTypes: { register: true, registerMobile: true },
  smsVerification: true,
  thirdPartyPhoneAuth: false,
  defaultCountryDialingCode: '+66',
  fields: {
    username: field('letterFirstAlphanumeric', 6, 16),
    password: field('lettersAndDigits', 6, 20),
    email: field('email', 6, 60),
    affiliateCode: field('alphanumeric', 4, 12),
  },
};

const newSession: LoginSession = {
  token: 't'.repeat(32),
  firstTimeLogin: false,
  passwordExpired: false,
  isAgent: '0',
  account: 'player01',
};
const member: MemberInfo = { id: 9, account: 'player01', nickname: 'player01', type: 0, isAgent: '0' };

function start(
  options: {
    input?: Partial<RegistrationInput>;
    validCodes?: string[];
    /** One answer for every call, or one per call in turn. */
    registerAnswer?: LoginSession | null | Error | (LoginSession | null | Error)[];
    phone?: string | Error;
  } = {},
) {
  const checks: AffiliateCheckInput[] = [];
  const requests: RegistrationRequest[] = [];
  const stored: unknown[] = [];
  const smsRequests: SmsRequest[] = [];
  const captcha = { count: 0 };
  const phoneCalls: unknown[] = [];
  const machine = registrationMachine.provide({
    actors: {
      checkAffiliate: fromPromise<boolean, AffiliateCheckInput>(async ({ input }) => {
        checks.push(input);
        return (options.validCodes ?? ['AGENT01']).includes(input.code);
      }),
      verifyPhone: fromPromise<string, PhoneVerificationInput>(async ({ input }) => {
        phoneCalls.push(input);
        if (options.phone instanceof Error) throw options.phone;
        return options.phone ?? 'firebase-token';
      }),
      register: fromPromise<LoginSession | null, RegistrationRequest>(async ({ input }) => {
        requests.push(input);
        const answers = options.registerAnswer === undefined ? newSession : options.registerAnswer;
        const answer = Array.isArray(answers) ? answers[requests.length - 1]! : answers;
        if (answer instanceof Error) throw answer;
        return answer;
      }),
      loadMember: fromPromise<MemberInfo, { session: LoginSession }>(async () => member),
      captcha: countingCaptcha(captcha),
      smsCountdown: recordingSms(smsRequests),
    },
    actions: { storeSession: (_, params) => stored.push(params) },
  });
  const input: RegistrationInput = {
    settings,
    domain: 'siam.example',
    registerUrl: 'https://siam.example/register',
    ...options.input,
  };
  const actor = createActor(machine, { input }).start();
  // The site's part: it holds the values, tells the machine which field changed and sends the values with the submit.
  const form = { values: initialRegistrationValues(input) };
  const type = (values: Partial<Record<RegisterField, string>>) => {
    for (const [name, value] of Object.entries(values)) {
      form.values = { ...form.values, [name]: value };
      actor.send({ type: 'field.change', field: name as RegisterField });
    }
  };
  const agree = () => {
    form.values = { ...form.values, agreed: true };
    actor.send({ type: 'field.change', field: 'agreed' });
  };
  const submit = (botCheck?: Record<string, string>) =>
    actor.send({ type: 'user.submit', values: form.values, ...(botCheck ? { botCheck } : {}) });
  /** The player fills in these values, ticks the 18+ box and submits. */
  const register = (values: Partial<Record<RegisterField, string>>, botCheck?: Record<string, string>) => {
    type(values);
    agree();
    submit(botCheck);
  };
  return { actor, form, checks, requests, stored, smsRequests, captcha, phoneCalls, type, agree, submit, register };
}

const complete = { username: 'player01', password: 'secret123', confirmPassword: 'secret123' };

afterEach(() => vi.useRealTimers());

describe('registrationMachine (spec §4 Registration flow)', () => {
  it('offers only the enabled types and starts on the first', () => {
    const { actor } = start({
      input: { settings: { ...settings, registerTypes: { register: false, registerMobile: true } } },
    });
    expect(actor.getSnapshot().context).toMatchObject({ types: ['registerMobile'], type: 'registerMobile' });
    actor.send({ type: 'type.change', registerType: 'register' });
    expect(actor.getSnapshot().context.type).toBe('registerMobile');
  });

  it("starts the site's values with the dialling code of the settings and the URL's code", () => {
    expect(initialRegistrationValues({ settings })).toMatchObject({ countryDialingCode: '+66', affiliateCode: '' });
    expect(initialRegistrationValues({ settings, referralCode: ' AGENT01 ' })).toMatchObject({
      countryDialingCode: '+66',
      affiliateCode: 'AGENT01',
      username: '',
      password: '',
      agreed: false,
    });
  });

  describe('validation by the server rules (spec §5)', () => {
    it('blocks the submit, reports every problem and keeps what was typed', () => {
      const { actor, form, requests, type, submit } = start();
      type({ username: '1abc', password: 'secret123', confirmPassword: 'secret124', email: 'x' });
      const typed = form.values;
      submit();
      const { context, value } = actor.getSnapshot();
      expect(value).toEqual({ editing: 'ready' });
      expect(context.problems).toEqual({
        username: { kind: 'pattern', patternId: 'letterFirstAlphanumeric', minLength: 6, maxLength: 16 },
        confirmPassword: { kind: 'mismatch' },
        email: { kind: 'pattern', patternId: 'email', minLength: 6, maxLength: 60 },
        agreed: { kind: 'notAgreed' },
      });
      // what was typed is the site's: the machine neither holds nor changes it
      expect(context).not.toHaveProperty('values');
      expect(form.values).toBe(typed);
      expect(requests).toEqual([]);
    });

    it('clears a field problem when that field changes', () => {
      const { actor, type, agree, submit } = start();
      submit();
      expect(actor.getSnapshot().context.problems.username).toEqual({ kind: 'missing' });
      type({ username: 'p' });
      expect(actor.getSnapshot().context.problems.username).toBeUndefined();
      expect(actor.getSnapshot().context.problems.password).toEqual({ kind: 'missing' });
      agree();
      expect(actor.getSnapshot().context.problems.agreed).toBeUndefined();
    });

    it('validates the values of the submit, not earlier ones', async () => {
      const { actor, form, requests, submit } = start();
      submit();
      expect(actor.getSnapshot().context.problems.username).toEqual({ kind: 'missing' });
      form.values = { ...form.values, ...complete, agreed: true };
      submit();
      expect(actor.getSnapshot().context.problems).toEqual({});
      await waitFor(actor, (s) => s.status === 'done');
      expect(requests[0]!.form).toMatchObject(complete);
    });
  });

  describe('registering', () => {
    it('sends the fields on screen with the extras, stores the session, loads the member and ends registered', async () => {
      const { actor, requests, stored, register } = start();
      register({ ...complete, email: ' me@example.com ', qqNum: 'hidden field' }, { token: 'ok' });
      const done = await waitFor(actor, (s) => s.status === 'done');
      expect(requests).toEqual([
        {
          type: 'register',
          form: {
            username: 'player01',
            password: 'secret123',
            confirmPassword: 'secret123',
            email: 'me@example.com',
            login: true,
            registerMethod: 'WEB',
            domain: 'siam.example',
            registerUrl: 'https://siam.example/register',
            botCheck: { token: 'ok' },
          },
        },
      ]);
      expect(stored).toEqual([{ session: newSession, username: 'player01' }]);
      expect(done.output).toEqual({ session: newSession, member, type: 'register', account: 'player01' });
    });

    it('a mobile registration copies the mobile number into username and sends the dialling code', async () => {
      const mobileSession = { ...newSession, account: '0812345678' };
      const { actor, requests, register } = start({
        input: { type: 'registerMobile' },
        registerAnswer: mobileSession,
      });
      register({ mobileNum: '0812345678', verificationCode: '123456' });
      const done = await waitFor(actor, (s) => s.status === 'done');
      expect(requests[0]).toEqual({
        type: 'registerMobile',
        form: expect.objectContaining({
          mobileNum: '0812345678',
          username: '0812345678',
          verificationCode: '123456',
          countryDialingCode: '+66',
        }),
      });
      expect(requests[0]!.form).not.toHaveProperty('password');
      expect(done.output).toMatchObject({ type: 'registerMobile', account: '0812345678' });
    });

    it("shows the server's message on the field it names, and a general one otherwise; a fresh captcha each time", async () => {
      const withCaptcha = { ...settings, fields: { ...settings.fields, captcha: field('digits', 4, 4, true) } };
      const { actor, form, type, captcha, register } = start({
        input: { settings: withCaptcha },
        registerAnswer: new BusinessError('This account already exists', { field: 'username' }),
      });
      await vi.waitFor(() => expect(captcha.count).toBe(1));
      register({ ...complete, captcha: '1234' });
      const editing = await waitFor(actor, (s) => s.matches('editing'));
      expect(editing.context.fieldErrors).toEqual({ username: 'This account already exists' });
      expect(form.values.username).toBe('player01');
      await vi.waitFor(() => expect(captcha.count).toBe(2));

      type({ username: 'player02' });
      expect(actor.getSnapshot().context.fieldErrors).toEqual({});
    });

    it('a failure without a field or message shows the fallback', async () => {
      const { actor, register } = start({ registerAnswer: new BusinessError('') });
      register(complete);
      const editing = await waitFor(actor, (s) => s.matches('editing'));
      expect(editing.context.error).toBe(REGISTER_FAILED_KEY);
    });
  });

  describe('affiliate code', () => {
    it("a valid code from the URL hides the field and is sent with the URL's referralCode", async () => {
      const { actor, checks, requests, register } = start({ input: { referralCode: 'AGENT01' } });
      await waitFor(actor, (s) => s.matches('editing'));
      expect(checks).toEqual([{ code: 'AGENT01', domain: 'siam.example' }]);
      expect(actor.getSnapshot().context.affiliateFromUrl).toBe(true);
      register(complete);
      await waitFor(actor, (s) => s.status === 'done');
      expect(checks).toHaveLength(1);
      expect(requests[0]!.form).toMatchObject({ affiliateCode: 'AGENT01', referralCode: 'AGENT01' });
    });

    it('a bad code from the URL shows the field filled in, with the alert', async () => {
      const { actor, form } = start({ input: { referralCode: 'NOPE' } });
      const editing = await waitFor(actor, (s) => s.matches('editing'));
      expect(editing.context).toMatchObject({ affiliateFromUrl: false, affiliateAlert: true });
      expect(form.values.affiliateCode).toBe('NOPE');
      expect(
        registerFieldStates(editing.context.type, settings.fields, { affiliateCodeFromUrl: false }).map((f) => f.field),
      ).toContain('affiliateCode');
      actor.send({ type: 'alert.dismiss' });
      expect(actor.getSnapshot().context.affiliateAlert).toBe(false);
    });

    it(`a bad typed code stops the registration with ${INVITATION_CODE_ERROR_KEY}`, async () => {
      const { actor, form, checks, requests, register } = start();
      register({ ...complete, affiliateCode: ' WRONG1 ' });
      await waitFor(actor, (s) => s.matches('editing') && s.context.affiliateAlert);
      expect(checks).toEqual([{ code: 'WRONG1', domain: 'siam.example' }]);
      expect(form.values.affiliateCode).toBe(' WRONG1 ');
      expect(requests).toEqual([]);
    });

    it('a good typed code is checked, then sent', async () => {
      const { actor, checks, requests, register } = start();
      register({ ...complete, affiliateCode: 'AGENT01' });
      await waitFor(actor, (s) => s.status === 'done');
      expect(checks).toEqual([{ code: 'AGENT01', domain: 'siam.example' }]);
      // the values reach the call after the check
      expect(requests[0]!.form).toMatchObject({
        affiliateCode: 'AGENT01',
        username: 'player01',
        password: 'secret123',
      });
    });
  });

  describe('third-party phone verification (pluggable)', () => {
    const phoneSettings = { ...settings, thirdPartyPhoneAuth: true };

    it('sends the provider token with firebaseChannel sms', async () => {
      const { actor, requests, phoneCalls, register } = start({
        input: { settings: phoneSettings, type: 'registerMobile' },
      });
      register({ mobileNum: ' 0812345678 ', verificationCode: '123456' });
      await waitFor(actor, (s) => s.status === 'done');
      expect(phoneCalls).toEqual([{ mobileNum: '0812345678', countryDialingCode: '+66', verificationCode: '123456' }]);
      expect(requests[0]!.form).toMatchObject({
        firebaseChannel: 'sms',
        firebaseIdToken: 'firebase-token',
        mobileNum: '0812345678',
      });
      // the provider's code proved the number to the provider; the merchant gets its token instead
      expect(requests[0]!.form).not.toHaveProperty('verificationCode');
    });

    it('the provider texts the code: the SMS button asks it, and its code field shows without SMS verification', async () => {
      vi.useFakeTimers();
      const { actor, form, smsRequests, type, register, phoneCalls, requests } = start({
        input: { settings: { ...phoneSettings, smsVerification: false }, type: 'registerMobile' },
      });
      type({ mobileNum: '0812345678' });
      actor.send({ type: 'sms.send', mobileNum: form.values.mobileNum, countryDialingCode: '+66' });
      await vi.advanceTimersByTimeAsync(0);
      expect(smsRequests).toEqual([{ mobileNum: '0812345678', countryDialingCode: '+66', channel: 'provider' }]);
      // without the provider's code the form stops at the field (the code is required)
      register({});
      expect(actor.getSnapshot().context.problems).toHaveProperty('verificationCode');
      expect(phoneCalls).toEqual([]);
      type({ verificationCode: '654321' });
      actor.send({ type: 'user.submit', values: form.values });
      await vi.advanceTimersByTimeAsync(0);
      await waitFor(actor, (s) => s.status === 'done');
      expect(phoneCalls).toEqual([{ mobileNum: '0812345678', countryDialingCode: '+66', verificationCode: '654321' }]);
      expect(requests[0]!.form.firebaseIdToken).toBe('firebase-token');
    });

    it('a failed verification aborts silently', async () => {
      const { actor, requests, register } = start({
        input: { settings: phoneSettings, type: 'registerMobile' },
        phone: new Error('provider said no'),
      });
      register({ mobileNum: '0812345678', verificationCode: '123456' });
      const editing = await waitFor(actor, (s) => s.matches('editing'));
      expect(editing.context.error).toBeNull();
      expect(requests).toEqual([]);
    });
  });

  it('sends the SMS code for the number typed, counting every 1000 ms', async () => {
    vi.useFakeTimers();
    const { actor, form, smsRequests, type } = start({ input: { type: 'registerMobile' } });
    type({ mobileNum: '0812345678' });
    actor.send({
      type: 'sms.send',
      mobileNum: form.values.mobileNum,
      countryDialingCode: form.values.countryDialingCode,
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(smsRequests).toEqual([{ mobileNum: '0812345678', countryDialingCode: '+66' }]);
    const sms = actor.getSnapshot().children.sms!;
    const before = (sms.getSnapshot() as { context: { secondsLeft: number } }).context.secondsLeft;
    await vi.advanceTimersByTimeAsync(SMS_COUNTDOWN_TICK_REGISTER_MS);
    expect((sms.getSnapshot() as { context: { secondsLeft: number } }).context.secondsLeft).toBe(before - 1);
  });

  it('reset empties the form but keeps the dialling code and the URL code', async () => {
    const { actor, form, type, submit } = start({ input: { referralCode: ' AGENT01 ' } });
    await waitFor(actor, (s) => s.matches('editing'));
    type({ ...complete, email: 'a@b.co' });
    form.values = { ...form.values, countryDialingCode: '+84' };
    submit();
    expect(actor.getSnapshot().context.problems).not.toEqual({});
    // the site empties its values as the machine says, and tells the machine
    form.values = resetRegistrationValues(form.values, actor.getSnapshot().context.referralCode);
    actor.send({ type: 'user.reset' });
    expect(form.values).toMatchObject({
      username: '',
      password: '',
      confirmPassword: '',
      email: '',
      countryDialingCode: '+84',
      affiliateCode: 'AGENT01',
      agreed: false,
    });
    expect(actor.getSnapshot().context).toMatchObject({
      problems: {},
      fieldErrors: {},
      error: null,
      affiliateAlert: false,
    });
  });

  it('never holds the password in its context, through the checks, a failure and a retry', async () => {
    const password = 'Pa55wordOnlyHere';
    const everything = {
      ...settings,
      thirdPartyPhoneAuth: true,
      fields: { ...settings.fields, mobileNum: field('digits', 9, 10, true) },
    };
    const { actor, requests, checks, phoneCalls, type, submit, register } = start({
      input: { settings: everything },
      registerAnswer: [new BusinessError('This account already exists', { field: 'username' }), newSession],
    });
    const contexts: unknown[] = [];
    actor.subscribe((snapshot) => contexts.push(snapshot.context));
    register({
      username: 'player01',
      password,
      confirmPassword: password,
      mobileNum: '0812345678',
      verificationCode: '123456',
      affiliateCode: 'AGENT01',
    });
    await waitFor(actor, (s) => s.matches('editing') && Object.keys(s.context.fieldErrors).length > 0);
    type({ username: 'player02' });
    submit();
    await waitFor(actor, (s) => s.status === 'done');

    // the password went where it belongs: the registration calls, after the affiliate and phone checks
    expect(checks.map((check) => check.code)).toEqual(['AGENT01', 'AGENT01']);
    expect(phoneCalls).toHaveLength(2);
    expect(requests.map((request) => request.form)).toEqual([
      expect.objectContaining({ username: 'player01', password, confirmPassword: password }),
      expect.objectContaining({ username: 'player02', password, confirmPassword: password }),
    ]);
    // and never into the context, at any step
    expect(contexts.length).toBeGreaterThan(10);
    for (const context of contexts) {
      expect(context).not.toHaveProperty('values');
      expect(JSON.stringify(context)).not.toContain(password);
    }
  });

  describe('direct registration (spec §6)', () => {
    it('on: the payload asks to log in and the session is stored', async () => {
      const { actor, requests, stored, register } = start({
        input: { settings: { ...settings, directRegistration: true } },
      });
      register(complete);
      const done = await waitFor(actor, (s) => s.status === 'done');
      expect(requests[0]!.form.login).toBe(true);
      expect(stored).toHaveLength(1);
      expect(done.output?.session).toEqual(newSession);
    });

    it('off: the payload asks for no login; the account is made and nothing is stored', async () => {
      const { actor, requests, stored, register } = start({
        input: { settings: { ...settings, directRegistration: false } },
        registerAnswer: null,
      });
      register(complete);
      const done = await waitFor(actor, (s) => s.status === 'done');
      expect(requests[0]!.form.login).toBe(false);
      expect(stored).toEqual([]);
      expect(done.output).toMatchObject({ session: null, member: null, account: 'player01', type: 'register' });
    });
  });
});
