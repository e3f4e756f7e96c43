import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { LoginSession } from '@wl/api/types';
import { SMS_DEFAULT_COUNTDOWN_SECONDS, SMS_REQUEST_THROTTLE_MS } from '../constants';
import { failure, useFakeClock } from '../testing/fakes';
import {
  LOGIN_VERIFICATION_EXPIRED_KEY,
  LOGIN_VERIFICATION_FAILED_KEY,
  LOGIN_VERIFICATION_SEND_FAILED_KEY,
  loginVerificationMachine,
  pendingLoginOf,
  type LoginVerificationMethod,
  type PendingLogin,
  type SendLoginCodeInput,
  type VerifyLoginRequest,
} from './loginVerificationMachine';

const session: LoginSession = {
  token: 't'.repeat(32),
  firstTimeLogin: false,
  passwordExpired: false,
  isAgent: '0',
  account: 'demo',
};

type Answer = Error | 'ok' | number | null;

function start(methods: LoginVerificationMethod[], answers: { send?: Answer[]; verify?: Answer[] } = {}) {
  const sends: SendLoginCodeInput[] = [];
  const verifies: VerifyLoginRequest[] = [];
  const pending: PendingLogin = {
    verificationToken: 'v'.repeat(40),
    methods,
    expiresAt: Date.now() + 10 * 60_000,
    maskedMobile: '+66 81••••678',
    maskedEmail: 'de••@example.com',
  };
  const machine = loginVerificationMachine.provide({
    actors: {
      sendCode: fromPromise<number | null, SendLoginCodeInput>(async ({ input }) => {
        sends.push(input);
        const next = answers.send?.shift();
        if (next instanceof Error) throw next;
        return typeof next === 'number' ? next : null;
      }),
      verify: fromPromise<LoginSession, VerifyLoginRequest>(async ({ input }) => {
        verifies.push(input);
        const next = answers.verify?.shift();
        if (next instanceof Error) throw next;
        return session;
      }),
    },
  });
  const actor = createActor(machine, { input: { pending, tickMs: 1000 } }).start();
  return { actor, sends, verifies, state: () => actor.getSnapshot() };
}

const sender = (state: { value: unknown }) => (state.value as { editing?: { sender: string } }).editing?.sender;
const flush = () => vi.advanceTimersByTimeAsync(0);

describe('pendingLoginOf', () => {
  const offer = {
    verificationToken: 'v'.repeat(40),
    methods: ['sms'],
    expiresAt: 1,
    maskedMobile: null,
    maskedEmail: null,
  };
  it('reads the offer of a VERIFICATION_REQUIRED failure only', () => {
    expect(
      pendingLoginOf(
        failure('Please complete verification first', 'VERIFICATION_REQUIRED', { verificationRequired: offer }),
      ),
    ).toEqual(offer);
    expect(pendingLoginOf(failure('Wrong password', 'LOGIN_FAILED', { verificationRequired: offer }))).toBeNull();
    expect(pendingLoginOf(failure('x', 'VERIFICATION_REQUIRED', { captcha: true }))).toBeNull();
    expect(
      pendingLoginOf(failure('x', 'VERIFICATION_REQUIRED', { verificationRequired: { ...offer, methods: [] } })),
    ).toBeNull();
    expect(pendingLoginOf('nothing')).toBeNull();
  });
});

