// The site's one session owner: the flows' session machine with the site's storage (spec §3 keys). Everything that
// needs the token, the account or the member reads it here, and reacts to its events (session.started/ended).
import { useSelector } from '@xstate/react';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  isTrialSession,
  sessionMachine,
  type SessionConsolidated,
  type SessionContext,
  type SessionEmitted,
  type SessionLoadMemberInput,
  type StoredSession,
} from '@wl/flows';
import type { MemberInfo } from '@wl/api';
import { api, onUnauthorized } from '../api';
import { useHydrated } from '../hydration';
import { SESSION_KEYS } from './storage';

function readStored(): StoredSession | null {
  const token = sessionStorage.getItem(SESSION_KEYS.token);
  const isAgent = sessionStorage.getItem(SESSION_KEYS.isAgent);
  if (!token || isAgent === null) return null;
  return { token, isAgent, account: sessionStorage.getItem(SESSION_KEYS.account) };
}

function persist({ token, isAgent, account }: StoredSession) {
  sessionStorage.setItem(SESSION_KEYS.token, token);
  sessionStorage.setItem(SESSION_KEYS.isAgent, isAgent);
  if (account) sessionStorage.setItem(SESSION_KEYS.account, account);
  else sessionStorage.removeItem(SESSION_KEYS.account);
}

/** Spec §3 `customerId` and `memberLabel` (the club label, as JSON; left out when the member has none). */
function persistMember(member: MemberInfo) {
  sessionStorage.setItem(SESSION_KEYS.customerId, String(member.id));
  if (member.clubLabel) sessionStorage.setItem(SESSION_KEYS.memberLabel, JSON.stringify(member.clubLabel));
  else sessionStorage.removeItem(SESSION_KEYS.memberLabel);
}

/** Spec §3 `consolidated` (the answer, as JSON) with its agent-centre flags `enableSalary` and `enableContract`. */
export function persistConsolidated(consolidated: SessionConsolidated) {
  sessionStorage.setItem(SESSION_KEYS.consolidated, JSON.stringify(consolidated));
  sessionStorage.setItem(SESSION_KEYS.enableSalary, String(consolidated.enableSalary));
  sessionStorage.setItem(SESSION_KEYS.enableContract, String(consolidated.enableContract));
}

/** What the login's consolidated call answered (spec §3 `consolidated`), or null when it is not kept. */
export function storedConsolidated(): SessionConsolidated | null {
  try {
    const stored = JSON.parse(sessionStorage.getItem(SESSION_KEYS.consolidated) ?? 'null') as unknown;
    return stored && typeof stored === 'object' ? (stored as SessionConsolidated) : null;
  } catch {
    return null;
  }
}

/** Logout clears session storage but keeps `merchant` (spec §4, Logout). */
function clearKeepingMerchant() {
  const merchant = sessionStorage.getItem(SESSION_KEYS.merchant);
  sessionStorage.clear();
  if (merchant !== null) sessionStorage.setItem(SESSION_KEYS.merchant, merchant);
}

const afterLoginListeners = new Set<(details: { firstLogin: boolean }) => void>();
let firstLogin = false;

/**
 * The session's actor, made on its first use: made with the app's modules it was a slow phone's 20 ms inside their
 * one long evaluation; main.tsx first uses it a task later (reactToSession).
 */
function makeSessionActor() {
  const made = createActor(
    sessionMachine.provide({
      actions: {
        persist: (_, params) => persist(params),
        persistMember: (_, member) => persistMember(member),
        persistConsolidated: (_, consolidated) => persistConsolidated(consolidated),
        clear: clearKeepingMerchant,
      },
      actors: {
        loadMember: fromPromise(() => api.member.getMemberInfo()),
        loadConsolidated: fromPromise<SessionConsolidated, SessionLoadMemberInput>(() => api.wallet.getConsolidated()),
      },
    }),
    { input: { stored: readStored() } },
  );
  made.start();
  // the first-login mark belongs to one login: a session that ends before the login completes forgets it
  made.on('session.ended', () => {
    firstLogin = false;
  });
  return made;
}
let madeActor: ReturnType<typeof makeSessionActor> | null = null;
const actor = () => (madeActor ??= makeSessionActor());
// A call made with the token and answered 401: the session ends once, however many calls fail together.
onUnauthorized(() => actor().send({ type: 'session.expired' }));

type Listener<T extends SessionEmitted['type']> = (event: Extract<SessionEmitted, { type: T }>) => void;

export interface SessionView {
  token: string | null;
  isAgent: string | null;
  account: string | null;
}

const viewOf = ({ context }: { context: SessionContext }): SessionView => ({
  token: context.token,
  isAgent: context.isAgent,
  account: context.account,
});
const sameView = (a: SessionView, b: SessionView) =>
  a.token === b.token && a.isAgent === b.isAgent && a.account === b.account;

export const session = {
  token: (): string | null => actor().getSnapshot().context.token,
  view: (): SessionView => viewOf(actor().getSnapshot()),
  isTrial: (): boolean => isTrialSession(actor().getSnapshot().context),
  /** A login, registration or free play produced a session. */
  start: (started: { token: string; isAgent: string; account?: string | null }) =>
    actor().send({ type: 'session.start', ...started, account: started.account ?? null }),
  /** Logout (after the logout flow's call), a forced change left, a trial account going to register. */
  end: () => actor().send({ type: 'session.end' }),
  refreshMember: () => actor().send({ type: 'member.refresh' }),
  /** The member of the session once loaded (the login waits for it instead of asking a second time). */
  member: async (): Promise<MemberInfo> => {
    const snapshot = await waitFor(actor(), (s) => !s.matches({ signedIn: 'loadingMember' }) && !s.matches('starting'));
    const { member, memberError } = snapshot.context;
    if (!member) throw new Error(memberError ?? 'member.loadFailed');
    return member;
  },
  on<T extends SessionEmitted['type']>(type: T, listener: Listener<T>): () => void {
    const subscription = actor().on(type, listener as (event: SessionEmitted) => void);
    return () => subscription.unsubscribe();
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
  const view = useSelector(actor(), viewOf, sameView);
  // a prerendered page shows a visitor's frame: its hydration too, then the session's
  return useHydrated() ? view : VISITOR;
}

/** The member info of the session (null while loading, signed out or failed). */
export function useMember(): MemberInfo | null {
  const member = useSelector(actor(), (snapshot) => snapshot.context.member);
  return useHydrated() ? member : null;
}

const VISITOR: SessionView = { token: null, isAgent: null, account: null };
