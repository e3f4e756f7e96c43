import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import type { Game, GameCategory, GameTypeVendors, GameVendorLanes } from '@wl/api';
import {
  activeNavEntryId,
  buildLeftBarNavigation,
  buildNavigation,
  type NavEntry,
  type NavigationInput,
} from '@wl/flows';
import type { ShellNavEntry, ShellVendor } from '@wl/ui';
import { merchant } from '@merchant/config';
import { api } from '../api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { failureMessage } from '../errors';
import { useHydrated } from '../hydration';
import { queryClient } from '../query';
import { SESSION_KEYS } from '../session/storage';

/**
 * The vendor lanes (spec §7 GCSGAME_newGameVendor: cached unless forced), kept in session storage `gameVendor`:
 * they carry the esports list the navigation splits SPORTS by.
 */
async function loadLanes(): Promise<GameVendorLanes> {
  const cached = sessionStorage.getItem(SESSION_KEYS.gameVendor);
  if (cached) return JSON.parse(cached) as GameVendorLanes;
  const lanes = await api.games.getGameVendorLanes({ merchantCode: merchant.code });
  sessionStorage.setItem(SESSION_KEYS.gameVendor, JSON.stringify(lanes));
  return lanes;
}

/** The game categories with their vendors: one request per page load (the navigation and the lobbies share it). */
export const gameCategoriesQuery = () =>
  queryOptions({
    queryKey: ['games', 'vendors'],
    queryFn: () => api.games.getVendorsByGameType(),
    staleTime: Infinity,
  });

/** The vendor lanes, read through session storage `gameVendor` (spec §7: cached unless forced). */
export const vendorLanesQuery = () =>
  queryOptions({ queryKey: ['games', 'vendorLanes'], queryFn: loadLanes, staleTime: Infinity });

/** The game categories with their vendors, the esports list and the vendor lanes; loaded once per page load. */
export function useGameCategories() {
  const categories = useQuery(gameCategoriesQuery(), queryClient);
  const lanes = useQuery(vendorLanesQuery(), queryClient);
  const { isError, error, refetch } = categories;
  const failure = useMemo(
    () => (isError ? { message: failureMessage(error), onRetry: () => void refetch() } : null),
    [isError, error, refetch],
  );
  // a prerendered frame hydrates with the menu's loading state, even when another part has the answer already
  if (!useHydrated()) return NOTHING_YET;
  return {
    categories: categories.data,
    /** The categories' call failed (the menu says so, with a retry); null otherwise. */
    failure,
    esportsVassalages: lanes.data?.esportsVassalages,
    lanes: lanes.data,
  };
}

/** The games' answers as a prerendered frame hydrates: none yet. */
const NOTHING_YET = { categories: undefined, failure: null, esportsVassalages: undefined, lanes: undefined } as const;

/** Spec §4 left bar: the categories whose vendors launch their game when chosen. */
const LAUNCHING_CATEGORIES: readonly GameCategory[] = ['SPORTS', 'ESPORTS'];

/**
 * What choosing a sports or esports vendor launches (spec §4 left bar): its card's entry item in the vendor lanes,
 * the vendor's own product (the item its lobby lists first). Undefined while the lanes load or for other vendors.
 */
export function sportsLaunchItemOf(lanes: GameVendorLanes | undefined, vassalage: string): Game | undefined {
  for (const lane of lanes?.lanes ?? []) {
    if (!LAUNCHING_CATEGORIES.includes(lane.title)) continue;
    const card = lane.cards.find((candidate) => candidate.vassalage === vassalage);
    if (card) return card.entry;
  }
  return undefined;
}

/**
 * Where the bingo entry leads (spec §2: a bingo category shows when the languages include TY; the spec names no bingo
 * route, so our choice is the lottery page, where the draw games are).
 */
export const BINGO_PATH = '/lottery';

/** What the navigation is built from: the categories, the esports list, the merchant's languages, the bingo page. */
export function navigationInput(
  categories: readonly GameTypeVendors[] | undefined,
  esportsVassalages: readonly string[] | undefined,
  languages: readonly string[],
): NavigationInput {
  return { categories: categories ?? [], esportsVassalages, languages, bingoPath: BINGO_PATH };
}

function toShell(entries: NavEntry[], activeId: string | null): ShellNavEntry[] {
  return entries.map((entry) => ({
    id: entry.id,
    labelKey: entry.labelKey,
    path: entry.path,
    active: entry.id === activeId,
    vendors: entry.vendors.map((vendor): ShellVendor => ({
      vassalage: vendor.vassalage,
      displayName: vendor.displayName,
      logoUrl: vendor.logoUrl,
    })),
    expandable: entry.expandable,
    hasAllItem: entry.hasAllItem,
  }));
}

/** The header's and the left bar's entries (flows' navigation builder), the current page's entry marked. */
export function useShellNavigation() {
  const { pathname } = useLocation();
  const { categories, failure, esportsVassalages } = useGameCategories();
  return useMemo(() => {
    const input = navigationInput(
      categories as readonly GameTypeVendors[] | undefined,
      esportsVassalages,
      merchant.languages,
    );
    const header = buildNavigation(input);
    const leftBar = buildLeftBarNavigation(input);
    const activeId = activeNavEntryId(header, pathname);
    return {
      loaded: categories !== undefined,
      failure,
      header: toShell(header, activeId),
      leftBar: toShell(leftBar, activeNavEntryId(leftBar, pathname)),
      vendors: uniqueVendors(leftBar),
      rngVendors: toShell(leftBar, null).find((entry) => entry.id === 'rng')?.vendors ?? [],
    };
  }, [categories, failure, esportsVassalages, pathname]);
}

/** The frame's navigation: the header's row, the left bar's entries and the vendors, from the games' answer. */
export type ShellNavigation = ReturnType<typeof useShellNavigation>;

function uniqueVendors(entries: NavEntry[]): ShellVendor[] {
  const seen = new Map<string, ShellVendor>();
  for (const entry of entries) {
    for (const vendor of entry.vendors) {
      if (!seen.has(vendor.vassalage)) {
        seen.set(vendor.vassalage, {
          vassalage: vendor.vassalage,
          displayName: vendor.displayName,
          logoUrl: vendor.logoUrl,
        });
      }
    }
  }
  return [...seen.values()];
}
