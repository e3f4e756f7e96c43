// The route table of spec §2 as plain data: which paths exist, which part (lazy chunk) shows each and what frame
// around it. routes.tsx makes the router from it; the build (vite.config.ts, partFiles) reads it through Vite's
// module runner to list each address's files for firstCalls.ts, so it imports no code.
import type { BannerGroup } from '@wl/api';
import type { Layout } from './routeHandle';

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

export const full = (banner: BannerGroup | null): Layout => ({ header: true, banner, footer: true, sideMenu: true });

export interface PartRoute {
  paths: readonly string[];
  part: PartName;
  layout: Layout;
  /** The part's export that is this route's page; `default` when left out. */
  page?: string;
  /** The game lobby the page shows (the lobby page serves every path of these routes). */
  lobby?: true;
}

/** Spec §2 route table (history mode). */
export const routeTable: readonly PartRoute[] = [
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

/** The part that shows a path of the site (base path taken off): a `:name` segment matches any one segment. */
export function partOf(path: string): PartName | undefined {
  const segments = path.split('/');
  const matches = (pattern: string) => {
    const wanted = pattern.split('/');
    return (
      wanted.length === segments.length &&
      wanted.every((segment, index) => segment.startsWith(':') || segment === segments[index])
    );
  };
  return routeTable.find((route) => route.paths.some(matches))?.part;
}
