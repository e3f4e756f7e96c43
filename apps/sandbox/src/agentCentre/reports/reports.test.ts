// The agent centre's reports through the HTTP app with the test clock: each figure equals sums computed here from the
// seeded tables; day rows add up and follow the time zone; filters and paging; a member gets NOT_AGENT; another
// agent's downline answers DOWNLINE_NOT_FOUND and nothing of theirs is returned; bad ranges answer 400. And the
// reports seed: the team's cashier orders are ledger rows in time order ending at the wallets' balances.
import { RECORD_HISTORY_DAYS, RECORD_RANGE_MAX_DAYS } from '@wl/rules';
import { beforeAll, describe, expect, it } from 'vitest';
import { harnessForFile, expectBadRequest, type Reply } from '../../../test/harness.ts';
import { MAIN_WALLET } from '../../sandboxConstants.ts';
import { postLedger, toMinor, toMoney } from '../../store/ledger.ts';
import type { Schemas } from '../../types.ts';
import { TEAM_PASSWORD } from '../../walletAgent/walletAgentSeed.ts';

const DAY_MS = 24 * 60 * 60_000;
const h = harnessForFile({ startTimeoutMs: 180_000 });
const tokens: Record<string, string> = {};

type Query = Record<string, string | number | boolean>;
const lastMonth = () => ({
  startTime: new Date(h.clock.now - RECORD_RANGE_MAX_DAYS * DAY_MS + 60_000).toISOString(),
  endTime: new Date(h.clock.now + 60_000).toISOString(),
});
function get<T>(who: string, relay: string, query: Query = {}, headers: Record<string, string> = {}) {
  const search = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  return h.call<T>('GET', `/wps/relay/${relay}?${search}`, { token: tokens[who]!, headers });
}
const overview = (who: string, q: Query = {}) =>
  get<Schemas['TeamOverview']>(who, 'ODSFE2_getTeamOverviewSum', { ...lastMonth(), ...q });
const betOrders = (who: string, q: Query) =>
  get<Schemas['TeamBetOrderPage']>(who, 'ODSFE2_getTeamBetOrders', { ...lastMonth(), ...q });
const profitLoss = (who: string, q: Query = {}) =>
  get<Schemas['TeamProfitLossPage']>(who, 'ODSFE2_getTeamProfitLoss', { ...lastMonth(), ...q });
const income = (who: string, q: Query = {}) =>
  get<Schemas['AgentIncome']>(who, 'ODSFE2_getAgentIncome', { ...lastMonth(), ...q });
const transactions = (who: string, q: Query = {}) =>
  get<Schemas['TeamTransactionPage']>(who, 'ODSFE2_getTeamTransactions', { ...lastMonth(), ...q });
const announcements = (who: string, q: Query = {}, headers: Record<string, string> = {}) =>
  get<Schemas['AgentAnnouncementPage']>(who, 'MCSFE_getAgentAnnouncements', q, headers);

async function allPages<T>(fetch: (pageNo: number) => Promise<Reply<{ list: T[]; totalPages: number }>>) {
  const rows: T[] = [];
  for (let pageNo = 1; ; pageNo++) {
    const page = (await fetch(pageNo)).body.value!;
    rows.push(...page.list);
    if (pageNo >= page.totalPages) return rows;
  }
}
const total = (amounts: (string | null)[]) => toMoney(amounts.reduce((n, a) => n + (a ? toMinor(a) : 0n), 0n));

/** The team of `account` computed here from member_uplines (not the sandbox's recursion). */
async function teamOf(account: string): Promise<{ id: number; account: string }[]> {
  const { rows } = await h.sandbox.db.query<{ id: number; account: string; upline_id: number }>(
    'SELECT m.id, m.account, u.upline_id FROM members m JOIN member_uplines u ON u.member_id = m.id',
  );
  const root = await h.memberId(account);
  const team: { id: number; account: string }[] = [];
  let frontier = [root];
  while (frontier.length > 0) {
    const next = rows.filter((r) => frontier.includes(r.upline_id));
    team.push(...next.map((r) => ({ id: r.id, account: r.account })));
    frontier = next.map((r) => r.id);
  }
  return team;
}

/** The day (YYYY-MM-DD) of an instant in a zone. */
const dayIn = (at: Date, timeZone: string) => new Intl.DateTimeFormat('en-CA', { timeZone }).format(at);

