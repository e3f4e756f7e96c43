import { afterEach, beforeEach, vi } from 'vitest';
import { fromPromise } from 'xstate';
import { captchaMachine } from '../captcha';
import { smsCountdownMachine, type SmsRequest } from '../sms';

/**
 * What the flows' tests share: the fakes of the actors the site provides, the server's failures as the API client
 * throws them, and vitest's fake clock. Only the tests import this module (the package's index does not).
 */

/** Shaped like @wl/api's ApiError for a business failure; flows read it structurally. */
export class BusinessError extends Error {
  readonly kind = 'business';
  constructor(
    message: string,
    readonly value?: unknown,
  ) {
    super(message);
  }
}

/**
 * The next scripted answer of a fake call (`fallback` once none is left); an Error is thrown, as the API client
 * throws a failed call.
 */
export function nextAnswer<Answer>(answers: (Answer | Error)[] | undefined, fallback: Answer): Answer {
  const answer = answers?.shift() ?? fallback;
  if (answer instanceof Error) throw answer;
  return answer;
}

/**
 * A fake call that records each input and answers the next of `answers` in turn (null is an answer too); an Error is
 * thrown, and a call past the last answer fails.
 */
export function scriptedCall<Output, Input>(inputs: Input[], answers: (Output | Error)[]) {
  return fromPromise<Output, Input>(async ({ input }) => {
    inputs.push(input);
    const next = answers.shift();
    if (next === undefined) throw new Error('no more answers');
    if (next instanceof Error) throw next;
    return next;
  });
}

/** A promise the test settles by hand, so every in-between state can be looked at. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** The SMS button's child with a send that records the request and answers a code valid for a minute. */
export function recordingSms(requests: SmsRequest[]) {
  return smsCountdownMachine.provide({
    actors: {
      sendCode: fromPromise<number | null, SmsRequest>(async ({ input }) => {
        requests.push(input);
        return Date.now() + 60_000;
      }),
    },
  });
}

/** The captcha child answering `png-1`, `png-2`, … (`captcha.count` counts the loads), or failing while `fails()`. */
export function countingCaptcha(captcha: { count: number }, fails: () => boolean = () => false) {
  return captchaMachine.provide({
    actors: {
      loadCaptcha: fromPromise<string>(async () => {
        captcha.count += 1;
        if (fails()) throw new Error('captcha down');
        return `png-${captcha.count}`;
      }),
    },
  });
}

/** Vitest's fake clock, set to `at`, for every test of the enclosing block. */
export function useFakeClock(at: string) {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date(at));
  });
  afterEach(() => vi.useRealTimers());
}

/** Flows have no DOM or Node types: the fake clock's timer is typed here. */
const timers = globalThis as unknown as { setTimeout: (run: () => void, ms: number) => unknown };

/** A pause of `ms` on vitest's fake clock: the test's answers arrive after it. */
export const later = (ms: number) => new Promise<void>((resolve) => timers.setTimeout(resolve, ms));

/** A server failure as the API client throws it: the message, the business code and the envelope's value. */
export const failure = (message: string, code?: string | null, value?: unknown) =>
  Object.assign(new Error(message), { code, value });

/**
 * A fake write: records each input, answers after `delayMs` on the fake clock (at once by default) with the next
 * scripted failure, or `reply(input)` when the script says 'ok' or has run out.
 */
export function fakeWrite<Output, Input>(
  inputs: Input[],
  answers: (Error | 'ok')[],
  reply: (input: Input) => Output,
  delayMs = 0,
) {
  return fromPromise<Output, Input>(async ({ input }) => {
    inputs.push(input);
    if (delayMs > 0) await later(delayMs);
    nextAnswer(answers, 'ok');
    return reply(input);
  });
}
