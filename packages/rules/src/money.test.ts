import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkAmount,
  checkMinor,
  formatAmount,
  formatMoney,
  isMoney,
  MAX_MINOR_DIGITS,
  minorDigitsOf,
  minorToMoney,
  moneyToMinor,
  parseAmount,
} from './money';

const THB = { code: 'THB', minorDigits: 2 };
/** The site's languages (spec §1) plus locales with other separators and digits. */
const LOCALES = ['en', 'th', 'zh-CN', 'id', 'vi', 'ja', 'fil', 'de-CH', 'fr', 'ar-EG'];

const digits = fc.integer({ min: 0, max: MAX_MINOR_DIGITS });
/** Far beyond 2^53: a float anywhere on the way would lose the last digits. */
const anyMinor = fc.bigInt({ min: -(10n ** 22n), max: 10n ** 22n });
const positiveMinor = fc.bigInt({ min: 0n, max: 10n ** 22n });

describe('the wire form (moneyToMinor, minorToMoney)', () => {
  it('reads and writes exact decimal strings', () => {
    expect(moneyToMinor('1234.50', 2)).toBe(123450n);
    expect(moneyToMinor('0.05', 2)).toBe(5n);
    expect(moneyToMinor('-20', 2)).toBe(-2000n);
    expect(moneyToMinor('12', 0)).toBe(12n);
    expect(moneyToMinor('1.500', 2)).toBe(150n);
    expect(minorToMoney(123450n, 2)).toBe('1234.50');
    expect(minorToMoney(-5n, 2)).toBe('-0.05');
    expect(minorToMoney(12n, 0)).toBe('12');
    expect(minorToMoney(1n, 3)).toBe('0.001');
  });

  it('adds exactly where floats do not', () => {
    const sum = moneyToMinor('0.10', 2) + moneyToMinor('0.20', 2);
    expect(minorToMoney(sum, 2)).toBe('0.30');
    expect(minorToMoney(moneyToMinor('90071992547409.93', 2) + 1n, 2)).toBe('90071992547409.94');
  });

  it('refuses what is not a decimal of the currency', () => {
    for (const bad of ['', '1,234.50', '01.5', '1.', '.5', '1e3', ' 1', 'NaN', '1.234']) {
      expect(() => moneyToMinor(bad, 2), bad).toThrow(RangeError);
      expect(isMoney(bad, 2), bad).toBe(false);
    }
    expect(() => minorToMoney(1n, 5)).toThrow(RangeError);
  });

  it('property: moneyToMinor(minorToMoney(x)) = x for any amount and any number of minor digits', () => {
    fc.assert(
      fc.property(anyMinor, digits, (minor, d) => {
        const text = minorToMoney(minor, d);
        expect(text).toMatch(d === 0 ? /^-?(0|[1-9][0-9]*)$/ : new RegExp(`^-?(0|[1-9][0-9]*)\\.[0-9]{${d}}$`));
        expect(moneyToMinor(text, d)).toBe(minor);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('parseAmount (what a player types)', () => {
  it('reads the locale form, the wire form, groups and spaces', () => {
    expect(parseAmount('1,234.50', 2)).toEqual({ ok: true, minor: 123450n });
    expect(parseAmount(' 1 234.5 ', 2)).toEqual({ ok: true, minor: 123450n });
    expect(parseAmount('1.234,50', 2, 'id')).toEqual({ ok: true, minor: 123450n });
    expect(parseAmount('100', 2)).toEqual({ ok: true, minor: 10000n });
    expect(parseAmount('.5', 2)).toEqual({ ok: true, minor: 50n });
    expect(parseAmount('0', 2)).toEqual({ ok: true, minor: 0n });
    expect(parseAmount('١٬٢٣٤٫٥', 2, 'ar-EG')).toEqual({ ok: true, minor: 123450n });
  });

  it('names each problem', () => {
    expect(parseAmount('', 2)).toEqual({ ok: false, problem: { kind: 'empty' } });
    expect(parseAmount('   ', 2)).toEqual({ ok: false, problem: { kind: 'empty' } });
    for (const text of ['abc', '12a', '1.2.3', '.', '-', '1e5', '$10', '12-3']) {
      expect(parseAmount(text, 2), text).toEqual({ ok: false, problem: { kind: 'notANumber' } });
    }
    expect(parseAmount('-5', 2)).toEqual({ ok: false, problem: { kind: 'negative' } });
    expect(parseAmount('−5', 2)).toEqual({ ok: false, problem: { kind: 'negative' } });
    expect(parseAmount('1.234', 2)).toEqual({ ok: false, problem: { kind: 'tooManyDecimals', minorDigits: 2 } });
    expect(parseAmount('1.5', 0)).toEqual({ ok: false, problem: { kind: 'tooManyDecimals', minorDigits: 0 } });
  });

  it('property: parseAmount(formatAmount(x)) = x in every locale', () => {
    fc.assert(
      fc.property(positiveMinor, digits, fc.constantFrom(...LOCALES), (minor, d, locale) => {
        expect(parseAmount(formatAmount(minor, d, locale), d, locale)).toEqual({ ok: true, minor });
      }),
      { numRuns: 2000 },
    );
  });

  it('property: a negative amount is reported as negative, never as its absolute value', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 22n), max: -1n }), digits, fc.constantFrom(...LOCALES), (minor, d, l) => {
        expect(parseAmount(formatAmount(minor, d, l), d, l)).toEqual({ ok: false, problem: { kind: 'negative' } });
      }),
    );
  });

  it('property: text with a letter is not a number', () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom(...'abcxyzE฿$'), fc.string(), (before, letter, after) => {
        const parsed = parseAmount(`${before}${letter}${after}`, 2);
        expect(parsed.ok).toBe(false);
        if (!parsed.ok) expect(['notANumber', 'empty']).toContain(parsed.problem.kind);
      }),
    );
  });

  it('property: more significant decimals than the currency has is tooManyDecimals', () => {
    fc.assert(
      fc.property(positiveMinor, fc.integer({ min: 1, max: 9 }), (minor, extra) => {
        const text = `${minorToMoney(minor, 2)}${extra}`;
        expect(parseAmount(text, 2)).toEqual({ ok: false, problem: { kind: 'tooManyDecimals', minorDigits: 2 } });
      }),
    );
  });
});

