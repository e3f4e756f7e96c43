// Transfers to the upline: a member sends money from their main wallet to their upline's (member_uplines), with the
// funds password, once per idempotency key.
import type { PGlite } from '@electric-sql/pglite';
import { checkMinor } from '@wl/rules';
import type { Queryable } from '../accounts/queryable.ts';
import type { Outcome } from '../envelope.ts';
import { hasFundsPassword } from '../security/fundsPassword.ts';
import { MAIN_WALLET } from '../sandboxConstants.ts';
import { idempotentWrite, type IdempotencyScope, type IdempotentOutcome } from '../store/idempotency.ts';
import { lockWallets, postLedger, toMinor, toMoney, walletBalance } from '../store/ledger.ts';
import type { Schemas } from '../types.ts';
import {
  CASHIER_MESSAGES,
  FUNDS_PASSWORD_REQUIRED,
  UPLINE_TRANSFER_MAX,
  UPLINE_TRANSFER_MIN,
} from './cashierConstants.ts';

type UplineTransfer = Schemas['UplineTransfer'];
type AmountLimit = Schemas['AmountLimit'];

export interface Upline {
  id: number;
  account: string;
}

export async function uplineOf(db: Queryable, memberId: number): Promise<Upline | null> {
  const { rows } = await db.query<Upline>(
    'SELECT m.id, m.account FROM member_uplines u JOIN members m ON m.id = u.upline_id WHERE u.member_id = $1',
    [memberId],
  );
  return rows[0] ?? null;
}

export async function uplineTransferSettings(
  db: Queryable,
  memberId: number,
  trial: boolean,
): Promise<Schemas['UplineTransferSettings']> {
  const upline = await uplineOf(db, memberId);
  const passwordSet = await hasFundsPassword(db, memberId);
  const reason = trial
    ? 'trialAccount'
    : !upline
      ? 'noUpline'
      : FUNDS_PASSWORD_REQUIRED && !passwordSet
        ? 'fundsPasswordNotSet'
        : null;
  return {
    allowed: reason === null,
    reason,
    upline: upline?.account ?? null,
    min: UPLINE_TRANSFER_MIN,
    max: UPLINE_TRANSFER_MAX,
    balance: toMoney(await walletBalance(db, memberId, MAIN_WALLET)),
    fundsPasswordRequired: FUNDS_PASSWORD_REQUIRED,
  };
}

/**
 * Moves `amount` from the member's main wallet to the upline's, in one transaction with both wallets locked (lower
 * member id first, so two transfers between the same pair never wait on each other crosswise).
 */
export async function transferToUpline(
  db: PGlite,
  scope: IdempotencyScope,
  upline: Upline,
  amount: bigint,
  now: number,
): Promise<IdempotentOutcome<UplineTransfer, AmountLimit | null>> {
  const at = new Date(now);
  return idempotentWrite(db, scope, at, async (tx): Promise<Outcome<UplineTransfer, AmountLimit | null>> => {
    const [first, second] = scope.memberId < upline.id ? [scope.memberId, upline.id] : [upline.id, scope.memberId];
    await lockWallets(tx, first, [MAIN_WALLET]);
    await lockWallets(tx, second, [MAIN_WALLET]);
    const balance = await walletBalance(tx, scope.memberId, MAIN_WALLET);
    const checked = checkMinor(amount, {
      min: toMinor(UPLINE_TRANSFER_MIN),
      max: toMinor(UPLINE_TRANSFER_MAX),
      balance,
    });
    if (!checked.ok) {
      const { kind } = checked.problem;
      const limit = 'limit' in checked.problem ? checked.problem.limit : 0n;
      const failure =
        kind === 'aboveBalance'
          ? CASHIER_MESSAGES.insufficientBalance
          : kind === 'aboveMax'
            ? CASHIER_MESSAGES.amountAboveMax
            : CASHIER_MESSAGES.amountBelowMin;
      return { failure, value: { limit: toMoney(limit) } };
    }
    const id = (
      await tx.query<{ id: number }>(
        'INSERT INTO upline_transfers (member_id, upline_id, amount, created_at) VALUES ($1, $2, $3, $4) RETURNING id',
        [scope.memberId, upline.id, toMoney(amount), at],
      )
    ).rows[0]!.id;
    const entry = {
      kind: 'uplineTransfer',
      reference: `U${id}`,
      idempotencyKey: scope.key,
      wallet: MAIN_WALLET,
      at,
    } as const;
    const after = await postLedger(tx, { ...entry, memberId: scope.memberId, amount: -amount });
    await postLedger(tx, { ...entry, memberId: upline.id, amount });
    return {
      ok: {
        transferId: id,
        amount: toMoney(amount),
        upline: upline.account,
        mainBalance: toMoney(after),
        createdAt: at.toISOString(),
      },
    };
  });
}
