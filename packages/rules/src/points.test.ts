import { describe, expect, it } from 'vitest';
import { parsePoints, pointsConvertProblem, pointsToMinor, POINTS_CONVERT_MAX } from './points';

describe('points conversion', () => {
  it.each([
    ['1500', { ok: true, points: 1500 }],
    [' 1,500 ', { ok: true, points: 1500 }],
    ['1 000 000', { ok: true, points: 1_000_000 }],
    ['', { ok: false, problem: { kind: 'empty' } }],
    ['12.5', { ok: false, problem: { kind: 'notWhole' } }],
    ['-100', { ok: false, problem: { kind: 'notWhole' } }],
    ['1e5', { ok: false, problem: { kind: 'notWhole' } }],
    ['1234567890', { ok: false, problem: { kind: 'notWhole' } }],
  ])('parses %j', (text, expected) => {
    expect(parsePoints(text)).toEqual(expected);
  });

  const rules = { min: 1000, step: 100, balance: 5000 };
  it.each([
    [1000, null],
    [5000, null],
    [900, { kind: 'belowMin', limit: 1000 }],
    [1050, { kind: 'notMultiple', step: 100 }],
    [5100, { kind: 'aboveBalance', limit: 5000 }],
    [0, { kind: 'notWhole' }],
    [1.5, { kind: 'notWhole' }],
  ])('%d points: %o', (points, problem) => {
    expect(pointsConvertProblem(points, rules)).toEqual(problem);
  });

  it('without a balance only the cap limits', () => {
    expect(pointsConvertProblem(POINTS_CONVERT_MAX + 100, { min: 1000, step: 100 })).toEqual({
      kind: 'aboveBalance',
      limit: POINTS_CONVERT_MAX,
    });
  });

  it('money is exact: 1,100 points at 100 for 1.05 are 11.55', () => {
    expect(pointsToMinor(1100, { points: 100, minor: 105n })).toBe(1155n);
    expect(pointsToMinor(100_000_000, { points: 100, minor: 150n })).toBe(150_000_000n);
  });
});
