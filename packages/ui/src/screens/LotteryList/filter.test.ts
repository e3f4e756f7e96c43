import { describe, expect, it } from 'vitest';
import { changeLotteryFilter, emptyLotteryFilter, filterLotteries, parseDrawDays, type LotteryFilter } from './filter';

const games = [
  { name: 'Northern Vietnam', tag: 'VN', drawDays: [1, 2, 3, 4, 5, 6, 7] },
  { name: 'Hanoi VIP', tag: 'HANOI', drawDays: [1, 2, 3, 4, 5, 6, 7] },
  { name: 'Hanoi Special', tag: 'HANOI', drawDays: [1, 3, 5] },
  { name: 'Thai Government Lottery', tag: 'THAI', drawDays: [3] },
];
const busy: LotteryFilter = { listType: 'hot', tag: 'HANOI', day: 3, search: 'han' };

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
    const found = filterLotteries(games, { ...emptyLotteryFilter, search: '  hANoI ' });
    expect(found.map((game) => game.name)).toEqual(['Hanoi VIP', 'Hanoi Special']);
  });

  it('narrows by tag and by draw day', () => {
    expect(filterLotteries(games, { ...emptyLotteryFilter, tag: 'HANOI', day: 2 }).map((game) => game.name)).toEqual([
      'Hanoi VIP',
    ]);
    expect(filterLotteries(games, { ...emptyLotteryFilter, day: 3 })).toHaveLength(4);
    expect(filterLotteries(games, emptyLotteryFilter)).toHaveLength(4);
  });

  it('reads drawDayOfWeek and drops what is not a day', () => {
    expect(parseDrawDays('2, 4,6')).toEqual([2, 4, 6]);
    expect(parseDrawDays('0,8,x,7,')).toEqual([7]);
    expect(parseDrawDays('')).toEqual([]);
  });
});
