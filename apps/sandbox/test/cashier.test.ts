// The cashier (openapi/src/cashier.yaml and the wallet page's calls): money as exact decimal strings, one ledger that
// every balance follows, idempotency keys on every money write, deposits and withdrawals with the back office
// played by the development routes and the sandbox clock, the notifications, transfers to the upline, and 50
// concurrent writes against one balance.
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { addUpline, insertMember } from '../src/accounts/accountRecords.ts';
import {
  DEPOSIT_AUTO_DECIDE_MS,
  WITHDRAW_DAILY_COUNT_MAX,
  CRYPTO_DECIMALS,
  CRYPTO_RATES,
  WITHDRAWAL_AUTO_RECEIVE_MS,
} from '../src/cashier/cashierConstants.ts';
import { crc16 } from '../src/cashier/promptpay.ts';
import { loadMigrations, migrate } from '../src/db/migrate.ts';
import { openDatabase } from '../src/db/open.ts';
import { hashPassword } from '../src/passwordHash.ts';
import { storeFundsPassword } from '../src/security/fundsPassword.ts';
import { toMinor, toMoney } from '../src/store/ledger.ts';
import type { Schemas } from '../src/types.ts';
import { encryptForServer } from './encrypt.ts';
import { harnessForFile, type Reply } from './harness.ts';

type DepositOrder = Schemas['DepositOrder'];
type WithdrawalOrder = Schemas['WithdrawalOrder'];

/** A fresh PGlite and its seed take most of a minute on a busy machine. */
const START_TIMEOUT_MS = 180_000;
const h = harnessForFile({ startTimeoutMs: START_TIMEOUT_MS });
const tokens: Record<string, string> = {};
const FUNDS_PASSWORD = 'Funds1234';
const MEMBER_PASSWORD = 'Cashier1234';
const QUOTA = 'Quota not sufficient, please contact customer service';

let keys = 0;
/** A fresh idempotency key. */
const newKey = () => `cashier-test-key-${String(++keys).padStart(6, '0')}`;

/** A wallet's balance in minor units. */
async function balance(account: string, wallet = 'MAIN'): Promise<bigint> {
  const { rows } = await h.sandbox.db.query<{ balance: string }>(
    'SELECT balance::text AS balance FROM wallets WHERE member_id = $1 AND vassalage = $2',
    [await h.memberId(account), wallet],
  );
  return rows[0] ? toMinor(rows[0].balance) : 0n;
}

/** Gives a member a funds password and a bank card; returns the card's id. */
async function equip(account: string): Promise<number> {
  const id = await h.memberId(account);
  await storeFundsPassword(h.sandbox.db, id, await hashPassword(FUNDS_PASSWORD), h.clock.now);
  await h.sandbox.db.query(
    `INSERT INTO banks (code, name, fields, active, sort) VALUES ('TESTBANK', 'Test Bank', '[]', true, 99)
     ON CONFLICT DO NOTHING`,
  );
  const number = String(1_000_000_000 + id * 7919);
  const { rows } = await h.sandbox.db.query<{ id: number }>(
    `INSERT INTO bank_cards (member_id, bank_code, account_name, account_number, created_at)
     VALUES ($1, 'TESTBANK', $2, $3, $4) RETURNING id`,
    [id, account, number, new Date(h.clock.now)],
  );
  return rows[0]!.id;
}

