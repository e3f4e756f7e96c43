import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { SMS_DEFAULT_COUNTDOWN_SECONDS, SMS_REQUEST_THROTTLE_MS } from '../constants';
import { scriptedCall, useFakeClock } from '../testing/fakes';
import {
  CONTACT_BIND_FAILED_KEY,
  CONTACT_CODE_FAILED_KEY,
  contactBindingMachine,
  type ContactBindRequest,
  type ContactChannel,
  type ContactTarget,
} from './contactBindingMachine';

type Answer = number | null | Error;

function start(channel: ContactChannel, sends: Answer[] = [], binds: (Error | 'ok')[] = []) {
  const sent: ContactTarget[] = [];
  const bound: ContactBindRequest[] = [];
  const machine = contactBindingMachine.provide({
    actors: {
      sendCode: scriptedCall<number | null, ContactTarget>(sent, sends),
      bind: fromPromise<unknown, ContactBindRequest>(async ({ input }) => {
        bound.push(input);
        const next = binds.shift() ?? 'ok';
        if (next instanceof Error) throw next;
        return null;
      }),
    },
  });
  const actor = createActor(machine, { input: { channel, tickMs: 1000 } }).start();
  return { actor, sent, bound, state: () => actor.getSnapshot() };
}

const mobile = { mobileNum: ' 0812345678 ', countryDialingCode: '+66' };
const sender = (state: { value: unknown }) => (state.value as { editing?: { sender: string } }).editing?.sender;

