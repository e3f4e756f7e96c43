// Withdrawals: what the day still allows, the turnover table, the request (the amount held in the ledger), the
// member's confirmation after payout, and the back office's decisions (pay, reject with a refund, close a dispute by
// refunding the missing money or by forcing it received).
import type { PGlite } from '@electric-sql/pglite';
import { checkMinor, minMinor } from '@wl/rules';
import type { Queryable } from '../accounts/queryable.ts';
import type { Outcome } from '../envelope.ts';
import { bankCardCount, type BankCard } from '../security/bankCards.ts';
import { hasFundsPassword } from '../security/fundsPassword.ts';
import { payoutAccountCount, type PayoutAccount } from '../security/payoutAccounts.ts';
import { PAYOUT_TEMPLATES } from '../security/payoutTemplates.ts';
import { CURRENCY, CURRENCY_MINOR_DIGITS, MAIN_WALLET } from '../sandboxConstants.ts';
import { idempotentWrite, type IdempotencyScope, type IdempotentOutcome } from '../store/idempotency.ts';
import { HOLD_WALLET, lockWallets, postLedger, toMinor, toMoney, walletBalance } from '../store/ledger.ts';
import type { Schemas } from '../types.ts';
import {
  BANGKOK_OFFSET_MS,
  CASHIER_MESSAGES,
  CRYPTO_DECIMALS,
  CRYPTO_RATES,
  FUNDS_PASSWORD_REQUIRED,
  type CryptoCoin,
  WITHDRAW_DAILY_AMOUNT_MAX,
  WITHDRAW_DAILY_COUNT_MAX,
  WITHDRAW_FEE_BASIS_POINTS,
  WITHDRAW_FEE_MIN,
  WITHDRAW_FREE_PER_DAY,
  WITHDRAW_HOURS,
  WITHDRAW_MAX,
  WITHDRAW_MIN,
  WITHDRAW_PRESETS,
  WITHDRAWAL_AUTO_RECEIVE_MINUTES,
  WITHDRAWAL_AUTO_RECEIVE_MS,
} from './cashierConstants.ts';
import {
  findWithdrawal,
  notify,
  WITHDRAWAL_COLUMNS,
  withdrawalNo,
  withdrawalOrderOf,
  type WithdrawalOrder,
  type WithdrawalRow,
} from './orders.ts';
import { takeProof } from './proofs.ts';
import { cryptoAmountOf } from './deposits.ts';

type WithdrawSettings = Schemas['WithdrawSettings'];
type Reason = NonNullable<WithdrawSettings['reason']>;
type AmountLimit = Schemas['AmountLimit'];

const DAY_MS = 24 * 60 * 60_000;
/** How far back the turnover table looks. */
const TURNOVER_WINDOW_MS = 30 * DAY_MS;

/** When the Bangkok day of `now` began (the daily limits' day). */
export function bangkokDayStart(now: number): Date {
  return new Date(Math.floor((now + BANGKOK_OFFSET_MS) / DAY_MS) * DAY_MS - BANGKOK_OFFSET_MS);
}

function minutesOf(hhmm: string): number {
  const [h, m] = hhmm.split(':').map(Number);
  return h! * 60 + m!;
}

/**
 * Whether withdrawals are taken at `now` (Bangkok time; `to` before `from` spans midnight, `to` equal to `from` is
 * all day).
 */
export function withinHours(now: number, hours: { from: string; to: string } = WITHDRAW_HOURS): boolean {
  const minute = Math.floor(((now + BANGKOK_OFFSET_MS) % DAY_MS) / 60_000);
  const from = minutesOf(hours.from);
  const to = minutesOf(hours.to);
  if (from === to) return true;
  return from < to ? minute >= from && minute < to : minute >= from || minute < to;
}

/** The turnover table: per game type, what the requirements of the last 30 days ask and what was bet towards them. */
export async function turnoverOf(
  db: Queryable,
  memberId: number,
  now: number,
): Promise<Schemas['TurnoverRequirement'][]> {
  const { rows } = await db.query<{ game_type: string; required: string; done: string }>(
    `SELECT r.game_type, sum(r.required)::numeric(18, 2)::text AS required,
            sum(least(r.required, coalesce(b.valid, 0)))::numeric(18, 2)::text AS done
       FROM turnover_requirements r
       LEFT JOIN LATERAL (
         SELECT sum(valid_bet) AS valid FROM bets
          WHERE member_id = r.member_id AND placed_at >= r.created_at AND placed_at <= $3
            AND (r.game_type = 'ALL' OR game_type = r.game_type)
       ) b ON true
      WHERE r.member_id = $1 AND r.created_at >= $2 AND r.created_at <= $3
      GROUP BY r.game_type ORDER BY r.game_type`,
    [memberId, new Date(now - TURNOVER_WINDOW_MS), new Date(now)],
  );
  return rows.map((r) => {
    const required = toMinor(r.required);
    const done = toMinor(r.done);
    return { gameType: r.game_type, required: r.required, done: r.done, remaining: toMoney(required - done) };
  });
}