beforeAll(async () => {
  const demo = await h.demoTokens();
  Object.assign(tokens, demo);
  for (const account of ['team1', 'team2']) tokens[account] = await h.tokenFor(account, TEAM_PASSWORD);
});

describe('team overview', () => {
  it('equals the sums of the seeded tables, with a row per day that adds up to them', async () => {
    const range = lastMonth();
    const res = await overview('agent');
    expect(res.body.success).toBe(true);
    const o = res.body.value!;
    const team = await teamOf('agent');
    const ids = team.map((m) => m.id);
    const db = h.sandbox.db;
    const [start, end] = [new Date(range.startTime), new Date(range.endTime)];
    const bets = (
      await db.query<{
        member_id: number;
        bet_amount: string;
        valid_bet: string;
        win_loss: string | null;
        status: string;
        placed_at: Date;
      }>(
        `SELECT member_id, bet_amount::text, valid_bet::text, win_loss::text, status, placed_at FROM bets
          WHERE member_id = ANY($1::int[]) AND placed_at >= $2 AND placed_at < $3`,
        [ids, start, end],
      )
    ).rows;
    const deposits = (
      await db.query<{ amount: string; updated_at: Date }>(
        `SELECT amount::text, updated_at FROM deposits WHERE member_id = ANY($1::int[]) AND status = 'credited'
            AND updated_at >= $2 AND updated_at < $3`,
        [ids, start, end],
      )
    ).rows;
    const withdrawals = (
      await db.query<{ amount: string; paid_at: Date }>(
        `SELECT amount::text, paid_at FROM withdrawals WHERE member_id = ANY($1::int[]) AND status = 'paid'
            AND paid_at >= $2 AND paid_at < $3`,
        [ids, start, end],
      )
    ).rows;
    const members = (
      await db.query<{ is_agent: string; created_at: Date; direct: boolean }>(
        `SELECT is_agent, created_at, u.upline_id = $2 AS direct FROM members m JOIN member_uplines u ON u.member_id = m.id
          WHERE m.id = ANY($1::int[])`,
        [ids, await h.memberId('agent')],
      )
    ).rows;
    expect(bets.length).toBeGreaterThan(100);
    expect(deposits.length).toBeGreaterThan(0);
    expect(withdrawals.length).toBeGreaterThan(0);
    expect(o).toMatchObject({
      teamSize: team.length,
      directCount: members.filter((m) => m.direct).length,
      agents: members.filter((m) => ['1', '2', '41', '42'].includes(m.is_agent)).length,
      newMembers: members.filter((m) => m.created_at >= start && m.created_at < end).length,
      activeMembers: new Set(bets.map((b) => b.member_id)).size,
      betAmount: total(bets.map((b) => b.bet_amount)),
      validBet: total(bets.map((b) => b.valid_bet)),
      profitLoss: total(bets.filter((b) => b.status === 'settled').map((b) => b.win_loss)),
      depositAmount: total(deposits.map((d) => d.amount)),
      depositCount: deposits.length,
      withdrawalAmount: total(withdrawals.map((w) => w.amount)),
      withdrawalCount: withdrawals.length,
    });
    expect(o.teamSize).toBe(23);
    expect(o.directCount).toBe(4); // team1-3 and demo

    // One row per UTC day of the range (zeros on quiet days), adding up to the totals.
    expect(o.days.map((d) => d.date)).toEqual(
      Array.from({ length: 31 }, (_, i) => new Date(start.getTime() + i * DAY_MS).toISOString().slice(0, 10)),
    );
    for (const key of ['betAmount', 'validBet', 'profitLoss', 'depositAmount', 'withdrawalAmount'] as const) {
      expect(total(o.days.map((d) => d[key])), key).toBe(o[key]);
    }
    expect(o.days.reduce((n, d) => n + d.newMembers, 0)).toBe(o.newMembers);
    for (const d of o.days) {
      const day = bets.filter((b) => dayIn(b.placed_at, 'UTC') === d.date);
      expect(d.betAmount).toBe(total(day.map((b) => b.bet_amount)));
      expect(d.activeMembers).toBe(new Set(day.map((b) => b.member_id)).size);
    }
  });

  it('cuts the days in the time zone asked for: a bet at 23:30 UTC is the next day in Bangkok', async () => {
    const member = await h.memberId('team1a1');
    const at = new Date(Date.UTC(2026, 0, 10, 23, 30));
    await h.sandbox.db.query(
      `INSERT INTO bets (member_id, vassalage, game_type, bet_amount, valid_bet, win_loss, placed_at)
       VALUES ($1, 'PT', 'RNG', 1234.56, 1234.56, -1234.56, $2)`,
      [member, at],
    );
    const range = { startTime: '2026-01-09T17:00:00.000Z', endTime: '2026-01-12T17:00:00.000Z' };
    const team1 = (await teamOf('team1')).map((m) => m.id);
    const bets = (
      await h.sandbox.db.query<{ bet_amount: string; placed_at: Date }>(
        `SELECT bet_amount::text, placed_at FROM bets WHERE member_id = ANY($1::int[]) AND placed_at >= $2 AND placed_at < $3`,
        [team1, range.startTime, range.endTime],
      )
    ).rows;
    for (const timeZone of ['UTC', 'Asia/Bangkok', 'America/New_York']) {
      const o = (await overview('team1', { ...range, timeZone })).body.value!;
      const dates = [...new Set(bets.map((b) => dayIn(b.placed_at, timeZone)))];
      for (const d of o.days) {
        const expected = total(bets.filter((b) => dayIn(b.placed_at, timeZone) === d.date).map((b) => b.bet_amount));
        expect(d.betAmount, `${timeZone} ${d.date}`).toBe(expected);
      }
      expect(dates.every((date) => o.days.some((d) => d.date === date))).toBe(true);
      expect(total(o.days.map((d) => d.betAmount))).toBe(o.betAmount);
    }
    const utc = (await overview('team1', { ...range, timeZone: 'UTC' })).body.value!;
    const bangkok = (await overview('team1', { ...range, timeZone: 'Asia/Bangkok' })).body.value!;
    expect(utc.days.map((d) => d.date)).toEqual(['2026-01-09', '2026-01-10', '2026-01-11', '2026-01-12']);
    expect(bangkok.days.map((d) => d.date)).toEqual(['2026-01-10', '2026-01-11', '2026-01-12']);
    const utc10 = utc.days.find((d) => d.date === '2026-01-10')!;
    const bkk11 = bangkok.days.find((d) => d.date === '2026-01-11')!;
    const without = (date: string, zone: string) =>
      total(
        bets
          .filter((b) => b.placed_at.getTime() !== at.getTime() && dayIn(b.placed_at, zone) === date)
          .map((b) => b.bet_amount),
      );
    expect(toMinor(utc10.betAmount) - toMinor(without('2026-01-10', 'UTC'))).toBe(123456n);
    expect(toMinor(bkk11.betAmount) - toMinor(without('2026-01-11', 'Asia/Bangkok'))).toBe(123456n);
  });

  it('refuses a bad range or time zone with 400', async () => {
    const now = h.clock.now;
    expectBadRequest(
      await overview('agent', { startTime: new Date(now).toISOString(), endTime: new Date(now - 1).toISOString() }),
      /endTime/,
    );
    expectBadRequest(
      await overview('agent', {
        startTime: new Date(now - 31 * DAY_MS).toISOString(),
        endTime: new Date(now).toISOString(),
      }),
      /longer/,
    );
    expectBadRequest(
      await overview('agent', {
        startTime: new Date(now - (RECORD_HISTORY_DAYS + 5) * DAY_MS).toISOString(),
        endTime: new Date(now - (RECORD_HISTORY_DAYS + 2) * DAY_MS).toISOString(),
      }),
      /startTime/,
    );
    expectBadRequest(await overview('agent', { timeZone: 'Mars/Olympus' }), /timeZone/);
    expectBadRequest(await income('agent', { timeZone: 'Nowhere' }), /timeZone/);
    for (const relay of ['ODSFE2_getTeamBetOrders', 'ODSFE2_getTeamProfitLoss', 'ODSFE2_getTeamTransactions']) {
      expectBadRequest(
        await get('agent', relay, {
          category: 'LIVE',
          startTime: new Date(now).toISOString(),
          endTime: new Date(now - 1).toISOString(),
        }),
        /endTime/,
      );
    }
  });
});

