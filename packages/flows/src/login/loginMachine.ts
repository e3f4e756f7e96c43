import { assertEvent, assign, fromPromise, sendTo, setup } from 'xstate';
import type { LoginRequest, LoginSession, MemberInfo } from '@wl/api/types';
import { isMobileNumber } from '@wl/rules';
import { captchaMachine } from '../captcha';
import { SMS_COUNTDOWN_TICK_LOGIN_MS, WEAK_DEFAULT_PASSWORD } from '../constants';
import { carriesCaptcha, errorMessage } from '../errors';
import { actionNotProvided, actorNotProvided } from '../notProvided';
import { smsCountdownMachine, type SmsRequest } from '../sms';

/** Translation key shown when a login fails without a message. */
export const LOGIN_FAILED_KEY = 'login.failed';

export type LoginField = 'username' | 'password' | 'captcha' | 'mobileNum' | 'verificationCode';

/** Spec §2: by username and password, or (only when mobile-code login is on) by mobile number and SMS code. */
export type LoginType = 'username' | 'sms';

/** How the session was opened: a code or a demo never leads to the forced password change (spec §4). */
export type LoginMethod = LoginType | 'freePlay';

export interface LoginInput {
  /** Remember-me: the remembered username, mobile number and dialling code (never the password). */
  username?: string;
  mobileNum?: string;
  countryDialingCode?: string;
  /** Whether remember-me starts ticked: it was ticked last time. */
  remember?: boolean;
  /** The "forced password change on expiry" toggle from the settings tree. */
  forcePasswordChangeOnExpiry?: boolean;
  /** Mobile-code login is enabled: the sms type is offered. */
  mobileCodeLogin?: boolean;
}

export interface LoginContext {
  loginType: LoginType;
  mobileCodeLogin: boolean;
  /** The last username typed (trimmed), kept after a failure so the form can show it again. */
  username: string;
  mobileNum: string;
  countryDialingCode: string;
  remember: boolean;
  forcePasswordChangeOnExpiry: boolean;
  /** Required fields the last submit left empty (spec §5); empty after a complete submit. */
  missing: LoginField[];
  /** The mobile number of the last sms submit was filled but not a mobile number. */
  mobileInvalid: boolean;
  /** The server's message for the last failure, or LOGIN_FAILED_KEY. */
  error: string | null;
  /** Set by a failure carrying `captcha: true`; stays for the rest of this login. */
  captchaRequired: boolean;
  /** Whether the password just submitted was the weak default: kept instead of the password itself. */
  submittedDefaultPassword: boolean;
  method: LoginMethod;
  session: LoginSession | null;
  member: MemberInfo | null;
}

export interface LoginSubmitEvent {
  type: 'user.submit';
  username: string;
  password: string;
  captcha?: string;
  remember?: boolean;
  /** The bot-check provider's result fields, passed through to the server. */
  botCheck?: Record<string, string>;
}

export interface SmsLoginSubmitEvent {
  type: 'user.submitSms';
  mobileNum: string;
  /** With '+', as the country picker gives it. */
  countryDialingCode: string;
  verificationCode: string;
  remember?: boolean;
  botCheck?: Record<string, string>;
}

export type LoginEvent =
  | LoginSubmitEvent
  | SmsLoginSubmitEvent
  /** The free-play demo: a trial session without an account (spec §2). */
  | { type: 'user.freePlay' }
  | { type: 'loginType.change'; loginType: LoginType }
  /** The player asks for another captcha image (throttled by the captcha child). */
  | { type: 'captcha.refresh' }
  /** Get an SMS code for the sms type (the countdown child checks the number and throttles). */
  | ({ type: 'sms.send' } & SmsRequest)
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
  /** The account name to keep: the session's account, else what was typed. */
  username: string;
  method: LoginMethod;
}

/**
 * What `rememberLogin` receives after a login by username or SMS: remember these for 24 hours when `remember`,
 * otherwise forget them. Never a password.
 */