describe('contactBinding (security centre: bind a mobile or an email with a code)', () => {
  useFakeClock('2026-11-25T09:00:00Z');

  it('starts editing, ready to send, nothing sent', () => {
    const { state } = start('mobile');
    expect(state().value).toEqual({ editing: { sender: 'ready', form: {} } });
    expect(state().context).toMatchObject({ sentTo: null, problems: {}, error: null });
  });

  it.each([
    ['mobile', { mobileNum: ' ', countryDialingCode: '+66' }, 'missing'],
    ['mobile', { mobileNum: '08-1234', countryDialingCode: '+66' }, 'invalid'],
    ['mobile', { mobileNum: '0812345678', countryDialingCode: '' }, 'invalid'],
    ['email', { email: '' }, 'missing'],
    ['email', { email: 'not-an-address' }, 'invalid'],
    ['email', { email: `${'a'.repeat(250)}@x.com` }, 'invalid'],
  ] as const)('%s %o cannot take a code: %s, no request', async (channel, values, kind) => {
    const { actor, sent, state } = start(channel);
    actor.send({ type: 'code.send', ...values });
    expect(state().context.problems).toEqual({ target: { kind } });
    await vi.runAllTimersAsync();
    expect(sent).toEqual([]);
    actor.send({ type: 'field.change', field: 'target' });
    expect(state().context.problems).toEqual({});
  });

  it('sends the trimmed number, counts down to the expiry, then allows a new code', async () => {
    const { actor, sent, state } = start('mobile', [Date.now() + 3000, Date.now() + 10_000]);
    actor.send({ type: 'code.send', ...mobile });
    expect(sender(state())).toBe('sending');
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toEqual([{ mobileNum: '0812345678', countryDialingCode: '+66' }]);
    expect(sender(state())).toBe('counting');
    expect(state().context).toMatchObject({ secondsLeft: 3, sentTo: '+66 0812345678' });
    // a press while counting is ignored
    actor.send({ type: 'code.send', ...mobile });
    expect(sent).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(state().context.secondsLeft).toBe(2);
    await vi.advanceTimersByTimeAsync(2000);
    expect(sender(state())).toBe('ready');
    actor.send({ type: 'code.send', ...mobile });
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toHaveLength(2);
  });

  it('counts the default seconds when the server gives no expiry', async () => {
    const { actor, state } = start('email', [null]);
    actor.send({ type: 'code.send', email: ' Me@Example.com ' });
    await vi.advanceTimersByTimeAsync(0);
    expect(state().context).toMatchObject({ secondsLeft: SMS_DEFAULT_COUNTDOWN_SECONDS, sentTo: 'Me@Example.com' });
  });

  it("a failed send keeps the server's message, waits a second, and the message can be dismissed", async () => {
    const { actor, sent, state } = start('email', [new Error('Too many requests'), new Error('')]);
    actor.send({ type: 'code.send', email: 'me@example.com' });
    await vi.advanceTimersByTimeAsync(0);
    expect(sender(state())).toBe('throttled');
    expect(state().context.error).toBe('Too many requests');
    expect(state().context.sentTo).toBeNull();
    actor.send({ type: 'code.send', email: 'me@example.com' });
    expect(sent).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(SMS_REQUEST_THROTTLE_MS);
    expect(sender(state())).toBe('ready');
    actor.send({ type: 'error.dismiss' });
    expect(state().context.error).toBeNull();
    actor.send({ type: 'code.send', email: 'me@example.com' });
    await vi.advanceTimersByTimeAsync(0);
    expect(state().context.error).toBe(CONTACT_CODE_FAILED_KEY);
  });

  it.each([
    ['', { code: { kind: 'missing' } }],
    ['12345', { code: { kind: 'invalid' } }],
    ['12a456', { code: { kind: 'invalid' } }],
  ])('a submit with code %j stays with %o', (code, problems) => {
    const { actor, bound, state } = start('mobile');
    actor.send({ type: 'user.submit', code, ...mobile });
    expect(state().context.problems).toEqual(problems);
    expect(bound).toEqual([]);
    actor.send({ type: 'field.change', field: 'code' });
    expect(state().context.problems).toEqual({});
  });

  it('a submit without a target names both problems', () => {
    const { actor, state } = start('email');
    actor.send({ type: 'user.submit', code: '', email: '' });
    expect(state().context.problems).toEqual({ target: { kind: 'missing' }, code: { kind: 'missing' } });
  });

  it('binds the number with the trimmed code and ends bound', async () => {
    const { actor, bound, state } = start('mobile', [Date.now() + 60_000]);
    actor.send({ type: 'code.send', ...mobile });
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'user.submit', code: ' 123456 ', ...mobile });
    expect(state().value).toBe('binding');
    await vi.advanceTimersByTimeAsync(0);
    expect(bound).toEqual([{ mobileNum: '0812345678', countryDialingCode: '+66', verificationCode: '123456' }]);
    expect(state().value).toBe('bound');
    expect(state().status).toBe('done');
  });

  it("binds an email; a refused code shows the server's message and the countdown goes on", async () => {
    const { actor, bound, state } = start(
      'email',
      [Date.now() + 30_000],
      [new Error('Verification code is not valid')],
    );
    actor.send({ type: 'code.send', email: 'me@example.com' });
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'user.submit', code: '000000', email: 'me@example.com' });
    await vi.advanceTimersByTimeAsync(0);
    expect(bound).toEqual([{ email: 'me@example.com', verificationCode: '000000' }]);
    expect(state().context.error).toBe('Verification code is not valid');
    expect(sender(state())).toBe('counting');
    expect(state().context.secondsLeft).toBe(30);
    actor.send({ type: 'user.submit', code: '111111', email: 'me@example.com' });
    expect(state().context.error).toBeNull();
    await vi.advanceTimersByTimeAsync(0);
    expect(state().value).toBe('bound');
  });

  it('a bind failure without a message shows the fallback; back from it with no code counting, ready', async () => {
    const { actor, state } = start('email', [], [new Error('')]);
    actor.send({ type: 'user.submit', code: '123456', email: 'me@example.com' });
    await vi.advanceTimersByTimeAsync(0);
    expect(state().context.error).toBe(CONTACT_BIND_FAILED_KEY);
    expect(sender(state())).toBe('ready');
  });
});
