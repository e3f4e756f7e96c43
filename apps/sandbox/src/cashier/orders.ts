// What the cashier's orders and notifications look like on the wire, and the order numbers the ledger refers to.
import type { Queryable } from '../accounts/queryable.ts';
import { toMinor, toMoney } from '../store/ledger.ts';
import type { Schemas } from '../types.ts';
import { DEPOSIT_CHANNELS, WITHDRAWAL_AUTO_RECEIVE_MS } from './cashierConstants.ts';

export type DepositOrder = Schemas['DepositOrder'];
export type WithdrawalOrder = Schemas['WithdrawalOrder'];
export type CashierNotificationKind = Schemas['CashierNotificationKind'];

/** D00000012: a deposit's order number, also its ledger rows' reference. */
export function depositNo(id: number): string {
  return `D${String(id).padStart(8, '0')}`;
}

/** W00000012: a withdrawal's order number, also its ledger rows' reference (the seed's held amounts use it too). */
export function withdrawalNo(id: number): string {
  return `W${String(id).padStart(8, '0')}`;
}

/** The same in SQL, for a column of withdrawal ids. */
export const WITHDRAWAL_NO_SQL = (column: string) => `'W' || lpad(${column}::text, 8, '0')`;

export function channelOf(channelId: string) {
  return DEPOSIT_CHANNELS.find((c) => c.channelId === channelId);
}

export const DEPOSIT_COLUMNS = `d.id, d.member_id, d.amount::text AS amount, d.channel, d.status, d.created_at,
  d.updated_at, d.promotion_id, d.bonus::text AS bonus, d.fail_reason, d.instructions`;

export interface DepositRow {
  id: number;
  member_id: number;
  amount: string;
  channel: string;
  status: Schemas['DepositStatus'];
  created_at: Date;
  updated_at: Date;
  promotion_id: string | null;
  bonus: string;
  fail_reason: string | null;
  instructions: Schemas['DepositInstructions'] | null;
}

export function depositOrderOf(row: DepositRow): DepositOrder {
  const channel = channelOf(row.channel);
  return {
    orderId: row.id,
    orderNo: depositNo(row.id),
    channelId: row.channel,
    channelName: channel?.name ?? row.channel,
    family: channel?.family ?? 'bankTransfer',
    amount: row.amount,
    bonus: row.bonus,
    promotionId: row.promotion_id,
    status: row.status,
    failReason: row.fail_reason,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    instructions: row.instructions,
  };
}

export const WITHDRAWAL_COLUMNS = `w.id, w.member_id, w.amount::text AS amount, w.fee::text AS fee, w.status,
  w.confirmation, w.received_amount::text AS received_amount, w.refunded_amount::text AS refunded_amount,
  w.reject_reason, w.method, w.bank_card_id, w.payout_account_id, w.bank_name, w.masked_number, w.coin, w.network,
  w.rate::text AS rate, w.crypto_amount::text AS crypto_amount, w.created_at, w.paid_at, w.confirmed_at`;

export interface WithdrawalRow {
  id: number;
  member_id: number;
  amount: string;
  fee: string;
  status: Schemas['WithdrawalStatus'];
  confirmation: Schemas['WithdrawalConfirmationState'] | null;
  received_amount: string | null;
  refunded_amount: string | null;
  reject_reason: string | null;
  method: Schemas['WithdrawMethod'];
  bank_card_id: number | null;
  payout_account_id: number | null;
  /** The bank's name, or the e-wallet's or coin's (TrueMoney Wallet, USDT (TRC20)). */
  bank_name: string | null;
  masked_number: string | null;
  coin: string | null;
  network: string | null;
  rate: string | null;
  crypto_amount: string | null;
  created_at: Date;
  paid_at: Date | null;
  confirmed_at: Date | null;
}

