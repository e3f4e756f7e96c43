// The contract settlements through the HTTP app: the seeded history, the development route the end-to-end test
// uses (an offer accepted today is paid yesterday's salary), the two sides of getContractSettlements (a member reads
// only their own; another agent's settlements never show), its range and paging, and the lazy run on the reads that
// show money.
import { describe, expect, it } from 'vitest';
import { AGENT_PAGE_SIZE } from '@wl/rules';
import { MAIN_WALLET } from '../../sandboxConstants.ts';
import { toMinor, toMoney } from '../../store/ledger.ts';
import type { Schemas } from '../../types.ts';
import { seededTeam, TEAM_PASSWORD } from '../../walletAgent/walletAgentSeed.ts';
import { teamPlay } from '../../walletAgent/team.ts';
import { expectBadRequest, harnessForFile } from '../../../test/harness.ts';
import { SCHEDULES, previousPeriod, DAY_MS } from './periods.ts';

type Page = Schemas['ContractSettlementPage'];
type Settlement = Schemas['ContractSettlement'];
type Kind = Schemas['ContractKind'];

const h = harnessForFile({ startTimeoutMs: 180_000 });
const tokens: Record<string, string> = {};
const PATH = '/wps/relay/MCS2_getContractSettlements';

async function token(account: string): Promise<string> {
  tokens[account] ??= await h.tokenFor(account, account === 'agent' ? 'Agent1234' : TEAM_PASSWORD);
  return tokens[account];
}

/** The last 30 days up to the harness's clock (the records' longest range). */
function range(days = 30) {
  return {
    startTime: new Date(h.clock.now - days * DAY_MS + 1).toISOString(),
    endTime: new Date(h.clock.now + 1).toISOString(),
  };
}

async function page(account: string, query: Record<string, string | number>) {
  const params = new URLSearchParams(Object.entries({ ...range(), ...query }).map(([k, v]) => [k, String(v)]));
  return h.call<Page>('GET', `${PATH}?${params}`, { token: await token(account) });
}

/** Every settlement of the account's side and kind in the range, through the pages. */
async function all(account: string, kind: Kind, side: 'received' | 'paid'): Promise<Settlement[]> {
  const list: Settlement[] = [];
  for (let pageNo = 1; ; pageNo++) {
    const res = await page(account, { kind, side, pageNo, pageSize: 100 });
    expect(res.status).toBe(200);
    list.push(...res.body.value!.list);
    if (pageNo >= res.body.value!.totalPages) return list;
  }
}

async function mainOf(account: string): Promise<bigint> {
  const res = await h.call<Schemas['Balance']>('GET', '/wps/v2/wallets/balance', { token: await token(account) });
  return toMinor(res.body.value!.wallets.find((w) => w.accountTypeId === MAIN_WALLET)!.availBalance);
}

const CONTRACT_CALL = '/wps/relay/MCS2_processDailySalContract';
async function dailyContract(account: string, request: Record<string, string | number | boolean>) {
  const query = new URLSearchParams(Object.entries(request).map(([k, v]) => [k, String(v)]));
  return h.call<{ contract: Schemas['AgentContract'] }>('GET', `${CONTRACT_CALL}?${query}`, {
    token: await token(account),
  });
}

