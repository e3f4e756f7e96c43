import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { failure, fakeWrite } from '../testing/fakes';
import {
  WITHDRAW_FAILED_KEY,
  withdrawMachine,
  type WithdrawAccount,
  type WithdrawLimits,
  type WithdrawRequest,
  type WithdrawResult,
} from './withdrawMachine';

const limits: WithdrawLimits = {
  min: '100.00',
  max: '50000.00',
  balance: '10000.00',
  dailyAmountRemaining: '8000.00',
  minorDigits: 2,
  fundsPasswordRequired: true,
};

const ANSWER_MS = 200;

function start(answers: (Error | 'ok')[] = []) {
  const requests: WithdrawRequest[] = [];
  let keys = 0;
  const machine = withdrawMachine.provide({
    actors: {
      withdraw: fakeWrite<WithdrawResult, WithdrawRequest>(
        requests,
        answers,
        (input) => ({ orderNo: 'W000001', amount: input.amount, payoutAmount: input.amount }),
        ANSWER_MS,
      ),
    },
  });
  const actor = createActor(machine, {
    input: { ...limits, locale: 'en', newKey: () => `withdraw-key-000-${++keys}` },
  }).start();
  return { actor, requests };
}

const card = (id: number): WithdrawAccount => ({ method: 'bankCard', id });
const submit = (amount: string, password = 'Funds1234', account: WithdrawAccount | null = card(7)) => ({
  type: 'user.submit' as const,
  amount,
  account,
  password,
});

