import { useCallback } from 'react';
import type { Game } from '@wl/api';
import { MemberGamesPage, type LobbyGame, type MemberGameList } from '@wl/ui';
import { failureMessage } from '../../errors';
import { toLobbyGame } from '../../games/queries';
import { usePlayGame } from '../../games/usePlayGame';
import { overlays } from '../../overlays/overlays';

/** Leaving the member centre for the game page (or the lottery page) closes it in the same step. */
const closeTo = (path: string) => overlays.close({ to: path });

interface GamesQuery {
  data: Game[] | undefined;
  error: unknown;
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
}

/** One list as tiles; a tile launches its game through the lobby's own launch (login, vendor list, window, page). */
export function GamesList({
  list,
  query,
  onRemove,
}: {
  list: MemberGameList;
  query: GamesQuery;
  onRemove?: (game: Game) => void;
}) {
  const play = usePlayGame(closeTo);
  const { data } = query;
  const gameOf = useCallback((tile: LobbyGame) => data?.find((game) => game.nodeId === tile.id), [data]);
  const games = data ?? [];
  return (
    <MemberGamesPage
      list={list}
      status={query.isPending ? 'loading' : query.isError && !query.data ? 'error' : 'ready'}
      games={games.map(toLobbyGame)}
      errorMessage={failureMessage(query.error)}
      onRetry={() => void query.refetch()}
      onPlay={(tile) => {
        const game = gameOf(tile);
        if (game) play(game);
      }}
      onRemoveFavourite={
        onRemove &&
        ((tile) => {
          const game = gameOf(tile);
          if (game) onRemove(game);
        })
      }
    />
  );
}
