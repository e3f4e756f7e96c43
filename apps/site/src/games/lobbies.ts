import type { GameCategory } from '@wl/api';
import { MINIGAME_VENDORS } from '@wl/flows';

/** The player's own lists; hot and recent have routes, favourites is shown under /recent (`?list=favorites`). */
export type PlayerList = 'hot' | 'recent' | 'favorites';

export interface CategoryLobby {
  kind: 'category';
  /** Key of the title in the `shell` namespace (the navigation's name for it). */
  titleKey: string;
  /** The categories whose vendors and games the lobby shows (/elott shows the e-lottery and the lottery vendors). */
  gameTypes: readonly GameCategory[];
  /** Only these vendors (the minigame lobby). */
  onlyVendors?: readonly string[];
  /** Spec §2: the slots lobby's vendor tabs are labelled 'game hall'. */
  vendorLabelKey: 'vendors.gameHall' | 'vendors.providers';
  /** Key (lobby namespace) of a line under the title: the live casino's table limits (spec §1 marketing figures). */
  introKey?: 'intro.live';
}

export interface ListLobby {
  kind: 'list';
  titleKey: string;
  list: Exclude<PlayerList, 'favorites'>;
}

export type Lobby = CategoryLobby | ListLobby;

const category = (
  titleKey: string,
  gameTypes: readonly GameCategory[],
  extra: Partial<CategoryLobby> = {},
): CategoryLobby => ({ kind: 'category', titleKey, gameTypes, vendorLabelKey: 'vendors.providers', ...extra });

/** Spec §2 route table: every lobby path and what it shows. */
export const LOBBIES: Readonly<Record<string, Lobby>> = {
  '/hot': { kind: 'list', titleKey: 'nav.hot', list: 'hot' },
  '/recent': { kind: 'list', titleKey: 'nav.recent', list: 'recent' },
  '/live': category('nav.live', ['LIVE'], { introKey: 'intro.live' }),
  '/rng': category('nav.rng', ['RNG'], { vendorLabelKey: 'vendors.gameHall' }),
  '/minigame': category('nav.minigame', ['RNG'], { onlyVendors: MINIGAME_VENDORS }),
  '/sports': category('nav.sports', ['SPORTS']),
  '/esports': category('nav.esports', ['ESPORTS']),
  '/fish': category('nav.fish', ['FISH']),
  '/pvp': category('nav.pvp', ['PVP']),
  '/cockfight': category('nav.cockfight', ['COCKFIGHT']),
  // spec §2: /lott goes to the same page as /elott; the navigation leads both categories there
  '/elott': category('nav.elott', ['ELOTT', 'LOTT']),
  '/lott': category('nav.elott', ['ELOTT', 'LOTT']),
};
