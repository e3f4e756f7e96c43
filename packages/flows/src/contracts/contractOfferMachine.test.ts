import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { CONTRACT_ACTIVE_MEMBERS_MAX } from '@wl/rules';
import type { ContractKind, ContractProcessResult } from '@wl/api/types';
import { BusinessError, deferred, scriptedCall } from '../testing/fakes';
import {
  CONTRACT_OFFER_FAILED_KEY,
  contractOfferMachine,
  emptyContractOffer,
  type ContractOfferRequest,
  type ContractOfferValues,
} from './contractOfferMachine';

const made: ContractProcessResult = {
  contract: {
    id: 7,
    kind: 'dailySalary',
    status: 'pending',
    upline: 'agent01',
    downline: 'agent02',
    rate: 1.5,
    betAmount: '1000.00',
    offeredAt: '2025-01-01T00:00:00.000Z',
  },
  endedContracts: [],
};

function start(kind: ContractKind, answers: (ContractProcessResult | Error)[] = [made], rateMax = 200) {
  const requests: ContractOfferRequest[] = [];
  const machine = contractOfferMachine.provide({ actors: { offer: scriptedCall(requests, answers) } });
  const actor = createActor(machine, { input: { kind, rateMax, minorDigits: 2, locale: 'en' } }).start();
  return { actor, requests };
}
const values = (patch: Partial<ContractOfferValues>): ContractOfferValues => ({
  ...emptyContractOffer,
  downline: 'agent02',
  rate: '1.5',
  ...patch,
});
const submit = (patch: Partial<ContractOfferValues> = {}) => ({ type: 'user.submit' as const, values: values(patch) });
const editing = (actor: ReturnType<typeof start>['actor']) => waitFor(actor, (s) => s.matches('editing'));

