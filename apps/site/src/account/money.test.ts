import { describe, expect, it } from 'vitest';
import { displayBalance } from './money';

const balance = (sumBalance: string, minorDigits = 2) => ({
  sumBalance,
  currency: 'THB',
  currencySymbol: '฿',
  minorDigits,
  wallets: [],
});

describe('displayBalance', () => {
  it('reads the Money string as the number the header shows', () => {
    expect(displayBalance(balance('12345.67'))).toBe(12345.67);
    expect(displayBalance(balance('0.10'))).toBe(0.1);
    expect(displayBalance(balance('1200', 0))).toBe(1200);
    expect(displayBalance(undefined)).toBeNull();
  });

  it('shows the same two decimals as the server sent, for large balances too', () => {
    for (const money of ['0.01', '0.29', '1.00', '999999999.99', '90071992547.41']) {
      expect(displayBalance(balance(money))!.toFixed(2)).toBe(money);
    }
  });
});
