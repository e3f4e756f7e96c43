import { assign, emit, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { NEED_TRUE_ACCOUNT_WARNING } from '../constants';
import { errorMessage } from '../errors';
import { loginCheck, type LoginCheckResult, type LoginState } from '../loginCheck';
import { actorNotProvided } from '../notProvided';
import {
  LAUNCH_PATHS,
  LOTTERY_VENDORS,
  RNG_GAME_TYPE,
  RNG_VENDOR_PARAM,
  SEAMLESS_GAME_TYPES,
  VENDOR_ITEM,
} from './constants';

/** A game launch item (spec §3: gameType, isGame, defaultPlayType, vendor, gameCode, vassalage; the contract's Game). */
export interface LaunchItem {
  nodeId: string;
  gameId: number;
  name: string;
  gameType: string;
  /** GAME, or VASSALAGE for a whole vendor. */
  isGame: string;
  vendor: string;
  vassalage: string;
  gameCode?: string | null;
  defaultPlayType?: string | null;
  /** A trial account may launch it. */
  freePlay?: boolean;
}

/**
 * Where choosing an item leads (spec §4 Game launch):
 * - `vendorList`: a whole vendor (VASSALAGE) opens the popup list of its games;
 * - `rngHall`: an RNG vendor goes to /rng with its vassalage chosen (its game hall);
 * - `lottery`: a lottery vendor's item opens /lottery (gameCode, vendor, playType when present);
 * - `window`: a vendor that cannot be framed gets its own window, opened inside the click (popup blockers);
 * - `frame`: any other game is launched on the game page, /game or /seamless.
 */
export type LaunchTarget =
  | { kind: 'vendorList'; vassalage: string; gameType: string; name: string }
  | { kind: 'rngHall'; path: string }
  | { kind: 'lottery'; path: string }
  | { kind: 'window' }
  | { kind: 'frame'; path: string };

/** A query string of the entries whose value is present (no DOM in flows: no URLSearchParams). */
function queryOf(entries: Record<string, string | null | undefined>): string {
  return Object.entries(entries)
    .filter((entry): entry is [string, string] => Boolean(entry[1]))
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`)
    .join('&');
}

/** The lottery page for a lottery item: gameCode, vendor and playType only when present (spec §2). */
export function lotteryPath(item: Pick<LaunchItem, 'gameCode' | 'vendor' | 'defaultPlayType'>): string {
  const text = queryOf({ gameCode: item.gameCode, vendor: item.vendor, playType: item.defaultPlayType });
  return text ? `${LAUNCH_PATHS.lottery}?${text}` : LAUNCH_PATHS.lottery;
}

/** The game page of a game: what it needs to launch it is in its address, so a reload launches again. */
export function gamePagePath(item: Pick<LaunchItem, 'nodeId' | 'gameId' | 'vassalage' | 'name' | 'gameType'>): string {
  const query = queryOf({
    nodeId: item.nodeId,
    gameId: String(item.gameId),
    vassalage: item.vassalage,
    name: item.name,
  });
  const page = SEAMLESS_GAME_TYPES.includes(item.gameType) ? LAUNCH_PATHS.seamless : LAUNCH_PATHS.game;
  return `${page}?${query}`;
}

export const isLotteryItem = (item: Pick<LaunchItem, 'vendor' | 'vassalage'>): boolean =>
  LOTTERY_VENDORS.includes(item.vendor) || LOTTERY_VENDORS.includes(item.vassalage);

/** Spec §4: where an item leads; `windowVendors` are the vendors that need a window of their own. */
export function launchTargetOf(item: LaunchItem, windowVendors: readonly string[] = []): LaunchTarget {
  if (item.isGame === VENDOR_ITEM) {
    if (item.gameType === RNG_GAME_TYPE) {
      const query = queryOf({ [RNG_VENDOR_PARAM]: item.vassalage });
      return { kind: 'rngHall', path: `${LAUNCH_PATHS.rng}?${query}` };
    }
    return { kind: 'vendorList', vassalage: item.vassalage, gameType: item.gameType, name: item.name };
  }
  if (isLotteryItem(item)) return { kind: 'lottery', path: lotteryPath(item) };
  if (windowVendors.includes(item.vassalage)) return { kind: 'window' };
  return { kind: 'frame', path: gamePagePath(item) };
}

/** Spec §4, §5: every launch needs a login; a trial account only games free to play. Showing a list needs none. */
export function launchLoginCheck(item: LaunchItem, login: LoginState): LoginCheckResult {
  const target = launchTargetOf(item);
  if (target.kind === 'vendorList' || target.kind === 'rngHall') return 'allowed';
  if (target.kind === 'lottery') return loginCheck(login, 'member');
  return loginCheck(login, item.freePlay ? 'member' : 'realAccount');
}

export interface GameLaunchInput {
  /** Vendors whose games refuse to be framed: they open in a window of their own. */
  windowVendors?: readonly string[];
}

export interface GameLaunchContext {
  windowVendors: readonly string[];
  /** The item whose window is being given its address. */
  launching: LaunchItem | null;
  /** Why the last window launch failed (server message or LAUNCH_FAILED_KEY). */
  error: string | null;
}

export type GameLaunchEvent =
  /** The player chose an item; `login` is the session at that moment. Sent inside the click. */
  { type: 'launch'; item: LaunchItem; login: LoginState };

/** Emitted for the site to act on (`actor.on(type, handler)`): the machine neither navigates nor opens anything. */
export type GameLaunchEmitted =
  | { type: 'launch.loginRequired' }
  | { type: 'launch.needTrueAccount'; messageKey: string; confirmKey: string }
  | { type: 'launch.navigate'; path: string }
  | { type: 'launch.vendorList'; vassalage: string; gameType: string; name: string }
  /** Open an empty window now, inside the click, so no popup blocker stops it. */
  | { type: 'launch.windowOpen'; item: LaunchItem }
  /** Send that window to the game's address. */
  | { type: 'launch.windowGo'; url: string }
  /** The launch failed: close that window again. */
  | { type: 'launch.windowClose'; error: string };

/** The key of the message when a launch fails without a server message (lobby namespace). */
export const LAUNCH_FAILED_KEY = 'player.error';

type LaunchEvent = Extract<GameLaunchEvent, { type: 'launch' }>;
const targetOfEvent = (context: GameLaunchContext, event: LaunchEvent) =>
  launchTargetOf(event.item, context.windowVendors);

const gameLaunchSetup = setup({
  types: {
    context: {} as GameLaunchContext,
    events: {} as GameLaunchEvent,
    input: {} as GameLaunchInput,
    emitted: {} as GameLaunchEmitted,
  },
  actors: {
    /** The site launches the game (spec §7 launch address) and answers the address the window goes to. */
    launchUrl: fromPromise<string, { item: LaunchItem }>(actorNotProvided('launchUrl')),
  },
  guards: {
    needsLogin: ({ event }) => launchLoginCheck(event.item, event.login) === 'login',
    needsTrueAccount: ({ event }) => launchLoginCheck(event.item, event.login) === 'needTrueAccount',
    isVendorList: ({ context, event }) => targetOfEvent(context, event).kind === 'vendorList',
    needsWindow: ({ context, event }) => targetOfEvent(context, event).kind === 'window',
  },
  actions: {
    emitLoginRequired: emit({ type: 'launch.loginRequired' }),
    emitNeedTrueAccount: emit({ type: 'launch.needTrueAccount', ...NEED_TRUE_ACCOUNT_WARNING }),
    emitVendorList: emit(({ context, event }) => {
      const target = targetOfEvent(context, event);
      if (target.kind !== 'vendorList') throw new Error('gameLaunchMachine: not a vendor item');
      const { vassalage, gameType, name } = target;
      return { type: 'launch.vendorList' as const, vassalage, gameType, name };
    }),
    emitNavigate: emit(({ context, event }) => {
      const target = targetOfEvent(context, event);
      if (!('path' in target)) throw new Error('gameLaunchMachine: the target has no page');
      return { type: 'launch.navigate' as const, path: target.path };
    }),
    openWindow: emit(({ event }) => ({ type: 'launch.windowOpen' as const, item: event.item })),
    assignLaunching: assign(({ event }) => ({ launching: event.item, error: null })),
  },
});

/**
 * Game launch (spec §4): a login first (the login popup, or the need-a-real-account warning for a trial account
 * and a game that is not free to play), then lottery items to /lottery, RNG vendors to /rng with their vassalage,
 * other vendors to the popup list of their games, vendors that refuse frames to a window opened inside the click
 * (then given the launch address, or closed when the launch fails), and every other game to the game page.
 */
export const gameLaunchMachine = gameLaunchSetup.createMachine({
  id: 'gameLaunch',
  context: ({ input }) => ({ windowVendors: input.windowVendors ?? [], launching: null, error: null }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        launch: [
          { guard: 'needsLogin', actions: 'emitLoginRequired' },
          { guard: 'needsTrueAccount', actions: 'emitNeedTrueAccount' },
          { guard: 'isVendorList', actions: 'emitVendorList' },
          { guard: 'needsWindow', target: 'launchingWindow', actions: ['assignLaunching', 'openWindow'] },
          { actions: 'emitNavigate' },
        ],
      },
    },
    /** One window at a time: another choice waits until this one has its address. */
    launchingWindow: {
      invoke: {
        src: 'launchUrl',
        input: ({ context }) => ({ item: context.launching! }),
        onDone: {
          target: 'idle',
          actions: [
            assign({ launching: null }),
            emit(({ event }) => ({ type: 'launch.windowGo' as const, url: event.output })),
          ],
        },
        onError: {
          target: 'idle',
          actions: [
            assign(({ event }) => ({ launching: null, error: errorMessage(event.error, LAUNCH_FAILED_KEY) })),
            emit(({ context }) => ({ type: 'launch.windowClose' as const, error: context.error ?? LAUNCH_FAILED_KEY })),
          ],
        },
      },
    },
  },
});

export type GameLaunchMachine = typeof gameLaunchMachine;
export type GameLaunchSnapshot = SnapshotFrom<GameLaunchMachine>;
