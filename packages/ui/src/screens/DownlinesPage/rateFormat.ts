import { useTranslation } from 'react-i18next';
import { RATE_DECIMALS } from '@wl/rules';
import { numberFormat } from '../../private/format/formats';

/** A rate (percent, at most RATE_DECIMALS decimals) as the reader's language writes a percent ("1.50%"). */
export function useRateFormat(): (rate: number) => string {
  const { i18n } = useTranslation();
  const format = numberFormat(i18n.resolvedLanguage ?? i18n.language, {
    style: 'percent',
    minimumFractionDigits: RATE_DECIMALS,
    maximumFractionDigits: RATE_DECIMALS,
  });
  // hundredths of a percent are whole numbers: divide those, so 1.1 shows as 1.10%, not 1.1000000000000001%
  return (rate) => format.format(Math.round(rate * 100) / 10_000);
}
