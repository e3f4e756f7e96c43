import type { PGlite } from '@electric-sql/pglite';
import type { Hono } from 'hono';
import type { Deps, AreaHandlers, Handler, OperationId } from '../types.ts';
import { mountLotteryDevRoutes, onLotteryClock } from './lotteryClock.ts';
import { LOTTERY_PAGE_PATH } from './lotteryConstants.ts';
import * as handlers from './lotteryHandlers.ts';
import { lotteryPage } from './lotteryPage.ts';
import { seedLotteryTables } from './lotterySeed.ts';

/** A lottery read on the lottery's clock (lotteryClock.ts: a draw run ahead of time by the development route). */
const onClock =
  <Op extends OperationId>(handler: Handler<Op>): Handler<Op> =>
  (c, deps) =>
    handler(c, onLotteryClock(deps));

/** operationId → handler for the lottery operations of openapi/src. */
export const lotteryHandlers = {
  getLotteryMenus: handlers.getLotteryMenus,
  getLotteryGames: onClock(handlers.getLotteryGames),
  getRecentLotteries: onClock(handlers.getRecentLotteries),
  getPopularLotteries: onClock(handlers.getPopularLotteries),
  getOpenedNumeros: onClock(handlers.getOpenedNumeros),
  getLatestOpenedNumero: onClock(handlers.getLatestOpenedNumero),
  launchLottery: handlers.launchLottery,
  getMissionSummary: handlers.getMissionSummary,
  getMissionLeaderboard: handlers.getMissionLeaderboard,
  getWinnerBoard: handlers.getWinnerBoard,
} satisfies AreaHandlers;

/** Seeds this area's tables when they are empty (idempotent: an older data folder gets the new area on start). */
export async function seedLottery(db: PGlite, now: number): Promise<void> {
  await seedLotteryTables(db, now);
}

/**
 * Routes outside the contract: the lottery page that launch addresses open (served in production too); in
 * development, running a game's next draw now.
 */
export function mountRoutes(app: Hono, deps: Deps, options: { devRoutes: boolean }): void {
  app.get(`${LOTTERY_PAGE_PATH}/:ticket`, (c) => lotteryPage(c, deps));
  if (options.devRoutes) mountLotteryDevRoutes(app, deps);
}
