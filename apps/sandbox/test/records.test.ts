// The member centre's records (openapi/src/records.yaml) and where the bets come from: the game page's bet endpoint
// (one transaction with the ledger, every category, idempotent, refused without funds, two at once on a balance for
// one), sports slips settled by the clock and the dev route, the demo member's seeded 90 days (its MAIN ledger in
// time order), paging, filters, totals equal to the rows, range refusals, and one member never seeing another's.
import { RECORD_HISTORY_DAYS, RECORD_RANGE_MAX_DAYS } from '@wl/rules';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertMember } from '../src/accounts/accountRecords.ts';
import { GAME_CATEGORIES, type GameCategory } from '../src/games/gamesConstants.ts';
import { createLaunch } from '../src/games/gamesStore.ts';
import { hashPassword } from '../src/passwordHash.ts';
import { SLIP_SETTLES_AFTER_MS } from '../src/records/recordsConstants.ts';
import { toMinor, toMoney } from '../src/store/ledger.ts';
import type { Schemas } from '../src/types.ts';
import { expectBadRequest, harnessForFile, type Reply } from './harness.ts';

const START_TIMEOUT_MS = 180_000;
const DAY_MS = 24 * 60 * 60_000;
const h = harnessForFile({ startTimeoutMs: START_TIMEOUT_MS });
const tokens: Record<string, string> = {};

let keys = 0;
const newKey = () => `records-test-key-${String(++keys).padStart(6, '0')}`;

/** The last 30 days up to a minute from now (the widest range one call may ask for). */
const lastMonth = () => ({
  startTime: new Date(h.clock.now - RECORD_RANGE_MAX_DAYS * DAY_MS + 60_000).toISOString(),
  endTime: new Date(h.clock.now + 60_000).toISOString(),
});

function get<T>(token: string, relay: string, query: Record<string, string | number | boolean>): Promise<Reply<T>> {
  const search = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  return h.call<T>('GET', `/wps/relay/${relay}?${search}`, { token });
}
const betOrders = (token: string, query: Record<string, string | number | boolean>) =>
  get<Schemas['BetOrderPage']>(token, 'ODSFE2_getBetOrders', { ...lastMonth(), ...query });
const accountRecords = (token: string, query: Record<string, string | number | boolean> = {}) =>
  get<Schemas['AccountRecordPage']>(token, 'ODSFE2_getAccountRecords', { ...lastMonth(), ...query });

/** Every page of a list (100 a page). */
async function allPages<T>(fetch: (pageNo: number) => Promise<Reply<{ list: T[]; totalPages: number }>>) {
  const rows: T[] = [];
  for (let pageNo = 1; ; pageNo++) {
    const page = (await fetch(pageNo)).body.value!;
    rows.push(...page.list);
    if (pageNo >= page.totalPages) return rows;
  }
}

const sumOf = (amounts: (string | null)[]) => toMoney(amounts.reduce((n, a) => n + (a ? toMinor(a) : 0n), 0n));

/** A game of the category (the shown one: the esports list's sports vendors are ESPORTS). */
async function gameOf(category: GameCategory): Promise<number> {
  const { rows } = await h.sandbox.db.query<{ node_id: number }>(
    `SELECT node_id FROM games WHERE is_game = 'GAME' AND game_type = $1
       AND (vassalage = ANY(SELECT jsonb_array_elements_text(value) FROM game_settings WHERE key = 'esports_vassalages'))
           = $2
     ORDER BY node_id LIMIT 1`,
    [category === 'ESPORTS' ? 'SPORTS' : category, category === 'ESPORTS'],
  );
  return rows[0]!.node_id;
}

async function launch(account: string, category: GameCategory): Promise<string> {
  const memberId = await h.memberId(account);
  const nodeId = await gameOf(category);
  return createLaunch(
    h.sandbox.db,
    { memberId, nodeId, platform: 'html5-desktop', language: 'en', recordRecent: true },
    h.clock.now,
  );
}

interface Receipt {
  orderNo: string;
  status: 'settled' | 'unsettled';
  result: 'win' | 'lose' | 'draw' | null;
  betAmount: string;
  winAmount: string | null;
  outcome: string;
  balance: string;
}