/** What the member's day and wallet allow now (minor units). */
interface WithdrawState {
  balance: bigint;
  countToday: number;
  amountToday: bigint;
  countRemaining: number;
  amountRemaining: bigint;
  withdrawable: bigint;
  turnover: Schemas['TurnoverRequirement'][];
  turnoverMet: boolean;
  inHours: boolean;
}

async function withdrawState(db: Queryable, memberId: number, now: number): Promise<WithdrawState> {
  const balance = await walletBalance(db, memberId, MAIN_WALLET);
  const today = (
    await db.query<{ n: number; total: string }>(
      `SELECT count(*)::int AS n, coalesce(sum(amount), 0)::numeric(18, 2)::text AS total FROM withdrawals
        WHERE member_id = $1 AND created_at >= $2 AND status <> 'rejected'`,
      [memberId, bangkokDayStart(now)],
    )
  ).rows[0]!;
  const amountToday = toMinor(today.total);
  const dailyMax = toMinor(WITHDRAW_DAILY_AMOUNT_MAX);
  const amountRemaining = amountToday >= dailyMax ? 0n : dailyMax - amountToday;
  const turnover = await turnoverOf(db, memberId, now);
  return {
    balance,
    countToday: today.n,
    amountToday,
    countRemaining: Math.max(0, WITHDRAW_DAILY_COUNT_MAX - today.n),
    amountRemaining,
    withdrawable: minMinor(minMinor(balance, amountRemaining), toMinor(WITHDRAW_MAX)),
    turnover,
    turnoverMet: turnover.every((t) => toMinor(t.remaining) === 0n),
    inHours: withinHours(now),
  };
}

/** The fee of the next withdrawal of the day (minor units). */
function feeOf(amount: bigint, countToday: number): bigint {
  if (countToday < WITHDRAW_FREE_PER_DAY) return 0n;
  const fee = (amount * WITHDRAW_FEE_BASIS_POINTS + 9999n) / 10000n;
  const min = toMinor(WITHDRAW_FEE_MIN);
  return fee < min ? min : fee;
}

export async function withdrawSettings(
  db: Queryable,
  memberId: number,
  trial: boolean,
  now: number,
): Promise<WithdrawSettings> {
  const state = await withdrawState(db, memberId, now);
  const fundsPasswordSet = await hasFundsPassword(db, memberId);
  const accounts = (await bankCardCount(db, memberId)) + (await payoutAccountCount(db, memberId));
  const reasons: [Reason, boolean][] = [
    ['trialAccount', trial],
    ['turnoverUnmet', !state.turnoverMet],
    ['outsideHours', !state.inHours],
    ['dailyCountReached', state.countRemaining === 0],
    ['dailyAmountReached', state.amountRemaining === 0n],
    ['noBankCard', accounts === 0],
    ['fundsPasswordNotSet', FUNDS_PASSWORD_REQUIRED && !fundsPasswordSet],
  ];
  const reason = reasons.find(([, applies]) => applies)?.[0] ?? null;
  return {
    allowWithdraw: reason === null,
    reason,
    currency: CURRENCY,
    minorDigits: CURRENCY_MINOR_DIGITS,
    min: WITHDRAW_MIN,
    max: WITHDRAW_MAX,
    presets: [...WITHDRAW_PRESETS],
    balance: toMoney(state.balance),
    withdrawable: toMoney(state.withdrawable),
    dailyCountMax: WITHDRAW_DAILY_COUNT_MAX,
    dailyCountRemaining: state.countRemaining,
    dailyAmountMax: WITHDRAW_DAILY_AMOUNT_MAX,
    dailyAmountRemaining: toMoney(state.amountRemaining),
    allowedHours: { ...WITHDRAW_HOURS },
    fee: {
      freePerDay: WITHDRAW_FREE_PER_DAY,
      percent: toMoney(WITHDRAW_FEE_BASIS_POINTS).replace(/\.00$/, ''),
      minimum: WITHDRAW_FEE_MIN,
      next: state.countToday >= WITHDRAW_FREE_PER_DAY,
    },
    fundsPasswordRequired: FUNDS_PASSWORD_REQUIRED,
    turnover: state.turnover,
    cryptoRates: [...new Set(PAYOUT_TEMPLATES.flatMap((template) => template.coin ?? []))].map((coin) => ({
      coin,
      rate: rateOf(coin),
      decimals: CRYPTO_DECIMALS,
    })),
    autoReceiveMinutes: WITHDRAWAL_AUTO_RECEIVE_MINUTES,
  };
}

