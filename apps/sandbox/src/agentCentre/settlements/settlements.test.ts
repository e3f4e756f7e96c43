// The settlements engine against the sandbox's database: each test builds its own small tree (an upline agent U, a
// downline agent D, D's members M1 and M2 with bets at chosen times) and a contract between U and D, then settles.
// The amounts are computed here from the bets the test placed, not by the engine's code. The automatic runs are
// driven with an injected clock, forward only (each schedule's periods are run once), in the order of the tests.
import { describe, expect, it, vi } from 'vitest';
import { addUpline, insertMember } from '../../accounts/accountRecords.ts';
import { MAIN_WALLET } from '../../sandboxConstants.ts';
import { scopeOf } from '../../store/idempotency.ts';
import { toMinor, toMoney } from '../../store/ledger.ts';
import { transfer } from '../../walletAgent/wallets.ts';
import type { ContractKind } from '../../walletAgent/walletAgentConstants.ts';
import { harnessForFile } from '../../../test/harness.ts';
import { runDueSettlements, settleNow, startSettlementTimer, type ContractSettlement } from './settlements.ts';

const h = harnessForFile({ startTimeoutMs: 180_000 });
const at = (iso: string) => Date.parse(iso);
/** The harness's clock: 2026-01-15 12:00 UTC; "yesterday" is 2026-01-14. */
const SEED_NOW = at('2026-01-15T12:00:00.000Z');

interface Terms {
  rate: number;
  periodType?: 'daily' | 'weekly' | 'semimonthly' | 'monthly';
  betAmount?: string;
  activeMembers?: number;
  periodValidBet?: string;
  periodProfitLoss?: string;
}

interface Tree {
  upline: number;
  downline: number;
  members: [number, number];
  contract: number;
}

let trees = 0;

