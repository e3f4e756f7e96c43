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
