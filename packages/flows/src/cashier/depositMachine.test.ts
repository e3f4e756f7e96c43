import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { DEPOSIT_STATUS_POLL_MS } from '../constants';
import { failure, nextAnswer } from '../testing/fakes';
import {
  DEPOSIT_FAILED_KEY,
  depositMachine,
  type DepositOrder,
  type DepositProof,
  type DepositRequest,
  type DepositRules,
} from './depositMachine';

const rules: DepositRules = {
  channels: [
    {
      channelId: 'BANK_TRANSFER',
      min: '300.00',
      max: '200000.00',
      presets: ['300.00', '500.00'],
      presetsOnly: false,
      requiresProof: true,
    },
    { channelId: 'PROMPTPAY', min: '300.00', max: '50000.00', presets: [], presetsOnly: false, requiresProof: false },
    {
      channelId: 'TRUEMONEY',
      min: '50.00',
      max: '20000.00',
      presets: ['50.00', '100.00'],
      presetsOnly: true,
      requiresProof: false,
    },
  ],
  promotions: [{ promotionId: 'DAILY50', minDeposit: '500.00' }],
  minorDigits: 2,
  proofMaxBytes: 1000,
  proofTypes: ['image/png', 'image/jpeg'],
};

type Answer = Error | 'ok';
type Status = DepositOrder['status'];
const order = (orderId: number, status: Status): DepositOrder => ({
  orderId,
  orderNo: `D${orderId}`,
  channelId: 'PROMPTPAY',
  channelName: 'PromptPay QR',
  family: 'qrPayment',
  amount: '500.00',
  bonus: '0.00',
  promotionId: null,
  status,
  failReason: status === 'failed' ? 'The payment was not received' : null,
  createdAt: '2026-11-25T10:00:00.000Z',
  updatedAt: '2026-11-25T10:00:00.000Z',
  instructions: null,
});

function start(answers: { upload?: Answer[]; create?: Answer[]; check?: (Error | Status)[] } = {}) {
  const uploads: DepositProof[] = [];
  const requests: DepositRequest[] = [];
  const checks: number[] = [];
  let keys = 0;
  const machine = depositMachine.provide({
    actors: {
      uploadProof: fromPromise<number, DepositProof>(async ({ input }) => {
        uploads.push(input);
        nextAnswer(answers.upload, 'ok');
        return 40 + uploads.length;
      }),
      createDeposit: fromPromise<DepositOrder, DepositRequest>(async ({ input }) => {
        requests.push(input);
        nextAnswer(answers.create, 'ok');
        return order(7, 'pending');
      }),
      checkOrder: fromPromise<DepositOrder, DepositOrder>(async ({ input }) => {
        checks.push(input.orderId);
        const answer = nextAnswer(answers.check, 'pending');
        return order(input.orderId, answer);
      }),
    },
  });
  const actor = createActor(machine, {
    input: { ...rules, locale: 'en', newKey: () => `deposit-key-${++keys}` },
  }).start();
  return { actor, uploads, requests, checks };
}

