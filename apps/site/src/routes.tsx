import type { ComponentType } from 'react';
import type { BannerGroup } from '@wl/api';
import { withNamespaces } from './i18n';

/** Which parts of the frame a page shows (spec §2 route table). */
export interface Layout {
  header: boolean;
  /** The banner group shown above the page; null for none. */
  banner: BannerGroup | null;
  footer: boolean;
  sideMenu: boolean;
  /**
   * Spec §2: the header and left bar are hidden on these pages unless the shared flag says to show them; the left
   * bar starts in mini mode and its toggle shows or hides both bars.
   */
  barsHiddenByDefault?: boolean;
}

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

export interface SiteRoute {
  paths: readonly string[];
  part: PartName;
  layout: Layout;
}

type PageModule = { default: ComponentType };

/** One import per part (with the namespaces its page uses): routes of the same part share its chunk. */
export const partLoaders: Record<PartName, () => Promise<PageModule>> = {
  index: () => import('./pages/HomePage'),
  egame: withNamespaces(() => import('./parts/egame'), ['lobby']),
  elott: withNamespaces(() => import('./parts/elott'), ['lobby']),
  help: withNamespaces(() => import('./parts/help'), ['content']),
  lottery: withNamespaces(() => import('./pages/LotteryPage'), ['content', 'lobby']),
  pointMall: withNamespaces(() => import('./pages/PointMallPage'), ['content']),
  promo: withNamespaces(() => import('./pages/PromotionsPage'), ['content']),
  promoDetail: withNamespaces(() => import('./pages/PromotionDetailPage'), ['content']),
  seamless: withNamespaces(() => import('./pages/SeamlessPage'), ['lobby']),
  download: () => import('./pages/DownloadPage'),
  byIframe: withNamespaces(() => import('./pages/GamePage'), ['lobby']),
  vnlottery: withNamespaces(() => import('./pages/VnLotteryPage'), ['content', 'lobby']),
  register: withNamespaces(() => import('./pages/RegisterPage'), ['register']),
  login: () => import('./pages/LoginPage'),
};

const full = (banner: BannerGroup | null): Layout => ({ header: true, banner, footer: true, sideMenu: true });

const home: SiteRoute = { paths: ['/', '/index', '/index.html', '/home'], part: 'index', layout: full('home') };

/** Spec §2 route table (history mode). */
export const routeTable: readonly SiteRoute[] = [
  home,
  {
    paths: ['/register', '/register.html'],
    part: 'register',
    layout: { ...full('reg'), footer: false, sideMenu: false },
  },
  { paths: ['/hot', '/recent'], part: 'egame', layout: full('home') },
  { paths: ['/rng', '/minigame'], part: 'egame', layout: full('rng') },
  { paths: ['/live'], part: 'egame', layout: full('live') },
  { paths: ['/fish'], part: 'egame', layout: full('fish') },
  { paths: ['/pvp'], part: 'egame', layout: full('pvp') },
  { paths: ['/sports', '/cockfight'], part: 'egame', layout: full('sports') },
  { paths: ['/esports'], part: 'egame', layout: full('esports') },
  { paths: ['/elott', '/lott'], part: 'elott', layout: full('lott') },
  { paths: ['/pointMall'], part: 'pointMall', layout: full('shop') },
  {
    paths: ['/lottery'],
    part: 'lottery',
    layout: { header: true, banner: null, footer: false, sideMenu: false, barsHiddenByDefault: true },
  },
  { paths: ['/vnlottery'], part: 'vnlottery', layout: { header: true, banner: null, footer: false, sideMenu: true } },
  { paths: ['/promotions'], part: 'promo', layout: full('promotion') },
  { paths: ['/promoDetail'], part: 'promoDetail', layout: full('promotion') },
  {
    paths: ['/seamless'],
    part: 'seamless',
    layout: { header: true, banner: null, footer: false, sideMenu: true, barsHiddenByDefault: true },
  },
  { paths: ['/help'], part: 'help', layout: full('help') },
  { paths: ['/helpmc'], part: 'help', layout: { header: false, banner: null, footer: false, sideMenu: false } },
  { paths: ['/down', '/download'], part: 'download', layout: { ...full('down'), sideMenu: false } },
  { paths: ['/game'], part: 'byIframe', layout: { header: true, banner: null, footer: false, sideMenu: false } },
  { paths: ['/login'], part: 'login', layout: full('home') },
];

/** The route of a path; unknown paths get the home page. */
export function routeFor(pathname: string): SiteRoute {
  return routeTable.find((route) => route.paths.includes(pathname)) ?? home;
}

/** Starts loading the current page's part with the bundle, so it arrives while the permission call is on the wire. */
export function prefetchRoute(pathname: string): void {
  void partLoaders[routeFor(pathname).part]().catch(() => undefined);
}
