import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { LoginSession } from '@wl/api/types';
import { SMS_COUNTDOWN_TICK_LOGIN_MS, SMS_REQUEST_THROTTLE_MS } from '../constants';
import { errorMessage } from '../errors';
import { assignErrorOr, errorOrFallback, errorParams, eventOf } from '../form';
import { actorNotProvided } from '../notProvided';
import { countdownStates, resendTime, resumingState, secondsUntil } from '../sms/codeCountdown';

/** Translation keys shown when a call fails without a server message, and when the pending login runs out. */
export const LOGIN_VERIFICATION_FAILED_KEY = 'register:newIp.failed';
export const LOGIN_VERIFICATION_SEND_FAILED_KEY = 'register:newIp.sendFailed';
export const LOGIN_VERIFICATION_EXPIRED_KEY = 'register:newIp.expired';

/** The contract's failure codes this flow reacts to. */
const VERIFICATION_REQUIRED = 'VERIFICATION_REQUIRED';
const VERIFICATION_EXPIRED = 'VERIFICATION_EXPIRED';

/** The contract's VerificationCode (6 digits) and the bank account name's length. */
const CODE_PATTERN = /^[0-9]{6}$/;
const ACCOUNT_NAME_MAX_LENGTH = 100;

/** openapi LoginVerificationMethod. */
export type LoginVerificationMethod = 'sms' | 'email' | 'bankAccountName' | 'authenticator';

/**
 * The login answer's offer (openapi LoginVerificationRequired's `verificationRequired`): the token, the methods, when
 * the pending login ends and where codes would go.
 */
export interface PendingLogin {
  verificationToken: string;
  methods: LoginVerificationMethod[];
  expiresAt: number;
  maskedMobile: string | null;
  maskedEmail: string | null;
}

/** openapi VerifyLoginRequest (sent encrypted by the API client). */
export type VerifyLoginRequest =
  | { method: 'sms' | 'email' | 'authenticator'; verificationToken: string; code: string }
  | { method: 'bankAccountName'; verificationToken: string; accountName: string };
/** The methods that send a code first. */
export type CodeMethod = Extract<LoginVerificationMethod, 'sms' | 'email'>;

const isCodeMethod = (method: LoginVerificationMethod): method is CodeMethod => method === 'sms' || method === 'email';

function failureCode(error: unknown): string | null {
  return typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string'
    ? error.code
    : null;
}

function attemptsLeftOf(error: unknown): number | null {
  const value = typeof error === 'object' && error !== null && 'value' in error ? error.value : undefined;
  return typeof value === 'object' &&
    value !== null &&
    'attemptsLeft' in value &&
    typeof value.attemptsLeft === 'number'
    ? value.attemptsLeft
    : null;
}

/**
 * The offer of a login failure answered VERIFICATION_REQUIRED (spec §4: a login from a new IP), or null for any other
 * failure. The login flow reads it to start this verification instead of showing an error.
 */
export function pendingLoginOf(error: unknown): PendingLogin | null {
  if (failureCode(error) !== VERIFICATION_REQUIRED) return null;
  const value = typeof error === 'object' && error !== null && 'value' in error ? error.value : undefined;
  if (typeof value !== 'object' || value === null || !('verificationRequired' in value)) return null;
  const offer = value.verificationRequired as PendingLogin;
  return typeof offer?.verificationToken === 'string' && Array.isArray(offer.methods) && offer.methods.length > 0
    ? offer
    : null;
}

export type VerificationProblem = { kind: 'missing' | 'invalid' };

export interface LoginVerificationInput {
  pending: PendingLogin;
  tickMs?: number;
}

export interface LoginVerificationContext {
  token: string;
  methods: LoginVerificationMethod[];
  /** The method chosen: the first offered until the player picks another. */
  method: LoginVerificationMethod;
  maskedMobile: string | null;
  maskedEmail: string | null;
  /** When the pending login ends (ms since the epoch). */
  expiresAt: number;
  tickMs: number;
  /** Per code method: when a new code may be asked for. */
  resendAt: Partial<Record<CodeMethod, number>>;
  /** Seconds until the chosen method's code may be asked for again. */
  secondsLeft: number;
  /** Per code method: a code went out (the form says where). */
  sent: Partial<Record<CodeMethod, true>>;
  problem: VerificationProblem | null;
  /** The server's message of the last failure (a wrong code with the tries left, a lock), or a *_KEY. */
  error: string | null;
  attemptsLeft: number | null;
  /** The verified session (then the output). */
  session: LoginSession | null;
}

