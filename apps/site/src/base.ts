/** The sub-path the site is served under (`VITE_BASE_PATH` at build time, through Vite's `base`), '/' by default. */
export const BASE_PATH = import.meta.env.BASE_URL;

/** The path inside the site (the base taken off), as the route table and the spec name it. */
export function sitePath(pathname: string): string {
  const base = BASE_PATH.replace(/\/$/, '');
  return base && pathname.startsWith(base) ? pathname.slice(base.length) || '/' : pathname;
}