describe('who may read what', () => {
  it('answers NOT_AGENT to a member on every report', async () => {
    for (const res of [
      await overview('demo'),
      await betOrders('demo', { category: 'LIVE' }),
      await profitLoss('demo'),
      await income('demo'),
      await transactions('demo'),
      await announcements('demo'),
    ]) {
      expect(res.body).toEqual({ success: false, message: 'Non-agents cannot log in', code: 'NOT_AGENT', value: null });
    }
  });

  it('answers DOWNLINE_NOT_FOUND for another agent’s downline exactly as for an unknown name', async () => {
    const answers = [];
    for (const account of ['team2a', 'TEAM2A1', 'agent', 'team1', 'nobody-here']) {
      for (const res of [
        await betOrders('team1', { category: 'LIVE', account }),
        await profitLoss('team1', { account }),
        await transactions('team1', { account }),
      ]) {
        answers.push(res.body);
      }
    }
    expect(new Set(answers.map((a) => JSON.stringify(a)))).toEqual(
      new Set([
        JSON.stringify({
          success: false,
          message: 'This account is not in your team',
          code: 'DOWNLINE_NOT_FOUND',
          value: null,
        }),
      ]),
    );
  });

  it('never returns anything of another agent’s team', async () => {
    const mine = new Set((await teamOf('team1')).map((m) => m.account));
    const bets = await allPages((pageNo) => betOrders('team1', { category: 'LIVE', pageNo, pageSize: 100 }));
    const pl = (await profitLoss('team1', { pageSize: 100 })).body.value!.list;
    const moves = await allPages((pageNo) => transactions('team1', { pageNo, pageSize: 100 }));
    expect(bets.length).toBeGreaterThan(0);
    expect(pl.length).toBeGreaterThan(0);
    expect(moves.length).toBeGreaterThan(0);
    for (const account of [...bets, ...pl, ...moves].map((r) => r.account)) expect(mine.has(account)).toBe(true);
    expect((await overview('team1')).body.value!.teamSize).toBe(mine.size);
  });
});

