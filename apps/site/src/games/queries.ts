// The lobby's server state (TanStack Query with the site's one client; the lobby is a lazy chunk, so the library
// loads with it and not with the first paint).
import { useInfiniteQuery, useMutation, useQuery } from '@tanstack/react-query';
import type { Game, GameCategory, GameTypeVendors, LiveRoom } from '@wl/api';
import type { LobbyGame, LobbyTable, LobbyVendor } from '@wl/ui';
import { merchant } from '@merchant/config';
import { api } from '../api';
import { wireLanguage } from '../language';
import { gameCategoriesQuery } from '../shell/navigation';
import { queryClient } from '../query';

/** Spec §7 game list defaults: the web client, flash and html5-desktop games, pages of 20. */
export const GAME_LIST_PLATFORMS = 'flash,html5-desktop';
export const PAGE_SIZE = 20;
const WEB_CLIENT_TYPE = 3;
/** Spec §7 hot games: 2 is the platform-wide list by popularity. */
const HOT_BY_POPULARITY = 2;
const HOT_PLATFORM = 'html5-desktop';

export const gameKeys = {
  all: ['games'] as const,
  list: (sources: readonly GameSource[]) => ['games', 'list', sources] as const,
  hot: (language: string) => ['games', 'hot', language] as const,
  recent: (token: string | null) => ['games', 'recent', token] as const,
  favorites: (token: string | null) => ['games', 'favorites', token] as const,
  favoriteIds: (token: string | null) => ['games', 'favoriteIds', token] as const,
  liveRooms: (vassalage: string) => ['games', 'liveRooms', vassalage] as const,
};

export const toLobbyGame = (game: Game): LobbyGame => ({
  id: game.nodeId,
  name: game.name,
  vendorName: game.vendorName,
  imageUrl: game.imageUrl,
  hot: game.isHot === 1,
  isNew: game.isNew === 1,
  isVendorList: game.isGame === 'VASSALAGE',
});

export const toLobbyTable = (room: LiveRoom): LobbyTable => ({
  id: room.roomId,
  name: room.tableName,
  dealer: room.dealerName,
  minBet: room.minBet,
  maxBet: room.maxBet,
  players: room.onlineCount,
  open: room.status === 'OPEN',
});

/**
 * The vendors of the given categories (in the server's order, each once), narrowed to `only` when given. The
 * answer already lists the esports list's sports vendors under ESPORTS.
 */
export function useLobbyVendors(gameTypes: readonly GameCategory[], only?: readonly string[]) {
  // the navigation's own query: one request shared by the menu and the lobbies
  const query = useQuery(gameCategoriesQuery(), queryClient);
  const vendors: (LobbyVendor & { gameType: GameCategory })[] = [];
  for (const category of (query.data ?? []) as GameTypeVendors[]) {
    if (!gameTypes.includes(category.gameType)) continue;
    for (const vendor of category.vendors) {
      if (only && !only.includes(vendor.vassalage)) continue;
      if (vendors.some((known) => known.vassalage === vendor.vassalage)) continue;
      vendors.push({
        vassalage: vendor.vassalage,
        displayName: vendor.displayName,
        logoUrl: vendor.logoUrl,
        gameType: category.gameType,
      });
    }
  }
  return { query, vendors };
}

/** One list the lobby pages through: a category, a vendor within it. */
export interface GameSource {
  /** '' for every category (a vendor of a lobby over several categories). */
  gameType: GameCategory | '';
  vassalage?: string;
}

export interface GamesPage {
  games: Game[];
  total: number;
  more: boolean;
}

/**
 * A lobby's games, page by page (spec §7 GCSGAME_gameList, pages of 20). A lobby over several lists (the e-lottery
 * lobby's two categories, the minigame vendors) asks each for the same page and shows them together.
 */
