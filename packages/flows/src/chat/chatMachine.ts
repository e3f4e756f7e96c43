import { and, assign, emit, fromPromise, raise, setup, stateIn, type SnapshotFrom } from 'xstate';
import { NEED_TRUE_ACCOUNT_WARNING } from '../constants';
import { errorMessage } from '../errors';
import { errorParams, outputAs } from '../form';
import { isTrialAccount } from '../loginCheck';
import { actorNotProvided } from '../notProvided';
import { CHAT_SERVICE_FLAG, CHAT_URL_FAILED_KEY } from './constants';

/** What the chat needs of the session (the contract's LoginSession has both). */
export interface ChatSession {
  token: string;
  /** '4' is a trial account (spec §3). */
  isAgent: string;
}

export interface ChatInput {
  /** The stored session when the page loads with one (spec §4: the login state is a token in session storage). */
  session?: ChatSession | null;
  /** The permission call's whitelabel flags; CBS3 turns the chat service on. */
  whitelabel?: Readonly<Record<string, boolean>>;
}

export interface ChatContext {
  session: ChatSession | null;
  /** CBS3. */
  serviceEnabled: boolean;
  chatUrl: string | null;
  unreadCount: number;
  /** Why the chat URL did not load (server message or CHAT_URL_FAILED_KEY). */
  error: string | null;
  /** The header colour the chat URL was asked with; null is the call's default (spec §9: #6142bf). */
  headerColor: string | null;
}

export type ChatEvent =
  /** A login succeeded (or the session was restored): load the chat for a real account when the service is on. */
  | { type: 'session.login'; session: ChatSession }
  /** Spec §4: on logout the chat closes. */
  | { type: 'session.logout' }
  /**
   * The chat button: open or close (closing is hiding). `headerColor`: the colour of the chat's header when this
   * opens it (spec §9: the left bar's own); left out, the default. Another colour than the loaded one asks again.
   */
  | { type: 'chat.toggle'; headerColor?: string }
  /** An entry that only opens (the left bar's in-site chat), with its header colour as for chat.toggle. */
  | { type: 'chat.open'; headerColor?: string }
  | { type: 'chat.enlarge' }
  | { type: 'chat.shrink' }
  /** The window's hide button; spec §4: hiding refreshes the unread count. */
  | { type: 'chat.hide' }
  /** The window's retry after the chat URL failed. */
  | { type: 'chat.retry' }
  /** Ask for the unread count again (e.g. when the header polls). */
  | { type: 'unread.refresh' };

/** Emitted for the site to react to (`actor.on(type, handler)`): the machine shows nothing itself. */
export type ChatEmitted =
  /** Spec §4: opening without a token shows the login modal. */
  | { type: 'chat.loginRequired' }
  /** Spec §4/§8: a trial account gets the warning in_need_true_account with the button in_increase_submit. */
  | { type: 'chat.trialWarning'; messageKey: string; confirmKey: string };

export interface ChatCallInput {
  session: ChatSession;
  /** The chat header's colour to ask for (the chat URL's call); null or left out: the call's default. */
  headerColor?: string | null;
}

/** What both of a member's calls are given: the session, which every logged-in state has. */
function callInput({ context }: { context: ChatContext }): ChatCallInput {
  if (!context.session) throw new Error('chatMachine: no session in a logged-in state');
  return {
    session: context.session,
    ...(context.headerColor === null ? {} : { headerColor: context.headerColor }),
  };
}

const chatSetup = setup({
  types: {
    context: {} as ChatContext,
    events: {} as ChatEvent,
    input: {} as ChatInput,
    emitted: {} as ChatEmitted,
  },
  actors: {
    /** The site calls get-chat-URL (b2c 1, title, language, header colour) with the session's token; answers chatUrl. */
    loadChatUrl: fromPromise<string, ChatCallInput>(actorNotProvided('loadChatUrl')),
    /** The site calls the unread count (token); answers unReadCount. */
    loadUnreadCount: fromPromise<number, ChatCallInput>(actorNotProvided('loadUnreadCount')),
  },
  guards: {
    hasNoSession: ({ context }) => context.session === null,
    isTrialAccount: ({ context }) => context.session !== null && isTrialAccount(context.session),
    isServiceOff: ({ context }) => !context.serviceEnabled,
    changesHeaderColor: ({ context, event }) =>
      (event.type === 'chat.open' || event.type === 'chat.toggle') &&
      (event.headerColor ?? null) !== context.headerColor,
    /** The window opens (it is closed) from a place whose header colour is not the loaded one. */
    opensWithAnotherColor: and(['changesHeaderColor', stateIn({ member: { window: 'closed' } })]),
  },
  actions: {
    assignSession: assign((_, params: { session: ChatSession }) => ({
      session: params.session,
      chatUrl: null,
      unreadCount: 0,
      error: null,
      headerColor: null,
    })),
    clearSession: assign({ session: null, chatUrl: null, unreadCount: 0, error: null, headerColor: null }),
    assignHeaderColor: assign(({ event }) =>
      event.type === 'chat.open' || event.type === 'chat.toggle' ? { headerColor: event.headerColor ?? null } : {},
    ),
    assignChatUrl: assign((_, params: { url: string }) => ({ chatUrl: params.url, error: null })),
    assignChatUrlError: assign((_, params: { error: unknown }) => ({
      error: errorMessage(params.error, CHAT_URL_FAILED_KEY),
    })),
    assignUnreadCount: assign((_, params: { count: number }) => ({ unreadCount: Math.max(0, params.count) })),
    emitLoginRequired: emit({ type: 'chat.loginRequired' }),
    emitTrialWarning: emit({ type: 'chat.trialWarning', ...NEED_TRUE_ACCOUNT_WARNING }),
    refreshUnread: raise({ type: 'unread.refresh' }),
  },
});

