// The manual rebate (openapi/src/messages.yaml, manualRebate): the accrual per category, exact and rounded down,
// since the last claim; the claim once (ledger `rebate`), the minimum, replays, concurrency and a trial account.
import { beforeAll, describe, expect, it } from 'vitest';
import { insertMember } from '../src/accounts/accountRecords.ts';
import { REBATE_MIN_CLAIM, REBATE_RATES_BPS } from '../src/messages/messagesConstants.ts';
import { hashPassword } from '../src/passwordHash.ts';
import { postLedger, toMinor, toMoney } from '../src/store/ledger.ts';
import type { Schemas } from '../src/types.ts';
import { expectBadRequest, harnessForFile } from './harness.ts';

type Rebate = Schemas['ManualRebate'];
type Claim = Schemas['RebateClaim'];

const h = harnessForFile({ startTimeoutMs: 180_000 });
const PASSWORD = 'Rebates1234';
const tokens: Record<string, string> = {};
let keys = 0;
const newKey = () => `rebates-test-key-${String(++keys).padStart(6, '0')}`;

const figures = async (account: string) =>
  (await h.call<Rebate>('GET', '/wps/relay/MCSFE_getManualRebate', { token: tokens[account] })).body.value!;
const claim = (account: string, key = newKey()) =>
  h.call<Claim>('POST', '/wps/relay/MCSFE_claimManualRebate', {
    token: tokens[account],
    json: { idempotencyKey: key },
  });

async function newMember(account: string): Promise<void> {
  await insertMember(
    h.sandbox.db,
    { account, nickname: account, passwordHash: await hashPassword(PASSWORD), isAgent: '0', balance: '0.00' },
    h.clock.now,
  );
  tokens[account] = await h.tokenFor(account, PASSWORD);
}

async function bet(account: string, gameType: string, validBet: string, minutesAgo = 10): Promise<void> {
  await h.sandbox.db.query(
    `INSERT INTO bets (member_id, vassalage, game_type, bet_amount, valid_bet, win_loss, placed_at)
     VALUES ($1, 'AG', $2, $3, $3, 0, $4)`,
    [await h.memberId(account), gameType, validBet, new Date(h.clock.now - minutesAgo * 60_000)],
  );
}

async function mainBalance(account: string): Promise<bigint> {
  const { rows } = await h.sandbox.db.query<{ balance: string }>(
    `SELECT balance::text AS balance FROM wallets WHERE member_id = $1 AND vassalage = 'MAIN'`,
    [await h.memberId(account)],
  );
  return rows[0] ? toMinor(rows[0].balance) : 0n;
}

