import type { LotteryGame } from '@wl/api';
import { parseDrawDays, type LotteryListGame } from '@wl/ui';
import { REFRESH_IDLE_MS, REFRESH_MAX_MS } from './constants';

/** A list of lotteries with the moment its answer arrived and half the round trip, to place the draws in time. */
export interface TimedGames {
  games: LotteryGame[];
  receivedAt: number;
  halfTrip: number;
}

/** Measures the call: remainTime counts from the server's answer, which left about half a round trip ago. */
export async function timed(load: () => Promise<LotteryGame[]>): Promise<TimedGames> {
  const sentAt = Date.now();
  const games = await load();
  const receivedAt = Date.now();
  return { games, receivedAt, halfTrip: (receivedAt - sentAt) / 2 };
}

/**
 * Spec §4: fewinTime = now + remainTime − half the round trip − lockTime × 1000 is when betting on the open draw
 * closes; the draw itself is lockTime later.
 */
export function toListGame(game: LotteryGame, { receivedAt, halfTrip }: Omit<TimedGames, 'games'>): LotteryListGame {
  const drawAt = receivedAt + game.remainTime - halfTrip;
  return {
    id: game.gameId,
    code: game.gameCode,
    name: game.remark,
    tag: game.tag,
    numero: game.numero,
    drawAt,
    closesAt: drawAt - game.lockTime * 1000,
    drawDays: parseDrawDays(game.drawDayOfWeek),
  };
}

/**
 * Spec §4 open-result refresh: the delay is the smallest remainTime among games with a numero and a remainTime of at
 * least 0; 7000 ms when that is 0 or less (or there is none), otherwise at most 30000 ms.
 */
export function refreshDelay(games: readonly LotteryGame[]): number {
  const pending = games.filter((game) => game.numero && game.remainTime >= 0).map((game) => game.remainTime);
  const next = pending.length > 0 ? Math.min(...pending) : 0;
  return next <= 0 ? REFRESH_IDLE_MS : Math.min(next, REFRESH_MAX_MS);
}