const slip: DepositProof = { size: 500, type: 'image/png' };
const submit = (
  over: Partial<{ channelId: string; amount: string; promotionId: string; proof: DepositProof | null }>,
) => ({
  type: 'user.submit' as const,
  channelId: 'PROMPTPAY',
  amount: '500',
  promotionId: '',
  proof: null,
  ...over,
});
/** Lets the actors' promises settle (fake timers do not run microtasks by themselves). */
const settle = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('deposit (spec §2 depositv2)', () => {
  it('opens an order on the wire amount with a fresh key, then polls it until the back office credits it', async () => {
    const { actor, requests, checks } = start({ check: ['pending', 'credited'] });
    actor.send(submit({ amount: '1,000.5', promotionId: 'DAILY50' }));
    expect(actor.getSnapshot().matches({ submitting: 'creating' })).toBe(true);
    await settle();
    expect(requests).toEqual([
      { channelId: 'PROMPTPAY', amount: '1000.50', promotionId: 'DAILY50', idempotencyKey: 'deposit-key-1' },
    ]);
    expect(actor.getSnapshot().matches({ ordered: 'awaiting' })).toBe(true);
    await vi.advanceTimersByTimeAsync(DEPOSIT_STATUS_POLL_MS - 1);
    expect(checks).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(checks).toEqual([7]);
    expect(actor.getSnapshot().matches({ ordered: 'awaiting' })).toBe(true);
    await vi.advanceTimersByTimeAsync(DEPOSIT_STATUS_POLL_MS);
    expect(actor.getSnapshot().matches({ ordered: 'decided' })).toBe(true);
    expect(actor.getSnapshot().context.order).toEqual(order(7, 'credited'));
    await vi.advanceTimersByTimeAsync(DEPOSIT_STATUS_POLL_MS * 3);
    expect(checks).toHaveLength(2);
  });

  it('checks at once when asked, and keeps polling after a failed look', async () => {
    const { actor, checks } = start({ check: [new Error('offline'), 'failed'] });
    actor.send(submit({}));
    await settle();
    actor.send({ type: 'user.checkStatus' });
    await settle();
    expect(checks).toEqual([7]);
    expect(actor.getSnapshot().matches({ ordered: 'awaiting' })).toBe(true);
    await vi.advanceTimersByTimeAsync(DEPOSIT_STATUS_POLL_MS);
    expect(actor.getSnapshot().context.order?.status).toBe('failed');
    expect(actor.getSnapshot().matches({ ordered: 'decided' })).toBe(true);
  });

  it('takes a decision the site saw elsewhere (order.update) for this order only', async () => {
    const { actor } = start();
    actor.send(submit({}));
    await settle();
    actor.send({ type: 'order.update', order: order(8, 'credited') });
    expect(actor.getSnapshot().matches({ ordered: 'awaiting' })).toBe(true);
    actor.send({ type: 'order.update', order: order(7, 'credited') });
    expect(actor.getSnapshot().matches({ ordered: 'decided' })).toBe(true);
    actor.send({ type: 'user.newDeposit' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.order).toBeNull();
  });

  it('an order already decided when made is shown as decided; a new deposit goes back to the form', async () => {
    const { actor } = start();
    const machine = depositMachine.provide({
      actors: {
        createDeposit: fromPromise<DepositOrder, DepositRequest>(async () => order(9, 'credited')),
      },
    });
    const other = createActor(machine, { input: { ...rules, newKey: () => 'k' } }).start();
    other.send(submit({}));
    await settle();
    expect(other.getSnapshot().matches({ ordered: 'decided' })).toBe(true);
    actor.send(submit({}));
    await settle();
    actor.send({ type: 'user.newDeposit' });
    expect(actor.getSnapshot().matches('editing')).toBe(true);
  });

  it.each([
    [{ channelId: '' }, { channelId: { kind: 'missing' } }],
    [{ amount: '' }, { amount: { kind: 'empty' } }],
    [{ amount: 'abc' }, { amount: { kind: 'notANumber' } }],
    [{ amount: '-5' }, { amount: { kind: 'negative' } }],
    [{ amount: '500.001' }, { amount: { kind: 'tooManyDecimals', minorDigits: 2 } }],
    [{ amount: '299.99' }, { amount: { kind: 'belowMin', limit: 30000n } }],
    [{ amount: '50000.01' }, { amount: { kind: 'aboveMax', limit: 5000000n } }],
    [{ channelId: 'TRUEMONEY', amount: '75' }, { amount: { kind: 'notPreset' } }],
    [{ promotionId: 'NOPE' }, { promotionId: { kind: 'missing' } }],
    [{ amount: '400', promotionId: 'DAILY50' }, { promotionId: { kind: 'belowPromotionMin', limit: 50000n } }],
    [{ channelId: 'BANK_TRANSFER' }, { proof: { kind: 'missing' } }],
    [{ channelId: 'BANK_TRANSFER', proof: { size: 10, type: 'image/gif' } }, { proof: { kind: 'proofType' } }],
    [
      { channelId: 'BANK_TRANSFER', proof: { size: 1001, type: 'image/jpeg' } },
      { proof: { kind: 'proofTooLarge', limit: 1000 } },
    ],
  ])('%o: %o, nothing is sent', (over, problems) => {
    const { actor, requests } = start();
    actor.send(submit(over));
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.problems).toEqual(problems);
    expect(requests).toEqual([]);
  });

  it('a changed field loses its problem; new rules (the first deposit made) change the limits', () => {
    const { actor } = start();
    actor.send(submit({ amount: '100', channelId: 'PROMPTPAY', promotionId: 'NOPE' }));
    expect(Object.keys(actor.getSnapshot().context.problems)).toEqual(['amount', 'promotionId']);
    actor.send({ type: 'field.change', field: 'amount' });
    expect(Object.keys(actor.getSnapshot().context.problems)).toEqual(['promotionId']);
    actor.send({
      type: 'rules.change',
      rules: { ...rules, channels: rules.channels.map((c) => ({ ...c, min: '100.00' })) },
    });
    actor.send(submit({ amount: '100' }));
    expect(actor.getSnapshot().matches('submitting')).toBe(true);
  });

  it('a bank transfer uploads the slip, then sends its id; a channel without slips ignores one', async () => {
    const { actor, uploads, requests } = start();
    actor.send(submit({ channelId: 'BANK_TRANSFER', proof: slip }));
    expect(actor.getSnapshot().matches({ submitting: 'uploading' })).toBe(true);
    await settle();
    expect(uploads).toEqual([slip]);
    expect(requests).toEqual([
      { channelId: 'BANK_TRANSFER', amount: '500.00', proofId: 41, idempotencyKey: 'deposit-key-1' },
    ]);
    actor.send({ type: 'user.newDeposit' });
    actor.send(submit({ channelId: 'PROMPTPAY', proof: slip }));
    await settle();
    expect(uploads).toHaveLength(1);
    expect(requests[1]).toEqual({ channelId: 'PROMPTPAY', amount: '500.00', idempotencyKey: 'deposit-key-2' });
  });

  it('a failed order keeps the message; retry or the same submit send it again with the same key and the slip once', async () => {
    const { actor, uploads, requests } = start({ create: [failure('Network error'), failure('')] });
    actor.send(submit({ channelId: 'BANK_TRANSFER', proof: slip }));
    await settle();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.error).toBe('Network error');
    actor.send({ type: 'user.dismiss' });
    expect(actor.getSnapshot().context.error).toBeNull();
    actor.send({ type: 'user.retry' });
    expect(actor.getSnapshot().value).toBe('editing');

    actor.send(submit({ channelId: 'BANK_TRANSFER', proof: slip }));
    await settle();
    expect(actor.getSnapshot().context.error).toBe(DEPOSIT_FAILED_KEY);
    actor.send({ type: 'user.retry' });
    expect(actor.getSnapshot().matches({ submitting: 'creating' })).toBe(true);
    await settle();
    expect(uploads).toHaveLength(1);
    expect(requests.map((r) => [r.idempotencyKey, r.proofId])).toEqual([
      ['deposit-key-1', 41],
      ['deposit-key-1', 41],
      ['deposit-key-1', 41],
    ]);
    expect(actor.getSnapshot().matches('ordered')).toBe(true);
  });

  it('after a failure the same submit reuses the key; another amount or slip gets a new one', async () => {
    const { actor, uploads, requests } = start({ create: [failure('timeout'), failure('timeout')] });
    actor.send(submit({ amount: '500' }));
    await settle();
    actor.send(submit({ amount: '500.00' }));
    await settle();
    actor.send(submit({ amount: '600' }));
    await settle();
    expect(requests.map((r) => r.idempotencyKey)).toEqual(['deposit-key-1', 'deposit-key-1', 'deposit-key-2']);
    actor.send({ type: 'user.newDeposit' });

    const other: DepositProof = { size: 600, type: 'image/jpeg' };
    const second = start({ create: [failure('timeout')] });
    second.actor.send(submit({ channelId: 'BANK_TRANSFER', proof: slip }));
    await settle();
    second.actor.send(submit({ channelId: 'BANK_TRANSFER', proof: other }));
    await settle();
    expect(second.uploads).toEqual([slip, other]);
    expect(second.requests.map((r) => [r.idempotencyKey, r.proofId])).toEqual([
      ['deposit-key-1', 41],
      ['deposit-key-2', 42],
    ]);
    expect(uploads).toEqual([]);
  });

  it('a refusal naming a field goes beside it; a refused slip is uploaded anew next time', async () => {
    const { actor, uploads } = start({
      create: [
        failure('The amount is below the minimum', 'AMOUNT_BELOW_MIN'),
        failure('Proof used', 'PROOF_NOT_FOUND'),
      ],
    });
    actor.send(submit({ channelId: 'BANK_TRANSFER', proof: slip }));
    await settle();
    expect(actor.getSnapshot().context.problems).toEqual({
      amount: { kind: 'server', message: 'The amount is below the minimum' },
    });
    expect(actor.getSnapshot().context.error).toBeNull();
    actor.send(submit({ channelId: 'BANK_TRANSFER', proof: slip }));
    await settle();
    expect(actor.getSnapshot().context.problems.proof).toEqual({ kind: 'server', message: 'Proof used' });
    actor.send(submit({ channelId: 'BANK_TRANSFER', proof: slip }));
    await settle();
    expect(uploads).toHaveLength(2);
    expect(actor.getSnapshot().matches('ordered')).toBe(true);
  });

  it('a failed upload keeps the message and sends no order', async () => {
    const { actor, requests } = start({ upload: [failure('The image is too large')] });
    actor.send(submit({ channelId: 'BANK_TRANSFER', proof: slip }));
    await settle();
    expect(actor.getSnapshot().context.error).toBe('The image is too large');
    expect(requests).toEqual([]);
  });

  it('ignores a submit while one is in flight', async () => {
    const { actor, requests } = start();
    actor.send(submit({}));
    actor.send(submit({ amount: '700' }));
    await settle();
    expect(requests).toHaveLength(1);
  });
});
