// Deposits: the settings the page shows, opening an order, and the back office's decision (credit through the
// ledger with the promotion's bonus and turnover, or failure), each raising the member's notification.
import type { PGlite } from '@electric-sql/pglite';
import { checkMinor, moneyToMinor } from '@wl/rules';
import type { Queryable } from '../accounts/queryable.ts';
import type { Outcome } from '../envelope.ts';
import { CURRENCY, CURRENCY_MINOR_DIGITS, MAIN_WALLET } from '../sandboxConstants.ts';
import { idempotentWrite, type IdempotencyScope, type IdempotentOutcome } from '../store/idempotency.ts';
import { postLedger, toMinor, toMoney } from '../store/ledger.ts';
import type { Schemas } from '../types.ts';
import {
  CASHIER_MESSAGES,
  CASHIER_PROOF_MAX_BYTES,
  CASHIER_PROOF_TYPES,
  CRYPTO_DECIMALS,
  DEPOSIT_AUTO_DECIDE_MS,
  DEPOSIT_CHANNELS,
  DEPOSIT_DEMO_FAIL_REASON,
  DEPOSIT_DEMO_FAIL_SATANG,
  DEPOSIT_PROMOTIONS,
  DEPOSIT_QUOTE_TTL_MS,
  DEPOSIT_TURNOVER_GAME_TYPE,
  DEPOSIT_TURNOVER_MULTIPLE,
  FIRST_DEPOSIT_MIN,
  PROMPTPAY_ID,
  type DepositChannelConfig,
  type DepositPromotionConfig,
} from './cashierConstants.ts';
import {
  channelOf,
  DEPOSIT_COLUMNS,
  depositNo,
  depositOrderOf,
  notify,
  type DepositOrder,
  type DepositRow,
} from './orders.ts';
import { takeProof } from './proofs.ts';
import { promptPayPayload } from './promptpay.ts';

type DepositSettings = Schemas['DepositSettings'];
type AmountLimit = Schemas['AmountLimit'];

/** Whether the member has no credited deposit yet (the first deposit has a higher minimum and its own promotions). */
async function isFirstDeposit(db: Queryable, memberId: number): Promise<boolean> {
  const { rows } = await db.query(`SELECT 1 FROM deposits WHERE member_id = $1 AND status = 'credited' LIMIT 1`, [
    memberId,
  ]);
  return rows.length === 0;
}

/** The channel's effective minimum: on the first deposit, at least FIRST_DEPOSIT_MIN. */
function minimumOf(channel: DepositChannelConfig, first: boolean): bigint {
  const min = toMinor(channel.min);
  const firstMin = toMinor(FIRST_DEPOSIT_MIN);
  return first && firstMin > min ? firstMin : min;
}

function promotionsFor(first: boolean): DepositPromotionConfig[] {
  return DEPOSIT_PROMOTIONS.filter((p) => first || !p.firstDepositOnly);
}

export async function depositSettings(db: Queryable, memberId: number, trial: boolean): Promise<DepositSettings> {
  const first = await isFirstDeposit(db, memberId);
  return {
    allowDeposit: !trial,
    reason: trial ? 'trialAccount' : null,
    currency: CURRENCY,
    minorDigits: CURRENCY_MINOR_DIGITS,
    firstDeposit: first,
    firstDepositMin: FIRST_DEPOSIT_MIN,
    proofMaxBytes: CASHIER_PROOF_MAX_BYTES,
    proofTypes: [...CASHIER_PROOF_TYPES],
    channels: DEPOSIT_CHANNELS.map((c) => ({
      channelId: c.channelId,
      family: c.family,
      name: c.name,
      min: toMoney(minimumOf(c, first)),
      max: c.max,
      presets: [...c.presets],
      presetsOnly: c.presetsOnly,
      requiresProof: c.requiresProof,
      ...(c.bankAccount && { bankAccount: c.bankAccount }),
      ...(c.crypto && { crypto: { coin: c.crypto.coin, network: c.crypto.network, rate: c.crypto.rate } }),
    })),
    promotions: promotionsFor(first),
  };
}

/** The promotion's bonus on a deposit (minor units): FIXED as is, PERCENTAGE of the amount (down to the unit), capped. */
export function bonusOf(promotion: DepositPromotionConfig, amount: bigint): bigint {
  if (promotion.bonusType === 'FIXED') return toMinor(promotion.bonusValue);
  // The percent in hundredths (100% = 10000).
  const bonus = (amount * moneyToMinor(promotion.bonusValue, 2)) / 10000n;
  const cap = promotion.maxBonus === null ? null : toMinor(promotion.maxBonus);
  return cap !== null && bonus > cap ? cap : bonus;
}

/**
 * Coins for an amount at a rate (both in minor units) to CRYPTO_DECIMALS decimals: rounded up for a deposit (the
 * member sends at least the amount), down for a withdrawal (the merchant pays at most it).
 */
