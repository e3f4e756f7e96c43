import type { PGlite } from '@electric-sql/pglite';
import type { Hono } from 'hono';
import type { Deps, AreaHandlers } from '../types.ts';
import { LOTTERY_PAGE_PATH } from './lotteryConstants.ts';
import * as handlers from './lotteryHandlers.ts';
import { lotteryPage } from './lotteryPage.ts';
import { seedLotteryTables } from './lotterySeed.ts';

/** operationId → handler for the lottery operations of openapi/src. */
export const lotteryHandlers = {
  getLotteryMenus: handlers.getLotteryMenus,
  getLotteryGames: handlers.getLotteryGames,
  getRecentLotteries: handlers.getRecentLotteries,
  getPopularLotteries: handlers.getPopularLotteries,
  getOpenedNumeros: handlers.getOpenedNumeros,
  getLatestOpenedNumero: handlers.getLatestOpenedNumero,
  launchLottery: handlers.launchLottery,
  getMissionSummary: handlers.getMissionSummary,
  getMissionLeaderboard: handlers.getMissionLeaderboard,
  getWinnerBoard: handlers.getWinnerBoard,
} satisfies AreaHandlers;

/** Seeds this area's tables when they are empty (idempotent: an older data folder gets the new area on start). */
export async function seedLottery(db: PGlite, now: number): Promise<void> {
  await seedLotteryTables(db, now);
}

/** Routes outside the contract: the lottery page that launch addresses open (served in production too). */
export function mountRoutes(app: Hono, deps: Deps, _options: { devRoutes: boolean }): void {
  app.get(`${LOTTERY_PAGE_PATH}/:ticket`, (c) => lotteryPage(c, deps));
}
