import type { Balance } from '@wl/api';
import { moneyToMinor } from '@wl/rules';

/**
 * The total balance as the ui's balance chip and member summary take it (a number of major units, formatted with
 * the currency's decimals). The wire's Money string is read exactly (@wl/rules) and divided once: the number is the
 * closest to the decimal, so the figure shown is the server's for any balance below 2^53 minor units. Null while
 * the balance is not known.
 */
export function displayBalance(balance: Balance | undefined): number | null {
  if (!balance) return null;
  return Number(moneyToMinor(balance.sumBalance, balance.minorDigits)) / 10 ** balance.minorDigits;
}
