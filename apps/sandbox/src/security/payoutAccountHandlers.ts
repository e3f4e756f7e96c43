// GET, POST /wps/member/payoutAccount and POST /wps/member/payoutAccount/delete: e-wallet accounts and crypto
// addresses, kept as the bank cards are (the template's rules, the real name, the funds password, a limit of each
// kind, masked in every answer, deleted after the funds password or an authenticator code).
import { badRequest, fail, MESSAGES, ok } from '../envelope.ts';
import { isTrial } from '../store/memberRecords.ts';
import type { Handler } from '../types.ts';
import { listBankCards } from './bankCards.ts';
import { maskedCard, removeAfterProof, templateViolation } from './bankCardHandlers.ts';
import { attemptsValue, verifyFundsPassword } from './fundsPassword.ts';
import {
  findPayoutAccount,
  listPayoutAccounts,
  maskedPayoutAccount,
  PAYOUT_MAX,
  payoutAccountCount,
} from './payoutAccounts.ts';
import { PAYOUT_TEMPLATES, payoutTemplate } from './payoutTemplates.ts';
import { SECURITY_FEATURES } from './securityConstants.ts';
import { SECURITY_MESSAGES } from './securityMessages.ts';
import { securityCaller } from './securityMember.ts';
import { loadProfile, sameName } from './securityRecords.ts';

const LIMIT_MESSAGES = { eWallet: SECURITY_MESSAGES.eWalletLimit, crypto: SECURITY_MESSAGES.cryptoAddressLimit };

export const listPayoutAccountsHandler: Handler<'listPayoutAccounts'> = async (c, { db }) => {
  const member = await securityCaller(c, db);
  if (isTrial(member)) return fail(c, MESSAGES.needTrueAccount);
  const [cards, accounts] = await Promise.all([listBankCards(db, member.id), listPayoutAccounts(db, member.id)]);
  const ofKind = (kind: 'eWallet' | 'crypto') =>
    accounts.filter((account) => account.kind === kind).map(maskedPayoutAccount);
  return ok(c, {
    bankCards: cards.map(maskedCard),
    eWallets: ofKind('eWallet'),
    cryptoAddresses: ofKind('crypto'),
    eWalletMax: PAYOUT_MAX.eWallet,
    cryptoMax: PAYOUT_MAX.crypto,
    templates: [...PAYOUT_TEMPLATES],
  });
};

export const addPayoutAccount: Handler<'addPayoutAccount'> = async (c, { db, now }) => {
  const body = c.get('body');
  const member = await securityCaller(c, db);
  if (isTrial(member)) return fail(c, MESSAGES.needTrueAccount);
  if (!SECURITY_FEATURES.bankCard) return fail(c, MESSAGES.functionDisabled);
  const template = payoutTemplate(body.code);
  if (!template) return fail(c, SECURITY_MESSAGES.payoutTemplateNotFound);

  // The template's rules: a field that breaks one (a crypto address not of its network's format) is bad input.
  const asksName = template.fields.some((rule) => rule.field === 'accountName');
  if (!asksName && body.accountName !== undefined) return badRequest(c, 'accountName: is not asked for this template');
  const values = {
    accountName: body.accountName?.trim().replace(/\s+/g, ' ') ?? '',
    accountNumber: body.accountNumber,
    branch: '',
  };
  const violation = templateViolation(template.fields, values);
  if (violation) return badRequest(c, violation);

  const limit = LIMIT_MESSAGES[template.kind];
  if ((await payoutAccountCount(db, member.id, template.kind)) >= PAYOUT_MAX[template.kind]) return fail(c, limit);
  const realName = (await loadProfile(db, member.id)).payee_name;
  if (asksName && realName !== null && !sameName(realName, values.accountName)) {
    return fail(c, SECURITY_MESSAGES.accountNameMismatch);
  }
  const check = await verifyFundsPassword(db, member.id, body.fundsPassword, now());
  if (!check.ok) return fail(c, check.failure, attemptsValue(check));

  const added = await db.transaction(async (tx) => {
    const taken = await tx.query(
      'SELECT 1 FROM payout_accounts WHERE code = $1 AND account_number = $2 AND deleted_at IS NULL',
      [template.code, values.accountNumber],
    );
    if (taken.rows.length > 0) return SECURITY_MESSAGES.payoutAccountExists;
    if ((await payoutAccountCount(tx, member.id, template.kind)) >= PAYOUT_MAX[template.kind]) return limit;
    const inserted = await tx.query<{ id: number }>(
      `INSERT INTO payout_accounts (member_id, kind, code, account_name, account_number, created_at)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
      [
        member.id,
        template.kind,
        template.code,
        asksName ? values.accountName : null,
        values.accountNumber,
        new Date(now()),
      ],
    );
    return inserted.rows[0]!.id;
  });
  if (typeof added !== 'number') return fail(c, added);
  return ok(c, maskedPayoutAccount((await findPayoutAccount(db, member.id, added))!));
};

export const deletePayoutAccount: Handler<'deletePayoutAccount'> = async (c, { db, now }) => {
  const body = c.get('body');
  const member = await securityCaller(c, db);
  if (isTrial(member)) return fail(c, MESSAGES.needTrueAccount);
  const account = await findPayoutAccount(db, member.id, body.accountId);
  if (!account) return fail(c, SECURITY_MESSAGES.payoutAccountNotFound);
  const refused = await removeAfterProof(db, 'payout_accounts', { memberId: member.id, id: account.id }, body, now());
  return refused ? fail(c, refused.failure, refused.value) : ok(c, null);
};
