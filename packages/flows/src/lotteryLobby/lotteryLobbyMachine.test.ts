import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { OPEN_RESULT_REFRESH_IDLE_MS, OPEN_RESULT_REFRESH_MAX_MS } from '@wl/rules';
import { NEED_TRUE_ACCOUNT_CONFIRM_KEY, NEED_TRUE_ACCOUNT_KEY } from '../constants';
import { EMPTY_LOTTERY_FILTER } from './lotteryFilter';
import { lotteryLobbyMachine, selectLotteryFilter, type LotteryLobbyEmitted } from './lotteryLobbyMachine';

const member = { token: 'tok', isAgent: '0' };
const trial = { token: 'tok-trial', isAgent: '4' };
const visitor = { token: null, isAgent: null };

function start() {
  const actor = createActor(lotteryLobbyMachine);
  const emitted: LotteryLobbyEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  const filter = () => selectLotteryFilter(actor.getSnapshot());
  const refreshes = () => emitted.filter((event) => event.type === 'lottery.refresh').length;
  return { actor, emitted, filter, refreshes };
}

/** After `done` refreshes, the next comes exactly when `ms` more have passed: not a millisecond before. */
function expectNextRefreshAfter(refreshes: () => number, done: number, ms: number) {
  vi.advanceTimersByTime(ms - 1);
  expect(refreshes()).toBe(done);
  vi.advanceTimersByTime(1);
  expect(refreshes()).toBe(done + 1);
}

describe('spec §4 lottery lobby list type', () => {
  it('starts on every game with no tag, day or search', () => {
    expect(start().filter()).toEqual(EMPTY_LOTTERY_FILTER);
  });

  it('asks a visitor to log in for favourites and recent games, and stays on the list', () => {
    const { actor, emitted, filter } = start();
    actor.send({ type: 'filter.change', change: { listType: 'fav' }, login: visitor });
    actor.send({ type: 'filter.change', change: { listType: 'recent' }, login: visitor });
    expect(emitted).toEqual([{ type: 'lottery.loginRequired' }, { type: 'lottery.loginRequired' }]);
    expect(filter().listType).toBe('');
  });

  it('warns a trial account (in_need_true_account) for favourites and recent games', () => {
    const { actor, emitted, filter } = start();
    actor.send({ type: 'filter.change', change: { listType: 'recent' }, login: trial });
    expect(emitted).toEqual([
      { type: 'lottery.needTrueAccount', messageKey: NEED_TRUE_ACCOUNT_KEY, confirmKey: NEED_TRUE_ACCOUNT_CONFIRM_KEY },
    ]);
    expect(filter().listType).toBe('');
  });

  it('lets anyone see the hot list; a member sees favourites and recent games', () => {
    const { actor, emitted, filter } = start();
    actor.send({ type: 'filter.change', change: { listType: 'hot' }, login: visitor });
    expect(filter().listType).toBe('hot');
    actor.send({ type: 'filter.change', change: { listType: 'fav' }, login: member });
    expect(filter().listType).toBe('fav');
    actor.send({ type: 'filter.change', change: { listType: 'recent' }, login: member });
    expect(filter().listType).toBe('recent');
    expect(emitted).toEqual([]);
  });

  it('choosing a type tag clears the list type, the search and the week filter', () => {
    const { actor, filter } = start();
    actor.send({ type: 'filter.change', change: { listType: 'hot' }, login: member });
    actor.send({ type: 'filter.change', change: { day: 4 }, login: member });
    actor.send({ type: 'filter.change', change: { search: 'hanoi' }, login: member });
    expect(filter()).toEqual({ listType: 'hot', tag: '', day: 4, search: 'hanoi' });
    actor.send({ type: 'filter.change', change: { tag: 'VN' }, login: member });
    expect(filter()).toEqual({ listType: '', tag: 'VN', day: null, search: '' });
  });

  it('choosing a list type clears the tag', () => {
    const { actor, filter } = start();
    actor.send({ type: 'filter.change', change: { tag: 'VN' }, login: member });
    actor.send({ type: 'filter.change', change: { listType: 'hot' }, login: member });
    expect(filter()).toEqual({ listType: 'hot', tag: '', day: null, search: '' });
  });

  it('falls back to every game when the session ends on favourites or recent games', () => {
    const { actor, filter } = start();
    actor.send({ type: 'filter.change', change: { listType: 'fav' }, login: member });
    actor.send({ type: 'session.ended' });
    expect(filter().listType).toBe('');
    actor.send({ type: 'filter.change', change: { listType: 'hot' }, login: member });
    actor.send({ type: 'session.ended' });
    expect(filter().listType).toBe('hot');
  });
});

