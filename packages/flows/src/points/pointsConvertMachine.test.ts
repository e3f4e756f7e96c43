import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { fakeWrite } from '../testing/fakes';
import {
  POINTS_CONVERT_FAILED_KEY,
  pointsConvertMachine,
  type PointsConvertRequest,
  type PointsConvertResult,
} from './pointsConvertMachine';

const rules = { min: 1000, step: 100, balance: 5000 };

function start(answers: (Error | 'ok')[] = []) {
  const requests: PointsConvertRequest[] = [];
  let keys = 0;
  const machine = pointsConvertMachine.provide({
    actors: {
      convert: fakeWrite<PointsConvertResult, PointsConvertRequest>(requests, answers, (input) => ({
        referenceNo: 'PT0000000001',
        points: input.points,
        amount: '12.00',
        pointsBalance: rules.balance - input.points,
        mainBalance: '112.00',
      })),
    },
  });
  const actor = createActor(machine, { input: { rules, newKey: () => `points-key-0000-${++keys}` } }).start();
  return { actor, requests };
}
const submit = (points: string, password = 'Demo1234') => ({ type: 'user.submit' as const, points, password });
const idle = (actor: ReturnType<typeof start>['actor']) => waitFor(actor, (s) => s.matches('editing'));

describe('pointsConvert (the member centre points page)', () => {
  it('sends whole points, the password and a fresh key; reports the result; keeps no password', async () => {
    const { actor, requests } = start();
    actor.send(submit('1,000'));
    expect(actor.getSnapshot().value).toBe('converting');
    const done = await idle(actor);
    expect(requests).toEqual([{ points: 1000, password: 'Demo1234', idempotencyKey: 'points-key-0000-1' }]);
    expect(done.context.outcome).toMatchObject({ points: 1000, amount: '12.00', pointsBalance: 4000 });
    expect(JSON.stringify(done.context)).not.toContain('Demo1234');
  });

  it.each([
    ['', { points: { kind: 'empty' } }],
    ['12.5', { points: { kind: 'notWhole' } }],
    ['900', { points: { kind: 'belowMin', limit: 1000 } }],
    ['1050', { points: { kind: 'notMultiple', step: 100 } }],
    ['5100', { points: { kind: 'aboveBalance', limit: 5000 } }],
  ])('points %j: %o, nothing sent', (points, problems) => {
    const { actor, requests } = start();
    actor.send(submit(points));
    expect(actor.getSnapshot().context.problems).toEqual(problems);
    expect(requests).toEqual([]);
  });

  it('a missing password; typing clears its problem; new rules apply', () => {
    const { actor } = start();
    actor.send(submit('1000', ''));
    expect(actor.getSnapshot().context.problems).toEqual({ password: { kind: 'missing' } });
    actor.send({ type: 'field.change', field: 'password' });
    expect(actor.getSnapshot().context.problems).toEqual({});
    actor.send({ type: 'rules.change', rules: { ...rules, balance: 500 } });
    actor.send(submit('1000'));
    expect(actor.getSnapshot().context.problems).toEqual({ points: { kind: 'aboveBalance', limit: 500 } });
  });

  it('a failure keeps the server message; the same points again reuse the key, other points get a new one', async () => {
    const { actor, requests } = start([new Error('Password incorrect'), new Error('')]);
    actor.send(submit('1000', 'wrong'));
    expect((await idle(actor)).context.error).toBe('Password incorrect');
    actor.send(submit('1000'));
    expect((await idle(actor)).context.error).toBe(POINTS_CONVERT_FAILED_KEY);
    actor.send(submit('2000'));
    await idle(actor);
    expect(requests.map((r) => [r.points, r.password, r.idempotencyKey])).toEqual([
      [1000, 'wrong', 'points-key-0000-1'],
      [1000, 'Demo1234', 'points-key-0000-1'],
      [2000, 'Demo1234', 'points-key-0000-2'],
    ]);
  });

  it('after a success the same points get a new key; a submit in flight is not doubled', async () => {
    const { actor, requests } = start();
    actor.send(submit('1000'));
    actor.send(submit('1000'));
    await idle(actor);
    actor.send({ type: 'user.dismiss' });
    expect(actor.getSnapshot().context.outcome).toBeNull();
    actor.send(submit('1000'));
    await idle(actor);
    expect(requests.map((r) => r.idempotencyKey)).toEqual(['points-key-0000-1', 'points-key-0000-2']);
  });
});
