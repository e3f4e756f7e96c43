import type { TFunction } from 'i18next';
import { formatAmount, moneyToMinor } from '@wl/rules';
import { amountProblemText } from '../../private/form';
import type { DepositFieldName, DepositPagePromotion, DepositProblem } from './depositTypes';
import { numberFormat } from '../../private/format/formats';

const MEGABYTE = 1024 * 1024;

/** A file size as the reader writes it ("5 MB", "5 เมกะไบต์"). */
export function fileSize(bytes: number, locale: string): string {
  return numberFormat(locale, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 }).format(bytes / MEGABYTE);
}

/** The words for a field's problem in the reader's language; the server's refusal as it wrote it. */
export function depositProblemText(
  t: TFunction,
  field: DepositFieldName,
  problem: DepositProblem | undefined,
  minorDigits: number,
  locale: string,
): string | undefined {
  if (!problem) return undefined;
  switch (problem.kind) {
    case 'server':
      return problem.message;
    case 'missing':
      return t(`deposit:problem.missing.${field}`);
    case 'notPreset':
    case 'proofType':
      return t(`deposit:problem.${problem.kind}`);
    case 'belowPromotionMin':
      return t('deposit:problem.belowPromotionMin', { limit: formatAmount(problem.limit, minorDigits, locale) });
    case 'proofTooLarge':
      return t('deposit:problem.proofTooLarge', { size: fileSize(problem.limit, locale) });
    default:
      return amountProblemText(t, problem, minorDigits, locale);
  }
}

/** What a promotion gives: "Bonus THB 50.00", "Bonus 100% up to THB 1,000.00". */
export function bonusText(
  t: TFunction,
  promotion: DepositPagePromotion,
  money: (value: string) => string,
  locale: string,
): string {
  if (promotion.bonusType === 'FIXED') return t('deposit:promotion.fixed', { amount: money(promotion.bonusValue) });
  // the percent is a decimal string with up to 4 places: shown as written, in the reader's digits
  const percent = formatAmount(moneyToMinor(promotion.bonusValue, 4), 4, locale).replace(/[.,٫]?0+$/, '');
  return promotion.maxBonus === null
    ? t('deposit:promotion.percentage', { percent })
    : t('deposit:promotion.percentageCapped', { percent, max: money(promotion.maxBonus) });
}
