import type { OperationContext } from './context';
import type { components, operations } from '../generated/schema';

type Schemas = components['schemas'];
export type LotteryPrizeMode = Schemas['LotteryPrizeMode'];
export type LotteryDevice = Schemas['LotteryDevice'];
export type LotteryVendor = Schemas['LotteryVendor'];
export type LotteryGame = Schemas['LotteryGame'];
export type LotteryPlayMenu = Schemas['LotteryPlayMenu'];
export type LotteryMenu = Schemas['LotteryMenu'];
export type LotteryGameGroup = Schemas['LotteryGameGroup'];
export type LotteryPopular = Schemas['LotteryPopular'];
export type LotteryPopularNumber = Schemas['LotteryPopularNumber'];
export type LotteryOpenedNumero = Schemas['LotteryOpenedNumero'];
export type LotteryLaunch = Schemas['LotteryLaunch'];
export type Mission = Schemas['Mission'];
export type MissionStatus = Schemas['MissionStatus'];
export type MissionSummary = Schemas['MissionSummary'];
export type MissionLeaderboard = Schemas['MissionLeaderboard'];
export type MissionLeaderboardEntry = Schemas['MissionLeaderboardEntry'];
export type WinnerBoardCategory = Schemas['WinnerBoardCategory'];
export type WinnerBoardItem = Schemas['WinnerBoardItem'];
export type WinnerBoardEntry = Schemas['WinnerBoardEntry'];
export type LotteryGamesQuery = operations['getLotteryGames']['parameters']['query'];
export type RecentLotteriesQuery = operations['getRecentLotteries']['parameters']['query'];
export type PopularLotteriesQuery = operations['getPopularLotteries']['parameters']['query'];
export type LotteryLaunchQuery = operations['launchLottery']['parameters']['query'];
export type WinnerBoardQuery = NonNullable<operations['getWinnerBoard']['parameters']['query']>;

/** The lottery lobby and the home lobby's missions and winner board (tags lottery and home). */
export function lotteryOperations({ client, unwrap, unwrapRequired }: OperationContext) {
  return {
    /** The lobby's type tabs; with a prize mode the counts cover only its games. */
    getMenus: (prizeMode?: LotteryPrizeMode) =>
      unwrap(client.GET('/lgw/games/game_menus', { params: { query: prizeMode === undefined ? {} : { prizeMode } } })),
    /** Every game of a prize mode with its open draw; remainTime counts from the moment of the answer. */
    getGames: (query: LotteryGamesQuery) => unwrap(client.GET('/lgw/vn/games/game_menu', { params: { query } })),
    getRecent: (query: RecentLotteriesQuery) =>
      unwrapRequired(client.GET('/lgw/vn/games/game_menu/recent', { params: { query } })),
    getPopular: (query: PopularLotteriesQuery) => unwrap(client.GET('/lgw/games/popular', { params: { query } })),
    /** The last `count` results of a game, newest first. */
    getOpenedNumeros: (gameId: number, count?: number) =>
      unwrapRequired(
        client.GET('/lgw/vn/numeros/opened/game', {
          params: { query: count === undefined ? { gameId } : { gameId, count } },
        }),
      ),
    getLatestOpened: (gameId: number) =>
      unwrapRequired(client.GET('/lotto/lgw/games/opened/numero', { params: { query: { gameId } } })),
    /** The address of the lottery page for the iframe. */
    launch: (query: LotteryLaunchQuery) =>
      unwrapRequired(client.GET('/wps/game/lottery/launch', { params: { query } })).then((value) => value.url),
    /** Sends the token when there is one: a visitor sees the missions without progress. */
    getMissionSummary: () => unwrap(client.GET('/wps/relay/MCSFE_getMissionSummaryDetails')),
    getMissionLeaderboard: (limit?: number) =>
      unwrap(
        client.GET('/wps/relay/MCSFE_getMissionLeaderboard', {
          params: { query: limit === undefined ? {} : { limit } },
        }),
      ),
    getWinnerBoard: (query: WinnerBoardQuery = {}) =>
      unwrap(client.GET('/wps/relay/ODSFE2_getWinnerBoard', { params: { query } })),
  };
}
