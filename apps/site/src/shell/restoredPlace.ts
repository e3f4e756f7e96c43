import { useLayoutEffect } from 'react';
import { useLocation, useNavigation, type DataRouter, type Location } from 'react-router-dom';

/**
 * How long a place restored by Back, Forward or a reload is held while the page below it is still arriving (a list
 * whose data was evicted, a slow phone measuring its rows): long enough for a slow call, short enough that a page
 * never jumps by itself once the player has looked at it.
 */
export const RESTORED_PLACE_HOLD_MS = 5000;

/** What stops a hold at once: the player moving the page themselves. */
const PLAYER_INPUT = ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const;

/**
 * Keeps the page at `target` while it grows. The router's ScrollRestoration scrolls once, as the page appears; a page
 * shorter than the place then (its list still loading) is clamped by the browser and would stay at the clamp. Each
 * time the document grows, the place is asked for again, until it is reached, the player moves the page, or the hold
 * ends. Returns the function that ends it early.
 */
export function holdPlace(target: number, holdMs = RESTORED_PLACE_HOLD_MS): () => void {
  const root = document.documentElement;
  let done = false;
  const observer = new ResizeObserver(() => {
    window.scrollTo(0, target);
    if (Math.abs(window.scrollY - target) < 1) stop();
  });
  const timer = window.setTimeout(() => stop(), holdMs);
  function stop() {
    if (done) return;
    done = true;
    observer.disconnect();
    window.clearTimeout(timer);
    for (const type of PLAYER_INPUT) window.removeEventListener(type, stop, true);
  }
  for (const type of PLAYER_INPUT) window.addEventListener(type, stop, { capture: true, passive: true });
  observer.observe(root);
  return stop;
}

/** The place the router restored for a location, until the frame has drawn that location and holds it. */
let pending: { key: string; place: number } | null = null;
let stopHold = () => {};

/**
 * Notes each place the router restores (a number in its state once a Back, Forward or reload has settled); a new
 * navigation ends the hold of the last one. The hold itself starts only once the page is drawn (`HoldRestoredPlace`):
 * the router's state changes before React draws it, and the page still shown must not be scrolled.
 */
export function noteRestoredPlaces(router: Pick<DataRouter, 'subscribe'>): () => void {
  let noted: Location | null = null;
  return router.subscribe((state) => {
    if (state.navigation.state !== 'idle') {
      stopHold();
      pending = null;
      return;
    }
    const place = state.restoreScrollPosition;
    // the same settled navigation seen again (a fetcher, a revalidation): its place is already held
    if (typeof place !== 'number' || place <= 0 || state.location === noted) return;
    noted = state.location;
    pending = { key: state.location.key, place };
  });
}

/** Where the router's ScrollRestoration keeps each history entry's place (SiteFrame passes it). */
export const SCROLL_POSITIONS_KEY = 'react-router-scroll-positions';

/**
 * A prerendered page's place on a reload or a Back from another site: the router leaves it to the browser, which
 * restores it on the HTML as sent; a page whose list was still loading there is shorter than the place, so the
 * browser stops short. Its place is held like a restored one once the page is hydrated (`HoldRestoredPlace`).
 */
export function notePrerenderedPlace(router: Pick<DataRouter, 'state'>): void {
  try {
    const places = JSON.parse(sessionStorage.getItem(SCROLL_POSITIONS_KEY) ?? '{}') as Record<string, unknown>;
    const { key } = router.state.location;
    const place = places[key];
    if (typeof place === 'number' && place > 0) pending = { key, place };
  } catch {
    // no place kept, or storage blocked: the page starts where the browser puts it
  }
}

/** Starts the hold of a restored place once its page is drawn; rendered after the router's ScrollRestoration. */
export function HoldRestoredPlace() {
  const { key } = useLocation();
  // re-renders with every router state: a reload's restored place changes no location
  useNavigation();
  useLayoutEffect(() => {
    if (!pending || pending.key !== key) return;
    stopHold = holdPlace(pending.place);
    pending = null;
  });
  return null;
}