const bet = (ticket: string, body: Record<string, unknown>) =>
  h.call<Receipt>('POST', '/sandbox/launch/bet', { json: { ticket, idempotencyKey: newKey(), ...body } });

const CHOICES: Record<GameCategory, Record<string, string>> = {
  RNG: {},
  FISH: {},
  LIVE: { side: 'Banker' },
  PVP: { side: 'Player' },
  COCKFIGHT: { side: 'Meron' },
  LOTT: { playType: '2 Top', numbers: '07' },
  ELOTT: { playType: '3 Top', numbers: '123' },
  SPORTS: { event: 'Arsenal vs Chelsea', pick: 'home' },
  ESPORTS: { event: 'T1 vs Gen.G (LoL)', pick: 'away' },
};

async function newMember(account: string, balance: string): Promise<string> {
  await insertMember(
    h.sandbox.db,
    { account, nickname: account, passwordHash: await hashPassword('Records1234'), isAgent: '0', balance },
    h.clock.now,
  );
  return h.tokenFor(account, 'Records1234');
}

beforeAll(async () => {
  Object.assign(tokens, await h.demoTokens());
  tokens.other = await newMember('recordsother', '500.00');
});

describe('the demo member seed', () => {
  it('holds 90 days of bets in every category, each with its ledger rows in time order', async () => {
    const demo = await h.memberId('demo');
    const { rows } = await h.sandbox.db.query<{ game_type: string; n: number; oldest: Date }>(
      'SELECT game_type, count(*)::int AS n, min(placed_at) AS oldest FROM bets WHERE member_id = $1 GROUP BY 1',
      [demo],
    );
    expect(rows.map((r) => r.game_type).sort()).toEqual([...GAME_CATEGORIES].sort());
    expect(rows.reduce((n, r) => n + r.n, 0)).toBeGreaterThan(2000);
    const oldest = Math.min(...rows.map((r) => r.oldest.getTime()));
    expect(h.clock.now - oldest).toBeGreaterThan((RECORD_HISTORY_DAYS - 1) * DAY_MS);

    // In time order each balance is the one before plus the movement; never below zero; the wallet is the sum.
    const chain = await h.sandbox.db.query<{ broken: number; negative: number; total: string; wallet: string }>(
      `SELECT count(*) FILTER (WHERE prev IS NOT NULL AND prev + amount <> balance_after)::int AS broken,
              count(*) FILTER (WHERE balance_after < 0)::int AS negative, sum(amount)::text AS total,
              (SELECT balance::text FROM wallets WHERE member_id = $1 AND vassalage = 'MAIN') AS wallet
         FROM (SELECT amount, balance_after, lag(balance_after) OVER (ORDER BY created_at, id) AS prev
                 FROM ledger WHERE member_id = $1 AND wallet = 'MAIN') l`,
      [demo],
    );
    expect(chain.rows[0]).toMatchObject({ broken: 0, negative: 0 });
    expect(chain.rows[0]!.total).toBe(chain.rows[0]!.wallet);
    // Every settled bet's money is in the ledger: its stake out, its payout in.
    const money = await h.sandbox.db.query<{ missing: number }>(
      `SELECT count(*)::int AS missing FROM bets b
        WHERE b.member_id = $1 AND (
          NOT EXISTS (SELECT 1 FROM ledger l WHERE l.reference = b.order_no AND l.kind = 'bet' AND l.amount = -b.bet_amount)
          OR (b.status = 'settled' AND b.win_amount > 0 AND NOT EXISTS (
                SELECT 1 FROM ledger l WHERE l.reference = b.order_no AND l.kind = 'win' AND l.amount = b.win_amount)))`,
      [demo],
    );
    expect(money.rows[0]!.missing).toBe(0);
  });
});

