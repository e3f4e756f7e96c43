import type { PGlite } from '@electric-sql/pglite';
import type { Hono } from 'hono';
import { badRequest, plainOk } from '../envelope.ts';
import { readDevJson } from '../base/baseDevRoutes.ts';
import { GAME_PAGE_PATH } from './gamesConstants.ts';
import { gameGonePage, gamePage } from './gamePage.ts';
import {
  addFavoriteGame,
  getFavoriteGameIds,
  getFavoriteGames,
  getGameList,
  getGameVendorLanes,
  getHotGames,
  getLiveRooms,
  getRecentGames,
  getVendorsByGameType,
  launchGame,
  launchGameV2,
  removeFavoriteGame,
} from './gamesHandlers.ts';
import { seedCatalogue } from './gamesSeed.ts';
import { findLaunch, setEsportsVassalages, sportsVassalages } from './gamesStore.ts';
import { LAUNCH_GAME_CDNS } from '../siteConfig.ts';
import { BET_PATH } from '../records/recordsConstants.ts';
import { MAIN_WALLET } from '../sandboxConstants.ts';
import { toMoney, walletBalance } from '../store/ledger.ts';
import type { Deps, AreaHandlers } from '../types.ts';

/** operationId → handler for the games operations of openapi/src. */
export const gamesHandlers = {
  getHotGames,
  getGameList,
  getVendorsByGameType,
  getGameVendorLanes,
  getFavoriteGameIds,
  getFavoriteGames,
  addFavoriteGame,
  removeFavoriteGame,
  getRecentGames,
  getLiveRooms,
  launchGame,
  launchGameV2,
} satisfies AreaHandlers;

/** Seeds this area's tables when they are empty (idempotent: an older data folder gets the new area on start). */
export async function seedGames(db: PGlite, now: number): Promise<void> {
  await seedCatalogue(db, now);
}

const TICKET = /^[0-9a-f]{32}$/;

/** Routes outside the contract (art, development-only switches); `devRoutes` is false in production. */
export function mountRoutes(app: Hono, { db, now }: Deps, options: { devRoutes: boolean }): void {
  // The game page behind each launch address (a stand-in for the vendor's game).
  for (const cdn of LAUNCH_GAME_CDNS) {
    const folder = new URL(cdn, 'http://sandbox.invalid').pathname;
    app.get(`${folder}${GAME_PAGE_PATH}`, async (c) => {
      const ticket = c.req.query('ticket') ?? '';
      const launch = TICKET.test(ticket) ? await findLaunch(db, ticket, now()) : null;
      if (!launch) return gameGonePage(c);
      const balance = toMoney(await walletBalance(db, launch.memberId, MAIN_WALLET));
      // The page bets through the vendor's endpoint beside it (records/recordsArea.ts), same origin.
      return gamePage(c, launch, balance, ticket, `${folder}${BET_PATH}`);
    });
  }
  if (!options.devRoutes) return;

  // Sets the esports list (sports vendors shown as ESPORTS), as an operator would.
  app.put('/sandbox/games/esports-vassalages', async (c) => {
    const read = await readDevJson(c);
    if ('response' in read) return read.response;
    const list = (read.body as { vassalages?: unknown } | null)?.vassalages;
    const sports = await sportsVassalages(db);
    if (!Array.isArray(list) || !list.every((v) => typeof v === 'string' && sports.includes(v))) {
      return badRequest(c, `vassalages: must be a list of sports vendors (${sports.join(', ')})`);
    }
    const vassalages = [...new Set(list as string[])];
    await setEsportsVassalages(db, vassalages);
    return plainOk(c, { vassalages });
  });
}
