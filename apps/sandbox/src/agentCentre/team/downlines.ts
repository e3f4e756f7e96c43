// The caller's team as the agent centre reads it: every member below the caller in member_uplines (004), with
// their level below the caller. A name outside the team is answered exactly as a name that does not exist.
import type { Queryable } from '../../accounts/queryable.ts';
import { MAIN_WALLET } from '../../sandboxConstants.ts';
import type { Schemas } from '../../types.ts';
import { TEAM_WITH_LEVELS as TEAM } from '../../walletAgent/team.ts';
import { isAgent } from '../../walletAgent/contracts.ts';
import { ratesOut, storedRates } from './rates.ts';

type Downline = Schemas['Downline'];

export interface TeamMember {
  id: number;
  account: string;
  level: number;
  isAgent: string;
}

/** The member of the caller's team with this account name (any case), or null (not in the team, or no such name). */
export async function teamMember(db: Queryable, callerId: number, account: string): Promise<TeamMember | null> {
  const { rows } = await db.query<TeamMember>(
    `${TEAM}
     SELECT m.id, m.account, t.level, m.is_agent AS "isAgent"
       FROM team t JOIN members m ON m.id = t.member_id
      WHERE lower(m.account) = lower($2)`,
    [callerId, account],
  );
  return rows[0] ?? null;
}

interface DownlineRow {
  id: number;
  account: string;
  nickname: string;
  is_agent: string;
  level: number;
  upline: string;
  created_at: Date;
  direct_count: number;
  main_balance: string;
  last_login_at: Date | null;
}

/** Who to list: the direct downlines of one team member (or the caller), or a search of the whole team. */
export type DownlineFilter = { parentId: number } | { search: string } | { memberId: number };

/** `%` and `_` typed by a person are letters, not wildcards. */
const likeText = (text: string) => text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);

function whereOf(filter: DownlineFilter): { where: string; param: unknown } {
  if ('parentId' in filter) return { where: 't.upline_id = $2', param: filter.parentId };
  if ('memberId' in filter) return { where: 't.member_id = $2', param: filter.memberId };
  return { where: `lower(m.account) LIKE '%' || $2 || '%'`, param: likeText(filter.search) };
}

/** One page of the caller's team, newest registration first, and how many there are in all. */
export async function downlinePage(
  db: Queryable,
  callerId: number,
  filter: DownlineFilter,
  paging: { pageNo: number; pageSize: number },
): Promise<{ list: Downline[]; totalCount: number }> {
  const { where, param } = whereOf(filter);
  const counted = await db.query<{ n: number }>(
    `${TEAM} SELECT count(*)::int AS n FROM team t JOIN members m ON m.id = t.member_id WHERE ${where}`,
    [callerId, param],
  );
  const { rows } = await db.query<DownlineRow>(
    `${TEAM}
     SELECT m.id, m.account, m.nickname, m.is_agent, t.level, up.account AS upline, m.created_at,
            (SELECT count(*)::int FROM member_uplines d WHERE d.upline_id = m.id) AS direct_count,
            coalesce(w.balance, 0)::numeric(18, 2)::text AS main_balance,
            (SELECT max(l.created_at) FROM member_logins l WHERE l.member_id = m.id) AS last_login_at
       FROM team t
       JOIN members m ON m.id = t.member_id
       JOIN members up ON up.id = t.upline_id
       LEFT JOIN wallets w ON w.member_id = m.id AND w.vassalage = $3
      WHERE ${where}
      ORDER BY m.created_at DESC, m.id DESC
      LIMIT $4 OFFSET $5`,
    [callerId, param, MAIN_WALLET, paging.pageSize, (paging.pageNo - 1) * paging.pageSize],
  );
  const ids = rows.map((r) => r.id);
  const sizes = await teamSizes(db, ids);
  const rates = await storedRates(db, ids);
  return {
    list: rows.map((r) => ({
      account: r.account,
      nickname: r.nickname,
      accountType: isAgent(r.is_agent) ? 'agent' : 'member',
      level: r.level,
      upline: r.upline,
      directCount: r.direct_count,
      teamSize: sizes.get(r.id) ?? 0,
      mainBalance: r.main_balance,
      registeredAt: r.created_at.toISOString(),
      lastLoginAt: r.last_login_at?.toISOString() ?? null,
      rates: ratesOut(rates.get(r.id)!),
    })),
    totalCount: counted.rows[0]!.n,
  };
}

/** One member of the caller's team as the contract's Downline. */
export async function downlineOf(db: Queryable, callerId: number, memberId: number): Promise<Downline> {
  const { list } = await downlinePage(db, callerId, { memberId }, { pageNo: 1, pageSize: 1 });
  if (!list[0]) throw new Error(`Member ${memberId} is not in the team of ${callerId}`);
  return list[0];
}

/** Everyone below each of the members. */
async function teamSizes(db: Queryable, memberIds: readonly number[]): Promise<Map<number, number>> {
  if (memberIds.length === 0) return new Map();
  const { rows } = await db.query<{ root: number; n: number }>(
    `WITH RECURSIVE below AS (
       SELECT upline_id AS root, member_id FROM member_uplines WHERE upline_id = ANY($1::int[])
       UNION ALL
       SELECT b.root, u.member_id FROM member_uplines u JOIN below b ON u.upline_id = b.member_id
     )
     SELECT root, count(*)::int AS n FROM below GROUP BY root`,
    [memberIds],
  );
  return new Map(rows.map((r) => [r.root, r.n]));
}

/** The accounts from the caller (first) down to `memberId` (last), which is in the caller's team or the caller. */
export async function pathTo(db: Queryable, callerId: number, memberId: number): Promise<string[]> {
  const { rows } = await db.query<{ account: string }>(
    `WITH RECURSIVE up AS (
       SELECT id, 0 AS depth FROM members WHERE id = $2
       UNION ALL
       SELECT u.upline_id, up.depth + 1 FROM up JOIN member_uplines u ON u.member_id = up.id WHERE up.id <> $1
     )
     SELECT m.account FROM up JOIN members m ON m.id = up.id ORDER BY up.depth DESC`,
    [callerId, memberId],
  );
  return rows.map((r) => r.account);
}
