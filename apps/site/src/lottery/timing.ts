import type { LotteryGame } from '@wl/api';
import { parseDrawDays } from '@wl/flows';
import type { LotteryListGame } from '@wl/ui';
import { fewinTime } from '@wl/rules';

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
    closesAt: fewinTime(game, { receivedAt, halfTrip }),
    drawDays: parseDrawDays(game.drawDayOfWeek),
  };
}
