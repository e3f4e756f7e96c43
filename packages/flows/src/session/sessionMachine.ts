import { assertEvent, assign, emit, fromPromise, setup, stopChild } from 'xstate';
import type { MemberInfo } from '@wl/api/types';
import { errorMessage } from '../errors';
import { errorParams, outputAs } from '../form';
import { actionNotProvided, actorNotProvided } from '../notProvided';
import { isTrialSession } from './trial';

/** Recorded when the member info could not be loaded and the failure carried no message. */
export const MEMBER_LOAD_FAILED_KEY = 'member.loadFailed';

/** The session as the site keeps it (spec §3 keys `token`, `isAgent`, `account`). */
export interface StoredSession {
  token: string;
  isAgent: string;
  /** Null when the login answer named none (the site then keeps what was typed, if anything). */
  account: string | null;
}

export interface SessionInput {
  /** What the site's storage holds when the app starts: a reload keeps the player signed in. */
  stored: StoredSession | null;
}

export interface SessionContext {
  token: string | null;
  isAgent: string | null;
  account: string | null;
  /** The member info of this session; kept while it reloads, null once signed out. */
  member: MemberInfo | null;
  /** Why the last member load failed (a server message or MEMBER_LOAD_FAILED_KEY); the session stays. */
  memberError: string | null;
}

/** Why a session ended: the player logged out, or a call with its token was answered 401. */
export type SessionEndReason = 'logout' | 'expired';

export interface SessionStartEvent extends StoredSession {
  type: 'session.start';
  /** The member info when the login already answered it (login v2): no second call. */
  member?: MemberInfo | null;
}

export type SessionEvent =
  /** A login, registration or free play produced a session (replaces the current one, if any). */
  | SessionStartEvent
  /** The player logged out (after the logout flow's server call, or the chat's logout callback). */
  | { type: 'session.end' }
  /** The API client's onUnauthorized: a call with the token was answered 401. Ignored unless signed in. */
  | { type: 'session.expired' }
  /** Load the member info again (after a change of nickname, avatar, VIP level, or to retry a failure). */
  | { type: 'member.refresh' };

export type SessionEmitted =
  /** `restored` is true when the session came from storage at start-up rather than from a login. */
  | ({ type: 'session.started'; restored: boolean } & StoredSession)
  | { type: 'session.ended'; reason: SessionEndReason };

export interface SessionLoadMemberInput {
  token: string;
}

/**
 * The consolidated answer (spec §3: `consolidated`, with the agent-centre flags `enableSalary` and `enableContract`)
 * as the session keeps it: the site stores it whole.
 */
export type SessionConsolidated = { enableSalary: boolean; enableContract: boolean } & Record<string, unknown>;

/** The id of the consolidated call a new session makes (its done event is `xstate.done.actor.consolidated`). */
const CONSOLIDATED_ID = 'consolidated';

const signedOutContext = {
  token: null,
  isAgent: null,
  account: null,
  member: null,
  memberError: null,
} satisfies SessionContext;

function storedOf(context: SessionContext): StoredSession {
  if (context.token === null || context.isAgent === null) throw new Error('sessionMachine: signed in without a token');
  return { token: context.token, isAgent: context.isAgent, account: context.account };
}

const sessionSetup = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionInput,
    emitted: {} as SessionEmitted,
  },
  actors: {
    /** The site fetches the member info (the API client sends the token it reads from this machine or storage). */
    loadMember: fromPromise<MemberInfo, SessionLoadMemberInput>(actorNotProvided('loadMember')),
    /** The site fetches the consolidated answer (contracts and the agent-centre flags) of a new real session. */
    loadConsolidated: fromPromise<SessionConsolidated, SessionLoadMemberInput>(actorNotProvided('loadConsolidated')),
  },
  guards: {
    hasStoredSession: ({ context }) => context.token !== null,
    /** The member info is known: a login that answered it (login v2) needs no second call. */
    hasMember: ({ context }) => context.member !== null,
  },
  actions: {
    assignSession: assign(({ event }) => {
      assertEvent(event, 'session.start');
      return {
        token: event.token,
        isAgent: event.isAgent,
        account: event.account,
        member: event.member ?? null,
        memberError: null,
      };
    }),
    assignMember: assign((_, params: { member: MemberInfo }) => ({ member: params.member, memberError: null })),
    assignMemberError: assign((_, params: { error: unknown }) => ({
      memberError: errorMessage(params.error, MEMBER_LOAD_FAILED_KEY),
    })),
    forgetSession: assign(signedOutContext),
    emitStarted: emit(({ context }, params: { restored: boolean }) => ({
      type: 'session.started' as const,
      restored: params.restored,
      ...storedOf(context),
    })),
    emitEnded: emit((_, params: { reason: SessionEndReason }) => ({
      type: 'session.ended' as const,
      reason: params.reason,
    })),
    /** Site: writes the session keys of spec §3 (token, isAgent, account). */
    persist: actionNotProvided<StoredSession>('persist'),
    /** Site: writes the member's session keys of spec §3 (customerId, memberLabel) once the member info is in. */
    persistMember: actionNotProvided<MemberInfo>('persistMember'),
    /** Site: writes `consolidated`, `enableSalary` and `enableContract` (spec §3). */
    persistConsolidated: actionNotProvided<SessionConsolidated>('persistConsolidated'),
    /** Site: clears session storage but keeps `merchant` (spec §4, Logout). */
    clear: actionNotProvided<undefined>('clear'),
  },
});

