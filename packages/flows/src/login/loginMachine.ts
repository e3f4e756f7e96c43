import { assertEvent, assign, fromPromise, sendTo, setup } from 'xstate';
import type { LoginRequest, LoginSession, MemberInfo } from '@wl/api/types';
import {
  loginProblems,
  loginValue,
  mobileNumberProblem,
  type LoginField,
  type LoginProblems,
  type LoginSubmission,
} from '@wl/rules';
import { captchaRegion, loadingMemberState } from '../accountStates';
import { captchaMachine } from '../captcha';
import { SMS_COUNTDOWN_TICK_LOGIN_MS, WEAK_DEFAULT_PASSWORD } from '../constants';
import { carriesCaptcha, errorMessage } from '../errors';
import { errorParams, noProblems, outputAs, submitTo } from '../form';
import { actionNotProvided, actorNotProvided } from '../notProvided';
import { smsCountdownMachine, type SmsRequest } from '../sms';
import { loginVerificationMachine, pendingLoginOf } from './loginVerificationMachine';

/** Translation key shown when a login fails without a message. */
export const LOGIN_FAILED_KEY = 'login.failed';

export type { LoginField, LoginProblem, LoginProblems } from '@wl/rules';

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
  /** The username of the last login sent (trimmed), for remember-me and the session; the site owns what is typed. */
  username: string;
  mobileNum: string;
  countryDialingCode: string;
  remember: boolean;
  forcePasswordChangeOnExpiry: boolean;
  /**
   * What the last submit (or get-code press, for the mobile number) did wrong, per field (spec §5, `loginProblems` of
   * @wl/rules); empty after a valid submit. A field's problem goes when the player edits it (`field.change`).
   */
  problems: LoginProblems;
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
  /** Get an SMS code for the sms type: only for a valid number (spec §5); the countdown child throttles. */
  | ({ type: 'sms.send' } & SmsRequest)
  /** The player edited a field: its problem goes. */
  | { type: 'field.change'; field: LoginField }
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

/** What the login rule of @wl/rules checks in a submit. */
function submission(submit: Submit): LoginSubmission {
  return submit.type === 'user.submitSms'
    ? { type: 'sms', mobileNum: submit.mobileNum, verificationCode: submit.verificationCode }
    : { type: 'username', username: submit.username, password: submit.password, captcha: submit.captcha };
}

/** Spec §5 Login, through the shared rule: the problems that keep a submit from the server. */
function submitProblems(submit: Submit, captchaRequired: boolean): LoginProblems {
  return loginProblems(submission(submit), { captchaShown: captchaRequired });
}

