import type { Transaction } from '@electric-sql/pglite';
import { toMinor } from '../store/ledger.ts';

/** The database or an open transaction (PGlite has one connection: inside a transaction use the transaction). */
export type Queryable = Pick<Transaction, 'query'>;

/** Every member below `uplineId` in the agent tree (direct downlines, theirs, and so on). */
const TEAM = `WITH RECURSIVE team AS (
    SELECT member_id FROM member_uplines WHERE upline_id = $1
    UNION ALL
    SELECT u.member_id FROM member_uplines u JOIN team t ON u.upline_id = t.member_id
  )`;

export interface TeamPlay {
  /** Minor units. */
  validBet: bigint;
  /** Members of the team with at least one bet in the window. */
  activeMembers: number;
}

/** The downline team's valid bet and active members in [from, to). */
export async function teamPlay(db: Queryable, uplineId: number, from: Date, to: Date): Promise<TeamPlay> {
  const { rows } = await db.query<{ validBet: string; activeMembers: number }>(
    `${TEAM}
     SELECT coalesce(sum(b.valid_bet), 0)::numeric(18, 2)::text AS "validBet",
            count(DISTINCT b.member_id)::int AS "activeMembers"
       FROM bets b JOIN team t ON t.member_id = b.member_id
      WHERE b.placed_at >= $2 AND b.placed_at < $3`,
    [uplineId, from, to],
  );
  const row = rows[0];
  return row
    ? { validBet: toMinor(row.validBet), activeMembers: row.activeMembers }
    : { validBet: 0n, activeMembers: 0 };
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