export function cryptoAmountOf(amount: bigint, rate: bigint, round: 'up' | 'down' = 'up'): string {
  const scale = 10n ** BigInt(CRYPTO_DECIMALS);
  const units = (amount * scale + (round === 'up' ? rate - 1n : 0n)) / rate;
  return `${units / scale}.${(units % scale).toString().padStart(CRYPTO_DECIMALS, '0')}`;
}

/** How to pay an order on its channel. */
function instructionsFor(
  channel: DepositChannelConfig,
  orderNo: string,
  amount: bigint,
  now: number,
): Schemas['DepositInstructions'] {
  const expiresAt = new Date(now + DEPOSIT_QUOTE_TTL_MS).toISOString();
  switch (channel.family) {
    case 'bankTransfer':
      return { family: 'bankTransfer', reference: orderNo, bankAccount: channel.bankAccount! };
    case 'qrPayment':
      return {
        family: 'qrPayment',
        reference: orderNo,
        qrPayload: promptPayPayload(PROMPTPAY_ID, toMoney(amount), orderNo),
        expiresAt,
      };
    case 'eWallet':
      return {
        family: 'eWallet',
        reference: orderNo,
        walletNumber: channel.walletNumber!,
        accountName: DEPOSIT_CHANNELS[0]!.bankAccount!.accountName,
      };
    case 'crypto':
      return {
        family: 'crypto',
        reference: orderNo,
        coin: channel.crypto!.coin,
        network: channel.crypto!.network,
        address: channel.crypto!.address,
        cryptoAmount: cryptoAmountOf(amount, toMinor(channel.crypto!.rate)),
        expiresAt,
      };
  }
}

export interface DepositInput {
  channelId: string;
  amount: bigint;
  promotionId?: string;
  proofId?: number;
}

type DepositFailure = AmountLimit | null;

/** The business checks of a new order that need no transaction: the channel, the limits, the promotion, the proof. */
async function checkDeposit(
  db: Queryable,
  memberId: number,
  input: DepositInput,
): Promise<Outcome<{ channel: DepositChannelConfig; promotion: DepositPromotionConfig | null }, DepositFailure>> {
  const channel = channelOf(input.channelId);
  if (!channel) return { failure: CASHIER_MESSAGES.channelNotFound };
  const first = await isFirstDeposit(db, memberId);
  const limits = checkMinor(input.amount, { min: minimumOf(channel, first), max: toMinor(channel.max) });
  if (!limits.ok) {
    const limit = 'limit' in limits.problem ? limits.problem.limit : 0n;
    const failure =
      limits.problem.kind === 'aboveMax' ? CASHIER_MESSAGES.amountAboveMax : CASHIER_MESSAGES.amountBelowMin;
    return { failure, value: { limit: toMoney(limit) } };
  }
  if (channel.presetsOnly && !channel.presets.some((p) => toMinor(p) === input.amount)) {
    return { failure: CASHIER_MESSAGES.amountNotPreset };
  }
  let promotion: DepositPromotionConfig | null = null;
  if (input.promotionId !== undefined) {
    promotion = promotionsFor(first).find((p) => p.promotionId === input.promotionId) ?? null;
    if (!promotion) return { failure: CASHIER_MESSAGES.promotionNotFound };
    if (input.amount < toMinor(promotion.minDeposit)) {
      return { failure: CASHIER_MESSAGES.promotionMinDeposit, value: { limit: promotion.minDeposit } };
    }
  }
  if (channel.requiresProof && input.proofId === undefined) return { failure: CASHIER_MESSAGES.proofRequired };
  return { ok: { channel, promotion } };
}

/**
 * Opens a pending order, once per idempotency key: checks, then in one transaction takes the proof, stores the order
 * with its instructions and the bonus it will bring, and keeps the key. The demo back office decides it
 * DEPOSIT_AUTO_DECIDE_MS later.
 */
