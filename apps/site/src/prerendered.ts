/** The attribute build/prerender.mjs puts on `#root` when it holds a prerendered page (main.tsx then hydrates it). */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/**
 * On `<html>`: index.html's first script found the prerendered page in another language than the player's stored
 * choice, and hides it until main.tsx has decided (index.html's style names it too).
 */
export const LANGUAGE_PENDING_ATTRIBUTE = 'data-language-pending';

/**
 * On `<html>` from the app's first commit: the page answers taps. Before it, a tap on a prerendered page's button is
 * only kept (`takeEarlyTap`) and answered once React has the page; the end-to-end tests wait for it before they tap.
 */
export const INTERACTIVE_ATTRIBUTE = 'data-interactive';

declare global {
  interface Window {
    /** index.html's first script: the last button tapped before the app took the page over, and how to stop keeping it. */
    __earlyTap?: { target: Element | null; stop: () => void };
  }
}

/**
 * Stops keeping early taps (React listens from here on) and gives the button tapped on the prerendered page before,
 * if it is still on the page: the caller replays it once React has the page, so a player who tapped "Log in" while the
 * code was on its way gets the login popup instead of nothing.
 */
export function takeEarlyTap(): HTMLElement | null {
  const kept = window.__earlyTap;
  if (!kept) return null;
  kept.stop();
  delete window.__earlyTap;
  return kept.target instanceof HTMLElement && kept.target.isConnected ? kept.target : null;
}