async function rebateRows(account: string): Promise<number> {
  const { rows } = await h.sandbox.db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM ledger WHERE member_id = $1 AND kind = 'rebate'`,
    [await h.memberId(account)],
  );
  return rows[0]!.n;
}

beforeAll(async () => {
  const demo = await h.demoTokens();
  tokens.demo = demo.demo;
  tokens.trial = demo.trial;
  for (const account of ['rebate1', 'rebate2', 'rebate3', 'rebate4', 'rebate5', 'rebate6']) await newMember(account);
});

describe('the accrual', () => {
  it('is the valid bet per category times its rate, rounded down once per category', async () => {
    // LIVE 0.80 %: 333.33 → 2.666664 → 2.66; RNG 1.00 %: 0.99 + 0.99 → 0.0198 → 0.01
    await bet('rebate1', 'LIVE', '333.33');
    await bet('rebate1', 'RNG', '0.99');
    await bet('rebate1', 'RNG', '0.99');
    const value = await figures('rebate1');
    const live = value.categories.find((c) => c.category === 'LIVE')!;
    const rng = value.categories.find((c) => c.category === 'RNG')!;
    expect(live).toEqual({ category: 'LIVE', rate: '0.80', validBet: '333.33', accrued: '2.66' });
    expect(rng).toEqual({ category: 'RNG', rate: '1.00', validBet: '1.98', accrued: '0.01' });
    expect(value.categories.map((c) => c.category)).toEqual(
      Object.keys(REBATE_RATES_BPS).filter((c) => value.categories.some((v) => v.category === c)),
    );
    expect(value).toMatchObject({ total: '2.67', minClaim: REBATE_MIN_CLAIM, since: null, claimable: true });
  });

  it('the demo member has something to claim from the seeded bets', async () => {
    const value = await figures('demo');
    expect(toMinor(value.total)).toBeGreaterThanOrEqual(toMinor(REBATE_MIN_CLAIM));
    const sum = value.categories.reduce((s, c) => s + toMinor(c.accrued), 0n);
    expect(toMoney(sum)).toBe(value.total);
  });
});

describe('settlement', () => {
  it('counts a bet once it is settled, even when placed before the last claim; never an open or cancelled one', async () => {
    await bet('rebate5', 'RNG', '200.00');
    const memberId = await h.memberId('rebate5');
    const open = await h.sandbox.db.query<{ id: number }>(
      `INSERT INTO bets (member_id, vassalage, game_type, bet_amount, valid_bet, win_loss, placed_at, status)
       VALUES ($1, 'IBC', 'SPORTS', 1000, 1000, NULL, $2, 'unsettled') RETURNING id`,
      [memberId, new Date(h.clock.now - 60_000)],
    );
    await h.sandbox.db.query(
      `INSERT INTO bets (member_id, vassalage, game_type, bet_amount, valid_bet, win_loss, placed_at, status)
       VALUES ($1, 'AG', 'LIVE', 500, 500, NULL, $2, 'cancelled')`,
      [memberId, new Date(h.clock.now - 60_000)],
    );
    expect((await figures('rebate5')).total).toBe('2.00');
    expect((await claim('rebate5')).body).toMatchObject({ success: true, value: { amount: '2.00' } });

    h.clock.now += 60_000;
    await h.sandbox.db.query(`UPDATE bets SET status = 'settled', win_loss = -1000, settled_at = $2 WHERE id = $1`, [
      open.rows[0]!.id,
      new Date(h.clock.now),
    ]);
    // SPORTS 0.50 % of 1000.00
    expect((await figures('rebate5')).total).toBe('5.00');
  });
});

describe('other rebates', () => {
  it('a rebate credited otherwise (a daily one) closes the window too: the same bets never pay twice', async () => {
    await bet('rebate6', 'RNG', '300.00');
    expect((await figures('rebate6')).total).toBe('3.00');
    await postLedger(h.sandbox.db, {
      memberId: await h.memberId('rebate6'),
      wallet: 'MAIN',
      amount: 150n,
      kind: 'rebate',
      reference: 'RB-daily',
      at: new Date(h.clock.now),
    });
    expect(await figures('rebate6')).toMatchObject({ total: '0.00', since: new Date(h.clock.now).toISOString() });
  });
});

describe('claims', () => {
  it('pays once to MAIN, records the claim, and the next accrual starts after it', async () => {
    await bet('rebate2', 'RNG', '1000.00');
    const key = newKey();
    const first = await claim('rebate2', key);
    expect(first.body).toMatchObject({ success: true, value: { amount: '10.00', mainBalance: '10.00' } });
    expect(await mainBalance('rebate2')).toBe(1000n);
    expect((await claim('rebate2', key)).body).toEqual(first.body);

    const second = await claim('rebate2');
    expect(second.body).toMatchObject({ success: false, code: 'NOTHING_TO_CLAIM', message: expect.any(String) });
    expect(await mainBalance('rebate2')).toBe(1000n);
    expect(await rebateRows('rebate2')).toBe(1);

    const after = await figures('rebate2');
    expect(after).toMatchObject({ total: '0.00', claimable: false, since: first.body.value!.claimedAt });
    expect(after.lastClaims).toEqual([
      { id: first.body.value!.claimId, amount: '10.00', claimedAt: first.body.value!.claimedAt },
    ]);

    h.clock.now += 60_000;
    await bet('rebate2', 'LIVE', '500.00', 0);
    expect((await figures('rebate2')).total).toBe('4.00');
  });

  it('two claims at once pay once', async () => {
    await bet('rebate3', 'LIVE', '2500.00');
    const results = await Promise.all(Array.from({ length: 10 }, () => claim('rebate3')));
    expect(results.filter((r) => r.body.success)).toHaveLength(1);
    for (const r of results.filter((r) => !r.body.success)) expect(r.body.code).toBe('NOTHING_TO_CLAIM');
    expect(await mainBalance('rebate3')).toBe(2000n);
    expect(await rebateRows('rebate3')).toBe(1);
  });

  it('refuses below the minimum with the limit, nothing at all, a trial account and a bad key', async () => {
    await bet('rebate4', 'LIVE', '10.00');
    expect((await figures('rebate4')).claimable).toBe(false);
    expect((await claim('rebate4')).body).toMatchObject({
      success: false,
      code: 'REBATE_BELOW_MIN',
      value: { limit: REBATE_MIN_CLAIM },
    });
    expect(await rebateRows('rebate4')).toBe(0);
    expect((await claim('trial')).body.code).toBe('NEED_TRUE_ACCOUNT');
    expectBadRequest(await claim('rebate4', 'short'), /idempotencyKey/);
  });
});
