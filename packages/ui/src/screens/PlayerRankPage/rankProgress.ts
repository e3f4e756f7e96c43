import { moneyToMinor } from '@wl/rules';

/** How far `actual` is towards `expected`, in whole percent (0 to 100), on exact minor units. */
export function progressPercent(actual: string, expected: string, minorDigits: number): number {
  const need = moneyToMinor(expected, minorDigits);
  if (need <= 0n) return 100;
  const have = moneyToMinor(actual, minorDigits);
  const percent = (have * 100n) / need;
  return Number(percent > 100n ? 100n : percent < 0n ? 0n : percent);
}
