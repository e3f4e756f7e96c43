// The rank table and the demo's activities, once (when the tables are empty). The demo member's entries put one
// activity in every status; the bonuses they got are in the ledger like any other credit.
import type { PGlite } from '@electric-sql/pglite';
import { MAIN_WALLET } from '../sandboxConstants.ts';
import { postLedger, toMinor } from '../store/ledger.ts';
import { ACTIVITIES, daysFrom, RANKS } from './rewardsSeedData.ts';

export async function seedRewardsTables(db: PGlite, now: number): Promise<void> {
  const seeded = (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM player_ranks')).rows[0]!.n > 0;
  if (seeded) return;
  await db.transaction(async (tx) => {
    for (const [i, rank] of RANKS.entries()) {
      await tx.query(
        `INSERT INTO player_ranks (rank_level, rank_name, monthly_turnover, upgrade_bonus, monthly_bonus,
           rebate_percent, daily_withdrawals) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [
          i + 1,
          rank.rankName,
          rank.monthlyTurnover,
          rank.upgradeBonus,
          rank.monthlyBonus,
          rank.rebatePercent,
          rank.dailyWithdrawals,
        ],
      );
    }
    const demo = (await tx.query<{ id: number }>("SELECT id FROM members WHERE account = 'demo'")).rows[0]?.id;
    for (const [position, activity] of ACTIVITIES.entries()) {
      const starts = daysFrom(now, activity.startDays);
      const id = (
        await tx.query<{ id: number }>(
          `INSERT INTO reward_activities (title, description, mode, bonus, starts_at, ends_at, position)
           VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
          [
            activity.title,
            activity.description,
            activity.mode,
            activity.bonus ?? null,
            starts,
            daysFrom(now, activity.endDays),
            position,
          ],
        )
      ).rows[0]!.id;
      if (demo === undefined || !activity.demo) continue;
      const entry = activity.demo;
      const entryId = (
        await tx.query<{ id: number }>(
          `INSERT INTO reward_entries (activity_id, member_id, status, bonus, remark, decision, created_at, updated_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $7) RETURNING id`,
          [id, demo, entry.status, entry.bonus ?? null, entry.remark ?? null, entry.decision ?? null, starts],
        )
      ).rows[0]!.id;
      if ((entry.status === 'claimed' || entry.status === 'issued') && entry.bonus) {
        await postLedger(tx, {
          memberId: demo,
          wallet: MAIN_WALLET,
          amount: toMinor(entry.bonus),
          kind: 'reward',
          reference: `RW${entryId}`,
          at: daysFrom(now, 0),
        });
      }
    }
  });
}
