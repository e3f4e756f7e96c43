import { useCallback, useDeferredValue, useMemo, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router-dom';
import { useRouteHandle } from '../routeHandle';
import type { Game } from '@wl/api';
import { isTrialAccount } from '@wl/flows';
import {
  GameLobby,
  type GameGridProps,
  type LiveTablesProps,
  type LobbyGame,
  type LobbyListLink,
  type LobbyTable,
} from '@wl/ui';
import { useLoginCheck } from '../account/useLoginCheck';
import { translateMessage } from '../errors';
import { LOBBIES, type CategoryLobby, type ListLobby, type PlayerList } from '../games/lobbies';
import {
  toLobbyGame,
  toLobbyTable,
  useFavoriteGames,
  useGamePages,
  useHotGames,
  useLiveTables,
  useLobbyVendors,
  useRecentGames,
  type GameSource,
} from '../games/queries';
import { useFavorites } from '../games/useFavorites';
import { usePlayGame } from '../games/usePlayGame';
import { useSession } from '../session/session';
import { useSafeNavigate } from '../shell/navigate';

/** The message a failed call shows the player (the server's own, or a translated one). */
const messageOf = (error: unknown): string | null =>
  error instanceof Error && error.message ? translateMessage(error.message) : null;

/**
 * The lobby drawn in a render that yields. Its games and vendors come through query stores, which React re-renders at
 * once, in one task: the vendors' strip and a page of tiles were a tenth of a second of a slow phone's thread. The
 * render that answers the store hands back the lobby already on screen (React skips the same element) and the new one
 * follows as a transition. The lobby has no text field, whose typing this would hold back.
 */
function useDeferredLobby(lobby: ReactElement): ReactElement {
  return useDeferredValue(lobby);
}

/** The grid's props for a list of games: the tiles, the stars and the choice of a game. */
function useGameTiles(games: readonly Game[] | undefined, onNotice: (message: string | null) => void) {
  const play = usePlayGame();
  const onFavoriteError = useCallback((error: unknown) => onNotice(messageOf(error)), [onNotice]);
  const { favoriteIds, setFavorite } = useFavorites(onFavoriteError);
  const byId = useMemo(() => new Map((games ?? []).map((game) => [game.nodeId, game])), [games]);
  const tiles = useMemo(() => (games ?? []).map(toLobbyGame), [games]);
  return {
    byId,
    tiles,
    grid: {
      onPlay: (tile: LobbyGame) => {
        const game = byId.get(tile.id);
        if (game) play(game);
      },
      favoriteIds,
      onToggleFavorite: (tile: LobbyGame, favorite: boolean) => {
        const game = byId.get(tile.id);
        if (game) setFavorite(game, favorite);
      },
    } satisfies Partial<GameGridProps>,
  };
}

/**
 * A category's lobby (spec §2): its vendors as tabs ('all' first; `?page=` chooses one, the slots lobby's strip is
 * the 'game hall'), the chosen games in pages of 20, and a live vendor's tables.
 */
function CategoryLobbyView({ lobby }: { lobby: CategoryLobby }) {
  const { t } = useTranslation(['lobby', 'shell']);
  const [params, setParams] = useSearchParams();
  const play = usePlayGame();
  const go = useSafeNavigate();
  const check = useLoginCheck();
  const [notice, setNotice] = useState<string | null>(null);
  const vassalage = params.get('page') ?? '';
  const { query: vendorsQuery, vendors } = useLobbyVendors(lobby.gameTypes, lobby.onlyVendors);

  const sources = useMemo((): GameSource[] => {
    // a vendor of a lobby over two categories (e-lottery and lottery) is asked for across categories
    if (vassalage) return [{ gameType: lobby.gameTypes.length === 1 ? lobby.gameTypes[0]! : '', vassalage }];
    if (lobby.onlyVendors) return lobby.onlyVendors.map((code) => ({ gameType: lobby.gameTypes[0]!, vassalage: code }));
    return lobby.gameTypes.map((gameType) => ({ gameType }));
  }, [lobby, vassalage]);

  const games = useGamePages(sources);
  const loaded = useMemo(() => games.data?.pages.flatMap((page) => page.games), [games.data]);
  const { byId, tiles, grid } = useGameTiles(loaded, setNotice);
  const isLive = lobby.gameTypes.includes('LIVE');
  const tables = useLiveTables(vassalage, isLive);
  const total = games.data?.pages.at(-1)?.total;

  const joinTable = (table: LobbyTable) => {
    const room = tables.data?.find((entry) => entry.roomId === table.id);
    if (!room) return;
    const game = byId.get(room.nodeId);
    if (game) return play(game);
    // the table's game is not on the pages loaded so far: the game page launches it by its id
    if (!check('member')) return;
    go(`/game?${new URLSearchParams({ nodeId: room.nodeId, vassalage, name: table.name })}`);
  };

  const tablesProps: LiveTablesProps | null =
    isLive && vassalage
      ? {
          // the open tables first: they are the ones a player can join
          tables: (tables.data ?? []).map(toLobbyTable).sort((a, b) => Number(b.open) - Number(a.open)),
          status: tables.isPending ? 'loading' : tables.isError ? 'error' : 'ready',
          errorMessage: messageOf(tables.error),
          onRetry: () => void tables.refetch(),
          onJoin: joinTable,
        }
      : null;

  return useDeferredLobby(
    <GameLobby
      title={t(lobby.titleKey, { ns: 'shell' })}
      intro={lobby.introKey ? t(lobby.introKey) : undefined}
      vendors={{
        label: t(lobby.vendorLabelKey),
        vendors,
        value: vassalage,
        onValueChange: (value) => setParams(value ? { page: value } : {}, { preventScrollReset: true }),
        status: vendorsQuery.isPending ? 'loading' : vendorsQuery.isError ? 'error' : 'ready',
        onRetry: () => void vendorsQuery.refetch(),
      }}
      tables={tablesProps}
      grid={{
        ...grid,
        games: tiles,
        status: games.isPending ? 'loading' : !loaded ? 'error' : tiles.length === 0 ? 'empty' : 'ready',
        errorMessage: messageOf(games.error),
        onRetry: () => void games.refetch(),
        total,
        hasMore: games.hasNextPage,
        loadingMore: games.isFetchingNextPage,
        moreError: games.isFetchNextPageError ? (messageOf(games.error) ?? t('grid.moreError')) : null,
        onLoadMore: () => void games.fetchNextPage(),
      }}
      notice={notice}
      onNoticeClose={() => setNotice(null)}
    />,
  );
}

const LIST_PATHS: Record<PlayerList, string> = {
  hot: '/hot',
  recent: '/recent',
  favorites: '/recent?list=favorites',
};

/**
 * The player's lists: hot games for everyone; recent games and favourites for a logged-in real account (spec §5),
 * with a way to log in (or the need-a-real-account warning) in their place otherwise.
 */
function ListLobbyView({ lobby }: { lobby: ListLobby }) {
  const { t } = useTranslation(['lobby', 'shell']);
  const [params] = useSearchParams();
  const session = useSession();
  const check = useLoginCheck();
  const go = useSafeNavigate();
  const [notice, setNotice] = useState<string | null>(null);
  const list: PlayerList = lobby.list === 'recent' && params.get('list') === 'favorites' ? 'favorites' : lobby.list;
  const realAccount = Boolean(session.token) && !isTrialAccount(session);

  const hot = useHotGames(list === 'hot');
  const recent = useRecentGames(session.token, list === 'recent' && realAccount);
  const favorites = useFavoriteGames(session.token, list === 'favorites' && realAccount);
  const query = list === 'hot' ? hot : list === 'recent' ? recent : favorites;
  const { tiles, grid } = useGameTiles(query.data, setNotice);

  const links: LobbyListLink[] = (['hot', 'recent', 'favorites'] as const)
    // like the lottery lobby's tabs (spec §2): favourites only when logged in
    .filter((id) => id !== 'favorites' || Boolean(session.token))
    .map((id) => ({ id, label: t(`lists.${id}`), href: LIST_PATHS[id], current: id === list }));

  const locked =
    list !== 'hot' && !realAccount
      ? {
          message: t(session.token ? 'locked.realAccount' : 'locked.login'),
          actionLabel: t(session.token ? 'locked.realAccountAction' : 'locked.loginAction'),
          onAction: () => void check('realAccount'),
        }
      : null;

  return useDeferredLobby(
    <GameLobby
      title={list === 'favorites' ? t('lists.favorites') : t(lobby.titleKey, { ns: 'shell' })}
      lists={links}
      onListSelect={(link) => go(link.href)}
      locked={locked}
      grid={{
        ...grid,
        games: tiles,
        status: query.isPending ? 'loading' : query.isError ? 'error' : tiles.length === 0 ? 'empty' : 'ready',
        errorMessage: messageOf(query.error),
        onRetry: () => void query.refetch(),
        emptyText:
          list === 'recent' ? t('grid.emptyRecent') : list === 'favorites' ? t('grid.emptyFavorites') : undefined,
      }}
      notice={notice}
      onNoticeClose={() => setNotice(null)}
    />,
  );
}

/**
 * Every game lobby of the route table, the category taken from the path: /hot, /recent (and its favourites),
 * /live, /rng (`?page=` the vendor tab), /minigame, /sports, /esports, /fish, /pvp, /cockfight, /elott and /lott.
 */
export default function LobbyPage() {
  const { pathname } = useLocation();
  const lobby = LOBBIES[useRouteHandle().lobby ?? '/hot'] ?? LOBBIES['/hot']!;
  // a new lobby starts fresh (its notice, its pages)
  return lobby.kind === 'list' ? (
    <ListLobbyView key={pathname} lobby={lobby} />
  ) : (
    <CategoryLobbyView key={pathname} lobby={lobby} />
  );
}
