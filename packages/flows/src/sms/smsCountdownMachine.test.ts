import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import {
  SMS_COUNTDOWN_TICK_LOGIN_MS,
  SMS_COUNTDOWN_TICK_REGISTER_MS,
  SMS_DEFAULT_COUNTDOWN_SECONDS,
  SMS_REQUEST_THROTTLE_MS,
} from '../constants';
import { scriptedCall, useFakeClock } from '../testing/fakes';
import { SMS_FAILED_KEY, smsCountdownMachine, type SmsRequest } from './smsCountdownMachine';

const send = { type: 'sms.send', mobileNum: ' 0812345678 ', countryDialingCode: '+66' } as const;

function start(answers: Array<number | null | Error>, tickMs = SMS_COUNTDOWN_TICK_LOGIN_MS) {
  const requests: SmsRequest[] = [];
  const machine = smsCountdownMachine.provide({
    actors: {
      sendCode: scriptedCall<number | null, SmsRequest>(requests, answers),
    },
  });
  const actor = createActor(machine, { input: { tickMs } }).start();
  return { actor, requests, state: () => actor.getSnapshot() };
}

describe('smsCountdown (spec §4 SMS button)', () => {
  useFakeClock('2026-11-22T09:00:00Z');

  it('refuses an empty or malformed number without a request', async () => {
    const { actor, requests, state } = start([]);
    actor.send({ ...send, mobileNum: '  ' });
    expect(state().context.mobileProblem).toBe('missing');
    actor.send({ ...send, mobileNum: '08-1234' });
    expect(state().context.mobileProblem).toBe('invalid');
    await vi.runAllTimersAsync();
    expect(requests).toEqual([]);
    expect(state().value).toBe('ready');
  });

  it('shows the default seconds before the first answer', () => {
    const { state } = start([]);
    expect(state().context.secondsLeft).toBe(SMS_DEFAULT_COUNTDOWN_SECONDS);
  });

  it("sends the trimmed number, then counts down to the server's expiry and allows a resend at 0", async () => {
    const { actor, requests, state } = start([Date.now() + 45_000, Date.now() + 200_000]);
    actor.send(send);
    expect(state().value).toBe('sending');
    await vi.advanceTimersByTimeAsync(0);
    expect(requests).toEqual([{ mobileNum: '0812345678', countryDialingCode: '+66' }]);
    expect(state().value).toBe('counting');
    expect(state().context.secondsLeft).toBe(45);

    await vi.advanceTimersByTimeAsync(10_000);
    expect(state().context.secondsLeft).toBe(35);
    actor.send(send); // disabled while counting
    await vi.advanceTimersByTimeAsync(0);
    expect(requests).toHaveLength(1);

    await vi.advanceTimersByTimeAsync(35_000);
    expect(state().value).toBe('ready');
    actor.send(send);
    await vi.advanceTimersByTimeAsync(0);
    expect(requests).toHaveLength(2);
    expect(state().value).toBe('counting');
  });

  it.each([
    ['login', SMS_COUNTDOWN_TICK_LOGIN_MS],
    ['registration', SMS_COUNTDOWN_TICK_REGISTER_MS],
  ])('refreshes the seconds every tick of the %s form', async (_form, tickMs) => {
    const { actor, state } = start([Date.now() + 10_000], tickMs);
    actor.send(send);
    await vi.advanceTimersByTimeAsync(0);
    const seen: number[] = [];
    const subscription = actor.subscribe((snapshot) => seen.push(snapshot.context.secondsLeft));
    await vi.advanceTimersByTimeAsync(tickMs - 1);
    expect(seen).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(seen.length).toBeGreaterThan(0);
    subscription.unsubscribe();
    expect(state().context.secondsLeft).toBe(Math.ceil((10_000 - tickMs) / 1000));
  });

  it('counts the default 60 s when the server gives no expiry', async () => {
    const { actor, state } = start([null]);
    actor.send(send);
    await vi.advanceTimersByTimeAsync(0);
    expect(state().context.secondsLeft).toBe(SMS_DEFAULT_COUNTDOWN_SECONDS);
    await vi.advanceTimersByTimeAsync(SMS_DEFAULT_COUNTDOWN_SECONDS * 1000);
    expect(state().value).toBe('ready');
  });

  it('an expiry already past leaves the button ready', async () => {
    const { actor, state } = start([Date.now() - 1]);
    actor.send(send);
    await vi.advanceTimersByTimeAsync(0);
    expect(state().value).toBe('ready');
  });

  it("keeps the server's message for the warning dialog and throttles the next request to one a second", async () => {
    const tooMany = Object.assign(new Error('Too many requests, please try again after 5 minutes'), {
      kind: 'business',
    });
    const { actor, requests, state } = start([tooMany, new Error(''), Date.now() + 60_000]);
    actor.send(send);
    await vi.advanceTimersByTimeAsync(0);
    expect(state().value).toBe('throttled');
    expect(state().context.error).toBe('Too many requests, please try again after 5 minutes');

    actor.send(send); // dropped: within the second
    await vi.advanceTimersByTimeAsync(SMS_REQUEST_THROTTLE_MS - 1);
    expect(requests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(state().value).toBe('ready');

    actor.send(send);
    await vi.advanceTimersByTimeAsync(0);
    expect(state().context.error).toBe(SMS_FAILED_KEY);
    actor.send({ type: 'error.dismiss' });
    expect(state().context.error).toBeNull();

    await vi.advanceTimersByTimeAsync(SMS_REQUEST_THROTTLE_MS);
    actor.send(send);
    await vi.advanceTimersByTimeAsync(0);
    expect(state().value).toBe('counting');
    expect(state().context.error).toBeNull();
  });
});