/** Gives a member (equipped) an e-wallet and a USDT (TRC20) address; returns their ids. */
async function equipPayout(account: string): Promise<{ eWallet: number; crypto: number }> {
  const id = await h.memberId(account);
  const insert = async (kind: string, code: string, name: string | null, number: string) =>
    (
      await h.sandbox.db.query<{ id: number }>(
        `INSERT INTO payout_accounts (member_id, kind, code, account_name, account_number, created_at)
         VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
        [id, kind, code, name, number, new Date(h.clock.now)],
      )
    ).rows[0]!.id;
  const eWallet = await insert('eWallet', 'TRUEMONEY', account, `08${String(10_000_000 + id).slice(-8)}`);
  const crypto = await insert('crypto', 'USDT_TRC20', null, `T${'x'.repeat(29)}${String(1000 + id).slice(-4)}`);
  return { eWallet, crypto };
}

/** A new member with a main balance (an opening ledger row), logged in; optionally under an upline. */
async function newMember(account: string, main: string, upline?: string): Promise<void> {
  const id = await insertMember(
    h.sandbox.db,
    { account, nickname: account, passwordHash: await hashPassword(MEMBER_PASSWORD), isAgent: '0', balance: main },
    h.clock.now,
  );
  if (upline) await addUpline(h.sandbox.db, id!, await h.memberId(upline));
  tokens[account] = await h.tokenFor(account, MEMBER_PASSWORD);
}

const get = <T>(account: string, path: string) => h.call<T>('GET', path, { token: tokens[account] });
const post = <T>(account: string, path: string, json: unknown) =>
  h.call<T>('POST', path, { token: tokens[account], json });
const postEncrypted = async <T>(account: string, path: string, body: unknown) =>
  h.call<T>('POST', path, { token: tokens[account], json: await encryptForServer(await h.publicKey(), body) });
const dev = (method: string, path: string, json?: unknown) => h.call<unknown>(method, path, { json });

const deposit = (account: string, body: Record<string, unknown>) =>
  post<DepositOrder>(account, '/wps/relay/MCSFE_createDeposit', { idempotencyKey: newKey(), ...body });
const withdraw = (account: string, body: Record<string, unknown>) =>
  postEncrypted<WithdrawalOrder>(account, '/wps/relay/MCSFE_createWithdrawal', {
    idempotencyKey: newKey(),
    password: FUNDS_PASSWORD,
    ...body,
  });
const withdrawSettings = async (account: string) =>
  (await get<Schemas['WithdrawSettings']>(account, '/wps/relay/MCSFE_getWithdrawSettings')).body.value!;
const notifications = async (account: string) =>
  (await get<Schemas['CashierNotificationList']>(account, '/wps/relay/MCSFE_getCashierNotifications')).body.value!;

/** A png's signature and some bytes: what the proof check reads. */
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);

async function upload(account: string, form: FormData): Promise<Reply<Schemas['CashierProof']>> {
  const res = await h.sandbox.app.request('/wps/relay/MCSFE_uploadCashierProof', {
    method: 'POST',
    headers: { authorization: `Bearer ${tokens[account]}` },
    body: form,
  });
  return {
    status: res.status,
    body: (await res.json()) as Reply<Schemas['CashierProof']>['body'],
    headers: res.headers,
  };
}

async function proof(account: string): Promise<number> {
  const form = new FormData();
  form.append('image', new Blob([PNG], { type: 'image/png' }), 'slip.png');
  const res = await upload(account, form);
  expect(res.body.success).toBe(true);
  return res.body.value!.proofId;
}

/** Every table the cashier writes, as a fingerprint: a refused request leaves it as it was. */
async function snapshot() {
  const { rows } = await h.sandbox.db.query(`SELECT
    (SELECT json_agg(w ORDER BY member_id, vassalage) FROM wallets w) AS wallets,
    (SELECT count(*)::int FROM ledger) AS ledger,
    (SELECT count(*)::int FROM idempotency_keys) AS keys,
    (SELECT json_agg(json_build_array(id, status) ORDER BY id) FROM deposits) AS deposits,
    (SELECT json_agg(json_build_array(id, status, confirmation) ORDER BY id) FROM withdrawals) AS withdrawals,
    (SELECT count(*)::int FROM cashier_proofs) AS proofs,
    (SELECT count(*)::int FROM cashier_notifications) AS notifications,
    (SELECT count(*)::int FROM upline_transfers) AS upline`);
  return rows[0];
}

/**
 * The ledger's promise: every wallet's balance is the sum of its ledger rows, and each row's balance_after is the
 * running sum of its wallet's rows up to it.
 */
async function expectLedgerHolds() {
  const mismatched = await h.sandbox.db.query(
    `SELECT w.member_id, w.vassalage, w.balance::text, coalesce(l.sum, 0)::text AS ledger
       FROM wallets w
       LEFT JOIN (SELECT member_id, wallet, sum(amount) AS sum FROM ledger GROUP BY member_id, wallet) l
         ON l.member_id = w.member_id AND l.wallet = w.vassalage
      WHERE w.balance <> coalesce(l.sum, 0)`,
  );
  expect(mismatched.rows).toEqual([]);
  const broken = await h.sandbox.db.query(
    `SELECT id FROM (
       SELECT id, balance_after, sum(amount) OVER (PARTITION BY member_id, wallet ORDER BY id) AS running FROM ledger
     ) r WHERE balance_after <> running`,
  );
  expect(broken.rows).toEqual([]);
  const orphans = await h.sandbox.db.query(
    `SELECT l.member_id, l.wallet FROM ledger l
      LEFT JOIN wallets w ON w.member_id = l.member_id AND w.vassalage = l.wallet WHERE w.member_id IS NULL`,
  );
  expect(orphans.rows).toEqual([]);
}

beforeAll(async () => {
  Object.assign(tokens, await h.demoTokens());
});

describe('the ledger', () => {
  it('holds from the seed: every balance is the sum of its ledger rows', async () => {
    await expectLedgerHolds();
    const { rows } = await h.sandbox.db.query<{ kind: string }>('SELECT DISTINCT kind FROM ledger ORDER BY kind');
    // The demo member's play (records seed): bets, wins, refunds of cancelled bets and daily rebates; rewards seed;
    // the agent team's contract settlements (salary, dividend) and the game-wallet transfers of their uplines.
    expect(rows.map((r) => r.kind)).toEqual([
      'bet',
      'betRefund',
      'deposit',
      'dividend',
      'opening',
      'rebate',
      'reward',
      'salary',
      'transfer',
      'win',
      'withdrawalHold',
      'withdrawalPayout',
    ]);
  });

  it('seeds the demo account: 12,733.67 over three wallets, PT in maintenance, a past deposit and withdrawal', async () => {
    const res = await get<Schemas['Balance']>('demo', '/wps/v2/wallets/balance');
    expect(res.body.value).toMatchObject({
      sumBalance: '12733.67',
      currency: 'THB',
      currencySymbol: '฿',
      minorDigits: 2,
    });
    const wallets = res.body.value!.wallets;
    expect(wallets[0]).toEqual({
      accountTypeId: 'MAIN',
      name: 'Main wallet',
      availBalance: '10388.00',
      status: 'normal',
    });
    expect(wallets.find((w) => w.accountTypeId === 'AG')).toMatchObject({ availBalance: '1500.50', status: 'normal' });
    expect(wallets.find((w) => w.accountTypeId === 'PT')).toMatchObject({
      availBalance: '845.17',
      status: 'maintenance',
    });
    const deposits = await get<Schemas['DepositOrderPage']>(
      'demo',
      '/wps/relay/MCSFE_getDepositOrders?status=credited',
    );
    expect(deposits.body.value!.list.some((d) => d.amount === '1000.00' && d.channelId === 'PROMPTPAY')).toBe(true);
    const paid = await get<Schemas['WithdrawalOrderPage']>('demo', '/wps/relay/MCSFE_getWithdrawOrders?status=paid');
    expect(paid.body.value!.list.map((w) => w.confirmation)).toContain('received');
  });

  it('keeps balances out of reach of anything but a ledger row', async () => {
    await expect(
      h.sandbox.db.query(`UPDATE wallets SET balance = balance + 1 WHERE vassalage = 'MAIN'`),
    ).rejects.toThrow(/only through the ledger/);
    await expect(h.sandbox.db.query(`UPDATE ledger SET amount = 1`)).rejects.toThrow(/never changed/);
    const id = await h.memberId('demo');
    await expect(
      h.sandbox.db.query(
        `INSERT INTO ledger (member_id, wallet, amount, balance_after, kind, reference, created_at)
         VALUES ($1, 'MAIN', -999999, 0, 'transfer', 'x', now())`,
        [id],
      ),
    ).rejects.toThrow(/wallets_balance_not_negative/);
    await expectLedgerHolds();
  });
});

describe('wallet transfers and the recall', () => {
  beforeAll(async () => {
    await newMember('walletgamer', '1000.00');
  });

  it('answers the same transfer again for the same key and moves nothing more', async () => {
    const body = { fromWallet: 'MAIN', toWallet: 'AG', amount: '100.10', idempotencyKey: newKey() };
    const first = await post<Schemas['WalletTransferResult']>('walletgamer', '/wps/relay/GCS_walletTransfer', body);
    expect(first.body.value).toMatchObject({ amount: '100.10', fromWallet: { balance: '899.90' } });
    const before = await snapshot();
    const again = await post('walletgamer', '/wps/relay/GCS_walletTransfer', body);
    expect(again.body).toEqual(first.body);
    expect(await snapshot()).toEqual(before);
    const other = await post('walletgamer', '/wps/relay/GCS_walletTransfer', { ...body, amount: '5.00' });
    expect([other.status, other.body.message]).toEqual([400, 'idempotencyKey: was used for another request']);
    const recall = await post('walletgamer', '/wps/relay/GCS_walletRecall', { idempotencyKey: body.idempotencyKey });
    expect(recall.status).toBe(400);
    expect(await snapshot()).toEqual(before);
  });

  it('a refused transfer spends no key: the same key works once the money is there', async () => {
    const body = { fromWallet: 'AG', toWallet: 'MAIN', amount: '200.00', idempotencyKey: newKey() };
    const refused = await post('walletgamer', '/wps/relay/GCS_walletTransfer', body);
    expect(refused.body).toMatchObject({ success: false, code: 'INSUFFICIENT_BALANCE', message: QUOTA });
    await post('walletgamer', '/wps/relay/GCS_walletTransfer', {
      fromWallet: 'MAIN',
      toWallet: 'AG',
      amount: '99.90',
      idempotencyKey: newKey(),
    });
    const done = await post('walletgamer', '/wps/relay/GCS_walletTransfer', body);
    expect(done.body.success).toBe(true);
    expect(await balance('walletgamer', 'AG')).toBe(0n);
  });

  it('recalls every game wallet but those in maintenance, in one call', async () => {
    const transfer = (toWallet: string, amount: string) =>
      post('walletgamer', '/wps/relay/GCS_walletTransfer', {
        fromWallet: 'MAIN',
        toWallet,
        amount,
        idempotencyKey: newKey(),
      });
    await transfer('AG', '10.01');
    await transfer('SBT', '20.02');
    await transfer('DG', '0.03');
    // PT goes into maintenance after it got money: the recall leaves it there.
    await dev('PUT', '/sandbox/cashier/wallets/PT/status', { status: 'normal' });
    await transfer('PT', '5.00');
    await dev('PUT', '/sandbox/cashier/wallets/PT/status', { status: 'maintenance' });
    const key = newKey();
    const res = await post<Schemas['WalletRecallResult']>('walletgamer', '/wps/relay/GCS_walletRecall', {
      idempotencyKey: key,
    });
    expect(res.body.value).toEqual({
      // In the merchant's wallet order.
      recalled: [
        { vassalage: 'AG', name: 'AG Live', amount: '10.01' },
        { vassalage: 'DG', name: 'DG Live', amount: '0.03' },
        { vassalage: 'SBT', name: 'SBT Sports', amount: '20.02' },
      ],
      skipped: [{ vassalage: 'PT', name: 'PT Slots', balance: '5.00', status: 'maintenance' }],
      total: '30.06',
      mainWallet: { vassalage: 'MAIN', name: 'Main wallet', balance: '995.00', status: 'normal' },
    });
    const again = await post('walletgamer', '/wps/relay/GCS_walletRecall', { idempotencyKey: key });
    expect(again.body).toEqual(res.body);
    const nothing = await post<Schemas['WalletRecallResult']>('walletgamer', '/wps/relay/GCS_walletRecall', {
      idempotencyKey: newKey(),
    });
    expect(nothing.body.value).toMatchObject({ recalled: [], total: '0.00' });
    await expectLedgerHolds();
  });

  it('50 concurrent transfers against one balance never overdraw it; 50 with one key move once', async () => {
    await newMember('racer', '1000.00');
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        post('racer', '/wps/relay/GCS_walletTransfer', {
          fromWallet: 'MAIN',
          toWallet: i % 2 ? 'AG' : 'SBT',
          amount: '70.00',
          idempotencyKey: newKey(),
        }),
      ),
    );
    const ok = results.filter((r) => r.body.success);
    expect(ok).toHaveLength(14);
    for (const r of results.filter((r) => !r.body.success)) expect(r.body.code).toBe('INSUFFICIENT_BALANCE');
    expect(await balance('racer')).toBe(2000n);
    expect((await balance('racer', 'AG')) + (await balance('racer', 'SBT'))).toBe(98000n);

    const key = newKey();
    const same = await Promise.all(
      Array.from({ length: 50 }, () =>
        post('racer', '/wps/relay/GCS_walletTransfer', {
          fromWallet: 'AG',
          toWallet: 'MAIN',
          amount: '1.00',
          idempotencyKey: key,
        }),
      ),
    );
    expect(new Set(same.map((r) => JSON.stringify(r.body))).size).toBe(1);
    expect(same[0]!.body.success).toBe(true);
    expect(await balance('racer')).toBe(2100n);
    await expectLedgerHolds();
  });
});

describe('deposits', () => {
  beforeAll(async () => {
    await newMember('newbie', '0.00');
  });

  it('offers the channels, presets and promotions; the first deposit has a higher minimum', async () => {
    const first = (await get<Schemas['DepositSettings']>('newbie', '/wps/relay/MCSFE_getDepositSettings')).body.value!;
    expect(first).toMatchObject({ allowDeposit: true, reason: null, firstDeposit: true, firstDepositMin: '300.00' });
    expect(first.channels.map((c) => [c.channelId, c.family, c.min])).toEqual([
      ['BANK_TRANSFER', 'bankTransfer', '300.00'],
      ['PROMPTPAY', 'qrPayment', '300.00'],
      ['TRUEMONEY', 'eWallet', '300.00'],
      ['USDT_TRC20', 'crypto', '500.00'],
    ]);
    expect(first.promotions.map((p) => p.promotionId)).toEqual(['WELCOME100', 'DAILY50']);
    const demo = (await get<Schemas['DepositSettings']>('demo', '/wps/relay/MCSFE_getDepositSettings')).body.value!;
    expect(demo.firstDeposit).toBe(false);
    expect(demo.channels[1]!.min).toBe('100.00');
    expect(demo.promotions.map((p) => p.promotionId)).toEqual(['DAILY50']);
    const trial = (await get<Schemas['DepositSettings']>('trial', '/wps/relay/MCSFE_getDepositSettings')).body.value!;
    expect(trial).toMatchObject({ allowDeposit: false, reason: 'trialAccount' });
  });

  it('opens a QR order with a PromptPay payload; the same key answers the same order', async () => {
    const key = newKey();
    const res = await post<DepositOrder>('demo', '/wps/relay/MCSFE_createDeposit', {
      idempotencyKey: key,
      channelId: 'PROMPTPAY',
      amount: '500',
    });
    const order = res.body.value!;
    expect(order).toMatchObject({ status: 'pending', amount: '500.00', bonus: '0.00', family: 'qrPayment' });
    const payload = order.instructions!.qrPayload!;
    expect(payload).toContain('5406500.00');
    expect(payload).toContain(order.orderNo);
    expect(payload.slice(-4)).toBe(crc16(payload.slice(0, -4)));
    const before = await snapshot();
    const again = await post('demo', '/wps/relay/MCSFE_createDeposit', {
      idempotencyKey: key,
      channelId: 'PROMPTPAY',
      amount: '500',
    });
    expect(again.body.value).toEqual(order);
    expect(await snapshot()).toEqual(before);
  });

  it('describes how to pay on every family', async () => {
    const crypto = (await deposit('demo', { channelId: 'USDT_TRC20', amount: '1000' })).body.value!;
    expect(crypto.instructions).toMatchObject({
      family: 'crypto',
      coin: 'USDT',
      network: 'TRC20',
      cryptoAmount: '28.571429',
    });
    const wallet = (await deposit('demo', { channelId: 'TRUEMONEY', amount: '100.00' })).body.value!;
    expect(wallet.instructions).toMatchObject({
      family: 'eWallet',
      walletNumber: '0891234567',
      reference: wallet.orderNo,
    });
    const bank = (await deposit('demo', { channelId: 'BANK_TRANSFER', amount: '300', proofId: await proof('demo') }))
      .body.value!;
    expect(bank.instructions).toMatchObject({ family: 'bankTransfer', bankAccount: { bankName: 'Kasikorn Bank' } });
  });

  it.each([
    ['below the minimum', { channelId: 'PROMPTPAY', amount: '99.99' }, 'AMOUNT_BELOW_MIN', { limit: '100.00' }],
    ['above the maximum', { channelId: 'PROMPTPAY', amount: '50000.01' }, 'AMOUNT_ABOVE_MAX', { limit: '50000.00' }],
    ['not a preset', { channelId: 'TRUEMONEY', amount: '120.00' }, 'AMOUNT_NOT_PRESET', null],
    ['an unknown channel', { channelId: 'CASH', amount: '100' }, 'CHANNEL_NOT_FOUND', null],
    ['a bank transfer without proof', { channelId: 'BANK_TRANSFER', amount: '500' }, 'PROOF_REQUIRED', null],
    ['an unknown proof', { channelId: 'BANK_TRANSFER', amount: '500', proofId: 99999 }, 'PROOF_NOT_FOUND', null],
    [
      'a promotion not offered',
      { channelId: 'PROMPTPAY', amount: '500', promotionId: 'WELCOME100' },
      'PROMOTION_NOT_FOUND',
      null,
    ],
    [
      "below the promotion's minimum",
      { channelId: 'PROMPTPAY', amount: '400', promotionId: 'DAILY50' },
      'PROMOTION_MIN_DEPOSIT',
      { limit: '500.00' },
    ],
  ])('refuses %s without a change', async (_name, body, code, value) => {
    const before = await snapshot();
    const res = await deposit('demo', body);
    expect(res.body).toMatchObject({ success: false, code, value });
    expect(await snapshot()).toEqual(before);
  });

  it('a proof serves one order', async () => {
    const proofId = await proof('demo');
    expect((await deposit('demo', { channelId: 'BANK_TRANSFER', amount: '500', proofId })).body.success).toBe(true);
    expect((await deposit('demo', { channelId: 'BANK_TRANSFER', amount: '500', proofId })).body.code).toBe(
      'PROOF_NOT_FOUND',
    );
    const others = await proof('newbie');
    expect((await deposit('demo', { channelId: 'BANK_TRANSFER', amount: '500', proofId: others })).body.code).toBe(
      'PROOF_NOT_FOUND',
    );
  });

  it('the back office credits an order: the amount and the bonus through the ledger, a notification', async () => {
    const order = (await deposit('newbie', { channelId: 'PROMPTPAY', amount: '600', promotionId: 'WELCOME100' })).body
      .value!;
    expect(order.bonus).toBe('600.00');
    const approved = await dev('POST', `/sandbox/cashier/deposits/${order.orderId}/approve`);
    expect(approved.body.value).toMatchObject({ status: 'credited' });
    expect(await balance('newbie')).toBe(120000n);
    const rows = await h.sandbox.db.query<{ kind: string; amount: string }>(
      'SELECT kind, amount::text FROM ledger WHERE reference = $1 ORDER BY id',
      [order.orderNo],
    );
    expect(rows.rows).toEqual([
      { kind: 'deposit', amount: '600.00' },
      { kind: 'bonus', amount: '600.00' },
    ]);
    const listed = await notifications('newbie');
    expect(listed.unreadCount).toBe(1);
    expect(listed.list[0]).toMatchObject({
      kind: 'depositCredited',
      orderNo: order.orderNo,
      amount: '1200.00',
      read: false,
    });
    const again = await dev('POST', `/sandbox/cashier/deposits/${order.orderId}/approve`);
    expect(again.status).toBe(409);
    expect(await balance('newbie')).toBe(120000n);
    // The promotion's turnover (RNG, (600 + 600) x 5) now hides the withdrawal form.
    const settings = await withdrawSettings('newbie');
    expect(settings.turnover).toEqual([
      { gameType: 'ALL', required: '600.00', done: '0.00', remaining: '600.00' },
      { gameType: 'RNG', required: '6000.00', done: '0.00', remaining: '6000.00' },
    ]);
    expect(settings).toMatchObject({ allowWithdraw: false, reason: 'turnoverUnmet' });
    await h.sandbox.db.query(
      `INSERT INTO bets (member_id, vassalage, game_type, bet_amount, valid_bet, win_loss, placed_at)
       VALUES ($1, 'PT', 'RNG', 6000, 6000, -100, $2)`,
      [await h.memberId('newbie'), new Date(h.clock.now)],
    );
    const met = await withdrawSettings('newbie');
    expect(met.turnover.map((t) => t.remaining)).toEqual(['0.00', '0.00']);
    expect(met.reason).not.toBe('turnoverUnmet');
  });

  it('the back office fails an order with a reason; nothing moves', async () => {
    const order = (await deposit('demo', { channelId: 'PROMPTPAY', amount: '700' })).body.value!;
    const main = await balance('demo');
    const failed = await h.call('POST', `/sandbox/cashier/deposits/${order.orderId}/reject`, {
      json: { reason: 'No payment arrived' },
    });
    expect(failed.body.value).toMatchObject({ status: 'failed', failReason: 'No payment arrived' });
    expect(await balance('demo')).toBe(main);
    const listed = await notifications('demo');
    expect(listed.list[0]).toMatchObject({ kind: 'depositFailed', reason: 'No payment arrived', amount: '700.00' });
  });

  it('the demo back office decides an order after DEPOSIT_AUTO_DECIDE_MS by the sandbox clock', async () => {
    await newMember('autopay', '0.00');
    const credited = (await deposit('autopay', { channelId: 'PROMPTPAY', amount: '300.00' })).body.value!;
    const failing = (await deposit('autopay', { channelId: 'PROMPTPAY', amount: '300.44' })).body.value!;
    h.clock.now += DEPOSIT_AUTO_DECIDE_MS - 1;
    expect((await notifications('autopay')).unreadCount).toBe(0);
    h.clock.now += 1;
    const listed = await notifications('autopay');
    expect(listed.list.map((n) => [n.kind, n.orderNo])).toEqual([
      ['depositFailed', failing.orderNo],
      ['depositCredited', credited.orderNo],
    ]);
    expect(await balance('autopay')).toBe(30000n);
    const orders = await get<Schemas['DepositOrderPage']>('autopay', '/wps/relay/MCSFE_getDepositOrders');
    expect(orders.body.value!.list.map((o) => o.status)).toEqual(['failed', 'credited']);
    expect(await markRead('autopay', { mode: 'ids', ids: [listed.list[0]!.id] })).toBe(1);
    expect(await markRead('autopay', { mode: 'all' })).toBe(0);
    expect(
      (
        await get<Schemas['CashierNotificationList']>(
          'autopay',
          '/wps/relay/MCSFE_getCashierNotifications?unreadOnly=true',
        )
      ).body.value,
    ).toEqual({ list: [], unreadCount: 0 });
    // The balance call settles too: a deposit decided by the clock shows on the header's refresh.
    const later = (await deposit('autopay', { channelId: 'PROMPTPAY', amount: '100.00' })).body.value!;
    h.clock.now += DEPOSIT_AUTO_DECIDE_MS;
    const refreshed = await get<Schemas['Balance']>('autopay', '/wps/v2/wallets/balance');
    expect(refreshed.body.value!.sumBalance).toBe('400.00');
    expect((await notifications('autopay')).list[0]).toMatchObject({ orderNo: later.orderNo, kind: 'depositCredited' });
  });

  it('pages the orders, newest first', async () => {
    const page = await get<Schemas['DepositOrderPage']>(
      'demo',
      '/wps/relay/MCSFE_getDepositOrders?pageNo=1&pageSize=2',
    );
    expect(page.body.value).toMatchObject({ pageNo: 1, pageSize: 2 });
    expect(page.body.value!.list).toHaveLength(2);
    expect(page.body.value!.totalPages).toBe(Math.ceil(page.body.value!.totalCount / 2));
  });
});

async function markRead(account: string, body: unknown): Promise<number> {
  const res = await post<{ unreadCount: number }>(account, '/wps/relay/MCSFE_readCashierNotifications', body);
  return res.body.value!.unreadCount;
}

describe('withdrawals', () => {
  let card: number;
  let walletsPayout: { eWallet: number; crypto: number };
  beforeAll(async () => {
    await newMember('payee', '5000.00');
    card = await equip('payee');
  });

  it('says what the day allows and why the form is hidden', async () => {
    expect(await withdrawSettings('payee')).toMatchObject({
      allowWithdraw: true,
      reason: null,
      min: '100.00',
      max: '50000.00',
      balance: '5000.00',
      withdrawable: '5000.00',
      dailyCountMax: WITHDRAW_DAILY_COUNT_MAX,
      dailyCountRemaining: WITHDRAW_DAILY_COUNT_MAX,
      dailyAmountRemaining: '100000.00',
      allowedHours: { from: '04:00', to: '02:00', timeZone: 'Asia/Bangkok' },
      fee: { freePerDay: 3, percent: '1', minimum: '10.00', next: false },
      fundsPasswordRequired: true,
      turnover: [],
      autoReceiveMinutes: 60,
    });
    await newMember('bare', '100.00');
    expect((await withdrawSettings('bare')).reason).toBe('noBankCard');
    expect((await withdrawSettings('trial')).reason).toBe('trialAccount');
    const saved = h.clock.now;
    try {
      // 02:30 in Bangkok.
      h.clock.now = Date.UTC(2026, 0, 15, 19, 30);
      expect((await withdrawSettings('payee')).reason).toBe('outsideHours');
    } finally {
      h.clock.now = saved;
    }
  });

  it('holds the amount at once (main wallet to HOLD), once per key', async () => {
    const key = newKey();
    const body = { idempotencyKey: key, amount: '1000.00', bankCardId: card, password: FUNDS_PASSWORD };
    const res = await postEncrypted<WithdrawalOrder>('payee', '/wps/relay/MCSFE_createWithdrawal', body);
    expect(res.body.value).toMatchObject({
      status: 'pending',
      amount: '1000.00',
      fee: '0.00',
      payoutAmount: '1000.00',
      bankCard: { bankCardId: card, bankName: 'Test Bank' },
      confirmation: null,
    });
    expect(res.body.value!.bankCard!.maskedNumber).toMatch(/^•••• \d{4}$/);
    expect(await balance('payee')).toBe(400000n);
    expect(await balance('payee', 'HOLD')).toBe(100000n);
    const balanceAnswer = await get<Schemas['Balance']>('payee', '/wps/v2/wallets/balance');
    expect(balanceAnswer.body.value!.sumBalance).toBe('4000.00');
    const before = await snapshot();
    const again = await postEncrypted('payee', '/wps/relay/MCSFE_createWithdrawal', body);
    expect(again.body).toEqual(res.body);
    expect(await snapshot()).toEqual(before);
    expect((await withdrawSettings('payee')).dailyAmountRemaining).toBe('99000.00');
  });

  it.each([
    ['a wrong funds password', { password: 'nope' }, 'FUNDS_PASSWORD_INCORRECT', null],
    ['an unknown card', { bankCardId: 99999 }, 'BANK_CARD_NOT_FOUND', null],
    ['below the minimum', { amount: '99.99' }, 'AMOUNT_BELOW_MIN', { limit: '100.00' }],
    ['above the balance', { amount: '4000.01' }, 'INSUFFICIENT_BALANCE', { limit: '4000.00' }],
  ])('refuses %s without moving money', async (_name, change, code, value) => {
    const before = await balance('payee');
    const res = await withdraw('payee', { amount: '100.00', bankCardId: card, ...change });
    expect(res.body).toMatchObject({ success: false, code, value });
    expect(await balance('payee')).toBe(before);
  });

  it('a member without a funds password is told to set one', async () => {
    await newMember('nopass', '500.00');
    const res = await withdraw('nopass', { amount: '100.00', bankCardId: 1 });
    expect(res.body).toMatchObject({ success: false, code: 'FUNDS_PASSWORD_NOT_SET' });
  });

  it('pays, then the member confirms: received', async () => {
    const order = (await withdraw('payee', { amount: '200.00', bankCardId: card })).body.value!;
    const paid = await dev('POST', `/sandbox/cashier/withdrawals/${order.orderId}/pay`);
    expect(paid.body.value).toMatchObject({ status: 'paid', confirmation: 'awaiting' });
    expect((paid.body.value as WithdrawalOrder).autoReceiveAt).toBe(
      new Date(h.clock.now + WITHDRAWAL_AUTO_RECEIVE_MS).toISOString(),
    );
    expect((await notifications('payee')).list[0]).toMatchObject({
      kind: 'withdrawalApproved',
      orderNo: order.orderNo,
    });
    const confirmed = await post<WithdrawalOrder>('payee', '/wps/relay/MCSFE_confirmWithdrawal', {
      orderId: order.orderId,
      result: 'received',
    });
    expect(confirmed.body.value).toMatchObject({ confirmation: 'received', autoReceiveAt: null });
    const twice = await post('payee', '/wps/relay/MCSFE_confirmWithdrawal', {
      orderId: order.orderId,
      result: 'received',
    });
    expect(twice.body.code).toBe('WITHDRAWAL_NOT_AWAITING');
    const payout = await h.sandbox.db.query<{ wallet: string; amount: string }>(
      `SELECT wallet, amount::text FROM ledger WHERE reference = $1 AND kind = 'withdrawalPayout'`,
      [order.orderNo],
    );
    expect(payout.rows).toEqual([{ wallet: 'HOLD', amount: '-200.00' }]);
  });

  it('not received (with proof): the back office refunds it through the ledger', async () => {
    const order = (await withdraw('payee', { amount: '300.00', bankCardId: card })).body.value!;
    await dev('POST', `/sandbox/cashier/withdrawals/${order.orderId}/pay`);
    const main = await balance('payee');
    const noProof = await post('payee', '/wps/relay/MCSFE_confirmWithdrawal', {
      orderId: order.orderId,
      result: 'notReceived',
    });
    expect([noProof.status, noProof.body.message]).toEqual([400, 'proofId: is required for notReceived']);
    const disputed = await post<WithdrawalOrder>('payee', '/wps/relay/MCSFE_confirmWithdrawal', {
      orderId: order.orderId,
      result: 'notReceived',
      proofId: await proof('payee'),
    });
    expect(disputed.body.value!.confirmation).toBe('notReceived');
    const refunded = await dev('POST', `/sandbox/cashier/withdrawals/${order.orderId}/refund`);
    expect(refunded.body.value).toMatchObject({ refundedAmount: '300.00' });
    expect(await balance('payee')).toBe(main + 30000n);
    expect((await dev('POST', `/sandbox/cashier/withdrawals/${order.orderId}/refund`)).status).toBe(409);
    expect((await dev('POST', `/sandbox/cashier/withdrawals/${order.orderId}/force-received`)).status).toBe(409);
  });

  it('partly received: the refund is what did not arrive; a forced received refunds nothing', async () => {
    // The fourth withdrawal of the day pays a fee: 1% of 2000 = 20.00.
    const order = (await withdraw('payee', { amount: '2000.00', bankCardId: card })).body.value!;
    expect(order).toMatchObject({ fee: '20.00', payoutAmount: '1980.00' });
    await dev('POST', `/sandbox/cashier/withdrawals/${order.orderId}/pay`);
    const tooMuch = await post('payee', '/wps/relay/MCSFE_confirmWithdrawal', {
      orderId: order.orderId,
      result: 'partlyReceived',
      receivedAmount: '1980.00',
    });
    expect(tooMuch.body.code).toBe('RECEIVED_AMOUNT_INVALID');
    const partly = await post<WithdrawalOrder>('payee', '/wps/relay/MCSFE_confirmWithdrawal', {
      orderId: order.orderId,
      result: 'partlyReceived',
      receivedAmount: '1500.50',
    });
    expect(partly.body.value).toMatchObject({ confirmation: 'partlyReceived', receivedAmount: '1500.50' });
    const main = await balance('payee');
    await dev('POST', `/sandbox/cashier/withdrawals/${order.orderId}/refund`);
    expect(await balance('payee')).toBe(main + 47950n);

    const forced = (await withdraw('payee', { amount: '100.00', bankCardId: card })).body.value!;
    expect(forced.fee).toBe('10.00');
    await dev('POST', `/sandbox/cashier/withdrawals/${forced.orderId}/pay`);
    await post('payee', '/wps/relay/MCSFE_confirmWithdrawal', {
      orderId: forced.orderId,
      result: 'notReceived',
      proofId: await proof('payee'),
    });
    const before = await balance('payee');
    const closed = await dev('POST', `/sandbox/cashier/withdrawals/${forced.orderId}/force-received`);
    expect(closed.body.value).toMatchObject({ confirmation: 'forcedReceived', refundedAmount: null });
    expect(await balance('payee')).toBe(before);
    expect((await dev('POST', `/sandbox/cashier/withdrawals/${forced.orderId}/refund`)).status).toBe(409);
  });

  it('the day allows WITHDRAW_DAILY_COUNT_MAX withdrawals', async () => {
    const settings = await withdrawSettings('payee');
    expect(settings).toMatchObject({ dailyCountRemaining: 0, allowWithdraw: false, reason: 'dailyCountReached' });
    expect((await withdraw('payee', { amount: '100.00', bankCardId: card })).body.code).toBe('DAILY_COUNT_REACHED');
    // A new Bangkok day (17:00 UTC) starts a new count.
    h.clock.now = Date.UTC(2026, 0, 16, 3, 0);
    expect((await withdrawSettings('payee')).dailyCountRemaining).toBe(WITHDRAW_DAILY_COUNT_MAX);
  });

  it('a rejected withdrawal refunds the held amount; an unanswered paid one counts as received', async () => {
    const rejected = (await withdraw('payee', { amount: '150.00', bankCardId: card })).body.value!;
    const main = await balance('payee');
    const res = await dev('POST', `/sandbox/cashier/withdrawals/${rejected.orderId}/reject`, {
      reason: 'Name mismatch',
    });
    expect(res.body.value).toMatchObject({ status: 'rejected', rejectReason: 'Name mismatch' });
    expect(await balance('payee')).toBe(main + 15000n);
    expect((await notifications('payee')).list[0]).toMatchObject({
      kind: 'withdrawalRejected',
      reason: 'Name mismatch',
    });

    const late = (await withdraw('payee', { amount: '150.00', bankCardId: card })).body.value!;
    await dev('POST', `/sandbox/cashier/withdrawals/${late.orderId}/approve`);
    await dev('POST', `/sandbox/cashier/withdrawals/${late.orderId}/pay`);
    h.clock.now += WITHDRAWAL_AUTO_RECEIVE_MS;
    const page = await get<Schemas['WithdrawalOrderPage']>('payee', '/wps/relay/MCSFE_getWithdrawOrders?pageSize=1');
    expect(page.body.value!.list[0]).toMatchObject({ orderId: late.orderId, confirmation: 'autoReceived' });
    const answer = await post('payee', '/wps/relay/MCSFE_confirmWithdrawal', {
      orderId: late.orderId,
      result: 'received',
    });
    expect(answer.body.code).toBe('WITHDRAWAL_NOT_AWAITING');
    const approvals = (await notifications('payee')).list.filter((n) => n.orderNo === late.orderNo);
    expect(approvals.map((n) => n.kind)).toEqual(['withdrawalApproved']);
    await expectLedgerHolds();
  });

  it("another member's order is not found", async () => {
    const { rows } = await h.sandbox.db.query<{ id: number }>(
      'SELECT max(id) AS id FROM withdrawals WHERE member_id = $1',
      [await h.memberId('payee')],
    );
    const res = await post('demo', '/wps/relay/MCSFE_confirmWithdrawal', { orderId: rows[0]!.id, result: 'received' });
    expect(res.body.code).toBe('ORDER_NOT_FOUND');
  });

  it('withdraws to an e-wallet, and in crypto at the rate of the moment (exact, rounded down)', async () => {
    await newMember('wallets', '5000.00');
    await equip('wallets');
    const { eWallet, crypto } = (walletsPayout = await equipPayout('wallets'));
    const settings = await withdrawSettings('wallets');
    expect(settings.cryptoRates).toEqual([
      { coin: 'USDT', rate: CRYPTO_RATES.USDT, decimals: CRYPTO_DECIMALS },
      { coin: 'BTC', rate: CRYPTO_RATES.BTC, decimals: CRYPTO_DECIMALS },
      { coin: 'ETH', rate: CRYPTO_RATES.ETH, decimals: CRYPTO_DECIMALS },
      { coin: 'LTC', rate: CRYPTO_RATES.LTC, decimals: CRYPTO_DECIMALS },
    ]);
    const toWallet = (await withdraw('wallets', { amount: '300.00', payoutAccountId: eWallet })).body.value!;
    expect(toWallet).toMatchObject({
      method: 'eWallet',
      bankCard: null,
      payoutAccount: {
        payoutAccountId: eWallet,
        name: 'TrueMoney Wallet',
        maskedNumber: expect.stringMatching(/^•••• \d{4}$/),
      },
      crypto: null,
    });
    // 1000.00 at 35.00 THB a coin: 28.571428 USDT (28.5714285... rounded down).
    const inCrypto = (await withdraw('wallets', { amount: '1000.00', payoutAccountId: crypto })).body.value!;
    expect(inCrypto).toMatchObject({
      method: 'crypto',
      payoutAmount: '1000.00',
      payoutAccount: { payoutAccountId: crypto, name: 'USDT (TRC20)' },
      crypto: { coin: 'USDT', network: 'TRC20', rate: '35.00', cryptoAmount: '28.571428' },
    });
    expect(await balance('wallets')).toBe(370000n);
    // The fourth of the day is charged: the coins are what is paid out after the fee (1% of 700.00, at least 10.00).
    await withdraw('wallets', { amount: '100.00', payoutAccountId: eWallet });
    const charged = (await withdraw('wallets', { amount: '700.00', payoutAccountId: crypto })).body.value!;
    expect(charged).toMatchObject({ fee: '10.00', payoutAmount: '690.00', crypto: { cryptoAmount: '19.714285' } });
    const paid = await dev('POST', `/sandbox/cashier/withdrawals/${inCrypto.orderId}/pay`);
    expect(paid.body.value).toMatchObject({ status: 'paid', crypto: { cryptoAmount: '28.571428' } });
    await expectLedgerHolds();
  });

  it("a withdrawal names exactly one account, of the member's own (400 or refused, no ledger row)", async () => {
    const { eWallet } = await equipPayout('payee');
    const before = await snapshot();
    const both = await withdraw('payee', { amount: '100.00', bankCardId: card, payoutAccountId: eWallet });
    expect([both.status, both.body.message]).toEqual([
      400,
      'bankCardId: exactly one of bankCardId and payoutAccountId is required',
    ]);
    const neither = await withdraw('payee', { amount: '100.00' });
    expect(neither.status).toBe(400);
    const other = await withdraw('payee', { amount: '100.00', payoutAccountId: walletsPayout.crypto });
    expect(other.body.code).toBe('PAYOUT_ACCOUNT_NOT_FOUND');
    expect(await snapshot()).toEqual(before);
  });

  it("the day's remaining amount refuses a withdrawal above it, with its limit and no ledger row", async () => {
    await newMember('rich', '200000.00');
    const richCard = await equip('rich');
    await withdraw('rich', { amount: '50000.00', bankCardId: richCard });
    await withdraw('rich', { amount: '45000.00', bankCardId: richCard });
    expect(await withdrawSettings('rich')).toMatchObject({
      allowWithdraw: true,
      dailyAmountRemaining: '5000.00',
      dailyCountRemaining: WITHDRAW_DAILY_COUNT_MAX - 2,
      withdrawable: '5000.00',
    });
    const before = await snapshot();
    const over = await withdraw('rich', { amount: '5000.01', bankCardId: richCard });
    expect(over.body).toMatchObject({
      success: false,
      code: 'AMOUNT_ABOVE_DAILY_REMAINING',
      value: { limit: '5000.00' },
    });
    expect(await snapshot()).toEqual(before);
    expect((await withdraw('rich', { amount: '5000.00', bankCardId: richCard })).body.success).toBe(true);
    // The amount is used up while withdrawals remain: the page says so.
    expect(await withdrawSettings('rich')).toMatchObject({
      allowWithdraw: false,
      reason: 'dailyAmountReached',
      dailyAmountRemaining: '0.00',
      dailyCountRemaining: WITHDRAW_DAILY_COUNT_MAX - 3,
    });
    await expectLedgerHolds();
  });

  it('50 concurrent withdrawals against one balance: it never goes below zero and the ledger holds', async () => {
    await newMember('rush', '350.00');
    const rushCard = await equip('rush');
    const rushPayout = await equipPayout('rush');
    // A card, an e-wallet and a crypto address in turn: every method holds from the one main wallet.
    const targets = [
      { bankCardId: rushCard },
      { payoutAccountId: rushPayout.eWallet },
      { payoutAccountId: rushPayout.crypto },
    ];
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) => withdraw('rush', { amount: '100.00', ...targets[i % targets.length] })),
    );
    const ok = results.filter((r) => r.body.success);
    expect(ok).toHaveLength(3);
    for (const r of results.filter((r) => !r.body.success)) {
      expect(r.body).toMatchObject({ code: 'INSUFFICIENT_BALANCE', value: { limit: expect.any(String) } });
    }
    expect(await balance('rush')).toBe(5000n);
    expect(await balance('rush', 'HOLD')).toBe(30000n);
    const held = await h.sandbox.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM withdrawals WHERE member_id = $1`,
      [await h.memberId('rush')],
    );
    expect(held.rows[0]!.n).toBe(3);
    await expectLedgerHolds();
  });
});