/** U (an agent with `uplineMain` in MAIN) → D (an agent) → M1, M2, and an active contract of `kind` from U to D. */
async function tree(kind: ContractKind, terms: Terms, uplineMain = '100000.00'): Promise<Tree> {
  const db = h.sandbox.db;
  const n = ++trees;
  const member = async (account: string, isAgent: string, balance: string) =>
    (await insertMember(db, { account, nickname: account, passwordHash: 'x', isAgent, balance }, SEED_NOW))!;
  const upline = await member(`stlu${n}`, '1', uplineMain);
  const downline = await member(`stld${n}`, '1', '10.00');
  const m1 = await member(`stlm${n}a`, '0', '0');
  const m2 = await member(`stlm${n}b`, '0', '0');
  await addUpline(db, downline, upline);
  await addUpline(db, m1, downline);
  await addUpline(db, m2, downline);
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO agent_contracts (kind, upline_id, downline_id, status, rate, period_type, period_valid_bet,
                                  period_profit_loss, active_members, bet_amount, offered_at, decided_at)
     VALUES ($1, $2, $3, 'active', $4, $5, $6, $7, $8, $9, $10, $10) RETURNING id`,
    [
      kind,
      upline,
      downline,
      terms.rate,
      terms.periodType ?? null,
      terms.periodValidBet ?? null,
      terms.periodProfitLoss ?? null,
      terms.activeMembers ?? null,
      terms.betAmount ?? null,
      new Date(SEED_NOW),
    ],
  );
  return { upline, downline, members: [m1, m2], contract: rows[0]!.id };
}

/** A settled bet: its valid bet, and the member's result (negative: the member lost). */
async function bet(memberId: number, placedAt: string, validBet: string, winLoss = '0') {
  await h.sandbox.db.query(
    `INSERT INTO bets (member_id, vassalage, game_type, bet_amount, valid_bet, win_loss, placed_at)
     VALUES ($1, 'AG', 'LIVE', greatest($2::numeric, 1), $2, $3, $4)`,
    [memberId, validBet, winLoss, new Date(placedAt)],
  );
}

async function settlementsOf(contract: number): Promise<ContractSettlement[]> {
  const { rows } = await h.sandbox.db.query<{
    id: number;
    period_start: Date;
    period_end: Date;
    valid_bet: string;
    profit_loss: string;
    active_members: number;
    status: ContractSettlement['status'];
    amount: string;
  }>(
    `SELECT id, period_start, period_end, valid_bet::text, profit_loss::text, active_members, status, amount::text
       FROM contract_settlements WHERE contract_id = $1 ORDER BY period_start`,
    [contract],
  );
  return rows.map((r) => ({
    id: r.id,
    periodStart: r.period_start.toISOString(),
    periodEnd: r.period_end.toISOString(),
    validBet: r.valid_bet,
    profitLoss: r.profit_loss,
    activeMembers: r.active_members,
    status: r.status,
    amount: r.amount,
  })) as ContractSettlement[];
}

async function main(memberId: number): Promise<bigint> {
  const { rows } = await h.sandbox.db.query<{ balance: string }>(
    'SELECT balance::text FROM wallets WHERE member_id = $1 AND vassalage = $2',
    [memberId, MAIN_WALLET],
  );
  return toMinor(rows[0]?.balance ?? '0');
}

async function ledgerRows(reference: string) {
  const { rows } = await h.sandbox.db.query<{ member_id: number; wallet: string; amount: string; kind: string }>(
    'SELECT member_id, wallet, amount::text, kind FROM ledger WHERE reference = $1 ORDER BY id',
    [reference],
  );
  return rows;
}

/** Every wallet of these members is the sum of its ledger rows, never below zero, each row's balance after right. */
async function expectLedgerAgrees(memberIds: number[]) {
  const { rows } = await h.sandbox.db.query<{ member_id: number; vassalage: string; balance: string; sum: string }>(
    `SELECT w.member_id, w.vassalage, w.balance::text,
            (SELECT coalesce(sum(l.amount), 0) FROM ledger l
              WHERE l.member_id = w.member_id AND l.wallet = w.vassalage)::numeric(18, 2)::text AS sum
       FROM wallets w WHERE w.member_id = ANY($1::int[])`,
    [memberIds],
  );
  for (const row of rows) {
    expect(row.sum, `${row.member_id} ${row.vassalage}`).toBe(row.balance);
    expect(toMinor(row.balance) >= 0n).toBe(true);
  }
  const drift = await h.sandbox.db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM (
       SELECT balance_after, sum(amount) OVER (PARTITION BY member_id, wallet ORDER BY created_at, id) AS running
         FROM ledger WHERE member_id = ANY($1::int[])) x
      WHERE running <> balance_after`,
    [memberIds],
  );
  expect(drift.rows[0]!.n).toBe(0);
}

/** rate% of minor units, rounded half up: the arithmetic done by hand here, independent of the engine. */
const percent = (minor: bigint, rateHundredths: bigint) => (minor * rateHundredths + 5000n) / 10000n;

