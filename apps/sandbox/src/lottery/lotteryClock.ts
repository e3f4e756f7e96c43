// The lottery's clock. Draws are computed from the clock alone (schedule.ts: nothing runs in the background), so the
// development route that runs a game's next draw now moves this clock forward to that draw. Every lottery read (the
// lobby, popular, recent, the opened results) sees the same moved clock; launches, missions and the winner board keep
// the real one. The offset belongs to one sandbox (its database) and is lost on restart.
import type { PGlite } from '@electric-sql/pglite';
import type { Context, Hono } from 'hono';
import { badRequest, error, plainOk } from '../envelope.ts';
import { readDevJson } from '../base/baseDevRoutes.ts';
import type { Deps } from '../types.ts';
import { findGame } from './lotteryStore.ts';
import { nextDraw, type Draw } from './schedule.ts';

const offsets = new WeakMap<PGlite, number>();

/** Now on the lottery's clock: the real clock plus the draws run ahead of time. */
export function lotteryNow({ db, now }: Pick<Deps, 'db' | 'now'>): number {
  return now() + (offsets.get(db) ?? 0);
}

/** The dependencies with the lottery's clock, for the lottery's reads. */
export function onLotteryClock(deps: Deps): Deps {
  return { ...deps, now: () => lotteryNow(deps) };
}

/** Runs a game's next draw now: the lottery clock moves to it (never back). Null for an unknown game. */
export async function runNextDraw(deps: Pick<Deps, 'db' | 'now'>, gameId: number): Promise<Draw | null> {
  const game = await findGame(deps.db, { gameId });
  if (!game) return null;
  const at = lotteryNow(deps);
  const draw = nextDraw(game.calendar, at);
  offsets.set(deps.db, (offsets.get(deps.db) ?? 0) + (draw.time - at));
  return draw;
}

/** POST /sandbox/lottery/draw { gameId }: the game's next draw happens now; answers its numero and time. */
export function mountLotteryDevRoutes(app: Hono, deps: Deps): void {
  app.post('/sandbox/lottery/draw', async (c: Context) => {
    const read = await readDevJson(c);
    if ('response' in read) return read.response;
    const gameId = (read.body as { gameId?: unknown } | null)?.gameId;
    if (typeof gameId !== 'number' || !Number.isInteger(gameId) || gameId < 1) {
      return badRequest(c, 'gameId: must be a positive integer');
    }
    const draw = await runNextDraw(deps, gameId);
    if (!draw) return error(c, 404, 'No lottery with this gameId', 'NOT_FOUND');
    return plainOk(c, { gameId, numero: draw.numero, winningTime: draw.time });
  });
}
