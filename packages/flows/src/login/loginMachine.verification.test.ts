import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { LoginRequest, LoginSession, MemberInfo } from '@wl/api/types';
import type { AfterLoginParams, RememberParams, SessionParams } from './loginMachine';
import { loginMachine } from './loginMachine';
import {
  loginVerificationMachine,
  type PendingLogin,
  type SendLoginCodeInput,
  type VerifyLoginRequest,
} from './loginVerificationMachine';

const session: LoginSession = {
  token: 'b'.repeat(32),
  firstTimeLogin: false,
  passwordExpired: false,
  isAgent: '0',
  account: 'player1',
};
const member: MemberInfo = { id: 7, account: 'player1', nickname: 'Player One', type: 0, isAgent: '0' };
const pending: PendingLogin = {
  verificationToken: 'v'.repeat(40),
  methods: ['authenticator', 'sms'],
  expiresAt: Date.now() + 600_000,
  maskedMobile: '+66 81••••678',
  maskedEmail: null,
};
const newIp = () =>
  Object.assign(new Error('Please complete verification first'), {
    code: 'VERIFICATION_REQUIRED',
    value: { verificationRequired: pending },
  });

/** The login flow against a server that asks every login from this address to verify first. */
function start(verifyAnswers: Array<LoginSession | Error>) {
  const log: string[] = [];
  const stored: SessionParams[] = [];
  const remembered: RememberParams[] = [];
  const machine = loginMachine.provide({
    actors: {
      login: fromPromise<LoginSession, LoginRequest>(async () => {
        log.push('login');
        throw newIp();
      }),
      loadMember: fromPromise<MemberInfo, { session: LoginSession }>(async () => member),
      loginVerification: loginVerificationMachine.provide({
        actors: {
          sendCode: fromPromise<number | null, SendLoginCodeInput>(async ({ input }) => {
            log.push(`send ${input.method}`);
            return null;
          }),
          verify: fromPromise<LoginSession, VerifyLoginRequest>(async ({ input }) => {
            log.push(`verify ${input.method}`);
            const next = verifyAnswers.shift();
            if (!next || next instanceof Error) throw next ?? new Error('no answer');
            return next;
          }),
        },
      }),
    },
    actions: {
      storeSession: (_, params: SessionParams) => {
        log.push('store');
        stored.push(params);
      },
      rememberLogin: (_, params: RememberParams) => remembered.push(params),
      onFirstLogin: () => log.push('firstLogin'),
      markAfterLogin: (_, params: AfterLoginParams) => log.push(`afterLogin ${params.member?.account}`),
    },
  });
  const actor = createActor(machine, { input: {} }).start();
  const verification = () => actor.getSnapshot().children.verification;
  return { actor, log, stored, remembered, verification };
}

const submit = { type: 'user.submit', username: ' player1 ', password: 'S3cret-pass', remember: true } as const;

describe('login from a new IP (spec §4)', () => {
  it('asks for verification instead of failing; no session until it is verified, then the usual end', async () => {
    const { actor, log, stored, remembered, verification } = start([session]);
    actor.send(submit);
    await waitFor(actor, (s) => s.matches('verifying'));
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(stored).toEqual([]);
    expect(verification()?.getSnapshot().context.methods).toEqual(['authenticator', 'sms']);

    verification()!.send({ type: 'user.submit', answer: '123456' });
    const done = await waitFor(actor, (s) => s.status === 'done');
    expect(log).toEqual(['login', 'verify authenticator', 'store', 'afterLogin player1']);
    expect(stored).toEqual([{ session, username: 'player1', method: 'username' }]);
    expect(remembered).toEqual([{ remember: true, username: 'player1', mobileNum: '', countryDialingCode: '' }]);
    expect(done.output).toEqual({ status: 'loggedIn', session, member });
  });

  it('giving up goes back to the form without a session or a message', async () => {
    const { actor, stored, verification } = start([]);
    actor.send(submit);
    await waitFor(actor, (s) => s.matches('verifying'));
    verification()!.send({ type: 'user.cancel' });
    const back = await waitFor(actor, (s) => s.matches('idle'));
    expect(back.context.error).toBeNull();
    expect(stored).toEqual([]);
  });

  it('running out of tries goes back to the form with the message; a new login asks again', async () => {
    const expired = Object.assign(new Error('The verification has expired, please log in again'), {
      code: 'VERIFICATION_EXPIRED',
      value: { attemptsLeft: 0 },
    });
    const { actor, log, stored, verification } = start([expired]);
    actor.send(submit);
    await waitFor(actor, (s) => s.matches('verifying'));
    verification()!.send({ type: 'user.submit', answer: '000000' });
    const back = await waitFor(actor, (s) => s.matches('idle'));
    expect(back.context.error).toBe('The verification has expired, please log in again');
    expect(stored).toEqual([]);
    actor.send(submit);
    await waitFor(actor, (s) => s.matches('verifying'));
    expect(log.filter((entry) => entry === 'login')).toHaveLength(2);
  });
});
