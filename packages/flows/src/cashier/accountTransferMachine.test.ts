import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { fakeWrite } from '../testing/fakes';
import {
  UPLINE_TRANSFER_FAILED_KEY,
  uplineTransferMachine,
  type UplineLimits,
  type UplineTransferRequest,
  type UplineTransferResult,
} from './uplineTransferMachine';

const limits: UplineLimits = {
  min: '10.00',
  max: '5000.00',
  balance: '1000.00',
  minorDigits: 2,
  fundsPasswordRequired: true,
};

function start(answers: (Error | 'ok')[] = []) {
  const requests: UplineTransferRequest[] = [];
  let keys = 0;
  const machine = uplineTransferMachine.provide({
    actors: {
      transfer: fakeWrite<UplineTransferResult, UplineTransferRequest>(requests, answers, (input) => ({
        amount: input.amount,
        upline: 'agent01',
        mainBalance: '900.00',
      })),
    },
  });
  const actor = createActor(machine, {
    input: { ...limits, locale: 'en', newKey: () => `upline-key-0000-${++keys}` },
  }).start();
  return { actor, requests };
}
const submit = (amount: string, password = 'secret1') => ({ type: 'user.submit' as const, amount, password });
const idle = (actor: ReturnType<typeof start>['actor']) => waitFor(actor, (s) => s.matches('editing'));

describe('uplineTransfer (spec §2 transferUpline)', () => {
  it('sends the amount on the wire, the password and a fresh key; reports the result', async () => {
    const { actor, requests } = start();
    actor.send(submit('1,00'));
    expect(actor.getSnapshot().value).toBe('transferring');
    const done = await idle(actor);
    expect(requests).toEqual([{ amount: '100.00', password: 'secret1', idempotencyKey: 'upline-key-0000-1' }]);
    expect(done.context.outcome).toEqual({ amount: '100.00', upline: 'agent01', mainBalance: '900.00' });
    expect(JSON.stringify(done.context)).not.toContain('secret1');
  });

  it.each([
    ['', { amount: { kind: 'empty' } }],
    ['x', { amount: { kind: 'notANumber' } }],
    ['9.99', { amount: { kind: 'belowMin', limit: 1000n } }],
    ['1000.01', { amount: { kind: 'aboveBalance', limit: 100000n } }],
    ['1.001', { amount: { kind: 'tooManyDecimals', minorDigits: 2 } }],
  ])('amount %j: %o', (amount, problems) => {
    const { actor, requests } = start();
    actor.send(submit(amount));
    expect(actor.getSnapshot().context.problems).toEqual(problems);
    expect(requests).toEqual([]);
  });

  it('above the maximum, and a missing funds password', () => {
    const { actor } = start();
    actor.send({ type: 'limits.change', limits: { ...limits, balance: '9000.00' } });
    actor.send(submit('5000.01', ''));
    expect(actor.getSnapshot().context.problems).toEqual({
      amount: { kind: 'aboveMax', limit: 500000n },
      password: { kind: 'missing' },
    });
    actor.send({ type: 'field.change', field: 'password' });
    expect(actor.getSnapshot().context.problems).toEqual({ amount: { kind: 'aboveMax', limit: 500000n } });
  });

  it('no password needed when the merchant does not ask for it', async () => {
    const { actor, requests } = start();
    actor.send({ type: 'limits.change', limits: { ...limits, fundsPasswordRequired: false } });
    actor.send(submit('10', ''));
    await idle(actor);
    expect(requests).toHaveLength(1);
  });

  it('a failure keeps the server message; the same amount again reuses the key, another gets a new one', async () => {
    const { actor, requests } = start([new Error('Funds password incorrect'), new Error('')]);
    actor.send(submit('100'));
    expect((await idle(actor)).context.error).toBe('Funds password incorrect');
    actor.send(submit('100.00', 'secret2'));
    expect((await idle(actor)).context.error).toBe(UPLINE_TRANSFER_FAILED_KEY);
    actor.send(submit('200'));
    await idle(actor);
    expect(requests.map((r) => [r.amount, r.password, r.idempotencyKey])).toEqual([
      ['100.00', 'secret1', 'upline-key-0000-1'],
      ['100.00', 'secret2', 'upline-key-0000-1'],
      ['200.00', 'secret1', 'upline-key-0000-2'],
    ]);
  });

  it('after a success the same amount gets a new key; dismiss clears the outcome', async () => {
    const { actor, requests } = start();
    actor.send(submit('100'));
    await idle(actor);
    actor.send({ type: 'user.dismiss' });
    expect(actor.getSnapshot().context.outcome).toBeNull();
    actor.send(submit('100'));
    await idle(actor);
    expect(requests.map((r) => r.idempotencyKey)).toEqual(['upline-key-0000-1', 'upline-key-0000-2']);
  });

  it('ignores a submit while one is in flight', async () => {
    const { actor, requests } = start();
    actor.send(submit('100'));
    actor.send(submit('200'));
    await idle(actor);
    expect(requests).toHaveLength(1);
  });
});