/** What one coin is worth now (a coin without a rate cannot be bound: PAYOUT_TEMPLATES and CRYPTO_RATES agree). */
function rateOf(coin: string): string {
  const rate = CRYPTO_RATES[coin as CryptoCoin] as string | undefined;
  if (rate === undefined) throw new Error(`no rate for ${coin}`);
  return rate;
}

/** Where a withdrawal goes: one of the member's bank cards, or an e-wallet or crypto address. */
export type WithdrawTarget = { method: 'bankCard'; card: BankCard } | { method: 'payout'; account: PayoutAccount };

type WithdrawFailure = AmountLimit | null;

const AMOUNT_FAILURES = {
  belowMin: CASHIER_MESSAGES.amountBelowMin,
  aboveMax: CASHIER_MESSAGES.amountAboveMax,
  aboveBalance: CASHIER_MESSAGES.insufficientBalance,
  aboveDailyRemaining: CASHIER_MESSAGES.amountAboveDailyRemaining,
} as const;

/**
 * Requests a withdrawal to the card, e-wallet or crypto address (the funds password was checked before), once per
 * idempotency key. In one transaction with the main wallet locked: the day's limits, the turnover, the hours, the
 * amount's limits with the balance; then the order (a crypto one with the rate and the coins of this moment: what
 * is paid out after the fee, rounded down) and its hold (main wallet to HOLD, two `withdrawalHold` rows).
 */
export async function createWithdrawal(
  db: PGlite,
  scope: IdempotencyScope,
  amount: bigint,
  target: WithdrawTarget,
  now: number,
): Promise<IdempotentOutcome<WithdrawalOrder, WithdrawFailure>> {
  const at = new Date(now);
  return idempotentWrite(db, scope, at, async (tx): Promise<Outcome<WithdrawalOrder, WithdrawFailure>> => {
    await lockWallets(tx, scope.memberId, [MAIN_WALLET]);
    const state = await withdrawState(tx, scope.memberId, now);
    if (!state.turnoverMet) return { failure: CASHIER_MESSAGES.turnoverUnmet };
    if (!state.inHours) return { failure: CASHIER_MESSAGES.outsideHours };
    if (state.countRemaining === 0) return { failure: CASHIER_MESSAGES.dailyCountReached };
    const checked = checkMinor(amount, {
      min: toMinor(WITHDRAW_MIN),
      max: toMinor(WITHDRAW_MAX),
      balance: state.balance,
      dailyRemaining: state.amountRemaining,
    });
    if (!checked.ok) {
      const problem = checked.problem as { kind: keyof typeof AMOUNT_FAILURES; limit: bigint };
      return { failure: AMOUNT_FAILURES[problem.kind], value: { limit: toMoney(problem.limit) } };
    }
    const fee = feeOf(amount, state.countToday);
    const account = target.method === 'payout' ? target.account : null;
    const rate = account?.coin ? rateOf(account.coin) : null;
    const row = (
      await tx.query<WithdrawalRow>(
        `INSERT INTO withdrawals AS w (member_id, amount, fee, status, method, bank_card_id, payout_account_id,
                                  bank_name, masked_number, coin, network, rate, crypto_amount, idempotency_key,
                                  created_at)
         VALUES ($1, $2, $3, 'pending', $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)
         RETURNING ${WITHDRAWAL_COLUMNS}`,
        [
          scope.memberId,
          toMoney(amount),
          toMoney(fee),
          account ? account.kind : 'bankCard',
          target.method === 'bankCard' ? target.card.id : null,
          account?.id ?? null,
          target.method === 'bankCard' ? target.card.bankName : target.account.name,
          target.method === 'bankCard' ? target.card.maskedNumber : target.account.maskedNumber,
          account?.coin ?? null,
          account?.network ?? null,
          rate,
          rate === null ? null : cryptoAmountOf(amount - fee, toMinor(rate), 'down'),
          scope.key,
          at,
        ],
      )
    ).rows[0]!;
    const entry = {
      memberId: scope.memberId,
      kind: 'withdrawalHold',
      reference: withdrawalNo(row.id),
      idempotencyKey: scope.key,
      at,
    } as const;
    await postLedger(tx, { ...entry, wallet: MAIN_WALLET, amount: -amount });
    await postLedger(tx, { ...entry, wallet: HOLD_WALLET, amount });
    return { ok: withdrawalOrderOf(row) };
  });
}

