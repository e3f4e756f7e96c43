import { useCallback, useSyncExternalStore } from 'react';

/** Spec §3 local storage: LOTTFAV holds the favourite lottery ids per username ({ "demo": [121, 161] }). */
export const LOTTERY_FAVORITES_KEY = 'LOTTFAV';

type FavoritesByUser = Record<string, number[]>;

const listeners = new Set<() => void>();

function readAll(): FavoritesByUser {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(LOTTERY_FAVORITES_KEY) ?? '{}');
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as FavoritesByUser) : {};
  } catch {
    return {};
  }
}

// One snapshot per stored text, so React sees the same value until it changes.
let cachedText: string | null = null;
let cached: FavoritesByUser = {};
function snapshot(): FavoritesByUser {
  const text = localStorage.getItem(LOTTERY_FAVORITES_KEY);
  if (text !== cachedText) {
    cachedText = text;
    cached = readAll();
  }
  return cached;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => event.key === LOTTERY_FAVORITES_KEY && listener();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

const EMPTY: ReadonlySet<number> = new Set();
const NONE: FavoritesByUser = {};
const sets = new WeakMap<number[], ReadonlySet<number>>();

/** The account's favourite lotteries (none without an account) and a toggle that keeps them per username. */
export function useLotteryFavorites(account: string | null) {
  // the prerender and its hydration show a visitor's lobby: no favourites
  const all = useSyncExternalStore(subscribe, snapshot, () => NONE);
  const ids = account ? all[account] : undefined;
  let set = EMPTY;
  if (ids) {
    set = sets.get(ids) ?? new Set(ids.filter((id) => Number.isInteger(id)));
    sets.set(ids, set);
  }
  const toggle = useCallback(
    (gameId: number, favorite: boolean) => {
      if (!account) return;
      const current = readAll();
      const others = (current[account] ?? []).filter((id) => id !== gameId);
      current[account] = favorite ? [...others, gameId] : others;
      localStorage.setItem(LOTTERY_FAVORITES_KEY, JSON.stringify(current));
      for (const listener of listeners) listener();
    },
    [account],
  );
  return { favoriteIds: set, toggle };
}
