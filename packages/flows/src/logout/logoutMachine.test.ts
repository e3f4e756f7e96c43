import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { LOGOUT_SERVER_WAIT_MS } from '../constants';
import { LOGOUT_FAILED_KEY, LOGOUT_TIMEOUT_KEY, logoutMachine } from './logoutMachine';

function startLogout(answer: () => Promise<unknown>) {
  const calls: string[] = [];
  const machine = logoutMachine.provide({
    actors: {
      logout: fromPromise<unknown>(async () => {
        calls.push('logout');
        return answer();
      }),
    },
    actions: {
      clearSession: () => {
        calls.push('clearSession');
      },
    },
  });
  const actor = createActor(machine).start();
  return { actor, calls };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('logoutMachine', () => {
  it('asks for confirmation first and calls nothing yet', () => {
    const { actor, calls } = startLogout(async () => null);
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    actor.send({ type: 'logout.request' });
    expect(actor.getSnapshot().matches('confirming')).toBe(true);
    expect(calls).toEqual([]);
  });

  it.each([
    ['cancel goes back without logging out', ['logout.request', 'logout.cancel']],
    ['confirm without a request is ignored', ['logout.confirm']],
  ] as const)('%s', (_, events) => {
    const { actor, calls } = startLogout(async () => null);
    for (const type of events) actor.send({ type });
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    expect(calls).toEqual([]);
  });

  it('confirm calls the server, then clears the session and is done', async () => {
    const { actor, calls } = startLogout(async () => null);
    actor.send({ type: 'logout.request' });
    actor.send({ type: 'logout.confirm' });
    expect(actor.getSnapshot().matches('loggingOut')).toBe(true);
    const done = await waitFor(actor, (s) => s.status === 'done');
    expect(done.matches('done')).toBe(true);
    expect(calls).toEqual(['logout', 'clearSession']);
    expect(done.output).toEqual({ serverError: null });
  });

  it('a failed server call still clears the session', async () => {
    const { actor, calls } = startLogout(async () => {
      throw new Error('Network link is abnormal, please try again');
    });
    actor.send({ type: 'logout.request' });
    actor.send({ type: 'logout.confirm' });
    const done = await waitFor(actor, (s) => s.status === 'done');
    expect(calls).toEqual(['logout', 'clearSession']);
    expect(done.output).toEqual({ serverError: 'Network link is abnormal, please try again' });
  });

  it('a failure without a message records a key', async () => {
    const { actor } = startLogout(async () => {
      throw new Error('');
    });
    actor.send({ type: 'logout.request' });
    actor.send({ type: 'logout.confirm' });
    const done = await waitFor(actor, (s) => s.status === 'done');
    expect(done.output).toEqual({ serverError: LOGOUT_FAILED_KEY });
  });

  it('a server that does not answer in LOGOUT_SERVER_WAIT_MS does not hold the player', async () => {
    vi.useFakeTimers();
    const { actor, calls } = startLogout(() => new Promise(() => {}));
    actor.send({ type: 'logout.request' });
    actor.send({ type: 'logout.confirm' });
    await vi.advanceTimersByTimeAsync(LOGOUT_SERVER_WAIT_MS - 1);
    expect(actor.getSnapshot().matches('loggingOut')).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().status).toBe('done');
    expect(calls).toEqual(['logout', 'clearSession']);
    expect(actor.getSnapshot().output).toEqual({ serverError: LOGOUT_TIMEOUT_KEY });
  });

  it('ignores cancel once the logout is under way', async () => {
    const { actor, calls } = startLogout(async () => null);
    actor.send({ type: 'logout.request' });
    actor.send({ type: 'logout.confirm' });
    actor.send({ type: 'logout.cancel' });
    expect(actor.getSnapshot().matches('loggingOut')).toBe(true);
    await waitFor(actor, (s) => s.status === 'done');
    expect(calls).toEqual(['logout', 'clearSession']);
  });
});