describe('team betting', () => {
  it('pages the team’s bets of a category with the bettor and their upline, totals over every page', async () => {
    const team = await teamOf('agent');
    const range = lastMonth();
    const { rows } = await h.sandbox.db.query<{
      order_no: string;
      bet_amount: string;
      valid_bet: string;
      account: string;
      upline: string;
      game_name: string | null;
    }>(
      `SELECT b.order_no, b.bet_amount::text, b.valid_bet::text, m.account, up.account AS upline, b.game_name
         FROM bets b JOIN members m ON m.id = b.member_id JOIN member_uplines u ON u.member_id = m.id
         JOIN members up ON up.id = u.upline_id
        WHERE b.member_id = ANY($1::int[]) AND b.game_type = 'LIVE' AND b.status IN ('settled', 'cancelled')
          AND b.placed_at >= $2 AND b.placed_at < $3`,
      [team.map((m) => m.id), range.startTime, range.endTime],
    );
    const first = (await betOrders('agent', { category: 'LIVE', pageSize: 7 })).body.value!;
    expect(first.totalCount).toBe(rows.length);
    expect(first.totalPages).toBe(Math.ceil(rows.length / 7));
    expect(first.totals.betAmount).toBe(total(rows.map((r) => r.bet_amount)));
    expect(first.totals.validBet).toBe(total(rows.map((r) => r.valid_bet)));
    const all = await allPages((pageNo) => betOrders('agent', { category: 'LIVE', pageNo, pageSize: 7 }));
    expect(all.map((b) => b.orderNo).sort()).toEqual(rows.map((r) => r.order_no).sort());
    const byOrder = new Map(rows.map((r) => [r.order_no, r]));
    for (const b of all) {
      expect(b.account).toBe(byOrder.get(b.orderNo)!.account);
      expect(b.upline).toBe(byOrder.get(b.orderNo)!.upline);
    }
    // The seeded team's bets read as the game page's: an order number of its form and a game's name.
    const seeded = all.filter((b) => b.account.startsWith('team'));
    expect(seeded.length).toBeGreaterThan(0);
    for (const b of seeded) expect(b.orderNo).toMatch(/^LIVE\d{6}\d{7}$/);
    expect(seeded.filter((b) => b.gameName !== b.vendorName).length).toBeGreaterThan(seeded.length / 2);

    const one = (await betOrders('agent', { category: 'LIVE', account: 'Team1A1', pageSize: 100 })).body.value!;
    expect(one.list.every((b) => b.account === 'team1a1' && b.upline === 'team1a')).toBe(true);
    expect(one.totalCount).toBe(rows.filter((r) => r.account === 'team1a1').length);
    const vendor = (await betOrders('agent', { category: 'LIVE', vendor: 'AG', pageSize: 100 })).body.value!;
    expect(vendor.list.every((b) => b.vassalage === 'AG')).toBe(true);
    expect(vendor.totalCount).toBeLessThan(first.totalCount);
  });
});

