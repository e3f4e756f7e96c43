// The player rank (spec §2 vip): the rank table, the member's level (their club label's rankLevel) and this month's
// valid turnover from their bets.
import type { Queryable } from '../accounts/queryable.ts';
import type { ClubLabel } from '../store/memberRecords.ts';
import type { Schemas } from '../types.ts';
import { localStart } from './activities.ts';

type PlayerRank = Schemas['PlayerRank'];

interface RankRow {
  rank_level: number;
  rank_name: string;
  monthly_turnover: string;
  upgrade_bonus: string;
  monthly_bonus: string;
  rebate_percent: string;
  daily_withdrawals: number;
}

export async function rankTable(db: Queryable): Promise<PlayerRank[]> {
  const { rows } = await db.query<RankRow>(
    `SELECT rank_level, rank_name, monthly_turnover::text AS monthly_turnover, upgrade_bonus::text AS upgrade_bonus,
            monthly_bonus::text AS monthly_bonus, rebate_percent::text AS rebate_percent, daily_withdrawals
     FROM player_ranks ORDER BY rank_level`,
  );
  return rows.map((row) => ({
    rankLevel: row.rank_level,
    rankName: row.rank_name,
    monthlyTurnover: row.monthly_turnover,
    benefits: {
      upgradeBonus: row.upgrade_bonus,
      monthlyBonus: row.monthly_bonus,
      // numeric(5,2) prints "0.30": the wire's percentage drops the trailing zeros
      rebatePercent: row.rebate_percent.replace(/\.?0+$/, '') || '0',
      dailyWithdrawals: row.daily_withdrawals,
    },
  }));
}

export async function playerRankProgress(
  db: Queryable,
  member: { id: number; club_label: ClubLabel | null },
  now: number,
): Promise<Schemas['PlayerRankProgress']> {
  const levels = await rankTable(db);
  const rankLevel = Math.min(member.club_label?.rankLevel ?? 0, levels.length);
  const monthTurnover = (
    await db.query<{ total: string }>(
      `SELECT COALESCE(sum(valid_bet), 0)::numeric(18, 2)::text AS total FROM bets
       WHERE member_id = $1 AND placed_at >= $2 AND placed_at <= $3`,
      [member.id, localStart(now, 'month'), new Date(now)],
    )
  ).rows[0]!.total;
  return {
    rankLevel,
    rankName: levels.find((level) => level.rankLevel === rankLevel)?.rankName ?? null,
    monthTurnover,
    next: levels.find((level) => level.rankLevel === rankLevel + 1) ?? null,
    levels,
  };
}
