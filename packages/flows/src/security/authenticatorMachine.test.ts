import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { nextAnswer } from '../testing/fakes';
import {
  AUTHENTICATOR_FAILED_KEY,
  AUTHENTICATOR_START_FAILED_KEY,
  authenticatorMachine,
  type AuthenticatorSetup,
} from './authenticatorMachine';

const setup: AuthenticatorSetup = {
  secret: 'JBSWY3DPEHPK3PXP',
  otpauthUri: 'otpauth://totp/WL:demo?secret=JBSWY3DPEHPK3PXP&issuer=WL',
  issuer: 'WL',
  accountName: 'demo',
};

type Answer = Error | 'ok';

function start(bound: boolean, answers: { start?: Answer[]; confirm?: Answer[]; unbind?: Answer[] } = {}) {
  const calls: string[] = [];
  const next = (list: Answer[] | undefined) => nextAnswer(list, 'ok');
  const machine = authenticatorMachine.provide({
    actors: {
      start: fromPromise<AuthenticatorSetup>(async () => {
        calls.push('start');
        next(answers.start);
        return setup;
      }),
      confirm: fromPromise<unknown, string>(async ({ input }) => {
        calls.push(`confirm ${input}`);
        next(answers.confirm);
        return null;
      }),
      unbind: fromPromise<unknown, string>(async ({ input }) => {
        calls.push(`unbind ${input}`);
        next(answers.unbind);
        return null;
      }),
    },
  });
  const actor = createActor(machine, { input: { bound } }).start();
  type Value = Parameters<ReturnType<typeof actor.getSnapshot>['matches']>[0];
  const settled = (value: Value) => waitFor(actor, (s) => s.matches(value));
  return { actor, calls, settled, state: () => actor.getSnapshot() };
}

describe('authenticator (Google Authenticator binding, TOTP)', () => {
  it('starts where the security config says', () => {
    expect(start(false).state().value).toBe('unbound');
    expect(start(true).state().value).toBe('bound');
  });

  it('binds: the secret is shown while confirming, a right code binds and forgets it', async () => {
    const { actor, calls, settled, state } = start(false);
    actor.send({ type: 'bind.start' });
    expect(state().value).toBe('starting');
    await settled('confirming');
    expect(state().context.setup).toEqual(setup);
    actor.send({ type: 'user.submit', code: ' 123456 ' });
    expect(state().value).toBe('confirmingCode');
    await settled('bound');
    expect(calls).toEqual(['start', 'confirm 123456']);
    expect(state().context).toMatchObject({ setup: null, outcome: 'bound', error: null });
    actor.send({ type: 'notice.dismiss' });
    expect(state().context.outcome).toBeNull();
  });

  it.each([
    ['', 'missing'],
    ['12345', 'invalid'],
    ['abcdef', 'invalid'],
  ] as const)('code %j: %s, no call; an edit clears it', async (code, kind) => {
    const { actor, calls, settled, state } = start(false);
    actor.send({ type: 'bind.start' });
    await settled('confirming');
    actor.send({ type: 'user.submit', code });
    expect(state().value).toBe('confirming');
    expect(state().context.problem).toEqual({ kind });
    actor.send({ type: 'field.change' });
    expect(state().context.problem).toBeNull();
    expect(calls).toEqual(['start']);
  });

  it("a wrong code keeps the secret and shows the server's message; a fallback when it has none", async () => {
    const { actor, settled, state } = start(false, {
      confirm: [new Error('The code is not right, 4 attempts left'), new Error('')],
    });
    actor.send({ type: 'bind.start' });
    await settled('confirming');
    actor.send({ type: 'user.submit', code: '000000' });
    await waitFor(actor, (s) => s.context.error !== null);
    expect(state().value).toBe('confirming');
    expect(state().context.error).toBe('The code is not right, 4 attempts left');
    expect(state().context.setup).toEqual(setup);
    actor.send({ type: 'user.submit', code: '000001' });
    await waitFor(actor, (s) => s.context.error !== null);
    expect(state().context.error).toBe(AUTHENTICATOR_FAILED_KEY);
  });

  it('a failed start goes back with its message', async () => {
    const { actor, settled, state } = start(false, { start: [new Error('Function not enabled'), new Error('')] });
    actor.send({ type: 'bind.start' });
    await settled('unbound');
    expect(state().context.error).toBe('Function not enabled');
    actor.send({ type: 'bind.start' });
    expect(state().context.error).toBeNull();
    await settled('unbound');
    expect(state().context.error).toBe(AUTHENTICATOR_START_FAILED_KEY);
    actor.send({ type: 'notice.dismiss' });
    expect(state().context.error).toBeNull();
  });

  it('giving up a binding forgets the secret', async () => {
    const { actor, settled, state } = start(false);
    actor.send({ type: 'bind.start' });
    await settled('confirming');
    actor.send({ type: 'user.cancel' });
    expect(state().value).toBe('unbound');
    expect(state().context.setup).toBeNull();
  });

  it('unbinds with a current code; a wrong one stays; cancel goes back to bound', async () => {
    const { actor, calls, settled, state } = start(true, { unbind: [new Error('Locked, try again in 15 minutes')] });
    actor.send({ type: 'unbind.start' });
    expect(state().value).toBe('unbinding');
    actor.send({ type: 'user.cancel' });
    expect(state().value).toBe('bound');
    actor.send({ type: 'unbind.start' });
    actor.send({ type: 'user.submit', code: '1' });
    expect(state().context.problem).toEqual({ kind: 'invalid' });
    actor.send({ type: 'user.submit', code: '111111' });
    expect(state().value).toBe('unbindingCode');
    await settled('unbinding');
    expect(state().context.error).toBe('Locked, try again in 15 minutes');
    actor.send({ type: 'user.submit', code: '222222' });
    await settled('unbound');
    expect(calls).toEqual(['unbind 111111', 'unbind 222222']);
    expect(state().context.outcome).toBe('unbound');
  });

  it('follows the server: bound elsewhere while unbound or confirming, unbound elsewhere while bound', async () => {
    const { actor, settled, state } = start(false);
    actor.send({ type: 'bound.change', bound: false });
    expect(state().value).toBe('unbound');
    actor.send({ type: 'bound.change', bound: true });
    expect(state().value).toBe('bound');
    actor.send({ type: 'bound.change', bound: true });
    expect(state().value).toBe('bound');
    actor.send({ type: 'bound.change', bound: false });
    expect(state().value).toBe('unbound');
    actor.send({ type: 'bind.start' });
    await settled('confirming');
    actor.send({ type: 'bound.change', bound: true });
    expect(state().value).toBe('bound');
    expect(state().context.setup).toBeNull();
  });
});
