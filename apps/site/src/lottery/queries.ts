// The lottery pages' server state (TanStack Query with the site's one client).
import { useQuery } from '@tanstack/react-query';
import type { LotteryPrizeMode } from '@wl/api';
import type { LotteryListType } from '@wl/flows';
import type { LotteryMenuTab } from '@wl/ui';
import { api } from '../api';
import { wireLanguage } from '../language';
import { queryClient } from '../query';
import { LOTTERY_POPULAR_COUNT, LOTTERY_RECENT_COUNT } from '@wl/rules';
import { LOTTERY_DEVICE } from './constants';
import { timed } from './timing';

/** Lottery types change rarely. */
const MENUS_STALE_MS = 5 * 60_000;

export const lotteryKeys = {
  all: ['lottery'] as const,
  menus: (prizeMode: LotteryPrizeMode, language: string) => ['lottery', 'menus', prizeMode, language] as const,
  games: (prizeMode: LotteryPrizeMode, list: LotteryListType, language: string, token: string | null) =>
    ['lottery', 'games', prizeMode, list, language, list === 'recent' ? token : null] as const,
  launch: (prizeMode: LotteryPrizeMode, gameCode: string, token: string | null) =>
    ['lottery', 'launch', prizeMode, gameCode, token] as const,
};

/** The lottery types (spec §7 /lgw/games/game_menus), counted for the prize mode. */
export function useLotteryMenus(prizeMode: LotteryPrizeMode) {
  const language = wireLanguage();
  return useQuery(
    {
      queryKey: lotteryKeys.menus(prizeMode, language),
      queryFn: () => api.lottery.getMenus(prizeMode),
      staleTime: MENUS_STALE_MS,
      select: (menus): LotteryMenuTab[] =>
        menus.filter((menu) => menu.gameCount > 0).map(({ tag, name, gameCount }) => ({ tag, name, count: gameCount })),
    },
    queryClient,
  );
}

function loadList(prizeMode: LotteryPrizeMode, list: LotteryListType) {
  const query = { prizeMode, device: LOTTERY_DEVICE };
  switch (list) {
    case 'hot':
      // spec §7 popular: count 20; an absent list is empty (spec §5)
      return api.lottery
        .getPopular({
          ...query,
          count: LOTTERY_POPULAR_COUNT,
          language: wireLanguage(),
        })
        .then((popular) => popular.games ?? []);
    case 'recent':
      return api.lottery.getRecent({ ...query, recentCount: LOTTERY_RECENT_COUNT }).then((games) => games ?? []);
    default:
      // every game (favourites are a part of it, kept in local storage)
      return api.lottery.getGames(query);
  }
}

/** The list a list type loads: favourites are a part of every game (kept on this device). */
export const sourceOf = (list: LotteryListType): LotteryListType => (list === 'fav' ? '' : list);

/**
 * The games of a list type with their open draws (spec §7 /lgw/vn/games/game_menu, popular, recent). The full list
 * is refreshed when the lottery lobby machine's open-result timer says so (spec §4).
 */
export function useLotteryGames(prizeMode: LotteryPrizeMode, list: LotteryListType, token: string | null) {
  const source = sourceOf(list);
  return useQuery(
    {
      queryKey: lotteryKeys.games(prizeMode, source, wireLanguage(), token),
      queryFn: () => timed(() => loadList(prizeMode, source)),
      enabled: source !== 'recent' || Boolean(token),
    },
    queryClient,
  );
}

/** Opens one lottery's betting page (spec §7 lobby launch); a fresh address each time the page asks. */
export function useLotteryLaunch(prizeMode: LotteryPrizeMode, gameCode: string, token: string | null) {
  return useQuery(
    {
      queryKey: lotteryKeys.launch(prizeMode, gameCode, token),
      queryFn: () =>
        api.lottery.launch({
          lottoArea: 'VN',
          launchMode: 'LOTT',
          lottoPrizeMode: prizeMode,
          lottoGameCode: gameCode,
          lottoView: 'betting',
          device: LOTTERY_DEVICE,
          backUrl: window.location.href,
          language: wireLanguage(),
        }),
      enabled: Boolean(token),
      staleTime: Infinity,
      gcTime: 0,
      retry: false,
    },
    queryClient,
  );
}
