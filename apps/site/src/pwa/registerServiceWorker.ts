import { SERVICE_WORKER_FILE } from './files';

/**
 * The Trusted Types policy that makes the worker's address: the site's CSP requires trusted types for scripts, and
 * `register()` takes a script's address (server.mjs's `trusted-types` lists this name). It makes that one address.
 */
export const SERVICE_WORKER_POLICY = 'service-worker';

interface TrustedTypesFactory {
  createPolicy(
    name: string,
    rules: { createScriptURL(input: string): string },
  ): { createScriptURL(input: string): string };
}

/** The worker's address as `register()` takes it: trusted where the browser has Trusted Types. */
function trustedWorkerUrl(url: string): string {
  const factory = (window as Window & { trustedTypes?: TrustedTypesFactory }).trustedTypes;
  if (!factory) return url;
  const policy = factory.createPolicy(SERVICE_WORKER_POLICY, {
    createScriptURL: (input) => {
      if (input !== url) throw new TypeError(`${SERVICE_WORKER_POLICY}: not the worker's address: ${input}`);
      return input;
    },
  });
  return policy.createScriptURL(url);
}

/** The message of Workbox's router that fetches and keeps these URLs through their routes (workbox-routing). */
const CACHE_URLS = 'CACHE_URLS';

/**
 * The build's own files this page loaded before the worker controlled it (the first visit): handed to the worker so
 * that the next visit with no network has the page's code, not only the shell's.
 */
function loadedBuildFiles(): string[] {
  const assets = new URL(`${import.meta.env.BASE_URL}assets/`, location.origin).href;
  return performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((url) => url.startsWith(assets));
}

/**
 * The service worker (build/pwa.ts) under the build's base path, once the page has loaded (its registration and
 * first caching wait for the page's own files). Production builds only: the dev server has none.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    const base = import.meta.env.BASE_URL;
    Promise.resolve()
      .then(() => navigator.serviceWorker.register(trustedWorkerUrl(`${base}${SERVICE_WORKER_FILE}`), { scope: base }))
      .then(() => navigator.serviceWorker.ready)
      .then((registration) =>
        registration.active?.postMessage({ type: CACHE_URLS, payload: { urlsToCache: loadedBuildFiles() } }),
      )
      // without a worker the site works as before, online only
      .catch(() => undefined);
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
