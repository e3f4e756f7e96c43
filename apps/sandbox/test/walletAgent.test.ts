import { beforeAll, describe, expect, it } from 'vitest';
import {
  REALTIME_SALARY_SETTLEMENT_MS,
  TOP_AGENT_RATE,
  type ContractKind,
} from '../src/walletAgent/walletAgentConstants.ts';
import type { AgentContract } from '../src/walletAgent/contracts.ts';
import type { Consolidated } from '../src/walletAgent/consolidated.ts';
import { seedWalletAgentTables, TEAM_PASSWORD } from '../src/walletAgent/walletAgentSeed.ts';
import type { MerchantWallet } from '../src/walletAgent/wallets.ts';
import { harnessForFile } from './harness.ts';
import { toMinor, toMoney } from '../src/store/ledger.ts';

const h = harnessForFile();
const tokens: Record<string, string> = {};
const PASSWORDS: Record<string, string> = {
  demo: 'Demo1234',
  agent: 'Agent1234',
  trial: 'Trial1234',
};
const TEAM_ACCOUNTS = ['team1', 'team1a', 'team1b', 'team2', 'team3', 'team3a1'];

beforeAll(async () => {
  for (const account of Object.keys(PASSWORDS)) tokens[account] = await h.tokenFor(account, PASSWORDS[account]!);
  for (const account of TEAM_ACCOUNTS) tokens[account] = await h.tokenFor(account, TEAM_PASSWORD);
});

const UNAUTHORIZED = {
  success: false,
  message: 'You are not logged in, please login',
  code: 'UNAUTHORIZED',
  value: null,
};
const QUOTA = 'Quota not sufficient, please contact customer service';

/** The slice's snapshot plus every table of this area (and each wallet's balance). */
async function snapshot() {
  const { rows } = await h.sandbox.db.query(`SELECT
    (SELECT json_agg(w ORDER BY member_id, vassalage) FROM wallets w) AS wallets,
    (SELECT count(*)::int FROM ledger) AS ledger,
    (SELECT count(*)::int FROM idempotency_keys) AS keys,
    (SELECT count(*)::int FROM wallet_transfers) AS transfers,
    (SELECT count(*)::int FROM member_uplines) AS uplines,
    (SELECT count(*)::int FROM bets) AS bets,
    (SELECT count(*)::int FROM deposits) AS deposits,
    (SELECT count(*)::int FROM withdrawals) AS withdrawals,
    (SELECT json_agg(json_build_array(id, status, end_reason) ORDER BY id) FROM agent_contracts) AS contracts,
    (SELECT count(*)::int FROM raffle_claims) AS claims`);
  return { ...(await h.snapshot()), ...rows[0]! };
}

/** A wallet's balance in minor units (satang). */
async function balance(account: string, vassalage: string): Promise<bigint> {
  const { rows } = await h.sandbox.db.query<{ balance: string }>(
    'SELECT balance::text AS balance FROM wallets WHERE member_id = $1 AND vassalage = $2',
    [await h.memberId(account), vassalage],
  );
  return rows[0] ? toMinor(rows[0].balance) : 0n;
}

let keys = 0;
/** A fresh idempotency key. */
const newKey = () => `wallet-test-key-${String(++keys).padStart(6, '0')}`;

/** A transfer with a fresh idempotency key (unless the body brings one). */
const transfer = (account: string, json: Record<string, unknown>) =>
  h.call<{ transferId: number; amount: string; fromWallet: MerchantWallet; toWallet: MerchantWallet }>(
    'POST',
    '/wps/relay/GCS_walletTransfer',
    { token: tokens[account], json: { idempotencyKey: newKey(), ...json } },
  );

const consolidated = async (account: string) => {
  const res = await h.call<Consolidated>('GET', '/wps/member/info/funds/consolidated', { token: tokens[account] });
  expect(res.status).toBe(200);
  return res.body.value!;
};

interface Processed {
  contract: AgentContract;
  endedContracts: AgentContract[];
}

/** The four contract calls: dividend and daily salary by query, hourly and real-time by JSON body. */
const CONTRACT_CALLS: Record<ContractKind, { method: 'GET' | 'POST'; path: string }> = {
  dividend: { method: 'GET', path: '/wps/relay/MCS2_processDividendReq' },
  dailySalary: { method: 'GET', path: '/wps/relay/MCS2_processDailySalContract' },
  hourlySalary: { method: 'POST', path: '/wps/relay/MCS2_processContractHourSalary' },
  realtimeSalary: { method: 'POST', path: '/wps/relay/MCSFE_processRealTimeSalaryContract' },
};

function processContract(account: string, kind: ContractKind, request: Record<string, unknown>) {
  const { method, path } = CONTRACT_CALLS[kind];
  if (method === 'POST') return h.call<Processed>('POST', path, { token: tokens[account], json: request });
  const query = new URLSearchParams(Object.entries(request).map(([k, v]) => [k, String(v)]));
  return h.call<Processed>('GET', `${path}?${query}`, { token: tokens[account] });
}

