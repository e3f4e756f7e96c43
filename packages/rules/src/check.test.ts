// Property-based tests of the field check the site and the sandbox share: for every pattern family, values built from
// the family's description (not from its regex) pass exactly when their length fits, and values that break the family
// never pass.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { acceptedPatternOf, checkValue, englishPatternMessage, fillBounds, type FieldRule } from './check';
import { PATTERN_FAMILIES, PATTERN_IDS, type PatternId } from './patterns';

const chars = (text: string) => fc.constantFrom(...text);
/** A character from an inclusive code-point range. */
const range = (from: number, to: number) => fc.integer({ min: from, max: to }).map((n) => String.fromCodePoint(n));
const text = (unit: fc.Arbitrary<string>, minLength = 1, maxLength = 30) => fc.string({ unit, minLength, maxLength });
/** `core` with `extra` put at a random position. */
const insert = (core: fc.Arbitrary<string>, extra: fc.Arbitrary<string>) =>
  fc
    .tuple(core, extra, fc.nat())
    .map(
      ([value, piece, at]) => value.slice(0, at % (value.length + 1)) + piece + value.slice(at % (value.length + 1)),
    );

const LOWER = 'abcdefghijklmnopqrstuvwxyz';
const UPPER = LOWER.toUpperCase();
const LETTERS = LOWER + UPPER;
const DIGITS = '0123456789';
const SYMBOLS = '!"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~';

const letter = chars(LETTERS);
const upper = chars(UPPER);
const digit = chars(DIGITS);
const alnum = chars(LETTERS + DIGITS);
const symbol = chars(SYMBOLS);
const chinese = range(0x4e00, 0x9fa5);
const chinesePunctuation = chars('，。！？、；：“”‘’（）《》【】…—·');
const korean = range(0xac00, 0xd7a3);
const thai = range(0x0e01, 0x0e5b);
const whitespace = chars(' \t\n\u00a0\u3000\u2028');
const nonSpace = fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 }).filter((c) => !/\s/.test(c));
const pad2 = (n: number) => String(n).padStart(2, '0');
const year = fc.integer({ min: 1900, max: 2099 });
const month = fc.integer({ min: 1, max: 12 });
const day = fc.integer({ min: 1, max: 31 });

interface Family {
  /** Values the family accepts, of various lengths. */
  accepted: fc.Arbitrary<string>;
  /** Values the family refuses whatever the length bounds ('any' has none: only length can break it). */
  broken: fc.Arbitrary<string>[];
}