export type LoginVerificationEvent =
  | { type: 'method.select'; method: LoginVerificationMethod }
  /** Send a code for the chosen method (sms or email). */
  | { type: 'code.send' }
  /** The code, or for bankAccountName the account name of one of the member's cards. Kept out of context. */
  | { type: 'user.submit'; answer: string }
  | { type: 'field.change' }
  | { type: 'error.dismiss' }
  /** Back to the login form: no session. */
  | { type: 'user.cancel' };

export type LoginVerificationOutput =
  | { status: 'verified'; session: LoginSession }
  | { status: 'cancelled' }
  /** Too many failures, or the pending login ran out: log in again. `error` is the message to show. */
  | { status: 'expired'; error: string };

export interface SendLoginCodeInput {
  verificationToken: string;
  method: CodeMethod;
}

function answerProblem(method: LoginVerificationMethod, answer: string): VerificationProblem | null {
  const trimmed = answer.trim();
  if (trimmed === '') return { kind: 'missing' };
  if (method === 'bankAccountName') return trimmed.length > ACCOUNT_NAME_MAX_LENGTH ? { kind: 'invalid' } : null;
  return CODE_PATTERN.test(trimmed) ? null : { kind: 'invalid' };
}

function verifyRequest(context: LoginVerificationContext, answer: string): VerifyLoginRequest {
  const verificationToken = context.token;
  const value = answer.trim();
  return context.method === 'bankAccountName'
    ? { method: 'bankAccountName', verificationToken, accountName: value }
    : { method: context.method, verificationToken, code: value };
}

const chosenResendAt = (context: LoginVerificationContext) =>
  isCodeMethod(context.method) ? context.resendAt[context.method] : undefined;

/**
 * New-IP verification (spec §4): a right password from an address the member has not used gets no session but an
 * offer of methods (mobile code, bound email code, bank account name, authenticator code). The player picks one,
 * asks for a code where one is sent, and answers; only a verified answer opens the session (the output), which the
 * login flow then stores. A wrong answer says how many tries are left; the fifth, or the pending login's end, sends
 * the player back to log in again. `sender` is the get-code button of the chosen method (one request a second, a
 * countdown per method to its code's expiry).
 */
