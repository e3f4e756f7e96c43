// The one ledger (migration 009): every movement of a member's money is a row, and the wallets follow it (the
// ledger_apply trigger moves the wallet and records the balance after; a wallet's balance cannot be set any other
// way). Amounts are bigint minor units here and decimal strings in SQL: no float on the way.
import { minorToMoney, moneyToMinor, parseAmount } from '@wl/rules';
import type { Queryable } from '../accounts/queryable.ts';
import { CURRENCY_MINOR_DIGITS } from '../sandboxConstants.ts';

/** How long before the seed the seeded accounts' opening balances are dated (their history comes after). */
export const SEED_OPENING_AGE_MS = 30 * 24 * 60 * 60_000;

/** Where a withdrawal's amount waits for payout: a wallet the member does not see and cannot spend. */
export const HOLD_WALLET = 'HOLD';

export const LEDGER_KINDS = [
  'opening',
  'deposit',
  'bonus',
  'withdrawalHold',
  'withdrawalPayout',
  'withdrawalRefund',
  'transfer',
  'recall',
  'uplineTransfer',
  'pointsConversion',
  'pointsReward',
  'adjustment',
  // issue 14 (migration 012): play on the MAIN wallet, and the credits the member centre's pages pay
  'bet',
  'win',
  'betRefund',
  'rebate',
  'reward',
  'dividend',
  'salary',
  'referral',
  // issue 15 (migration 017): an agent's transfer to a team member (the agent's debit, the downline's credit)
  'downlineTransfer',
] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

export interface LedgerEntry {
  memberId: number;
  wallet: string;
  /** Signed minor units: positive into the wallet. Never 0. */
  amount: bigint;
  kind: LedgerKind;
  /** What the movement belongs to (D12, W3, T7, ...). */
  reference: string;
  idempotencyKey?: string | null;
  at: Date;
}

/** A wire or database decimal ("1234.50") in minor units. */
export function toMinor(amount: string): bigint {
  return moneyToMinor(amount, CURRENCY_MINOR_DIGITS);
}

/** Minor units as the wire's and the database's decimal ("1234.50"). */
export function toMoney(minor: bigint): string {
  return minorToMoney(minor, CURRENCY_MINOR_DIGITS);
}

/**
 * Posts one movement and returns the wallet's balance after it. Run it inside the transaction that checked the
 * balance: a movement that would take a wallet below zero fails the statement (wallets_balance_not_negative), so a
 * missed check is an error, never an overdraft.
 */
export async function postLedger(tx: Queryable, entry: LedgerEntry): Promise<bigint> {
  if (entry.amount === 0n) throw new Error('A ledger movement of 0');
  const { rows } = await tx.query<{ balance_after: string }>(
    `INSERT INTO ledger (member_id, wallet, amount, balance_after, kind, reference, idempotency_key, created_at)
     VALUES ($1, $2, $3, 0, $4, $5, $6, $7) RETURNING balance_after::text`,
    [
      entry.memberId,
      entry.wallet,
      toMoney(entry.amount),
      entry.kind,
      entry.reference,
      entry.idempotencyKey ?? null,
      entry.at,
    ],
  );
  return toMinor(rows[0]!.balance_after);
}

/**
 * The member's wallet balances in minor units, each row locked for the rest of the transaction (FOR UPDATE: on a
 * PostgreSQL server two writers then wait for each other; PGlite runs one transaction at a time anyway). Wallets
 * in a fixed order, so two transactions never lock them crosswise.
 */
export async function lockWallets(
  tx: Queryable,
  memberId: number,
  wallets?: readonly string[],
): Promise<Map<string, bigint>> {
  const { rows } = await tx.query<{ vassalage: string; balance: string }>(
    wallets
      ? `SELECT vassalage, balance::text AS balance FROM wallets
          WHERE member_id = $1 AND vassalage = ANY($2::text[]) ORDER BY vassalage FOR UPDATE`
      : 'SELECT vassalage, balance::text AS balance FROM wallets WHERE member_id = $1 ORDER BY vassalage FOR UPDATE',
    wallets ? [memberId, wallets] : [memberId],
  );
  return new Map(rows.map((r) => [r.vassalage, toMinor(r.balance)]));
}

/** The member's balance in one wallet (0 when never used), without locking. */
export async function walletBalance(db: Queryable, memberId: number, wallet: string): Promise<bigint> {
  const { rows } = await db.query<{ balance: string }>(
    'SELECT balance::text AS balance FROM wallets WHERE member_id = $1 AND vassalage = $2',
    [memberId, wallet],
  );
  return rows[0] ? toMinor(rows[0].balance) : 0n;
}

/**
 * An amount a caller sent (openapi MoneyAmount, already matching its pattern) in minor units, or the 400 message:
 * the same rule as the site's form (@wl/rules parseAmount). Zero is refused unless `allowZero`.
 */
export function wireAmount(field: string, text: string, allowZero = false): { minor: bigint } | { error: string } {
  const parsed = parseAmount(text, CURRENCY_MINOR_DIGITS);
  if (!parsed.ok) {
    return parsed.problem.kind === 'tooManyDecimals'
      ? { error: `${field}: must have at most ${CURRENCY_MINOR_DIGITS} decimals` }
      : { error: `${field}: must be a decimal amount` };
  }
  if (parsed.minor === 0n && !allowZero) return { error: `${field}: must be greater than 0` };
  return { minor: parsed.minor };
}