describe('profit and loss per member', () => {
  it('gives each active member’s figures from the tables, largest valid bet first, totals over every row', async () => {
    const team = await teamOf('team1');
    const range = lastMonth();
    const pl = (await profitLoss('team1', { pageSize: 100 })).body.value!;
    const { rows } = await h.sandbox.db.query<{
      account: string;
      bet: string;
      valid: string;
      pl: string;
      count: number;
    }>(
      `SELECT m.account, sum(b.bet_amount)::text AS bet, sum(b.valid_bet)::text AS valid, sum(b.win_loss)::text AS pl,
              count(*)::int AS count
         FROM bets b JOIN members m ON m.id = b.member_id
        WHERE b.member_id = ANY($1::int[]) AND b.status = 'settled' AND b.placed_at >= $2 AND b.placed_at < $3
        GROUP BY m.account`,
      [team.map((m) => m.id), range.startTime, range.endTime],
    );
    for (const r of rows) {
      const row = pl.list.find((p) => p.account === r.account)!;
      expect(row).toMatchObject({
        betAmount: toMoney(toMinor(r.bet)),
        validBet: toMoney(toMinor(r.valid)),
        profitLoss: toMoney(toMinor(r.pl)),
        count: r.count,
      });
    }
    const valid = pl.list.map((p) => toMinor(p.validBet));
    expect([...valid].sort((a, b) => (a < b ? 1 : a > b ? -1 : 0))).toEqual(valid);
    for (const key of [
      'betAmount',
      'validBet',
      'winAmount',
      'profitLoss',
      'deposits',
      'withdrawals',
      'bonuses',
      'rebates',
    ] as const) {
      expect(pl.totals[key], key).toBe(total(pl.list.map((p) => p[key])));
    }
    expect(pl.totals.count).toBe(pl.list.reduce((n, p) => n + p.count, 0));
    const paged = (await profitLoss('team1', { pageSize: 2, pageNo: 2 })).body.value!;
    expect(paged.list).toEqual(pl.list.slice(2, 4));
    expect(paged.totals).toEqual(pl.totals);
    const one = (await profitLoss('team1', { account: 'team1c' })).body.value!;
    expect(one.list.map((p) => p.account)).toEqual(pl.list.some((p) => p.account === 'team1c') ? ['team1c'] : []);
    expect(one.list[0]?.level).toBe(1);
  });
});

