// The popup game list of spec §4 (a whole vendor's item, isGame VASSALAGE): its own chunk, loaded when it opens.
import { useCallback, useMemo } from 'react';
import { VendorGames, type LobbyGame } from '@wl/ui';
import type { GameCategory } from '@wl/api';
import { failureMessage } from '../errors';
import { overlays } from '../overlays/overlays';
import { toLobbyGame, useGamePages } from './queries';
import { usePlayGame } from './usePlayGame';

/** Leaving the list for a page (the game page, the lottery page) closes it in the same step. */
const closeTo = (path: string) => overlays.close({ to: path });

/** A vendor's games over the page, a page at a time; choosing one launches it (login first). */
export default function VendorGamesContainer({
  vassalage,
  gameType,
  name,
}: {
  vassalage: string;
  gameType: string;
  name: string;
}) {
  const sources = useMemo(() => [{ gameType: gameType as GameCategory, vassalage }], [gameType, vassalage]);
  const pages = useGamePages(sources);
  const play = usePlayGame(closeTo);
  // the vendor's own item is not one of its games
  const games = useMemo(
    () => (pages.data?.pages ?? []).flatMap((page) => page.games).filter((game) => game.isGame !== 'VASSALAGE'),
    [pages.data],
  );
  const onPlay = useCallback(
    (tile: LobbyGame) => {
      const game = games.find((candidate) => candidate.nodeId === tile.id);
      if (game) play(game);
    },
    [games, play],
  );
  return (
    <VendorGames
      open
      onOpenChange={(open) => (open ? undefined : overlays.close())}
      vendorName={name}
      status={pages.isPending ? 'loading' : pages.isError && games.length === 0 ? 'error' : 'ready'}
      games={games.map(toLobbyGame)}
      errorMessage={failureMessage(pages.error)}
      onRetry={() => void pages.refetch()}
      hasMore={pages.hasNextPage}
      loadingMore={pages.isFetchingNextPage}
      onLoadMore={() => void pages.fetchNextPage()}
      onPlay={onPlay}
    />
  );
}