/** The upline offers a contract of this kind on these terms (processContract with action offer). */
function offer(upline: string, kind: ContractKind, terms: Record<string, unknown>) {
  return processContract(upline, kind, { action: 'offer', ...terms });
}

/** The id of the pending offer of a kind waiting for the account. */
async function pendingOffer(account: string, kind: ContractKind): Promise<AgentContract> {
  const value = await consolidated(account);
  const lists: Record<ContractKind, AgentContract[]> = {
    dailySalary: value.dailysalreqtype,
    hourlySalary: value.contracthoursalreq,
    realtimeSalary: value.realtimesalreqtype,
    dividend: value.divtypereq,
  };
  const offer = lists[kind][0];
  expect(offer, `${account} has a pending ${kind} offer`).toBeDefined();
  return offer!;
}

describe('seed', () => {
  it('gives the agent a three-level downline (3 sub-agents with 2-3 each, each with 1-2 members) plus demo', async () => {
    const children = async (account: string) =>
      (
        await h.sandbox.db.query<{ account: string }>(
          `SELECT m.account FROM member_uplines u JOIN members m ON m.id = u.member_id
            WHERE u.upline_id = $1 ORDER BY m.account`,
          [await h.memberId(account)],
        )
      ).rows.map((r) => r.account);
    expect(await children('agent')).toEqual(['demo', 'team1', 'team2', 'team3']);
    for (const level1 of ['team1', 'team2', 'team3']) {
      const level2 = await children(level1);
      expect(level2.length).toBeGreaterThanOrEqual(2);
      expect(level2.length).toBeLessThanOrEqual(3);
      for (const member of level2) {
        const level3 = await children(member);
        expect(level3.length).toBeGreaterThanOrEqual(1);
        expect(level3.length).toBeLessThanOrEqual(2);
        for (const leaf of level3) expect(await children(leaf)).toEqual([]);
      }
    }
  });

  it('gives the team wallets, bets, deposits and withdrawals in every confirmation state', async () => {
    const { rows } = await h.sandbox.db.query<{ bets: number; deposits: number; states: string[] }>(`SELECT
      (SELECT count(*)::int FROM bets) AS bets,
      (SELECT count(DISTINCT status)::int FROM deposits) AS deposits,
      (SELECT array_agg(DISTINCT coalesce(confirmation, status) ORDER BY coalesce(confirmation, status))
         FROM withdrawals WHERE member_id = (SELECT id FROM members WHERE account = 'demo')) AS states`);
    expect(rows[0]!.bets).toBeGreaterThan(500);
    expect(rows[0]!.deposits).toBe(3);
    expect(rows[0]!.states).toEqual([
      'approved',
      'autoReceived',
      'awaiting',
      'forcedReceived',
      'notReceived',
      'partlyReceived',
      'pending',
      'received',
      'rejected',
    ]);
  });

  it('seeds once: a second run changes nothing', async () => {
    const before = await snapshot();
    await seedWalletAgentTables(h.sandbox.db, h.clock.now);
    expect(await snapshot()).toEqual(before);
  });
});

describe('GET /wps/relay/GCS_merchantWallet', () => {
  it("lists the merchant's wallets, main first, with the member's balances", async () => {
    const res = await h.call<MerchantWallet[]>('GET', '/wps/relay/GCS_merchantWallet', { token: tokens.demo });
    const wallets = res.body.value!;
    expect(wallets[0]).toEqual({ vassalage: 'MAIN', name: 'Main wallet', balance: '10388.00', status: 'normal' });
    expect(wallets.find((w) => w.vassalage === 'AG')).toMatchObject({ balance: '1500.50', status: 'normal' });
    expect(wallets.find((w) => w.vassalage === 'PT')).toMatchObject({ balance: '845.17', status: 'maintenance' });
    expect(wallets.find((w) => w.vassalage === 'BBIN')?.balance).toBe('0.00');
    expect(new Set(wallets.map((w) => w.vassalage)).size).toBe(wallets.length);
  });

  it('lists the main wallet alone when isSingle is true', async () => {
    const res = await h.call<MerchantWallet[]>('GET', '/wps/relay/GCS_merchantWallet?isSingle=true', {
      token: tokens.demo,
    });
    expect(res.body.value!.map((w) => w.vassalage)).toEqual(['MAIN']);
    const all = await h.call<MerchantWallet[]>('GET', '/wps/relay/GCS_merchantWallet?isSingle=false', {
      token: tokens.demo,
    });
    expect(all.body.value!.length).toBeGreaterThan(1);
  });

  it('answers 400 for an isSingle that is not a boolean, 401 without a session', async () => {
    const bad = await h.call('GET', '/wps/relay/GCS_merchantWallet?isSingle=maybe', { token: tokens.demo });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/^isSingle: /);
    const anonymous = await h.call('GET', '/wps/relay/GCS_merchantWallet');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual(UNAUTHORIZED);
  });
});

