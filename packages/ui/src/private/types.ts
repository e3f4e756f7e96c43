/**
 * The navigation data the shell components draw. The site builds it with `buildNavigation` /
 * `buildLeftBarNavigation` of @wl/flows (whose entries fit these shapes) and marks the active one.
 */
export interface ShellVendor {
  /** The vendor's code (AG, PT, ...). */
  vassalage: string;
  displayName: string;
  /** The vendor's logo (RNG_LIST_VENDOR/{vassalage}-COLOR2.png on the image host). */
  logoUrl: string;
}

export interface ShellNavEntry {
  /** recent, hot, live, rng, sports, fish, pvp, esports, elott, lott, cockfight, minigame, bingo. */
  id: string;
  /** Key in the `shell` namespace, e.g. `nav.live`. */
  labelKey: string;
  /** The route the entry leads to. */
  path: string;
  /** The entry of the current page. */
  active?: boolean;
  vendors?: readonly ShellVendor[];
  /** Spec §2: every entry but lott, elott, hot and recent expands to its vendors' logos (left bar). */
  expandable?: boolean;
  /** Spec §2: the minigame entry lists 'all' before its vendors. */
  hasAllItem?: boolean;
}

/** Called instead of following a link on a plain click, so the site's router navigates. */
export type NavigateHandler = (path: string, id: string) => void;

/**
 * What the lobby screens draw. The site maps the contract's Game, GameVendor and LiveRoom onto these, so the screens
 * stay free of the API and Storybook can fill them with plain data.
 */
export interface LobbyGame {
  /** The game's nodeId. */
  id: string;
  name: string;
  vendorName: string;
  /** The tile picture; when it fails, the tile shows its name's initials instead (spec §8: one attempt). */
  imageUrl: string;
  hot?: boolean;
  isNew?: boolean;
  /** A whole vendor (isGame VASSALAGE): choosing it opens the vendor's games instead of launching one. */
  isVendorList?: boolean;
}

export interface LobbyVendor {
  /** The vendor's code (AG, PT, ...); the value of its tab. */
  vassalage: string;
  displayName: string;
  /** RNG_LIST_VENDOR/{vassalage}-COLOR2.png on the image host. */
  logoUrl: string;
}

export interface LobbyTable {
  id: string;
  name: string;
  dealer: string;
  minBet: number;
  maxBet: number;
  players: number;
  /** Only open tables can be joined. */
  open: boolean;
}

/** The state of a piece of server data as a screen shows it. */
export type LoadStatus = 'loading' | 'error' | 'ready';

/**
 * A piece of server data as a content page shows it: on its way, failed (with the player's message and a retry), or
 * there. The site maps its queries onto this, so each section of a page has a real loading and failed state.
 */
export type Loadable<T> =
  | { status: 'loading' }
  | { status: 'error'; message?: string | null; onRetry?: () => void }
  | { status: 'ready'; data: T };