describe('loginVerification (spec §4: a login from a new IP)', () => {
  useFakeClock('2026-11-25T09:00:00Z');

  it('starts on the first method offered, nothing sent', () => {
    const { state } = start(['authenticator', 'sms']);
    expect(state().value).toEqual({ editing: { sender: 'ready', form: {} } });
    expect(state().context).toMatchObject({ method: 'authenticator', methods: ['authenticator', 'sms'], sent: {} });
  });

  it('verifies with an authenticator code: the session is the output', async () => {
    const { actor, verifies, state } = start(['authenticator']);
    actor.send({ type: 'user.submit', answer: ' 123456 ' });
    expect(state().value).toBe('verifying');
    await flush();
    expect(verifies).toEqual([{ method: 'authenticator', verificationToken: 'v'.repeat(40), code: '123456' }]);
    expect(state().status).toBe('done');
    expect(state().output).toEqual({ status: 'verified', session });
  });

  it('verifies with a bank account name, sent trimmed', async () => {
    const { actor, verifies, state } = start(['bankAccountName']);
    actor.send({ type: 'user.submit', answer: '  Somchai Jaidee ' });
    await flush();
    expect(verifies).toEqual([
      { method: 'bankAccountName', verificationToken: 'v'.repeat(40), accountName: 'Somchai Jaidee' },
    ]);
    expect(state().output).toEqual({ status: 'verified', session });
  });

  it.each([
    ['authenticator', '', 'missing'],
    ['authenticator', '12345', 'invalid'],
    ['sms', 'abcdef', 'invalid'],
    ['bankAccountName', '   ', 'missing'],
    ['bankAccountName', 'x'.repeat(101), 'invalid'],
  ] as const)('%s answer %j: %s, no call; an edit clears it', async (method, answer, kind) => {
    const { actor, verifies, state } = start([method]);
    actor.send({ type: 'user.submit', answer });
    expect(state().context.problem).toEqual({ kind });
    await flush();
    expect(verifies).toEqual([]);
    actor.send({ type: 'field.change' });
    expect(state().context.problem).toBeNull();
  });

  it('only an offered method can be chosen; choosing clears the message', async () => {
    const { actor, state } = start(['sms', 'email'], {
      verify: [failure('Verification failed, 4 attempts left', 'VERIFICATION_FAILED', { attemptsLeft: 4 })],
    });
    actor.send({ type: 'method.select', method: 'authenticator' });
    expect(state().context.method).toBe('sms');
    actor.send({ type: 'user.submit', answer: '000000' });
    await flush();
    expect(state().context.error).toBe('Verification failed, 4 attempts left');
    actor.send({ type: 'method.select', method: 'email' });
    expect(state().context).toMatchObject({ method: 'email', error: null });
  });

  it('sends a code for sms, counts down, and keeps each method its own countdown', async () => {
    const { actor, sends, state } = start(['sms', 'email'], { send: [Date.now() + 3000, null] });
    actor.send({ type: 'code.send' });
    expect(sender(state())).toBe('sending');
    await flush();
    expect(sends).toEqual([{ verificationToken: 'v'.repeat(40), method: 'sms' }]);
    expect(sender(state())).toBe('counting');
    expect(state().context).toMatchObject({ secondsLeft: 3, sent: { sms: true } });
    actor.send({ type: 'code.send' });
    expect(sends).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(state().context.secondsLeft).toBe(2);

    actor.send({ type: 'method.select', method: 'email' });
    expect(sender(state())).toBe('ready');
    actor.send({ type: 'code.send' });
    await flush();
    expect(sends[1]).toEqual({ verificationToken: 'v'.repeat(40), method: 'email' });
    expect(state().context.secondsLeft).toBe(SMS_DEFAULT_COUNTDOWN_SECONDS);

    actor.send({ type: 'method.select', method: 'sms' });
    expect(sender(state())).toBe('counting');
    expect(state().context.secondsLeft).toBe(2);
    await vi.advanceTimersByTimeAsync(2000);
    expect(sender(state())).toBe('ready');
  });

  it('no code to send for the authenticator or a bank account name', async () => {
    const { actor, sends, state } = start(['authenticator']);
    actor.send({ type: 'code.send' });
    await flush();
    expect(sends).toEqual([]);
    expect(sender(state())).toBe('ready');
  });

  it("a failed send shows the server's message and waits a second; a fallback without one", async () => {
    const { actor, sends, state } = start(['email'], {
      send: [failure('Too soon, wait 50 seconds', 'TOO_SOON'), new Error('')],
    });
    actor.send({ type: 'code.send' });
    await flush();
    expect(sender(state())).toBe('throttled');
    expect(state().context.error).toBe('Too soon, wait 50 seconds');
    actor.send({ type: 'error.dismiss' });
    expect(state().context.error).toBeNull();
    actor.send({ type: 'code.send' });
    expect(sends).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(SMS_REQUEST_THROTTLE_MS);
    actor.send({ type: 'code.send' });
    await flush();
    expect(state().context.error).toBe(LOGIN_VERIFICATION_SEND_FAILED_KEY);
  });

  it('a wrong code says the tries left and keeps the countdown; the next right one verifies', async () => {
    const { actor, state } = start(['sms'], {
      send: [Date.now() + 60_000],
      verify: [failure('Verification failed, 4 attempts left', 'VERIFICATION_FAILED', { attemptsLeft: 4 })],
    });
    actor.send({ type: 'code.send' });
    await flush();
    actor.send({ type: 'user.submit', answer: '000000' });
    await flush();
    expect(state().context).toMatchObject({ error: 'Verification failed, 4 attempts left', attemptsLeft: 4 });
    expect(sender(state())).toBe('counting');
    actor.send({ type: 'user.submit', answer: '123456' });
    expect(state().context.error).toBeNull();
    await flush();
    expect(state().output).toEqual({ status: 'verified', session });
  });

  it('a failure without a message shows the fallback', async () => {
    const { actor, state } = start(['authenticator'], { verify: [new Error('')] });
    actor.send({ type: 'user.submit', answer: '123456' });
    await flush();
    expect(state().context.error).toBe(LOGIN_VERIFICATION_FAILED_KEY);
  });

  it.each([
    [
      'the fifth failure',
      failure('The verification has expired, please log in again', 'VERIFICATION_EXPIRED', { attemptsLeft: 0 }),
    ],
    ['an ended token', failure('The verification has expired, please log in again', 'VERIFICATION_EXPIRED')],
  ])('%s ends it: log in again', async (_, error) => {
    const { actor, state } = start(['authenticator'], { verify: [error] });
    actor.send({ type: 'user.submit', answer: '123456' });
    await flush();
    expect(state().output).toEqual({
      status: 'expired',
      error: 'The verification has expired, please log in again',
    });
  });

  it('an ended token found by a send ends it too', async () => {
    const { actor, state } = start(['sms'], { send: [failure('', 'VERIFICATION_EXPIRED')] });
    actor.send({ type: 'code.send' });
    await flush();
    expect(state().output).toEqual({ status: 'expired', error: LOGIN_VERIFICATION_EXPIRED_KEY });
  });

  it('the pending login runs out while the player thinks', async () => {
    const { state } = start(['authenticator']);
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(state().output).toEqual({ status: 'expired', error: LOGIN_VERIFICATION_EXPIRED_KEY });
  });

  it('cancel goes back to the login without a session', () => {
    const { actor, state } = start(['sms']);
    actor.send({ type: 'user.cancel' });
    expect(state().output).toEqual({ status: 'cancelled' });
  });
});