describe('a daily salary for yesterday (the development run at the harness time)', () => {
  it("pays rate% of the downline team's valid bet: the upline's debit and the downline's credit", async () => {
    const t = await tree('dailySalary', { rate: 1.25, periodType: 'daily', betAmount: '1000', activeMembers: 2 });
    await bet(t.members[0], '2026-01-14T00:00:00.000Z', '1234.56', '-100');
    await bet(t.members[1], '2026-01-14T23:59:59.999Z', '789.01', '50');
    // Outside the day, and the downline's own bet (not their team's): none counts.
    await bet(t.members[0], '2026-01-13T23:59:59.999Z', '5000.00');
    await bet(t.members[1], '2026-01-15T00:00:00.000Z', '5000.00');
    await bet(t.downline, '2026-01-14T10:00:00.000Z', '5000.00');
    const upline = await main(t.upline);
    const downline = await main(t.downline);

    const settled = await settleNow(h.sandbox.db, ['dailySalary'], SEED_NOW);
    const mine = settled.find((s) => s.contractId === t.contract)!;
    const validBet = 123456n + 78901n;
    const amount = percent(validBet, 125n);
    expect(mine).toMatchObject({
      kind: 'dailySalary',
      upline: `stlu${trees}`,
      downline: `stld${trees}`,
      periodStart: '2026-01-14T00:00:00.000Z',
      periodEnd: '2026-01-15T00:00:00.000Z',
      validBet: toMoney(validBet),
      profitLoss: '-50.00',
      activeMembers: 2,
      rate: 1.25,
      status: 'paid',
      amount: toMoney(amount),
      settledAt: new Date(SEED_NOW).toISOString(),
    });
    // 1.25% of 2,023.57 is 25.2946…: 25.29.
    expect(amount).toBe(2529n);
    expect(await main(t.upline)).toBe(upline - amount);
    expect(await main(t.downline)).toBe(downline + amount);
    expect(await ledgerRows(`S${mine.id}`)).toEqual([
      { member_id: t.upline, wallet: MAIN_WALLET, amount: toMoney(-amount), kind: 'salary' },
      { member_id: t.downline, wallet: MAIN_WALLET, amount: toMoney(amount), kind: 'salary' },
    ]);
    await expectLedgerAgrees([t.upline, t.downline]);

    // Running it again pays nothing more.
    const again = await settleNow(h.sandbox.db, ['dailySalary'], SEED_NOW);
    expect(again.find((s) => s.contractId === t.contract)).toBeUndefined();
    expect(await settlementsOf(t.contract)).toHaveLength(1);
    expect(await main(t.upline)).toBe(upline - amount);
    expect(await main(t.downline)).toBe(downline + amount);
  });

  it('is notQualified, 0 and no ledger rows when the team missed a condition', async () => {
    // Enough valid bet, but one active member of the two asked.
    const members = await tree('dailySalary', { rate: 1, periodType: 'daily', betAmount: '100', activeMembers: 2 });
    await bet(members.members[0], '2026-01-14T08:00:00.000Z', '900.00');
    // Two members, but below the bet amount.
    const bets = await tree('dailySalary', { rate: 1, periodType: 'daily', betAmount: '1000.01', activeMembers: 2 });
    await bet(bets.members[0], '2026-01-14T08:00:00.000Z', '500.00');
    await bet(bets.members[1], '2026-01-14T09:00:00.000Z', '500.00');
    const before = await Promise.all([members, bets].flatMap((t) => [main(t.upline), main(t.downline)]));

    const settled = await settleNow(h.sandbox.db, ['dailySalary'], SEED_NOW);
    for (const [t, validBet, active] of [
      [members, '900.00', 1],
      [bets, '1000.00', 2],
    ] as const) {
      const mine = settled.find((s) => s.contractId === t.contract)!;
      expect(mine).toMatchObject({ status: 'notQualified', amount: '0.00', validBet, activeMembers: active });
      expect(await ledgerRows(`S${mine.id}`)).toEqual([]);
    }
    expect(await Promise.all([members, bets].flatMap((t) => [main(t.upline), main(t.downline)]))).toEqual(before);
  });

  it('is unpaid when the upline cannot cover it from MAIN, and nothing moves', async () => {
    const t = await tree('dailySalary', { rate: 2, periodType: 'daily' }, '19.99');
    await bet(t.members[0], '2026-01-14T08:00:00.000Z', '1000.00');
    const settled = await settleNow(h.sandbox.db, ['dailySalary'], SEED_NOW);
    const mine = settled.find((s) => s.contractId === t.contract)!;
    // 2% of 1,000.00 is 20.00: one satang more than MAIN holds.
    expect(mine).toMatchObject({ status: 'unpaid', amount: '20.00', validBet: '1000.00' });
    expect(await ledgerRows(`S${mine.id}`)).toEqual([]);
    expect(await main(t.upline)).toBe(1999n);
    expect(await main(t.downline)).toBe(1000n);
    await expectLedgerAgrees([t.upline, t.downline]);
  });

  it('leaves a period the team did not play in unsettled (nothing to pay or show)', async () => {
    const t = await tree('dailySalary', { rate: 1, periodType: 'daily' });
    const settled = await settleNow(h.sandbox.db, ['dailySalary'], SEED_NOW);
    expect(settled.find((s) => s.contractId === t.contract)).toBeUndefined();
    expect(await settlementsOf(t.contract)).toEqual([]);
  });

  it.each([
    ['the settlement first', true],
    ['the transfer first', false],
  ])(
    'races a transfer out of MAIN on a balance that covers one of them (%s): exactly one goes through',
    async (_, settlementFirst) => {
      // 1% of 10,000.00 is 100.00; MAIN holds 150.00; the transfer takes 100.00.
      const t = await tree('dailySalary', { rate: 1, periodType: 'daily' }, '150.00');
      await bet(t.members[0], '2026-01-14T08:00:00.000Z', '6000.00');
      await bet(t.members[1], '2026-01-14T09:00:00.000Z', '4000.00');
      const body = { idempotencyKey: `race-${t.contract}`, fromWallet: MAIN_WALLET, toWallet: 'AG', amount: '100' };
      const scope = scopeOf(t.upline, 'walletTransfer', body);
      const settle = () => settleNow(h.sandbox.db, ['dailySalary'], SEED_NOW);
      const move = () => transfer(h.sandbox.db, scope, MAIN_WALLET, 'AG', 10000n, SEED_NOW);
      const [settled, moved] = settlementFirst
        ? await Promise.all([settle(), move()])
        : await Promise.all([move(), settle()]).then(([m, s]) => [s, m] as const);

      const mine = settled.find((s) => s.contractId === t.contract)!;
      const paid = mine.status === 'paid';
      const transferred = 'ok' in moved;
      expect([paid, transferred]).toEqual(settlementFirst ? [true, false] : [false, true]);
      expect(mine.status).toBe(paid ? 'paid' : 'unpaid');
      expect(await main(t.upline)).toBe(5000n);
      expect(await main(t.downline)).toBe(1000n + (paid ? 10000n : 0n));
      await expectLedgerAgrees([t.upline, t.downline]);
    },
  );
});