describe('POST /wps/relay/GCS_walletTransfer', () => {
  it('moves money from the main wallet to a game wallet and back; the sum stays', async () => {
    const sum = async () =>
      (await h.call<{ sumBalance: string }>('GET', '/wps/v2/wallets/balance', { token: tokens.demo })).body.value!
        .sumBalance;
    const total = await sum();
    expect(total).toBe('12733.67');
    const out = await transfer('demo', { fromWallet: 'MAIN', toWallet: 'AG', amount: '250.25' });
    expect(out.body).toMatchObject({ success: true, message: null });
    expect(out.body.value).toEqual({
      transferId: expect.any(Number),
      amount: '250.25',
      fromWallet: { vassalage: 'MAIN', name: 'Main wallet', balance: '10137.75', status: 'normal' },
      toWallet: { vassalage: 'AG', name: 'AG Live', balance: '1750.75', status: 'normal' },
    });
    const back = await transfer('demo', { fromWallet: 'AG', toWallet: 'MAIN', amount: '250.25' });
    expect(back.body.value).toMatchObject({ fromWallet: { balance: '1500.50' }, toWallet: { balance: '10388.00' } });
    expect(await sum()).toBe(total);
  });

  it('opens a game wallet the member has never used', async () => {
    const res = await transfer('demo', { fromWallet: 'MAIN', toWallet: 'BBIN', amount: '0.01' });
    expect(res.body.value?.toWallet).toEqual({ vassalage: 'BBIN', name: 'BBIN', balance: '0.01', status: 'normal' });
    await transfer('demo', { fromWallet: 'BBIN', toWallet: 'MAIN', amount: '0.01' });
  });

  it('refuses a transfer above the balance and leaves both wallets unchanged', async () => {
    const before = await snapshot();
    const res = await transfer('demo', { fromWallet: 'AG', toWallet: 'MAIN', amount: '1500.51' });
    expect(res.body).toEqual({ success: false, message: QUOTA, code: 'INSUFFICIENT_BALANCE', value: null });
    const empty = await transfer('demo', { fromWallet: 'CQ9', toWallet: 'MAIN', amount: '1' });
    expect(empty.body.code).toBe('INSUFFICIENT_BALANCE');
    expect(await snapshot()).toEqual(before);
    const exact = await transfer('demo', { fromWallet: 'AG', toWallet: 'MAIN', amount: '1500.50' });
    expect(exact.body.value?.fromWallet.balance).toBe('0.00');
    await transfer('demo', { fromWallet: 'MAIN', toWallet: 'AG', amount: '1500.5' });
    expect(await balance('demo', 'AG')).toBe(150050n);
  });

  it.each([
    [{ fromWallet: 'MAIN', toWallet: 'NOPE', amount: '1' }, 'WALLET_NOT_FOUND'],
    [{ fromWallet: 'NOPE', toWallet: 'MAIN', amount: '1' }, 'WALLET_NOT_FOUND'],
    [{ fromWallet: 'AG', toWallet: 'PT', amount: '1' }, 'TRANSFER_NOT_ALLOWED'],
    [{ fromWallet: 'MAIN', toWallet: 'MAIN', amount: '1' }, 'TRANSFER_NOT_ALLOWED'],
    [{ fromWallet: 'MAIN', toWallet: 'PT', amount: '1' }, 'WALLET_MAINTENANCE'],
    [{ fromWallet: 'PT', toWallet: 'MAIN', amount: '1' }, 'WALLET_MAINTENANCE'],
  ])('refuses %j (%s) without a change', async (json, code) => {
    const before = await snapshot();
    const res = await transfer('demo', json);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: false, code, value: null });
    expect(await snapshot()).toEqual(before);
  });

  it('undoes the debit when a later step of the transfer fails', async () => {
    // Fails the transfer's last statement (the credit's ledger row), after the debit has moved the main wallet.
    await h.sandbox.db.exec(`
      CREATE FUNCTION fail_transfer_credit() RETURNS trigger LANGUAGE plpgsql AS
        $$ BEGIN RAISE EXCEPTION 'ledger unavailable'; END $$;
      CREATE TRIGGER fail_transfer_credit BEFORE INSERT ON ledger
        FOR EACH ROW WHEN (NEW.amount = 77.77) EXECUTE FUNCTION fail_transfer_credit();`);
    try {
      const before = await snapshot();
      const res = await transfer('demo', { fromWallet: 'MAIN', toWallet: 'AG', amount: '77.77' });
      expect(res.status).toBe(500);
      expect(await snapshot()).toEqual(before);
    } finally {
      await h.sandbox.db.exec('DROP TRIGGER fail_transfer_credit ON ledger; DROP FUNCTION fail_transfer_credit();');
    }
    // The sandbox logged the failure as an unhandled error; it is the one this test caused.
    expect(h.errors).toHaveLength(1);
    h.errors.length = 0;
  });

  it('never overdraws under concurrent transfers', async () => {
    const start = await balance('team3a1', 'MAIN');
    const gameWallets = async () => (await balance('team3a1', 'AG')) + (await balance('team3a1', 'SBT'));
    const gamesBefore = await gameWallets();
    const amount = (start + 3n) / 4n;
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        transfer('team3a1', { fromWallet: 'MAIN', toWallet: i % 2 ? 'AG' : 'SBT', amount: toMoney(amount) }),
      ),
    );
    const succeeded = BigInt(results.filter((r) => r.body.success).length);
    expect(succeeded).toBe(start / amount);
    for (const r of results.filter((r) => !r.body.success)) expect(r.body.message).toBe(QUOTA);
    const main = await balance('team3a1', 'MAIN');
    expect(main).toBe(start - succeeded * amount);
    const { rows } = await h.sandbox.db.query<{ n: number; sum: string }>(
      'SELECT count(*)::int AS n, coalesce(sum(amount), 0)::text AS sum FROM wallet_transfers WHERE member_id = $1',
      [await h.memberId('team3a1')],
    );
    expect(BigInt(rows[0]!.n)).toBe(succeeded);
    expect(toMinor(rows[0]!.sum)).toBe(succeeded * amount);
    expect(await gameWallets()).toBe(gamesBefore + succeeded * amount);
  });

  it.each([
    ['a missing field', { fromWallet: 'MAIN', amount: '1' }, /^toWallet: is required/],
    ['a JSON number', { fromWallet: 'MAIN', toWallet: 'AG', amount: 1 }, /^amount: must be string/],
    ['zero', { fromWallet: 'MAIN', toWallet: 'AG', amount: '0.00' }, /^amount: must be greater than 0/],
    ['a negative amount', { fromWallet: 'MAIN', toWallet: 'AG', amount: '-5' }, /^amount: must match pattern/],
    ['more than 2 decimals', { fromWallet: 'MAIN', toWallet: 'AG', amount: '1.005' }, /^amount: must have at most 2/],
    ['an exponent', { fromWallet: 'MAIN', toWallet: 'AG', amount: '1e12' }, /^amount: must match pattern/],
    ['letters', { fromWallet: 'MAIN', toWallet: 'AG', amount: '12a' }, /^amount: must match pattern/],
    [
      'a missing key',
      { fromWallet: 'MAIN', toWallet: 'AG', amount: '1', idempotencyKey: undefined },
      /^idempotencyKey: is required/,
    ],
    ['a short key', { fromWallet: 'MAIN', toWallet: 'AG', amount: '1', idempotencyKey: 'abc' }, /^idempotencyKey: /],
    ['a pattern mismatch', { fromWallet: 'main', toWallet: 'AG', amount: '1' }, /^fromWallet: must match pattern/],
    ['a code too long', { fromWallet: 'MAIN', toWallet: 'A'.repeat(33), amount: '1' }, /^toWallet: /],
    ['an unknown property', { fromWallet: 'MAIN', toWallet: 'AG', amount: '1', note: 'x' }, /^note: is not an allowed/],
  ])('answers 400 for %s and changes nothing', async (_name, json, message) => {
    const before = await snapshot();
    const res = await transfer('demo', json);
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
    expect(res.body.message).toMatch(message);
    expect(await snapshot()).toEqual(before);
  });

  it('answers 400 for a body that is not JSON, 401 without a session', async () => {
    const before = await snapshot();
    const raw = await h.call('POST', '/wps/relay/GCS_walletTransfer', { token: tokens.demo, raw: '{"amount":' });
    expect(raw.status).toBe(400);
    const anonymous = await h.call('POST', '/wps/relay/GCS_walletTransfer', {
      json: { fromWallet: 'MAIN', toWallet: 'AG', amount: '1', idempotencyKey: newKey() },
    });
    expect(anonymous.body).toEqual(UNAUTHORIZED);
    expect(await snapshot()).toEqual(before);
  });
});

