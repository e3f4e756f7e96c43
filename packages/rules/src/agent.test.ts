import { describe, expect, it } from 'vitest';
import { rateNumberToHundredths, rateProblem, rateToHundredths } from './agent';

describe('agent rates', () => {
  it('reads typed rates as hundredths of a percent', () => {
    expect(rateToHundredths('1.5')).toBe(150);
    expect(rateToHundredths('0.25')).toBe(25);
    expect(rateToHundredths(' 2 ')).toBe(200);
    expect(rateToHundredths('1.234')).toBeNull();
    expect(rateToHundredths('-1')).toBeNull();
    expect(rateToHundredths('1e2')).toBeNull();
  });
  it('reads wire rates, refusing a third decimal', () => {
    expect(rateNumberToHundredths(0.29)).toBe(29);
    expect(rateNumberToHundredths(1.005)).toBeNull();
  });
  it('says what is wrong with a rate', () => {
    expect(rateProblem('', { max: 200 })).toBe('required');
    expect(rateProblem('abc', { max: 200 })).toBe('format');
    expect(rateProblem('0', { max: 200, exclusiveMin: true })).toBe('tooLow');
    expect(rateProblem('0', { max: 200 })).toBeNull();
    expect(rateProblem('2.01', { max: 200 })).toBe('tooHigh');
    expect(rateProblem('2', { max: 200 })).toBeNull();
  });
});