describe('checkAmount (the limits, in order)', () => {
  const limits = { min: 10000n, max: 5000000n, balance: 300000n, dailyRemaining: 200000n };

  it('reports the first broken limit', () => {
    expect(checkAmount('abc', 2, limits)).toEqual({ ok: false, problem: { kind: 'notANumber' } });
    expect(checkAmount('99.99', 2, limits)).toEqual({ ok: false, problem: { kind: 'belowMin', limit: 10000n } });
    expect(checkAmount('50000.01', 2, limits)).toEqual({ ok: false, problem: { kind: 'aboveMax', limit: 5000000n } });
    expect(checkAmount('3000.01', 2, limits)).toEqual({ ok: false, problem: { kind: 'aboveBalance', limit: 300000n } });
    expect(checkAmount('2000.01', 2, limits)).toEqual({
      ok: false,
      problem: { kind: 'aboveDailyRemaining', limit: 200000n },
    });
    expect(checkAmount('2000', 2, limits)).toEqual({ ok: true, minor: 200000n });
  });

  it('never accepts zero, whatever the minimum', () => {
    expect(checkAmount('0', 2)).toEqual({ ok: false, problem: { kind: 'belowMin', limit: 1n } });
    expect(checkMinor(0n, { min: 0n })).toEqual({ ok: false, problem: { kind: 'belowMin', limit: 1n } });
    expect(checkAmount('0.01', 2)).toEqual({ ok: true, minor: 1n });
  });

  it('property: an accepted amount is within every limit', () => {
    fc.assert(
      fc.property(positiveMinor, positiveMinor, positiveMinor, (minor, balance, daily) => {
        const checked = checkMinor(minor, { min: 100n, max: 10n ** 20n, balance, dailyRemaining: daily });
        const within = minor >= 100n && minor <= 10n ** 20n && minor <= balance && minor <= daily;
        expect(checked.ok).toBe(within);
      }),
    );
  });
});

describe('formatting for display', () => {
  it('formats with the currency in the reader’s language', () => {
    expect(formatMoney(123450n, THB, 'en')).toBe('THB\u00a01,234.50');
    expect(formatMoney(123450n, THB, 'th')).toBe('฿1,234.50');
    expect(formatMoney(-5n, THB, 'th')).toBe('-฿0.05');
    expect(formatMoney(1200n, { code: 'JPY', minorDigits: 0 }, 'ja')).toBe('￥1,200');
    expect(formatMoney(1200n, { code: '$', minorDigits: 2 }, 'en')).toBe('$12.00');
    expect(formatAmount(123450n, 2, 'id')).toBe('1.234,50');
    expect(formatAmount(123450n, 2, 'cimode')).toBe('1,234.50');
  });

  it('shows the amount alone while the currency is not known (never throws)', () => {
    expect(formatMoney(123450n, { code: '', minorDigits: 2 }, 'en')).toBe('1,234.50');
    expect(formatMoney(-5n, { code: '', minorDigits: 2 }, 'th')).toBe('-0.05');
  });

  it('keeps every digit of amounts beyond a float’s precision', () => {
    expect(formatAmount(123456789012345678901n, 2, 'en')).toBe('1,234,567,890,123,456,789.01');
    expect(formatMoney(900719925474099399n, THB, 'th')).toBe('฿9,007,199,254,740,993.99');
  });

  it('property: the displayed digits are exactly the wire digits', () => {
    fc.assert(
      fc.property(anyMinor, digits, (minor, d) => {
        const shown = formatMoney(minor, { code: 'THB', minorDigits: d }, 'th').replace(/[฿,]/g, '');
        expect(shown).toBe(minorToMoney(minor, d));
      }),
      { numRuns: 2000 },
    );
  });

  it('knows the minor digits of ISO currencies', () => {
    expect(minorDigitsOf('THB')).toBe(2);
    expect(minorDigitsOf('JPY')).toBe(0);
    expect(minorDigitsOf('KWD')).toBe(3);
    expect(minorDigitsOf('not a code')).toBe(2);
  });
});
