import { numberFormat, supportedLocale } from './formats';

const fractionDigits = { minimumFractionDigits: 2, maximumFractionDigits: 2 } as const;

/**
 * A money amount in the reader's language with two decimals. `currency` is an ISO 4217 code ("THB"); a backend
 * that sends a symbol instead ("$", "฿") still gets a readable result: the symbol is put in front of the number.
 */
export function formatMoney(amount: number, currency: string, locale: string | undefined): string {
  const safeLocale = supportedLocale(locale);
  try {
    return numberFormat(safeLocale, { style: 'currency', currency, ...fractionDigits }).format(amount);
  } catch {
    const number = numberFormat(safeLocale, fractionDigits).format(amount);
    return currency ? `${currency}${/^[A-Za-z]/.test(currency) ? '\u00a0' : ''}${number}` : number;
  }
}
