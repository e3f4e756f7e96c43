import type { ComponentType } from 'react';
import { createBrowserRouter, redirect, type RouteObject } from 'react-router-dom';
import type { BannerGroup } from '@wl/api';
import { loginRedirect, PART_LOAD_TIMEOUT_MS } from '@wl/flows';
import { BASE_PATH, sitePath } from './base';
import { bootFeatures } from './boot/features';
import { withNamespaces } from './i18n';
import type { Layout, RouteHandle } from './routeHandle';
import { session } from './session/session';
import { SiteFrame } from './shell/SiteFrame';
import { PartError, PartLoading } from './shell/PartStates';
import { noteRestoredPlaces } from './shell/restoredPlace';

/** Spec §2: the loadable parts of the site; each is one lazy chunk (plus the account pages). */
export type PartName =
  | 'index'
  | 'egame'
  | 'elott'
  | 'help'
  | 'lottery'
  | 'pointMall'
  | 'promo'
  | 'promoDetail'
  | 'seamless'
  | 'download'
  | 'byIframe'
  | 'vnlottery'
  | 'register'
  | 'login';

/** A part's module: its page as the default export, or several pages by name (the help part). */
type PartModule = Record<string, ComponentType>;

/** One import per part (with the namespaces its page uses): routes of the same part share its chunk. */
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
  download: () => import('./pages/DownloadPage'),
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

const full = (banner: BannerGroup | null): Layout => ({ header: true, banner, footer: true, sideMenu: true });

interface PartRoute {
  paths: readonly string[];
  part: PartName;
  layout: Layout;
  /** The part's export that is this route's page; `default` when left out. */
  page?: string;
  /** The game lobby the page shows (the lobby page serves every path of these routes). */
  lobby?: true;
}

/** Spec §2 route table (history mode). */
const routeTable: readonly PartRoute[] = [
  { paths: ['/', '/index', '/index.html', '/home'], part: 'index', layout: full('home') },
  {
    paths: ['/register', '/register.html'],
    part: 'register',
    layout: { ...full('reg'), footer: false, sideMenu: false },
  },
  { paths: ['/hot', '/recent'], part: 'egame', layout: full('home'), lobby: true },
  { paths: ['/rng', '/minigame'], part: 'egame', layout: full('rng'), lobby: true },
  { paths: ['/live'], part: 'egame', layout: full('live'), lobby: true },
  { paths: ['/fish'], part: 'egame', layout: full('fish'), lobby: true },
  { paths: ['/pvp'], part: 'egame', layout: full('pvp'), lobby: true },
  { paths: ['/sports', '/cockfight'], part: 'egame', layout: full('sports'), lobby: true },
  { paths: ['/esports'], part: 'egame', layout: full('esports'), lobby: true },
  { paths: ['/elott', '/lott'], part: 'elott', layout: full('lott'), lobby: true },
  { paths: ['/pointMall'], part: 'pointMall', layout: full('shop') },
  {
    paths: ['/lottery'],
    part: 'lottery',
    layout: { header: true, banner: null, footer: false, sideMenu: false, barsHiddenByDefault: true },
  },
  { paths: ['/vnlottery'], part: 'vnlottery', layout: { header: true, banner: null, footer: false, sideMenu: true } },
  { paths: ['/promotions'], part: 'promo', layout: full('promotion') },
  // the promotion's id in the path; the spec's `/promoDetail?id=` form is still read
  { paths: ['/promoDetail', '/promoDetail/:id'], part: 'promoDetail', layout: full('promotion') },
  {
    paths: ['/seamless'],
    part: 'seamless',
    layout: { header: true, banner: null, footer: false, sideMenu: true, barsHiddenByDefault: true },
  },
  { paths: ['/help'], part: 'help', page: 'HelpPage', layout: full('help') },
  {
    paths: ['/helpmc'],
    part: 'help',
    page: 'HelpCentrePage',
    layout: { header: false, banner: null, footer: false, sideMenu: false },
  },
  { paths: ['/down', '/download'], part: 'download', layout: { ...full('down'), sideMenu: false } },
  { paths: ['/game'], part: 'byIframe', layout: { header: true, banner: null, footer: false, sideMenu: false } },
  { paths: ['/login'], part: 'login', layout: full('home') },
];

/** The page of a part, loaded with the route (and the part-load timeout). */
function partRoute(path: string, { part, layout, page = 'default', lobby }: PartRoute): RouteObject {
  return {
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

/** The site's one router; made with the bundle, so the page's part starts loading at once. */
export const router = createBrowserRouter(routes, { basename: BASE_PATH });
noteRestoredPlaces(router);
