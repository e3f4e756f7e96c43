// The session's machine with the site's storage and calls: its own chunk, which session.ts loads once the app has
// started. XState and the API client are then not on the first paint (a cheap phone's 20 KB and their evaluation).
import { createActor, fromPromise, waitFor } from 'xstate';
import { sessionMachine, type SessionConsolidated, type SessionLoadMemberInput } from '@wl/flows';
import type { MemberInfo } from '@wl/api';
import { api, onUnauthorized } from '../api';
import { clearKeepingMerchant, persist, persistConsolidated, persistMember, readStored } from './persist';

/** The session's actor, not started yet. */
export function makeSessionActor() {
  const actor = createActor(
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
  // A call made with the token and answered 401: the session ends once, however many calls fail together.
  onUnauthorized(() => actor.send({ type: 'session.expired' }));
  return actor;
}

export type SessionActor = ReturnType<typeof makeSessionActor>;

/** The member of the session once loaded (the login waits for it instead of asking a second time). */
export async function memberOf(actor: SessionActor): Promise<MemberInfo> {
  const snapshot = await waitFor(actor, (s) => !s.matches({ signedIn: 'loadingMember' }) && !s.matches('starting'));
  const { member, memberError } = snapshot.context;
  if (!member) throw new Error(memberError ?? 'member.loadFailed');
  return member;
}
