import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { fakeWrite, later, nextAnswer } from '../testing/fakes';
import {
  WITHDRAW_CONFIRM_FAILED_KEY,
  withdrawConfirmMachine,
  type WithdrawConfirmRequest,
} from './withdrawConfirmMachine';

const T0 = Date.parse('2026-11-25T10:00:00Z');
const MINUTE = 60_000;

const ANSWER_MS = 100;

function start({
  uploads = [] as (Error | number)[],
  confirms = [] as (Error | 'ok')[],
  autoReceiveAt = new Date(T0 + 60 * MINUTE).toISOString() as string | null,
} = {}) {
  const uploaded: Blob[] = [];
  const requests: WithdrawConfirmRequest[] = [];
  const machine = withdrawConfirmMachine.provide({
    actors: {
      uploadProof: fromPromise<number, Blob>(async ({ input }) => {
        uploaded.push(input);
        await later(ANSWER_MS);
        return nextAnswer(uploads, 41);
      }),
      confirm: fakeWrite<unknown, WithdrawConfirmRequest>(
        requests,
        confirms,
        (input) => ({ orderId: input.orderId, confirmation: input.result }),
        ANSWER_MS,
      ),
    },
  });
  const actor = createActor(machine, {
    input: { orderId: 12, payoutAmount: '990.00', autoReceiveAt, minorDigits: 2, locale: 'en', now: Date.now },
  }).start();
  return { actor, uploaded, requests };
}

const confirm = (
  result: 'received' | 'notReceived' | 'partlyReceived',
  receivedAmount = '',
  proof: Blob | null = null,
) => ({
  type: 'user.confirm' as const,
  result,
  receivedAmount,
  proof,
});
/** A proof image: only its identity matters to the flow. */
const image = () => ({ size: 4, type: 'image/png' }) as unknown as Blob;
const answered = () => vi.advanceTimersByTimeAsync(ANSWER_MS);

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(T0);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('withdrawConfirm (spec §4 withdrawal confirmation)', () => {
  it('received: awaiting → confirming → confirmed, no upload', async () => {
    const { actor, uploaded, requests } = start();
    expect(actor.getSnapshot().value).toBe('awaiting');
    actor.send(confirm('received', 'ignored', image()));
    expect(actor.getSnapshot().value).toBe('confirming');
    await answered();
    expect(actor.getSnapshot().value).toBe('confirmed');
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().context.outcome).toEqual({ orderId: 12, confirmation: 'received' });
    expect(uploaded).toEqual([]);
    expect(requests).toEqual([{ orderId: 12, result: 'received' }]);
  });

  it('not received needs a proof; with one: awaiting → uploading → confirming → confirmed, sent as its id', async () => {
    const { actor, uploaded, requests } = start({ uploads: [77] });
    actor.send(confirm('notReceived'));
    expect(actor.getSnapshot().value).toBe('awaiting');
    expect(actor.getSnapshot().context.problems).toEqual({ proof: { kind: 'missing' } });
    actor.send({ type: 'field.change', field: 'proof' });
    expect(actor.getSnapshot().context.problems).toEqual({});
    const proof = image();
    actor.send(confirm('notReceived', '', proof));
    expect(actor.getSnapshot().value).toBe('uploading');
    await answered();
    expect(actor.getSnapshot().value).toBe('confirming');
    await answered();
    expect(actor.getSnapshot().value).toBe('confirmed');
    expect(uploaded).toEqual([proof]);
    expect(requests).toEqual([{ orderId: 12, result: 'notReceived', proofId: 77 }]);
  });

  it.each([
    ['', { kind: 'empty' }],
    ['abc', { kind: 'notANumber' }],
    ['-5', { kind: 'negative' }],
    ['1.234', { kind: 'tooManyDecimals', minorDigits: 2 }],
    ['0', { kind: 'belowMin', limit: 1n }],
    ['990', { kind: 'aboveMax', limit: 98999n }],
  ])('partly received %j: %o', (amount, problem) => {
    const { actor, requests } = start();
    actor.send(confirm('partlyReceived', amount));
    expect(actor.getSnapshot().value).toBe('awaiting');
    expect(actor.getSnapshot().context.problems).toEqual({ receivedAmount: problem });
    expect(requests).toEqual([]);
  });

  it('partly received sends the wire amount, without a proof when none is given', async () => {
    const { actor, requests } = start();
    actor.send(confirm('partlyReceived', '500.5'));
    await answered();
    expect(requests).toEqual([{ orderId: 12, result: 'partlyReceived', receivedAmount: '500.50' }]);
  });

  it('an upload failure returns to awaiting with the message; a confirm failure keeps the uploaded proof for the retry', async () => {
    const { actor, uploaded, requests } = start({
      uploads: [new Error('Only png or jpg images'), 55],
      confirms: [new Error('This withdrawal is not waiting for your confirmation'), new Error(''), 'ok'],
    });
    const proof = image();
    actor.send(confirm('partlyReceived', '100', proof));
    await answered();
    expect(actor.getSnapshot().value).toBe('awaiting');
    expect(actor.getSnapshot().context.error).toBe('Only png or jpg images');
    actor.send({ type: 'user.dismiss' });
    expect(actor.getSnapshot().context.error).toBeNull();
    actor.send(confirm('partlyReceived', '100', proof));
    await answered(); // uploaded
    await answered(); // refused
    expect(actor.getSnapshot().context.error).toBe('This withdrawal is not waiting for your confirmation');
    actor.send(confirm('partlyReceived', '100', proof));
    expect(actor.getSnapshot().value).toBe('confirming');
    await answered();
    expect(actor.getSnapshot().context.error).toBe(WITHDRAW_CONFIRM_FAILED_KEY);
    actor.send(confirm('partlyReceived', '100', proof));
    await answered();
    expect(actor.getSnapshot().value).toBe('confirmed');
    expect(uploaded).toHaveLength(2);
    expect(requests.map((r) => r.proofId)).toEqual([55, 55, 55]);
  });

  it('without an answer by autoReceiveAt it counts as received and stops asking', async () => {
    const { actor, requests } = start();
    await vi.advanceTimersByTimeAsync(60 * MINUTE - 1);
    expect(actor.getSnapshot().value).toBe('awaiting');
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().value).toBe('autoReceived');
    expect(actor.getSnapshot().status).toBe('done');
    expect(requests).toEqual([]);
  });

  it('a deadline already past ends at once; no deadline never ends by itself', async () => {
    const past = start({ autoReceiveAt: new Date(T0 - MINUTE).toISOString() });
    await vi.advanceTimersByTimeAsync(0);
    expect(past.actor.getSnapshot().value).toBe('autoReceived');
    const open = start({ autoReceiveAt: null });
    await vi.advanceTimersByTimeAsync(24 * 60 * MINUTE);
    expect(open.actor.getSnapshot().value).toBe('awaiting');
  });
});
