import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { LoginRequest, LoginSession, MemberInfo } from '@wl/api/types';
import { CAPTCHA_REFRESH_THROTTLE_MS, WEAK_DEFAULT_PASSWORD } from '../constants';
import { carriesCaptcha, errorMessage } from '../errors';
import { actionNotProvided, actorNotProvided } from '../notProvided';

/** Translation key shown when a login fails without a message. */
export const LOGIN_FAILED_KEY = 'login.failed';

export type LoginField = 'username' | 'password' | 'captcha';

export interface LoginInput {
  /** The remembered username (remember-me keeps it, never the password). */
  username?: string;
  /** The "forced password change on expiry" toggle from the settings tree. */
  forcePasswordChangeOnExpiry?: boolean;
}

export interface LoginContext {
  /** The last username typed (trimmed), kept after a failure so the form can show it again. */
  username: string;
  forcePasswordChangeOnExpiry: boolean;
  /** Required fields the last submit left empty (spec §5); empty after a complete submit. */
  missing: LoginField[];
  /** The server's message for the last failure, or LOGIN_FAILED_KEY. */
  error: string | null;
  /** Set by a failure carrying `captcha: true`; stays for the rest of this login. */
  captchaRequired: boolean;
  /** Base64 PNG (no data-URL prefix) of the current captcha. */
  captchaImage: string | null;
  /** Whether the password just submitted was the weak default: kept instead of the password itself. */
  submittedDefaultPassword: boolean;
  session: LoginSession | null;
  member: MemberInfo | null;
}

export interface LoginSubmitEvent {
  type: 'user.submit';
  username: string;
  password: string;
  captcha?: string;
  /** The bot-check provider's result fields, passed through to the server. */
  botCheck?: Record<string, string>;
}

export type LoginEvent =
  | LoginSubmitEvent
  /** The player asks for another captcha image (throttled). */
  | { type: 'captcha.refresh' }
  /** The modal (re)opens: clear the messages, keep the username, fetch a fresh captcha when one is required. */
  | { type: 'login.reset' };

export type PasswordChangeReason = 'defaultPassword' | 'expired';

export type LoginOutput =
  | { status: 'loggedIn'; session: LoginSession; member: MemberInfo | null }
  | {
      status: 'passwordChangeRequired';
      /** 'defaultPassword' means the old password is WEAK_DEFAULT_PASSWORD, so the change form need not ask it. */
      reason: PasswordChangeReason;
      session: LoginSession;
      username: string;
    };

/** What `storeSession` and `onFirstLogin` receive. */
export interface SessionParams {
  session: LoginSession;
  username: string;
}

/** What `markAfterLogin` receives. */
export interface AfterLoginParams {
  session: LoginSession;
  /** Null when the member info call failed (see `loadingMember`). */
  member: MemberInfo | null;
}

export interface LoadMemberInput {
  session: LoginSession;
}

export function missingFields(submit: LoginSubmitEvent, captchaRequired: boolean): LoginField[] {
  const missing: LoginField[] = [];
  if (submit.username.trim() === '') missing.push('username');
  // Not trimmed: spaces may be part of a password.
  if (submit.password === '') missing.push('password');
  if (captchaRequired && (submit.captcha ?? '').trim() === '') missing.push('captcha');
  return missing;
}

function toLoginRequest(submit: LoginSubmitEvent, captchaRequired: boolean): LoginRequest {
  return {
    type: 'username',
    username: submit.username.trim(),
    password: submit.password,
    // The server only expects a captcha after it asked for one.
    ...(captchaRequired ? { captcha: (submit.captcha ?? '').trim() } : {}),
    ...(submit.botCheck ? { botCheck: submit.botCheck } : {}),
  };
}

/**
 * Spec §4: the default password always forces a change; an expired one only when the merchant turned the forced
 * change on. This machine logs in by username only; an SMS or phone-code login must never take this path.
 */
function passwordChangeReason(context: LoginContext): PasswordChangeReason | null {
  if (context.submittedDefaultPassword) return 'defaultPassword';
  if (context.session?.passwordExpired && context.forcePasswordChangeOnExpiry) return 'expired';
  return null;
}

function requireSession(context: LoginContext): LoginSession {
  if (!context.session) throw new Error('loginMachine: no session after a successful login');
  return context.session;
}

function toOutput(context: LoginContext): LoginOutput {
  const session = requireSession(context);
  const reason = passwordChangeReason(context);
  return reason
    ? { status: 'passwordChangeRequired', reason, session, username: context.username }
    : { status: 'loggedIn', session, member: context.member };
}