describe('team transactions and the seeded team ledger', () => {
  it('writes every seeded credited deposit and paid withdrawal as ledger rows in time order ending at the balance', async () => {
    const db = h.sandbox.db;
    const team = await teamOf('agent');
    for (const m of team.filter((t) => t.account !== 'demo')) {
      const rows = (
        await db.query<{ amount: string; balance_after: string; kind: string; reference: string }>(
          `SELECT amount::text, balance_after::text, kind, reference FROM ledger WHERE member_id = $1 AND wallet = $2
            ORDER BY created_at, id`,
          [m.id, MAIN_WALLET],
        )
      ).rows;
      let running = 0n;
      for (const r of rows) {
        running += toMinor(r.amount);
        expect(toMinor(r.balance_after), `${m.account} ${r.reference}`).toBe(running);
        expect(running >= 0n).toBe(true);
      }
      const balance = (
        await db.query<{ b: string }>(
          `SELECT balance::text AS b FROM wallets WHERE member_id = $1 AND vassalage = $2`,
          [m.id, MAIN_WALLET],
        )
      ).rows[0]!.b;
      expect(toMoney(running)).toBe(balance);
      const credited = (
        await db.query<{ id: number }>(`SELECT id FROM deposits WHERE member_id = $1 AND status = 'credited'`, [m.id])
      ).rows;
      const paid = (
        await db.query<{ id: number }>(`SELECT id FROM withdrawals WHERE member_id = $1 AND status = 'paid'`, [m.id])
      ).rows;
      const refs = new Set(rows.map((r) => r.reference));
      for (const d of credited) expect(refs.has(`D${String(d.id).padStart(8, '0')}`)).toBe(true);
      for (const w of paid) expect(refs.has(`W${String(w.id).padStart(8, '0')}`)).toBe(true);
      expect(rows.filter((r) => r.kind === 'deposit').length).toBe(credited.length);
    }
    const counts = (
      await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM ledger l JOIN members m ON m.id = l.member_id WHERE m.account LIKE 'team%' AND l.kind = 'deposit'`,
      )
    ).rows[0]!;
    expect(counts.n).toBeGreaterThan(10);
  });

  it('lists the team’s MAIN rows newest first with type and account filters and totals from the ledger', async () => {
    const team = await teamOf('agent');
    const range = lastMonth();
    const { rows } = await h.sandbox.db.query<{ id: string; amount: string; kind: string }>(
      `SELECT id::text, amount::text, kind FROM ledger WHERE member_id = ANY($1::int[]) AND wallet = $2
          AND created_at >= $3 AND created_at < $4`,
      [team.map((m) => m.id), MAIN_WALLET, range.startTime, range.endTime],
    );
    const all = await allPages((pageNo) => transactions('agent', { pageNo, pageSize: 100 }));
    expect(all.map((r) => r.id).sort()).toEqual(rows.map((r) => r.id).sort());
    const times = all.map((r) => Date.parse(r.time));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const first = (await transactions('agent')).body.value!;
    expect(first.totalIn).toBe(total(rows.filter((r) => !r.amount.startsWith('-')).map((r) => r.amount)));
    expect(first.totalOut).toBe(total(rows.filter((r) => r.amount.startsWith('-')).map((r) => r.amount)));
    const deposits = (await transactions('agent', { type: 'deposit', pageSize: 100 })).body.value!;
    expect(deposits.totalCount).toBe(rows.filter((r) => r.kind === 'deposit').length);
    expect(deposits.totalCount).toBeGreaterThan(0);
    expect(deposits.list.every((r) => r.type === 'deposit' && r.orderNo.startsWith('D'))).toBe(true);
    const one = (await transactions('agent', { account: 'team2b', pageSize: 100 })).body.value!;
    expect(one.list.every((r) => r.account === 'team2b' && r.upline === 'team2')).toBe(true);
  });
});

describe('income', () => {
  it('sums the caller’s salary (by its settlement’s kind), dividend, rebate and referral rows by day', async () => {
    const db = h.sandbox.db;
    const team1 = await h.memberId('team1');
    const agent = await h.memberId('agent');
    const contract = (
      await db.query<{ id: number }>(
        `SELECT id FROM agent_contracts WHERE downline_id = $1 AND kind = 'hourlySalary' LIMIT 1`,
        [team1],
      )
    ).rows[0]!.id;
    const settlement = (
      await db.query<{ id: number }>(
        `INSERT INTO contract_settlements (contract_id, kind, upline_id, downline_id, period_start, period_end, valid_bet,
                                           profit_loss, active_members, rate, status, amount, settled_at)
         VALUES ($1, 'hourlySalary', $2, $3, $4, $5, 1000, 0, 2, 0.6, 'paid', 6, $5) RETURNING id`,
        [contract, agent, team1, new Date(h.clock.now - 3 * 60 * 60_000), new Date(h.clock.now - 2 * 60 * 60_000)],
      )
    ).rows[0]!.id;
    const day = (n: number) => new Date(h.clock.now - n * DAY_MS);
    const team2 = await h.memberId('team2');
    await db.transaction(async (tx) => {
      const entry = { memberId: team1, wallet: MAIN_WALLET } as const;
      await postLedger(tx, { ...entry, amount: 600n, kind: 'salary', reference: `S${settlement}`, at: day(0.1) });
      await postLedger(tx, { ...entry, amount: 1250n, kind: 'salary', reference: 'S999999', at: day(2) });
      await postLedger(tx, { ...entry, amount: 10000n, kind: 'dividend', reference: 'S999998', at: day(2) });
      await postLedger(tx, { ...entry, amount: 333n, kind: 'rebate', reference: 'RB1', at: day(3) });
      await postLedger(tx, { ...entry, amount: 500n, kind: 'referral', reference: 'RF1', at: day(3) });
      await postLedger(tx, { ...entry, amount: -700n, kind: 'salary', reference: `S${settlement}`, at: day(3) });
      // Outside the range, and another member's: not counted.
      await postLedger(tx, { ...entry, amount: 999n, kind: 'rebate', reference: 'RB0', at: day(40) });
      await postLedger(tx, { ...entry, memberId: team2, amount: 999n, kind: 'rebate', reference: 'RB2', at: day(1) });
    });
    const res = (await income('team1', { timeZone: 'Asia/Bangkok' })).body.value!;
    const totals = Object.fromEntries(res.totals.map((t) => [t.type, [t.received, t.paid]]));
    // The same from the tables: each row's type is its settlement's kind (a salary without one is daily salary).
    const range = lastMonth();
    const { rows } = await db.query<{ amount: string; kind: string; settled: string | null; at: Date }>(
      `SELECT l.amount::text, l.kind, s.kind AS settled, l.created_at AS at FROM ledger l
         LEFT JOIN contract_settlements s ON 'S' || s.id = l.reference
        WHERE l.member_id = $1 AND l.wallet = 'MAIN' AND l.kind IN ('salary', 'dividend', 'rebate', 'referral')
          AND l.created_at >= $2 AND l.created_at < $3`,
      [team1, range.startTime, range.endTime],
    );
    const typeOf = (r: (typeof rows)[number]) => (r.kind === 'salary' ? (r.settled ?? 'dailySalary') : r.kind);
    const expected = Object.fromEntries(
      ['dailySalary', 'hourlySalary', 'realtimeSalary', 'dividend', 'rebate', 'referral'].map((type) => {
        const of = rows.filter((r) => typeOf(r) === type);
        return [
          type,
          [
            total(of.filter((r) => !r.amount.startsWith('-')).map((r) => r.amount)),
            total(of.filter((r) => r.amount.startsWith('-')).map((r) => r.amount)),
          ],
        ];
      }),
    );
    expect(totals).toEqual(expected);
    expect(totals.rebate).toEqual(['3.33', '0.00']);
    expect(totals.referral).toEqual(['5.00', '0.00']);
    expect(toMinor(totals.hourlySalary![1]!)).toBeLessThanOrEqual(-700n);
    expect(res.net).toBe(total(rows.map((r) => r.amount)));
    expect(res.days.map((d) => d.date)).toEqual(
      [...new Set(rows.map((r) => dayIn(r.at, 'Asia/Bangkok')))].sort().reverse(),
    );
    const third = res.days.find((d) => d.date === dayIn(day(3), 'Asia/Bangkok'))!;
    const order = third.amounts.map((a) => res.totals.findIndex((t) => t.type === a.type));
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    for (const type of ['dailySalary', 'hourlySalary', 'dividend', 'rebate', 'referral'] as const) {
      const days = res.days.flatMap((d) => d.amounts.filter((a) => a.type === type));
      expect(total(days.map((a) => a.received))).toBe(totals[type]![0]);
    }
  });
});

describe('announcements', () => {
  it('lists pinned first then newest, in Thai for a Thai caller, paged', async () => {
    const all = (await announcements('agent', { pageSize: 100 })).body.value!;
    expect(all.totalCount).toBe(8);
    const pinned = all.list.filter((a) => a.pinned);
    expect(pinned.length).toBe(2);
    expect(all.list.slice(0, 2).every((a) => a.pinned)).toBe(true);
    const rest = all.list.slice(2).map((a) => Date.parse(a.publishedAt));
    expect([...rest].sort((a, b) => b - a)).toEqual(rest);
    expect(all.list.some((a) => /<ul>/.test(a.content) && /<a href=/.test(a.content))).toBe(true);
    expect(Math.max(...all.list.map((a) => a.content.length))).toBeGreaterThan(1000);
    const thai = (await announcements('team1', { pageSize: 3, pageNo: 1 }, { 'accept-language': 'th-TH,th;q=0.9' }))
      .body.value!;
    expect(thai.list.map((a) => a.id)).toEqual(all.list.slice(0, 3).map((a) => a.id));
    expect(thai.list[0]!.title).toMatch(/[\u0E00-\u0E7F]/);
    expect(thai.totalPages).toBe(3);
  });
});
