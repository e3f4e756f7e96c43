// Bank cards: the member's payout accounts, at most MAX_BANK_CARDS live ones. Numbers are stored whole (digits) but
// every answer masks them (maskAccountNumber); withdrawals read a card with findBankCard.
import type { Queryable } from '../accounts/queryable.ts';
import type { Schemas } from '../types.ts';
import { MASK_DOT } from './securityConstants.ts';

/** One field of a bank's form: the registration fields' rule shape (@wl/rules FieldRule) plus its name and label. */
export interface BankField {
  field: 'accountName' | 'accountNumber' | 'branch';
  label: string;
  required: boolean;
  minLength: number;
  maxLength: number;
  acceptedPattern: string;
  patternId: Schemas['RegisterPatternId'];
}

/** A live card as the server knows it, number whole: for the withdrawal handlers, never answered as is. */
export interface BankCard {
  id: number;
  memberId: number;
  bankCode: string;
  bankName: string;
  accountName: string;
  /** Digits only. Answer `maskedNumber` instead. */
  accountNumber: string;
  maskedNumber: string;
  branch: string | null;
  createdAt: Date;
}

/** `•••• 1234`: four dots and the last four digits (fewer when the number is shorter than eight). */
export function maskAccountNumber(accountNumber: string): string {
  const shown = Math.min(4, Math.floor(accountNumber.length / 2));
  return `${MASK_DOT.repeat(4)} ${accountNumber.slice(accountNumber.length - shown)}`;
}

interface CardRow {
  id: number;
  member_id: number;
  bank_code: string;
  bank_name: string;
  account_name: string;
  account_number: string;
  branch: string | null;
  created_at: Date;
}

const CARD_SELECT = `SELECT c.id, c.member_id, c.bank_code, b.name AS bank_name, c.account_name, c.account_number,
    c.branch, c.created_at
  FROM bank_cards c JOIN banks b ON b.code = c.bank_code`;

function cardOf(row: CardRow): BankCard {
  return {
    id: row.id,
    memberId: row.member_id,
    bankCode: row.bank_code,
    bankName: row.bank_name,
    accountName: row.account_name,
    accountNumber: row.account_number,
    maskedNumber: maskAccountNumber(row.account_number),
    branch: row.branch,
    createdAt: row.created_at,
  };
}

/** The member's live card of that id, or null (unknown, deleted, or another member's). */
export async function findBankCard(db: Queryable, memberId: number, cardId: number): Promise<BankCard | null> {
  const { rows } = await db.query<CardRow>(
    `${CARD_SELECT} WHERE c.id = $1 AND c.member_id = $2 AND c.deleted_at IS NULL`,
    [cardId, memberId],
  );
  return rows[0] ? cardOf(rows[0]) : null;
}

/** The member's live cards, oldest first. */
export async function listBankCards(db: Queryable, memberId: number): Promise<BankCard[]> {
  const { rows } = await db.query<CardRow>(
    `${CARD_SELECT} WHERE c.member_id = $1 AND c.deleted_at IS NULL ORDER BY c.created_at, c.id`,
    [memberId],
  );
  return rows.map(cardOf);
}

/** How many live cards the member has. */
export async function bankCardCount(db: Queryable, memberId: number): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM bank_cards WHERE member_id = $1 AND deleted_at IS NULL',
    [memberId],
  );
  return rows[0]?.n ?? 0;
}