describe('GET /wps/relay/ODSFE2_getBetOrders', () => {
  it('pages newest first with totals over the whole filtered range', async () => {
    const first = (await betOrders(tokens.demo!, { category: 'RNG', pageSize: 10 })).body.value!;
    expect(first.list).toHaveLength(10);
    expect(first.totalPages).toBe(Math.ceil(first.totalCount / 10));
    const second = (await betOrders(tokens.demo!, { category: 'RNG', pageSize: 10, pageNo: 2 })).body.value!;
    expect(second.list[0]!.betTime <= first.list.at(-1)!.betTime).toBe(true);
    const rows = await allPages((pageNo) => betOrders(tokens.demo!, { category: 'RNG', pageSize: 100, pageNo }));
    expect(rows).toHaveLength(first.totalCount);
    expect(new Set(rows.map((r) => r.orderNo)).size).toBe(rows.length);
    expect(rows.map((r) => r.betTime)).toEqual([...rows.map((r) => r.betTime)].sort().reverse());
    expect(first.totals).toEqual({
      count: rows.length,
      betAmount: sumOf(rows.map((r) => r.betAmount)),
      validBet: sumOf(rows.map((r) => r.validBet)),
      winAmount: sumOf(rows.map((r) => r.winAmount)),
      profitLoss: sumOf(rows.map((r) => r.profitLoss)),
    });
    for (const r of rows) {
      expect(r.category).toBe('RNG');
      if (r.status === 'settled') expect(toMinor(r.profitLoss!)).toBe(toMinor(r.winAmount!) - toMinor(r.betAmount));
      else expect(r).toMatchObject({ status: 'cancelled', validBet: '0.00', winAmount: null, result: null });
    }
  });

  it("filters by vendor and order number, and lists the category's vendors whatever the filter", async () => {
    const all = (await betOrders(tokens.demo!, { category: 'LIVE', pageSize: 100 })).body.value!;
    const vendor = all.list[0]!.vassalage;
    const one = (await betOrders(tokens.demo!, { category: 'LIVE', vendor, pageSize: 100 })).body.value!;
    expect(one.list.length).toBeGreaterThan(0);
    expect(one.list.every((r) => r.vassalage === vendor)).toBe(true);
    expect(one.totalCount).toBeLessThan(all.totalCount);
    expect(one.vendors).toEqual(all.vendors);
    expect(all.vendors.map((v) => v.vassalage)).toContain(vendor);
    const orderNo = all.list[3]!.orderNo;
    const found = (await betOrders(tokens.demo!, { category: 'LIVE', orderNo: orderNo.toLowerCase() })).body.value!;
    expect(found.list.map((r) => r.orderNo)).toEqual([orderNo]);
    const sports = (await betOrders(tokens.demo!, { category: 'SPORTS' })).body.value!;
    const esports = (await betOrders(tokens.demo!, { category: 'ESPORTS' })).body.value!;
    expect(sports.vendors.map((v) => v.vassalage)).not.toContain('SBT');
    expect(esports.vendors.map((v) => v.vassalage)).toContain('SBT');
  });

  it('lists the open sports slips with settled=false: no payout yet, counted in bet and valid bet only', async () => {
    const open = (await betOrders(tokens.demo!, { category: 'SPORTS', settled: false })).body.value!;
    expect(open.list.length).toBeGreaterThan(0);
    for (const r of open.list) {
      expect(r).toMatchObject({ status: 'unsettled', result: null, winAmount: null, profitLoss: null });
      expect(r.selection).toMatch(/ vs /);
      expect(r.odds).toMatch(/^\d+\.\d\d$/);
    }
    expect(open.totals).toMatchObject({ winAmount: '0.00', profitLoss: '0.00', count: open.list.length });
  });

  it('refuses a range that is too long, reversed, missing or too old with 400, reading nothing', async () => {
    const now = h.clock.now;
    const iso = (ms: number) => new Date(ms).toISOString();
    const cases: [Record<string, string>, RegExp][] = [
      [{ startTime: iso(now - (RECORD_RANGE_MAX_DAYS + 1) * DAY_MS), endTime: iso(now) }, /longer/],
      [{ startTime: iso(now), endTime: iso(now - DAY_MS) }, /after startTime/],
      [{ startTime: iso(now - (RECORD_HISTORY_DAYS + 5) * DAY_MS), endTime: iso(now - 80 * DAY_MS) }, /kept/],
    ];
    for (const [range, message] of cases) {
      expectBadRequest(await get(tokens.demo!, 'ODSFE2_getBetOrders', { category: 'RNG', ...range }), message);
      expectBadRequest(await get(tokens.demo!, 'ODSFE2_getAccountRecords', range), message);
      expectBadRequest(await get(tokens.demo!, 'ODSFE2_getPersonalProfit', range), message);
      expectBadRequest(await get(tokens.demo!, 'MCSFE_getBonusDetails', range), message);
    }
    expect((await get(tokens.demo!, 'ODSFE2_getBetOrders', { category: 'RNG' })).status).toBe(400);
    expect((await get('', 'ODSFE2_getAccountRecords', lastMonth())).status).toBe(401);
  });
});

