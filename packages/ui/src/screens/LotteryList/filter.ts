/**
 * What the lottery lobby's filters show (spec §2 Lottery lobby, §4 list type): the values and their display order.
 * The rules (what a change clears, what a filter leaves) are the flows' lottery lobby; the screen only renders.
 */

/** '' is every game; fav and recent need a login (the site checks before it switches). */
export const lotteryListTypes = ['', 'hot', 'fav', 'recent'] as const;
export type LotteryListType = (typeof lotteryListTypes)[number];

/** Spec §2: the day filter lists the days 2,3,4,5,6,7,1 (Monday first; 1 is Sunday). */
export const WEEK_ORDER = [2, 3, 4, 5, 6, 7, 1] as const;

/** Spec §2: the type tags get navigation arrows above this many menus. */
export const MENU_ARROWS_ABOVE = 7;

/** What is chosen: the list type, a lottery type (menu tag, '' every type), a draw day (null any day), the search. */
export interface LotteryFilter {
  listType: LotteryListType;
  tag: string;
  /** A draw day 1 (Sunday) to 7 (Saturday); null is any day. */
  day: number | null;
  search: string;
}

/** One choice of the player, as the screen tells it. */
export type LotteryFilterChange =
  { listType: LotteryListType } | { tag: string } | { day: number | null } | { search: string };
