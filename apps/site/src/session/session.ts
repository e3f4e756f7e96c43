// The site's one session owner: the flows' session machine with the site's storage (spec §3 keys). Everything that
// needs the token, the account or the member reads it here, and reacts to its events (session.started/ended).
// The machine comes in its own chunk (sessionActor.ts), asked for as the app starts (main.tsx): until it is in, the
// session is what storage holds, which is where the machine starts from, so nothing changes when it arrives.
import { useSyncExternalStore } from 'react';
import { isTrialSession, type SessionEmitted } from '@wl/flows';
import type { MemberInfo } from '@wl/api';
import { useHydrated } from '../hydration';
import { readStored } from './persist';
import type { SessionActor } from './sessionActor';

const afterLoginListeners = new Set<(details: { firstLogin: boolean }) => void>();
let firstLogin = false;

export interface SessionView {
  token: string | null;
  isAgent: string | null;
  account: string | null;
}

const VISITOR: SessionView = { token: null, isAgent: null, account: null };

const sameView = (a: SessionView, b: SessionView) =>
  a.token === b.token && a.isAgent === b.isAgent && a.account === b.account;

/** What components read: storage's session until the machine is in, then the machine's (a new object on a change). */
let shownView: SessionView | null = null;
const currentView = () => (shownView ??= readStored() ?? VISITOR);
let member: MemberInfo | null = null;
const currentMember = () => member;
const readers = new Set<() => void>();
const subscribe = (reader: () => void) => {
  readers.add(reader);
  return () => void readers.delete(reader);
};

let loaded: SessionActor | null = null;
let loading: Promise<SessionActor> | null = null;

/**
 * The session's machine, loaded and started on the first call: main.tsx makes it as the app starts; whatever needs
 * the machine before then (a listener, a login) waits for the same load.
 */
export function sessionActor(): Promise<SessionActor> {
  loading ??= import('./sessionActor').then(({ makeSessionActor }) => {
    const actor = makeSessionActor();
    const follow = ({ context }: ReturnType<SessionActor['getSnapshot']>) => {
      const next = { token: context.token, isAgent: context.isAgent, account: context.account };
      const viewChanged = !sameView(currentView(), next);
      if (!viewChanged && member === context.member) return;
      if (viewChanged) shownView = next;
      member = context.member;
      for (const reader of readers) reader();
    };
    actor.subscribe(follow);
    actor.start();
    follow(actor.getSnapshot());
    // the first-login mark belongs to one login: a session that ends before the login completes forgets it
    actor.on('session.ended', () => {
      firstLogin = false;
    });
    loaded = actor;
    return actor;
  });
  // a chunk that failed to load is asked for again by the next use
  loading.catch(() => {
    loading = null;
  });
  return loading;
}

type Listener<T extends SessionEmitted['type']> = (event: Extract<SessionEmitted, { type: T }>) => void;

/** Sends an event to the machine, now if it is in, or once it is. */
function send(event: Parameters<SessionActor['send']>[0]) {
  if (loaded) loaded.send(event);
  else void sessionActor().then((actor) => actor.send(event));
}

export const session = {
  token: (): string | null => currentView().token,
  view: (): SessionView => currentView(),
  isTrial: (): boolean => isTrialSession(currentView()),
  /** A login, registration or free play produced a session. */
  start: (started: { token: string; isAgent: string; account?: string | null }) =>
    send({ type: 'session.start', ...started, account: started.account ?? null }),
  /** Logout (after the logout flow's call), a forced change left, a trial account going to register. */
  end: () => send({ type: 'session.end' }),
  refreshMember: () => send({ type: 'member.refresh' }),
  /** The member of the session once loaded (the login waits for it instead of asking a second time). */
  member: async (): Promise<MemberInfo> => {
    const [actor, { memberOf }] = await Promise.all([sessionActor(), import('./sessionActor')]);
    return memberOf(actor);
  },
  on<T extends SessionEmitted['type']>(type: T, listener: Listener<T>): () => void {
    const attach = (actor: SessionActor) => actor.on(type, listener as (event: SessionEmitted) => void);
    if (loaded) {
      const subscription = attach(loaded);
      return () => subscription.unsubscribe();
    }
    let subscription: ReturnType<typeof attach> | null = null;
    let removed = false;
    void sessionActor().then((actor) => {
      if (!removed) subscription = attach(actor);
    });
    return () => {
      removed = true;
      subscription?.unsubscribe();
    };
  },
  /** Spec §4 login flow: the first-login action; the after-login step then says it was one. */
  markFirstLogin: () => {
    firstLogin = true;
  },
  /** Spec §4 login flow: the login has finished (member loaded, no forced change): the after-login reactions run. */
  markAfterLogin: () => {
    const details = { firstLogin };
    firstLogin = false;
    for (const listener of afterLoginListeners) listener(details);
  },
  onAfterLogin(listener: (details: { firstLogin: boolean }) => void): () => void {
    afterLoginListeners.add(listener);
    return () => afterLoginListeners.delete(listener);
  },
};

/** The session for a component: re-renders when the token, the account type or the account changes. */
export function useSession(): SessionView {
  const current = useSyncExternalStore(subscribe, currentView, currentView);
  // a prerendered page shows a visitor's frame: its hydration too, then the session's
  return useHydrated() ? current : VISITOR;
}

/** The member info of the session (null while loading, signed out or failed). */
export function useMember(): MemberInfo | null {
  const current = useSyncExternalStore(subscribe, currentMember, currentMember);
  return useHydrated() ? current : null;
}
