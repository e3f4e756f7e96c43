import { describe, expect, it } from 'vitest';
import { withdrawQuote, type WithdrawFeeRule } from './withdrawQuote';

const free: WithdrawFeeRule = { percent: '1', minimum: '10.00', next: false };
const charged: WithdrawFeeRule = { ...free, next: true };
const usdt = { coin: 'USDT', rate: '35.00', decimals: 6 };

describe('withdrawQuote (what a withdrawal pays out)', () => {
  it('a free withdrawal pays out the amount; in crypto the coins rounded down, exactly', () => {
    expect(withdrawQuote('1,000', 2, free, null, 'en')).toEqual({ fee: '0.00', payout: '1000.00', coins: null });
    // 1000 / 35 = 28.571428571…: six decimals, down (the merchant pays at most it).
    expect(withdrawQuote('1000', 2, free, usdt)).toEqual({ fee: '0.00', payout: '1000.00', coins: '28.571428' });
    // Floats would give 0.1 + 0.2 trouble: 0.30 at 0.10 a coin is exactly 3 coins.
    expect(withdrawQuote('0.30', 2, free, { coin: 'X', rate: '0.10', decimals: 2 })?.coins).toBe('3.00');
    expect(withdrawQuote('9007199254740993.00', 2, free, { coin: 'BTC', rate: '1.00', decimals: 0 })?.coins).toBe(
      '9007199254740993',
    );
  });

  it('a charged one takes the percent rounded up, at least the minimum, before the coins', () => {
    expect(withdrawQuote('700', 2, charged, usdt)).toEqual({ fee: '10.00', payout: '690.00', coins: '19.714285' });
    expect(withdrawQuote('2000.01', 2, charged, null)).toEqual({ fee: '20.01', payout: '1980.00', coins: null });
    expect(withdrawQuote('1000', 2, { ...charged, percent: '1.5' }, null)?.fee).toBe('15.00');
  });

  it('nothing to quote: an unreadable or empty amount, or one the fee eats', () => {
    expect(withdrawQuote('', 2, free, usdt)).toBeNull();
    expect(withdrawQuote('12abc', 2, free, usdt)).toBeNull();
    expect(withdrawQuote('0', 2, free, usdt)).toBeNull();
    expect(withdrawQuote('10', 2, charged, usdt)).toBeNull();
  });
});