describe('spec §4 open-result refresh timer', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('refreshes every game when the nearest pending draw is due', () => {
    const { actor, refreshes } = start();
    // a draw without a numero and one already past do not count
    const draw = (numero: string, remainTime: number) => ({ numero, remainTime });
    const games = [draw('0002', 12_000), draw('0001', 4_000), draw('', 1_000), draw('0003', -10)];
    actor.send({ type: 'games.loaded', listType: '', games });
    expectNextRefreshAfter(refreshes, 0, 4_000);
  });

  it('waits at most 30000 ms, and 7000 ms when nothing is pending', () => {
    const { actor, refreshes } = start();
    actor.send({ type: 'games.loaded', listType: '', games: [{ numero: '1', remainTime: 3_600_000 }] });
    expectNextRefreshAfter(refreshes, 0, OPEN_RESULT_REFRESH_MAX_MS);
    actor.send({ type: 'games.loaded', listType: '', games: [{ numero: '1', remainTime: 0 }] });
    expectNextRefreshAfter(refreshes, 1, OPEN_RESULT_REFRESH_IDLE_MS);
  });

  it('arms again from each answer: a new answer replaces the waiting delay', () => {
    const { actor, refreshes } = start();
    actor.send({ type: 'games.loaded', listType: '', games: [{ numero: '1', remainTime: 20_000 }] });
    vi.advanceTimersByTime(15_000);
    actor.send({ type: 'games.loaded', listType: '', games: [{ numero: '2', remainTime: 10_000 }] });
    expectNextRefreshAfter(refreshes, 0, 10_000);
  });

  it('asks again after the same delay when no new answer comes (a failed refresh)', () => {
    const { actor, refreshes } = start();
    actor.send({ type: 'games.loaded', listType: '', games: [] });
    vi.advanceTimersByTime(OPEN_RESULT_REFRESH_IDLE_MS * 3);
    expect(refreshes()).toBe(3);
  });

  it('choosing a list type stops the timer; a tag or the search does not', () => {
    const { actor, refreshes } = start();
    actor.send({ type: 'games.loaded', listType: '', games: [] });
    actor.send({ type: 'filter.change', change: { tag: 'VN' }, login: visitor });
    actor.send({ type: 'filter.change', change: { search: 'ha' }, login: visitor });
    vi.advanceTimersByTime(OPEN_RESULT_REFRESH_IDLE_MS);
    expect(refreshes()).toBe(1);
    actor.send({ type: 'filter.change', change: { listType: 'hot' }, login: visitor });
    vi.advanceTimersByTime(OPEN_RESULT_REFRESH_MAX_MS * 2);
    expect(refreshes()).toBe(1);
    expect(actor.getSnapshot().value).toBe('stopped');
  });

  it('runs only for every game: the hot list and a refused list type arm nothing', () => {
    const { actor, refreshes } = start();
    actor.send({ type: 'filter.change', change: { listType: 'hot' }, login: visitor });
    actor.send({ type: 'games.loaded', listType: 'hot', games: [{ numero: '1', remainTime: 1_000 }] });
    // the every-game answer of a list no longer shown (a late reply) arms nothing either
    actor.send({ type: 'games.loaded', listType: '', games: [{ numero: '1', remainTime: 1_000 }] });
    vi.advanceTimersByTime(OPEN_RESULT_REFRESH_MAX_MS * 2);
    expect(refreshes()).toBe(0);
    // back on every game, its next answer arms the timer again
    actor.send({ type: 'filter.change', change: { listType: '' }, login: visitor });
    actor.send({ type: 'games.loaded', listType: '', games: [{ numero: '1', remainTime: 1_000 }] });
    vi.advanceTimersByTime(1_000);
    expect(refreshes()).toBe(1);
  });
});
