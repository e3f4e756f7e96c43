// The cashier's operations (openapi/src/cashier.yaml). Each money write: its amount checked by the site's rule
// (@wl/rules, 400), its idempotency key looked at (a replay answers the first success, a key used for another
// request 400), the member's standing and funds password checked, then the write in one transaction.
import type { PGlite } from '@electric-sql/pglite';
import {
  answer,
  badRequest,
  fail,
  MESSAGES,
  ok,
  refuse,
  type ErrorEnvelope,
  type RefusalEnvelope,
} from '../envelope.ts';
import { sessionMember } from '../platform/sessionMember.ts';
import { findBankCard } from '../security/bankCards.ts';
import { findPayoutAccount } from '../security/payoutAccounts.ts';
import { verifyFundsPassword } from '../security/fundsPassword.ts';
import { KEY_REUSED, keyState, scopeOf, type IdempotencyScope } from '../store/idempotency.ts';
import { wireAmount } from '../store/ledger.ts';
import { isTrial, type MemberRow } from '../store/memberRecords.ts';
import type { Handler, OperationContext, Reply, RequestContext, ResponseBody, ResponseValue } from '../types.ts';
import { CASHIER_MESSAGES, CASHIER_PAGE_SIZE, FUNDS_PASSWORD_REQUIRED } from './cashierConstants.ts';
import { createDeposit as openDeposit, depositSettings } from './deposits.ts';
import { listNotifications, markRead } from './notifications.ts';
import {
  DEPOSIT_COLUMNS,
  depositOrderOf,
  pageOf,
  WITHDRAWAL_COLUMNS,
  withdrawalOrderOf,
  type DepositRow,
  type WithdrawalRow,
} from './orders.ts';
import { readProofForm, storeProof } from './proofs.ts';
import { settleDue } from './settle.ts';
import { transferToUpline as sendToUpline, uplineOf, uplineTransferSettings } from './upline.ts';
import {
  confirmWithdrawal as confirm,
  createWithdrawal as requestWithdrawal,
  withdrawSettings,
  type Confirmation,
  type WithdrawTarget,
} from './withdrawals.ts';

function memberIdOf(c: RequestContext): number {
  return c.get('session')!.memberId;
}

/** The page parameters the contract has checked (strings in the query). */
function pageParams(c: RequestContext): { pageNo: number; pageSize: number } {
  const pageNo = Number(c.req.query('pageNo') ?? 1);
  const pageSize = Number(c.req.query('pageSize') ?? CASHIER_PAGE_SIZE);
  return { pageNo, pageSize };
}

/** The cashier's money writes: each takes an amount and an idempotency key. */
type MoneyWrite = 'createDeposit' | 'createWithdrawal' | 'transferToUpline';

/**
 * What every money write checks first, in this order: its amount (400), its idempotency key (used for another
 * request: 400; already done: its first success again), and the member's standing (a trial account is refused).
 * Returns the answer to give at once, or the write's amount, scope and member.
 */
async function startMoneyWrite<Op extends MoneyWrite>(
  c: OperationContext<Op>,
  db: PGlite,
  operation: Op,
  body: { amount: string; idempotencyKey: string },
): Promise<
  | { reply: Reply<ResponseBody<Op>, 200> | Reply<RefusalEnvelope, 200> | Reply<ErrorEnvelope, 400> }
  | { amount: bigint; scope: IdempotencyScope; member: MemberRow }
> {
  const amount = wireAmount('amount', body.amount);
  if ('error' in amount) return { reply: badRequest(c, amount.error) };
  const scope = scopeOf(memberIdOf(c), operation, body);
  const key = await keyState<ResponseValue<Op>>(db, scope);
  if (key.state === 'conflict') return { reply: badRequest(c, KEY_REUSED) };
  if (key.state === 'done') return { reply: ok(c, key.value) };
  const member = await sessionMember(db, scope.memberId);
  if (isTrial(member)) return { reply: refuse(c, MESSAGES.needTrueAccount) };
  return { amount: amount.minor, scope, member };
}

/** The funds password, where the merchant asks for it (outside the write's transaction: a wrong one is counted). */
async function fundsPasswordFailure(db: PGlite, memberId: number, password: string, now: number) {
  if (!FUNDS_PASSWORD_REQUIRED) return null;
  const check = await verifyFundsPassword(db, memberId, password, now);
  return check.ok ? null : check.failure;
}

export const getDepositSettings: Handler<'getDepositSettings'> = async (c, { db, now }) => {
  const member = await sessionMember(db, memberIdOf(c));
  await settleDue(db, member.id, now());
  return ok(c, await depositSettings(db, member.id, isTrial(member)));
};

export const uploadCashierProof: Handler<'uploadCashierProof'> = async (c, { db, now }) => {
  const read = await readProofForm(c.req.raw);
  if ('error' in read) return badRequest(c, read.error);
  const member = await sessionMember(db, memberIdOf(c));
  if (isTrial(member)) return fail(c, MESSAGES.needTrueAccount);
  const proofId = await storeProof(db, member.id, read.image, new Date(now()));
  return ok(c, { proofId, mimeType: read.image.type, size: read.image.data.length });
};

