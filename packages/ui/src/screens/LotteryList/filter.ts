/**
 * The lottery lobby's filters (spec §2 Lottery lobby, §4 Lottery lobby list type, §5 search) as pure functions, so
 * the rules are tested once and the screen and the site cannot disagree.
 */

/** '' is every game; fav and recent need a login (the site checks before it switches). */
export const lotteryListTypes = ['', 'hot', 'fav', 'recent'] as const;
export type LotteryListType = (typeof lotteryListTypes)[number];

/** Spec §2: the day filter lists the days 2,3,4,5,6,7,1 (Monday first; 1 is Sunday). */
export const WEEK_ORDER = [2, 3, 4, 5, 6, 7, 1] as const;

/** Spec §2: the type tags get navigation arrows above this many menus. */
export const MENU_ARROWS_ABOVE = 7;

export interface LotteryFilter {
  listType: LotteryListType;
  /** A lottery type (menu tag); '' is every type. */
  tag: string;
  /** A draw day 1 (Sunday) to 7 (Saturday); null is any day. */
  day: number | null;
  search: string;
}

export const emptyLotteryFilter: LotteryFilter = { listType: '', tag: '', day: null, search: '' };

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
  name: string;
  tag: string;
  drawDays: readonly number[];
}

/** Spec §5: the search is a case-insensitive substring of the name; the tag and the day narrow further. */
export function filterLotteries<T extends FilterableLottery>(games: readonly T[], filter: LotteryFilter): T[] {
  const search = filter.search.trim().toLocaleLowerCase();
  return games.filter(
    (game) =>
      (filter.tag === '' || game.tag === filter.tag) &&
      (filter.day === null || game.drawDays.includes(filter.day)) &&
      (search === '' || game.name.toLocaleLowerCase().includes(search)),
  );
}

/** The contract's drawDayOfWeek ("1,2,3") as day numbers; anything else is dropped. */
export function parseDrawDays(drawDayOfWeek: string): number[] {
  return drawDayOfWeek
    .split(',')
    .map((day) => Number(day.trim()))
    .filter((day) => Number.isInteger(day) && day >= 1 && day <= 7);
}
