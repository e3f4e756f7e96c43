// Money (design: Money; spec §7 wallet calls): an amount is a whole number of the currency's minor unit (satang,
// cents) held in a bigint, and travels as a decimal string ("1234.50"). Parsing, checking and formatting never pass
// through a binary float, so 0.1 + 0.2 is never 0.30000000000000004 baht and amounts above 2^53 minor units stay
// exact. Shared by the site (what a player types, what the cashier shows) and the sandbox (what it accepts).

/** A currency as the balance answer names it: ISO 4217 code and its number of minor digits (THB 2, JPY 0, KWD 3). */
export interface Currency {
  code: string;
  minorDigits: number;
}

/** The main wallet's code: every account has it; transfers start or end in it, lottery vendors play from it. */
export const MAIN_WALLET = 'MAIN';

/** The most minor digits any ISO 4217 currency has (CLF, UYW): what the contract's decimal strings allow. */
export const MAX_MINOR_DIGITS = 4;

/** Why a typed amount cannot be used; `limit` is in minor units. The caller turns it into text. */
export type AmountProblem =
  | { kind: 'empty' }
  | { kind: 'notANumber' }
  | { kind: 'negative' }
  | { kind: 'tooManyDecimals'; minorDigits: number }
  | { kind: 'belowMin'; limit: bigint }
  | { kind: 'aboveMax'; limit: bigint }
  | { kind: 'aboveBalance'; limit: bigint }
  | { kind: 'aboveDailyRemaining'; limit: bigint };

export type AmountProblemKind = AmountProblem['kind'];

/** An amount in minor units, or why the text is not one. */
export type ParsedAmount = { ok: true; minor: bigint } | { ok: false; problem: AmountProblem };

/** What an amount is checked against (minor units); a limit left out is not checked. */
export interface AmountLimits {
  /** The smallest amount allowed; without it the smallest is one minor unit (zero is never an amount). */
  min?: bigint;
  max?: bigint;
  /** The balance the amount comes out of. */
  balance?: bigint;
  /** What the day's amount limit still allows. */
  dailyRemaining?: bigint;
}

/** The wire form: optional minus, digits without leading zeros, optional fraction. */
const DECIMAL = /^(-?)(0|[1-9][0-9]*)(?:\.([0-9]+))?$/;

function checkDigits(minorDigits: number): void {
  if (!Number.isInteger(minorDigits) || minorDigits < 0 || minorDigits > MAX_MINOR_DIGITS) {
    throw new RangeError(`minorDigits must be an integer from 0 to ${MAX_MINOR_DIGITS}, not ${minorDigits}`);
  }
}

function scaleOf(minorDigits: number): bigint {
  return 10n ** BigInt(minorDigits);
}

/** Whole units and fraction digits joined into minor units; null when the fraction needs more digits than allowed. */
function toMinor(whole: string, fraction: string, minorDigits: number): bigint | null {
  // Trailing zeros beyond the currency's digits change nothing ("1.500" baht is 150 satang).
  const significant = fraction.replace(/0+$/, '');
  if (significant.length > minorDigits) return null;
  return BigInt(whole || '0') * scaleOf(minorDigits) + BigInt(significant.padEnd(minorDigits, '0') || '0');
}

/**
 * The minor units of a decimal string as the contract sends it ("1234.50", "-20.00"). Throws on anything else: a
 * value from the wire has been checked against the contract already.
 */
export function moneyToMinor(value: string, minorDigits: number): bigint {
  checkDigits(minorDigits);
  const match = DECIMAL.exec(value);
  const minor = match ? toMinor(match[2]!, match[3] ?? '', minorDigits) : null;
  if (minor === null)
    throw new RangeError(`Not an amount with at most ${minorDigits} decimals: ${JSON.stringify(value)}`);
  return match![1] === '-' ? -minor : minor;
}

/** The contract's decimal string of an amount: exactly `minorDigits` decimals ("1234.50", "-0.05", "12"). */
export function minorToMoney(minor: bigint, minorDigits: number): string {
  checkDigits(minorDigits);
  const negative = minor < 0n;
  const abs = negative ? -minor : minor;
  const scale = scaleOf(minorDigits);
  const whole = (abs / scale).toString();
  const fraction = minorDigits === 0 ? '' : `.${(abs % scale).toString().padStart(minorDigits, '0')}`;
  return `${negative ? '-' : ''}${whole}${fraction}`;
}