function toLoginRequest(submit: Submit, captchaRequired: boolean): LoginRequest {
  const botCheck = submit.botCheck ? { botCheck: submit.botCheck } : {};
  if (submit.type === 'user.submitSms') {
    return {
      type: 'sms',
      mobileNum: loginValue('mobileNum', submit.mobileNum),
      countryDialingCode: submit.countryDialingCode,
      verificationCode: loginValue('verificationCode', submit.verificationCode),
      ...botCheck,
    };
  }
  return {
    type: 'username',
    username: loginValue('username', submit.username),
    password: loginValue('password', submit.password),
    // The server only expects a captcha after it asked for one.
    ...(captchaRequired ? { captcha: loginValue('captcha', submit.captcha ?? '') } : {}),
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
    children: {} as { captcha: 'captcha'; sms: 'smsCountdown'; verification: 'loginVerification' },
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
    /** New-IP verification: provide its `sendCode` and `verify` actors (`loginVerificationMachine.provide(...)`). */
    loginVerification: loginVerificationMachine,
  },
  guards: {
    isValid: ({ context, event }) =>
      (event.type === 'user.submit' || event.type === 'user.submitSms') &&
      noProblems(submitProblems(event, context.captchaRequired)),
    isMobileValid: ({ event }) => event.type === 'sms.send' && mobileNumberProblem(event.mobileNum) === null,
    isCaptchaRequired: ({ context }) => context.captchaRequired,
    isTypeOffered: ({ context, event }) =>
      event.type === 'loginType.change' && (event.loginType === 'username' || context.mobileCodeLogin),
    needsPasswordChange: ({ context }) => passwordChangeReason(context) !== null,
  },
  actions: {
    assignProblems: assign(({ context, event }) => {
      assertEvent(event, ['user.submit', 'user.submitSms']);
      return { problems: submitProblems(event, context.captchaRequired), error: null };
    }),
    assignMobileProblem: assign(({ context, event }) => {
      assertEvent(event, 'sms.send');
      const mobileNum = mobileNumberProblem(event.mobileNum);
      return { problems: mobileNum ? { ...context.problems, mobileNum } : context.problems };
    }),
    clearMobileProblem: assign(({ context }) => {
      if (!context.problems.mobileNum) return {};
      const { mobileNum: _cleared, ...problems } = context.problems;
      return { problems };
    }),
    clearField: assign(({ context, event }) => {
      assertEvent(event, 'field.change');
      if (!context.problems[event.field]) return {};
      const { [event.field]: _cleared, ...problems } = context.problems;
      return { problems };
    }),
    // Keeps only what the password implies, never the password: the login actor gets it from the event.
    assignSubmission: assign(({ event }) => {
      assertEvent(event, ['user.submit', 'user.submitSms']);
      return {
        ...typed(event),
        problems: {},
        error: null,
        submittedDefaultPassword: event.type === 'user.submit' && event.password === WEAK_DEFAULT_PASSWORD,
      };
    }),
    assignLoginType: assign(({ event }) => {
      assertEvent(event, 'loginType.change');
      return { loginType: event.loginType, problems: {}, error: null };
    }),
    assignFreePlay: assign({ method: 'freePlay' as LoginMethod, error: null, problems: {} }),
    forwardToCaptcha: sendTo('captcha', { type: 'captcha.refresh' }),
    forwardToSms: sendTo('sms', ({ event }) => {
      assertEvent(event, 'sms.send');
      return { ...event, mobileNum: loginValue('mobileNum', event.mobileNum) };
    }),
    assignLoginFailure: assign(({ context }, params: { error: unknown }) => ({
      error: errorMessage(params.error, LOGIN_FAILED_KEY),
      captchaRequired: context.captchaRequired || carriesCaptcha(params.error),
      submittedDefaultPassword: false,
    })),
    assignSession: assign((_, params: { session: LoginSession }) => ({ session: params.session })),
    assignMember: assign((_, params: { member: MemberInfo }) => ({ member: params.member })),
    clearFeedback: assign({ error: null, problems: {} }),
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
    ? {
        method: 'sms',
        mobileNum: loginValue('mobileNum', event.mobileNum),
        countryDialingCode: event.countryDialingCode,
        ...remember,
      }
    : { method: 'username', username: loginValue('username', event.username), ...remember };
}

function sessionParams(context: LoginContext, session: LoginSession): SessionParams {
  const typedName = context.method === 'sms' ? context.mobileNum : context.username;
  return { session, username: session.account ?? typedName, method: context.method };
}

/**
 * The login modal's flow: by username and password, by mobile number and SMS code, or the free-play demo. Final
 * states: `loggedIn`, or `passwordChangeRequired` where the site opens the forced change-password modal (and
 * afterwards the login modal again, spec §4). Children: `sms` (the get-code button), once the server asked for
 * one, `captcha`, and while a login from a new IP is verified (spec §4), `verification`: the session is stored only
 * after it; giving up, or running out of tries, goes back to the form.
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
    problems: {},
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
        // The server is called only when the login rule finds nothing (spec §5).
        'user.submit': submitTo('submitting', 'assignSubmission'),
        'user.submitSms': submitTo('submitting', 'assignSubmission'),
        'field.change': { actions: 'clearField' },
        'user.freePlay': { target: 'freePlay', actions: 'assignFreePlay' },
        'loginType.change': { guard: 'isTypeOffered', actions: 'assignLoginType' },
        // A code only for a number that looks like one (spec §5); the field shows why not.
        'sms.send': [
          { guard: 'isMobileValid', actions: ['clearMobileProblem', 'forwardToSms'] },
          { actions: 'assignMobileProblem' },
        ],
        'login.reset': { target: 'idle', reenter: true, actions: 'clearFeedback' },
      },
      ...captchaRegion('isCaptchaRequired'),
    },
    submitting: {
      invoke: {
        src: 'login',
        input: ({ context, event }) => {
          assertEvent(event, ['user.submit', 'user.submitSms']);
          return toLoginRequest(event, context.captchaRequired);
        },
        onDone: { target: 'sessionOpened', actions: { type: 'assignSession', params: outputAs('session') } },
        onError: [
          // Spec §4: a right password from a new IP opens no session until one of the member's proofs is given.
          {
            guard: ({ event }) => pendingLoginOf(event.error) !== null,
            target: 'verifying',
            actions: assign({ error: null }),
          },
          {
            target: 'idle',
            actions: { type: 'assignLoginFailure', params: errorParams },
          },
        ],
      },
    },
    verifying: {
      invoke: {
        id: 'verification',
        src: 'loginVerification',
        input: ({ event }) => ({ pending: pendingLoginOf((event as { error?: unknown }).error)! }),
        onDone: [
          {
            guard: ({ event }) => event.output.status === 'verified',
            target: 'sessionOpened',
            actions: {
              type: 'assignSession',
              params: ({ event }) => ({ session: (event.output as { session: LoginSession }).session }),
            },
          },
          {
            target: 'idle',
            actions: assign({ error: ({ event }) => (event.output.status === 'expired' ? event.output.error : null) }),
          },
        ],
      },
    },
    // Transient: the session is usable now (a login, or a login verified from a new IP): store and remember it.
    sessionOpened: {
      entry: [
        { type: 'storeSession', params: ({ context }) => sessionParams(context, requireSession(context)) },
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
      always: 'authenticated',
    },
    freePlay: {
      invoke: {
        src: 'loginFreePlay',
        onDone: {
          target: 'loadingMember',
          actions: [
            { type: 'assignSession', params: outputAs('session') },
            { type: 'storeSession', params: ({ context, event }) => sessionParams(context, event.output) },
          ],
        },
        onError: { target: 'idle', actions: { type: 'assignLoginFailure', params: errorParams } },
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
    // Still logged in if it fails: the token is valid and stored, and the site can load the member info again later.
    loadingMember: loadingMemberState('loggedIn'),
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
