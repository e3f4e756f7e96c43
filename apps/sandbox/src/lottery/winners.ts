// The winner board: big wins of the merchant's players, newest first.
import type { PGlite } from '@electric-sql/pglite';
import type { Schemas } from '../types.ts';
import type { Texts } from './lotteryCatalogue.ts';
import type { TextLanguage } from './lotteryConstants.ts';
import { textIn } from './lotteryLanguage.ts';
import { maskAccount } from './missions.ts';

/** The contract's WinnerBoardItem list: wins up to `now`, of one category or all. */
export async function winnerBoard(db: PGlite, now: number, category: string, limit: number, language: TextLanguage) {
  const { rows } = await db.query<{
    account: string;
    game_name: string;
    lottery_names: Texts | null;
    game_category: Schemas['GameCategory'];
    vendor: string;
    amount: string;
    currency: string;
    won_at: Date;
  }>(
    `SELECT w.account, w.game_name, g.names AS lottery_names, w.game_category, w.vendor, w.amount::text, w.currency,
            w.won_at
     FROM home_winners w LEFT JOIN lottery_games g ON g.game_id = w.lottery_game_id
     WHERE w.won_at <= $1 AND ($2 = 'ALL' OR w.game_category = $2)
     ORDER BY w.won_at DESC, w.id DESC LIMIT $3`,
    [new Date(now), category, limit],
  );
  return rows.map((r) => ({
    vo: {
      playerName: maskAccount(r.account),
      gameName: r.lottery_names ? textIn(r.lottery_names, language) : r.game_name,
      gameCategory: r.game_category,
      vendor: r.vendor,
      amount: Number(r.amount),
      currency: r.currency,
      winTime: r.won_at.getTime(),
    },
  }));
}
