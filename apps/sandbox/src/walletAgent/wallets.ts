import type { PGlite } from '@electric-sql/pglite';
import { MAIN_WALLET } from '../sandboxConstants.ts';
import { MERCHANT_WALLETS } from './walletAgentConstants.ts';

export interface MerchantWallet {
  vassalage: string;
  name: string;
  balance: number;
}

const WALLET_NAMES = new Map(MERCHANT_WALLETS.map((w) => [w.vassalage, w.name]));

export function isMerchantWallet(vassalage: string): boolean {
  return WALLET_NAMES.has(vassalage);
}

/** The merchant's wallets with the member's balance in each (0 where the member has never used one). */
export async function listWallets(db: PGlite, memberId: number, mainOnly: boolean): Promise<MerchantWallet[]> {
  const { rows } = await db.query<{ vassalage: string; balance: number }>(
    'SELECT vassalage, balance::float8 AS balance FROM wallets WHERE member_id = $1',
    [memberId],
  );
  const balances = new Map(rows.map((r) => [r.vassalage, r.balance]));
  return MERCHANT_WALLETS.filter((w) => !mainOnly || w.vassalage === MAIN_WALLET).map((w) => ({
    ...w,
    balance: balances.get(w.vassalage) ?? 0,
  }));
}

export type TransferOutcome =
  | { ok: true; transferId: number; from: MerchantWallet; to: MerchantWallet }
  | { ok: false; reason: 'insufficientBalance' };

/**
 * Moves `amount` from one of the member's wallets to another in one transaction. Both rows are locked in a fixed
 * order first (no deadlock between opposite transfers on a PostgreSQL server), and the source is debited only if it
 * still holds the amount, so concurrent transfers can never overdraw it.
 */
export async function transfer(
  db: PGlite,
  memberId: number,
  fromWallet: string,
  toWallet: string,
  amount: number,
  now: number,
): Promise<TransferOutcome> {
  return db.transaction(async (tx) => {
    const locked = await tx.query<{ vassalage: string; balance: string }>(
      `SELECT vassalage, balance::text AS balance FROM wallets
        WHERE member_id = $1 AND vassalage IN ($2, $3) ORDER BY vassalage FOR UPDATE`,
      [memberId, fromWallet, toWallet],
    );
    const source = locked.rows.find((r) => r.vassalage === fromWallet);
    // Compared in cents: the balance is numeric(18, 2) and the amount has at most 2 decimals.
    if (!source || toCents(source.balance) < toCents(amount)) return { ok: false, reason: 'insufficientBalance' };
    const debited = await tx.query<{ balance: number }>(
      `UPDATE wallets SET balance = balance - $3 WHERE member_id = $1 AND vassalage = $2 RETURNING balance::float8 AS balance`,
      [memberId, fromWallet, amount],
    );
    const credited = await tx.query<{ balance: number }>(
      `INSERT INTO wallets (member_id, vassalage, balance) VALUES ($1, $2, $3)
       ON CONFLICT (member_id, vassalage) DO UPDATE SET balance = wallets.balance + EXCLUDED.balance
       RETURNING balance::float8 AS balance`,
      [memberId, toWallet, amount],
    );
    const logged = await tx.query<{ id: number }>(
      `INSERT INTO wallet_transfers (member_id, from_wallet, to_wallet, amount, created_at)
       VALUES ($1, $2, $3, $4, $5) RETURNING id`,
      [memberId, fromWallet, toWallet, amount, new Date(now)],
    );
    return {
      ok: true,
      transferId: logged.rows[0]!.id,
      from: { vassalage: fromWallet, name: WALLET_NAMES.get(fromWallet)!, balance: debited.rows[0]!.balance },
      to: { vassalage: toWallet, name: WALLET_NAMES.get(toWallet)!, balance: credited.rows[0]!.balance },
    };
  });
}

/** A decimal amount in whole cents (amounts here have at most 2 decimals). */
export function toCents(amount: number | string): number {
  return Math.round(Number(amount) * 100);
}

/** True when the number has at most 2 decimals (what numeric(18, 2) stores without rounding). */
export function hasAtMostTwoDecimals(amount: number): boolean {
  return Math.abs(amount * 100 - Math.round(amount * 100)) < 1e-6;
}