describe('the seeded history', () => {
  it('has paid, notQualified and unpaid settlements, each paid one with its two ledger rows', async () => {
    const { rows } = await h.sandbox.db.query<{ id: number; status: string; amount: string; kind: string }>(
      'SELECT id, status, amount::text, kind FROM contract_settlements ORDER BY id',
    );
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set(['paid', 'notQualified', 'unpaid']));
    const { rows: ledger } = await h.sandbox.db.query<{ reference: string; n: number; sum: string; kinds: string[] }>(
      `SELECT reference, count(*)::int AS n, sum(amount)::text AS sum, array_agg(DISTINCT kind) AS kinds
         FROM ledger WHERE reference ~ '^S[0-9]+$' GROUP BY reference`,
    );
    const byReference = new Map(ledger.map((r) => [r.reference, r]));
    for (const s of rows) {
      const moved = byReference.get(`S${s.id}`);
      if (s.status === 'paid' && toMinor(s.amount) > 0n) {
        expect(moved).toMatchObject({ n: 2, sum: '0.00', kinds: [s.kind === 'dividend' ? 'dividend' : 'salary'] });
      } else {
        expect(moved, `S${s.id} ${s.status}`).toBeUndefined();
      }
    }
  });

  it("pays what the team earned: rate% of the downline team's valid bet, computed here", async () => {
    const { rows } = await h.sandbox.db.query<{
      rate: number;
      status: string;
      amount: string;
      valid_bet: string;
      recount: string;
    }>(
      `SELECT s.rate::float8 AS rate, s.status, s.amount::text, s.valid_bet::text,
              (WITH RECURSIVE team AS (
                 SELECT member_id FROM member_uplines WHERE upline_id = s.downline_id
                 UNION ALL SELECT u.member_id FROM member_uplines u JOIN team t ON u.upline_id = t.member_id)
               SELECT coalesce(sum(b.valid_bet), 0) FROM bets b JOIN team USING (member_id)
                WHERE b.placed_at >= s.period_start AND b.placed_at < s.period_end)::numeric(18, 2)::text AS recount
         FROM contract_settlements s WHERE s.kind <> 'dividend'`,
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.valid_bet).toBe(row.recount);
      const expected = (toMinor(row.recount) * BigInt(Math.round(row.rate * 100)) + 5000n) / 10000n;
      expect(row.amount).toBe(row.status === 'notQualified' ? '0.00' : toMoney(expected));
    }
  });

  it("keeps every ledger in time order and leaves the demo member's alone", async () => {
    const { rows } = await h.sandbox.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM (
         SELECT balance_after, sum(amount) OVER (PARTITION BY member_id, wallet ORDER BY created_at, id) AS running
           FROM ledger WHERE member_id IN (SELECT upline_id FROM contract_settlements
                                           UNION SELECT downline_id FROM contract_settlements)) x
        WHERE running <> balance_after`,
    );
    expect(rows[0]!.n).toBe(0);
    const demo = await h.memberId('demo');
    const { rows: demoRows } = await h.sandbox.db.query(
      `SELECT 1 FROM ledger WHERE member_id = $1 AND (kind IN ('salary', 'dividend') OR reference ~ '^S[0-9]+$')`,
      [demo],
    );
    expect(demoRows).toEqual([]);
  });

  it("records each schedule's run up to the seed, and gives every sub-agent's team bets yesterday", async () => {
    const { rows } = await h.sandbox.db.query<{ kind: string; cadence: string; period_start: Date }>(
      'SELECT kind, cadence, period_start FROM settlement_runs',
    );
    for (const schedule of SCHEDULES) {
      const last = previousPeriod(schedule.cadence, h.clock.now).start;
      expect(
        rows.some((r) => r.kind === schedule.kind && r.cadence === schedule.cadence && +r.period_start === last),
      ).toBe(true);
    }
    const yesterday = previousPeriod('daily', h.clock.now);
    for (const agent of seededTeam().filter((m) => m.isAgent === '1')) {
      const play = await teamPlay(
        h.sandbox.db,
        await h.memberId(agent.account),
        new Date(yesterday.start),
        new Date(yesterday.end),
      );
      expect(play.validBet, agent.account).toBeGreaterThan(0n);
    }
    // Enough for the seeded daily offers too: team3's waiting one (12,000 from 4 members) would pay.
    const team3 = await h.memberId('team3');
    const { rows: offers } = await h.sandbox.db.query<{ bet_amount: string; active_members: number }>(
      `SELECT bet_amount::text, active_members FROM agent_contracts
        WHERE downline_id = $1 AND kind = 'dailySalary' AND status = 'pending'`,
      [team3],
    );
    const play = await teamPlay(h.sandbox.db, team3, new Date(yesterday.start), new Date(yesterday.end));
    expect(play.validBet).toBeGreaterThanOrEqual(toMinor(offers[0]!.bet_amount));
    expect(play.activeMembers).toBeGreaterThanOrEqual(offers[0]!.active_members);
  });
});

describe('POST /sandbox/agent/settle', () => {
  it('pays a daily salary accepted today for yesterday; both see it; a second call pays nothing', async () => {
    // team3 turns down the seeded offer, the agent offers another, team3 accepts it.
    const seeded = await h.call<Schemas['Consolidated']>('GET', '/wps/member/info/funds/consolidated', {
      token: await token('team3'),
    });
    const waiting = seeded.body.value!.dailysalreqtype[0]!;
    expect((await dailyContract('team3', { action: 'reject', requestId: waiting.id })).body.success).toBe(true);
    const offered = await dailyContract('agent', {
      action: 'offer',
      downline: 'team3',
      rate: 1.5,
      betAmount: '100',
      activeMembers: 1,
    });
    expect(offered.body.success).toBe(true);
    const id = offered.body.value!.contract.id;
    expect((await dailyContract('team3', { action: 'accept', requestId: id })).body.success).toBe(true);
    const agentBefore = await mainOf('agent');
    const team3Before = await mainOf('team3');

    const res = await h.call<{ settled: Settlement[] }>('POST', '/sandbox/agent/settle', {
      json: { kind: 'dailySalary' },
    });
    expect(res.status).toBe(200);
    const yesterday = previousPeriod('daily', h.clock.now);
    const play = await teamPlay(
      h.sandbox.db,
      await h.memberId('team3'),
      new Date(yesterday.start),
      new Date(yesterday.end),
    );
    const amount = (play.validBet * 150n + 5000n) / 10000n;
    expect(amount).toBeGreaterThan(0n);
    expect(res.body.value!.settled).toEqual([
      expect.objectContaining({
        contractId: id,
        kind: 'dailySalary',
        upline: 'agent',
        downline: 'team3',
        periodStart: new Date(yesterday.start).toISOString(),
        periodEnd: new Date(yesterday.end).toISOString(),
        validBet: toMoney(play.validBet),
        status: 'paid',
        amount: toMoney(amount),
      }),
    ]);
    const settlement = res.body.value!.settled[0]!;
    expect(await mainOf('agent')).toBe(agentBefore - amount);
    expect(await mainOf('team3')).toBe(team3Before + amount);
    expect((await all('agent', 'dailySalary', 'paid')).find((s) => s.id === settlement.id)).toEqual(settlement);
    expect((await all('team3', 'dailySalary', 'received')).find((s) => s.id === settlement.id)).toEqual(settlement);

    const again = await h.call<{ settled: Settlement[] }>('POST', '/sandbox/agent/settle', { json: {} });
    expect(again.body.value).toEqual({ settled: [] });
    expect(await mainOf('agent')).toBe(agentBefore - amount);
    expect(await mainOf('team3')).toBe(team3Before + amount);
  });

  it('takes no body, refuses an unknown kind and a body that is not JSON', async () => {
    expect((await h.call('POST', '/sandbox/agent/settle')).body).toEqual({
      success: true,
      message: null,
      code: null,
      value: { settled: [] },
    });
    expectBadRequest(await h.call('POST', '/sandbox/agent/settle', { json: { kind: 'weekly' } }), /^kind:/);
    expectBadRequest(await h.call('POST', '/sandbox/agent/settle', { raw: '{' }), /JSON/);
  });
});

describe('getContractSettlements', () => {
  it("shows a member only their own side: received under their contract, paid under their downlines'", async () => {
    const received = await all('team1', 'dailySalary', 'received');
    const paid = await all('team1', 'dailySalary', 'paid');
    expect(received.length).toBeGreaterThan(0);
    expect(paid.length).toBeGreaterThan(0);
    expect(received.every((s) => s.downline === 'team1' && s.upline === 'agent')).toBe(true);
    expect(paid.every((s) => s.upline === 'team1' && ['team1a', 'team1b'].includes(s.downline))).toBe(true);
    // A member without contracts of their own below them pays nothing; one without a contract receives nothing.
    expect(await all('team1a1', 'dailySalary', 'paid')).toEqual([]);
    expect(await all('team1a1', 'dailySalary', 'received')).toEqual([]);
  });

  it("never lists another agent's settlements, not even a downline agent's with their own team", async () => {
    const team1Pays = (await all('team1', 'dailySalary', 'paid')).map((s) => s.id);
    for (const [account, side] of [
      ['agent', 'paid'],
      ['agent', 'received'],
      ['team2', 'paid'],
      ['team2', 'received'],
      ['team3', 'received'],
    ] as const) {
      const ids = (await all(account, 'dailySalary', side)).map((s) => s.id);
      expect(
        ids.filter((i) => team1Pays.includes(i)),
        `${account} ${side}`,
      ).toEqual([]);
    }
    const agentPays = await all('agent', 'dailySalary', 'paid');
    expect(agentPays.every((s) => s.upline === 'agent')).toBe(true);
  });

  it('pages newest first and totals the paid ones of the whole range', async () => {
    const { rows } = await h.sandbox.db.query<{ n: number; paid: string }>(
      `SELECT count(*)::int AS n, coalesce(sum(amount) FILTER (WHERE status = 'paid'), 0)::text AS paid
         FROM contract_settlements WHERE upline_id = $1 AND kind = 'dailySalary' AND settled_at >= $2 AND settled_at < $3`,
      [await h.memberId('agent'), new Date(range().startTime), new Date(range().endTime)],
    );
    const first = await page('agent', { kind: 'dailySalary', side: 'paid' });
    expect(first.body.value).toMatchObject({
      pageNo: 1,
      pageSize: AGENT_PAGE_SIZE,
      totalCount: rows[0]!.n,
      totalPages: Math.ceil(rows[0]!.n / AGENT_PAGE_SIZE),
      totalPaid: toMoney(toMinor(rows[0]!.paid)),
    });
    expect(rows[0]!.n).toBeGreaterThan(AGENT_PAGE_SIZE);
    const second = await page('agent', { kind: 'dailySalary', side: 'paid', pageNo: 2 });
    const listed = [...first.body.value!.list, ...second.body.value!.list];
    expect(new Set(listed.map((s) => s.id)).size).toBe(listed.length);
    const times = listed.map((s) => Date.parse(s.settledAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    // A range with nothing in it.
    const empty = await page('agent', {
      kind: 'dailySalary',
      side: 'paid',
      startTime: new Date(h.clock.now - 40 * DAY_MS).toISOString(),
      endTime: new Date(h.clock.now - 35 * DAY_MS).toISOString(),
    });
    expect(empty.body.value).toEqual({
      list: [],
      pageNo: 1,
      pageSize: 10,
      totalPages: 0,
      totalCount: 0,
      totalPaid: '0.00',
    });
  });

  it('refuses the ranges the records refuse (400) and answers 401 without a session', async () => {
    const now = h.clock.now;
    for (const [startTime, endTime, message] of [
      [now, now - 1, /^endTime: must be after/],
      [now - 31 * DAY_MS, now, /^endTime: the range is longer/],
      [now - 100 * DAY_MS, now - 95 * DAY_MS, /^startTime: records are kept/],
    ] as const) {
      const res = await page('team1', {
        kind: 'dailySalary',
        startTime: new Date(startTime).toISOString(),
        endTime: new Date(endTime).toISOString(),
      });
      expectBadRequest(res, message);
    }
    const params = new URLSearchParams({ kind: 'dividend', ...range() });
    expect((await h.call('GET', `${PATH}?${params}`)).status).toBe(401);
  });

  it('settles what the clock has made due on the reads that show money (the next day)', async () => {
    const saved = h.clock.now;
    const today = previousPeriod('daily', saved + DAY_MS);
    try {
      h.clock.now = today.end + 60_000;
      const before = await h.sandbox.db.query('SELECT 1 FROM contract_settlements WHERE period_start = $1', [
        new Date(today.start),
      ]);
      expect(before.rows).toEqual([]);
      // The balance read runs them (the cashier's settleDue).
      await mainOf('team2');
      const { rows } = await h.sandbox.db.query<{ kind: string; contract_id: number }>(
        `SELECT kind, contract_id FROM contract_settlements WHERE period_start = $1 AND kind = 'dailySalary'`,
        [new Date(today.start)],
      );
      expect(rows.length).toBeGreaterThan(0);
      // Consolidated shows the day's settlement as it was settled.
      const team1 = await h.call<Schemas['Consolidated']>('GET', '/wps/member/info/funds/consolidated', {
        token: await token('team1'),
      });
      const [settled] = (await all('team1', 'dailySalary', 'received')).filter(
        (s) => s.periodStart === new Date(today.start).toISOString(),
      );
      expect(team1.body.value!.contractmrdailysalinfotype).toEqual({
        date: new Date(today.start).toISOString().slice(0, 10),
        validBet: settled!.validBet,
        activeMembers: settled!.activeMembers,
        rate: settled!.rate,
        qualified: settled!.status !== 'notQualified',
        amount: settled!.amount,
      });
    } finally {
      h.clock.now = saved;
    }
  });
});