describe('GET /wps/member/info/funds/consolidated', () => {
  it('shows a member their pending offers of every kind and turns on those kinds', async () => {
    const value = await consolidated('demo');
    for (const list of [value.dailysalreqtype, value.divtypereq, value.contracthoursalreq, value.realtimesalreqtype]) {
      expect(list).toHaveLength(1);
      expect(list[0]).toMatchObject({ status: 'pending', upline: 'agent', downline: 'demo' });
    }
    expect(value.dailysalreqtype[0]).toMatchObject({ kind: 'dailySalary', rate: 0.5, periodType: 'daily' });
    expect(value.divtypereq[0]).toMatchObject({ kind: 'dividend', rate: 10, periodType: 'weekly' });
    expect(value).toMatchObject({
      enableSalary: true,
      enableContract: true,
      enableCt: true,
      salary: true,
      hourSalary: true,
      agentRealtimeSalary: true,
      contractmrdailysalinfotype: null,
      dailysalinfotype: { contract: null, downlineContracts: [], offerRateMax: 0 },
      rafflePromotions: [],
    });
  });

  it("says the highest rate each caller may offer: a top agent's cap, a sub-agent's own rate, 0 without one", async () => {
    const top = await consolidated('agent');
    expect(
      [top.dailysalinfotype, top.contracthoursalinfo, top.realtimesalinfotype, top.divtypeinfo].map(
        (i) => i.offerRateMax,
      ),
    ).toEqual([
      TOP_AGENT_RATE.dailySalary,
      TOP_AGENT_RATE.hourlySalary,
      TOP_AGENT_RATE.realtimeSalary,
      TOP_AGENT_RATE.dividend,
    ]);
    const sub = await consolidated('team1');
    expect(sub.dailysalinfotype.offerRateMax).toBe(sub.dailysalinfotype.contract!.rate);
    // team3 has only offers (a terminated daily contract, a pending one): nothing to pass on yet
    expect((await consolidated('team3')).dailysalinfotype.offerRateMax).toBe(0);
  });

  it('shows the top agent the contracts with their downlines and the running raffle', async () => {
    const value = await consolidated('agent');
    expect(value.dailysalreqtype).toEqual([]);
    expect(value.dailysalinfotype.contract).toBeNull();
    const daily = value.dailysalinfotype.downlineContracts.map((c) => [c.downline, c.status, c.rate]);
    expect(daily).toEqual(
      expect.arrayContaining([
        ['team1', 'active', 1.2],
        ['team1', 'pending', 0.9],
        ['team2', 'active', 1],
        ['team3', 'pending', 1.5],
      ]),
    );
    expect(value.dailysalinfotype.downlineContracts.every((c) => ['active', 'pending'].includes(c.status))).toBe(true);
    expect(value.rafflePromotions).toEqual([
      expect.objectContaining({
        title: 'Agent Lucky Draw',
        prizes: ['88.00', '188.00', '388.00', '888.00'],
        claimed: false,
      }),
    ]);
  });

  it("computes a sub-agent's previous-day daily salary from the team's bets", async () => {
    const value = await consolidated('team1');
    expect(value.dailysalinfotype.contract).toMatchObject({ upline: 'agent', rate: 1.2, betAmount: '10000.00' });
    const { rows } = await h.sandbox.db.query<{ valid: string; active: number }>(
      `WITH RECURSIVE team AS (
         SELECT member_id FROM member_uplines WHERE upline_id = $1
         UNION ALL SELECT u.member_id FROM member_uplines u JOIN team t ON u.upline_id = t.member_id)
       SELECT coalesce(sum(valid_bet), 0)::numeric(18, 2)::text AS valid, count(DISTINCT b.member_id)::int AS active
         FROM bets b JOIN team USING (member_id)
        WHERE placed_at >= '2026-01-14T00:00:00Z' AND placed_at < '2026-01-15T00:00:00Z'`,
      [await h.memberId('team1')],
    );
    const { valid, active } = rows[0]!;
    const qualified = toMinor(valid) >= 1000000n && active >= 3;
    expect(value.contractmrdailysalinfotype).toEqual({
      date: '2026-01-14',
      validBet: valid,
      activeMembers: active,
      rate: 1.2,
      qualified,
      // 1.2% rounded half up to the satang, in integers.
      amount: toMoney(qualified ? (toMinor(valid) * 120n + 5000n) / 10000n : 0n),
    });
  });

  it('settles real-time salary in 5-minute periods', async () => {
    const saved = h.clock.now;
    try {
      h.clock.now = saved + 3 * 60_000 + 7_000;
      const value = (await consolidated('team1')).realtimesalinfotype;
      const periodStart = Math.floor(h.clock.now / REALTIME_SALARY_SETTLEMENT_MS) * REALTIME_SALARY_SETTLEMENT_MS;
      expect(value).toMatchObject({
        settlementIntervalMinutes: 5,
        periodStart: new Date(periodStart).toISOString(),
        nextSettlementAt: new Date(periodStart + 5 * 60_000).toISOString(),
        contract: { rate: 0.5 },
      });
      expect(value.periodAmount).toBe(toMoney((toMinor(value.periodValidBet) * 50n + 5000n) / 10000n));
    } finally {
      h.clock.now = saved;
    }
  });

  it('turns everything off for a trial account, and answers 401 without a session', async () => {
    const value = await consolidated('trial');
    expect(value).toMatchObject({
      enableSalary: false,
      enableContract: false,
      enableCt: false,
      salary: false,
      hourSalary: false,
      agentRealtimeSalary: false,
      dailysalreqtype: [],
      rafflePromotions: [],
    });
    const anonymous = await h.call('GET', '/wps/member/info/funds/consolidated');
    expect(anonymous.body).toEqual(UNAUTHORIZED);
  });
});

