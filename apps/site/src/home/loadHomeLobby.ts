/**
 * Loads the home lobby (whose strings load as it first renders). A module of its own, with no static imports, that the home
 * page imports lazily: the list of the lobby's many files (Vite's preload map) stays here, out of the home page's
 * first-paint chunk.
 */
export const loadHomeLobby = () => import('./HomeLobby');
