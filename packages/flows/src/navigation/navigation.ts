import {
  BINGO_LANGUAGE,
  MINIGAME_VENDORS,
  NAV_GAME_TYPES,
  NAV_LISTS,
  NAV_PATHS,
  NON_EXPANDING_NAV_IDS,
  PATH_ALIASES,
  type NavGameType,
} from './constants';

/**
 * A vendor as the vendors-by-game-type call answers it (the contract's GameVendor; only the fields used here, so
 * the answer can be passed as is).
 */
export interface NavVendorSource {
  vassalage: string;
  displayName: string;
  gameCategory: string;
  type: 'GAME' | 'VASSALAGE';
  logoUrl: string;
}

/** One category with its vendors (the contract's GameTypeVendors). */
export interface NavCategorySource {
  gameType: string;
  vendors: readonly NavVendorSource[];
}

export interface NavigationInput {
  /** The vendors-by-game-type answer: categories with their vendors, in any order. */
  categories: readonly NavCategorySource[];
  /** The configured esports list: SPORTS vendors with these codes are shown under ESPORTS. */
  esportsVassalages?: readonly string[];
  /** The languages the merchant offers, as spec codes (EN, TY, ...). */
  languages: readonly string[];
  /** Where the bingo entry leads; without it there is no bingo entry (the spec names no bingo route). */
  bingoPath?: string;
}

export type NavEntryId =
  | (typeof NAV_LISTS)[number]
  | 'live'
  | 'rng'
  | 'sports'
  | 'fish'
  | 'pvp'
  | 'esports'
  | 'elott'
  | 'lott'
  | 'cockfight'
  | 'minigame'
  | 'bingo';

export interface NavVendor {
  vassalage: string;
  displayName: string;
  /** The category the vendor is listed under here (ESPORTS for a split SPORTS vendor). */
  gameType: NavGameType;
  /** GAME: choosing it launches the vendor (sports book, lottery); VASSALAGE: it opens its game list. */
  type: 'GAME' | 'VASSALAGE';
  logoUrl: string;
}

export interface NavEntry {
  id: NavEntryId;
  /** Key in the `shell` translation namespace. */
  labelKey: string;
  path: string;
  /** The lobby filter the entry sets; null for the Recent and Hot lists and bingo. */
  gameType: NavGameType | null;
  vendors: NavVendor[];
  /** Spec §2 left bar: every entry but lott, elott, hot and recent expands to its vendors' logos. */
  expandable: boolean;
  /** Spec §2 left bar: the minigame entry lists an 'all' item before its vendors. */
  hasAllItem: boolean;
}

const isNavGameType = (value: string): value is NavGameType => (NAV_GAME_TYPES as readonly string[]).includes(value);

const entryIdOf = (gameType: NavGameType) => gameType.toLowerCase() as Lowercase<NavGameType>;

function entry(id: NavEntryId, path: string, gameType: NavGameType | null, vendors: NavVendor[]): NavEntry {
  return {
    id,
    labelKey: `nav.${id}`,
    path,
    gameType,
    vendors,
    expandable: !(NON_EXPANDING_NAV_IDS as readonly string[]).includes(id) && vendors.length > 0,
    hasAllItem: id === 'minigame',
  };
}

function toVendor(source: NavVendorSource, gameType: NavGameType): NavVendor {
  return {
    vassalage: source.vassalage,
    displayName: source.displayName,
    gameType,
    type: source.type,
    logoUrl: source.logoUrl,
  };
}

/**
 * The vendors of each known category, SPORTS vendors of the esports list moved to ESPORTS (after the ESPORTS
 * vendors the server already lists, without duplicates).
 */
function vendorsByGameType(input: NavigationInput): Map<NavGameType, NavVendor[]> {
  const esports = new Set(input.esportsVassalages ?? []);
  const byType = new Map<NavGameType, NavVendor[]>();
  const add = (gameType: NavGameType, vendor: NavVendorSource) => {
    const list = byType.get(gameType) ?? [];
    if (!list.some((known) => known.vassalage === vendor.vassalage)) list.push(toVendor(vendor, gameType));
    byType.set(gameType, list);
  };
  const ordered = [...input.categories].sort(
    // ESPORTS first, so its own vendors keep their place before the ones split off SPORTS
    (a, b) => Number(b.gameType === 'ESPORTS') - Number(a.gameType === 'ESPORTS'),
  );
  for (const category of ordered) {
    if (!isNavGameType(category.gameType)) continue;
    for (const vendor of category.vendors) {
      const split = category.gameType === 'SPORTS' && esports.has(vendor.vassalage);
      add(split ? 'ESPORTS' : category.gameType, vendor);
    }
  }
  return byType;
}

/**
 * The header's navigation (spec §2): Recent and Hot first, then each category that has vendors in the order
 * LIVE, RNG, SPORTS, FISH, PVP, ESPORTS, ELOTT, LOTT (both lottery entries lead to /elott), then bingo when the
 * merchant offers Thai.
 */
export function buildNavigation(input: NavigationInput): NavEntry[] {
  const vendors = vendorsByGameType(input);
  const entries: NavEntry[] = NAV_LISTS.map((id) => entry(id, NAV_PATHS[id], null, []));
  for (const gameType of NAV_GAME_TYPES) {
    const list = vendors.get(gameType);
    if (list?.length) entries.push(entry(entryIdOf(gameType), NAV_PATHS[gameType], gameType, list));
  }
  if (input.bingoPath && input.languages.includes(BINGO_LANGUAGE)) {
    entries.push(entry('bingo', input.bingoPath, null, []));
  }
  return entries;
}

/**
 * The left bar's game types (spec §2): the header's entries plus, right after RNG, the minigame entry listing 'all'
 * and the RNG vendors on the minigame list (when there are any).
 */
export function buildLeftBarNavigation(input: NavigationInput): NavEntry[] {
  const entries = buildNavigation(input);
  const rng = entries.find((candidate) => candidate.id === 'rng');
  const minigameVendors = (rng?.vendors ?? []).filter((vendor) =>
    (MINIGAME_VENDORS as readonly string[]).includes(vendor.vassalage),
  );
  if (!rng || minigameVendors.length === 0) return entries;
  const minigame = entry('minigame', NAV_PATHS.minigame, 'RNG', minigameVendors);
  entries.splice(entries.indexOf(rng) + 1, 0, minigame);
  return entries;
}

/**
 * The entry of the current route (spec §4: the active type follows the route), or null (home and other pages).
 * /lott counts as /elott; when two entries share a path the first wins.
 */
export function activeNavEntryId(entries: readonly NavEntry[], pathname: string): NavEntryId | null {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const path = PATH_ALIASES[trimmed] ?? trimmed;
  return entries.find((candidate) => candidate.path === path)?.id ?? null;
}
