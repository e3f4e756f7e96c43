import { describe, expect, it } from 'vitest';
import {
  changeLotteryFilter,
  EMPTY_LOTTERY_FILTER,
  filterLotteries,
  parseDrawDays,
  type LotteryFilter,
} from './lotteryFilter';

const games = [
  { id: 1, name: 'Northern Vietnam', tag: 'VN', drawDays: [1, 2, 3, 4, 5, 6, 7] },
  { id: 2, name: 'Hanoi VIP', tag: 'HANOI', drawDays: [1, 2, 3, 4, 5, 6, 7] },
  { id: 3, name: 'Hanoi Special', tag: 'HANOI', drawDays: [1, 3, 5] },
  { id: 4, name: 'Thai Government Lottery', tag: 'THAI', drawDays: [3] },
];
const busy: LotteryFilter = { listType: 'hot', tag: 'HANOI', day: 3, search: 'han' };
const names = (list: readonly { name: string }[]) => list.map((game) => game.name);

describe('lottery lobby filters (spec §4, §5)', () => {
  it('choosing a type tag clears the list type, the search and the day', () => {
    expect(changeLotteryFilter(busy, { tag: 'VN' })).toEqual({ listType: '', tag: 'VN', day: null, search: '' });
  });

  it('choosing a list type clears the tag and keeps the search and the day', () => {
    expect(changeLotteryFilter(busy, { listType: 'recent' })).toEqual({
      listType: 'recent',
      tag: '',
      day: 3,
      search: 'han',
    });
  });

  it('the day and the search change only themselves', () => {
    expect(changeLotteryFilter(busy, { day: null })).toEqual({ ...busy, day: null });
    expect(changeLotteryFilter(busy, { search: 'x' })).toEqual({ ...busy, search: 'x' });
  });

  it('searches the name case-insensitively, as a substring', () => {
    expect(names(filterLotteries(games, { ...EMPTY_LOTTERY_FILTER, search: '  hANoI ' }))).toEqual([
      'Hanoi VIP',
      'Hanoi Special',
    ]);
    expect(filterLotteries(games, { ...EMPTY_LOTTERY_FILTER, search: 'lotto' })).toEqual([]);
  });

  it('narrows by tag and by draw day', () => {
    expect(names(filterLotteries(games, { ...EMPTY_LOTTERY_FILTER, tag: 'HANOI', day: 2 }))).toEqual(['Hanoi VIP']);
    expect(filterLotteries(games, { ...EMPTY_LOTTERY_FILTER, day: 3 })).toHaveLength(4);
    expect(filterLotteries(games, { ...EMPTY_LOTTERY_FILTER, day: 2 })).toHaveLength(2);
    expect(filterLotteries(games, EMPTY_LOTTERY_FILTER)).toHaveLength(4);
  });

  it('shows only the favourite ids on the favourites list', () => {
    const favourites = new Set([2, 4]);
    expect(names(filterLotteries(games, { ...EMPTY_LOTTERY_FILTER, listType: 'fav' }, favourites))).toEqual([
      'Hanoi VIP',
      'Thai Government Lottery',
    ]);
    expect(filterLotteries(games, { ...EMPTY_LOTTERY_FILTER, listType: 'fav' })).toEqual([]);
    expect(filterLotteries(games, EMPTY_LOTTERY_FILTER, favourites)).toHaveLength(4);
  });

  it('reads drawDayOfWeek and drops what is not a day', () => {
    expect(parseDrawDays('2, 4,6')).toEqual([2, 4, 6]);
    expect(parseDrawDays('0,8,x,7,')).toEqual([7]);
    expect(parseDrawDays('')).toEqual([]);
  });
});