describe('agent contracts', () => {
  it('a downline accepts an offer, then terminates it', async () => {
    const offer = await pendingOffer('demo', 'dailySalary');
    const accepted = await processContract('demo', 'dailySalary', { action: 'accept', requestId: offer.id });
    expect(accepted.body.success).toBe(true);
    expect(accepted.body.value).toEqual({
      contract: { ...offer, status: 'active', decidedAt: new Date(h.clock.now).toISOString() },
      endedContracts: [],
    });
    const value = await consolidated('demo');
    expect(value.dailysalreqtype).toEqual([]);
    expect(value.dailysalinfotype.contract?.id).toBe(offer.id);

    const again = await processContract('demo', 'dailySalary', { action: 'accept', requestId: offer.id });
    expect(again.body).toMatchObject({ success: false, code: 'CONTRACT_STATE' });

    const terminated = await processContract('demo', 'dailySalary', { action: 'terminate', requestId: offer.id });
    expect(terminated.body.value?.contract).toMatchObject({ status: 'terminated', endedAt: expect.any(String) });
    expect((await consolidated('demo')).dailysalinfotype.contract).toBeNull();
    const twice = await processContract('demo', 'dailySalary', { action: 'terminate', requestId: offer.id });
    expect(twice.body).toMatchObject({ success: false, code: 'CONTRACT_STATE' });
  });

  it('a downline rejects an offer; a rejected offer cannot be accepted or terminated', async () => {
    const offer = await pendingOffer('demo', 'hourlySalary');
    const rejected = await processContract('demo', 'hourlySalary', { action: 'reject', requestId: offer.id });
    expect(rejected.body.value?.contract).toMatchObject({ id: offer.id, status: 'rejected' });
    for (const action of ['accept', 'reject', 'terminate']) {
      const res = await processContract('demo', 'hourlySalary', { action, requestId: offer.id });
      expect(res.body).toMatchObject({ success: false, code: 'CONTRACT_STATE', value: null });
    }
  });

  it("answers only the caller's own contracts of the call's kind", async () => {
    const before = await snapshot();
    const team1Offer = await pendingOffer('team1', 'dailySalary');
    const notMine = await processContract('demo', 'dailySalary', { action: 'accept', requestId: team1Offer.id });
    expect(notMine.body).toMatchObject({ success: false, code: 'CONTRACT_NOT_FOUND' });
    const dividend = await pendingOffer('demo', 'dividend');
    const wrongKind = await processContract('demo', 'dailySalary', { action: 'accept', requestId: dividend.id });
    expect(wrongKind.body).toMatchObject({ success: false, code: 'CONTRACT_NOT_FOUND' });
    const unknown = await processContract('demo', 'realtimeSalary', { action: 'accept', requestId: 999999 });
    expect(unknown.body).toMatchObject({ success: false, code: 'CONTRACT_NOT_FOUND' });
    expect(await snapshot()).toEqual(before);
  });

  it('accepting a rate below a downline contract asks first, then ends that contract', async () => {
    const offer = await pendingOffer('team1', 'dailySalary');
    expect(offer.rate).toBe(0.9);
    const before = await snapshot();
    const asked = await processContract('team1', 'dailySalary', { action: 'accept', requestId: offer.id });
    expect(asked.body).toMatchObject({
      success: false,
      code: 'DOWNLINE_RATE_HIGHER',
      value: { conflicts: [expect.objectContaining({ upline: 'team1', downline: 'team1a', rate: 1 })] },
    });
    expect(await snapshot()).toEqual(before);

    const proceeded = await processContract('team1', 'dailySalary', {
      action: 'accept',
      requestId: offer.id,
      proceed: true,
    });
    expect(proceeded.body.value?.contract).toMatchObject({ id: offer.id, status: 'active', rate: 0.9 });
    const ended = proceeded.body.value!.endedContracts.map((c) => [c.upline, c.downline, c.rate, c.endReason]);
    expect(ended).toEqual(
      expect.arrayContaining([
        ['agent', 'team1', 1.2, 'replaced'],
        ['team1', 'team1a', 1, 'uplineRateLowered'],
      ]),
    );
    expect(ended).toHaveLength(2);
    const team1 = await consolidated('team1');
    expect(team1.dailysalinfotype.contract?.rate).toBe(0.9);
    expect(team1.dailysalinfotype.downlineContracts.map((c) => [c.downline, c.rate])).toEqual([['team1b', 0.8]]);
    expect((await consolidated('team1a')).dailysalinfotype.contract).toBeNull();
  });

  it('an agent offers a contract to a direct downline, who accepts it', async () => {
    const offered = await offer('agent', 'hourlySalary', {
      downline: 'TEAM2',
      rate: 0.45,
      betAmount: '1200.5',
      activeMembers: 2,
    });
    expect(offered.body.value).toEqual({
      contract: {
        id: expect.any(Number),
        kind: 'hourlySalary',
        status: 'pending',
        upline: 'agent',
        downline: 'team2',
        rate: 0.45,
        betAmount: '1200.50',
        activeMembers: 2,
        offeredAt: new Date(h.clock.now).toISOString(),
      },
      endedContracts: [],
    });
    const id = offered.body.value!.contract.id;
    expect((await consolidated('team2')).contracthoursalreq.map((c) => c.id)).toEqual([id]);
    const accepted = await processContract('team2', 'hourlySalary', { action: 'accept', requestId: id });
    expect(accepted.body.value?.contract.status).toBe('active');
  });

  it('offers by query: a dividend defaults to a monthly period', async () => {
    const offered = await offer('agent', 'dividend', {
      downline: 'team3',
      rate: 20,
      periodValidBet: '50000',
      periodProfitLoss: '8000.25',
      activeMembers: 3,
    });
    expect(offered.body.value?.contract).toMatchObject({
      kind: 'dividend',
      periodType: 'monthly',
      periodValidBet: '50000.00',
      periodProfitLoss: '8000.25',
      activeMembers: 3,
    });
    const accepted = await processContract('team3', 'dividend', {
      action: 'accept',
      requestId: offered.body.value!.contract.id,
    });
    expect(accepted.body.value?.contract.status).toBe('active');
  });

  it.each([
    [
      'above the top agent cap',
      'agent',
      'dailySalary',
      { downline: 'team2', rate: TOP_AGENT_RATE.dailySalary + 0.01, betAmount: '1' },
      'RATE_ABOVE_OWN',
    ],
    ['above their own rate', 'team1', 'realtimeSalary', { downline: 'team1b', rate: 0.51 }, 'RATE_ABOVE_OWN'],
    [
      'of a kind they have no contract of',
      'team1b',
      'hourlySalary',
      { downline: 'team1b1', rate: 0.1, betAmount: '1' },
      'RATE_ABOVE_OWN',
    ],
    [
      'to a member not directly below',
      'agent',
      'realtimeSalary',
      { downline: 'team1a', rate: 0.1 },
      'DOWNLINE_NOT_FOUND',
    ],
    ['to themselves', 'agent', 'realtimeSalary', { downline: 'agent', rate: 0.1 }, 'DOWNLINE_NOT_FOUND'],
    ['while an offer waits', 'agent', 'dailySalary', { downline: 'team3', rate: 1, betAmount: '1' }, 'OFFER_PENDING'],
  ])('refuses an offer %s', async (_name, account, kind, request, code) => {
    const before = await snapshot();
    const res = await offer(account, kind as ContractKind, request);
    expect(res.body).toMatchObject({ success: false, code, value: null });
    expect(await snapshot()).toEqual(before);
  });

  it('a sub-agent offers at most their own rate', async () => {
    const res = await offer('team1', 'realtimeSalary', { downline: 'team1b', rate: 0.5 });
    expect(res.body.value?.contract).toMatchObject({ upline: 'team1', downline: 'team1b', status: 'pending' });
  });

  it.each(['demo', 'team3a1', 'trial'])('refuses offers by the non-agent %s', async (account) => {
    const before = await snapshot();
    for (const kind of Object.keys(CONTRACT_CALLS) as ContractKind[]) {
      const conditions = kind === 'dailySalary' || kind === 'hourlySalary' ? { betAmount: '1' } : {};
      const res = await offer(account, kind, {
        downline: 'team1',
        rate: 0.1,
        ...conditions,
      });
      expect(res.body).toEqual({ success: false, message: 'Non-agents cannot log in', code: 'NOT_AGENT', value: null });
    }
    expect(await snapshot()).toEqual(before);
  });

  it.each([
    ['a missing action', 'hourlySalary', { requestId: 1 }, /^action: is required/],
    ['an unknown action', 'hourlySalary', { action: 'cancel', requestId: 1 }, /^action: "cancel" is not a known value/],
    ['a missing requestId', 'realtimeSalary', { action: 'accept' }, /^requestId: is required/],
    [
      'a requestId of the wrong type',
      'realtimeSalary',
      { action: 'reject', requestId: '7' },
      /^requestId: must be integer/,
    ],
    ['a requestId below 1', 'realtimeSalary', { action: 'reject', requestId: 0 }, /^requestId: /],
    [
      'an unknown property',
      'hourlySalary',
      { action: 'accept', requestId: 1, force: true },
      /^force: is not an allowed/,
    ],
    [
      'a missing betAmount',
      'hourlySalary',
      { action: 'offer', downline: 'team2', rate: 0.1 },
      /^betAmount: is required/,
    ],
    ['a rate above 100', 'realtimeSalary', { action: 'offer', downline: 'team2', rate: 100.5 }, /^rate: /],
    [
      'a rate with 3 decimals',
      'realtimeSalary',
      { action: 'offer', downline: 'team2', rate: 0.125 },
      /^rate: must have at most 2/,
    ],
    ['a downline too long', 'realtimeSalary', { action: 'offer', downline: 'x'.repeat(65), rate: 0.1 }, /^downline: /],
    ['an empty downline', 'realtimeSalary', { action: 'offer', downline: '', rate: 0.1 }, /^downline: /],
    ['a missing action (query)', 'dividend', { requestId: 1 }, /^action: is required/],
    ['an unknown action (query)', 'dailySalary', { action: 'cancel', requestId: 1 }, /^action: must be one of/],
    ['a requestId that is not a number (query)', 'dividend', { action: 'accept', requestId: 'abc' }, /^requestId: /],
    [
      'a missing requestId (query)',
      'dividend',
      { action: 'terminate' },
      /^requestId: is required for action terminate/,
    ],
    [
      'a proceed that is not a boolean (query)',
      'dailySalary',
      { action: 'accept', requestId: 1, proceed: 'yes' },
      /^proceed: /,
    ],
    [
      'a missing rate (query)',
      'dividend',
      { action: 'offer', downline: 'team2' },
      /^rate: is required for action offer/,
    ],
    [
      'a missing betAmount (query)',
      'dailySalary',
      { action: 'offer', downline: 'team2', rate: 0.1 },
      /^betAmount: is required/,
    ],
    [
      'an unknown period (query)',
      'dividend',
      { action: 'offer', downline: 'team2', rate: 1, periodType: 'yearly' },
      /^periodType: must be one of/,
    ],
    [
      'a betAmount with 3 decimals (query)',
      'dailySalary',
      { action: 'offer', downline: 'team2', rate: 0.1, betAmount: '1.001' },
      /^betAmount: must have at most 2/,
    ],
    [
      'a negative profit and loss (query)',
      'dividend',
      { action: 'offer', downline: 'team2', rate: 1, periodProfitLoss: -1 },
      /^periodProfitLoss: /,
    ],
  ])('answers 400 for %s and changes nothing', async (_name, kind, request, message) => {
    const before = await snapshot();
    const res = await processContract('agent', kind as ContractKind, request);
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(message);
    expect(await snapshot()).toEqual(before);
  });

  it('answers 401 without a session', async () => {
    for (const { method, path } of Object.values(CONTRACT_CALLS)) {
      const res = await h.call(method, method === 'GET' ? `${path}?action=accept&requestId=1` : path, {
        json: method === 'POST' ? { action: 'accept', requestId: 1 } : undefined,
      });
      expect(res.body).toEqual(UNAUTHORIZED);
    }
  });
});

