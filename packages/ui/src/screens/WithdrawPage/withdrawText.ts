import type { TFunction } from 'i18next';
import { formatAmount, type AmountProblem } from '@wl/rules';
import type { WithdrawRefusal } from './withdrawTypes';

const WITH_LIMIT = new Set<AmountProblem['kind']>(['belowMin', 'aboveMax', 'aboveBalance', 'aboveDailyRemaining']);

/**
 * The words for an amount's problem (the member namespace's shared amount messages), or the server's refusal as it
 * wrote it.
 */
export function amountProblemText(
  t: TFunction,
  problem: AmountProblem | WithdrawRefusal | undefined,
  minorDigits: number,
  locale: string,
): string | undefined {
  if (problem === undefined) return undefined;
  if (problem.kind === 'refused') return problem.message;
  if ('limit' in problem && WITH_LIMIT.has(problem.kind)) {
    return t(`member:wallet.problem.${problem.kind}`, { limit: formatAmount(problem.limit, minorDigits, locale) });
  }
  if (problem.kind === 'tooManyDecimals') {
    return problem.minorDigits > 0
      ? t('member:wallet.problem.tooManyDecimals', { digits: problem.minorDigits })
      : t('member:wallet.problem.wholeOnly');
  }
  return t(`member:wallet.problem.${problem.kind}`);
}
