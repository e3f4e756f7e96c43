import type { TFunction } from 'i18next';
import { formatAmount, formatMoney, moneyToMinor } from '@wl/rules';
import type { DepositFieldName, DepositPagePromotion, DepositProblem } from './depositTypes';

const MEGABYTE = 1024 * 1024;

/** A file size as the reader writes it ("5 MB", "5 เมกะไบต์"). */
export function fileSize(bytes: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 }).format(
    bytes / MEGABYTE,
  );
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
  const limitText = (limit: bigint) => formatAmount(limit, minorDigits, locale);
  switch (problem.kind) {
    case 'server':
      return problem.message;
    case 'missing':
      return t(`deposit:problem.missing.${field}`);
    case 'notPreset':
    case 'proofType':
      return t(`deposit:problem.${problem.kind}`);
    case 'belowPromotionMin':
      return t('deposit:problem.belowPromotionMin', { limit: limitText(problem.limit) });
    case 'proofTooLarge':
      return t('deposit:problem.proofTooLarge', { size: fileSize(problem.limit, locale) });
    case 'belowMin':
    case 'aboveMax':
    case 'aboveBalance':
    case 'aboveDailyRemaining':
      return t(`member:wallet.problem.${problem.kind}`, { limit: limitText(problem.limit) });
    case 'tooManyDecimals':
      return problem.minorDigits === 0
        ? t('member:wallet.problem.wholeOnly')
        : t('member:wallet.problem.tooManyDecimals', { digits: problem.minorDigits });
    default:
      return t(`member:wallet.problem.${problem.kind}`);
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

/** Money strings in the reader's language with the currency. */
export function moneyFormatter(currency: string, minorDigits: number, locale: string): (value: string) => string {
  return (value) => formatMoney(moneyToMinor(value, minorDigits), { code: currency, minorDigits }, locale);
}
