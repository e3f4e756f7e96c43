import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  fewinTime,
  listOrEmpty,
  nextWinnerBoardOffset,
  OPEN_NUMBER_MAX_DIGITS,
  OPEN_RESULT_REFRESH_IDLE_MS,
  OPEN_RESULT_REFRESH_MAX_MS,
  openResultRefreshDelay,
  parseOpenNumbers,
  WINNER_BOARD_LIMIT_MOVES,
  WINNER_BOARD_STEP,
  winnerBoardMoves,
} from './homeLobby';

describe('spec §5 open numbers', () => {
  it('reads plain digits as one number', () => {
    expect(parseOpenNumbers('482915')).toEqual(['482915']);
    expect(parseOpenNumbers('4829')).toEqual(['4829']);
  });

  it('splits comma-separated results (balls, keno, dice, a Vietnamese board)', () => {
    expect(parseOpenNumbers('1,2,3,4,5')).toEqual(['1', '2', '3', '4', '5']);
    const board = ['123456', ...Array.from({ length: 17 }, (_, i) => String(10_000 + i))].join(',');
    expect(parseOpenNumbers(board)).toHaveLength(18);
    expect(parseOpenNumbers(board)[0]).toBe('123456');
  });

  it('splits tilde-separated results and mixed separators', () => {
    expect(parseOpenNumbers('12~34~56')).toEqual(['12', '34', '56']);
    expect(parseOpenNumbers('483~27')).toEqual(['483', '27']);
    expect(parseOpenNumbers('01,02~03')).toEqual(['01', '02', '03']);
  });

  it('keeps at most 6 digits of a number (its last ones) and leading zeros', () => {
    expect(parseOpenNumbers('12345678')).toEqual(['345678']);
    expect(parseOpenNumbers('00~0123456')).toEqual(['00', '123456']);
    for (const number of parseOpenNumbers('9876543210,1'))
      expect(number.length).toBeLessThanOrEqual(OPEN_NUMBER_MAX_DIGITS);
  });

  it('skips spaces, empty parts and anything that is not a number', () => {
    expect(parseOpenNumbers(' 12 , 34 ,, x1 , 5-6 ~ 78 ')).toEqual(['12', '34', '78']);
  });

  it('reads a missing result as no numbers', () => {
    expect(parseOpenNumbers('')).toEqual([]);
    expect(parseOpenNumbers(null)).toEqual([]);
    expect(parseOpenNumbers(undefined)).toEqual([]);
  });

  it('reads a missing list as an empty one', () => {
    expect(listOrEmpty(null)).toEqual([]);
    expect(listOrEmpty(undefined)).toEqual([]);
    expect(listOrEmpty([1, 2])).toEqual([1, 2]);
  });
});

describe('spec §4 open-result refresh', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('waits for the nearest pending draw', () => {
    const games = [
      { numero: '20260101-0001', remainTime: 12_000 },
      { numero: '20260101', remainTime: 4_000 },
    ];
    expect(openResultRefreshDelay(games)).toBe(4_000);
  });

  it('waits at most 30000 ms', () => {
    expect(openResultRefreshDelay([{ numero: '20260101', remainTime: 3_600_000 }])).toBe(OPEN_RESULT_REFRESH_MAX_MS);
  });

  it('waits 7000 ms when nothing is pending, the nearest is 0, or the list is missing', () => {
    expect(openResultRefreshDelay([])).toBe(OPEN_RESULT_REFRESH_IDLE_MS);
    expect(openResultRefreshDelay(null)).toBe(OPEN_RESULT_REFRESH_IDLE_MS);
    expect(openResultRefreshDelay([{ numero: '1', remainTime: 0 }])).toBe(OPEN_RESULT_REFRESH_IDLE_MS);
  });

  it('ignores games without a numero and draws already past', () => {
    const games = [
      { numero: '', remainTime: 1_000 },
      { numero: null, remainTime: 2_000 },
      { numero: '7', remainTime: -500 },
      { numero: '8', remainTime: 9_000 },
    ];
    expect(openResultRefreshDelay(games)).toBe(9_000);
  });

  it('places fewinTime at now + remainTime - half the round trip - lockTime x 1000', () => {
    vi.useFakeTimers();
    vi.setSystemTime(1_000_000);
    const sentAt = Date.now();
    vi.advanceTimersByTime(400);
    const receivedAt = Date.now();
    const halfTrip = (receivedAt - sentAt) / 2;
    expect(fewinTime({ remainTime: 90_000, lockTime: 30 }, { receivedAt, halfTrip })).toBe(
      1_000_400 + 90_000 - 200 - 30_000,
    );
  });
});

describe('spec §9 winner board scroll', () => {
  it('moves only with at least 3 winners', () => {
    expect(WINNER_BOARD_LIMIT_MOVES).toBe(3);
    expect(winnerBoardMoves(2)).toBe(false);
    expect(winnerBoardMoves(3)).toBe(true);
    expect(winnerBoardMoves(20)).toBe(true);
  });

  it('steps 0.5 px a frame and wraps after one loop', () => {
    expect(WINNER_BOARD_STEP).toBe(0.5);
    expect(nextWinnerBoardOffset(0, 100)).toBe(0.5);
    expect(nextWinnerBoardOffset(99.5, 100)).toBe(0);
    expect(nextWinnerBoardOffset(99.75, 100)).toBe(0.25);
  });

  it('stays at the start while nothing is measured', () => {
    expect(nextWinnerBoardOffset(10, 0)).toBe(0);
    expect(nextWinnerBoardOffset(10, Number.NaN)).toBe(0);
  });
});
