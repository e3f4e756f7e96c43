import { not } from 'xstate';
import { SMS_DEFAULT_COUNTDOWN_SECONDS } from '../constants';

/**
 * What the get-code buttons share (the SMS button of login and registration, contact binding, login verification):
 * the seconds left until a new code may be asked for, and the states after a send. The states name the machine's
 * own `stillCounting` guard, `tick` action and `TICK` / `REQUEST_THROTTLE` delays and come back to its `ready`.
 */

/** Whole seconds from now until `at` (ms since the epoch), at least 0; 0 when there is no such time. */
export const secondsUntil = (at: number | null | undefined): number =>
  at === null || at === undefined ? 0 : Math.max(0, Math.ceil((at - Date.now()) / 1000));

/** When a new code may be asked for: the server's expiry of the code sent, or the default countdown from now. */
export const resendTime = (expiresAt: number | null): number =>
  expiresAt ?? Date.now() + SMS_DEFAULT_COUNTDOWN_SECONDS * 1000;

/** Transient, back to the button (from a failed submit, another method): a code still counting keeps counting. */
export const resumingState = {
  always: [{ guard: 'stillCounting', target: 'counting' }, { target: 'ready' }],
} as const;

export const countdownStates = {
  /** After a failed send: one request a second; presses meanwhile are dropped. */
  throttled: { after: { REQUEST_THROTTLE: 'ready' } },
  /** Presses while counting are ignored (the button says how long to wait); at 0 a new code may be asked for. */
  counting: {
    always: { guard: not('stillCounting'), target: 'ready' },
    after: { TICK: { target: 'counting', reenter: true, actions: 'tick' } },
  },
} as const;
