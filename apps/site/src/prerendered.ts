/** The attribute build/prerender.mjs puts on `#root` when it holds a prerendered page (main.tsx then hydrates it). */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/**
 * On `<html>`: index.html's first script found the prerendered page in another language than the player's stored
 * choice, and hides it until main.tsx has decided (index.html's style names it too).
 */
export const LANGUAGE_PENDING_ATTRIBUTE = 'data-language-pending';

/**
 * On `<html>` from the app's first commit: the page answers taps. Before it, a tap on a prerendered page's button and
 * what is typed into its fields are only kept (`takeEarlyInteraction`) and handed to React once it has the page; the
 * end-to-end tests wait for it before they tap.
 */
export const INTERACTIVE_ATTRIBUTE = 'data-interactive';

let markCommitted: () => void = () => undefined;
/** Settles at the app's first commit: a prerendered page is hydrated, its fields and buttons are React's. */
export const firstCommit = new Promise<void>((resolve) => (markCommitted = resolve));

/** The app's first commit (HydrationBoundary's effect): the page is interactive. */
export function markInteractive() {
  document.documentElement.setAttribute(INTERACTIVE_ATTRIBUTE, '');
  markCommitted();
}

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
function takeEarlyTap(): HTMLElement | null {
  const kept = window.__earlyTap;
  if (!kept) return null;
  kept.stop();
  delete window.__earlyTap;
  return kept.target instanceof HTMLElement && kept.target.isConnected ? kept.target : null;
}

/** The value setter of the field's own kind, under the one React puts on each field to notice changes. */
function setNativeValue(field: HTMLInputElement | HTMLTextAreaElement, value: string) {
  const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
}

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
/** A field of the prerendered page the player changed, and how to tell React so. */
type EarlyChange = { field: Field; replay: () => void };

function isToggle(field: Field): field is HTMLInputElement {
  return field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');
}

/** What the player changed in a field of the prerendered page, as a change React can be told of later. */
function earlyChangeOf(field: Field): EarlyChange | null {
  if (field instanceof HTMLSelectElement) {
    const chosen = [...field.options].map((option) => option.selected);
    if (chosen.every((selected, index) => selected === field.options[index]?.defaultSelected)) return null;
    return {
      field,
      replay: () => {
        [...field.options].forEach((option, index) => (option.selected = chosen[index] ?? option.selected));
        field.dispatchEvent(new Event('change', { bubbles: true }));
      },
    };
  }
  if (isToggle(field)) {
    // a radio: the one chosen tells the change (its group's others went off with it)
    if (field.checked === field.defaultChecked || (field.type === 'radio' && !field.checked)) return null;
    const chosen = field.checked;
    return {
      field,
      replay: () => {
        // React's own setter notes the opposite; the click then makes the player's change again
        field.checked = !chosen;
        field.click();
      },
    };
  }
  if (field.type === 'file' || field.value === field.defaultValue) return null;
  const typed = field.value;
  return {
    field,
    replay: () => {
      // React's own setter notes the value it drew (the page's, not the typed one); the native one puts the typed
      // text back unnoticed, so the input event is a change to React
      field.value = field.defaultValue;
      setNativeValue(field, typed);
      field.dispatchEvent(new Event('input', { bubbles: true }));
    },
  };
}

/**
 * What the player typed, ticked, chose and tapped on the prerendered page before the app's code took it over (a
 * lottery search typed while the code was on its way). The browser shows what was typed, but React hydrates a field
 * with its own empty state and wipes the text at its next render (and a re-render may already have wiped it: each
 * change is kept as it was when taken). Taken just before React listens (from then on it hears the player itself);
 * the returned function tells React each change as the player's own, then replays the kept tap: call it once the page
 * is hydrated (`firstCommit`). A field the player changed again meanwhile is left to React.
 */
export function takeEarlyInteraction(root: HTMLElement): () => void {
  const tap = takeEarlyTap();
  const changes = [...root.querySelectorAll<Field>('input, textarea, select')]
    .map(earlyChangeOf)
    .filter((change) => change !== null);
  // a field the player changes once React listens is React's already: what was kept must not come back over it
  const heard = new Set<EventTarget | null>();
  const hear = (event: Event) => heard.add(event.target);
  root.addEventListener('input', hear, true);
  root.addEventListener('change', hear, true);
  return () => {
    root.removeEventListener('input', hear, true);
    root.removeEventListener('change', hear, true);
    for (const { field, replay } of changes) if (field.isConnected && !heard.has(field)) replay();
    tap?.click();
  };
}
