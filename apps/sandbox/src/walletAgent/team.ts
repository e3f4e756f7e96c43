import type { Transaction } from '@electric-sql/pglite';
import { toMinor } from '../store/ledger.ts';

/** The database or an open transaction (PGlite has one connection: inside a transaction use the transaction). */
export type Queryable = Pick<Transaction, 'query'>;

export interface TeamPlay {
  /** Minor units. */
  validBet: bigint;
  /** The team's result in minor units (the members' win_loss of settled bets): positive the team won. */
  profitLoss: bigint;
  /** Members of the team with at least one bet in the window. */
  activeMembers: number;
}

/** One upline's team over [from, to). */
export interface TeamWindow {
  uplineId: number;
  from: Date;
  to: Date;
}

/**
 * The downline teams' valid bet, result and active members, one answer per window in the same order, in one query
 * (the contract settlements read many windows at once; consolidated reads one).
 */
export async function teamPlays(db: Queryable, windows: readonly TeamWindow[]): Promise<TeamPlay[]> {
  if (windows.length === 0) return [];
  const { rows } = await db.query<{ i: number; validBet: string; profitLoss: string; activeMembers: number }>(
    `WITH RECURSIVE team (root, member_id) AS (
       SELECT upline_id, member_id FROM member_uplines WHERE upline_id = ANY($2::int[])
       UNION ALL
       SELECT t.root, u.member_id FROM member_uplines u JOIN team t ON u.upline_id = t.member_id
     )
     SELECT w.i::int AS i,
            coalesce(sum(b.valid_bet), 0)::numeric(18, 2)::text AS "validBet",
            coalesce(sum(b.win_loss), 0)::numeric(18, 2)::text AS "profitLoss",
            count(DISTINCT b.member_id)::int AS "activeMembers"
       FROM unnest($1::int[], $2::int[], $3::timestamptz[], $4::timestamptz[]) AS w (i, root, from_at, to_at)
       JOIN team t ON t.root = w.root
       JOIN bets b ON b.member_id = t.member_id AND b.placed_at >= w.from_at AND b.placed_at < w.to_at
      GROUP BY w.i`,
    [windows.map((_, i) => i), windows.map((w) => w.uplineId), windows.map((w) => w.from), windows.map((w) => w.to)],
  );
  const plays: TeamPlay[] = windows.map(() => ({ validBet: 0n, profitLoss: 0n, activeMembers: 0 }));
  for (const row of rows) {
    plays[row.i] = {
      validBet: toMinor(row.validBet),
      profitLoss: toMinor(row.profitLoss),
      activeMembers: row.activeMembers,
    };
  }
  return plays;
}

/** The downline team's valid bet, result and active members in [from, to). */
export async function teamPlay(db: Queryable, uplineId: number, from: Date, to: Date): Promise<TeamPlay> {
  return (await teamPlays(db, [{ uplineId, from, to }]))[0]!;
}

/** The member's direct downline with this account name (any case), or null. */
export async function findDirectDownline(db: Queryable, uplineId: number, account: string): Promise<number | null> {
  const { rows } = await db.query<{ id: number }>(
    `SELECT m.id FROM members m JOIN member_uplines u ON u.member_id = m.id
      WHERE u.upline_id = $1 AND lower(m.account) = lower($2)`,
    [uplineId, account],
  );
  return rows[0]?.id ?? null;
}

export async function hasUpline(db: Queryable, memberId: number): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM member_uplines WHERE member_id = $1', [memberId]);
  return rows.length > 0;
}

export interface TeamMember {
  id: number;
  account: string;
  /** The direct superior's account. */
  upline: string;
  /** 1 for the upline's direct downlines, 2 for theirs, and so on. */
  level: number;
  isAgent: string;
}

/**
 * The team of the member `$1` as a query's `team` (member_id, upline_id, level: 1 for their direct downlines, 2 for
 * theirs, and so on): every member below them in the agent tree.
 */
export const TEAM_WITH_LEVELS = `WITH RECURSIVE team AS (
    SELECT member_id, upline_id, 1 AS level FROM member_uplines WHERE upline_id = $1
    UNION ALL
    SELECT u.member_id, u.upline_id, t.level + 1 FROM member_uplines u JOIN team t ON u.upline_id = t.member_id
  )`;

/** Everyone below `uplineId` in the agent tree with their direct superior and level, in member id order. */
export async function teamMembers(db: Queryable, uplineId: number): Promise<TeamMember[]> {
  const { rows } = await db.query<TeamMember>(
    `${TEAM_WITH_LEVELS}
     SELECT m.id, m.account, up.account AS upline, t.level, m.is_agent AS "isAgent"
       FROM team t JOIN members m ON m.id = t.member_id JOIN members up ON up.id = t.upline_id
      ORDER BY m.id`,
    [uplineId],
  );
  return rows;
}