describe('transfers to the upline', () => {
  beforeAll(async () => {
    await newMember('downline', '800.00', 'agent');
    await equip('downline');
  });

  it('tells who the upline is, or why a transfer is not possible', async () => {
    const settings = await get<Schemas['UplineTransferSettings']>(
      'downline',
      '/wps/relay/MCSFE_getUplineTransferSettings',
    );
    expect(settings.body.value).toEqual({
      allowed: true,
      reason: null,
      upline: 'agent',
      min: '1.00',
      max: '50000.00',
      balance: '800.00',
      fundsPasswordRequired: true,
    });
    const top = await get<Schemas['UplineTransferSettings']>('agent', '/wps/relay/MCSFE_getUplineTransferSettings');
    expect(top.body.value).toMatchObject({ allowed: false, reason: 'noUpline', upline: null });
  });

  it('moves the amount to the upline in one transaction, once per key', async () => {
    const agentMain = await balance('agent');
    const body = { idempotencyKey: newKey(), amount: '250.75', password: FUNDS_PASSWORD };
    const res = await postEncrypted<Schemas['UplineTransfer']>('downline', '/wps/relay/MCSFE_transferToUpline', body);
    expect(res.body.value).toMatchObject({ amount: '250.75', upline: 'agent', mainBalance: '549.25' });
    expect(await balance('agent')).toBe(agentMain + 25075n);
    const again = await postEncrypted('downline', '/wps/relay/MCSFE_transferToUpline', body);
    expect(again.body).toEqual(res.body);
    expect(await balance('agent')).toBe(agentMain + 25075n);
    await expectLedgerHolds();
  });

  it.each([
    ['a wrong funds password', 'downline', { password: 'wrong' }, 'FUNDS_PASSWORD_INCORRECT'],
    ['above the balance', 'downline', { amount: '549.26' }, 'INSUFFICIENT_BALANCE'],
    ['without an upline', 'agent', {}, 'NO_UPLINE'],
    ['from a trial account', 'trial', {}, 'NEED_TRUE_ACCOUNT'],
  ])('refuses %s without a change', async (_name, account, change, code) => {
    const before = await snapshot();
    const res = await postEncrypted(account, '/wps/relay/MCSFE_transferToUpline', {
      idempotencyKey: newKey(),
      amount: '10.00',
      password: FUNDS_PASSWORD,
      ...change,
    });
    expect(res.body).toMatchObject({ success: false, code });
    expect(await snapshot()).toEqual(before);
  });
});