const loginSetup = setup({
  types: {
    context: {} as LoginContext,
    events: {} as LoginEvent,
    input: {} as LoginInput,
    output: {} as LoginOutput,
  },
  actors: {
    /** The site calls the (encrypted) login operation. */
    login: fromPromise<LoginSession, LoginRequest>(actorNotProvided('login')),
    /** The site fetches a new captcha and answers its base64 PNG. */
    loadCaptcha: fromPromise<string>(actorNotProvided('loadCaptcha')),
    /** The site fetches the member info with the new session. */
    loadMember: fromPromise<MemberInfo, LoadMemberInput>(actorNotProvided('loadMember')),
  },
  guards: {
    isComplete: ({ context, event }) =>
      event.type === 'user.submit' && missingFields(event, context.captchaRequired).length === 0,
    isCaptchaRequired: ({ context }) => context.captchaRequired,
    isFirstLogin: (_, params: { session: LoginSession }) => params.session.firstTimeLogin,
    needsPasswordChange: ({ context }) => passwordChangeReason(context) !== null,
  },
  actions: {
    assignMissing: assign(({ context, event }) => {
      assertEvent(event, 'user.submit');
      return { username: event.username.trim(), missing: missingFields(event, context.captchaRequired) };
    }),
    // Keeps only what the password implies, never the password: the login actor gets it from the event.
    assignSubmission: assign(({ event }) => {
      assertEvent(event, 'user.submit');
      return {
        username: event.username.trim(),
        missing: [],
        error: null,
        submittedDefaultPassword: event.password === WEAK_DEFAULT_PASSWORD,
      };
    }),
    assignLoginFailure: assign(({ context }, params: { error: unknown }) => ({
      error: errorMessage(params.error, LOGIN_FAILED_KEY),
      captchaRequired: context.captchaRequired || carriesCaptcha(params.error),
      submittedDefaultPassword: false,
    })),
    assignSession: assign((_, params: { session: LoginSession }) => ({ session: params.session })),
    assignMember: assign((_, params: { member: MemberInfo }) => ({ member: params.member })),
    assignCaptchaImage: assign((_, params: { image: string }) => ({ captchaImage: params.image })),
    clearFeedback: assign({ error: null, missing: [] }),
    /** Site: writes the session keys of spec §3 (token, account, isAgent, username, ...). */
    storeSession: actionNotProvided<SessionParams>('storeSession'),
    /** Site: the first-login action of spec §4. */
    onFirstLogin: actionNotProvided<SessionParams>('onFirstLogin'),
    /** Site: sets the after-login flag and the login state (member info, isLogin). */
    markAfterLogin: actionNotProvided<AfterLoginParams>('markAfterLogin'),
  },
  delays: {
    CAPTCHA_REFRESH_THROTTLE: CAPTCHA_REFRESH_THROTTLE_MS,
  },
});

/**
 * The login modal's flow (username and password). Final states: `loggedIn`, or `passwordChangeRequired` where the
 * site opens the forced change-password modal (and afterwards the login modal again, spec §4).
 */
export const loginMachine = loginSetup.createMachine({
  id: 'login',
  context: ({ input }) => ({
    username: input.username ?? '',
    forcePasswordChangeOnExpiry: input.forcePasswordChangeOnExpiry ?? false,
    missing: [],
    error: null,
    captchaRequired: false,
    captchaImage: null,
    submittedDefaultPassword: false,
    session: null,
    member: null,
  }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'user.submit': [
          { guard: 'isComplete', target: 'submitting', actions: 'assignSubmission' },
          { actions: 'assignMissing' },
        ],
        'login.reset': { target: 'idle', reenter: true, actions: 'clearFeedback' },
      },
      initial: 'checkingCaptcha',
      states: {
        // Transient: a captcha is single-use, so every return to the form after a failure loads a fresh one.
        checkingCaptcha: {
          always: [{ guard: 'isCaptchaRequired', target: 'loadingCaptcha' }, { target: 'ready' }],
        },
        ready: {
          on: { 'captcha.refresh': { guard: 'isCaptchaRequired', target: 'loadingCaptcha' } },
        },
        loadingCaptcha: {
          invoke: {
            src: 'loadCaptcha',
            onDone: {
              target: 'captchaThrottled',
              actions: { type: 'assignCaptchaImage', params: ({ event }) => ({ image: event.output }) },
            },
            // The old image stays; the player can refresh once the throttle is over.
            onError: { target: 'captchaThrottled' },
          },
        },
        // Spec §4: refresh at most once per second; refreshes meanwhile are dropped, not queued.
        captchaThrottled: {
          after: { CAPTCHA_REFRESH_THROTTLE: 'ready' },
        },
      },
    },
    submitting: {
      invoke: {
        src: 'login',
        input: ({ context, event }) => {
          assertEvent(event, 'user.submit');
          return toLoginRequest(event, context.captchaRequired);
        },
        onDone: [
          {
            guard: { type: 'isFirstLogin', params: ({ event }) => ({ session: event.output }) },
            target: 'authenticated',
            actions: [
              { type: 'assignSession', params: ({ event }) => ({ session: event.output }) },
              {
                type: 'storeSession',
                params: ({ context, event }) => ({ session: event.output, username: context.username }),
              },
              {
                type: 'onFirstLogin',
                params: ({ context, event }) => ({ session: event.output, username: context.username }),
              },
            ],
          },
          {
            target: 'authenticated',
            actions: [
              { type: 'assignSession', params: ({ event }) => ({ session: event.output }) },
              {
                type: 'storeSession',
                params: ({ context, event }) => ({ session: event.output, username: context.username }),
              },
            ],
          },
        ],
        onError: {
          target: 'idle',
          actions: { type: 'assignLoginFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    // Transient: the session is stored (the change-password call needs its token); now decide where to go.
    authenticated: {
      always: [{ guard: 'needsPasswordChange', target: 'passwordChangeRequired' }, { target: 'loadingMember' }],
    },
    loadingMember: {
      invoke: {
        src: 'loadMember',
        input: ({ context }) => ({ session: requireSession(context) }),
        onDone: {
          target: 'loggedIn',
          actions: { type: 'assignMember', params: ({ event }) => ({ member: event.output }) },
        },
        // Still logged in: the token is valid and stored, and the site can load the member info again later.
        // Failing here would show a login error for a session that actually exists.
        onError: { target: 'loggedIn' },
      },
    },
    loggedIn: {
      type: 'final',
      entry: {
        type: 'markAfterLogin',
        params: ({ context }) => ({ session: requireSession(context), member: context.member }),
      },
    },
    passwordChangeRequired: {
      type: 'final',
    },
  },
  output: ({ context }) => toOutput(context),
});

export type LoginMachine = typeof loginMachine;
