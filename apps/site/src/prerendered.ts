/** The attribute build/prerender.mjs puts on `#root` when it holds a prerendered page (main.tsx then hydrates it). */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/**
 * On `<html>`: index.html's first script found the prerendered page in another language than the player's stored
 * choice, and hides it until main.tsx has decided (index.html's style names it too).
 */
export const LANGUAGE_PENDING_ATTRIBUTE = 'data-language-pending';
