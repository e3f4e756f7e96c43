// The back office, played by the sandbox in development and tests (never mounted in production): deposits approved
// or rejected, withdrawals approved, paid, rejected, refunded after a dispute or forced received, and game wallets
// put into maintenance. Every decision moves money through the ledger and tells the member as the real one would.
import type { Context, Hono } from 'hono';
import { readDevJson } from '../base/baseDevRoutes.ts';
import { badRequest, error, plainOk } from '../envelope.ts';
import type { Deps } from '../types.ts';
import { isMerchantWallet, setWalletStatus } from '../walletAgent/wallets.ts';
import { MAIN_WALLET } from '../sandboxConstants.ts';
import { postLedger, toMoney, wireAmount } from '../store/ledger.ts';
import { findMemberByAccount } from '../store/memberRecords.ts';
import { DEFAULT_DEPOSIT_FAIL_REASON, DEFAULT_WITHDRAWAL_REJECT_REASON } from './cashierConstants.ts';
import { creditDeposit, failDeposit } from './deposits.ts';
import { depositOrderOf, findDeposit } from './orders.ts';
import {
  approveWithdrawal,
  forceReceived,
  payWithdrawal,
  refundWithdrawal,
  rejectWithdrawal,
  type BackOfficeOutcome,
} from './withdrawals.ts';

const REASON_MAX_CHARS = 255;

function idOf(c: Context): number | null {
  const id = Number(c.req.param('id'));
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** The optional `reason` of a refusal (a JSON body `{ reason }`, or none), or the 400 to answer. */
async function reasonOf(c: Context, fallback: string): Promise<{ reason: string } | { response: Response }> {
  const text = await c.req.text();
  if (text.trim() === '') return { reason: fallback };
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return { response: badRequest(c, 'body: is not valid JSON') };
  }
  const reason = (body as { reason?: unknown } | null)?.reason ?? fallback;
  if (typeof reason !== 'string' || reason.length === 0 || reason.length > REASON_MAX_CHARS) {
    return { response: badRequest(c, `reason: must be a text of 1 to ${REASON_MAX_CHARS} characters`) };
  }
  return { reason };
}

function answerOf(c: Context, outcome: BackOfficeOutcome): Response {
  if ('ok' in outcome) return plainOk(c, outcome.ok);
  return outcome.refused.startsWith('No ')
    ? error(c, 404, outcome.refused, 'NOT_FOUND')
    : error(c, 409, outcome.refused, 'ORDER_STATE');
}

export function mountCashierDevRoutes(app: Hono, { db, now }: Deps): void {
  const deposit = (decide: 'approve' | 'reject') => async (c: Context) => {
    const id = idOf(c);
    if (id === null) return badRequest(c, 'id: must be a deposit id');
    let reason = '';
    if (decide === 'reject') {
      const read = await reasonOf(c, DEFAULT_DEPOSIT_FAIL_REASON);
      if ('response' in read) return read.response;
      reason = read.reason;
    }
    const outcome = await db.transaction(async (tx) => {
      const found = await findDeposit(tx, id, true);
      if (!found) return 'missing' as const;
      const at = new Date(now());
      return decide === 'approve' ? creditDeposit(tx, id, at) : failDeposit(tx, id, reason, at);
    });
    if (outcome === 'missing') return error(c, 404, 'No deposit with this id', 'NOT_FOUND');
    if (outcome === null) return error(c, 409, 'The deposit is not pending', 'ORDER_STATE');
    return plainOk(c, depositOrderOf(outcome));
  };
  app.post('/sandbox/cashier/deposits/:id/approve', deposit('approve'));
  app.post('/sandbox/cashier/deposits/:id/reject', deposit('reject'));

  const withdrawal = (act: (id: number, c: Context) => Promise<BackOfficeOutcome | Response>) => async (c: Context) => {
    const id = idOf(c);
    if (id === null) return badRequest(c, 'id: must be a withdrawal id');
    const outcome = await act(id, c);
    return outcome instanceof Response ? outcome : answerOf(c, outcome);
  };
  app.post(
    '/sandbox/cashier/withdrawals/:id/approve',
    withdrawal((id) => approveWithdrawal(db, id, now())),
  );
  app.post(
    '/sandbox/cashier/withdrawals/:id/pay',
    withdrawal((id) => payWithdrawal(db, id, now())),
  );
  app.post(
    '/sandbox/cashier/withdrawals/:id/reject',
    withdrawal(async (id, c) => {
      const read = await reasonOf(c, DEFAULT_WITHDRAWAL_REJECT_REASON);
      return 'response' in read ? read.response : rejectWithdrawal(db, id, read.reason, now());
    }),
  );
  app.post(
    '/sandbox/cashier/withdrawals/:id/refund',
    withdrawal((id) => refundWithdrawal(db, id, now())),
  );
  app.post(
    '/sandbox/cashier/withdrawals/:id/force-received',
    withdrawal((id) => forceReceived(db, id, now())),
  );

  // A manual adjustment, as a back office makes one: money to withdraw without a deposit's turnover requirement.
  app.post('/sandbox/cashier/members/:account/adjust', async (c) => {
    const member = await findMemberByAccount(db, c.req.param('account'));
    if (!member) return badRequest(c, 'account: no such member');
    const read = await readDevJson(c);
    if ('response' in read) return read.response;
    const text = (read.body as { amount?: unknown } | null)?.amount;
    const amount = wireAmount('amount', typeof text === 'string' ? text : '');
    if ('error' in amount) return badRequest(c, amount.error);
    const at = new Date(now());
    const balance = await db.transaction((tx) =>
      postLedger(tx, {
        memberId: member.id,
        wallet: MAIN_WALLET,
        amount: amount.minor,
        kind: 'adjustment',
        reference: `ADJ${at.getTime()}`,
        at,
      }),
    );
    return plainOk(c, { account: member.account, balance: toMoney(balance) });
  });

  app.put('/sandbox/cashier/wallets/:vassalage/status', async (c) => {
    const vassalage = c.req.param('vassalage');
    if (!isMerchantWallet(vassalage) || vassalage === MAIN_WALLET) {
      return badRequest(c, 'vassalage: must be a game wallet of the merchant');
    }
    const read = await readDevJson(c);
    if ('response' in read) return read.response;
    const status = (read.body as { status?: unknown } | null)?.status;
    if (status !== 'normal' && status !== 'maintenance') return badRequest(c, 'status: must be normal or maintenance');
    await setWalletStatus(db, vassalage, status, now());
    return plainOk(c, { vassalage, status });
  });
}
