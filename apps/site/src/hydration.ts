// A prerendered page (build/prerender.ts) shows what a visitor first sees: no session, no live data. Its hydration
// must draw the same, then the browser's own state follows in the next render. React reads a store's server snapshot
// while it hydrates and its client snapshot right after (re-rendering when they differ), so this is a store whose two
// snapshots are "not yet" and "now": false in the prerender and during hydration, true in every other render.
import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/** Whether this render may show the browser's own state (false in the prerender and while hydrating it). */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