export async function createDeposit(
  db: PGlite,
  scope: IdempotencyScope,
  input: DepositInput,
  now: number,
): Promise<IdempotentOutcome<DepositOrder, DepositFailure>> {
  const checked = await checkDeposit(db, scope.memberId, input);
  if (!('ok' in checked)) return checked;
  const { channel, promotion } = checked.ok;
  const at = new Date(now);
  return idempotentWrite(db, scope, at, async (tx): Promise<Outcome<DepositOrder, DepositFailure>> => {
    let proofId: number | null = null;
    if (input.proofId !== undefined) {
      if (!(await takeProof(tx, scope.memberId, input.proofId, at))) return { failure: CASHIER_MESSAGES.proofNotFound };
      proofId = input.proofId;
    }
    const bonus = promotion ? bonusOf(promotion, input.amount) : 0n;
    const id = (
      await tx.query<{ id: number }>(
        `INSERT INTO deposits (member_id, amount, channel, status, created_at, updated_at, promotion_id, bonus,
                               proof_id, idempotency_key, auto_decide_at)
         VALUES ($1, $2, $3, 'pending', $4, $4, $5, $6, $7, $8, $9) RETURNING id`,
        [
          scope.memberId,
          toMoney(input.amount),
          channel.channelId,
          at,
          promotion?.promotionId ?? null,
          toMoney(bonus),
          proofId,
          scope.key,
          new Date(now + DEPOSIT_AUTO_DECIDE_MS),
        ],
      )
    ).rows[0]!.id;
    const instructions = instructionsFor(channel, depositNo(id), input.amount, now);
    await tx.query('UPDATE deposits SET instructions = $2 WHERE id = $1', [id, JSON.stringify(instructions)]);
    const row = (await tx.query<DepositRow>(`SELECT ${DEPOSIT_COLUMNS} FROM deposits d WHERE d.id = $1`, [id]))
      .rows[0]!;
    return { ok: depositOrderOf(row) };
  });
}

/**
 * The back office credits a pending deposit: the amount and the bonus reach the main wallet (ledger `deposit` and
 * `bonus`), the turnover requirements begin and the member is told. Null when the order is not pending.
 */
export async function creditDeposit(tx: Queryable, id: number, at: Date): Promise<DepositRow | null> {
  const row = (
    await tx.query<DepositRow>(
      `UPDATE deposits d SET status = 'credited', updated_at = $2 WHERE d.id = $1 AND d.status = 'pending'
       RETURNING ${DEPOSIT_COLUMNS}`,
      [id, at],
    )
  ).rows[0];
  if (!row) return null;
  const orderNo = depositNo(id);
  const amount = toMinor(row.amount);
  const bonus = toMinor(row.bonus);
  const entry = { memberId: row.member_id, wallet: MAIN_WALLET, reference: orderNo, at } as const;
  await postLedger(tx, { ...entry, amount, kind: 'deposit' });
  if (bonus > 0n) await postLedger(tx, { ...entry, amount: bonus, kind: 'bonus' });
  const requirements: { gameType: string; required: bigint }[] = [
    { gameType: DEPOSIT_TURNOVER_GAME_TYPE, required: amount * DEPOSIT_TURNOVER_MULTIPLE },
  ];
  const promotion = DEPOSIT_PROMOTIONS.find((p) => p.promotionId === row.promotion_id);
  if (promotion && promotion.turnoverMultiple > 0) {
    requirements.push({
      gameType: promotion.gameType,
      required: (amount + bonus) * BigInt(promotion.turnoverMultiple),
    });
  }
  for (const r of requirements) {
    await tx.query(
      `INSERT INTO turnover_requirements (member_id, game_type, required, deposit_id, created_at)
       VALUES ($1, $2, $3, $4, $5)`,
      [row.member_id, r.gameType, toMoney(r.required), id, at],
    );
  }
  await notify(tx, row.member_id, 'depositCredited', { orderNo, amount: toMoney(amount + bonus) }, at);
  return { ...row, status: 'credited', updated_at: at };
}

/** The back office refuses a pending deposit (nothing moves); the member is told why. Null when not pending. */
export async function failDeposit(tx: Queryable, id: number, reason: string, at: Date): Promise<DepositRow | null> {
  const row = (
    await tx.query<DepositRow>(
      `UPDATE deposits d SET status = 'failed', fail_reason = $3, updated_at = $2 WHERE d.id = $1 AND d.status = 'pending'
       RETURNING ${DEPOSIT_COLUMNS}`,
      [id, at, reason],
    )
  ).rows[0];
  if (!row) return null;
  await notify(tx, row.member_id, 'depositFailed', { orderNo: depositNo(id), amount: row.amount, reason }, at);
  return row;
}

/**
 * The demo back office: every pending order of the member made through the API whose time has come is decided, an
 * amount ending in .44 failing and any other credited. Run by the member's cashier calls (the sandbox clock decides).
 */
export async function decideDueDeposits(tx: Queryable, memberId: number, now: number): Promise<void> {
  const due = await tx.query<{ id: number; amount: string; auto_decide_at: Date }>(
    `SELECT id, amount::text AS amount, auto_decide_at FROM deposits
      WHERE member_id = $1 AND status = 'pending' AND auto_decide_at <= $2 ORDER BY id FOR UPDATE`,
    [memberId, new Date(now)],
  );
  for (const d of due.rows) {
    if (toMinor(d.amount) % 100n === DEPOSIT_DEMO_FAIL_SATANG) {
      await failDeposit(tx, d.id, DEPOSIT_DEMO_FAIL_REASON, d.auto_decide_at);
    } else {
      await creditDeposit(tx, d.id, d.auto_decide_at);
    }
  }
}
