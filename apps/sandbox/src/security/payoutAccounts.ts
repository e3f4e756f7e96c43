// E-wallet accounts and crypto addresses: the member's payout accounts beside the bank cards, at most MAX_E_WALLETS
// and MAX_CRYPTO_ADDRESSES live ones. Numbers and addresses are stored whole but every answer masks them
// (maskAccountNumber); withdrawals read an account with findPayoutAccount.
import type { Queryable } from '../accounts/queryable.ts';
import type { Schemas } from '../types.ts';
import { maskAccountNumber } from './bankCards.ts';
import { payoutTemplate } from './payoutTemplates.ts';
import { MAX_CRYPTO_ADDRESSES, MAX_E_WALLETS } from './securityConstants.ts';

export type PayoutKind = Schemas['PayoutKind'];

/** A live account as the server knows it, number whole: for the withdrawal handlers, never answered as is. */
export interface PayoutAccount extends Omit<Schemas['MaskedPayoutAccount'], 'accountNumber' | 'createdAt'> {
  memberId: number;
  /** Whole. Answer `maskedNumber` instead. */
  accountNumber: string;
  maskedNumber: string;
  createdAt: Date;
}

export const PAYOUT_MAX: Readonly<Record<PayoutKind, number>> = {
  eWallet: MAX_E_WALLETS,
  crypto: MAX_CRYPTO_ADDRESSES,
};

interface AccountRow {
  id: number;
  member_id: number;
  kind: PayoutKind;
  code: string;
  account_name: string | null;
  account_number: string;
  created_at: Date;
}

const ACCOUNT_SELECT = `SELECT id, member_id, kind, code, account_name, account_number, created_at FROM payout_accounts`;

function accountOf(row: AccountRow): PayoutAccount {
  const template = payoutTemplate(row.code);
  return {
    id: row.id,
    memberId: row.member_id,
    kind: row.kind,
    code: row.code,
    name: template?.name ?? row.code,
    coin: template?.coin ?? null,
    network: template?.network ?? null,
    accountName: row.account_name,
    accountNumber: row.account_number,
    maskedNumber: maskAccountNumber(row.account_number),
    createdAt: row.created_at,
  };
}

export function maskedPayoutAccount(account: PayoutAccount): Schemas['MaskedPayoutAccount'] {
  return {
    id: account.id,
    kind: account.kind,
    code: account.code,
    name: account.name,
    coin: account.coin,
    network: account.network,
    accountName: account.accountName,
    accountNumber: account.maskedNumber,
    createdAt: account.createdAt.toISOString(),
  };
}

/** The member's live account of that id, or null (unknown, deleted, or another member's). */
export async function findPayoutAccount(db: Queryable, memberId: number, id: number): Promise<PayoutAccount | null> {
  const { rows } = await db.query<AccountRow>(
    `${ACCOUNT_SELECT} WHERE id = $1 AND member_id = $2 AND deleted_at IS NULL`,
    [id, memberId],
  );
  return rows[0] ? accountOf(rows[0]) : null;
}

/** The member's live accounts, oldest first. */
export async function listPayoutAccounts(db: Queryable, memberId: number): Promise<PayoutAccount[]> {
  const { rows } = await db.query<AccountRow>(
    `${ACCOUNT_SELECT} WHERE member_id = $1 AND deleted_at IS NULL ORDER BY created_at, id`,
    [memberId],
  );
  return rows.map(accountOf);
}

/** How many live accounts of a kind (or of every kind) the member has. */
export async function payoutAccountCount(db: Queryable, memberId: number, kind?: PayoutKind): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM payout_accounts
      WHERE member_id = $1 AND deleted_at IS NULL AND ($2::text IS NULL OR kind = $2)`,
    [memberId, kind ?? null],
  );
  return rows[0]?.n ?? 0;
}
