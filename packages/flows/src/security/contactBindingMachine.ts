import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { acceptedPatternOf, isMobileNumber } from '@wl/rules';
import { SMS_COUNTDOWN_TICK_REGISTER_MS, SMS_DEFAULT_COUNTDOWN_SECONDS, SMS_REQUEST_THROTTLE_MS } from '../constants';
import { assignErrorOr, clearFieldProblem, errorOrFallback, noProblems, outputAs } from '../form';
import { actorNotProvided } from '../notProvided';
import { countdownStates, resendTime, resumingState, secondsUntil } from '../sms/codeCountdown';

/** Translation keys shown when a send or a bind fails without a server message. */
export const CONTACT_CODE_FAILED_KEY = 'security:binding.sendFailed';
export const CONTACT_BIND_FAILED_KEY = 'security:binding.failed';

/** Our choice, as the contract's VerificationCode: the code sent is 6 digits. */
export const VERIFICATION_CODE_PATTERN = /^[0-9]{6}$/;
/** The contract's BindEmailRequest: an address of at most 255 characters. */
const EMAIL_MAX_LENGTH = 255;
const EMAIL_PATTERN = new RegExp(acceptedPatternOf('email'));

/** What a code is sent to and bound: the mobile number (national digits) with its dialling code, or an address. */
export type ContactChannel = 'mobile' | 'email';

/** openapi BindMobileCodeRequest / BindEmailCodeRequest. */
export type ContactTarget = { mobileNum: string; countryDialingCode: string } | { email: string };

/** openapi BindMobileRequest / BindEmailRequest. */
export type ContactBindRequest = ContactTarget & { verificationCode: string };

export type ContactField = 'target' | 'code';
export type ContactProblems = Partial<Record<ContactField, { kind: 'missing' | 'invalid' }>>;

export interface ContactBindingInput {
  channel: ContactChannel;
  /** How often the seconds left refresh. */
  tickMs?: number;
}

export interface ContactBindingContext {
  channel: ContactChannel;
  tickMs: number;
  /** When a new code may be asked for (the server's expiry of the last one, ms since the epoch). */
  resendAt: number | null;
  secondsLeft: number;
  /** Where the code being asked for goes (trimmed). */
  pendingTarget: ContactTarget | null;
  /** Where the last code went, as shown: "+66 0812345678" or the address. */
  sentTo: string | null;
  problems: ContactProblems;
  /** The server's message of the last failed send or bind, or a *_FAILED_KEY. */
  error: string | null;
}

/** What the player typed: the site owns it; a send and a submit carry it. */
export interface ContactValues {
  mobileNum?: string;
  countryDialingCode?: string;
  email?: string;
}

export type ContactBindingEvent =
  | ({ type: 'code.send' } & ContactValues)
  | ({ type: 'user.submit'; code: string } & ContactValues)
  | { type: 'field.change'; field: ContactField }
  | { type: 'error.dismiss' };

/** The target typed, trimmed, or why it cannot take a code. */
function targetOf(channel: ContactChannel, values: ContactValues): ContactTarget | 'missing' | 'invalid' {
  if (channel === 'mobile') {
    const mobileNum = (values.mobileNum ?? '').trim();
    if (mobileNum === '') return 'missing';
    if (!isMobileNumber(mobileNum) || !values.countryDialingCode) return 'invalid';
    return { mobileNum, countryDialingCode: values.countryDialingCode };
  }
  const email = (values.email ?? '').trim();
  if (email === '') return 'missing';
  return email.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(email) ? { email } : 'invalid';
}

/** The problems of a submit: the target as for a send, and a 6-digit code. */
export function contactProblems(channel: ContactChannel, values: ContactValues & { code?: string }): ContactProblems {
  const problems: ContactProblems = {};
  const target = targetOf(channel, values);
  if (typeof target === 'string') problems.target = { kind: target };
  const code = (values.code ?? '').trim();
  if (code === '') problems.code = { kind: 'missing' };
  else if (!VERIFICATION_CODE_PATTERN.test(code)) problems.code = { kind: 'invalid' };
  return problems;
}

function requireTarget(channel: ContactChannel, values: ContactValues): ContactTarget {
  const target = targetOf(channel, values);
  if (typeof target === 'string') throw new Error('contactBinding: the target was not checked');
  return target;
}

const shownTarget = (target: ContactTarget) =>
  'email' in target ? target.email : `${target.countryDialingCode} ${target.mobileNum}`;

/**
 * Binding a mobile number or an email address with a code sent to it (security centre). Two regions: `sender` is
 * the get-code button (one request a second; after a send it counts down to the code's expiry, then a new code may
 * be asked for), `form` is the bind itself. A send and a submit carry what was typed; a target that cannot take a
 * code (empty, malformed) stays here with its problem. Final state `bound`.
 */
