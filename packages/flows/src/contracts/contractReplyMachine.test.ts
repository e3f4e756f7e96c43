import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import type { AgentContract, ContractProcessResult } from '@wl/api/types';
import { BusinessError, scriptedCall } from '../testing/fakes';
import { DOWNLINE_RATE_HIGHER } from './contractFailure';
import { CONTRACT_REPLY_FAILED_KEY, contractReplyMachine, type ContractReplyRequest } from './contractReplyMachine';

const offer: AgentContract = {
  id: 11,
  kind: 'dailySalary',
  status: 'pending',
  upline: 'agent01',
  downline: 'agent02',
  rate: 1,
  betAmount: '1000.00',
  offeredAt: '2025-01-01T00:00:00.000Z',
};
const conflict: AgentContract = {
  ...offer,
  id: 21,
  upline: 'agent02',
  downline: 'agent03',
  status: 'active',
  rate: 1.5,
};
const accepted: ContractProcessResult = { contract: { ...offer, status: 'active' }, endedContracts: [] };
const acceptedEnding: ContractProcessResult = {
  contract: { ...offer, status: 'active' },
  endedContracts: [{ ...conflict, status: 'ended', endReason: 'uplineRateLowered' }],
};

const business = (message: string, code: string, value?: unknown) =>
  Object.assign(new BusinessError(message, value), { code });
const rateHigher = (conflicts: AgentContract[]) =>
  business('Some of your downlines have a higher rate', DOWNLINE_RATE_HIGHER, { conflicts });

function start(answers: (ContractProcessResult | Error)[]) {
  const requests: ContractReplyRequest[] = [];
  const machine = contractReplyMachine.provide({ actors: { answer: scriptedCall(requests, answers) } });
  return { actor: createActor(machine).start(), requests };
}
type Actor = ReturnType<typeof start>['actor'];
const settled = (actor: Actor, state: 'idle' | 'warning' = 'idle') => waitFor(actor, (s) => s.matches(state));

