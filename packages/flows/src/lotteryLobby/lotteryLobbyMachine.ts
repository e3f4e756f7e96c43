import { assign, emit, setup, type SnapshotFrom } from 'xstate';
import { openResultRefreshDelay, type PendingDraw } from '@wl/rules';
import { NEED_TRUE_ACCOUNT_WARNING } from '../constants';
import { loginCheck, type LoginState } from '../loginCheck';
import {
  changeLotteryFilter,
  EMPTY_LOTTERY_FILTER,
  LIST_TYPES_NEEDING_ACCOUNT,
  type LotteryFilter,
  type LotteryFilterChange,
  type LotteryListType,
} from './lotteryFilter';

export interface LotteryLobbyContext {
  filter: LotteryFilter;
  /** The every-game list's last answer: its pending draws set the refresh delay. */
  games: readonly PendingDraw[];
}

export type LotteryLobbyEvent =
  /** The player changed a filter; `login` is the session at that moment (favourites and recent need one). */
  | { type: 'filter.change'; change: LotteryFilterChange; login: LoginState }
  /** A list's games arrived (or were refreshed); `listType` is the list they are. */
  | { type: 'games.loaded'; listType: LotteryListType; games: readonly PendingDraw[] }
  /** The session ended: a list that needs an account falls back to every game. */
  | { type: 'session.ended' };

/** Emitted for the site to act on (`actor.on(type, handler)`). */
export type LotteryLobbyEmitted =
  | { type: 'lottery.loginRequired' }
  | { type: 'lottery.needTrueAccount'; messageKey: string; confirmKey: string }
  /** Spec §4 open-result refresh: the timer is due, ask for every game again. */
  | { type: 'lottery.refresh' };

type FilterEvent = Extract<LotteryLobbyEvent, { type: 'filter.change' }>;

const chosenListType = (event: FilterEvent): LotteryListType | null =>
  'listType' in event.change ? event.change.listType : null;

const needsAccount = (listType: LotteryListType | null) =>
  listType !== null && LIST_TYPES_NEEDING_ACCOUNT.includes(listType);

const accountCheck = (event: FilterEvent) =>
  needsAccount(chosenListType(event)) ? loginCheck(event.login, 'realAccount') : 'allowed';

const lotteryLobbySetup = setup({
  types: {
    context: {} as LotteryLobbyContext,
    events: {} as LotteryLobbyEvent,
    emitted: {} as LotteryLobbyEmitted,
  },
  guards: {
    needsLogin: ({ event }) => event.type === 'filter.change' && accountCheck(event) === 'login',
    needsTrueAccount: ({ event }) => event.type === 'filter.change' && accountCheck(event) === 'needTrueAccount',
    choosesListType: ({ event }) => event.type === 'filter.change' && chosenListType(event) !== null,
    isEveryGameShown: ({ context, event }) =>
      event.type === 'games.loaded' && event.listType === '' && context.filter.listType === '',
    showsAccountList: ({ context }) => needsAccount(context.filter.listType),
  },
  actions: {
    assignFilter: assign(({ context, event }) =>
      event.type === 'filter.change' ? { filter: changeLotteryFilter(context.filter, event.change) } : {},
    ),
    assignGames: assign(({ event }) => (event.type === 'games.loaded' ? { games: event.games } : {})),
    showEveryGame: assign(({ context }) => ({ filter: changeLotteryFilter(context.filter, { listType: '' }) })),
    emitLoginRequired: emit({ type: 'lottery.loginRequired' }),
    emitNeedTrueAccount: emit({ type: 'lottery.needTrueAccount', ...NEED_TRUE_ACCOUNT_WARNING }),
    emitRefresh: emit({ type: 'lottery.refresh' }),
  },
  delays: {
    /** Spec §4: the smallest pending remainTime, 7000 ms when that is 0 or less, at most 30000 ms. */
    refreshDelay: ({ context }) => openResultRefreshDelay(context.games),
  },
});

/**
 * The lottery lobby (spec §2, §4): the list type ('' every game, hot, favourites, recent; favourites and recent need
 * a real account), the type tag, the draw day and the search, with the spec's clearing rules; and the open-result
 * refresh timer of the every-game list, armed by each of its answers and stopped by choosing a list type.
 */
export const lotteryLobbyMachine = lotteryLobbySetup.createMachine({
  id: 'lotteryLobby',
  context: { filter: EMPTY_LOTTERY_FILTER, games: [] },
  initial: 'stopped',
  on: {
    'filter.change': [
      { guard: 'needsLogin', actions: 'emitLoginRequired' },
      { guard: 'needsTrueAccount', actions: 'emitNeedTrueAccount' },
      // spec §4: choosing a list type clears the tag and stops the refresh timer
      { guard: 'choosesListType', target: '.stopped', actions: 'assignFilter' },
      { actions: 'assignFilter' },
    ],
    'games.loaded': { guard: 'isEveryGameShown', target: '.waiting', reenter: true, actions: 'assignGames' },
    'session.ended': { guard: 'showsAccountList', target: '.stopped', actions: 'showEveryGame' },
  },
  states: {
    /** No timer: another list is shown, or every game's answer has not arrived since. */
    stopped: {},
    /** The every-game list is shown: its refresh is due after the delay its pending draws set. */
    waiting: {
      after: { refreshDelay: { target: 'waiting', reenter: true, actions: 'emitRefresh' } },
    },
  },
});

export type LotteryLobbyMachine = typeof lotteryLobbyMachine;
export type LotteryLobbySnapshot = SnapshotFrom<LotteryLobbyMachine>;

/** The filter the lobby shows. */
export const selectLotteryFilter = (snapshot: LotteryLobbySnapshot): LotteryFilter => snapshot.context.filter;
