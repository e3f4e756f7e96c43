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