describe('bad input', () => {
  it.each([
    [
      'a transfer of 3 decimals',
      'POST',
      '/wps/relay/GCS_walletTransfer',
      { fromWallet: 'MAIN', toWallet: 'AG', amount: '1.001' },
      'amount: must have at most 2 decimals',
    ],
    [
      'a transfer of 0',
      'POST',
      '/wps/relay/GCS_walletTransfer',
      { fromWallet: 'MAIN', toWallet: 'AG', amount: '0' },
      'amount: must be greater than 0',
    ],
    [
      'a deposit of 3 decimals',
      'POST',
      '/wps/relay/MCSFE_createDeposit',
      { channelId: 'PROMPTPAY', amount: '100.005' },
      'amount: must have at most 2 decimals',
    ],
    [
      'a deposit of 0',
      'POST',
      '/wps/relay/MCSFE_createDeposit',
      { channelId: 'PROMPTPAY', amount: '0.00' },
      'amount: must be greater than 0',
    ],
    [
      'a deposit amount as a number',
      'POST',
      '/wps/relay/MCSFE_createDeposit',
      { channelId: 'PROMPTPAY', amount: 100 },
      'amount: must be string',
    ],
  ])('%s answers 400 and changes nothing', async (_name, method, path, body, message) => {
    const before = await snapshot();
    const res = await h.call(method, path, { token: tokens.demo, json: { idempotencyKey: newKey(), ...body } });
    expect([res.status, res.body.message]).toEqual([400, message]);
    expect(await snapshot()).toEqual(before);
  });

  it.each([
    [
      'a withdrawal of 3 decimals',
      '/wps/relay/MCSFE_createWithdrawal',
      { amount: '100.001', bankCardId: 1 },
      'amount: must have at most 2 decimals',
    ],
    [
      'a withdrawal of 0',
      '/wps/relay/MCSFE_createWithdrawal',
      { amount: '0', bankCardId: 1 },
      'amount: must be greater than 0',
    ],
    [
      'an upline transfer of 3 decimals',
      '/wps/relay/MCSFE_transferToUpline',
      { amount: '1.999' },
      'amount: must have at most 2 decimals',
    ],
  ])('%s (encrypted) answers 400 and changes nothing', async (_name, path, body, message) => {
    const before = await snapshot();
    const res = await postEncrypted('demo', path, { idempotencyKey: newKey(), password: FUNDS_PASSWORD, ...body });
    expect([res.status, res.body.message]).toEqual([400, message]);
    expect(await snapshot()).toEqual(before);
  });

  it('a partly received confirmation needs its amount', async () => {
    const res = await post('demo', '/wps/relay/MCSFE_confirmWithdrawal', { orderId: 1, result: 'partlyReceived' });
    expect([res.status, res.body.message]).toEqual([400, 'receivedAmount: is required for partlyReceived']);
  });

  it.each([
    ['no image', () => new FormData(), 'image: is required'],
    [
      'a text instead of a file',
      () => {
        const form = new FormData();
        form.append('image', 'not a file');
        return form;
      },
      'image: must be a file',
    ],
    [
      'a gif',
      () => {
        const form = new FormData();
        form.append('image', new Blob([Buffer.from('GIF89a')], { type: 'image/gif' }), 'x.gif');
        return form;
      },
      'image: must be a png or jpg image',
    ],
    [
      'a png that is not one',
      () => {
        const form = new FormData();
        form.append('image', new Blob([Buffer.from('hello')], { type: 'image/png' }), 'x.png');
        return form;
      },
      'image: must be a png or jpg image',
    ],
    [
      'an unknown field',
      () => {
        const form = new FormData();
        form.append('image', new Blob([PNG], { type: 'image/png' }), 'x.png');
        form.append('note', 'x');
        return form;
      },
      'note: is not an allowed property',
    ],
    [
      'an image above 5 MB',
      () => {
        const form = new FormData();
        form.append('image', new Blob([PNG, Buffer.alloc(5 * 1024 * 1024)], { type: 'image/png' }), 'x.png');
        return form;
      },
      'image: must NOT be larger than 5242880 bytes',
    ],
  ])('a proof upload with %s answers 400 and stores nothing', async (_name, form, message) => {
    const before = await snapshot();
    const res = await upload('demo', form());
    expect([res.status, res.body.message]).toEqual([400, message]);
    expect(await snapshot()).toEqual(before);
  });

  it('a proof upload that is not multipart answers 400; a trial account may not upload', async () => {
    const json = await h.call('POST', '/wps/relay/MCSFE_uploadCashierProof', { token: tokens.demo, json: {} });
    expect([json.status, json.body.message]).toEqual([400, 'body: must be sent as multipart/form-data']);
    const form = new FormData();
    form.append('image', new Blob([PNG], { type: 'image/png' }), 'x.png');
    expect((await upload('trial', form)).body.code).toBe('NEED_TRUE_ACCOUNT');
  });

  it('every cashier operation answers 401 without a session', async () => {
    for (const op of h.sandbox.contract.operations.filter((o) => o.tag === 'cashier')) {
      const res = await h.call(op.method.toUpperCase(), op.routePath, { json: op.method === 'get' ? undefined : {} });
      expect([op.operationId, res.status]).toEqual([op.operationId, 401]);
    }
  });

  it('the development routes refuse unknown orders and bad bodies', async () => {
    expect((await dev('POST', '/sandbox/cashier/deposits/999999/approve')).status).toBe(404);
    expect((await dev('POST', '/sandbox/cashier/withdrawals/999999/pay')).status).toBe(404);
    expect((await dev('POST', '/sandbox/cashier/withdrawals/abc/pay')).status).toBe(400);
    expect((await dev('POST', '/sandbox/cashier/deposits/1/reject', { reason: '' })).status).toBe(400);
    expect((await dev('PUT', '/sandbox/cashier/wallets/MAIN/status', { status: 'maintenance' })).status).toBe(400);
    expect((await dev('PUT', '/sandbox/cashier/wallets/AG/status', { status: 'closed' })).status).toBe(400);
    expect((await dev('POST', '/sandbox/cashier/members/nobody/adjust', { amount: '10.00' })).status).toBe(400);
    expect((await dev('POST', '/sandbox/cashier/members/demo/adjust', { amount: '-10.00' })).status).toBe(400);
    expect((await dev('POST', '/sandbox/cashier/members/demo/adjust', { amount: '1.001' })).status).toBe(400);
  });

  it('the back office adjusts a main wallet through the ledger', async () => {
    const before = await balance('demo');
    const res = await dev('POST', '/sandbox/cashier/members/demo/adjust', { amount: '250.50' });
    expect(res.body.value).toEqual({ account: 'demo', balance: toMoney(before + 25050n) });
    expect(await balance('demo')).toBe(before + 25050n);
    await expectLedgerHolds();
  });
});

