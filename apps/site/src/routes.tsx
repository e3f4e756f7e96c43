import type { ComponentType } from 'react';
import type { DataRouter } from 'react-router-dom';
import { createBrowserRouter, matchRoutes, redirect, type HydrationState, type RouteObject } from 'react-router-dom';
import { loginRedirect, PART_LOAD_TIMEOUT_MS } from '@wl/flows';
import { BASE_PATH, sitePath } from './base';
import { bootFeatures } from './boot/features';
import { withNamespaces } from './i18n';
import type { RouteHandle } from './routeHandle';
import { full, routeTable, type PartName, type PartRoute } from './routeTable';
import { session } from './session/session';
import { SiteFrame } from './shell/SiteFrame';
import { PartError, PartLoading } from './shell/PartStates';
import { notePrerenderedPlace, noteRestoredPlaces } from './shell/restoredPlace';

/** A part's module: its page as the default export, or several pages by name (the help part). */
type PartModule = Record<string, ComponentType>;

/**
 * One import per part (with the namespaces its page uses): routes of the same part share its chunk. The build reads
 * these lines to list each part's files for firstCalls.ts (vite.config.ts, partFiles): one part, one line.
 */
export const partLoaders: Record<PartName, () => Promise<PartModule>> = {
  index: () => import('./pages/HomePage'),
  egame: withNamespaces(() => import('./pages/LobbyPage'), ['lobby']),
  elott: withNamespaces(() => import('./pages/LobbyPage'), ['lobby']),
  help: withNamespaces(() => import('./parts/help'), ['content']),
  lottery: withNamespaces(() => import('./pages/LotteryPage'), ['content', 'lobby']),
  pointMall: withNamespaces(() => import('./pages/PointMallPage'), ['content']),
  promo: withNamespaces(() => import('./pages/PromotionsPage'), ['content']),
  promoDetail: withNamespaces(() => import('./pages/PromotionDetailPage'), ['content']),
  seamless: withNamespaces(() => import('./pages/SeamlessPage'), ['lobby']),
  download: withNamespaces(() => import('./pages/DownloadPage'), ['content']),
  byIframe: withNamespaces(() => import('./pages/GamePage'), ['lobby']),
  vnlottery: withNamespaces(() => import('./pages/VnLotteryPage'), ['content', 'lobby']),
  register: withNamespaces(() => import('./pages/RegisterPage'), ['account', 'register']),
  login: () => import('./pages/LoginPage'),
};

/** Spec §2: a part that has not loaded within the timeout counts as failed (the loader error). */
export class PartTimeoutError extends Error {
  constructor(part: string) {
    super(`The ${part} part did not load within ${PART_LOAD_TIMEOUT_MS} ms`);
  }
}

function withTimeout<T>(loading: Promise<T>, part: PartName): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new PartTimeoutError(part)), PART_LOAD_TIMEOUT_MS);
    loading.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}

/** The page of a part, loaded with the route (and the part-load timeout). */
function partRoute(path: string, { part, layout, page = 'default', lobby }: PartRoute): RouteObject {
  return {
    // the path names the route, so the prerender (entry-server.tsx) and the browser agree on its id
    id: path,
    path,
    handle: { layout, ...(lobby ? { lobby: path } : {}) } satisfies RouteHandle,
    hydrateFallbackElement: <PartLoading />,
    loader: requireLoginWhereMerchantSays,
    lazy: async () => ({ Component: (await withTimeout(partLoaders[part](), part))[page] }),
  };
}

/**
 * Spec §2 `loginedToHomePage`: a visitor without a session goes to /login from every page but the open ones. The
 * session's end revalidates the router, so logging out on a closed page leads there too.
 */
async function requireLoginWhereMerchantSays({ request }: { request: Request }) {
  // the prerender (entry-server.tsx) draws every public page as a visitor sees it first; main.tsx checks after
  if (import.meta.env.SSR) return null;
  const path = sitePath(new URL(request.url).pathname);
  // the site setting of this load (boot/features.ts): the permission and the settings tree, sent before the app
  const { loginedToHomePage } = await bootFeatures();
  const target = loginRedirect(path, Boolean(session.token()), loginedToHomePage);
  return target ? redirect(target) : null;
}

export const routes: RouteObject[] = [
  {
    element: <SiteFrame />,
    children: [
      {
        // the pages: a failed part shows its error inside the frame, the header stays
        errorElement: <PartError />,
        children: [
          ...routeTable.flatMap((route) => route.paths.map((path) => partRoute(path, route))),
          {
            id: '*',
            path: '*',
            handle: { layout: full(null) } satisfies RouteHandle,
            hydrateFallbackElement: <PartLoading />,
            loader: requireLoginWhereMerchantSays,
            lazy: async () => ({ Component: (await import('./pages/NotFoundPage')).default }),
          },
        ],
      },
    ],
  },
];

/**
 * The login rule of the page the browser opened, which a prerendered page's hydration skips (the router takes the
 * prerender's answer, null, as its loaders' data): the redirect to /login when the merchant asks for it.
 */
export async function firstPageLoginRedirect(): Promise<string | null> {
  const answer = await requireLoginWhereMerchantSays({ request: new Request(window.location.href) });
  return answer ? answer.headers.get('Location') : null;
}

/**
 * A prerendered page (build/prerender.ts) hydrates: its part's code is loaded first, so the router's first render is
 * the page the HTML shows, not its loading state; its loaders' data is the prerender's (null).
 */
async function hydrationOfPrerender(): Promise<HydrationState> {
  const matches = matchRoutes(routes, window.location, BASE_PATH) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, await route.lazy());
      delete route.lazy;
    }),
  );
  const loaderData = Object.fromEntries(
    matches.filter(({ route }) => route.loader).map(({ route }) => [route.id, null]),
  );
  return { loaderData };
}

/**
 * The site's one router. Made as soon as the bundle runs, so the page's part starts loading at once; a prerendered
 * page waits for its part before the router is made, to hydrate what the HTML shows.
 */
export async function createSiteRouter({ prerendered }: { prerendered: boolean }): Promise<DataRouter> {
  const hydrationData = prerendered ? await hydrationOfPrerender() : undefined;
  const router = createBrowserRouter(routes, { basename: BASE_PATH, hydrationData });
  noteRestoredPlaces(router);
  if (prerendered) notePrerenderedPlace(router);
  return router;
}
