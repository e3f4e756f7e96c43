// The team's demo data: rebate rates for everyone below `agent` (the wallet-agent seed's team and demo), each level
// a little below the one above, and a few affiliate links of `agent`. Runs after the wallet-agent seed, once.
import type { PGlite } from '@electric-sql/pglite';
import { GAME_CATEGORIES, type GameCategory } from '@wl/rules';
import type { Schemas } from '../../types.ts';
import { TOP_AGENT_REBATE_RATES } from './teamConstants.ts';

const DAY_MS = 24 * 60 * 60_000;

/** Each level below the top agent gets this much less (hundredths of a percent), never below 0. */
const SEED_RATE_STEP = 20;

/** The demo agent's affiliate links (the codes are fixed so the README can name them). */
export const SEEDED_AFFILIATE_LINKS: readonly {
  code: string;
  accountType: Schemas['AccountType'];
  remark: string;
  /** Rates in hundredths; categories left out are 0. */
  rates: Partial<Record<GameCategory, number>>;
  createdDaysAgo: number;
}[] = [
  {
    code: 'FBGROUP8',
    accountType: 'member',
    remark: 'Facebook group',
    rates: { SPORTS: 50, LIVE: 60, RNG: 80, LOTT: 30 },
    createdDaysAgo: 20,
  },
  {
    code: 'SUBAGENT',
    accountType: 'agent',
    remark: 'Sub-agents on Line',
    rates: { SPORTS: 80, LIVE: 100, FISH: 120, RNG: 120, PVP: 80, ESPORTS: 80, COCKFIGHT: 60, LOTT: 40, ELOTT: 40 },
    createdDaysAgo: 12,
  },
  { code: 'WEEKEND5', accountType: 'member', remark: '', rates: { LIVE: 50, RNG: 50 }, createdDaysAgo: 3 },
];

export async function seedTeamTables(db: PGlite, now: number): Promise<void> {
  const agent = (await db.query<{ id: number }>(`SELECT id FROM members WHERE account = 'agent'`)).rows[0];
  if (!agent) return;
  await db.transaction(async (tx) => {
    const rated = await tx.query('SELECT 1 FROM member_rebate_rates LIMIT 1');
    if (rated.rows.length === 0) {
      // Everyone below the agent, each category TOP - level x step.
      await tx.query(
        `WITH RECURSIVE team AS (
           SELECT member_id, 1 AS level FROM member_uplines WHERE upline_id = $1
           UNION ALL
           SELECT u.member_id, t.level + 1 FROM member_uplines u JOIN team t ON u.upline_id = t.member_id
         )
         INSERT INTO member_rebate_rates (member_id, category, rate)
         SELECT t.member_id, c.category, greatest(0, c.top - t.level * $4)
           FROM team t CROSS JOIN unnest($2::text[], $3::int[]) AS c (category, top)`,
        [agent.id, GAME_CATEGORIES, GAME_CATEGORIES.map((c) => TOP_AGENT_REBATE_RATES[c]), SEED_RATE_STEP],
      );
    }
    const linked = await tx.query('SELECT 1 FROM affiliate_links LIMIT 1');
    if (linked.rows.length > 0) return;
    for (const link of SEEDED_AFFILIATE_LINKS) {
      const taken = await tx.query('SELECT 1 FROM affiliate_codes WHERE code = $1', [link.code]);
      if (taken.rows.length > 0) continue;
      await tx.query(
        `INSERT INTO affiliate_codes (code, agent_member_id, domain, active, created_at) VALUES ($1, $2, NULL, true, $3)`,
        [link.code, agent.id, new Date(now - link.createdDaysAgo * DAY_MS)],
      );
      await tx.query('INSERT INTO affiliate_links (code, account_type, remark) VALUES ($1, $2, $3)', [
        link.code,
        link.accountType,
        link.remark,
      ]);
      await tx.query(
        'INSERT INTO affiliate_link_rates (code, category, rate) SELECT $1, * FROM unnest($2::text[], $3::int[])',
        [link.code, GAME_CATEGORIES, GAME_CATEGORIES.map((c) => link.rates[c] ?? 0)],
      );
    }
  });
}
