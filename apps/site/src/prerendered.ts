/** The attribute build/prerender.mjs puts on `#root` when it holds a prerendered page (main.tsx then hydrates it). */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/**
 * On `<html>`: index.html's first script found the prerendered page in another language than the player's stored
 * choice, and hides it until main.tsx has decided (index.html's style names it too).
 */
export const LANGUAGE_PENDING_ATTRIBUTE = 'data-language-pending';

/**
 * On `<html>` from the app's first commit: the page answers taps. Before it, a tap on a prerendered page reaches no
 * handler (the app's code is still on its way); the end-to-end tests wait for it before they tap.
 */
export const INTERACTIVE_ATTRIBUTE = 'data-interactive';