/** Paid withdrawals left unconfirmed past the auto-receive time count as received (spec §4). */
export async function autoReceive(tx: Queryable, memberId: number, now: number): Promise<void> {
  await tx.query(
    `UPDATE withdrawals SET confirmation = 'autoReceived', confirmed_at = paid_at + $3 * interval '1 millisecond'
      WHERE member_id = $1 AND status = 'paid' AND confirmation = 'awaiting' AND paid_at <= $2`,
    [memberId, new Date(now - WITHDRAWAL_AUTO_RECEIVE_MS), WITHDRAWAL_AUTO_RECEIVE_MS],
  );
}

export type Confirmation =
  | { result: 'received' }
  | { result: 'notReceived'; proofId: number }
  | { result: 'partlyReceived'; receivedAmount: bigint; proofId?: number };

/** The member's answer to a paid withdrawal awaiting it. */
export async function confirmWithdrawal(
  db: PGlite,
  memberId: number,
  orderId: number,
  confirmation: Confirmation,
  now: number,
): Promise<Outcome<WithdrawalOrder>> {
  const at = new Date(now);
  return db.transaction(async (tx): Promise<Outcome<WithdrawalOrder>> => {
    await autoReceive(tx, memberId, now);
    const order = await findWithdrawal(tx, orderId, true);
    if (!order || order.member_id !== memberId) return { failure: CASHIER_MESSAGES.orderNotFound };
    if (order.status !== 'paid' || order.confirmation !== 'awaiting') {
      return { failure: CASHIER_MESSAGES.withdrawalNotAwaiting };
    }
    let received: string | null = null;
    if (confirmation.result === 'partlyReceived') {
      const payout = toMinor(order.amount) - toMinor(order.fee);
      if (confirmation.receivedAmount >= payout) return { failure: CASHIER_MESSAGES.receivedAmountInvalid };
      received = toMoney(confirmation.receivedAmount);
    }
    const proofId = confirmation.result === 'received' ? undefined : confirmation.proofId;
    if (proofId !== undefined && !(await takeProof(tx, memberId, proofId, at))) {
      return { failure: CASHIER_MESSAGES.proofNotFound };
    }
    const row = (
      await tx.query<WithdrawalRow>(
        `UPDATE withdrawals w SET confirmation = $2, received_amount = $3, proof_id = $4, confirmed_at = $5
          WHERE w.id = $1 RETURNING ${WITHDRAWAL_COLUMNS}`,
        [orderId, confirmation.result, received, proofId ?? null, at],
      )
    ).rows[0]!;
    return { ok: withdrawalOrderOf(row) };
  });
}

/** What a back-office action on a withdrawal found: the order after it, or why it does not apply. */
export type BackOfficeOutcome = { ok: WithdrawalOrder } | { refused: string };

async function backOffice(
  db: PGlite,
  id: number,
  now: number,
  act: (tx: Queryable, order: WithdrawalRow, at: Date) => Promise<string | null>,
): Promise<BackOfficeOutcome> {
  return db.transaction(async (tx) => {
    const order = await findWithdrawal(tx, id, true);
    if (!order) return { refused: 'No withdrawal with this id' };
    await autoReceive(tx, order.member_id, now);
    const current = (await findWithdrawal(tx, id))!;
    const refused = await act(tx, current, new Date(now));
    if (refused) return { refused };
    return { ok: withdrawalOrderOf((await findWithdrawal(tx, id))!) };
  });
}

/** The back office approves a pending withdrawal (the member is told); paying it is a separate step. */
export function approveWithdrawal(db: PGlite, id: number, now: number): Promise<BackOfficeOutcome> {
  return backOffice(db, id, now, async (tx, order, at) => {
    if (order.status !== 'pending') return `The withdrawal is ${order.status}, not pending`;
    await tx.query(`UPDATE withdrawals SET status = 'approved', approved_at = $2 WHERE id = $1`, [order.id, at]);
    await notify(
      tx,
      order.member_id,
      'withdrawalApproved',
      { orderNo: withdrawalNo(order.id), amount: order.amount },
      at,
    );
    return null;
  });
}

