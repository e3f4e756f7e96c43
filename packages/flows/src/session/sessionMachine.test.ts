import { describe, expect, it } from 'vitest';
import { later } from '../testing/fakes';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { MemberInfo } from '@wl/api/types';
import { isTrialSession } from './trial';
import {
  MEMBER_LOAD_FAILED_KEY,
  sessionMachine,
  type SessionConsolidated,
  type SessionEmitted,
  type StoredSession,
} from './sessionMachine';

const demo: StoredSession = { token: 't'.repeat(32), isAgent: '0', account: 'demo' };
const member = { id: 1, account: 'demo', nickname: 'Demo', type: 1, isAgent: '0' } as MemberInfo;

const consolidated: SessionConsolidated = { enableSalary: true, enableContract: false, divtypereq: [] };

function startSession({
  stored = null,
  loadMember = async () => member,
  loadConsolidated = async () => consolidated,
}: {
  stored?: StoredSession | null;
  loadMember?: (token: string) => Promise<MemberInfo>;
  loadConsolidated?: (token: string) => Promise<SessionConsolidated>;
} = {}) {
  const calls: string[] = [];
  const persisted: StoredSession[] = [];
  const loads: string[] = [];
  const consolidatedLoads: string[] = [];
  const members: MemberInfo[] = [];
  const consolidatedStored: SessionConsolidated[] = [];
  const machine = sessionMachine.provide({
    actors: {
      loadMember: fromPromise(({ input }) => {
        loads.push(input.token);
        return loadMember(input.token);
      }),
      loadConsolidated: fromPromise(({ input }) => {
        consolidatedLoads.push(input.token);
        return loadConsolidated(input.token);
      }),
    },
    actions: {
      persistMember: (_, params) => void members.push(params),
      persistConsolidated: (_, params) => void consolidatedStored.push(params),
      persist: (_, params) => {
        calls.push('persist');
        persisted.push(params);
      },
      clear: () => {
        calls.push('clear');
      },
    },
  });
  const actor = createActor(machine, { input: { stored } });
  const emitted: SessionEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  return { actor, calls, persisted, loads, emitted, consolidatedLoads, members, consolidatedStored };
}

const ready = (actor: ReturnType<typeof startSession>['actor']) =>
  waitFor(actor, (s) => s.matches({ signedIn: 'ready' }) || s.matches({ signedIn: 'memberFailed' }));

