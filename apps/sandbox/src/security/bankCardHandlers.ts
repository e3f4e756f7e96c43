// GET, POST /wps/member/bankCard, GET /wps/member/bankCard/banks and POST /wps/member/bankCard/delete. Numbers are
// masked in every answer; the contract's pattern for MaskedBankCard.accountNumber makes a whole number a violation.
import { checkField } from '../accounts/rules.ts';
import type { Queryable } from '../accounts/queryable.ts';
import { badRequest, fail, MESSAGES, ok } from '../envelope.ts';
import { isTrial } from '../store/memberRecords.ts';
import type { Handler, Schemas } from '../types.ts';
import { verifyAuthenticatorCode } from './authenticator.ts';
import { bankCardCount, findBankCard, listBankCards, type BankCard, type BankField } from './bankCards.ts';
import { attemptsValue, verifyFundsPassword } from './fundsPassword.ts';
import { MAX_BANK_CARDS, SECURITY_FEATURES } from './securityConstants.ts';
import { SECURITY_MESSAGES } from './securityMessages.ts';
import { securityCaller } from './securityMember.ts';
import { loadProfile, sameName, updateProfileColumns } from './securityRecords.ts';

interface BankRow {
  code: string;
  name: string;
  fields: BankField[];
}

async function activeBanks(db: Queryable): Promise<BankRow[]> {
  const { rows } = await db.query<BankRow>('SELECT code, name, fields FROM banks WHERE active ORDER BY sort, code');
  return rows;
}

/** The first field that breaks its template's rule, as a 400's message (`accountNumber: Digits only ...`), or null. */
export function templateViolation(
  fields: readonly BankField[],
  values: Record<BankField['field'], string>,
): string | null {
  for (const rule of fields) {
    const problem = checkField(rule as Parameters<typeof checkField>[0], values[rule.field], rule.label);
    if (problem) return `${rule.field}: ${problem}`;
  }
  return null;
}

/** The proof a deletion carries that the member is present: the funds password or a code of the authenticator. */
export function verifyPresence(
  db: Queryable,
  memberId: number,
  proof: { method: 'fundsPassword'; fundsPassword: string } | { method: 'authenticator'; code: string },
  now: number,
) {
  return proof.method === 'fundsPassword'
    ? verifyFundsPassword(db, memberId, proof.fundsPassword, now)
    : verifyAuthenticatorCode(db, memberId, proof.code, now);
}

/**
 * Deletes one of the member's payout accounts (a bank card, an e-wallet or a crypto address, found by the handler)
 * once the proof holds; else the refusal for the handler to answer (a wrong secret with the tries left).
 */
export async function removeAfterProof(
  db: Queryable,
  table: 'bank_cards' | 'payout_accounts',
  account: { memberId: number; id: number },
  proof: Parameters<typeof verifyPresence>[2],
  now: number,
) {
  const check = await verifyPresence(db, account.memberId, proof, now);
  if (!check.ok) return { failure: check.failure, value: attemptsValue(check) };
  await db.query(`UPDATE ${table} SET deleted_at = $3 WHERE id = $1 AND member_id = $2 AND deleted_at IS NULL`, [
    account.id,
    account.memberId,
    new Date(now),
  ]);
  return null;
}

export function maskedCard(card: BankCard): Schemas['MaskedBankCard'] {
  return {
    id: card.id,
    bankCode: card.bankCode,
    bankName: card.bankName,
    accountName: card.accountName,
    accountNumber: card.maskedNumber,
    branch: card.branch,
    createdAt: card.createdAt.toISOString(),
  };
}

export const listBankCardsHandler: Handler<'listBankCards'> = async (c, { db }) => {
  const member = await securityCaller(c, db);
  if (isTrial(member)) return fail(c, MESSAGES.needTrueAccount);
  const [cards, profile] = await Promise.all([listBankCards(db, member.id), loadProfile(db, member.id)]);
  return ok(c, { cards: cards.map(maskedCard), max: MAX_BANK_CARDS, realName: profile.payee_name });
};

export const listBanks: Handler<'listBanks'> = async (c, { db }) => {
  const member = await securityCaller(c, db);
  if (isTrial(member)) return fail(c, MESSAGES.needTrueAccount);
  const banks = await activeBanks(db);
  return ok(
    c,
    banks.map((bank) => ({
      code: bank.code,
      name: bank.name,
      fields: bank.fields,
    })),
  );
};

export const addBankCard: Handler<'addBankCard'> = async (c, { db, now }) => {
  const body = c.get('body');
  const member = await securityCaller(c, db);
  if (isTrial(member)) return fail(c, MESSAGES.needTrueAccount);
  if (!SECURITY_FEATURES.bankCard) return fail(c, MESSAGES.functionDisabled);
  const bank = (await activeBanks(db)).find((b) => b.code === body.bankCode);
  if (!bank) return fail(c, SECURITY_MESSAGES.bankNotFound);

  // The bank's template: a field that breaks it is bad input (the site checks the same rules before sending).
  const values = {
    accountName: body.accountName.trim().replace(/\s+/g, ' '),
    accountNumber: body.accountNumber,
    branch: body.branch?.trim() ?? '',
  };
  const violation = templateViolation(bank.fields, values);
  if (violation) return badRequest(c, violation);
  const asksBranch = bank.fields.some((f) => f.field === 'branch');

  if ((await bankCardCount(db, member.id)) >= MAX_BANK_CARDS) {
    return fail(c, SECURITY_MESSAGES.bankCardLimit);
  }
  const realName = (await loadProfile(db, member.id)).payee_name;
  if (realName !== null && !sameName(realName, values.accountName)) {
    return fail(c, SECURITY_MESSAGES.accountNameMismatch);
  }
  const check = await verifyFundsPassword(db, member.id, body.fundsPassword, now());
  if (!check.ok) return fail(c, check.failure, attemptsValue(check));

  const at = now();
  const added = await db.transaction(async (tx) => {
    const taken = await tx.query(
      'SELECT 1 FROM bank_cards WHERE bank_code = $1 AND account_number = $2 AND deleted_at IS NULL',
      [bank.code, values.accountNumber],
    );
    if (taken.rows.length > 0) return SECURITY_MESSAGES.bankCardExists;
    if ((await bankCardCount(tx, member.id)) >= MAX_BANK_CARDS) return SECURITY_MESSAGES.bankCardLimit;
    const inserted = await tx.query<{ id: number }>(
      `INSERT INTO bank_cards (member_id, bank_code, account_name, account_number, branch, created_at)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
      [
        member.id,
        bank.code,
        values.accountName,
        values.accountNumber,
        asksBranch && values.branch ? values.branch : null,
        new Date(at),
      ],
    );
    // The first card's holder is the member's real name from now on.
    if (realName === null) await updateProfileColumns(tx, member.id, { payee_name: values.accountName }, at);
    return inserted.rows[0]!.id;
  });
  if (typeof added !== 'number') return fail(c, added);
  return ok(c, maskedCard((await findBankCard(db, member.id, added))!));
};

export const deleteBankCard: Handler<'deleteBankCard'> = async (c, { db, now }) => {
  const body = c.get('body');
  const member = await securityCaller(c, db);
  if (isTrial(member)) return fail(c, MESSAGES.needTrueAccount);
  const card = await findBankCard(db, member.id, body.cardId);
  if (!card) return fail(c, SECURITY_MESSAGES.bankCardNotFound);
  const refused = await removeAfterProof(db, 'bank_cards', { memberId: member.id, id: card.id }, body, now());
  return refused ? fail(c, refused.failure, refused.value) : ok(c, null);
};
