import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { useActorRef } from '@xstate/react';
import type { Game } from '@wl/api';
import { gameLaunchMachine, type LaunchItem } from '@wl/flows';
import { overlays } from '../overlays/overlays';
import { session, useSession } from '../session/session';
import { openWindowForLater, type WindowForLater } from '../urlPolicy';
import { launchGame, WINDOW_VENDORS } from './launch';

/** Router state the game page reads to lead back to the lobby the game was chosen in. */
export interface FromLobby {
  from: string;
}

/** The lobby path kept in the game page's router state, if it is one of ours. */
export function lobbyPathFrom(state: unknown): string | null {
  const from = (state as Partial<FromLobby> | null)?.from;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : null;
}

/** The name of the window a game that refuses frames plays in (one, reused). */
const GAME_WINDOW = 'wlGame';

/** The launch of a game in its own window: the launch address v2 for the player of this moment. */
const launchMachine = gameLaunchMachine.provide({
  actors: {
    launchUrl: fromPromise<string, { item: LaunchItem }>(({ input: { item } }) => {
      const { token, account } = session.view();
      if (!token) return Promise.reject(new Error(''));
      return launchGame(
        { nodeId: item.nodeId, gameId: item.gameId, vassalage: item.vassalage, name: item.name },
        { token, account },
      );
    }),
  },
});

/**
 * Choosing a game (spec §4 game launch, the flows' gameLaunchMachine): a login first, then the lottery page, the /rng
 * game hall of an RNG vendor, the popup list of a vendor's games, a window of its own (opened inside the click, so
 * no popup blocker stops it) or the game page, which launches it.
 */
export function usePlayGame(
  /** How a page is opened; a popup over the page closes itself this way (`overlays.close({ to })`). */
  go?: (path: string, state: FromLobby) => void,
) {
  const { token, isAgent } = useSession();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const actor = useActorRef(launchMachine, { input: { windowVendors: WINDOW_VENDORS } });
  const gameWindow = useRef<WindowForLater | null>(null);

  useEffect(() => {
    const closeWindow = () => {
      gameWindow.current?.close();
      gameWindow.current = null;
    };
    const subscriptions = [
      actor.on('launch.loginRequired', () => overlays.openLogin()),
      actor.on('launch.needTrueAccount', () => overlays.open({ kind: 'needTrueAccount' })),
      actor.on('launch.navigate', ({ path }) => {
        const state: FromLobby = { from: `${pathname}${search}` };
        if (go) go(path, state);
        else void navigate(path, { state });
      }),
      actor.on('launch.vendorList', ({ vassalage, gameType, name }) =>
        overlays.open({ kind: 'vendorGames', vassalage, gameType, name }),
      ),
      actor.on('launch.windowOpen', () => {
        gameWindow.current = openWindowForLater(GAME_WINDOW);
      }),
      actor.on('launch.windowGo', ({ url }) => {
        // an address the URL policy refuses is not opened: the empty window closes again
        gameWindow.current?.go(url, 'game launch');
        gameWindow.current = null;
      }),
      actor.on('launch.windowClose', closeWindow),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [actor, go, navigate, pathname, search]);

  return useCallback(
    (game: Game) => actor.send({ type: 'launch', item: game, login: { token, isAgent } }),
    [actor, token, isAgent],
  );
}
