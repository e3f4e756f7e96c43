import { assign, fromPromise, setup } from 'xstate';
import { CAPTCHA_REFRESH_THROTTLE_MS } from '../constants';
import { actorNotProvided } from '../notProvided';

export interface CaptchaContext {
  /** Base64 PNG (no data-URL prefix) of the current image; null until the first one arrives. */
  image: string | null;
}

export type CaptchaEvent = { type: 'captcha.refresh' };

/**
 * An image captcha (spec §4 Captcha): loads one image when started, and another on refresh at most once per second;
 * refreshes within that second are dropped, not queued. A captcha is single-use, so a form starts a new one after
 * every failed submit.
 */
export const captchaMachine = setup({
  types: { context: {} as CaptchaContext, events: {} as CaptchaEvent },
  actors: {
    /** The site fetches a new captcha and answers its base64 PNG. */
    loadCaptcha: fromPromise<string>(actorNotProvided('loadCaptcha')),
  },
  delays: { CAPTCHA_REFRESH_THROTTLE: CAPTCHA_REFRESH_THROTTLE_MS },
}).createMachine({
  id: 'captcha',
  context: { image: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadCaptcha',
        onDone: { target: 'throttled', actions: assign({ image: ({ event }) => event.output }) },
        // The old image stays; the player can refresh once the throttle is over.
        onError: { target: 'throttled' },
      },
    },
    throttled: {
      after: { CAPTCHA_REFRESH_THROTTLE: 'ready' },
    },
    ready: {
      on: { 'captcha.refresh': 'loading' },
    },
  },
});

export type CaptchaMachine = typeof captchaMachine;
