// The agent centre's reads over a team (openapi/src/agent-centre.yaml): the overview with its day rows, profit and
// loss per member, the agent's income and the announcements. The team's betting record and transactions are the
// member records' own queries over a set of members (records/recordsStore.ts betOrders, accountRecords).
import type { PGlite } from '@electric-sql/pglite';
import { MAIN_WALLET } from '../../sandboxConstants.ts';
import { sum, type Paging } from '../../records/recordsStore.ts';
import { toMinor, toMoney, type LedgerKind } from '../../store/ledger.ts';
import type { Schemas } from '../../types.ts';
import type { TeamMember } from '../../walletAgent/team.ts';
import { isAgent } from '../../walletAgent/contracts.ts';
import type { Range } from './reportsScope.ts';

const pageInfo = ({ pageNo, pageSize }: Paging, totalCount: number) => ({
  pageNo,
  pageSize,
  totalPages: Math.ceil(totalCount / pageSize),
  totalCount,
});

// ---- overview ------------------------------------------------------------------------------------------------------

/**
 * The figures of one day (or the whole range) from the tables: registrations (members.created_at), members with a
 * bet, credited deposits (when credited: updated_at), paid withdrawals (paid_at), every bet's stake and valid bet,
 * and the settled bets' result (win_loss). `$1` the members, `$2` and `$3` the range.
 */
const FIGURES = {
  members: `SELECT count(*)::int AS new_members FROM members WHERE id = ANY($1::int[])
              AND created_at >= $2 AND created_at < $3`,
  bets: `SELECT count(DISTINCT member_id)::int AS active_members, ${sum('bet_amount')} AS bet_amount,
                ${sum('valid_bet')} AS valid_bet, ${sum("win_loss) FILTER (WHERE status = 'settled'")} AS profit_loss
           FROM bets WHERE member_id = ANY($1::int[]) AND placed_at >= $2 AND placed_at < $3`,
  deposits: `SELECT count(*)::int AS deposit_count, ${sum('amount')} AS deposit_amount FROM deposits
              WHERE member_id = ANY($1::int[]) AND status = 'credited' AND updated_at >= $2 AND updated_at < $3`,
  withdrawals: `SELECT count(*)::int AS withdrawal_count, ${sum('amount')} AS withdrawal_amount FROM withdrawals
                 WHERE member_id = ANY($1::int[]) AND status = 'paid' AND paid_at >= $2 AND paid_at < $3`,
};

interface Figures {
  new_members: number;
  active_members: number;
  bet_amount: string;
  valid_bet: string;
  profit_loss: string;
  deposit_count: number;
  deposit_amount: string;
  withdrawal_count: number;
  withdrawal_amount: string;
}

export async function teamOverview(
  db: PGlite,
  agentId: number,
  team: readonly TeamMember[],
  range: Range,
  timeZone: string,
): Promise<Schemas['TeamOverview']> {
  const ids = team.map((m) => m.id);
  const total = (
    await db.query<Figures>(
      `SELECT * FROM (${FIGURES.members}) m, (${FIGURES.bets}) b, (${FIGURES.deposits}) d, (${FIGURES.withdrawals}) w`,
      [ids, range.start, range.end],
    )
  ).rows[0]!;
  // The days of the range in the zone: each day's own instants, cut to the range at both ends.
  const { rows: days } = await db.query<Figures & { date: string }>(
    `WITH days AS (
       SELECT d::date AS date,
              greatest((d::date::timestamp AT TIME ZONE $4::text), $2::timestamptz) AS day_start,
              least(((d::date + 1)::timestamp AT TIME ZONE $4::text), $3::timestamptz) AS day_end
         FROM generate_series(($2::timestamptz AT TIME ZONE $4::text)::date,
                              (($3::timestamptz - interval '1 microsecond') AT TIME ZONE $4::text)::date,
                              interval '1 day') d
     )
     SELECT to_char(days.date, 'YYYY-MM-DD') AS date, f.*
       FROM days, LATERAL (
         SELECT * FROM (${FIGURES.members.replaceAll('$2', 'days.day_start').replaceAll('$3', 'days.day_end')}) m,
                       (${FIGURES.bets.replaceAll('$2', 'days.day_start').replaceAll('$3', 'days.day_end')}) b,
                       (${FIGURES.deposits.replaceAll('$2', 'days.day_start').replaceAll('$3', 'days.day_end')}) d,
                       (${FIGURES.withdrawals.replaceAll('$2', 'days.day_start').replaceAll('$3', 'days.day_end')}) w
       ) f
      ORDER BY days.date`,
    [ids, range.start, range.end, timeZone],
  );
  return {
    teamSize: team.length,
    directCount: team.filter((m) => m.level === 1).length,
    agents: team.filter((m) => isAgent(m.isAgent)).length,
    newMembers: total.new_members,
    activeMembers: total.active_members,
    depositAmount: total.deposit_amount,
    depositCount: total.deposit_count,
    withdrawalAmount: total.withdrawal_amount,
    withdrawalCount: total.withdrawal_count,
    betAmount: total.bet_amount,
    validBet: total.valid_bet,
    profitLoss: total.profit_loss,
    days: days.map((d) => ({
      date: d.date,
      newMembers: d.new_members,
      activeMembers: d.active_members,
      depositAmount: d.deposit_amount,
      withdrawalAmount: d.withdrawal_amount,
      betAmount: d.bet_amount,
      validBet: d.valid_bet,
      profitLoss: d.profit_loss,
    })),
  };
}

