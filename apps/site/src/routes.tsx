import { lazy, type ComponentType } from 'react';

/**
 * The site's routes and the chunk each one loads. main.tsx starts loading the current route's chunk with the
 * bundle, so it arrives while the permission call is on the wire rather than after it.
 */
const home = { paths: ['/', '/index', '/index.html', '/home'], load: () => import('./pages/HomePage') };
const routeTable: { paths: string[]; load: () => Promise<{ default: ComponentType }> }[] = [
  home,
  { paths: ['/login'], load: () => import('./pages/LoginPage') },
  { paths: ['/register'], load: () => import('./pages/RegisterPage') },
];

export const routes = routeTable.map((route) => ({ paths: route.paths, Page: lazy(route.load) }));

/** Unknown paths show the home page. */
export const FallbackPage = lazy(home.load);

export function prefetchRoute(pathname: string): void {
  void (routeTable.find((route) => route.paths.includes(pathname)) ?? home).load();
}