export function withdrawalOrderOf(row: WithdrawalRow): WithdrawalOrder {
  const awaiting = row.status === 'paid' && row.confirmation === 'awaiting' && row.paid_at !== null;
  return {
    orderId: row.id,
    orderNo: withdrawalNo(row.id),
    amount: row.amount,
    fee: row.fee,
    payoutAmount: toMoney(toMinor(row.amount) - toMinor(row.fee)),
    method: row.method,
    bankCard:
      row.bank_card_id !== null && row.bank_name !== null && row.masked_number !== null
        ? { bankCardId: row.bank_card_id, bankName: row.bank_name, maskedNumber: row.masked_number }
        : null,
    payoutAccount:
      row.payout_account_id !== null && row.bank_name !== null && row.masked_number !== null
        ? { payoutAccountId: row.payout_account_id, name: row.bank_name, maskedNumber: row.masked_number }
        : null,
    crypto:
      row.coin !== null && row.network !== null && row.rate !== null && row.crypto_amount !== null
        ? { coin: row.coin, network: row.network, rate: row.rate, cryptoAmount: row.crypto_amount }
        : null,
    status: row.status,
    confirmation: row.confirmation,
    receivedAmount: row.received_amount,
    refundedAmount: row.refunded_amount,
    rejectReason: row.reject_reason,
    createdAt: row.created_at.toISOString(),
    paidAt: row.paid_at?.toISOString() ?? null,
    confirmedAt: row.confirmed_at?.toISOString() ?? null,
    autoReceiveAt: awaiting ? new Date(row.paid_at!.getTime() + WITHDRAWAL_AUTO_RECEIVE_MS).toISOString() : null,
  };
}

export async function findWithdrawal(db: Queryable, id: number, forUpdate = false): Promise<WithdrawalRow | null> {
  const { rows } = await db.query<WithdrawalRow>(
    `SELECT ${WITHDRAWAL_COLUMNS} FROM withdrawals w WHERE w.id = $1${forUpdate ? ' FOR UPDATE' : ''}`,
    [id],
  );
  return rows[0] ?? null;
}

export async function findDeposit(db: Queryable, id: number, forUpdate = false): Promise<DepositRow | null> {
  const { rows } = await db.query<DepositRow>(
    `SELECT ${DEPOSIT_COLUMNS} FROM deposits d WHERE d.id = $1${forUpdate ? ' FOR UPDATE' : ''}`,
    [id],
  );
  return rows[0] ?? null;
}

/** One page of a member's orders, newest first. */
export async function pageOf<Row, Item>(
  db: Queryable,
  query: { table: 'deposits d' | 'withdrawals w'; columns: string; memberId: number; status?: string },
  page: { pageNo: number; pageSize: number },
  toItem: (row: Row) => Item,
) {
  const alias = query.table.slice(-1);
  const where = `${alias}.member_id = $1${query.status ? ` AND ${alias}.status = $2` : ''}`;
  const params: unknown[] = query.status ? [query.memberId, query.status] : [query.memberId];
  const total = (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${query.table} WHERE ${where}`, params))
    .rows[0]!.n;
  const { rows } = await db.query<Row>(
    `SELECT ${query.columns} FROM ${query.table} WHERE ${where}
      ORDER BY ${alias}.created_at DESC, ${alias}.id DESC LIMIT ${page.pageSize} OFFSET ${(page.pageNo - 1) * page.pageSize}`,
    params,
  );
  return {
    list: rows.map(toItem),
    pageNo: page.pageNo,
    pageSize: page.pageSize,
    totalPages: Math.ceil(total / page.pageSize),
    totalCount: total,
  };
}

/** Tells the member about an order (the header polls the unread ones). */
export async function notify(
  db: Queryable,
  memberId: number,
  kind: CashierNotificationKind,
  order: { orderNo: string; amount: string; reason?: string | null },
  at: Date,
): Promise<void> {
  await db.query(
    `INSERT INTO cashier_notifications (member_id, kind, order_no, amount, reason, created_at)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [memberId, kind, order.orderNo, order.amount, order.reason ?? null, at],
  );
}
