import type { PGlite } from '@electric-sql/pglite';
import type { Queryable } from '../accounts/queryable.ts';
import { MAIN_WALLET } from '../sandboxConstants.ts';
import type { Outcome } from '../envelope.ts';
import { idempotentWrite, type IdempotencyScope, type IdempotentOutcome } from '../store/idempotency.ts';
import { lockWallets, postLedger, toMinor, toMoney } from '../store/ledger.ts';
import type { Schemas } from '../types.ts';
import { MERCHANT_WALLETS, WALLET_AGENT_MESSAGES } from './walletAgentConstants.ts';

/** openapi `MerchantWallet`. */
export type MerchantWallet = Schemas['MerchantWallet'];
export type WalletStatus = Schemas['WalletStatus'];

const WALLET_NAMES = new Map(MERCHANT_WALLETS.map((w) => [w.vassalage, w.name]));

export function isMerchantWallet(vassalage: string): boolean {
  return WALLET_NAMES.has(vassalage);
}

/** The game wallets in maintenance now. */
export async function walletsInMaintenance(db: Queryable): Promise<Set<string>> {
  const { rows } = await db.query<{ vassalage: string }>('SELECT vassalage FROM wallet_maintenance');
  return new Set(rows.map((r) => r.vassalage));
}

/** Puts a game wallet into maintenance or takes it out (the development route). */
export async function setWalletStatus(db: Queryable, vassalage: string, status: WalletStatus, now: number) {
  if (status === 'maintenance') {
    await db.query('INSERT INTO wallet_maintenance (vassalage, since) VALUES ($1, $2) ON CONFLICT DO NOTHING', [
      vassalage,
      new Date(now),
    ]);
  } else {
    await db.query('DELETE FROM wallet_maintenance WHERE vassalage = $1', [vassalage]);
  }
}

function walletOf(vassalage: string, balance: bigint, maintenance: Set<string>): MerchantWallet {
  return {
    vassalage,
    name: WALLET_NAMES.get(vassalage)!,
    balance: toMoney(balance),
    status: maintenance.has(vassalage) ? 'maintenance' : 'normal',
  };
}

/** The merchant's wallets with the member's balance in each (0 where the member has never used one). */
export async function listWallets(db: Queryable, memberId: number, mainOnly: boolean): Promise<MerchantWallet[]> {
  const { rows } = await db.query<{ vassalage: string; balance: string }>(
    'SELECT vassalage, balance::text AS balance FROM wallets WHERE member_id = $1',
    [memberId],
  );
  const balances = new Map(rows.map((r) => [r.vassalage, toMinor(r.balance)]));
  const maintenance = await walletsInMaintenance(db);
  return MERCHANT_WALLETS.filter((w) => !mainOnly || w.vassalage === MAIN_WALLET).map((w) =>
    walletOf(w.vassalage, balances.get(w.vassalage) ?? 0n, maintenance),
  );
}

/** The sum of the member's merchant wallets (held withdrawals are in none of them). */
export function sumOf(wallets: readonly MerchantWallet[]): bigint {
  return wallets.reduce((sum, w) => sum + toMinor(w.balance), 0n);
}

type TransferResult = Schemas['WalletTransferResult'];

/**
 * Moves `amount` (minor units) between two of the member's wallets: one ledger row each, in one transaction with
 * the idempotency key. The two rows are locked in a fixed order first (no deadlock between opposite transfers on a
 * PostgreSQL server) and the source is debited only if it still holds the amount, so concurrent transfers can never
 * overdraw it. Refuses a game wallet in maintenance.
 */
export async function transfer(
  db: PGlite,
  scope: IdempotencyScope,
  fromWallet: string,
  toWallet: string,
  amount: bigint,
  now: number,
): Promise<IdempotentOutcome<TransferResult, null>> {
  const at = new Date(now);
  return idempotentWrite(db, scope, at, async (tx): Promise<Outcome<TransferResult>> => {
    const maintenance = await walletsInMaintenance(tx);
    if (maintenance.has(fromWallet) || maintenance.has(toWallet)) {
      return { failure: WALLET_AGENT_MESSAGES.walletMaintenance };
    }
    const balances = await lockWallets(tx, scope.memberId, [fromWallet, toWallet]);
    if ((balances.get(fromWallet) ?? 0n) < amount) return { failure: WALLET_AGENT_MESSAGES.insufficientBalance };
    const transferId = (
      await tx.query<{ id: number }>(
        `INSERT INTO wallet_transfers (member_id, from_wallet, to_wallet, amount, created_at)
         VALUES ($1, $2, $3, $4, $5) RETURNING id`,
        [scope.memberId, fromWallet, toWallet, toMoney(amount), at],
      )
    ).rows[0]!.id;
    const entry = { memberId: scope.memberId, kind: 'transfer', reference: `T${transferId}`, at } as const;
    const key = { idempotencyKey: scope.key };
    const from = await postLedger(tx, { ...entry, ...key, wallet: fromWallet, amount: -amount });
    const to = await postLedger(tx, { ...entry, ...key, wallet: toWallet, amount });
    return {
      ok: {
        transferId,
        amount: toMoney(amount),
        fromWallet: walletOf(fromWallet, from, maintenance),
        toWallet: walletOf(toWallet, to, maintenance),
      },
    };
  });
}

type RecallResult = Schemas['WalletRecallResult'];

/**
 * Empties every game wallet that holds money and is not in maintenance into the main wallet, in one transaction
 * (two `recall` ledger rows per wallet). Wallets in maintenance keep their money and are listed as skipped.
 */
export async function recallAll(
  db: PGlite,
  scope: IdempotencyScope,
  now: number,
): Promise<IdempotentOutcome<RecallResult, null>> {
  const at = new Date(now);
  return idempotentWrite(db, scope, at, async (tx): Promise<Outcome<RecallResult>> => {
    const maintenance = await walletsInMaintenance(tx);
    const balances = await lockWallets(tx, scope.memberId);
    const recalled: RecallResult['recalled'] = [];
    const skipped: MerchantWallet[] = [];
    let total = 0n;
    let main = balances.get(MAIN_WALLET) ?? 0n;
    for (const { vassalage, name } of MERCHANT_WALLETS) {
      const balance = balances.get(vassalage) ?? 0n;
      if (vassalage === MAIN_WALLET || balance === 0n) continue;
      if (maintenance.has(vassalage)) {
        skipped.push(walletOf(vassalage, balance, maintenance));
        continue;
      }
      const entry = { memberId: scope.memberId, kind: 'recall', idempotencyKey: scope.key, at } as const;
      const reference = `R${scope.memberId}-${at.getTime()}-${vassalage}`;
      await postLedger(tx, { ...entry, reference, wallet: vassalage, amount: -balance });
      main = await postLedger(tx, { ...entry, reference, wallet: MAIN_WALLET, amount: balance });
      recalled.push({ vassalage, name, amount: toMoney(balance) });
      total += balance;
    }
    return {
      ok: { recalled, skipped, total: toMoney(total), mainWallet: walletOf(MAIN_WALLET, main, maintenance) },
    };
  });
}