describe('sessionMachine', () => {
  it('starts signed out with nothing stored, and does nothing', () => {
    const { actor, calls, emitted, loads } = startSession();
    expect(actor.getSnapshot().matches('signedOut')).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ token: null, member: null });
    expect([calls, emitted, loads]).toEqual([[], [], []]);
  });

  it('start: persists the session, announces it and loads the member', async () => {
    const { actor, calls, persisted, emitted, loads } = startSession();
    actor.send({ type: 'session.start', ...demo });
    expect(actor.getSnapshot().matches({ signedIn: 'loadingMember' })).toBe(true);
    const snapshot = await ready(actor);
    expect(snapshot.matches({ signedIn: 'ready' })).toBe(true);
    expect(snapshot.context).toEqual({ ...demo, member, memberError: null });
    expect(calls).toEqual(['persist']);
    expect(persisted).toEqual([demo]);
    expect(loads).toEqual([demo.token]);
    expect(emitted).toEqual([{ type: 'session.started', restored: false, ...demo }]);
  });

  it('start with the member info from the login: no second call', () => {
    const { actor, loads } = startSession();
    actor.send({ type: 'session.start', ...demo, member });
    expect(actor.getSnapshot().matches({ signedIn: 'ready' })).toBe(true);
    expect(actor.getSnapshot().context.member).toBe(member);
    expect(loads).toEqual([]);
  });

  it('restores the stored session at start-up without writing it again', async () => {
    const { actor, calls, emitted, loads } = startSession({ stored: demo });
    expect(actor.getSnapshot().matches('signedIn')).toBe(true);
    await ready(actor);
    expect(actor.getSnapshot().context).toMatchObject({ ...demo, member });
    expect(calls).toEqual([]);
    expect(loads).toEqual([demo.token]);
    expect(emitted).toEqual([{ type: 'session.started', restored: true, ...demo }]);
  });

  it('end (logout): clears the storage, forgets the session and says why', async () => {
    const { actor, calls, emitted } = startSession({ stored: demo });
    await ready(actor);
    actor.send({ type: 'session.end' });
    expect(actor.getSnapshot().matches('signedOut')).toBe(true);
    expect(actor.getSnapshot().context).toEqual({
      token: null,
      isAgent: null,
      account: null,
      member: null,
      memberError: null,
    });
    expect(calls).toEqual(['clear']);
    expect(emitted.at(-1)).toEqual({ type: 'session.ended', reason: 'logout' });
  });

  it('expired twice (parallel 401s): the session ends once, with reason expired', async () => {
    const { actor, calls, emitted } = startSession({ stored: demo });
    await ready(actor);
    actor.send({ type: 'session.expired' });
    actor.send({ type: 'session.expired' });
    expect(actor.getSnapshot().matches('signedOut')).toBe(true);
    expect(calls).toEqual(['clear']);
    expect(emitted.filter((e) => e.type === 'session.ended')).toEqual([{ type: 'session.ended', reason: 'expired' }]);
  });

  it('expired while signed out: nothing happens', () => {
    const { actor, calls, emitted } = startSession();
    actor.send({ type: 'session.expired' });
    expect(actor.getSnapshot().matches('signedOut')).toBe(true);
    expect([calls, emitted]).toEqual([[], []]);
  });

  it('a 401 while the member loads ends the session and drops the answer', async () => {
    let answer: (member: MemberInfo) => void = () => undefined;
    const { actor } = startSession({
      loadMember: () => new Promise<MemberInfo>((resolve) => (answer = resolve)),
    });
    actor.send({ type: 'session.start', ...demo });
    actor.send({ type: 'session.expired' });
    answer(member);
    await Promise.resolve();
    expect(actor.getSnapshot().matches('signedOut')).toBe(true);
    expect(actor.getSnapshot().context.member).toBeNull();
  });

  it('a failed member load keeps the session, exposes the error, and member.refresh retries', async () => {
    let fail = true;
    const { actor, loads } = startSession({
      stored: demo,
      loadMember: async () => {
        if (fail) throw { message: 'Network link is abnormal' };
        return member;
      },
    });
    const failed = await ready(actor);
    expect(failed.matches({ signedIn: 'memberFailed' })).toBe(true);
    expect(failed.context).toMatchObject({ token: demo.token, member: null, memberError: 'Network link is abnormal' });

    fail = false;
    actor.send({ type: 'member.refresh' });
    const loaded = await waitFor(actor, (s) => s.matches({ signedIn: 'ready' }));
    expect(loaded.context).toMatchObject({ member, memberError: null });
    expect(loads).toHaveLength(2);
  });

  it('records a key when the failure has no message', async () => {
    const { actor } = startSession({ stored: demo, loadMember: () => Promise.reject(new Error('')) });
    expect((await ready(actor)).context.memberError).toBe(MEMBER_LOAD_FAILED_KEY);
  });

  it('member.refresh reloads the member and keeps the old one shown meanwhile', async () => {
    const { actor, loads } = startSession({ stored: demo });
    await ready(actor);
    actor.send({ type: 'member.refresh' });
    expect(actor.getSnapshot().matches({ signedIn: 'loadingMember' })).toBe(true);
    expect(actor.getSnapshot().context.member).toBe(member);
    await ready(actor);
    expect(loads).toHaveLength(2);
  });

  it('a new start while signed in replaces the session (persisted, announced, member loaded again)', async () => {
    const { actor, persisted, emitted, loads } = startSession({ stored: demo });
    await ready(actor);
    const trial: StoredSession = { token: 'x'.repeat(32), isAgent: '4', account: null };
    actor.send({ type: 'session.start', ...trial });
    await ready(actor);
    expect(actor.getSnapshot().context).toMatchObject(trial);
    expect(persisted).toEqual([trial]);
    expect(emitted.map((e) => e.type)).toEqual(['session.started', 'session.started']);
    expect(loads).toEqual([demo.token, trial.token]);
    expect(isTrialSession(actor.getSnapshot().context)).toBe(true);
  });

  describe('the session keys of spec §3 beyond the token', () => {
    it('a new session: the member keys once the member is in, then the consolidated answer', async () => {
      const { actor, members, consolidatedLoads, consolidatedStored } = startSession();
      actor.send({ type: 'session.start', ...demo });
      await ready(actor);
      expect(members).toEqual([member]);
      await waitFor(actor, () => consolidatedStored.length > 0);
      expect(consolidatedLoads).toEqual([demo.token]);
      expect(consolidatedStored).toEqual([consolidated]);
    });

    it('a restored session writes the member keys again but asks for no consolidated answer (its login did)', async () => {
      const { actor, members, consolidatedLoads } = startSession({ stored: demo });
      await ready(actor);
      expect(members).toEqual([member]);
      expect(consolidatedLoads).toEqual([]);
    });

    it('a trial account has no contracts: no consolidated call', async () => {
      const { actor, consolidatedLoads } = startSession();
      actor.send({ type: 'session.start', ...demo, isAgent: '4' });
      await ready(actor);
      expect(consolidatedLoads).toEqual([]);
    });

    it('a failed consolidated call leaves the keys out and the session as it is', async () => {
      const { actor, consolidatedStored } = startSession({
        loadConsolidated: async () => {
          throw new Error('Server busy');
        },
      });
      actor.send({ type: 'session.start', ...demo });
      await ready(actor);
      await later(0);
      expect(consolidatedStored).toEqual([]);
      expect(actor.getSnapshot().matches({ signedIn: 'ready' })).toBe(true);
    });

    it('an answer that comes after the session ended is dropped', async () => {
      let answer!: (value: SessionConsolidated) => void;
      const { actor, consolidatedStored } = startSession({
        loadConsolidated: () => new Promise((resolve) => (answer = resolve)),
      });
      actor.send({ type: 'session.start', ...demo });
      await ready(actor);
      actor.send({ type: 'session.end' });
      answer(consolidated);
      await later(0);
      expect(consolidatedStored).toEqual([]);
    });
  });
});
