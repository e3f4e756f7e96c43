import { assign, fromPromise, setup } from 'xstate';
import { LOGOUT_SERVER_WAIT_MS } from '../constants';
import { errorMessage } from '../errors';
import { errorParams } from '../form';
import { actionNotProvided, actorNotProvided } from '../notProvided';

/** Recorded (not shown) when the server call fails without a message. */
export const LOGOUT_FAILED_KEY = 'logout.failed';
/** Recorded (not shown) when the server did not answer within LOGOUT_SERVER_WAIT_MS. */
export const LOGOUT_TIMEOUT_KEY = 'logout.timeout';

export interface LogoutContext {
  /** Why the server call did not confirm the logout; the local session ends regardless. */
  error: string | null;
}

export type LogoutEvent =
  /** The player pressed logout: ask for confirmation. */
  { type: 'logout.request' } | { type: 'logout.cancel' } | { type: 'logout.confirm' };

export interface LogoutOutput {
  /** Null when the server confirmed; the site may log it, the player is logged out either way. */
  serverError: string | null;
}

const logoutSetup = setup({
  types: {
    context: {} as LogoutContext,
    events: {} as LogoutEvent,
    output: {} as LogoutOutput,
  },
  actors: {
    /** The site calls the logout operation. It may use fromPromise's `signal` to abort when the wait is over. */
    logout: fromPromise<unknown>(actorNotProvided('logout')),
  },
  actions: {
    assignError: assign((_, params: { error: unknown }) => ({ error: errorMessage(params.error, LOGOUT_FAILED_KEY) })),
    assignTimeout: assign({ error: LOGOUT_TIMEOUT_KEY }),
    /**
     * Site: clears session storage except `merchant` (spec §4). Afterwards it goes home and resets the login, agent
     * and VIP state when it sees this machine done.
     */
    clearSession: actionNotProvided<undefined>('clearSession'),
  },
  delays: {
    LOGOUT_SERVER_WAIT: LOGOUT_SERVER_WAIT_MS,
  },
});

/** Logout: confirm, tell the server, and end the local session whatever the server said. */
export const logoutMachine = logoutSetup.createMachine({
  id: 'logout',
  context: { error: null },
  initial: 'idle',
  states: {
    idle: {
      on: { 'logout.request': 'confirming' },
    },
    confirming: {
      on: {
        'logout.cancel': 'idle',
        'logout.confirm': 'loggingOut',
      },
    },
    loggingOut: {
      invoke: {
        src: 'logout',
        onDone: { target: 'done' },
        // A failed or slow server call must not keep the player logged in on this device.
        onError: { target: 'done', actions: { type: 'assignError', params: errorParams } },
      },
      after: {
        LOGOUT_SERVER_WAIT: { target: 'done', actions: 'assignTimeout' },
      },
    },
    done: {
      type: 'final',
      // On entry, so every way out of loggingOut ends the local session.
      entry: 'clearSession',
    },
  },
  output: ({ context }) => ({ serverError: context.error }),
});

export type LogoutMachine = typeof logoutMachine;
