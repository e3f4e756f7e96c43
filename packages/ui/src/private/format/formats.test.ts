import { afterEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../i18n/i18n';
import { formatMoney } from './money';
import { dateTimeFormat, formatNumberForI18next, numberFormat, supportedLocale, warmFormats } from './formats';

afterEach(() => vi.restoreAllMocks());

describe('the Intl formatters', () => {
  it('are made once per language and options', () => {
    expect(numberFormat('th', { maximumFractionDigits: 1 })).toBe(numberFormat('th', { maximumFractionDigits: 1 }));
    expect(numberFormat('th')).not.toBe(numberFormat('en'));
    expect(numberFormat('th')).not.toBe(numberFormat('th', { maximumFractionDigits: 1 }));
    expect(dateTimeFormat('th', { dateStyle: 'medium' })).toBe(dateTimeFormat('th', { dateStyle: 'medium' }));
  });

  it('throw as Intl does, and keep nothing for it', () => {
    expect(() => numberFormat('en', { style: 'currency', currency: '฿' })).toThrow(RangeError);
    expect(() => numberFormat('en', { style: 'currency', currency: '฿' })).toThrow(RangeError);
    expect(formatMoney(1234.5, '฿', 'en')).toBe('฿1,234.50');
  });

  it('say which languages Intl has data for', () => {
    expect(supportedLocale('th')).toBe('th');
    expect(supportedLocale(undefined)).toBeUndefined();
    expect(supportedLocale('not a tag')).toBeUndefined();
  });

  it("serve i18next's number format: one formatter for every count, not one per value", async () => {
    const i18n = await initI18n({ language: 'EN' });
    i18n.addResource('en', 'formatsTest', 'bets', 'Bets: {{count, number}}');
    i18n.addResource('en', 'formatsTest', 'exact', '{{value, number(minimumFractionDigits: 2)}}');
    expect(i18n.t('formatsTest:exact', { value: 3 })).toBe('3.00');
    const made = vi.spyOn(Intl, 'NumberFormat');
    const texts = Array.from({ length: 50 }, (_, index) => i18n.t('formatsTest:bets', { count: 1000 + index }));
    expect(texts[0]).toBe('Bets: 1,000');
    expect(texts[49]).toBe('Bets: 1,049');
    expect(made.mock.calls.length).toBeLessThanOrEqual(1);
  });

  it('are made ahead by warmFormats: the first count of a language then makes none', () => {
    const expected = new Intl.NumberFormat('vi').format(1234);
    warmFormats('vi');
    const made = vi.spyOn(Intl, 'NumberFormat');
    const checked = vi.spyOn(Intl.NumberFormat, 'supportedLocalesOf');
    expect(formatNumberForI18next(1234, 'vi')).toBe(expected);
    expect(made).not.toHaveBeenCalled();
    expect(checked).not.toHaveBeenCalled();
  });
});
