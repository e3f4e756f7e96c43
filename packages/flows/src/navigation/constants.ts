/**
 * The data tables of the navigation (spec §2 Header and Left navigation bar, §9). Paths are route-table paths.
 */

/**
 * Spec §2: the categories the header builds entries from, in display order, after Recent and Hot. COCKFIGHT is not in
 * the header's list but has a lobby route "pushed by navigation", so it ends the list when it has vendors.
 */
export const NAV_GAME_TYPES = [
  'LIVE',
  'RNG',
  'SPORTS',
  'FISH',
  'PVP',
  'ESPORTS',
  'ELOTT',
  'LOTT',
  'COCKFIGHT',
] as const;
export type NavGameType = (typeof NAV_GAME_TYPES)[number];

/** Spec §2: Recent and Hot are always placed first, whatever has vendors. */
export const NAV_LISTS = ['recent', 'hot'] as const;

/** Spec §2: a route per category; ELOTT and LOTT both lead to the /elott lobby. */
export const NAV_PATHS = {
  recent: '/recent',
  hot: '/hot',
  LIVE: '/live',
  RNG: '/rng',
  SPORTS: '/sports',
  FISH: '/fish',
  PVP: '/pvp',
  ESPORTS: '/esports',
  ELOTT: '/elott',
  LOTT: '/elott',
  COCKFIGHT: '/cockfight',
  minigame: '/minigame',
} as const;

/** Spec §2 route table: /lott shows the same page as /elott. */
export const PATH_ALIASES: Readonly<Record<string, string>> = { '/lott': '/elott' };

/** Spec §2 left bar: these entries lead to their lobby and do not expand to vendor logos. */
export const NON_EXPANDING_NAV_IDS = ['lott', 'elott', 'hot', 'recent'] as const;

/** Spec §9: the random-number-game vendors the minigame entry lists (after its 'all' item). */
export const MINIGAME_VENDORS = ['SPB', 'GM', 'XGS', 'KM'] as const;

/** Spec §2: the bingo entry shows only when the merchant's languages include Thai (spec code TY). */
export const BINGO_LANGUAGE = 'TY';