export const createDeposit: Handler<'createDeposit'> = async (c, { db, now }) => {
  const body = c.get('body');
  const start = await startMoneyWrite(c, db, 'createDeposit', body);
  if ('reply' in start) return start.reply;
  const { scope, member } = start;
  await settleDue(db, member.id, now());
  const outcome = await openDeposit(
    db,
    scope,
    { channelId: body.channelId, amount: start.amount, promotionId: body.promotionId, proofId: body.proofId },
    now(),
  );
  return 'conflict' in outcome ? badRequest(c, KEY_REUSED) : answer(c, outcome);
};

export const listDeposits: Handler<'listDeposits'> = async (c, { db, now }) => {
  const memberId = memberIdOf(c);
  await settleDue(db, memberId, now());
  const page = await pageOf(
    db,
    { table: 'deposits d', columns: DEPOSIT_COLUMNS, memberId, status: c.req.query('status') },
    pageParams(c),
    (row: DepositRow) => depositOrderOf(row),
  );
  return ok(c, page);
};

export const getWithdrawSettings: Handler<'getWithdrawSettings'> = async (c, { db, now }) => {
  const member = await sessionMember(db, memberIdOf(c));
  await settleDue(db, member.id, now());
  return ok(c, await withdrawSettings(db, member.id, isTrial(member), now()));
};

export const createWithdrawal: Handler<'createWithdrawal'> = async (c, { db, now }) => {
  const body = c.get('body');
  if ((body.bankCardId === undefined) === (body.payoutAccountId === undefined)) {
    return badRequest(c, 'bankCardId: exactly one of bankCardId and payoutAccountId is required');
  }
  const start = await startMoneyWrite(c, db, 'createWithdrawal', body);
  if ('reply' in start) return start.reply;
  const { scope, member } = start;
  const passwordFailure = await fundsPasswordFailure(db, member.id, body.password, now());
  if (passwordFailure) return fail(c, passwordFailure);
  let target: WithdrawTarget;
  if (body.bankCardId !== undefined) {
    const card = await findBankCard(db, member.id, body.bankCardId);
    if (!card) return fail(c, CASHIER_MESSAGES.bankCardNotFound);
    target = { method: 'bankCard', card };
  } else {
    const account = await findPayoutAccount(db, member.id, body.payoutAccountId!);
    if (!account) return fail(c, CASHIER_MESSAGES.payoutAccountNotFound);
    target = { method: 'payout', account };
  }
  await settleDue(db, member.id, now());
  const outcome = await requestWithdrawal(db, scope, start.amount, target, now());
  return 'conflict' in outcome ? badRequest(c, KEY_REUSED) : answer(c, outcome);
};

export const listWithdrawals: Handler<'listWithdrawals'> = async (c, { db, now }) => {
  const memberId = memberIdOf(c);
  await settleDue(db, memberId, now());
  const page = await pageOf(
    db,
    { table: 'withdrawals w', columns: WITHDRAWAL_COLUMNS, memberId, status: c.req.query('status') },
    pageParams(c),
    (row: WithdrawalRow) => withdrawalOrderOf(row),
  );
  return ok(c, page);
};

export const confirmWithdrawal: Handler<'confirmWithdrawal'> = async (c, { db, now }) => {
  const body = c.get('body');
  let confirmation: Confirmation;
  if (body.result === 'notReceived') {
    if (body.proofId === undefined) return badRequest(c, 'proofId: is required for notReceived');
    confirmation = { result: 'notReceived', proofId: body.proofId };
  } else if (body.result === 'partlyReceived') {
    if (body.receivedAmount === undefined) return badRequest(c, 'receivedAmount: is required for partlyReceived');
    const received = wireAmount('receivedAmount', body.receivedAmount);
    if ('error' in received) return badRequest(c, received.error);
    confirmation = { result: 'partlyReceived', receivedAmount: received.minor, proofId: body.proofId };
  } else {
    confirmation = { result: 'received' };
  }
  return answer(c, await confirm(db, memberIdOf(c), body.orderId, confirmation, now()));
};

export const getUplineTransferSettings: Handler<'getUplineTransferSettings'> = async (c, { db }) => {
  const member = await sessionMember(db, memberIdOf(c));
  return ok(c, await uplineTransferSettings(db, member.id, isTrial(member)));
};

export const transferToUpline: Handler<'transferToUpline'> = async (c, { db, now }) => {
  const body = c.get('body');
  const start = await startMoneyWrite(c, db, 'transferToUpline', body);
  if ('reply' in start) return start.reply;
  const { scope, member } = start;
  const upline = await uplineOf(db, member.id);
  if (!upline) return fail(c, CASHIER_MESSAGES.noUpline);
  const passwordFailure = await fundsPasswordFailure(db, member.id, body.password, now());
  if (passwordFailure) return fail(c, passwordFailure);
  const outcome = await sendToUpline(db, scope, upline, start.amount, now());
  return 'conflict' in outcome ? badRequest(c, KEY_REUSED) : answer(c, outcome);
};

export const listCashierNotifications: Handler<'listCashierNotifications'> = async (c, { db, now }) => {
  const memberId = memberIdOf(c);
  await settleDue(db, memberId, now());
  const unreadOnly = c.req.query('unreadOnly') === 'true';
  const limit = Number(c.req.query('limit') ?? 20);
  return ok(c, await listNotifications(db, memberId, { unreadOnly, limit }));
};

export const markCashierNotificationsRead: Handler<'markCashierNotificationsRead'> = async (c, { db, now }) => {
  const body = c.get('body');
  const ids = body.mode === 'all' ? 'all' : body.ids;
  return ok(c, { unreadCount: await markRead(db, memberIdOf(c), ids, new Date(now())) });
};