describe('the automatic runs (injected clock, forward only)', () => {
  it('settles the 5-minute window that just ended, once', async () => {
    const t = await tree('realtimeSalary', { rate: 0.5 });
    await bet(t.members[0], '2026-01-15T12:00:00.000Z', '100.00');
    await bet(t.members[1], '2026-01-15T12:04:59.999Z', '300.00');
    await bet(t.members[0], '2026-01-15T11:59:59.999Z', '5000.00');
    await bet(t.members[1], '2026-01-15T12:05:00.000Z', '5000.00');
    await runDueSettlements(h.sandbox.db, at('2026-01-15T12:04:59.000Z'));
    expect(await settlementsOf(t.contract)).toEqual([]);
    await runDueSettlements(h.sandbox.db, at('2026-01-15T12:05:00.000Z'));
    expect(await settlementsOf(t.contract)).toMatchObject([
      {
        periodStart: '2026-01-15T12:00:00.000Z',
        periodEnd: '2026-01-15T12:05:00.000Z',
        validBet: '400.00',
        status: 'paid',
        amount: toMoney(percent(40000n, 50n)),
      },
    ]);
    const upline = await main(t.upline);
    expect(await runDueSettlements(h.sandbox.db, at('2026-01-15T12:06:00.000Z'))).toEqual([]);
    expect(await main(t.upline)).toBe(upline);
  });

  it('settles the hour that just ended; a contract accepted after the run waits for the development run', async () => {
    const t = await tree('hourlySalary', { rate: 0.6, betAmount: '100', activeMembers: 1 });
    await bet(t.members[0], '2026-01-15T12:00:00.000Z', '150.00');
    await bet(t.members[1], '2026-01-15T12:59:59.999Z', '50.00');
    await bet(t.members[0], '2026-01-15T11:59:59.999Z', '5000.00');
    await bet(t.members[1], '2026-01-15T13:00:00.000Z', '5000.00');
    await runDueSettlements(h.sandbox.db, at('2026-01-15T13:00:00.000Z'));
    expect(await settlementsOf(t.contract)).toMatchObject([
      {
        periodStart: '2026-01-15T12:00:00.000Z',
        periodEnd: '2026-01-15T13:00:00.000Z',
        validBet: '200.00',
        activeMembers: 2,
        status: 'paid',
        amount: toMoney(percent(20000n, 60n)),
      },
    ]);

    const late = await tree('hourlySalary', { rate: 0.6 });
    await bet(late.members[0], '2026-01-15T12:30:00.000Z', '1000.00');
    await runDueSettlements(h.sandbox.db, at('2026-01-15T13:00:30.000Z'));
    expect(await settlementsOf(late.contract)).toEqual([]);
    const settled = await settleNow(h.sandbox.db, ['hourlySalary'], at('2026-01-15T13:00:30.000Z'));
    expect(settled.map((s) => s.contractId)).toEqual([late.contract]);
    expect(settled[0]).toMatchObject({ periodStart: '2026-01-15T12:00:00.000Z', status: 'paid', amount: '6.00' });
  });

  it('settles the day that just ended, and catches up the days missed while stopped', async () => {
    const t = await tree('dailySalary', { rate: 1, periodType: 'daily', betAmount: '10' });
    await bet(t.members[0], '2026-01-15T00:00:00.000Z', '1000.00');
    await bet(t.members[1], '2026-01-16T00:00:00.000Z', '2000.00');
    await bet(t.members[0], '2026-01-17T23:59:59.999Z', '3000.00');
    await runDueSettlements(h.sandbox.db, at('2026-01-16T00:00:00.000Z'));
    expect((await settlementsOf(t.contract)).map((s) => [s.periodStart, s.validBet, s.amount])).toEqual([
      ['2026-01-15T00:00:00.000Z', '1000.00', '10.00'],
    ]);
    // Two days later: the 16th and the 17th, each once.
    await runDueSettlements(h.sandbox.db, at('2026-01-18T00:10:00.000Z'));
    expect((await settlementsOf(t.contract)).map((s) => [s.periodStart, s.validBet, s.amount])).toEqual([
      ['2026-01-15T00:00:00.000Z', '1000.00', '10.00'],
      ['2026-01-16T00:00:00.000Z', '2000.00', '20.00'],
      ['2026-01-17T00:00:00.000Z', '3000.00', '30.00'],
    ]);
    await expectLedgerAgrees([t.upline, t.downline]);
  });

  it("settles a weekly dividend from Monday: rate% of the team's loss, conditions on bet, loss and members", async () => {
    const terms = { rate: 30, periodType: 'weekly', periodValidBet: '1000', periodProfitLoss: '200', activeMembers: 2 };
    const t = await tree('dividend', terms as Terms);
    await bet(t.members[0], '2026-01-12T00:00:00.000Z', '1000.00', '-400.00');
    await bet(t.members[1], '2026-01-18T23:59:59.999Z', '500.00', '100.00');
    await bet(t.members[0], '2026-01-11T23:59:59.999Z', '9000.00', '-9000.00');
    await bet(t.members[1], '2026-01-19T00:00:00.000Z', '9000.00', '-9000.00');
    // The team won: qualified by nothing, paid nothing.
    const won = await tree('dividend', { rate: 30, periodType: 'weekly' });
    await bet(won.members[0], '2026-01-13T00:00:00.000Z', '800.00', '250.00');
    // Lost too little.
    const short = await tree('dividend', terms as Terms);
    await bet(short.members[0], '2026-01-13T00:00:00.000Z', '1000.00', '-150.00');
    await bet(short.members[1], '2026-01-13T00:00:00.000Z', '1000.00', '-49.99');
    await runDueSettlements(h.sandbox.db, at('2026-01-19T00:00:00.000Z'));

    const [dividend] = await settlementsOf(t.contract);
    expect(dividend).toMatchObject({
      periodStart: '2026-01-12T00:00:00.000Z',
      periodEnd: '2026-01-19T00:00:00.000Z',
      validBet: '1500.00',
      profitLoss: '-300.00',
      activeMembers: 2,
      status: 'paid',
      amount: toMoney(percent(30000n, 3000n)),
    });
    expect(await ledgerRows(`S${dividend!.id}`)).toMatchObject([
      { member_id: t.upline, amount: '-90.00', kind: 'dividend' },
      { member_id: t.downline, amount: '90.00', kind: 'dividend' },
    ]);
    const [nothing] = await settlementsOf(won.contract);
    expect(nothing).toMatchObject({ profitLoss: '250.00', status: 'paid', amount: '0.00' });
    expect(await ledgerRows(`S${nothing!.id}`)).toEqual([]);
    expect(await settlementsOf(short.contract)).toMatchObject([
      { profitLoss: '-199.99', status: 'notQualified', amount: '0.00' },
    ]);
  });

  it('settles semimonthly dividends from the 16th and monthly ones from the 1st', async () => {
    const half = await tree('dividend', { rate: 10, periodType: 'semimonthly' });
    const month = await tree('dividend', { rate: 10, periodType: 'monthly' });
    for (const t of [half, month]) {
      await bet(t.members[0], '2026-01-01T00:00:00.000Z', '100.00', '-100.00');
      await bet(t.members[0], '2026-01-15T23:59:59.999Z', '200.00', '-200.00');
      await bet(t.members[1], '2026-01-16T00:00:00.000Z', '400.00', '-400.00');
      await bet(t.members[1], '2026-01-31T23:59:59.999Z', '800.00', '-800.00');
      await bet(t.members[1], '2026-02-01T00:00:00.000Z', '1600.00', '-1600.00');
    }
    await runDueSettlements(h.sandbox.db, at('2026-02-01T00:00:00.000Z'));
    expect((await settlementsOf(half.contract)).map((s) => [s.periodStart, s.periodEnd, s.amount])).toEqual([
      ['2026-01-16T00:00:00.000Z', '2026-02-01T00:00:00.000Z', '120.00'],
    ]);
    expect((await settlementsOf(month.contract)).map((s) => [s.periodStart, s.periodEnd, s.amount])).toEqual([
      ['2026-01-01T00:00:00.000Z', '2026-02-01T00:00:00.000Z', '150.00'],
    ]);
    // The first half of February ends on the 16th.
    await runDueSettlements(h.sandbox.db, at('2026-02-16T00:00:00.000Z'));
    expect((await settlementsOf(half.contract)).map((s) => [s.periodStart, s.periodEnd, s.amount])).toEqual([
      ['2026-01-16T00:00:00.000Z', '2026-02-01T00:00:00.000Z', '120.00'],
      ['2026-02-01T00:00:00.000Z', '2026-02-16T00:00:00.000Z', '160.00'],
    ]);
    await expectLedgerAgrees([half.upline, half.downline, month.upline, month.downline]);
  });

  it('runs on its own timer until stopped', async () => {
    const errors: unknown[] = [];
    const log = { error: (...args: unknown[]) => void errors.push(args), warn: () => {} };
    const t = await tree('realtimeSalary', { rate: 1 });
    await bet(t.members[0], '2026-02-16T00:00:00.000Z', '100.00');
    let now = at('2026-02-16T00:05:00.000Z');
    const timer = startSettlementTimer(h.sandbox.db, () => now, log, 10);
    await vi.waitFor(async () => expect(await settlementsOf(t.contract)).toHaveLength(1), { timeout: 10_000 });
    await timer.stop();

    const late = await tree('realtimeSalary', { rate: 1 });
    await bet(late.members[0], '2026-02-16T00:05:00.000Z', '100.00');
    now = at('2026-02-16T00:10:00.000Z');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await settlementsOf(late.contract)).toEqual([]);
    expect(errors).toEqual([]);
  });
});
