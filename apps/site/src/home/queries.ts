// The home lobby's server state (TanStack Query with the site's one client; the lobby is a chunk that loads after
// the first paint, so these calls and the library come with it).
import { queryOptions } from '@tanstack/react-query';
import type { LotteryPrizeMode, MissionLeaderboard, MissionSummary, WinnerBoardItem } from '@wl/api';
import type { LeaderboardView, MissionSummaryView, OpenResult, PopularNumber, Winner } from '@wl/ui';
import {
  LOTTERY_POPULAR_COUNT,
  MISSION_LEADERBOARD_SHOWN,
  MISSIONS_SHOWN,
  OPEN_RESULT_COUNT,
  WINNER_BOARD_LIMIT,
  listOrEmpty,
  openResultRefreshDelay,
  parseOpenNumbers,
} from '@wl/rules';
import { api } from '../api';
import { LOTTERY_DEVICE } from '../lottery/constants';

/** Spec §7 winner board: every category. */
const WINNER_BOARD_CATEGORY = 'ALL';

export const homeKeys = {
  popular: (prizeMode: LotteryPrizeMode, language: string) => ['home', 'popular', prizeMode, language] as const,
  opened: (gameId: number, numero: string | null) => ['home', 'opened', gameId, numero] as const,
  missions: (token: string | null, language: string) => ['home', 'missions', token, language] as const,
  leaderboard: (token: string | null) => ['home', 'leaderboard', token] as const,
  winners: (language: string) => ['home', 'winners', language] as const,
};

/**
 * Spec §7 /lgw/games/popular (count 20): the hot lotteries with their open draws and the popular numbers (an absent
 * list is empty, spec §5). It refreshes by the open-result rule of spec §4: when the nearest draw is due, at most
 * every 30000 ms, every 7000 ms with none pending.
 */
export const homePopularQuery = (prizeMode: LotteryPrizeMode, language: string) =>
  queryOptions({
    queryKey: homeKeys.popular(prizeMode, language),
    queryFn: () =>
      api.lottery
        .getPopular({ count: LOTTERY_POPULAR_COUNT, prizeMode, device: LOTTERY_DEVICE, language })
        .then((popular) => ({ games: listOrEmpty(popular?.games), numbers: listOrEmpty(popular?.numbers) })),
    refetchInterval: (query) => openResultRefreshDelay(query.state.data?.games),
  });

export const toPopularNumbers = (
  numbers: readonly { remark: string; numero: string; number: string; betCount: number }[],
) =>
  numbers.map((item): PopularNumber => ({
    gameName: item.remark,
    numero: item.numero,
    number: item.number,
    betCount: item.betCount,
  }));

/**
 * Spec §7 /lgw/vn/numeros/opened/game (count 100): a lottery's last results, newest first, each as its numbers of at
 * most 6 digits (spec §5). Keyed by the game's open draw: when the refresh sees the draw made (a new open numero),
 * the results are asked for again.
 */
export const openResultsQuery = (gameId: number, openNumero: string | null) =>
  queryOptions({
    queryKey: homeKeys.opened(gameId, openNumero),
    queryFn: () => api.lottery.getOpenedNumeros(gameId, OPEN_RESULT_COUNT),
    select: (results): OpenResult[] =>
      listOrEmpty(results).map((result) => ({
        numero: result.numero,
        drawnAt: result.winningTime,
        numbers: parseOpenNumbers(result.winningNumber),
      })),
  });

/**
 * Spec §7 MCSFE_getMissionSummaryDetails: with the token the player's progress, without it the missions alone; the
 * first MISSIONS_SHOWN of them with the counts of all.
 */
export const missionSummaryQuery = (token: string | null, language: string) =>
  queryOptions({
    queryKey: homeKeys.missions(token, language),
    queryFn: () => api.lottery.getMissionSummary(),
    select: (summary: MissionSummary): MissionSummaryView => ({
      totalCount: summary.totalCount,
      inProgressCount: summary.inProgressCount,
      claimableCount: summary.claimableCount,
      points: summary.points,
      missions: listOrEmpty(summary.missions)
        .slice(0, MISSIONS_SHOWN)
        .map((mission) => ({
          id: mission.missionId,
          title: mission.title,
          description: mission.description,
          progress: mission.progress,
          target: mission.target,
          points: mission.points,
          status: mission.status,
        })),
    }),
  });

/** Spec §7 MCSFE_getMissionLeaderboard: the first players, and the player's own place when logged in. */
export const missionLeaderboardQuery = (token: string | null) =>
  queryOptions({
    queryKey: homeKeys.leaderboard(token),
    queryFn: () => api.lottery.getMissionLeaderboard(MISSION_LEADERBOARD_SHOWN),
    select: (board: MissionLeaderboard): LeaderboardView => ({ list: listOrEmpty(board.list), me: board.me }),
  });

/** Spec §7 ODSFE2_getWinnerBoard (gameCategory ALL, language, limitNum 20). */
export const winnerBoardQuery = (language: string) =>
  queryOptions({
    queryKey: homeKeys.winners(language),
    queryFn: () =>
      api.lottery.getWinnerBoard({ gameCategory: WINNER_BOARD_CATEGORY, language, limitNum: WINNER_BOARD_LIMIT }),
    select: (items: WinnerBoardItem[]): Winner[] =>
      listOrEmpty(items).map(({ vo }, index) => ({
        id: `${vo.winTime}:${vo.playerName}:${index}`,
        playerName: vo.playerName,
        gameName: vo.gameName,
        amount: vo.amount,
        currency: vo.currency,
      })),
  });
