import { describe, expect, it } from 'vitest';
import { formatMoney } from './money';

describe('formatMoney', () => {
  it('formats in the given language with two decimals', () => {
    expect(formatMoney(1234.5, 'THB', 'en')).toBe('THB\u00a01,234.50');
    expect(formatMoney(1234.5, 'THB', 'th')).toBe('฿1,234.50');
    expect(formatMoney(0, 'USD', 'en')).toBe('$0.00');
  });

  it('rounds to two decimals', () => {
    expect(formatMoney(9.999, 'USD', 'en')).toBe('$10.00');
  });

  it('puts a symbol sent instead of a currency code in front', () => {
    expect(formatMoney(12, '$', 'en')).toBe('$12.00');
    expect(formatMoney(12, 'coins', 'en')).toBe('coins\u00a012.00');
  });

  it('survives a language tag Intl does not know', () => {
    expect(formatMoney(1, 'USD', 'cimode')).toMatch(/1\.00/);
  });
});