describe('GET /wps/relay/ODSFE2_getAccountRecords', () => {
  it('reads the MAIN ledger newest first, each balance after the one before, totals equal to the rows', async () => {
    const rows = await allPages((pageNo) => accountRecords(tokens.demo!, { pageSize: 100, pageNo }));
    expect(rows.length).toBeGreaterThan(1000);
    for (let i = 1; i < rows.length; i++) {
      const [newer, older] = [rows[i - 1]!, rows[i]!];
      expect(toMinor(newer.balanceAfter)).toBe(toMinor(older.balanceAfter) + toMinor(newer.amount));
    }
    const page = (await accountRecords(tokens.demo!)).body.value!;
    expect(page.totalIn).toBe(sumOf(rows.map((r) => r.amount).filter((a) => !a.startsWith('-'))));
    expect(page.totalOut).toBe(sumOf(rows.map((r) => r.amount).filter((a) => a.startsWith('-'))));
    const bets = rows.filter((r) => r.type === 'bet');
    expect(bets[0]!.remark).toMatch(/^Bet · /);
    const typed = await allPages((pageNo) => accountRecords(tokens.demo!, { type: 'rebates', pageSize: 100, pageNo }));
    expect(typed.length).toBeGreaterThan(20);
    expect(typed.every((r) => r.type === 'rebates' && r.remark === 'Rebate')).toBe(true);
  });
});

describe('GET /wps/relay/ODSFE2_getPersonalProfit and MCSFE_getBonusDetails', () => {
  it('sums the settled bets per category and the money of the range', async () => {
    const value = (await get<Schemas['PersonalProfit']>(tokens.demo!, 'ODSFE2_getPersonalProfit', lastMonth())).body
      .value!;
    expect(value.categories.map((c) => c.category)).toEqual(
      GAME_CATEGORIES.filter((c) => value.categories.some((v) => v.category === c)),
    );
    expect(value.total.profitLoss).toBe(sumOf(value.categories.map((c) => c.profitLoss)));
    expect(value.total.count).toBe(value.categories.reduce((n, c) => n + c.count, 0));
    const rebates = await allPages((pageNo) =>
      accountRecords(tokens.demo!, { type: 'rebates', pageSize: 100, pageNo }),
    );
    expect(value.rebates).toBe(sumOf(rebates.map((r) => r.amount)));
  });

  it('lists the bonuses newest first with their total', async () => {
    const page = (await get<Schemas['BonusDetailPage']>(tokens.demo!, 'MCSFE_getBonusDetails', lastMonth())).body
      .value!;
    expect(page.totalCount).toBeGreaterThan(20);
    const rows = await allPages((pageNo) =>
      get<Schemas['BonusDetailPage']>(tokens.demo!, 'MCSFE_getBonusDetails', { ...lastMonth(), pageSize: 100, pageNo }),
    );
    expect(page.totalAmount).toBe(sumOf(rows.map((r) => r.amount)));
    expect(rows.some((r) => r.source === 'rebate')).toBe(true);
  });
});

