// The browser's offer to install the site as an app (Chrome on Android: `beforeinstallprompt`), kept from the moment
// it fires (early, often before the download page is open) until the player answers it or the app is installed.
// Imported by main.tsx first thing, so its listeners are there before the event.

/** The event Chromium fires when the site may be installed (not in TypeScript's DOM types). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform?: string }>;
}

let offer: BeforeInstallPromptEvent | null = null;
let installed = false;
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

if (typeof window !== 'undefined') {
  window.addEventListener('beforeinstallprompt', (event) => {
    // no mini-infobar of the browser's: the download page offers it beside the native apps
    event.preventDefault();
    offer = event as BeforeInstallPromptEvent;
    changed();
  });
  window.addEventListener('appinstalled', () => {
    offer = null;
    installed = true;
    changed();
  });
}

/** Follows the offer (useSyncExternalStore's subscribe). */
export function subscribeInstallOffer(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** Whether the browser offers to install the app now (false on the server). */
export const installOffered = () => offer !== null;

/** Whether the app was installed from this page (the `appinstalled` event). */
export const installedHere = () => installed;

/**
 * Shows the browser's install dialog. An offer is good for one prompt: it is dropped once the player has answered,
 * whatever the answer.
 */
export async function promptInstall(): Promise<void> {
  const current = offer;
  if (!current) return;
  offer = null;
  changed();
  await current.prompt();
  const { outcome } = await current.userChoice;
  if (outcome === 'accepted') installed = true;
  changed();
}

/** A phone of Apple's in its own Safari (where Share, Add to Home Screen installs a site; Chrome on iOS too since 16.4, but the guide names Safari's menu). */
export function isIosSafari(userAgent: string): boolean {
  const apple = /iPhone|iPad|iPod/i.test(userAgent);
  // the other browsers on iOS name themselves (CriOS, FxiOS, EdgiOS…); in-app views have no "Safari"
  return apple && /Safari\//.test(userAgent) && !/CriOS|FxiOS|EdgiOS|OPiOS|GSA\//.test(userAgent);
}

/** The display mode of an installed app's own window. */
export const STANDALONE_DISPLAY = '(display-mode: standalone)';

/** Whether the site runs as an installed app now (its own window, from the home screen). */
export function runsInstalled(): boolean {
  return (
    window.matchMedia(STANDALONE_DISPLAY).matches ||
    (navigator as Navigator & { standalone?: boolean }).standalone === true
  );
}