export const contactBindingMachine = setup({
  types: {
    context: {} as ContactBindingContext,
    events: {} as ContactBindingEvent,
    input: {} as ContactBindingInput,
  },
  actors: {
    /** The site calls sendBindMobileCode or sendBindEmailCode; answers when the code expires (ms), if it says. */
    sendCode: fromPromise<number | null, ContactTarget>(actorNotProvided('sendCode')),
    /** The site calls bindMobile or bindEmail. */
    bind: fromPromise<unknown, ContactBindRequest>(actorNotProvided('bind')),
  },
  guards: {
    targetOk: ({ context, event }) =>
      event.type === 'code.send' && typeof targetOf(context.channel, event) !== 'string',
    submitOk: ({ context, event }) =>
      event.type === 'user.submit' && noProblems(contactProblems(context.channel, event)),
    stillCounting: ({ context }) => secondsUntil(context.resendAt) > 0,
  },
  actions: {
    assignTargetProblem: assign(({ context, event }) => {
      assertEvent(event, 'code.send');
      const target = targetOf(context.channel, event);
      return typeof target === 'string' ? { problems: { ...context.problems, target: { kind: target } } } : {};
    }),
    assignSubmitProblems: assign(({ context, event }) => {
      assertEvent(event, 'user.submit');
      return { problems: contactProblems(context.channel, event), error: null };
    }),
    assignPendingTarget: assign(({ context, event }) => {
      assertEvent(event, 'code.send');
      const { target: _target, ...problems } = context.problems;
      return { problems, error: null, pendingTarget: requireTarget(context.channel, event) };
    }),
    clearField: assign(({ context, event }) => clearFieldProblem(context, event)),
    assignSent: assign(({ context }, params: { expiresAt: number | null }) => {
      const resendAt = resendTime(params.expiresAt);
      const sentTo = context.pendingTarget ? shownTarget(context.pendingTarget) : context.sentTo;
      return { resendAt, secondsLeft: secondsUntil(resendAt), sentTo };
    }),
    tick: assign(({ context }) => ({ secondsLeft: secondsUntil(context.resendAt) })),
    assignError: assign(errorOrFallback),
  },
  delays: {
    TICK: ({ context }) => context.tickMs,
    REQUEST_THROTTLE: SMS_REQUEST_THROTTLE_MS,
  },
}).createMachine({
  id: 'contactBinding',
  context: ({ input }) => ({
    channel: input.channel,
    tickMs: input.tickMs ?? SMS_COUNTDOWN_TICK_REGISTER_MS,
    resendAt: null,
    secondsLeft: SMS_DEFAULT_COUNTDOWN_SECONDS,
    pendingTarget: null,
    sentTo: null,
    problems: {},
    error: null,
  }),
  on: {
    'field.change': { actions: 'clearField' },
    'error.dismiss': { actions: assign({ error: null }) },
  },
  initial: 'editing',
  states: {
    editing: {
      type: 'parallel',
      states: {
        sender: {
          // Back from a failed bind: a code still counting keeps counting.
          initial: 'resuming',
          states: {
            resuming: resumingState,
            ready: {
              on: {
                'code.send': [
                  { guard: 'targetOk', target: 'sending', actions: 'assignPendingTarget' },
                  { actions: 'assignTargetProblem' },
                ],
              },
            },
            sending: {
              invoke: {
                src: 'sendCode',
                input: ({ context }) => {
                  if (!context.pendingTarget) throw new Error('contactBinding: no target to send to');
                  return context.pendingTarget;
                },
                onDone: {
                  target: 'counting',
                  actions: { type: 'assignSent', params: outputAs('expiresAt') },
                },
                onError: { target: 'throttled', actions: assignErrorOr(CONTACT_CODE_FAILED_KEY) },
              },
            },
            ...countdownStates,
          },
        },
        form: {
          on: {
            'user.submit': [
              { guard: 'submitOk', target: '#contactBinding.binding' },
              { actions: 'assignSubmitProblems' },
            ],
          },
        },
      },
    },
    binding: {
      entry: assign({ problems: {}, error: null }),
      invoke: {
        src: 'bind',
        input: ({ context, event }) => {
          assertEvent(event, 'user.submit');
          return { ...requireTarget(context.channel, event), verificationCode: event.code.trim() };
        },
        onDone: 'bound',
        onError: { target: 'editing', actions: assignErrorOr(CONTACT_BIND_FAILED_KEY) },
      },
    },
    bound: { type: 'final' },
  },
});

export type ContactBindingMachine = typeof contactBindingMachine;