/**
 * A new real session asks for the consolidated answer once (a trial account has no contracts; a restored session has
 * the keys from its login). Its answer comes as `xstate.done.actor.consolidated`; a failure leaves the keys out.
 */
const loadConsolidated = sessionSetup.enqueueActions(({ context, enqueue }) => {
  enqueue(stopChild(CONSOLIDATED_ID));
  if (context.token !== null && !isTrialSession(context))
    enqueue.spawnChild('loadConsolidated', { id: CONSOLIDATED_ID, input: { token: context.token } });
});

/**
 * The one owner of the session: the token, the account type and the member. The site passes what its storage
 * holds, provides `persist`, `clear` and `loadMember`, and reacts to the emitted `session.started` and
 * `session.ended` (chat, popups, the query cache, the header) with `actor.on(...)`. A 401 ends the session once,
 * however many calls were answered 401 (`session.expired` only counts while signed in).
 */
export const sessionMachine = sessionSetup.createMachine({
  id: 'session',
  context: ({ input }) => (input.stored ? { ...signedOutContext, ...input.stored } : { ...signedOutContext }),
  initial: 'starting',
  states: {
    // Transient: restore the stored session without writing it again.
    starting: {
      always: [
        {
          guard: 'hasStoredSession',
          target: 'signedIn',
          actions: { type: 'emitStarted', params: { restored: true } },
        },
        { target: 'signedOut' },
      ],
    },
    signedOut: {
      on: {
        'session.start': {
          target: 'signedIn',
          actions: [
            'assignSession',
            { type: 'persist', params: ({ context }) => storedOf(context) },
            loadConsolidated,
            { type: 'emitStarted', params: { restored: false } },
          ],
        },
      },
    },
    signedIn: {
      on: {
        // A new session (another login, the login after a forced password change) replaces this one.
        'session.start': {
          target: 'signedIn',
          reenter: true,
          actions: [
            'assignSession',
            { type: 'persist', params: ({ context }) => storedOf(context) },
            loadConsolidated,
            { type: 'emitStarted', params: { restored: false } },
          ],
        },
        'session.end': {
          target: 'signedOut',
          actions: [
            stopChild(CONSOLIDATED_ID),
            'clear',
            'forgetSession',
            { type: 'emitEnded', params: { reason: 'logout' } },
          ],
        },
        'session.expired': {
          target: 'signedOut',
          actions: [
            stopChild(CONSOLIDATED_ID),
            'clear',
            'forgetSession',
            { type: 'emitEnded', params: { reason: 'expired' } },
          ],
        },
        'xstate.done.actor.consolidated': {
          actions: {
            type: 'persistConsolidated',
            params: ({ event }: { event: unknown }) => (event as { output: SessionConsolidated }).output,
          },
        },
        // A failed consolidated call leaves its keys out; the session is fine.
        'xstate.error.actor.consolidated': {},
      },
      initial: 'checkingMember',
      states: {
        // Transient: a login that answered the member info needs no second call.
        checkingMember: {
          always: [{ guard: 'hasMember', target: 'ready' }, { target: 'loadingMember' }],
        },
        loadingMember: {
          invoke: {
            src: 'loadMember',
            input: ({ context }) => ({ token: storedOf(context).token }),
            onDone: {
              target: 'ready',
              actions: [
                { type: 'assignMember', params: outputAs('member') },
                { type: 'persistMember', params: ({ event }) => event.output },
              ],
            },
            // Still signed in: the token may be fine and the call failed on the way; the site offers a retry.
            onError: { target: 'memberFailed', actions: { type: 'assignMemberError', params: errorParams } },
          },
        },
        ready: {
          on: { 'member.refresh': 'loadingMember' },
        },
        memberFailed: {
          on: { 'member.refresh': 'loadingMember' },
        },
      },
    },
  },
});

export type SessionMachine = typeof sessionMachine;