// ---- profit and loss per member ------------------------------------------------------------------------------------

/**
 * Per member, as the member's own profit and loss (records personalProfit) reads it: settled bets from `bets`, the
 * money from their MAIN ledger rows. Members with nothing in the range are left out.
 */
export async function teamProfitLoss(
  db: PGlite,
  team: readonly TeamMember[],
  range: Range,
  paging: Paging,
): Promise<Schemas['TeamProfitLossPage']> {
  const { rows } = await db.query<{
    member_id: number;
    bet: string;
    valid: string;
    win: string;
    pl: string;
    count: number;
    deposits: string;
    withdrawals: string;
    bonuses: string;
    rebates: string;
  }>(
    `WITH b AS (
       SELECT member_id, ${sum('bet_amount')} AS bet, ${sum('valid_bet')} AS valid, ${sum('win_amount')} AS win,
              ${sum('win_loss')} AS pl, count(*)::int AS count
         FROM bets WHERE member_id = ANY($1::int[]) AND status = 'settled' AND placed_at >= $2 AND placed_at < $3
        GROUP BY member_id
     ), l AS (
       SELECT member_id, ${sum("amount) FILTER (WHERE kind = 'deposit'")} AS deposits,
              ${sum("-amount) FILTER (WHERE kind IN ('withdrawalHold', 'withdrawalRefund')")} AS withdrawals,
              ${sum("amount) FILTER (WHERE kind IN ('bonus', 'reward', 'referral')")} AS bonuses,
              ${sum("amount) FILTER (WHERE kind = 'rebate'")} AS rebates,
              count(*) FILTER (WHERE kind IN ('deposit', 'withdrawalHold', 'withdrawalRefund', 'bonus', 'reward',
                                              'referral', 'rebate'))::int AS moves
         FROM ledger WHERE member_id = ANY($1::int[]) AND wallet = $4 AND created_at >= $2 AND created_at < $3
        GROUP BY member_id
     )
     SELECT coalesce(b.member_id, l.member_id) AS member_id,
            coalesce(b.bet, '0.00') AS bet, coalesce(b.valid, '0.00') AS valid, coalesce(b.win, '0.00') AS win,
            coalesce(b.pl, '0.00') AS pl, coalesce(b.count, 0) AS count,
            coalesce(l.deposits, '0.00') AS deposits, coalesce(l.withdrawals, '0.00') AS withdrawals,
            coalesce(l.bonuses, '0.00') AS bonuses, coalesce(l.rebates, '0.00') AS rebates
       FROM b FULL JOIN (SELECT * FROM l WHERE moves > 0) l ON l.member_id = b.member_id
      ORDER BY coalesce(b.valid, '0')::numeric DESC, coalesce(b.member_id, l.member_id)`,
    [team.map((m) => m.id), range.start, range.end, MAIN_WALLET],
  );
  const byId = new Map(team.map((m) => [m.id, m]));
  const totals = (
    await db.query<Record<'bet' | 'valid' | 'win' | 'pl' | 'deposits' | 'withdrawals' | 'bonuses' | 'rebates', string>>(
      `SELECT ${(['bet', 'valid', 'win', 'pl', 'deposits', 'withdrawals', 'bonuses', 'rebates'] as const)
        .map((k) => `${sum(`(r->>'${k}')::numeric`)} AS ${k}`)
        .join(', ')}
         FROM jsonb_array_elements($1::jsonb) r`,
      [JSON.stringify(rows)],
    )
  ).rows[0]!;
  const start = (paging.pageNo - 1) * paging.pageSize;
  return {
    list: rows.slice(start, start + paging.pageSize).map((r) => {
      const m = byId.get(r.member_id)!;
      return {
        account: m.account,
        upline: m.upline,
        level: m.level,
        betAmount: r.bet,
        validBet: r.valid,
        winAmount: r.win,
        profitLoss: r.pl,
        deposits: r.deposits,
        withdrawals: r.withdrawals,
        bonuses: r.bonuses,
        rebates: r.rebates,
        count: r.count,
      };
    }),
    ...pageInfo(paging, rows.length),
    totals: {
      betAmount: totals.bet,
      validBet: totals.valid,
      winAmount: totals.win,
      profitLoss: totals.pl,
      deposits: totals.deposits,
      withdrawals: totals.withdrawals,
      bonuses: totals.bonuses,
      rebates: totals.rebates,
      count: rows.reduce((n, r) => n + r.count, 0),
    },
  };
}

