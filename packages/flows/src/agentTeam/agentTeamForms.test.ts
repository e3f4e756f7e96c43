import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { AFFILIATE_REMARK_MAX, type FieldRule } from '@wl/rules';
import {
  affiliateLinkMachine,
  downlineProblems,
  registerDownlineMachine,
  zeroRates,
  type AffiliateLinkRequest,
  type DownlineRegistrationRequest,
  type DownlineValues,
} from './agentTeamForms';

const rule = (minLength: number, maxLength: number, acceptedPattern: string): FieldRule => ({
  required: true,
  minLength,
  maxLength,
  acceptedPattern,
  patternId: 'pattern_1' as FieldRule['patternId'],
});
const settings = {
  rules: { username: rule(4, 12, '^[a-z0-9]+$'), password: rule(6, 20, '*') },
  // SPORTS 1.5 %, RNG 0.8 %; the other categories are not offered
  ownRates: { SPORTS: 150, RNG: 80 },
};
const values = (patch: Partial<DownlineValues> = {}): DownlineValues => ({
  username: 'downline1',
  password: 'secret99',
  confirmPassword: 'secret99',
  accountType: 'agent',
  rates: { ...zeroRates(), SPORTS: '1.5', RNG: '0.25' },
  ...patch,
});

describe('downlineProblems', () => {
  it('accepts a registration within the rules and the own rates', () => {
    expect(downlineProblems(settings, values())).toEqual({});
  });
  it('refuses a username or password against the rules, the weak password, a different confirmation', () => {
    expect(downlineProblems(settings, values({ username: 'AB' })).username?.kind).toBe('pattern');
    expect(downlineProblems(settings, values({ username: '' })).username).toEqual({ kind: 'missing' });
    expect(downlineProblems(settings, values({ password: '123456', confirmPassword: '123456' })).password).toEqual({
      kind: 'weak',
    });
    expect(downlineProblems(settings, values({ confirmPassword: 'secret98' })).confirmPassword).toEqual({
      kind: 'mismatch',
    });
  });
  it('refuses a rate above the own one, badly written or empty, only in the offered categories', () => {
    const problems = downlineProblems(
      settings,
      values({ rates: { ...zeroRates(), SPORTS: '1.51', RNG: 'x', LIVE: '9' } }),
    );
    expect(problems).toEqual({ SPORTS: 'tooHigh', RNG: 'format' });
    expect(downlineProblems(settings, values({ rates: { ...zeroRates(), RNG: '' } }))).toEqual({ RNG: 'required' });
  });
});

describe('registerDownlineMachine', () => {
  it('sends nothing while a field is wrong, then the checked registration with the wire rates', async () => {
    const register = vi.fn(async (_: DownlineRegistrationRequest) => ({ account: 'downline1' }));
    const actor = createActor(
      registerDownlineMachine.provide({ actors: { register: fromPromise(({ input }) => register(input)) } }),
      { input: settings },
    ).start();
    actor.send({ type: 'user.submit', values: values({ rates: { ...zeroRates(), SPORTS: '2' } }) });
    expect(actor.getSnapshot().context.problems).toEqual({ SPORTS: 'tooHigh' });
    actor.send({ type: 'field.change', field: 'SPORTS' });
    expect(actor.getSnapshot().context.problems).toEqual({});
    actor.send({ type: 'user.submit', values: values({ username: ' downline1 ' }) });
    await waitFor(actor, (s) => s.context.outcome !== null);
    expect(register).toHaveBeenCalledWith({
      username: 'downline1',
      password: 'secret99',
      accountType: 'agent',
      rates: [
        { category: 'SPORTS', rate: 1.5 },
        { category: 'RNG', rate: 0.25 },
      ],
    });
    expect(actor.getSnapshot().context.outcome).toEqual({ account: 'downline1' });
  });
  it("keeps the server's message after a failure", async () => {
    const actor = createActor(
      registerDownlineMachine.provide({
        actors: { register: fromPromise(() => Promise.reject(new Error('This username is already taken'))) },
      }),
      { input: settings },
    ).start();
    actor.send({ type: 'user.submit', values: values() });
    await waitFor(actor, (s) => s.context.error !== null);
    expect(actor.getSnapshot().context.error).toBe('This username is already taken');
    expect(actor.getSnapshot().context.outcome).toBeNull();
  });
});

describe('affiliateLinkMachine', () => {
  const linkValues = {
    accountType: 'member' as const,
    remark: ' Facebook group ',
    rates: { ...zeroRates(), SPORTS: '1' },
  };
  it('refuses a long remark and a rate above the own one', () => {
    const actor = createActor(affiliateLinkMachine, { input: { ownRates: settings.ownRates, newKey: () => 'k' } });
    actor.start();
    actor.send({
      type: 'user.submit',
      values: { ...linkValues, remark: 'x'.repeat(AFFILIATE_REMARK_MAX + 1), rates: { ...zeroRates(), RNG: '0.81' } },
    });
    expect(actor.getSnapshot().context.problems).toEqual({
      remark: { kind: 'tooLong', maxLength: AFFILIATE_REMARK_MAX },
      RNG: 'tooHigh',
    });
    expect(actor.getSnapshot().value).toBe('editing');
  });
  it('sends the same request again with the same key after a failure, a changed one with a new key', async () => {
    const sent: AffiliateLinkRequest[] = [];
    let fail = true;
    let keys = 0;
    const actor = createActor(
      affiliateLinkMachine.provide({
        actors: {
          create: fromPromise(async ({ input }: { input: AffiliateLinkRequest }) => {
            sent.push(input);
            if (fail) throw new Error('Network error');
            return { code: 'ABCD2345' };
          }),
        },
      }),
      { input: { ownRates: settings.ownRates, newKey: () => `key-${++keys}` } },
    ).start();
    actor.send({ type: 'user.submit', values: linkValues });
    await waitFor(actor, (s) => s.context.error !== null);
    fail = false;
    actor.send({ type: 'user.submit', values: linkValues });
    await waitFor(actor, (s) => s.context.outcome !== null);
    actor.send({ type: 'user.submit', values: { ...linkValues, remark: '' } });
    await waitFor(actor, (s) => s.matches('editing') && sent.length === 3);
    expect(sent.map((request) => request.idempotencyKey)).toEqual(['key-1', 'key-1', 'key-2']);
    expect(sent[0]).toEqual({
      accountType: 'member',
      remark: 'Facebook group',
      rates: [
        { category: 'SPORTS', rate: 1 },
        { category: 'RNG', rate: 0 },
      ],
      idempotencyKey: 'key-1',
    });
    expect(sent[2]!.remark).toBeUndefined();
  });
});
