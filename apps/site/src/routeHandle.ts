import { useMatches } from 'react-router-dom';
import type { BannerGroup } from '@wl/api';

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

/** What each route of the table carries for the frame and its page. */
export interface RouteHandle {
  layout: Layout;
  /** A lobby route's path: the lobby page shows that lobby (games/lobbies.ts). */
  lobby?: string;
}

const NO_PAGE: RouteHandle = { layout: { header: true, banner: null, footer: true, sideMenu: true } };

/** The current page's handle (the deepest route that has one). */
export function useRouteHandle(): RouteHandle {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]!.handle as RouteHandle | undefined;
    if (handle?.layout) return handle;
  }
  return NO_PAGE;
}