/**
 * The back office pays a pending or approved withdrawal: the held amount leaves (ledger `withdrawalPayout` from
 * HOLD) and the member's confirmation is awaited. A pending one is approved on the way (the member is told once).
 */
export function payWithdrawal(db: PGlite, id: number, now: number): Promise<BackOfficeOutcome> {
  return backOffice(db, id, now, async (tx, order, at) => {
    if (order.status !== 'pending' && order.status !== 'approved') return `The withdrawal is ${order.status}`;
    await tx.query(
      `UPDATE withdrawals SET status = 'paid', confirmation = 'awaiting', paid_at = $2,
              approved_at = coalesce(approved_at, $2) WHERE id = $1`,
      [order.id, at],
    );
    const orderNo = withdrawalNo(order.id);
    await postLedger(tx, {
      memberId: order.member_id,
      wallet: HOLD_WALLET,
      amount: -toMinor(order.amount),
      kind: 'withdrawalPayout',
      reference: orderNo,
      at,
    });
    if (order.status === 'pending') {
      await notify(tx, order.member_id, 'withdrawalApproved', { orderNo, amount: order.amount }, at);
    }
    return null;
  });
}

/** The back office rejects a pending or approved withdrawal: the held amount goes back to the main wallet. */
export function rejectWithdrawal(db: PGlite, id: number, reason: string, now: number): Promise<BackOfficeOutcome> {
  return backOffice(db, id, now, async (tx, order, at) => {
    if (order.status !== 'pending' && order.status !== 'approved') return `The withdrawal is ${order.status}`;
    await tx.query(`UPDATE withdrawals SET status = 'rejected', reject_reason = $2, rejected_at = $3 WHERE id = $1`, [
      order.id,
      reason,
      at,
    ]);
    const entry = {
      memberId: order.member_id,
      kind: 'withdrawalRefund',
      reference: withdrawalNo(order.id),
      at,
    } as const;
    const amount = toMinor(order.amount);
    await postLedger(tx, { ...entry, wallet: HOLD_WALLET, amount: -amount });
    await postLedger(tx, { ...entry, wallet: MAIN_WALLET, amount });
    await notify(
      tx,
      order.member_id,
      'withdrawalRejected',
      { orderNo: withdrawalNo(order.id), amount: order.amount, reason },
      at,
    );
    return null;
  });
}

const DISPUTED = ['notReceived', 'partlyReceived'];

/**
 * The back office settles a dispute by giving the missing money back to the main wallet (ledger
 * `withdrawalRefund`): all of it when nothing arrived, the payout less what arrived when part did.
 */
export function refundWithdrawal(db: PGlite, id: number, now: number): Promise<BackOfficeOutcome> {
  return backOffice(db, id, now, async (tx, order, at) => {
    if (order.status !== 'paid' || !DISPUTED.includes(order.confirmation ?? '') || order.refunded_amount !== null) {
      return 'Only a withdrawal confirmed not or partly received, not refunded yet, can be refunded';
    }
    const refund =
      order.confirmation === 'notReceived'
        ? toMinor(order.amount)
        : toMinor(order.amount) - toMinor(order.fee) - toMinor(order.received_amount!);
    await tx.query('UPDATE withdrawals SET refunded_amount = $2 WHERE id = $1', [order.id, toMoney(refund)]);
    await postLedger(tx, {
      memberId: order.member_id,
      wallet: MAIN_WALLET,
      amount: refund,
      kind: 'withdrawalRefund',
      reference: withdrawalNo(order.id),
      at,
    });
    return null;
  });
}

/**
 * The back office closes a paid withdrawal as received whatever the member said or did not say (spec §4: a forcibly
 * received request is not refunded).
 */
export function forceReceived(db: PGlite, id: number, now: number): Promise<BackOfficeOutcome> {
  return backOffice(db, id, now, async (tx, order, at) => {
    const open = order.confirmation === 'awaiting' || DISPUTED.includes(order.confirmation ?? '');
    if (order.status !== 'paid' || !open || order.refunded_amount !== null) {
      return 'Only a paid withdrawal awaiting confirmation or disputed, not refunded, can be forced received';
    }
    await tx.query(`UPDATE withdrawals SET confirmation = 'forcedReceived', confirmed_at = $2 WHERE id = $1`, [
      order.id,
      at,
    ]);
    return null;
  });
}