describe('contractReply (spec §4: the downline accepts, rejects or terminates)', () => {
  it('accepts an offer: the kind and request id; the outcome says what it did', async () => {
    const { actor, requests } = start([accepted]);
    actor.send({ type: 'user.accept', contract: offer });
    expect(actor.getSnapshot().value).toBe('accepting');
    const done = await settled(actor);
    expect(requests).toEqual([{ kind: 'dailySalary', reply: { action: 'accept', requestId: 11 } }]);
    expect(done.context.outcome).toEqual({ action: 'accept', result: accepted });
    expect(done.context.subject).toBeNull();
  });

  it('DOWNLINE_RATE_HIGHER: a warning naming the downlines; proceed accepts again with proceed and they end', async () => {
    const { actor, requests } = start([rateHigher([conflict]), acceptedEnding]);
    actor.send({ type: 'user.accept', contract: offer });
    const warned = await settled(actor, 'warning');
    expect(warned.context.conflicts).toEqual([conflict]);
    expect(warned.context.error).toBeNull();
    expect(warned.context.subject).toEqual(offer);
    actor.send({ type: 'user.proceed' });
    expect(actor.getSnapshot().value).toBe('proceeding');
    const done = await settled(actor);
    expect(requests).toEqual([
      { kind: 'dailySalary', reply: { action: 'accept', requestId: 11 } },
      { kind: 'dailySalary', reply: { action: 'accept', requestId: 11, proceed: true } },
    ]);
    expect(done.context.outcome).toEqual({ action: 'accept', result: acceptedEnding });
    expect(done.context.conflicts).toEqual([]);
  });

  it('the warning cancelled: nothing more is sent, nothing is answered', async () => {
    const { actor, requests } = start([rateHigher([conflict])]);
    actor.send({ type: 'user.accept', contract: offer });
    await settled(actor, 'warning');
    actor.send({ type: 'user.cancel' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context).toMatchObject({ subject: null, conflicts: [], outcome: null, error: null });
    expect(requests).toHaveLength(1);
  });

  it('proceeding meets new conflicts: the warning names them', async () => {
    const more = { ...conflict, id: 22, downline: 'agent04' };
    const { actor } = start([rateHigher([conflict]), rateHigher([conflict, more])]);
    actor.send({ type: 'user.accept', contract: offer });
    await settled(actor, 'warning');
    actor.send({ type: 'user.proceed' });
    await waitFor(actor, (s) => s.matches('warning') && s.context.conflicts.length === 2);
    expect(actor.getSnapshot().context.conflicts.map((c) => c.downline)).toEqual(['agent03', 'agent04']);
  });

  it('proceeding fails otherwise: the failure is kept, the warning gone', async () => {
    const { actor } = start([
      rateHigher([conflict]),
      business('This contract request has already been processed', 'CONTRACT_STATE'),
    ]);
    actor.send({ type: 'user.accept', contract: offer });
    await settled(actor, 'warning');
    actor.send({ type: 'user.proceed' });
    const failed = await settled(actor);
    expect(failed.context.error).toEqual({
      code: 'CONTRACT_STATE',
      message: 'This contract request has already been processed',
    });
    expect(failed.context.conflicts).toEqual([]);
  });

  it('DOWNLINE_RATE_HIGHER without conflicts is an ordinary failure', async () => {
    const { actor } = start([business('Higher', DOWNLINE_RATE_HIGHER, null)]);
    actor.send({ type: 'user.accept', contract: offer });
    const failed = await settled(actor);
    expect(failed.context.error).toEqual({ code: DOWNLINE_RATE_HIGHER, message: 'Higher' });
  });

  it('rejects an offer', async () => {
    const rejected = { contract: { ...offer, status: 'rejected' as const }, endedContracts: [] };
    const { actor, requests } = start([rejected]);
    actor.send({ type: 'user.reject', contract: { id: 12, kind: 'dividend' } });
    expect(actor.getSnapshot().value).toBe('rejecting');
    const done = await settled(actor);
    expect(requests).toEqual([{ kind: 'dividend', reply: { action: 'reject', requestId: 12 } }]);
    expect(done.context.outcome).toEqual({ action: 'reject', result: rejected });
  });

  it('a failed reject keeps the failure and which offer it was about; dismiss clears it', async () => {
    const { actor } = start([business('Contract request not found', 'CONTRACT_NOT_FOUND')]);
    actor.send({ type: 'user.reject', contract: offer });
    const failed = await settled(actor);
    expect(failed.context.error).toEqual({ code: 'CONTRACT_NOT_FOUND', message: 'Contract request not found' });
    expect(failed.context.subject).toEqual(offer);
    actor.send({ type: 'user.dismiss' });
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('terminate asks first; confirmed, it terminates', async () => {
    const active = { ...offer, status: 'active' as const, kind: 'realtimeSalary' as const };
    const terminated = { contract: { ...active, status: 'terminated' as const }, endedContracts: [] };
    const { actor, requests } = start([terminated]);
    actor.send({ type: 'user.terminate', contract: active });
    expect(actor.getSnapshot().value).toBe('confirmingTermination');
    expect(requests).toEqual([]);
    actor.send({ type: 'user.confirm' });
    expect(actor.getSnapshot().value).toBe('terminating');
    const done = await settled(actor);
    expect(requests).toEqual([{ kind: 'realtimeSalary', reply: { action: 'terminate', requestId: 11 } }]);
    expect(done.context.outcome?.action).toBe('terminate');
  });

  it('terminate cancelled: nothing sent', () => {
    const { actor, requests } = start([]);
    actor.send({ type: 'user.terminate', contract: offer });
    actor.send({ type: 'user.cancel' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.subject).toBeNull();
    expect(requests).toEqual([]);
  });

  it('a failed terminate without a message gets the fallback key', async () => {
    const { actor } = start([new Error('')]);
    actor.send({ type: 'user.terminate', contract: offer });
    actor.send({ type: 'user.confirm' });
    const failed = await settled(actor);
    expect(failed.context.error).toEqual({ code: null, message: CONTRACT_REPLY_FAILED_KEY });
  });

  it('one answer at a time: another offer chosen while one is on its way is not heard', async () => {
    const { actor, requests } = start([accepted]);
    actor.send({ type: 'user.accept', contract: offer });
    actor.send({ type: 'user.reject', contract: { id: 99, kind: 'dividend' } });
    await settled(actor);
    expect(requests).toHaveLength(1);
  });

  it('a new answer clears the last outcome and failure', async () => {
    const { actor } = start([business('Nope', 'CONTRACT_STATE'), accepted]);
    actor.send({ type: 'user.accept', contract: offer });
    await settled(actor);
    actor.send({ type: 'user.accept', contract: offer });
    expect(actor.getSnapshot().context.error).toBeNull();
    const done = await settled(actor);
    expect(done.context.outcome?.action).toBe('accept');
  });
});