export const loginVerificationMachine = setup({
  types: {
    context: {} as LoginVerificationContext,
    events: {} as LoginVerificationEvent,
    input: {} as LoginVerificationInput,
    output: {} as LoginVerificationOutput,
  },
  actors: {
    /** The site calls sendLoginVerificationCode; answers when the code expires (ms). */
    sendCode: fromPromise<number | null, SendLoginCodeInput>(actorNotProvided('sendCode')),
    /** The site calls verifyLogin (encrypted); answers the new session. */
    verify: fromPromise<LoginSession, VerifyLoginRequest>(actorNotProvided('verify')),
  },
  guards: {
    isOffered: ({ context, event }) => event.type === 'method.select' && context.methods.includes(event.method),
    sendsCode: ({ context }) => isCodeMethod(context.method),
    answerOk: ({ context, event }) =>
      event.type === 'user.submit' && answerProblem(context.method, event.answer) === null,
    stillCounting: ({ context }) => secondsUntil(chosenResendAt(context)) > 0,
    endsPendingLogin: (_, params: { error: unknown }) =>
      failureCode(params.error) === VERIFICATION_EXPIRED || attemptsLeftOf(params.error) === 0,
  },
  actions: {
    assignMethod: assign(({ context, event }) => {
      assertEvent(event, 'method.select');
      return {
        method: event.method,
        problem: null,
        error: null,
        secondsLeft: secondsUntil(chosenResendAt({ ...context, method: event.method })),
      };
    }),
    assignProblem: assign(({ context, event }) => {
      assertEvent(event, 'user.submit');
      return { problem: answerProblem(context.method, event.answer), error: null };
    }),
    assignSent: assign(({ context }, params: { method: CodeMethod; expiresAt: number | null }) => {
      const at = resendTime(params.expiresAt);
      return {
        resendAt: { ...context.resendAt, [params.method]: at },
        sent: { ...context.sent, [params.method]: true as const },
        secondsLeft: secondsUntil(at),
      };
    }),
    tick: assign(({ context }) => ({ secondsLeft: secondsUntil(chosenResendAt(context)) })),
    assignError: assign(errorOrFallback),
    assignVerifyFailure: assign((_, params: { error: unknown }) => ({
      error: errorMessage(params.error, LOGIN_VERIFICATION_FAILED_KEY),
      attemptsLeft: attemptsLeftOf(params.error),
    })),
  },
  delays: {
    TICK: ({ context }) => context.tickMs,
    REQUEST_THROTTLE: SMS_REQUEST_THROTTLE_MS,
    PENDING_LOGIN_ENDS: ({ context }) => Math.max(0, context.expiresAt - Date.now()),
  },
}).createMachine({
  id: 'loginVerification',
  context: ({ input }) => ({
    token: input.pending.verificationToken,
    methods: input.pending.methods,
    method: input.pending.methods[0]!,
    maskedMobile: input.pending.maskedMobile,
    maskedEmail: input.pending.maskedEmail,
    expiresAt: input.pending.expiresAt,
    tickMs: input.tickMs ?? SMS_COUNTDOWN_TICK_LOGIN_MS,
    resendAt: {},
    secondsLeft: 0,
    sent: {},
    problem: null,
    error: null,
    attemptsLeft: null,
    session: null,
  }),
  on: {
    'field.change': { actions: assign({ problem: null }) },
    'error.dismiss': { actions: assign({ error: null }) },
  },
  initial: 'editing',
  states: {
    editing: {
      type: 'parallel',
      after: { PENDING_LOGIN_ENDS: 'expired' },
      on: {
        'user.cancel': 'cancelled',
        // Another method: its own countdown (the sender starts over from it).
        'method.select': { guard: 'isOffered', target: 'editing', actions: 'assignMethod' },
      },
      states: {
        sender: {
          initial: 'resuming',
          states: {
            resuming: resumingState,
            ready: {
              on: { 'code.send': { guard: 'sendsCode', target: 'sending', actions: assign({ error: null }) } },
            },
            sending: {
              invoke: {
                src: 'sendCode',
                input: ({ context }) => ({ verificationToken: context.token, method: context.method as CodeMethod }),
                onDone: {
                  target: 'counting',
                  actions: {
                    type: 'assignSent',
                    params: ({ event, context }) => ({ method: context.method as CodeMethod, expiresAt: event.output }),
                  },
                },
                onError: [
                  {
                    guard: { type: 'endsPendingLogin', params: errorParams },
                    target: '#loginVerification.expired',
                    actions: assignErrorOr(LOGIN_VERIFICATION_EXPIRED_KEY),
                  },
                  {
                    target: 'throttled',
                    actions: assignErrorOr(LOGIN_VERIFICATION_SEND_FAILED_KEY),
                  },
                ],
              },
            },
            ...countdownStates,
          },
        },
        form: {
          on: {
            'user.submit': [
              { guard: 'answerOk', target: '#loginVerification.verifying' },
              { actions: 'assignProblem' },
            ],
          },
        },
      },
    },
    verifying: {
      entry: assign({ problem: null, error: null }),
      after: { PENDING_LOGIN_ENDS: 'expired' },
      invoke: {
        src: 'verify',
        input: ({ context, event }) => verifyRequest(context, eventOf(event, 'user.submit').answer),
        onDone: { target: 'verified', actions: assign({ session: ({ event }) => event.output, attemptsLeft: null }) },
        onError: [
          {
            guard: { type: 'endsPendingLogin', params: errorParams },
            target: 'expired',
            actions: assignErrorOr(LOGIN_VERIFICATION_EXPIRED_KEY),
          },
          {
            target: 'editing',
            actions: { type: 'assignVerifyFailure', params: errorParams },
          },
        ],
      },
    },
    verified: { type: 'final' },
    cancelled: { type: 'final' },
    // The error says why: the server's message, or that the pending login ran out.
    expired: {
      type: 'final',
      entry: assign({ error: ({ context }) => context.error ?? LOGIN_VERIFICATION_EXPIRED_KEY }),
    },
  },
  output: ({ context }): LoginVerificationOutput => {
    if (context.session) return { status: 'verified', session: context.session };
    return context.error === null ? { status: 'cancelled' } : { status: 'expired', error: context.error };
  },
});

export type LoginVerificationMachine = typeof loginVerificationMachine;
