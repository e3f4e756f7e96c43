import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { assignErrorOr, errorOrFallback } from '../form';
import { actorNotProvided } from '../notProvided';
import { VERIFICATION_CODE_PATTERN } from './contactBindingMachine';

/** Translation keys shown when a call fails without a server message. */
export const AUTHENTICATOR_START_FAILED_KEY = 'security:authenticator.startFailed';
export const AUTHENTICATOR_FAILED_KEY = 'security:authenticator.failed';

/** What the start call answers (openapi AuthenticatorSetup), as far as the flow reads it. */
export interface AuthenticatorSetup {
  /** Base32, to type in by hand. */
  secret: string;
  /** otpauth://totp/... for the QR code. */
  otpauthUri: string;
  issuer: string;
  accountName: string;
}

export type AuthenticatorCodeProblem = { kind: 'missing' | 'invalid' };

export interface AuthenticatorInput {
  /** Whether the member has a confirmed authenticator (the security config's item). */
  bound: boolean;
}

export interface AuthenticatorContext {
  /** The input's `bound`: where the machine starts. */
  startsBound: boolean;
  /**
   * The secret of the binding under way: shown this once, kept in memory only while the player confirms, dropped
   * when the binding is confirmed or given up. Never stored anywhere else.
   */
  setup: AuthenticatorSetup | null;
  problem: AuthenticatorCodeProblem | null;
  /** The server's message of the last failure (wrong code, locked), or a *_FAILED_KEY. */
  error: string | null;
  /** What just happened, for the notice: bound or unbound. */
  outcome: 'bound' | 'unbound' | null;
}

export type AuthenticatorEvent =
  /** Begin binding: ask the server for a new secret. */
  | { type: 'bind.start' }
  /** Begin unbinding: ask for a current code. */
  | { type: 'unbind.start' }
  /** Give up the binding or the unbinding under way. */
  | { type: 'user.cancel' }
  /** A code from the app: confirms the binding, or unbinds. */
  | { type: 'user.submit'; code: string }
  | { type: 'field.change' }
  | { type: 'notice.dismiss' }
  /** The server's state changed elsewhere (a refetched security config). */
  | { type: 'bound.change'; bound: boolean };

function codeProblem(code: string): AuthenticatorCodeProblem | null {
  const trimmed = code.trim();
  if (trimmed === '') return { kind: 'missing' };
  return VERIFICATION_CODE_PATTERN.test(trimmed) ? null : { kind: 'invalid' };
}

const codeOf = ({ event }: { event: AuthenticatorEvent }) => {
  assertEvent(event, 'user.submit');
  return event.code.trim();
};

/**
 * Google Authenticator binding (TOTP, RFC 6238): `unbound` → start (the server answers the secret and its otpauth
 * URI, once) → `confirming` (the QR and the secret shown; a code from the app confirms) → `bound`. Unbinding asks a
 * current code. A wrong code keeps the player where they are with the server's message (tries left, lock).
 */
export const authenticatorMachine = setup({
  types: {
    context: {} as AuthenticatorContext,
    events: {} as AuthenticatorEvent,
    input: {} as AuthenticatorInput,
  },
  actors: {
    /** The site calls startAuthenticator. */
    start: fromPromise<AuthenticatorSetup>(actorNotProvided('start')),
    /** The site calls confirmAuthenticator with the code. */
    confirm: fromPromise<unknown, string>(actorNotProvided('confirm')),
    /** The site calls unbindAuthenticator with the code. */
    unbind: fromPromise<unknown, string>(actorNotProvided('unbind')),
  },
  guards: {
    codeOk: ({ event }) => event.type === 'user.submit' && codeProblem(event.code) === null,
    isBound: ({ event }) => event.type === 'bound.change' && event.bound,
    isUnbound: ({ event }) => event.type === 'bound.change' && !event.bound,
  },
  actions: {
    assignProblem: assign(({ event }) => {
      assertEvent(event, 'user.submit');
      return { problem: codeProblem(event.code), error: null };
    }),
    assignError: assign(errorOrFallback),
    clearFeedback: assign({ problem: null, error: null, outcome: null }),
    forgetSetup: assign({ setup: null, problem: null }),
  },
}).createMachine({
  id: 'authenticator',
  context: ({ input }) => ({
    startsBound: input.bound,
    setup: null,
    problem: null,
    error: null,
    outcome: null,
  }),
  on: {
    'field.change': { actions: assign({ problem: null }) },
    'notice.dismiss': { actions: assign({ outcome: null, error: null }) },
  },
  initial: 'checking',
  states: {
    checking: {
      always: [{ guard: ({ context }) => context.startsBound, target: 'bound' }, { target: 'unbound' }],
    },
    unbound: {
      on: {
        'bind.start': { target: 'starting', actions: 'clearFeedback' },
        'bound.change': { guard: 'isBound', target: 'bound' },
      },
    },
    starting: {
      invoke: {
        src: 'start',
        onDone: { target: 'confirming', actions: assign({ setup: ({ event }) => event.output }) },
        onError: { target: 'unbound', actions: assignErrorOr(AUTHENTICATOR_START_FAILED_KEY) },
      },
    },
    confirming: {
      on: {
        'user.submit': [
          { guard: 'codeOk', target: 'confirmingCode', actions: 'clearFeedback' },
          { actions: 'assignProblem' },
        ],
        'user.cancel': { target: 'unbound', actions: ['forgetSetup', 'clearFeedback'] },
        'bound.change': { guard: 'isBound', target: 'bound', actions: 'forgetSetup' },
      },
    },
    confirmingCode: {
      invoke: {
        src: 'confirm',
        input: codeOf,
        onDone: { target: 'bound', actions: ['forgetSetup', assign({ outcome: 'bound' })] },
        onError: { target: 'confirming', actions: assignErrorOr(AUTHENTICATOR_FAILED_KEY) },
      },
    },
    bound: {
      on: {
        'unbind.start': { target: 'unbinding', actions: 'clearFeedback' },
        'bound.change': { guard: 'isUnbound', target: 'unbound' },
      },
    },
    unbinding: {
      on: {
        'user.submit': [
          { guard: 'codeOk', target: 'unbindingCode', actions: 'clearFeedback' },
          { actions: 'assignProblem' },
        ],
        'user.cancel': { target: 'bound', actions: 'clearFeedback' },
      },
    },
    unbindingCode: {
      invoke: {
        src: 'unbind',
        input: codeOf,
        onDone: { target: 'unbound', actions: assign({ outcome: 'unbound' }) },
        onError: { target: 'unbinding', actions: assignErrorOr(AUTHENTICATOR_FAILED_KEY) },
      },
    },
  },
});

export type AuthenticatorMachine = typeof authenticatorMachine;
