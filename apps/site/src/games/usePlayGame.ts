import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { Game } from '@wl/api';
import { useLoginCheck } from '../account/useLoginCheck';
import { targetOf } from './launch';

/** Router state the game page reads to lead back to the lobby the game was chosen in. */
export interface FromLobby {
  from: string;
}

/** The lobby path kept in the game page's router state, if it is one of ours. */
export function lobbyPathFrom(state: unknown): string | null {
  const from = (state as Partial<FromLobby> | null)?.from;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : null;
}

/**
 * Choosing a game in a lobby (spec §4 game launch): a vendor's own item shows its games; anything else needs a login
 * first (spec §5: the login popup, or the need-a-real-account warning for a trial account and a game that is not
 * free to play), then opens the lottery page or the game page, which launches it.
 */
export function usePlayGame() {
  const check = useLoginCheck();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return useCallback(
    (game: Game) => {
      const target = targetOf(game);
      if (target.kind === 'frame' && !check(game.freePlay ? 'member' : 'realAccount')) return;
      if (target.kind === 'lottery' && !check('member')) return;
      const state: FromLobby = { from: `${pathname}${search}` };
      navigate(target.path, { state });
    },
    [check, navigate, pathname, search],
  );
}
