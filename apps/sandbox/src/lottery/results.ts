// What a draw produced, in the game's own result format, derived from (gameId, numero) alone: the same draw always
// has the same result, results of any past draw are available on demand, and nothing runs in the background.
import { digits, intBetween, randomFor, type Random } from '../random.ts';

export const RESULT_FORMATS = [
  /** '482915': a first prize of six digits (Thai government, Lao development). */
  'DIGITS_6',
  /** '48291'. */
  'DIGITS_5',
  /** '4829'. */
  'DIGITS_4',
  /** 27 comma-separated prizes of a northern Vietnamese board, the special prize (5 digits) first. */
  'VN_NORTH_BOARD',
  /** 18 comma-separated prizes of a southern or central board, the special prize (6 digits) first. */
  'VN_SOUTH_BOARD',
  /** '12~34~56'. */
  'PAIRS_3',
  /** '483~27': three top digits and two bottom digits of a stock index close. */
  'STOCK_3_2',
  /** '1,2,3,4,5': five balls 0-9. */
  'BALLS_5',
  /** Twenty different numbers of 01-80, ascending. */
  'KENO_20',
  /** The order of ten cars, 01-10. */
  'PK10',
  /** '2,5,5': three dice, ascending. */
  'DICE_3',
] as const;
export type ResultFormat = (typeof RESULT_FORMATS)[number];

/** Digit counts of the prizes of a board, special prize first. */
const VN_NORTH_PRIZES = [5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 3, 3, 3, 2, 2, 2, 2];
const VN_SOUTH_PRIZES = [6, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 4, 4, 4, 4, 3, 2];

function board(random: Random, prizes: number[]): string {
  return prizes.map((length) => digits(random, length)).join(',');
}

/** `count` different numbers of 1..max, ascending, two digits each. */
function distinctNumbers(random: Random, count: number, max: number): string[] {
  const chosen = new Set<number>();
  while (chosen.size < count) chosen.add(intBetween(random, 1, max));
  return [...chosen].sort((a, b) => a - b).map((n) => String(n).padStart(2, '0'));
}

function shuffledCars(random: Random): string[] {
  const cars = Array.from({ length: 10 }, (_, i) => String(i + 1).padStart(2, '0'));
  for (let i = cars.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [cars[i], cars[j]] = [cars[j]!, cars[i]!];
  }
  return cars;
}

export function winningNumber(gameId: number, format: ResultFormat, numero: string): string {
  const random = randomFor(`result:${gameId}:${numero}`);
  switch (format) {
    case 'DIGITS_6':
      return digits(random, 6);
    case 'DIGITS_5':
      return digits(random, 5);
    case 'DIGITS_4':
      return digits(random, 4);
    case 'VN_NORTH_BOARD':
      return board(random, VN_NORTH_PRIZES);
    case 'VN_SOUTH_BOARD':
      return board(random, VN_SOUTH_PRIZES);
    case 'PAIRS_3':
      return [digits(random, 2), digits(random, 2), digits(random, 2)].join('~');
    case 'STOCK_3_2':
      return `${digits(random, 3)}~${digits(random, 2)}`;
    case 'BALLS_5':
      return Array.from({ length: 5 }, () => intBetween(random, 0, 9)).join(',');
    case 'KENO_20':
      return distinctNumbers(random, 20, 80).join(',');
    case 'PK10':
      return shuffledCars(random).join(',');
    case 'DICE_3':
      return Array.from({ length: 3 }, () => intBetween(random, 1, 6))
        .sort((a, b) => a - b)
        .join(',');
  }
}

export interface PopularNumber {
  number: string;
  betCount: number;
}

/** The most bet 2D and 3D numbers of a game's open draw; `weight` scales the ticket counts with the game's popularity. */
export function popularNumbers(gameId: number, numero: string, weight: number, count: number): PopularNumber[] {
  const random = randomFor(`popular:${gameId}:${numero}`);
  const numbers = new Map<string, number>();
  while (numbers.size < count) {
    const number = digits(random, random() < 0.6 ? 2 : 3);
    if (!numbers.has(number)) numbers.set(number, Math.round(weight * (20 + random() * 80)));
  }
  return [...numbers].map(([number, betCount]) => ({ number, betCount })).sort((a, b) => b.betCount - a.betCount);
}
