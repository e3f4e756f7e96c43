import type { PGlite } from '@electric-sql/pglite';
import type { Hono } from 'hono';
import { badRequest, plainOk, refuse } from '../envelope.ts';
import { findLaunch } from '../games/gamesStore.ts';
import { LAUNCH_GAME_CDNS } from '../siteConfig.ts';
import { KEY_REUSED } from '../store/idempotency.ts';
import type { AreaHandlers, Deps } from '../types.ts';
import { placeBet, readBetRequest, settleDueSlips } from './bets.ts';
import { BET_PATH, RECORD_MESSAGES } from './recordsConstants.ts';
import { getAccountRecords, getBetOrders, getBonusDetails, getPersonalProfit } from './recordsHandlers.ts';
import { seedRecords } from './recordsSeed.ts';

/** operationId → handler for the records operations of openapi/src/records.yaml. */
export const recordsHandlers = {
  getBetOrders,
  getAccountRecords,
  getPersonalProfit,
  getBonusDetails,
} satisfies AreaHandlers;

/** The demo member's 90 days of play, with its ledger rows in time order (once). */
export async function seedRecordsArea(db: PGlite, now: number): Promise<void> {
  await seedRecords(db, now);
}

const TICKET = /^[0-9a-f]{32}$/;

/**
 * The game page's bet endpoint beside each launch address (a vendor's API, outside the contract: keyed by the launch
 * ticket, same origin as the page), and the development route that ends every open sports event now.
 */
export function mountRoutes(app: Hono, { db, now }: Deps, options: { devRoutes: boolean }): void {
  for (const cdn of LAUNCH_GAME_CDNS) {
    app.post(`${new URL(cdn, 'http://sandbox.invalid').pathname}${BET_PATH}`, async (c) => {
      let body: unknown;
      try {
        body = await c.req.json();
      } catch {
        return badRequest(c, 'body: is not valid JSON');
      }
      const read = readBetRequest(body);
      if ('error' in read) return badRequest(c, read.error);
      const ticket = (body as { ticket?: unknown }).ticket;
      const launch = typeof ticket === 'string' && TICKET.test(ticket) ? await findLaunch(db, ticket, now()) : null;
      if (!launch) return refuse(c, RECORD_MESSAGES.sessionEnded);
      await settleDueSlips(db, now(), { memberId: launch.memberId });
      const { ticket: _ticket, ...request } = read.request as typeof read.request & { ticket?: string };
      const outcome = await placeBet(db, launch, request, now());
      if ('error' in outcome) return badRequest(c, outcome.error);
      if ('conflict' in outcome) return badRequest(c, KEY_REUSED);
      if ('failure' in outcome) return refuse(c, outcome.failure);
      return plainOk(c, outcome.ok);
    });
  }
  if (!options.devRoutes) return;

  app.post('/sandbox/bets/settle', async (c) =>
    plainOk(c, { settled: await settleDueSlips(db, now(), { all: true }) }),
  );
}