describe('the game page and its bet endpoint', () => {
  it('shows the amount, the chips and the category choices, and may call only its own origin', async () => {
    const ticket = await launch('demo', 'LOTT');
    const res = await h.sandbox.app.request(`/sandbox/launch/game?ticket=${ticket}`);
    const html = await res.text();
    expect(res.headers.get('content-security-policy')).toContain("connect-src 'self'");
    for (const part of ['id="amount"', 'data-chip="100"', 'id="playType"', 'id="numbers"', '>Buy ticket<']) {
      expect(html).toContain(part);
    }
  });

  it.each(GAME_CATEGORIES)('takes a %s bet: stake out, payout in, the row in both records', async (category) => {
    const ticket = await launch('demo', category);
    // The game's smallest bet (live tables take 100 and more).
    const stake = (
      await h.sandbox.db.query<{ min: string }>(
        'SELECT g.min_bet::text AS min FROM game_launches l JOIN games g ON g.node_id = l.node_id WHERE l.ticket = $1',
        [ticket],
      )
    ).rows[0]!.min;
    const slip = category === 'SPORTS' || category === 'ESPORTS';
    const before = (await betOrders(tokens.demo!, { category, settled: !slip })).body.value!.totals.count;
    const res = await bet(ticket, { amount: stake, ...CHOICES[category] });
    expect(res.body).toMatchObject({ success: true, message: null });
    const receipt = res.body.value!;
    expect(receipt.betAmount).toBe(stake);
    expect(receipt.status).toBe(slip ? 'unsettled' : 'settled');

    const listed = (await betOrders(tokens.demo!, { category, settled: !slip })).body.value!;
    expect(listed.list[0]).toMatchObject({ orderNo: receipt.orderNo, betAmount: stake, winAmount: receipt.winAmount });
    expect(listed.totals.count).toBe(before + 1);
    const records = (await accountRecords(tokens.demo!, { pageSize: 2 })).body.value!.list;
    const mine = records.filter((r) => r.orderNo === receipt.orderNo);
    expect(mine.map((r) => r.type)).toEqual(toMinor(receipt.winAmount ?? '0') > 0n ? ['win', 'bet'] : ['bet']);
    expect(mine[0]!.balanceAfter).toBe(receipt.balance);
    expect(mine.at(-1)!.amount).toBe(`-${stake}`);
  });

  it('answers the same bet again for the same key, moving nothing more', async () => {
    const ticket = await launch('demo', 'RNG');
    const json = { ticket, idempotencyKey: newKey(), amount: '20' };
    const first = await h.call<Receipt>('POST', '/sandbox/launch/bet', { json });
    const again = await h.call<Receipt>('POST', '/sandbox/launch/bet', { json });
    expect(again.body).toEqual(first.body);
    const { rows } = await h.sandbox.db.query('SELECT 1 FROM ledger WHERE reference = $1 AND kind = $2', [
      first.body.value!.orderNo,
      'bet',
    ]);
    expect(rows).toHaveLength(1);
    expectBadRequest(
      await h.call('POST', '/sandbox/launch/bet', { json: { ...json, amount: '30' } }),
      /idempotencyKey: was used/,
    );
  });

  it('refuses a bet above the balance with a clear message, writing nothing', async () => {
    const ticket = await launch('recordsother', 'RNG');
    const snapshot = await h.snapshot();
    const bets = await h.sandbox.db.query('SELECT count(*)::int AS n FROM bets');
    const res = await bet(ticket, { amount: '500.01' });
    expect(res.body).toMatchObject({
      success: false,
      code: 'INSUFFICIENT_BALANCE',
      message: expect.stringMatching(/balance/),
    });
    expect(await h.snapshot()).toEqual(snapshot);
    expect((await h.sandbox.db.query('SELECT count(*)::int AS n FROM bets')).rows).toEqual(bets.rows);
  });

  it('refuses bad input with 400 and an ended session with a message', async () => {
    const ticket = await launch('recordsother', 'LOTT');
    expectBadRequest(await bet(ticket, { amount: '10', playType: '2 Top', numbers: '123' }), /numbers/);
    expectBadRequest(await bet(ticket, { amount: '10', playType: '9 Top', numbers: '12' }), /playType/);
    expectBadRequest(await bet(ticket, { amount: '10.001', playType: '2 Top', numbers: '12' }), /decimals/);
    expectBadRequest(await bet(ticket, { amount: '0', playType: '2 Top', numbers: '12' }), /amount/);
    expectBadRequest(await h.call('POST', '/sandbox/launch/bet', { json: { ticket, amount: '10' } }), /idempotencyKey/);
    const gone = await bet('0'.repeat(32), { amount: '10' });
    expect(gone.body).toMatchObject({ success: false, code: 'SESSION_ENDED' });
  });

  it('takes exactly one of two bets at once on a balance that covers one', async () => {
    const token = await newMember('recordsrace', '100.00');
    expect(token).toBeTruthy();
    const ticket = await launch('recordsrace', 'SPORTS');
    const results = await Promise.all([
      bet(ticket, { amount: '60', ...CHOICES.SPORTS }),
      bet(ticket, { amount: '60', ...CHOICES.SPORTS }),
    ]);
    expect(results.map((r) => r.body.success).sort()).toEqual([false, true]);
    const { rows } = await h.sandbox.db.query<{ n: number; balance: string }>(
      `SELECT (SELECT count(*)::int FROM bets WHERE member_id = $1) AS n,
              (SELECT balance::text FROM wallets WHERE member_id = $1 AND vassalage = 'MAIN') AS balance`,
      [await h.memberId('recordsrace')],
    );
    expect(rows[0]).toEqual({ n: 1, balance: '40.00' });
  });

  it('settles an open slip when its event ends by the clock, and every open one on the dev route', async () => {
    const ticket = await launch('recordsother', 'SPORTS');
    const placed = (await bet(ticket, { amount: '10', ...CHOICES.SPORTS })).body.value!;
    expect(placed.status).toBe('unsettled');
    h.clock.now += SLIP_SETTLES_AFTER_MS;
    // The balance the header reads settles it first (the cashier's clock step), so a win is in it.
    const balance = await h.call<Schemas['Balance']>('GET', '/wps/v2/wallets/balance', { token: tokens.other! });
    const { rows } = await h.sandbox.db.query<{ status: string; win_amount: string }>(
      'SELECT status, win_amount::text FROM bets WHERE order_no = $1',
      [placed.orderNo],
    );
    expect(rows[0]!.status).toBe('settled');
    expect(toMinor(balance.body.value!.wallets[0]!.availBalance)).toBe(
      toMinor(placed.balance) + toMinor(rows[0]!.win_amount),
    );
    const settled = (await betOrders(tokens.other!, { category: 'SPORTS' })).body.value!;
    const row = settled.list.find((r) => r.orderNo === placed.orderNo)!;
    expect(row).toMatchObject({ status: 'settled', result: expect.stringMatching(/^(win|lose)$/) });
    expect(toMinor(row.profitLoss!)).toBe(toMinor(row.winAmount!) - 1000n);

    // The launch ticket has expired meanwhile: the player launches the game again.
    const again = await launch('recordsother', 'SPORTS');
    const later = (await bet(again, { amount: '10', ...CHOICES.SPORTS })).body.value!;
    const dev = await h.call<{ settled: number }>('POST', '/sandbox/bets/settle');
    expect(dev.body.value!.settled).toBeGreaterThanOrEqual(1);
    const open = (await betOrders(tokens.other!, { category: 'SPORTS', settled: false })).body.value!;
    expect(open.list.map((r) => r.orderNo)).not.toContain(later.orderNo);
  });

  it("never shows one member's rows to another", async () => {
    const ticket = await launch('recordsother', 'RNG');
    const theirs = (await bet(ticket, { amount: '10' })).body.value!;
    const demoSees = (await betOrders(tokens.demo!, { category: 'RNG', orderNo: theirs.orderNo })).body.value!;
    expect(demoSees.totalCount).toBe(0);
    const otherRecords = await allPages((pageNo) => accountRecords(tokens.other!, { pageSize: 100, pageNo }));
    const demoOrders = new Set(
      (await betOrders(tokens.demo!, { category: 'RNG', pageSize: 100 })).body.value!.list.map((r) => r.orderNo),
    );
    expect(otherRecords.length).toBeGreaterThan(0);
    expect(otherRecords.some((r) => demoOrders.has(r.orderNo))).toBe(false);
    const otherBets = (await betOrders(tokens.other!, { category: 'RNG', pageSize: 100 })).body.value!;
    expect(otherBets.list.some((r) => demoOrders.has(r.orderNo))).toBe(false);
  });
});