const FAMILIES: Record<PatternId, Family> = {
  any: { accepted: fc.string({ unit: 'binary', maxLength: 40 }), broken: [] },
  letterFirstAlphanumeric: {
    accepted: fc.tuple(letter, text(alnum, 0)).map(([first, rest]) => first + rest),
    broken: [
      fc.tuple(digit, text(alnum, 0)).map(([first, rest]) => first + rest),
      insert(
        fc.tuple(letter, text(alnum, 0)).map(([first, rest]) => first + rest),
        chars('_ -.@'),
      ),
    ],
  },
  chineseDigits: {
    accepted: text(fc.oneof(chinese, digit)),
    broken: [insert(text(fc.oneof(chinese, digit), 0), letter)],
  },
  email: {
    accepted: fc
      .tuple(text(chars(LETTERS + DIGITS + '._%+-'), 1, 12), text(alnum, 1, 10), text(letter, 2, 6))
      .map(([local, domain, tld]) => `${local}@${domain}.${tld}`),
    broken: [
      text(alnum, 1, 30),
      fc.tuple(text(alnum, 1, 8), text(alnum, 1, 8)).map(([local, domain]) => `${local}@${domain}`),
      fc.tuple(text(alnum, 1, 8), text(alnum, 1, 8)).map(([local, domain]) => `${local} @${domain}.com`),
    ],
  },
  alphanumeric: { accepted: text(alnum), broken: [insert(text(alnum, 0), fc.oneof(symbol, whitespace, thai))] },
  lettersAndDigits: {
    accepted: insert(insert(text(alnum, 0), letter), digit),
    broken: [text(letter), text(digit), insert(insert(insert(text(alnum, 0), letter), digit), symbol)],
  },
  digits: { accepted: text(digit), broken: [insert(text(digit, 0), fc.oneof(letter, symbol, whitespace))] },
  alphanumericUppercase: {
    accepted: insert(text(alnum, 0), upper),
    broken: [text(chars(LOWER + DIGITS)), insert(insert(text(alnum, 0), upper), symbol)],
  },
  englishSpaces: {
    accepted: text(fc.oneof(letter, chars(' '))),
    broken: [insert(text(fc.oneof(letter, chars(' ')), 0), fc.oneof(digit, symbol, thai))],
  },
  noSpaces: { accepted: text(nonSpace), broken: [insert(text(nonSpace, 0), whitespace)] },
  chinesePunctuation: {
    accepted: text(fc.oneof(chinese, chinesePunctuation)),
    broken: [insert(text(fc.oneof(chinese, chinesePunctuation), 0), fc.oneof(letter, digit))],
  },
  date: {
    accepted: fc.oneof(
      fc.tuple(year, month, day).map(([y, m, d]) => `${y}-${pad2(m)}-${pad2(d)}`),
      fc.tuple(year, month, day).map(([y, m, d]) => `${pad2(m)}-${pad2(d)}-${y}`),
    ),
    broken: [
      fc.tuple(year, fc.integer({ min: 13, max: 99 }), day).map(([y, m, d]) => `${y}-${m}-${pad2(d)}`),
      fc.tuple(year, month, fc.integer({ min: 32, max: 99 })).map(([y, m, d]) => `${y}-${pad2(m)}-${d}`),
      fc.tuple(year, month, day).map(([y, m, d]) => `${y}/${pad2(m)}/${pad2(d)}`),
      fc
        .tuple(year, month, day)
        .map(([y, m, d]) => `${pad2(d)}-${pad2(m)}-${y}`)
        .filter((v) => Number(v.slice(0, 2)) > 12),
    ],
  },
  lettersOneSpace: {
    accepted: fc.oneof(
      text(letter),
      fc.tuple(text(letter), text(letter)).map(([a, b]) => `${a} ${b}`),
    ),
    broken: [
      fc.tuple(text(letter), text(letter), text(letter)).map(([a, b, c]) => `${a} ${b} ${c}`),
      fc.tuple(text(letter), text(letter)).map(([a, b]) => `${a}  ${b}`),
      text(letter).map((a) => ` ${a}`),
      insert(text(letter), digit),
    ],
  },
  korean: { accepted: text(korean), broken: [insert(text(korean, 0), fc.oneof(letter, thai, digit, chars(' ')))] },
  thai: { accepted: text(thai), broken: [insert(text(thai, 0), fc.oneof(letter, digit, chars(' ')))] },
  thaiEnglishSpaces: {
    accepted: text(fc.oneof(thai, letter, chars(' '))),
    broken: [insert(text(fc.oneof(thai, letter, chars(' ')), 0), fc.oneof(digit, symbol, korean))],
  },
  uppercaseSpaces: {
    accepted: insert(text(fc.oneof(upper, chars(' ')), 0), upper),
    broken: [text(chars(' ')), insert(insert(text(fc.oneof(upper, chars(' ')), 0), upper), chars(LOWER + DIGITS))],
  },
  lettersDigitsSymbols: {
    accepted: text(fc.oneof(alnum, symbol)),
    broken: [insert(text(fc.oneof(alnum, symbol), 0), fc.oneof(whitespace, thai, chinese))],
  },
};

const codePoints = (value: string) => [...value].length;
const bounds = fc
  .tuple(fc.nat({ max: 45 }), fc.nat({ max: 45 }))
  .map(([a, b]) => ({ minLength: Math.min(a, b), maxLength: Math.max(a, b) }));