/** Lets the fake answer arrive. */
const answered = () => vi.advanceTimersByTimeAsync(ANSWER_MS);

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('withdraw (spec §2 withdraw)', () => {
  it('editing → submitting → editing: the wire amount, the card, the password and a fresh key; the order kept', async () => {
    const { actor, requests } = start();
    actor.send(submit('1,000.5'));
    expect(actor.getSnapshot().value).toBe('submitting');
    expect(requests).toEqual([
      { amount: '1000.50', bankCardId: 7, password: 'Funds1234', idempotencyKey: 'withdraw-key-000-1' },
    ]);
    await answered();
    const done = actor.getSnapshot();
    expect(done.value).toBe('editing');
    expect(done.context.outcome).toEqual({ orderNo: 'W000001', amount: '1000.50', payoutAmount: '1000.50' });
    expect(done.context.pending).toBeNull();
    // The funds password never reaches the context.
    expect(JSON.stringify(done.context)).not.toContain('Funds1234');
  });

  it.each([
    ['', { kind: 'empty' }],
    ['abc', { kind: 'notANumber' }],
    ['-100', { kind: 'negative' }],
    ['100.001', { kind: 'tooManyDecimals', minorDigits: 2 }],
    ['99.99', { kind: 'belowMin', limit: 10000n }],
    ['10000.01', { kind: 'aboveBalance', limit: 1000000n }],
    ['8000.01', { kind: 'aboveDailyRemaining', limit: 800000n }],
  ])('the amount %j stays in editing with %o', (amount, problem) => {
    const { actor, requests } = start();
    actor.send(submit(amount));
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.problems).toEqual({ amount: problem });
    expect(requests).toEqual([]);
  });

  it('over the maximum (limits.change brings a bigger balance); no card, no password; a changed field clears its problem', () => {
    const { actor } = start();
    actor.send({ type: 'limits.change', limits: { ...limits, balance: '90000.00', dailyAmountRemaining: '90000.00' } });
    actor.send(submit('50000.01', '', null));
    expect(actor.getSnapshot().context.problems).toEqual({
      amount: { kind: 'aboveMax', limit: 5000000n },
      account: { kind: 'missing' },
      password: { kind: 'missing' },
    });
    actor.send({ type: 'field.change', field: 'account' });
    actor.send({ type: 'field.change', field: 'password' });
    expect(actor.getSnapshot().context.problems).toEqual({ amount: { kind: 'aboveMax', limit: 5000000n } });
    actor.send({ type: 'field.change', field: 'amount' });
    expect(actor.getSnapshot().context.problems).toEqual({});
  });

  it('no password is asked when the merchant switches it off', async () => {
    const { actor, requests } = start();
    actor.send({ type: 'limits.change', limits: { ...limits, fundsPasswordRequired: false } });
    actor.send(submit('100', ''));
    await answered();
    expect(requests).toHaveLength(1);
  });

  it('a wrong funds password is shown beside the field with the server message; a retry reuses the key', async () => {
    const { actor, requests } = start([
      failure('Funds password is incorrect, 4 tries left', 'FUNDS_PASSWORD_INCORRECT'),
    ]);
    actor.send(submit('500', 'wrong1'));
    await answered();
    expect(actor.getSnapshot().context.problems).toEqual({
      password: { kind: 'refused', message: 'Funds password is incorrect, 4 tries left' },
    });
    expect(actor.getSnapshot().context.error).toBeNull();
    actor.send(submit('500.00'));
    await answered();
    expect(requests.map((r) => [r.amount, r.password, r.idempotencyKey])).toEqual([
      ['500.00', 'wrong1', 'withdraw-key-000-1'],
      ['500.00', 'Funds1234', 'withdraw-key-000-1'],
    ]);
    expect(actor.getSnapshot().context.outcome).not.toBeNull();
  });

  it('a locked funds password and the amount refusals land beside their fields', async () => {
    const { actor } = start([
      failure('Too many wrong tries: locked for 30 minutes', 'FUNDS_PASSWORD_LOCKED'),
      failure("The amount is above what today's limit still allows", 'AMOUNT_ABOVE_DAILY_REMAINING'),
    ]);
    actor.send(submit('500'));
    await answered();
    expect(actor.getSnapshot().context.problems.password).toEqual({
      kind: 'refused',
      message: 'Too many wrong tries: locked for 30 minutes',
    });
    actor.send(submit('600'));
    await answered();
    expect(actor.getSnapshot().context.problems).toEqual({
      amount: { kind: 'refused', message: "The amount is above what today's limit still allows" },
    });
  });

  it('a refusal naming no field is the page error (the failure key without a message); dismiss clears it', async () => {
    const { actor } = start([failure('Bank card not found', 'BANK_CARD_NOT_FOUND'), new Error('')]);
    actor.send(submit('500'));
    await answered();
    expect(actor.getSnapshot().context.error).toBe('Bank card not found');
    actor.send(submit('500'));
    await answered();
    expect(actor.getSnapshot().context.error).toBe(WITHDRAW_FAILED_KEY);
    actor.send({ type: 'user.dismiss' });
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('another amount or card after a failure is a new attempt (new key); after a success too', async () => {
    const { actor, requests } = start([new Error('Network error'), new Error('Network error')]);
    actor.send(submit('500'));
    await answered();
    actor.send(submit('500', 'Funds1234', card(8)));
    await answered();
    actor.send(submit('700', 'Funds1234', card(8)));
    await answered();
    actor.send(submit('700', 'Funds1234', card(8)));
    await answered();
    expect(requests.map((r) => r.idempotencyKey)).toEqual([
      'withdraw-key-000-1',
      'withdraw-key-000-2',
      'withdraw-key-000-3',
      'withdraw-key-000-4',
    ]);
  });

  it('to an e-wallet or a crypto address: their id as payoutAccountId; another method with the same id is a new attempt', async () => {
    const { actor, requests } = start([new Error('Network error'), new Error('Network error')]);
    actor.send(submit('500', 'Funds1234', { method: 'eWallet', id: 3 }));
    expect(actor.getSnapshot().value).toBe('submitting');
    await answered();
    actor.send(submit('500', 'Funds1234', { method: 'crypto', id: 3 }));
    await answered();
    actor.send(submit('500', 'Funds1234', { method: 'crypto', id: 3 }));
    await answered();
    expect(requests).toEqual([
      { amount: '500.00', payoutAccountId: 3, password: 'Funds1234', idempotencyKey: 'withdraw-key-000-1' },
      { amount: '500.00', payoutAccountId: 3, password: 'Funds1234', idempotencyKey: 'withdraw-key-000-2' },
      { amount: '500.00', payoutAccountId: 3, password: 'Funds1234', idempotencyKey: 'withdraw-key-000-2' },
    ]);
    expect(actor.getSnapshot().context.outcome).toMatchObject({ amount: '500.00' });
  });

  it('a payout account the server no longer knows is the page error', async () => {
    const { actor } = start([failure('E-wallet or crypto address not found', 'PAYOUT_ACCOUNT_NOT_FOUND')]);
    actor.send(submit('500', 'Funds1234', { method: 'crypto', id: 9 }));
    await answered();
    expect(actor.getSnapshot().context).toMatchObject({ error: 'E-wallet or crypto address not found', problems: {} });
  });

  it('ignores a second submit while one is in flight (a double click sends once)', async () => {
    const { actor, requests } = start();
    actor.send(submit('500'));
    actor.send(submit('500'));
    actor.send({ type: 'field.change', field: 'amount' });
    expect(actor.getSnapshot().value).toBe('submitting');
    await answered();
    expect(requests).toHaveLength(1);
  });
});
