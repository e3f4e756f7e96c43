// A prerendered page (build/prerender.ts) shows what a visitor first sees: no session, no live data. Its hydration
// must draw the same, then the browser's own state follows in the next render. That render is a transition: React
// draws the session's header, the device's theme and what only the browser knows in slices that yield to the
// browser, not in one long task right after hydration (a store's snapshot change would be a synchronous render of
// every reader).
import { createContext, startTransition, useContext, useEffect, useState, type ReactNode } from 'react';

/** Outside a prerender's hydration (a page the browser draws itself, a test): the browser's state at once. */
const HydratedContext = createContext(true);

/**
 * Around the app: `prerendered` (the server's render, and the browser's hydration of it) starts with a visitor's
 * view and, in the browser, turns to the browser's own after the hydration has committed.
 */
export function HydrationGate({ prerendered, children }: { prerendered: boolean; children: ReactNode }) {
  const [hydrated, setHydrated] = useState(!prerendered);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return <HydratedContext.Provider value={hydrated}>{children}</HydratedContext.Provider>;
}

/** Whether this render may show the browser's own state (false in the prerender and while hydrating it). */
export function useHydrated(): boolean {
  return useContext(HydratedContext);
}