/** Whether a string is a decimal the contract accepts with at most `minorDigits` significant decimals. */
export function isMoney(value: string, minorDigits: number): boolean {
  try {
    moneyToMinor(value, minorDigits);
    return true;
  } catch {
    return false;
  }
}

/**
 * The locale to format and parse in: the one asked for when Intl knows it, else English (not the runtime's default:
 * a server must read "1234.50" the same on any machine, and a tag like i18next's "cimode" is no locale).
 */
function supportedLocale(locale: string | undefined): string {
  if (!locale) return 'en';
  try {
    return Intl.NumberFormat.supportedLocalesOf(locale).length > 0 ? locale : 'en';
  } catch {
    return 'en';
  }
}

interface Symbols {
  group: string;
  decimal: string;
  /** The locale's ten digits, 0 to 9 ('0'…'9' in most; '٠'…'٩' in Arabic locales). */
  digits: string[];
}

const symbolsCache = new Map<string, Symbols>();

/** The locale's group and decimal separators and its digits, as Intl formats numbers. */
export function numberSymbols(locale?: string): Symbols {
  const key = supportedLocale(locale);
  let symbols = symbolsCache.get(key);
  if (!symbols) {
    const parts = new Intl.NumberFormat(key).formatToParts(1234567.5);
    const plain = new Intl.NumberFormat(key, { useGrouping: false });
    symbols = {
      group: parts.find((p) => p.type === 'group')?.value ?? ',',
      decimal: parts.find((p) => p.type === 'decimal')?.value ?? '.',
      digits: Array.from({ length: 10 }, (_, i) => plain.format(i)),
    };
    symbolsCache.set(key, symbols);
  }
  return symbols;
}

/**
 * Spaces people and Intl put between digit groups (space, no-break space, narrow no-break space, thin space) and the
 * direction marks Intl puts before a sign in right-to-left locales.
 */
const SPACES = /[\s\u00a0\u202f\u2009\u061c\u200e\u200f]/g;
const MINUS = /^[-\u2212]/;

/**
 * A typed amount in minor units. Accepts the locale's digits, decimal separator and group separator ("1,234.50" in
 * English, "1.234,50" in Indonesian), spaces between groups, and the wire form. Problems: `empty`, `notANumber`
 * (letters, two decimal separators, a lone separator), `negative`, `tooManyDecimals` (more significant decimals than
 * the currency has). Zero parses; checkAmount refuses it.
 */
export function parseAmount(text: string, minorDigits: number, locale?: string): ParsedAmount {
  checkDigits(minorDigits);
  const trimmed = text.replace(SPACES, '');
  if (trimmed === '') return { ok: false, problem: { kind: 'empty' } };
  const symbols = numberSymbols(locale);
  const negative = MINUS.test(trimmed);
  let rest = negative ? trimmed.slice(1) : trimmed;
  // The locale's digits as ASCII digits, then its separators as the wire's.
  rest = [...rest]
    .map((ch) => {
      const digit = symbols.digits.indexOf(ch);
      return digit >= 0 ? String(digit) : ch;
    })
    .join('');
  if (symbols.group !== symbols.decimal) rest = rest.split(symbols.group).join('');
  if (symbols.decimal !== '.') {
    // A '.' in a locale whose decimal is ',' would be a group separator there; only the locale's form is read.
    if (rest.includes('.')) return { ok: false, problem: { kind: 'notANumber' } };
    rest = rest.split(symbols.decimal).join('.');
  }
  const match = /^([0-9]*)(?:\.([0-9]*))?$/.exec(rest);
  if (!match || (match[1] === '' && (match[2] ?? '') === '')) return { ok: false, problem: { kind: 'notANumber' } };
  if (negative) return { ok: false, problem: { kind: 'negative' } };
  const minor = toMinor(match[1]!, match[2] ?? '', minorDigits);
  if (minor === null) return { ok: false, problem: { kind: 'tooManyDecimals', minorDigits } };
  return { ok: true, minor };
}

/**
 * A typed amount checked for use: parsed (see parseAmount), then at least `min` (one minor unit when not given), at
 * most `max`, the balance and what the day still allows, in that order. The first problem is reported.
 */