export function useGamePages(sources: readonly GameSource[], enabled = true) {
  return useInfiniteQuery(
    {
      queryKey: gameKeys.list(sources),
      initialPageParam: 1,
      enabled: enabled && sources.length > 0,
      queryFn: async ({ pageParam }): Promise<GamesPage> => {
        const pages = await Promise.all(
          sources.map((source) =>
            api.games.getGameList({
              clientType: WEB_CLIENT_TYPE,
              platform: GAME_LIST_PLATFORMS,
              gameType: source.gameType,
              vassalage: source.vassalage ?? '',
              pageNo: pageParam,
              pageSize: PAGE_SIZE,
            }),
          ),
        );
        return {
          games: pages.flatMap((page) => page.items),
          total: pages.reduce((sum, page) => sum + page.totalCount, 0),
          more: pages.some((page) => pageParam < page.totalPages),
        };
      },
      getNextPageParam: (last, _pages, pageParam) => (last.more ? pageParam + 1 : undefined),
    },
    queryClient,
  );
}

/** Spec §7 GCSGAME_hotGamesV2: the platform's hot games (at most 30, one list). */
export function useHotGames(enabled = true) {
  const language = wireLanguage();
  return useQuery(
    {
      queryKey: gameKeys.hot(language),
      enabled,
      queryFn: () =>
        api.games.getHotGames({
          merchantCode: merchant.code,
          isPlatform: HOT_BY_POPULARITY,
          platform: HOT_PLATFORM,
          language,
        }),
    },
    queryClient,
  );
}

/** Spec §7 GCS_recentGame (a real account's last games). */
export function useRecentGames(token: string | null, enabled: boolean) {
  return useQuery(
    {
      queryKey: gameKeys.recent(token),
      enabled,
      queryFn: () => api.games.getRecentGames({ clientType: WEB_CLIENT_TYPE }),
    },
    queryClient,
  );
}

/**
 * Spec §7 MCSFE_getFavoriteGamesList. Its defaults are flash RNG games; the lobby lets a player star any game, so it
 * asks for every category and the lobby's platforms, or a starred live table would never show.
 */
export function useFavoriteGames(token: string | null, enabled: boolean) {
  return useQuery(
    {
      queryKey: gameKeys.favorites(token),
      enabled,
      queryFn: () => api.games.getFavoriteGames({ platform: GAME_LIST_PLATFORMS, gameType: '' }),
    },
    queryClient,
  );
}

/** Spec §7 MCSFE_getFavoriteGames: the favourite ids (strings, spec §3), for the stars. */
export function useFavoriteIds(token: string | null, enabled: boolean) {
  const query = useQuery(
    {
      queryKey: gameKeys.favoriteIds(token),
      enabled,
      queryFn: () => api.games.getFavoriteGameIds(),
      select: (ids: string[]) => new Set((ids ?? []).map(String)),
    },
    queryClient,
  );
  return query;
}

/**
 * Spec §4 favourite toggle: add when it is not a favourite, remove when it is; the stars change at once and the
 * server's answer (the ids after the change) replaces them; a failure puts them back.
 */
export function useToggleFavorite(token: string | null) {
  return useMutation(
    {
      mutationFn: ({ game, favorite }: { game: Game; favorite: boolean }) =>
        (favorite ? api.games.addFavoriteGame : api.games.removeFavoriteGame)({
          nodeId: game.nodeId,
          vendor: game.vendor,
          gameType: game.gameType,
        }),
      onMutate: async ({ game, favorite }) => {
        const key = gameKeys.favoriteIds(token);
        await queryClient.cancelQueries({ queryKey: key });
        const before = queryClient.getQueryData<string[]>(key);
        const ids = (before ?? []).filter((id) => id !== game.nodeId);
        queryClient.setQueryData<string[]>(key, favorite ? [game.nodeId, ...ids] : ids);
        return { before };
      },
      onError: (_error, _variables, context) => {
        queryClient.setQueryData(gameKeys.favoriteIds(token), context?.before);
      },
      onSuccess: (ids) => {
        queryClient.setQueryData(gameKeys.favoriteIds(token), ids ?? []);
        void queryClient.invalidateQueries({ queryKey: gameKeys.favorites(token) });
      },
    },
    queryClient,
  );
}

/** Spec §7 GLS2_roomList: a live vendor's tables. */
export function useLiveTables(vassalage: string, enabled: boolean) {
  return useQuery(
    {
      queryKey: gameKeys.liveRooms(vassalage),
      enabled: enabled && vassalage !== '',
      queryFn: () => api.games.getLiveRooms({ vassalage }),
    },
    queryClient,
  );
}