describe('an older data folder', () => {
  it(
    'opens the ledger with the money already in the wallets and holds the withdrawals still waiting',
    async () => {
      const db = await openDatabase();
      try {
        const migrations = loadMigrations();
        await migrate(
          db,
          migrations.filter((m) => m.version < 9),
        );
        await db.exec(`
        INSERT INTO members (id, account, nickname, password_hash, password_changed_at, created_at)
          VALUES (1, 'old', 'Old', 'x', now(), now());
        INSERT INTO wallets (member_id, vassalage, balance) VALUES (1, 'MAIN', 1234.56), (1, 'AG', 0), (1, 'PT', 10.01);
        INSERT INTO withdrawals (member_id, amount, status, created_at) VALUES
          (1, 100, 'pending', now()), (1, 50.5, 'approved', now()), (1, 70, 'rejected', now());`);
        expect(
          await migrate(
            db,
            migrations.filter((m) => m.version <= 9),
          ),
        ).toEqual([9]);
        const { rows } = await db.query<{ wallet: string; amount: string; balance_after: string; kind: string }>(
          `SELECT wallet, amount::text, balance_after::text, kind FROM ledger ORDER BY wallet`,
        );
        expect(rows).toEqual([
          { wallet: 'HOLD', amount: '150.50', balance_after: '150.50', kind: 'opening' },
          { wallet: 'MAIN', amount: '1234.56', balance_after: '1234.56', kind: 'opening' },
          { wallet: 'PT', amount: '10.01', balance_after: '10.01', kind: 'opening' },
        ]);
        await expect(db.query(`UPDATE wallets SET balance = 0 WHERE vassalage = 'MAIN'`)).rejects.toThrow(
          /only through the ledger/,
        );
      } finally {
        await db.close();
      }
    },
    START_TIMEOUT_MS,
  );
});