describe('POST /wps/relay/MCS2_claimRafflePromotion', () => {
  const claim = (account: string, json: unknown) =>
    h.call<{ promotionId: number; prize: string; ticketNo: string; mainBalance: string }>(
      'POST',
      '/wps/relay/MCS2_claimRafflePromotion',
      { token: tokens[account], json },
    );

  it('an agent claims the running raffle once; the prize goes to the main wallet', async () => {
    const [raffle] = (await consolidated('agent')).rafflePromotions;
    const main = await balance('agent', 'MAIN');
    const res = await claim('agent', { promotionId: raffle!.id });
    expect(res.body.success).toBe(true);
    const won = res.body.value!;
    expect(raffle!.prizes).toContain(won.prize);
    expect(won).toEqual({
      promotionId: raffle!.id,
      prize: won.prize,
      ticketNo: `R${raffle!.id}-000001`,
      mainBalance: toMoney(main + toMinor(won.prize)),
    });
    expect(await balance('agent', 'MAIN')).toBe(main + toMinor(won.prize));
    expect((await consolidated('agent')).rafflePromotions[0]!.claimed).toBe(true);

    const before = await snapshot();
    const again = await claim('agent', { promotionId: raffle!.id });
    expect(again.body).toMatchObject({ success: false, code: 'RAFFLE_CLAIMED', value: null });
    expect(await snapshot()).toEqual(before);
  });

  it('concurrent claims by one member pay once', async () => {
    const [raffle] = (await consolidated('team2')).rafflePromotions;
    const results = await Promise.all([1, 2, 3, 4].map(() => claim('team2', { promotionId: raffle!.id })));
    expect(results.filter((r) => r.body.success)).toHaveLength(1);
    expect(results.filter((r) => r.body.code === 'RAFFLE_CLAIMED')).toHaveLength(3);
  });

  it('refuses a finished or unknown raffle and non-agents, without a change', async () => {
    const before = await snapshot();
    const { rows } = await h.sandbox.db.query<{ id: number }>(
      `SELECT id FROM raffle_promotions WHERE title = 'Agent Songkran Raffle'`,
    );
    expect((await claim('team3', { promotionId: rows[0]!.id })).body.code).toBe('RAFFLE_NOT_FOUND');
    expect((await claim('team3', { promotionId: 999999 })).body.code).toBe('RAFFLE_NOT_FOUND');
    const member = await claim('demo', { promotionId: 1 });
    expect(member.body).toEqual({
      success: false,
      message: 'Non-agents cannot log in',
      code: 'NOT_AGENT',
      value: null,
    });
    expect(await snapshot()).toEqual(before);
  });

  it.each([
    ['a missing promotionId', {}, /^promotionId: is required/],
    ['a wrong type', { promotionId: '1' }, /^promotionId: must be integer/],
    ['an id below 1', { promotionId: 0 }, /^promotionId: /],
    ['an unknown property', { promotionId: 1, extra: 1 }, /^extra: is not an allowed/],
  ])('answers 400 for %s and changes nothing', async (_name, json, message) => {
    const before = await snapshot();
    const res = await claim('agent', json);
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(message);
    expect(await snapshot()).toEqual(before);
  });

  it('answers 401 without a session', async () => {
    const res = await h.call('POST', '/wps/relay/MCS2_claimRafflePromotion', { json: { promotionId: 1 } });
    expect(res.body).toEqual(UNAUTHORIZED);
  });
});