export interface RememberParams {
  remember: boolean;
  username: string;
  mobileNum: string;
  countryDialingCode: string;
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

type Submit = LoginSubmitEvent | SmsLoginSubmitEvent;

/** Spec §5: username and password required, captcha when shown; or mobile number and SMS code. */
export function missingFields(submit: Submit, captchaRequired: boolean): LoginField[] {
  const missing: LoginField[] = [];
  if (submit.type === 'user.submitSms') {
    if (submit.mobileNum.trim() === '') missing.push('mobileNum');
    if (submit.verificationCode.trim() === '') missing.push('verificationCode');
    return missing;
  }
  if (submit.username.trim() === '') missing.push('username');
  // Not trimmed: spaces may be part of a password.
  if (submit.password === '') missing.push('password');
  if (captchaRequired && (submit.captcha ?? '').trim() === '') missing.push('captcha');
  return missing;
}

/** Spec §5: the mobile number must also look like one. */
function mobileInvalid(submit: Submit): boolean {
  return submit.type === 'user.submitSms' && submit.mobileNum.trim() !== '' && !isMobileNumber(submit.mobileNum.trim());
}

function toLoginRequest(submit: Submit, captchaRequired: boolean): LoginRequest {
  const botCheck = submit.botCheck ? { botCheck: submit.botCheck } : {};
  if (submit.type === 'user.submitSms') {
    return {
      type: 'sms',
      mobileNum: submit.mobileNum.trim(),
      countryDialingCode: submit.countryDialingCode,
      verificationCode: submit.verificationCode.trim(),
      ...botCheck,
    };
  }
  return {
    type: 'username',
    username: submit.username.trim(),
    password: submit.password,
    // The server only expects a captcha after it asked for one.
    ...(captchaRequired ? { captcha: (submit.captcha ?? '').trim() } : {}),
    ...botCheck,
  };
}

/**
 * Spec §4: the default password always forces a change; an expired one only when the merchant turned the forced
 * change on. This machine logs in by username only; an SMS or phone-code login must never take this path.
 */
function passwordChangeReason(context: LoginContext): PasswordChangeReason | null {
  if (context.method !== 'username') return null;
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
    children: {} as { captcha: 'captcha'; sms: 'smsCountdown' },
    output: {} as LoginOutput,
  },
  actors: {
    /** The site calls the (encrypted) login operation. */
    login: fromPromise<LoginSession, LoginRequest>(actorNotProvided('login')),
    /** The site calls the (encrypted) free-play operation. */
    loginFreePlay: fromPromise<LoginSession>(actorNotProvided('loginFreePlay')),
    /** The site fetches the member info with the new session. */
    loadMember: fromPromise<MemberInfo, LoadMemberInput>(actorNotProvided('loadMember')),
    /** Provide its `loadCaptcha` actor: `captcha: captchaMachine.provide(...)`. */
    captcha: captchaMachine,
    /** Provide its `sendCode` actor (the login SMS): `smsCountdown: smsCountdownMachine.provide(...)`. */
    smsCountdown: smsCountdownMachine,
  },
  guards: {
    isComplete: ({ context, event }) =>
      (event.type === 'user.submit' || event.type === 'user.submitSms') &&
      missingFields(event, context.captchaRequired).length === 0 &&
      !mobileInvalid(event),
    isCaptchaRequired: ({ context }) => context.captchaRequired,
    isTypeOffered: ({ context, event }) =>
      event.type === 'loginType.change' && (event.loginType === 'username' || context.mobileCodeLogin),
    needsPasswordChange: ({ context }) => passwordChangeReason(context) !== null,
  },
  actions: {
    assignMissing: assign(({ context, event }) => {
      assertEvent(event, ['user.submit', 'user.submitSms']);
      return {
        ...typed(event),
        missing: missingFields(event, context.captchaRequired),
        mobileInvalid: mobileInvalid(event),
      };
    }),
    // Keeps only what the password implies, never the password: the login actor gets it from the event.
    assignSubmission: assign(({ event }) => {
      assertEvent(event, ['user.submit', 'user.submitSms']);
      return {
        ...typed(event),
        missing: [],
        mobileInvalid: false,
        error: null,
        submittedDefaultPassword: event.type === 'user.submit' && event.password === WEAK_DEFAULT_PASSWORD,
      };
    }),
    assignLoginType: assign(({ event }) => {
      assertEvent(event, 'loginType.change');
      return { loginType: event.loginType, missing: [], mobileInvalid: false, error: null };
    }),
    assignFreePlay: assign({ method: 'freePlay' as LoginMethod, error: null, missing: [], mobileInvalid: false }),
    forwardToCaptcha: sendTo('captcha', { type: 'captcha.refresh' }),
    forwardToSms: sendTo('sms', ({ event }) => {
      assertEvent(event, 'sms.send');
      return event;
    }),
    assignLoginFailure: assign(({ context }, params: { error: unknown }) => ({
      error: errorMessage(params.error, LOGIN_FAILED_KEY),
      captchaRequired: context.captchaRequired || carriesCaptcha(params.error),
      submittedDefaultPassword: false,
    })),
    assignSession: assign((_, params: { session: LoginSession }) => ({ session: params.session })),
    assignMember: assign((_, params: { member: MemberInfo }) => ({ member: params.member })),
    clearFeedback: assign({ error: null, missing: [], mobileInvalid: false }),
    /** Site: writes the session keys of spec §3 (token, account, isAgent, username, ...). */
    storeSession: actionNotProvided<SessionParams>('storeSession'),
    /** Site: remember-me cookies (24 h, never the password), or forgets them when unticked. */
    rememberLogin: actionNotProvided<RememberParams>('rememberLogin'),
    /** Site: the first-login action of spec §4. */
    onFirstLogin: actionNotProvided<SessionParams>('onFirstLogin'),
    /** Site: sets the after-login flag and the login state (member info, isLogin). */
    markAfterLogin: actionNotProvided<AfterLoginParams>('markAfterLogin'),
  },
});