describe('at the end', () => {
  it('every balance is still the sum of its ledger rows', async () => {
    await expectLedgerHolds();
    const total = await h.sandbox.db.query<{ n: number }>('SELECT count(*)::int AS n FROM ledger');
    expect(total.rows[0]!.n).toBeGreaterThan(100);
    expect(toMoney(await balance('demo'))).toMatch(/^\d+\.\d{2}$/);
  });
});

/** One step of a member's random day at the cashier, with the back office's answer where it has one. */
type CashierStep =
  | { kind: 'deposit'; minor: bigint; approve: boolean }
  | { kind: 'transfer'; from: 'MAIN' | 'AG'; minor: bigint }
  | { kind: 'withdraw'; minor: bigint; pay: boolean }
  | { kind: 'upline'; minor: bigint };

const minorAmount = (max: bigint) => fc.bigInt({ min: 1n, max });
const cashierStep: fc.Arbitrary<CashierStep> = fc.oneof(
  fc.record({ kind: fc.constant('deposit' as const), minor: minorAmount(300_000n), approve: fc.boolean() }),
  fc.record({
    kind: fc.constant('transfer' as const),
    from: fc.constantFrom('MAIN' as const, 'AG' as const),
    minor: minorAmount(200_000n),
  }),
  fc.record({ kind: fc.constant('withdraw' as const), minor: minorAmount(200_000n), pay: fc.boolean() }),
  fc.record({ kind: fc.constant('upline' as const), minor: minorAmount(100_000n) }),
);

