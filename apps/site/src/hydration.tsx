// A prerendered page (build/prerender.ts) shows what a visitor first sees: no session, no device, no live data. Its
// hydration must draw the same; the browser's own state follows in the next render.
import { createContext, startTransition, useContext, useEffect, useState, type ReactNode } from 'react';
import { markInteractive } from './prerendered';

/** True where the browser's own state may show: the default, so a page drawn by the browser alone needs nothing. */
const HydratedContext = createContext(true);

/**
 * Around a prerendered page's app: false while it hydrates (and in the prerender), true from the render after.
 * That render is a transition, so it yields to the browser; React hydrates a part still dehydrated by then with the
 * value it was prerendered with first. (A store read with `useSyncExternalStore` did this job before: React re-renders
 * a store's readers synchronously, one long task on a slow phone for the header, the page and the theme.)
 */
export function HydrationBoundary({ prerendered, children }: { prerendered: boolean; children: ReactNode }) {
  const [hydrated, setHydrated] = useState(!prerendered);
  useEffect(markInteractive, []);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return <HydratedContext.Provider value={hydrated}>{children}</HydratedContext.Provider>;
}

/** Whether this render may show the browser's own state (false in the prerender and while hydrating it). */
export function useHydrated(): boolean {
  return useContext(HydratedContext);
}