describe('contractOffer (spec §4: an upline offers a contract)', () => {
  it('daily salary: the rate as the wire number, the bet amount per day as Money, active members; the offer made', async () => {
    const { actor, requests } = start('dailySalary');
    actor.send(submit({ betAmount: '1,000', activeMembers: '3' }));
    expect(actor.getSnapshot().value).toBe('offering');
    const done = await editing(actor);
    expect(requests).toEqual([
      {
        kind: 'dailySalary',
        offer: { action: 'offer', downline: 'agent02', rate: 1.5, betAmount: '1000.00', activeMembers: 3 },
      },
    ]);
    expect(done.context.outcome).toEqual(made);
    expect(done.context.error).toBeNull();
  });

  it('hourly salary: the bet amount per hour; empty active members left out', async () => {
    const { actor, requests } = start('hourlySalary');
    actor.send(submit({ betAmount: '250.5', rate: '0.25' }));
    await editing(actor);
    expect(requests[0]).toEqual({
      kind: 'hourlySalary',
      offer: { action: 'offer', downline: 'agent02', rate: 0.25, betAmount: '250.50' },
    });
  });

  it('dividend: the period and the conditions (0 allowed), none left empty', async () => {
    const { actor, requests } = start('dividend', [made], 5000);
    actor.send(
      submit({ rate: '30', periodType: 'weekly', periodValidBet: '50000', periodProfitLoss: '0', activeMembers: '0' }),
    );
    await editing(actor);
    expect(requests[0]).toEqual({
      kind: 'dividend',
      offer: {
        action: 'offer',
        downline: 'agent02',
        rate: 30,
        periodType: 'weekly',
        periodValidBet: '50000.00',
        periodProfitLoss: '0.00',
        activeMembers: 0,
      },
    });
  });

  it('real-time salary: the downline and the rate only (other fields typed are not sent)', async () => {
    const { actor, requests } = start('realtimeSalary');
    actor.send(submit({ betAmount: 'not asked', activeMembers: 'x' }));
    await editing(actor);
    expect(requests[0]).toEqual({ kind: 'realtimeSalary', offer: { action: 'offer', downline: 'agent02', rate: 1.5 } });
  });

  it.each([
    ['', 'required'],
    ['abc', 'format'],
    ['1.555', 'format'],
    ['0', 'tooLow'],
    ['0.00', 'tooLow'],
    ['2.01', 'tooHigh'],
  ])('rate %j (own rate 2%%): %s, nothing sent', (rate, problem) => {
    const { actor, requests } = start('realtimeSalary');
    actor.send(submit({ rate }));
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.problems).toEqual({ rate: problem });
    expect(requests).toEqual([]);
  });

  it('the own rate itself is allowed', async () => {
    const { actor, requests } = start('realtimeSalary');
    actor.send(submit({ rate: '2' }));
    await editing(actor);
    expect(requests).toHaveLength(1);
  });

  it('an agent without a rate of their own (0) cannot offer any rate', () => {
    const { actor } = start('dailySalary', [made], 0);
    actor.send(submit({ rate: '0.01', betAmount: '1' }));
    expect(actor.getSnapshot().context.problems).toEqual({ rate: 'tooHigh' });
  });

  it('every problem of the kind at once; typing in a field clears its problem only', () => {
    const { actor, requests } = start('dividend');
    actor.send(submit({ downline: ' ', rate: '', periodValidBet: 'x', periodProfitLoss: '-5', activeMembers: '1.5' }));
    expect(actor.getSnapshot().context.problems).toEqual({
      downline: 'required',
      rate: 'required',
      periodValidBet: { kind: 'notANumber' },
      periodProfitLoss: { kind: 'negative' },
      activeMembers: 'format',
    });
    actor.send({ type: 'field.change', field: 'rate' });
    expect(Object.keys(actor.getSnapshot().context.problems)).toEqual([
      'downline',
      'periodValidBet',
      'periodProfitLoss',
      'activeMembers',
    ]);
    expect(requests).toEqual([]);
  });

  it('salary: the bet amount is required and at most the currency digits; active members at most the limit', () => {
    const { actor } = start('dailySalary');
    actor.send(submit({ betAmount: '' }));
    expect(actor.getSnapshot().context.problems).toEqual({ betAmount: { kind: 'empty' } });
    actor.send(submit({ betAmount: '1.001', activeMembers: String(CONTRACT_ACTIVE_MEMBERS_MAX + 1) }));
    expect(actor.getSnapshot().context.problems).toEqual({
      betAmount: { kind: 'tooManyDecimals', minorDigits: 2 },
      activeMembers: 'tooHigh',
    });
  });

  it('a dividend period outside the four is a problem', () => {
    const { actor } = start('dividend');
    actor.send(submit({ periodType: 'yearly' as ContractOfferValues['periodType'] }));
    expect(actor.getSnapshot().context.problems).toEqual({ periodType: 'required' });
  });

  it('a server refusal keeps its code and message; dismiss clears it; a new submit goes again', async () => {
    const { actor, requests } = start('dailySalary', [
      Object.assign(new BusinessError('The rate cannot be higher than your own contract rate'), {
        code: 'RATE_ABOVE_OWN',
      }),
      made,
    ]);
    actor.send(submit({ betAmount: '10' }));
    const failed = await editing(actor);
    expect(failed.context.error).toEqual({
      code: 'RATE_ABOVE_OWN',
      message: 'The rate cannot be higher than your own contract rate',
    });
    expect(failed.context.outcome).toBeNull();
    actor.send({ type: 'user.dismiss' });
    expect(actor.getSnapshot().context.error).toBeNull();
    actor.send(submit({ betAmount: '10' }));
    const done = await editing(actor);
    expect(done.context.outcome).toEqual(made);
    expect(requests).toHaveLength(2);
  });

  it('a failure without a message gets the fallback key and no code', async () => {
    const { actor } = start('realtimeSalary', [new Error('')]);
    actor.send(submit());
    const failed = await editing(actor);
    expect(failed.context.error).toEqual({ code: null, message: CONTRACT_OFFER_FAILED_KEY });
  });

  it('a submit while offering is not heard; a new own rate applies to the next submit', async () => {
    const call = deferred<ContractProcessResult>();
    const requests: ContractOfferRequest[] = [];
    const slow = contractOfferMachine.provide({
      actors: {
        offer: fromPromise<ContractProcessResult, ContractOfferRequest>(({ input }) => {
          requests.push(input);
          return call.promise;
        }),
      },
    });
    const actor = createActor(slow, { input: { kind: 'realtimeSalary', rateMax: 200, minorDigits: 2 } }).start();
    actor.send(submit());
    actor.send(submit({ rate: '1' }));
    expect(requests).toHaveLength(1);
    call.resolve(made);
    await waitFor(actor, (s) => s.matches('editing'));
    actor.send({ type: 'limits.change', limits: { rateMax: 100, minorDigits: 2 } });
    actor.send(submit({ rate: '1.5' }));
    expect(actor.getSnapshot().context.problems).toEqual({ rate: 'tooHigh' });
  });
});
