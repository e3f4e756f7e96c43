/**
 * The lottery lobby's filters (spec §2 Lottery lobby, §4 list type, §5 search) as pure functions: the machine applies
 * them, the site shows what they leave, the ui only renders.
 */

/** Spec §4: '' is every game, then hot, favourites and recent. */
export const LOTTERY_LIST_TYPES = ['', 'hot', 'fav', 'recent'] as const;
export type LotteryListType = (typeof LOTTERY_LIST_TYPES)[number];

/** Spec §4: favourites and recent games need a login (a real account, spec §5). */
export const LIST_TYPES_NEEDING_ACCOUNT: readonly LotteryListType[] = ['fav', 'recent'];

export interface LotteryFilter {
  listType: LotteryListType;
  /** A lottery type (menu tag); '' is every type. */
  tag: string;
  /** A draw day 1 (Sunday) to 7 (Saturday); null is any day. */
  day: number | null;
  search: string;
}

export const EMPTY_LOTTERY_FILTER: LotteryFilter = { listType: '', tag: '', day: null, search: '' };

export type LotteryFilterChange =
  { listType: LotteryListType } | { tag: string } | { day: number | null } | { search: string };

/**
 * Spec §4: choosing a type tag clears the list type, the search and the day filter; choosing a list type clears the
 * tag. The day and the search change only themselves.
 */
export function changeLotteryFilter(current: LotteryFilter, change: LotteryFilterChange): LotteryFilter {
  if ('tag' in change) return { listType: '', tag: change.tag, day: null, search: '' };
  if ('listType' in change) return { ...current, listType: change.listType, tag: '' };
  return { ...current, ...change };
}

export interface FilterableLottery {
  id: number;
  name: string;
  tag: string;
  drawDays: readonly number[];
}

/**
 * What the lobby shows of a list: the favourites list keeps the favourite ids (they are kept on this device, spec §3
 * LOTTFAV); the tag and the day narrow; the search is a case-insensitive substring of the name (spec §5).
 */
export function filterLotteries<T extends FilterableLottery>(
  games: readonly T[],
  filter: LotteryFilter,
  favoriteIds: ReadonlySet<number> = new Set(),
): T[] {
  const search = filter.search.trim().toLocaleLowerCase();
  return games.filter(
    (game) =>
      (filter.listType !== 'fav' || favoriteIds.has(game.id)) &&
      (filter.tag === '' || game.tag === filter.tag) &&
      (filter.day === null || game.drawDays.includes(filter.day)) &&
      (search === '' || game.name.toLocaleLowerCase().includes(search)),
  );
}

/** The contract's drawDayOfWeek ("1,2,3") as day numbers 1 to 7; anything else is dropped. */
export function parseDrawDays(drawDayOfWeek: string): number[] {
  return drawDayOfWeek
    .split(',')
    .map((day) => Number(day.trim()))
    .filter((day) => Number.isInteger(day) && day >= 1 && day <= 7);
}
