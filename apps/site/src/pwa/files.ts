// The installable app's files at the root of the build (under its base path): written by build/pwa.ts, registered
// and linked by the site.

/** The service worker (workbox-build's generateSW). Its scope is the build's base path. */
export const SERVICE_WORKER_FILE = 'sw.js';

/** The web app manifest (name, colours, icons of the build's merchant). */
export const MANIFEST_FILE = 'manifest.webmanifest';