/**
 * The chat window (spec §4). Opening needs a token (else the site shows the login modal) and a real account (else
 * the trial warning); then it toggles, enlarges, shrinks and hides. A real account's login with CBS3 on loads the
 * chat URL and the unread count; hiding refreshes the count; logout closes everything.
 */
export const chatMachine = chatSetup.createMachine({
  id: 'chat',
  context: ({ input }) => ({
    session: input.session ?? null,
    serviceEnabled: input.whitelabel?.[CHAT_SERVICE_FLAG] === true,
    chatUrl: null,
    unreadCount: 0,
    error: null,
    headerColor: null,
  }),
  initial: 'checkingSession',
  on: {
    'session.login': {
      target: '.checkingSession',
      actions: { type: 'assignSession', params: ({ event }) => ({ session: event.session }) },
    },
    'session.logout': { target: '.loggedOut', actions: 'clearSession' },
  },
  states: {
    // Transient: decide what opening the chat means for this session.
    checkingSession: {
      always: [
        { guard: 'hasNoSession', target: 'loggedOut' },
        { guard: 'isTrialAccount', target: 'trial' },
        { guard: 'isServiceOff', target: 'unavailable' },
        { target: 'member' },
      ],
    },
    loggedOut: {
      on: { 'chat.toggle': { actions: 'emitLoginRequired' }, 'chat.open': { actions: 'emitLoginRequired' } },
    },
    trial: {
      on: { 'chat.toggle': { actions: 'emitTrialWarning' }, 'chat.open': { actions: 'emitTrialWarning' } },
    },
    /** A real account on a merchant without the chat service: there is nothing to open. */
    unavailable: {},
    member: {
      type: 'parallel',
      states: {
        service: {
          initial: 'loading',
          on: {
            // opened from a place with another header colour (spec §9): the chat URL is asked for again with it
            'chat.open': { guard: 'opensWithAnotherColor', target: '.loading', actions: 'assignHeaderColor' },
            'chat.toggle': { guard: 'opensWithAnotherColor', target: '.loading', actions: 'assignHeaderColor' },
          },
          states: {
            loading: {
              on: {
                // the same while it loads: the call under way is dropped for one with the new colour
                'chat.open': {
                  guard: 'opensWithAnotherColor',
                  target: 'loading',
                  reenter: true,
                  actions: 'assignHeaderColor',
                },
                'chat.toggle': {
                  guard: 'opensWithAnotherColor',
                  target: 'loading',
                  reenter: true,
                  actions: 'assignHeaderColor',
                },
              },
              invoke: {
                src: 'loadChatUrl',
                input: callInput,
                onDone: { target: 'ready', actions: { type: 'assignChatUrl', params: outputAs('url') } },
                onError: { target: 'failed', actions: { type: 'assignChatUrlError', params: errorParams } },
              },
            },
            ready: {},
            failed: {
              on: { 'chat.retry': 'loading' },
            },
          },
        },
        unread: {
          initial: 'loading',
          states: {
            loading: {
              invoke: {
                src: 'loadUnreadCount',
                input: callInput,
                onDone: { target: 'idle', actions: { type: 'assignUnreadCount', params: outputAs('count') } },
                // The badge keeps the last count; the next hide or refresh asks again.
                onError: 'idle',
              },
            },
            idle: {
              on: { 'unread.refresh': 'loading' },
            },
          },
        },
        window: {
          initial: 'closed',
          states: {
            closed: {
              on: { 'chat.toggle': 'open', 'chat.open': 'open' },
            },
            open: {
              initial: 'normal',
              states: {
                normal: { on: { 'chat.enlarge': 'enlarged' } },
                enlarged: { on: { 'chat.shrink': 'normal' } },
              },
              on: {
                // Closing by the toggle is hiding too: the messages read in the window change the count.
                'chat.toggle': { target: 'closed', actions: 'refreshUnread' },
                'chat.hide': { target: 'closed', actions: 'refreshUnread' },
              },
            },
          },
        },
      },
    },
  },
});

export type ChatMachine = typeof chatMachine;
export type ChatSnapshot = SnapshotFrom<ChatMachine>;

/** What the chat window and the chat button show, read from a snapshot (props for the ui's ChatWindow). */
export interface ChatView {
  /** The chat can be opened here (a real account with the service on). */
  available: boolean;
  open: boolean;
  enlarged: boolean;
  status: 'loading' | 'ready' | 'failed';
  chatUrl: string | null;
  unreadCount: number;
  error: string | null;
}

export function selectChatView(snapshot: ChatSnapshot): ChatView {
  const member = snapshot.matches('member');
  return {
    available: member,
    open: snapshot.matches({ member: { window: 'open' } }),
    enlarged: snapshot.matches({ member: { window: { open: 'enlarged' } } }),
    status: snapshot.matches({ member: { service: 'ready' } })
      ? 'ready'
      : snapshot.matches({ member: { service: 'failed' } })
        ? 'failed'
        : 'loading',
    chatUrl: snapshot.context.chatUrl,
    unreadCount: snapshot.context.unreadCount,
    error: snapshot.context.error,
  };
}