const rule = (patternId: PatternId, { minLength, maxLength }: { minLength: number; maxLength: number }): FieldRule => ({
  required: true,
  minLength,
  maxLength,
  acceptedPattern: acceptedPatternOf(patternId),
  patternId,
});
const patternProblem = (patternId: PatternId, { minLength, maxLength }: { minLength: number; maxLength: number }) => ({
  kind: 'pattern',
  patternId,
  minLength,
  maxLength,
});

describe('pattern families', () => {
  it('has a generator for every family and nothing else', () => {
    expect(Object.keys(FAMILIES).sort()).toEqual([...PATTERN_IDS].sort());
  });

  it('each family has a distinct id, and a message with both bounds unless it is fixed-length', () => {
    expect(new Set(PATTERN_IDS).size).toBe(PATTERN_FAMILIES.length);
    for (const family of PATTERN_FAMILIES) expect(family.message).toContain('(min) - (max)');
  });

  describe.each(PATTERN_IDS.map((id) => [id] as const))('%s', (patternId) => {
    const family = FAMILIES[patternId];

    it('accepts its values exactly when their length fits the bounds, with the family message otherwise', () => {
      fc.assert(
        fc.property(family.accepted, bounds, (value, limits) => {
          const fits = codePoints(value) >= limits.minLength && codePoints(value) <= limits.maxLength;
          const expected = value === '' ? { kind: 'missing' } : fits ? null : patternProblem(patternId, limits);
          expect(checkValue(rule(patternId, limits), value)).toEqual(expected);
        }),
        { numRuns: 300 },
      );
    });

    if (family.broken.length > 0) {
      it('never accepts a value that breaks the pattern, whatever the bounds', () => {
        fc.assert(
          fc.property(fc.oneof(...family.broken), bounds, (value, limits) => {
            const wide = { minLength: 0, maxLength: Math.max(limits.maxLength, codePoints(value)) };
            for (const candidate of [limits, wide]) {
              expect(checkValue(rule(patternId, candidate), value)).toEqual(patternProblem(patternId, candidate));
            }
          }),
          { numRuns: 300 },
        );
      });
    }
  });
});

describe('checkValue', () => {
  it('an empty value is missing when required and fine otherwise', () => {
    const required = rule('digits', { minLength: 6, maxLength: 6 });
    expect(checkValue(required, '')).toEqual({ kind: 'missing' });
    expect(checkValue({ ...required, required: false }, '')).toBeNull();
    expect(checkValue({ ...required, required: false }, '12345')).toEqual(patternProblem('digits', required));
  });

  it('counts code points, not UTF-16 units', () => {
    expect(checkValue(rule('any', { minLength: 2, maxLength: 2 }), '😀😀')).toBeNull();
  });

  it("checks the server's acceptedPattern, and lets a broken one through for the server to judge", () => {
    const custom = { ...rule('digits', { minLength: 1, maxLength: 9 }), acceptedPattern: '^[1-3]+$' };
    expect(checkValue(custom, '123')).toBeNull();
    expect(checkValue(custom, '4')).toEqual(patternProblem('digits', custom));
    expect(checkValue({ ...custom, acceptedPattern: '([' }, '4')).toBeNull();
  });
});

describe('message bounds', () => {
  it("writes one number for '(min) - (max)' when the bounds are equal", () => {
    expect(englishPatternMessage('digits', 13, 13)).toBe('Please enter 13 digits');
    expect(englishPatternMessage('digits', 8, 15)).toBe('Please enter 8 - 15 digits');
    expect(englishPatternMessage('email', 6, 64)).toBe('Please enter an email address of 6 - 64 characters');
  });

  it('fills any template that keeps the placeholders', () => {
    expect(fillBounds('กรุณากรอก (min) - (max) ตัวอักษร', 4, 4)).toBe('กรุณากรอก 4 ตัวอักษร');
    expect(fillBounds('(min) から (max) 文字', 4, 12)).toBe('4 から 12 文字');
  });
});
