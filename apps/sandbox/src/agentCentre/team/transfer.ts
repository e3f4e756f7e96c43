// Transfers to a downline: an agent sends money from their main wallet to a team member's main wallet, once per
// idempotency key (the mirror of the cashier's transfer to the upline, cashier/upline.ts).
import type { PGlite } from '@electric-sql/pglite';
import type { Outcome } from '../../envelope.ts';
import { MAIN_WALLET } from '../../sandboxConstants.ts';
import { idempotentWrite, type IdempotencyScope, type IdempotentOutcome } from '../../store/idempotency.ts';
import { lockWallets, postLedger, toMoney, walletBalance } from '../../store/ledger.ts';
import type { Schemas } from '../../types.ts';
import { WALLET_AGENT_MESSAGES } from '../../walletAgent/walletAgentConstants.ts';
import type { TeamMember } from './downlines.ts';

type DownlineTransfer = Schemas['DownlineTransfer'];

/**
 * Moves `amount` from the agent's main wallet to the downline's, in one transaction with both wallets locked (lower
 * member id first, so two transfers between the same pair never wait on each other crosswise). The balance is read
 * inside the transaction: of two transfers at once that the balance covers only one of, the second finds it short.
 */
export async function transferToDownline(
  db: PGlite,
  scope: IdempotencyScope,
  downline: TeamMember,
  amount: bigint,
  now: number,
): Promise<IdempotentOutcome<DownlineTransfer, null>> {
  const at = new Date(now);
  return idempotentWrite(db, scope, at, async (tx): Promise<Outcome<DownlineTransfer>> => {
    const [first, second] =
      scope.memberId < downline.id ? [scope.memberId, downline.id] : [downline.id, scope.memberId];
    await lockWallets(tx, first, [MAIN_WALLET]);
    await lockWallets(tx, second, [MAIN_WALLET]);
    const balance = await walletBalance(tx, scope.memberId, MAIN_WALLET);
    if (amount > balance) return { failure: WALLET_AGENT_MESSAGES.insufficientBalance };
    const id = (
      await tx.query<{ id: number }>(
        `INSERT INTO downline_transfers (member_id, downline_id, amount, created_at)
         VALUES ($1, $2, $3, $4) RETURNING id`,
        [scope.memberId, downline.id, toMoney(amount), at],
      )
    ).rows[0]!.id;
    const entry = {
      kind: 'downlineTransfer',
      reference: `DT${id}`,
      idempotencyKey: scope.key,
      wallet: MAIN_WALLET,
      at,
    } as const;
    const after = await postLedger(tx, { ...entry, memberId: scope.memberId, amount: -amount });
    const downlineAfter = await postLedger(tx, { ...entry, memberId: downline.id, amount });
    return {
      ok: {
        transferId: id,
        amount: toMoney(amount),
        downline: downline.account,
        mainBalance: toMoney(after),
        downlineBalance: toMoney(downlineAfter),
        createdAt: at.toISOString(),
      },
    };
  });
}