describe('the ledger under random sequences (property)', () => {
  let runs = 0;

  it('keeps every balance the sum of its rows, never below zero, and moves exactly what each answer says', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(cashierStep, { minLength: 4, maxLength: 12 }), async (steps) => {
        const account = `prop${String(++runs).padStart(4, '0')}`;
        await newMember(account, '1000.00', 'agent');
        const card = await equip(account);
        const model = { MAIN: 100_000n, AG: 0n, HOLD: 0n };

        for (const step of steps) {
          const amount = toMoney(step.minor);
          if (step.kind === 'deposit') {
            const order = await deposit(account, { channelId: 'PROMPTPAY', amount });
            if (order.body.success) {
              const decided = await dev(
                'POST',
                `/sandbox/cashier/deposits/${order.body.value!.orderId}/${step.approve ? 'approve' : 'reject'}`,
              );
              expect(decided.status).toBe(200);
              if (step.approve) model.MAIN += step.minor;
            }
          } else if (step.kind === 'transfer') {
            const to = step.from === 'MAIN' ? 'AG' : 'MAIN';
            const res = await post(account, '/wps/relay/GCS_walletTransfer', {
              fromWallet: step.from,
              toWallet: to,
              amount,
              idempotencyKey: newKey(),
            });
            expect(res.body.success).toBe(model[step.from] >= step.minor);
            if (res.body.success) {
              model[step.from] -= step.minor;
              model[to] += step.minor;
            }
          } else if (step.kind === 'withdraw') {
            const order = await withdraw(account, { amount, bankCardId: card });
            if (step.minor > model.MAIN) expect(order.body.success).toBe(false);
            if (order.body.success) {
              model.MAIN -= step.minor;
              model.HOLD += step.minor;
              const id = order.body.value!.orderId;
              const decided = await dev('POST', `/sandbox/cashier/withdrawals/${id}/${step.pay ? 'pay' : 'reject'}`);
              expect(decided.status).toBe(200);
              model.HOLD -= step.minor;
              if (!step.pay) model.MAIN += step.minor;
            }
          } else {
            const res = await postEncrypted(account, '/wps/relay/MCSFE_transferToUpline', {
              idempotencyKey: newKey(),
              amount,
              password: FUNDS_PASSWORD,
            });
            if (step.minor > model.MAIN) expect(res.body.success).toBe(false);
            if (res.body.success) model.MAIN -= step.minor;
          }
          for (const wallet of ['MAIN', 'AG', 'HOLD'] as const) {
            expect(await balance(account, wallet)).toBe(model[wallet]);
            expect(model[wallet]).toBeGreaterThanOrEqual(0n);
          }
        }
        await expectLedgerHolds();
      }),
      // each run is a new member and up to a dozen calls on a PGlite: a handful of runs covers the orders
      { numRuns: 6 },
    );
  }, 240_000);
});
