import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { fakeWrite } from '../testing/fakes';
import {
  DOWNLINE_TRANSFER_FAILED_KEY,
  UPLINE_TRANSFER_FAILED_KEY,
  accountTransferMachine,
  type AccountTransferRequest,
  type AccountTransferResult,
  type TransferLimits,
  type TransferTarget,
} from './accountTransferMachine';

const limits: TransferLimits = {
  min: '10.00',
  max: '5000.00',
  balance: '1000.00',
  minorDigits: 2,
  fundsPasswordRequired: true,
};

function start(answers: (Error | 'ok')[] = [], target: TransferTarget = { kind: 'upline' }) {
  const requests: AccountTransferRequest[] = [];
  let keys = 0;
  const machine = accountTransferMachine.provide({
    actors: {
      transfer: fakeWrite<AccountTransferResult, AccountTransferRequest>(requests, answers, (input) =>
        input.downline === undefined
          ? { amount: input.amount, upline: 'agent01', mainBalance: '900.00' }
          : { amount: input.amount, downline: input.downline, mainBalance: '900.00', downlineBalance: '150.00' },
      ),
    },
  });
  const actor = createActor(machine, {
    input: { ...limits, target, locale: 'en', newKey: () => `upline-key-0000-${++keys}` },
  }).start();
  return { actor, requests };
}

/** A business failure as the API client throws it: the server's message and code. */
const failure = (message: string, code: string) => Object.assign(new Error(message), { code });
const submit = (amount: string, password = 'secret1') => ({ type: 'user.submit' as const, amount, password });
const idle = (actor: ReturnType<typeof start>['actor']) => waitFor(actor, (s) => s.matches('editing'));

describe('accountTransfer to the upline (spec §2 transferUpline)', () => {
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

describe('accountTransfer to a downline (spec §6: agents transfer to a downline)', () => {
  const toDownline = { kind: 'downline', downline: 'team1' } as const;
  const agentLimits = { balance: '1000.00', minorDigits: 2, fundsPasswordRequired: true };

  it('names the downline on the wire and reports both balances after', async () => {
    const { actor, requests } = start([], toDownline);
    actor.send(submit('250.5'));
    const done = await idle(actor);
    expect(requests).toEqual([
      { amount: '250.50', password: 'secret1', idempotencyKey: 'upline-key-0000-1', downline: 'team1' },
    ]);
    expect(done.context.outcome).toEqual({
      amount: '250.50',
      downline: 'team1',
      mainBalance: '900.00',
      downlineBalance: '150.00',
    });
    expect(JSON.stringify(done.context)).not.toContain('secret1');
  });

  it('without a minimum or maximum: any amount from one minor unit up to the main wallet', async () => {
    const { actor, requests } = start([], toDownline);
    actor.send({ type: 'limits.change', limits: agentLimits });
    actor.send(submit('0'));
    expect(actor.getSnapshot().context.problems).toEqual({ amount: { kind: 'belowMin', limit: 1n } });
    actor.send(submit('1000.01'));
    expect(actor.getSnapshot().context.problems).toEqual({ amount: { kind: 'aboveBalance', limit: 100000n } });
    actor.send(submit('0.01'));
    await idle(actor);
    actor.send(submit('1000'));
    await idle(actor);
    expect(requests.map((r) => r.amount)).toEqual(['0.01', '1000.00']);
  });

  it("keeps the server's code and message; the same amount again reuses the key", async () => {
    const { actor, requests } = start(
      [
        failure('Funds password is incorrect', 'FUNDS_PASSWORD_INCORRECT'),
        failure('This account is not in your team', 'DOWNLINE_NOT_FOUND'),
        new Error(''),
      ],
      toDownline,
    );
    actor.send(submit('100'));
    let snapshot = await idle(actor);
    expect([snapshot.context.error, snapshot.context.errorCode]).toEqual([
      'Funds password is incorrect',
      'FUNDS_PASSWORD_INCORRECT',
    ]);
    actor.send(submit('100', 'secret2'));
    snapshot = await idle(actor);
    expect(snapshot.context.errorCode).toBe('DOWNLINE_NOT_FOUND');
    actor.send(submit('100', 'secret3'));
    snapshot = await idle(actor);
    // no message: the downline's own fallback, not the upline's
    expect([snapshot.context.error, snapshot.context.errorCode]).toEqual([DOWNLINE_TRANSFER_FAILED_KEY, null]);
    expect(new Set(requests.map((r) => r.idempotencyKey))).toEqual(new Set(['upline-key-0000-1']));
    actor.send({ type: 'user.dismiss' });
    expect(actor.getSnapshot().context).toMatchObject({ error: null, errorCode: null });
  });

  it('an invalid submit after a failure clears the failure', async () => {
    const { actor } = start([failure('Insufficient balance', 'INSUFFICIENT_BALANCE')], toDownline);
    actor.send(submit('100'));
    await idle(actor);
    actor.send(submit(''));
    expect(actor.getSnapshot().context).toMatchObject({
      error: null,
      errorCode: null,
      problems: { amount: { kind: 'empty' } },
    });
  });
});
