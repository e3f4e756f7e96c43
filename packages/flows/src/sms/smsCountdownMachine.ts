import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { isMobileNumber } from '@wl/rules';
import { SMS_COUNTDOWN_TICK_LOGIN_MS, SMS_DEFAULT_COUNTDOWN_SECONDS, SMS_REQUEST_THROTTLE_MS } from '../constants';
import { errorMessage } from '../errors';
import { errorParams, outputAs } from '../form';
import { actorNotProvided } from '../notProvided';
import { countdownStates, resendTime, secondsUntil } from './codeCountdown';

/** Translation key shown when sending fails without a server message. */
export const SMS_FAILED_KEY = 'sms.failed';

export interface SmsRequest {
  mobileNum: string;
  /** With '+', as the country picker gives it. */
  countryDialingCode: string;
  /**
   * Who texts the code: the merchant (left out) or the third-party phone-code provider (spec §3 firebaseChannel sms),
   * whose code then proves the number to the provider.
   */
  channel?: 'provider';
}

export interface SmsCountdownInput {
  /** How often the remaining seconds refresh: SMS_COUNTDOWN_TICK_LOGIN_MS or SMS_COUNTDOWN_TICK_REGISTER_MS. */
  tickMs?: number;
}

/** Why the number was not sent: the form shows it under the mobile number field. */
export type MobileProblem = 'missing' | 'invalid';

export interface SmsCountdownContext {
  tickMs: number;
  /** When a resend is allowed (ms since the epoch); null before the first send. */
  expiresAt: number | null;
  /** What the button shows while counting; SMS_DEFAULT_COUNTDOWN_SECONDS before the first answer. */
  secondsLeft: number;
  mobileProblem: MobileProblem | null;
  /** The server's message of the last failed send (shown in a warning dialog), or SMS_FAILED_KEY. */
  error: string | null;
}

export type SmsCountdownEvent =
  | ({ type: 'sms.send' } & SmsRequest)
  /** The warning dialog was closed. */
  | { type: 'error.dismiss' };

function mobileProblemOf(mobileNum: string): MobileProblem | null {
  if (mobileNum.trim() === '') return 'missing';
  return isMobileNumber(mobileNum.trim()) ? null : 'invalid';
}

/**
 * The get-code button (spec §4 SMS button): sends, then stays disabled showing the seconds left until the server's
 * `expirationTime`; at 0 it can send again. Send requests are throttled to one a second; a failure keeps the
 * server's message for the warning dialog.
 */
export const smsCountdownMachine = setup({
  types: {
    context: {} as SmsCountdownContext,
    events: {} as SmsCountdownEvent,
    input: {} as SmsCountdownInput,
  },
  actors: {
    /** The site calls the login or registration SMS operation and answers `expirationTime` (ms since the epoch). */
    sendCode: fromPromise<number | null, SmsRequest>(actorNotProvided('sendCode')),
  },
  guards: {
    mobileOk: ({ event }) => event.type === 'sms.send' && mobileProblemOf(event.mobileNum) === null,
    stillCounting: ({ context }) => secondsUntil(context.expiresAt) > 0,
  },
  actions: {
    assignMobileProblem: assign(({ event }) => {
      assertEvent(event, 'sms.send');
      return { mobileProblem: mobileProblemOf(event.mobileNum) };
    }),
    assignExpiry: assign((_, params: { expiresAt: number | null }) => {
      const expiresAt = resendTime(params.expiresAt);
      return { expiresAt, secondsLeft: secondsUntil(expiresAt) };
    }),
    tick: assign(({ context }) => ({ secondsLeft: secondsUntil(context.expiresAt) })),
    assignError: assign((_, params: { error: unknown }) => ({ error: errorMessage(params.error, SMS_FAILED_KEY) })),
    clearFeedback: assign({ error: null, mobileProblem: null }),
  },
  delays: {
    TICK: ({ context }) => context.tickMs,
    REQUEST_THROTTLE: SMS_REQUEST_THROTTLE_MS,
  },
}).createMachine({
  id: 'smsCountdown',
  context: ({ input }) => ({
    tickMs: input.tickMs ?? SMS_COUNTDOWN_TICK_LOGIN_MS,
    expiresAt: null,
    secondsLeft: SMS_DEFAULT_COUNTDOWN_SECONDS,
    mobileProblem: null,
    error: null,
  }),
  on: { 'error.dismiss': { actions: assign({ error: null }) } },
  initial: 'ready',
  states: {
    ready: {
      on: {
        'sms.send': [
          { guard: 'mobileOk', target: 'sending', actions: 'clearFeedback' },
          { actions: 'assignMobileProblem' },
        ],
      },
    },
    sending: {
      invoke: {
        src: 'sendCode',
        input: ({ event }) => {
          assertEvent(event, 'sms.send');
          return {
            mobileNum: event.mobileNum.trim(),
            countryDialingCode: event.countryDialingCode,
            ...(event.channel ? { channel: event.channel } : {}),
          };
        },
        onDone: { target: 'counting', actions: { type: 'assignExpiry', params: outputAs('expiresAt') } },
        onError: { target: 'throttled', actions: { type: 'assignError', params: errorParams } },
      },
    },
    // A press while counting is ignored: the button is disabled, this guards a double tap that slips through.
    ...countdownStates,
  },
});

export type SmsCountdownMachine = typeof smsCountdownMachine;
