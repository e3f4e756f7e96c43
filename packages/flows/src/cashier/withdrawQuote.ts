import { minorToMoney, moneyToMinor, parseAmount } from '@wl/rules';

/** The fee rule of the withdraw settings (openapi WithdrawSettings.fee): Money strings and a percent. */
export interface WithdrawFeeRule {
  percent: string;
  minimum: string;
  /** The next withdrawal today is charged. */
  next: boolean;
}

/** A coin's price in the wallet currency and the decimals of a coin amount (openapi CryptoRate). */
export interface CryptoRateQuote {
  coin: string;
  rate: string;
  decimals: number;
}

/** What a typed amount pays out: the fee, the rest (Money strings) and, to a crypto address, the coins. */
export interface WithdrawQuote {
  fee: string;
  payout: string;
  /** payout / rate rounded down to the coin's decimals (a decimal string); null without a rate. */
  coins: string | null;
}

/** Percent with at most two decimals as basis points ('1' → 100, '1.5' → 150). */
const PERCENT_DIGITS = 2;
const BASIS = 10_000n;

/**
 * The quote of a withdrawal as the server will make it (openapi createWithdrawal): the next fee of the day
 * (`percent` of the amount rounded up, at least `minimum`) and, at a crypto rate, the coins of what is paid out,
 * rounded down. Exact: integers of the minor unit and of the coin's smallest step, never floats. Null while the
 * amount cannot be read or is not above the fee.
 */
export function withdrawQuote(
  amountText: string,
  minorDigits: number,
  fee: WithdrawFeeRule,
  rate: CryptoRateQuote | null,
  locale?: string,
): WithdrawQuote | null {
  const parsed = parseAmount(amountText, minorDigits, locale);
  if (!parsed.ok || parsed.minor <= 0n) return null;
  const amount = parsed.minor;
  let charged = 0n;
  if (fee.next) {
    const byPercent = (amount * moneyToMinor(fee.percent, PERCENT_DIGITS) + BASIS - 1n) / BASIS;
    const minimum = moneyToMinor(fee.minimum, minorDigits);
    charged = byPercent < minimum ? minimum : byPercent;
  }
  const payout = amount - charged;
  if (payout <= 0n) return null;
  let coins: string | null = null;
  if (rate) {
    const scale = 10n ** BigInt(rate.decimals);
    const units = (payout * scale) / moneyToMinor(rate.rate, minorDigits);
    const fraction = rate.decimals === 0 ? '' : `.${(units % scale).toString().padStart(rate.decimals, '0')}`;
    coins = `${units / scale}${fraction}`;
  }
  return { fee: minorToMoney(charged, minorDigits), payout: minorToMoney(payout, minorDigits), coins };
}
