import type { TFunction } from 'i18next';
import { formatAmount, formatMoney, moneyToMinor } from '@wl/rules';

/** Money strings (the contract's decimal `Money`) in the reader's language with the currency. */
export function moneyFormatter(currency: string, minorDigits: number, locale: string): (value: string) => string {
  return (value) => formatMoney(moneyToMinor(value, minorDigits), { code: currency, minorDigits }, locale);
}

/**
 * An amount field's problem as the flows report it: a rule's problem (`AmountProblem` of @wl/rules, with its limit
 * or digits), another kind the member namespace words (`missing`, `same`, …), or the server's refusal.
 */
export interface AmountFieldProblem {
  kind: string;
  limit?: bigint;
  minorDigits?: number;
  message?: string;
}

/**
 * The words for an amount's problem (the member namespace's shared `wallet.problem` messages), or the server's refusal
 * as it wrote it.
 */
export function amountProblemText(
  t: TFunction,
  problem: AmountFieldProblem | undefined,
  minorDigits: number,
  locale: string,
): string | undefined {
  if (problem === undefined) return undefined;
  if (problem.kind === 'refused' && problem.message !== undefined) return problem.message;
  if (problem.limit !== undefined) {
    return t(`member:wallet.problem.${problem.kind}`, { limit: formatAmount(problem.limit, minorDigits, locale) });
  }
  if (problem.kind === 'tooManyDecimals') {
    return problem.minorDigits
      ? t('member:wallet.problem.tooManyDecimals', { digits: problem.minorDigits })
      : t('member:wallet.problem.wholeOnly');
  }
  return t(`member:wallet.problem.${problem.kind}`);
}