// ---- income --------------------------------------------------------------------------------------------------------

export const INCOME_TYPES = [
  'dailySalary',
  'hourlySalary',
  'realtimeSalary',
  'dividend',
  'rebate',
  'referral',
] as const satisfies readonly Schemas['IncomeType'][];
const INCOME_KINDS: readonly LedgerKind[] = ['salary', 'dividend', 'rebate', 'referral'];
/** A salary row whose settlement is not found (none recorded) counts as daily salary, the contracts' default. */
const SALARY_DEFAULT: Schemas['IncomeType'] = 'dailySalary';
/** The settlements' ledger reference: `S<settlementId>` (agentCentre/settlements). */
const SETTLEMENT_REFERENCE_PREFIX = 'S';

/**
 * The caller's MAIN rows of the income kinds by day in the zone: credits are received, debits (what their own
 * contracts paid their downlines) are paid. A salary's type is its settlement's contract kind.
 */
export async function agentIncome(
  db: PGlite,
  agentId: number,
  range: Range,
  timeZone: string,
): Promise<Schemas['AgentIncome']> {
  const settlements = (await db.query<{ t: string | null }>(`SELECT to_regclass('contract_settlements')::text AS t`))
    .rows[0]!.t;
  const kindOf = settlements
    ? `(SELECT s.kind FROM contract_settlements s WHERE $6 || s.id::text = l.reference)`
    : 'NULL::text';
  const { rows } = await db.query<{ date: string; type: Schemas['IncomeType']; received: string; paid: string }>(
    `SELECT to_char((l.created_at AT TIME ZONE $5::text)::date, 'YYYY-MM-DD') AS date,
            CASE l.kind WHEN 'salary' THEN coalesce(${kindOf}, $7) ELSE l.kind END AS type,
            ${sum('l.amount) FILTER (WHERE l.amount > 0')} AS received,
            ${sum('l.amount) FILTER (WHERE l.amount < 0')} AS paid
       FROM ledger l
      WHERE l.member_id = $1 AND l.wallet = $2 AND l.created_at >= $3 AND l.created_at < $4
        AND l.kind = ANY($8::text[])
      GROUP BY 1, 2
      ORDER BY 1 DESC`,
    [agentId, MAIN_WALLET, range.start, range.end, timeZone, SETTLEMENT_REFERENCE_PREFIX, SALARY_DEFAULT, INCOME_KINDS],
  );
  const order = (t: Schemas['IncomeType']) => INCOME_TYPES.indexOf(t as (typeof INCOME_TYPES)[number]);
  const days = new Map<string, Schemas['IncomeAmount'][]>();
  const totals = new Map(INCOME_TYPES.map((t) => [t, { received: 0n, paid: 0n }]));
  for (const r of rows) {
    const list = days.get(r.date) ?? [];
    list.push({ type: r.type, received: r.received, paid: r.paid });
    days.set(r.date, list);
    const t = totals.get(r.type as (typeof INCOME_TYPES)[number])!;
    t.received += toMinor(r.received);
    t.paid += toMinor(r.paid);
  }
  let net = 0n;
  for (const t of totals.values()) net += t.received + t.paid;
  return {
    days: [...days].map(([date, amounts]) => ({
      date,
      amounts: amounts.sort((a, b) => order(a.type) - order(b.type)),
    })),
    totals: INCOME_TYPES.map((type) => ({
      type,
      received: toMoney(totals.get(type)!.received),
      paid: toMoney(totals.get(type)!.paid),
    })),
    net: toMoney(net),
  };
}

// ---- announcements -------------------------------------------------------------------------------------------------

export async function agentAnnouncements(
  db: PGlite,
  language: 'en' | 'th',
  now: number,
  paging: Paging,
): Promise<Schemas['AgentAnnouncementPage']> {
  const published = 'published_at <= $1';
  const total = (
    await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM agent_announcements WHERE ${published}`, [
      new Date(now),
    ])
  ).rows[0]!.n;
  const { rows } = await db.query<{ id: number; title: string; content: string; pinned: boolean; published_at: Date }>(
    `SELECT id, CASE WHEN $2 = 'th' THEN coalesce(title_th, title_en) ELSE title_en END AS title,
            CASE WHEN $2 = 'th' THEN coalesce(content_th, content_en) ELSE content_en END AS content,
            pinned, published_at
       FROM agent_announcements WHERE ${published}
      ORDER BY pinned DESC, published_at DESC, id DESC
      LIMIT $3 OFFSET $4`,
    [new Date(now), language, paging.pageSize, (paging.pageNo - 1) * paging.pageSize],
  );
  return {
    list: rows.map((r) => ({
      id: r.id,
      title: r.title,
      content: r.content,
      pinned: r.pinned,
      publishedAt: r.published_at.toISOString(),
    })),
    ...pageInfo(paging, total),
  };
}