/** What a submit says about the player, kept for the next attempt and for remember-me. */
function typed(event: Submit): Partial<LoginContext> {
  const remember = event.remember === undefined ? {} : { remember: event.remember };
  return event.type === 'user.submitSms'
    ? { method: 'sms', mobileNum: event.mobileNum.trim(), countryDialingCode: event.countryDialingCode, ...remember }
    : { method: 'username', username: event.username.trim(), ...remember };
}

function sessionParams(context: LoginContext, session: LoginSession): SessionParams {
  const typedName = context.method === 'sms' ? context.mobileNum : context.username;
  return { session, username: session.account ?? typedName, method: context.method };
}

/**
 * The login modal's flow: by username and password, by mobile number and SMS code, or the free-play demo. Final
 * states: `loggedIn`, or `passwordChangeRequired` where the site opens the forced change-password modal (and
 * afterwards the login modal again, spec §4). Children: `sms` (the get-code button) and, once the server asked for
 * one, `captcha`.
 */
export const loginMachine = loginSetup.createMachine({
  id: 'login',
  context: ({ input }) => ({
    loginType: 'username',
    mobileCodeLogin: input.mobileCodeLogin ?? false,
    username: input.username ?? '',
    mobileNum: input.mobileNum ?? '',
    countryDialingCode: input.countryDialingCode ?? '',
    remember: input.remember ?? false,
    forcePasswordChangeOnExpiry: input.forcePasswordChangeOnExpiry ?? false,
    missing: [],
    mobileInvalid: false,
    error: null,
    captchaRequired: false,
    submittedDefaultPassword: false,
    method: 'username',
    session: null,
    member: null,
  }),
  // The countdown outlives failed submits: it belongs to the whole popup.
  invoke: { id: 'sms', src: 'smsCountdown', input: { tickMs: SMS_COUNTDOWN_TICK_LOGIN_MS } },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'user.submit': [
          { guard: 'isComplete', target: 'submitting', actions: 'assignSubmission' },
          { actions: 'assignMissing' },
        ],
        'user.submitSms': [
          { guard: 'isComplete', target: 'submitting', actions: 'assignSubmission' },
          { actions: 'assignMissing' },
        ],
        'user.freePlay': { target: 'freePlay', actions: 'assignFreePlay' },
        'loginType.change': { guard: 'isTypeOffered', actions: 'assignLoginType' },
        'sms.send': { actions: 'forwardToSms' },
        'login.reset': { target: 'idle', reenter: true, actions: 'clearFeedback' },
      },
      initial: 'checkingCaptcha',
      states: {
        // Transient: a captcha is single-use, so every return to the form after a failure starts a fresh one.
        checkingCaptcha: {
          always: [{ guard: 'isCaptchaRequired', target: 'withCaptcha' }, { target: 'ready' }],
        },
        ready: {},
        withCaptcha: {
          invoke: { id: 'captcha', src: 'captcha' },
          on: { 'captcha.refresh': { actions: 'forwardToCaptcha' } },
        },
      },
    },
    submitting: {
      invoke: {
        src: 'login',
        input: ({ context, event }) => {
          assertEvent(event, ['user.submit', 'user.submitSms']);
          return toLoginRequest(event, context.captchaRequired);
        },
        onDone: {
          target: 'authenticated',
          actions: [
            { type: 'assignSession', params: ({ event }) => ({ session: event.output }) },
            { type: 'storeSession', params: ({ context, event }) => sessionParams(context, event.output) },
            {
              type: 'rememberLogin',
              params: ({ context }) => ({
                remember: context.remember,
                username: context.method === 'username' ? context.username : '',
                mobileNum: context.method === 'sms' ? context.mobileNum : '',
                countryDialingCode: context.method === 'sms' ? context.countryDialingCode : '',
              }),
            },
          ],
        },
        onError: {
          target: 'idle',
          actions: { type: 'assignLoginFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    freePlay: {
      invoke: {
        src: 'loginFreePlay',
        onDone: {
          target: 'loadingMember',
          actions: [
            { type: 'assignSession', params: ({ event }) => ({ session: event.output }) },
            { type: 'storeSession', params: ({ context, event }) => sessionParams(context, event.output) },
          ],
        },
        onError: {
          target: 'idle',
          actions: { type: 'assignLoginFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    // Transient: the session is stored (the change-password call needs its token); now decide where to go.
    authenticated: {
      always: [
        {
          guard: ({ context }) => context.session?.firstTimeLogin === true,
          target: 'afterFirstLogin',
          actions: {
            type: 'onFirstLogin',
            params: ({ context }) => sessionParams(context, requireSession(context)),
          },
        },
        { target: 'afterFirstLogin' },
      ],
    },
    afterFirstLogin: {
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