export function checkAmount(
  text: string,
  minorDigits: number,
  limits: AmountLimits = {},
  locale?: string,
): ParsedAmount {
  const parsed = parseAmount(text, minorDigits, locale);
  if (!parsed.ok) return parsed;
  return checkMinor(parsed.minor, limits);
}

/** The limits of checkAmount applied to an amount already in minor units. */
export function checkMinor(minor: bigint, limits: AmountLimits): ParsedAmount {
  const min = limits.min !== undefined && limits.min > 1n ? limits.min : 1n;
  if (minor < min) return { ok: false, problem: { kind: 'belowMin', limit: min } };
  if (limits.max !== undefined && minor > limits.max)
    return { ok: false, problem: { kind: 'aboveMax', limit: limits.max } };
  if (limits.balance !== undefined && minor > limits.balance) {
    return { ok: false, problem: { kind: 'aboveBalance', limit: limits.balance } };
  }
  if (limits.dailyRemaining !== undefined && minor > limits.dailyRemaining) {
    return { ok: false, problem: { kind: 'aboveDailyRemaining', limit: limits.dailyRemaining } };
  }
  return { ok: true, minor };
}

/** The smaller of two amounts (withdrawable = min(balance, what the day still allows)). */
export function minMinor(a: bigint, b: bigint): bigint {
  return a < b ? a : b;
}

/**
 * Intl's parts of `minor` formatted with `options`, the fraction replaced by the exact digits: Intl sees only the
 * whole units (a bigint, or -0 for a negative amount below one unit), never a float with a fraction.
 */
function exactParts(
  minor: bigint,
  minorDigits: number,
  locale: string | undefined,
  options: Intl.NumberFormatOptions,
): Intl.NumberFormatPart[] {
  checkDigits(minorDigits);
  const negative = minor < 0n;
  const abs = negative ? -minor : minor;
  const scale = scaleOf(minorDigits);
  const whole = abs / scale;
  const format = new Intl.NumberFormat(supportedLocale(locale), {
    ...options,
    minimumFractionDigits: minorDigits,
    maximumFractionDigits: minorDigits,
  });
  const parts = format.formatToParts(negative ? (whole === 0n ? -0 : -whole) : whole);
  if (minorDigits === 0) return parts;
  const digits = numberSymbols(locale).digits;
  const fraction = [...(abs % scale).toString().padStart(minorDigits, '0')].map((d) => digits[Number(d)]).join('');
  return parts.map((part) => (part.type === 'fraction' ? { ...part, value: fraction } : part));
}

/**
 * An amount as a player reads it in a field or a table, without a currency: the locale's grouping and decimal
 * separator and exactly `minorDigits` decimals ("1,234.50"; "1.234,50" in Indonesian). parseAmount reads it back.
 */
export function formatAmount(minor: bigint, minorDigits: number, locale?: string): string {
  return exactParts(minor, minorDigits, locale, {})
    .map((p) => p.value)
    .join('');
}

/**
 * An amount with its currency in the reader's language ("฿1,234.50" in Thai, "THB 1,234.50" in English). A currency
 * that is not an ISO 4217 code (a backend's "$") is put in front of the number.
 */
export function formatMoney(minor: bigint, currency: Currency, locale?: string): string {
  // no currency known yet (the balance that names it is still loading): the amount alone, never a thrown RangeError
  if (!currency.code) return formatAmount(minor, currency.minorDigits, locale);
  try {
    return exactParts(minor, currency.minorDigits, locale, { style: 'currency', currency: currency.code })
      .map((p) => p.value)
      .join('');
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
    const number = formatAmount(minor, currency.minorDigits, locale);
    return `${currency.code}${/^[A-Za-z]/.test(currency.code) ? '\u00a0' : ''}${number}`;
  }
}

/** The minor digits Intl knows for an ISO 4217 code (THB 2, JPY 0, KWD 3); 2 for a code it does not know. */
export function minorDigitsOf(code: string): number {
  try {
    return (
      new Intl.NumberFormat('en', { style: 'currency', currency: code }).resolvedOptions().maximumFractionDigits ?? 2
    );
  } catch {
    return 2;
  }
}
