// What is open over the page (account popups, the member centre, notices, app download): one coordinator, kept in
// the address so a link or a reload opens it and Back closes it. Other popups (the announcements) wait while one is
// open.
import { useMemo } from 'react';
import { useLocation, type DataRouter as Router, type Location } from 'react-router-dom';
import type { PasswordChangeReason } from '@wl/flows';
import { agentCentrePages, memberCentrePages, type AgentCentrePage, type MemberCentrePage } from '@wl/ui';
import { sitePath } from '../base';
import { AGENT_CENTRE_PAGE_PARAM_PREFIX, MEMBER_CENTRE_PAGE_PARAM_PREFIX } from './pageParams';

export type { AgentCentrePage, MemberCentrePage };

export type Overlay =
  | { kind: 'login' }
  | { kind: 'register' }
  | { kind: 'forgotPassword' }
  | { kind: 'passwordChange'; reason?: PasswordChangeReason; username?: string }
  | {
      kind: 'registered';
      mobileAccount?: string;
      /** false: direct registration is off, the new account logs in next */
      loggedIn?: boolean;
    }
  | { kind: 'needTrueAccount' }
  /**
   * Spec §5/§6/§8: a real account that may not open the agent centre: not an agent ("Non-agents cannot log in"), or
   * an agent on a site that does not show it. A trial account gets needTrueAccount instead.
   */
  | { kind: 'agentCentreRefused' }
  /** Without a page: the menu (a phone's list; a wide screen shows it beside the default page). */
  | { kind: 'memberCentre'; page?: MemberCentrePage }
  /** Spec §2: the agent centre, addressed as the member centre (`?overlay=agentCentre&ac=<page>`). */
  | { kind: 'agentCentre'; page?: AgentCentrePage }
  /** Spec §4: contract offers waiting for the member's answer, shown after login (the consolidated flags). */
  | { kind: 'contractOffers' }
  | { kind: 'notices' }
  | { kind: 'download' }
  /** Spec §4: a whole vendor's item (isGame VASSALAGE) opens the popup list of its games. */
  | { kind: 'vendorGames'; vassalage: string; gameType: string; name: string };

export type OverlayKind = Overlay['kind'];

const KINDS: readonly OverlayKind[] = [
  'login',
  'register',
  'forgotPassword',
  'passwordChange',
  'registered',
  'needTrueAccount',
  'agentCentreRefused',
  'memberCentre',
  'agentCentre',
  'contractOffers',
  'notices',
  'download',
  'vendorGames',
];

/** The query parameters that address an overlay: `?overlay=login`, `?overlay=memberCentre&mc=vip`. */
export const OVERLAY_PARAM = 'overlay';
export const MEMBER_CENTRE_PARAM = 'mc';
export const AGENT_CENTRE_PARAM = 'ac';

/** The two centres: each one's page parameter, its pages, and the prefix of its pages' own parameters. */
const CENTRES = {
  memberCentre: {
    param: MEMBER_CENTRE_PARAM,
    pages: memberCentrePages,
    pageParamPrefix: MEMBER_CENTRE_PAGE_PARAM_PREFIX,
  },
  agentCentre: { param: AGENT_CENTRE_PARAM, pages: agentCentrePages, pageParamPrefix: AGENT_CENTRE_PAGE_PARAM_PREFIX },
} as const;
type CentreKind = keyof typeof CENTRES;
const isCentre = (kind: OverlayKind): kind is CentreKind => kind in CENTRES;

/** What an overlay carries besides its address (kept by the history entry). */
interface OverlayState {
  overlay?: Partial<Overlay>;
  /**
   * How many history entries the coordinator pushed for what is open: one for an overlay opened over a page, and
   * one more per page chosen inside the member centre (so Back walks its pages first). Closing goes Back that many.
   * Missing while an overlay is open: it came with the address (a link, a reload), so closing also takes it out of
   * the address.
   */
  overlayDepth?: number;
  overlayFromAddress?: boolean;
}

const isKind = (value: string | null): value is OverlayKind => KINDS.includes(value as OverlayKind);

/** The overlay an address holds, or null. */
export function overlayOf(location: Pick<Location, 'search' | 'state'>): Overlay | null {
  const search = new URLSearchParams(location.search);
  const kind = search.get(OVERLAY_PARAM);
  if (!isKind(kind)) return null;
  const extra = ((location.state as OverlayState | null)?.overlay ?? {}) as Record<string, unknown>;
  if (isCentre(kind)) {
    const { param, pages } = CENTRES[kind];
    const page = search.get(param);
    return page && (pages as readonly string[]).includes(page) ? ({ kind, page } as Overlay) : { kind };
  }
  return { ...extra, kind } as Overlay;
}

function searchWith(search: string, overlay: Overlay | null): string {
  const params = new URLSearchParams(search);
  params.delete(OVERLAY_PARAM);
  for (const { param, pageParamPrefix } of Object.values(CENTRES)) {
    params.delete(param);
    for (const name of [...params.keys()]) if (name.startsWith(pageParamPrefix)) params.delete(name);
  }
  if (overlay) {
    params.set(OVERLAY_PARAM, overlay.kind);
    if (isCentre(overlay.kind) && 'page' in overlay && overlay.page)
      params.set(CENTRES[overlay.kind].param, overlay.page);
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** How long a Back may take before the next step goes on regardless (a browser that ignores it). */
const BACK_WAIT_MS = 1000;

let router: Router | null = null;
// Steps run one after another against the address they find: "close this one, open that one" in one click works.
let queue: Promise<void> = Promise.resolve();

function enqueue(step: (router: Router) => Promise<void> | void): void {
  const run = async () => {
    if (router) await step(router);
  };
  queue = queue.then(run, run);
}

function currentOf(active: Router) {
  const { location } = active.state;
  return { location, overlay: overlayOf(location), state: (location.state ?? {}) as OverlayState };
}

function goBack(active: Router, steps: number): Promise<void> {
  const before = active.state.location.key;
  return new Promise((resolve) => {
    const timer = setTimeout(done, BACK_WAIT_MS);
    const unsubscribe = active.subscribe((state) => {
      if (state.location.key !== before && state.navigation.state === 'idle') done();
    });
    function done() {
      clearTimeout(timer);
      unsubscribe();
      resolve();
    }
    void active.navigate(-steps);
  });
}

export const overlays = {
  /** Called once with the site's router. */
  attach(siteRouter: Router) {
    router = siteRouter;
  },
  /**
   * Opens an overlay over the current page (or over `at`): a new history entry, or in place of the one already open
   * (login → forced password change → login), so Back closes the chain at once.
   */
  open(overlay: Overlay, { at, onlyIfNoneOpen = false }: { at?: string; onlyIfNoneOpen?: boolean } = {}) {
    enqueue(async (active) => {
      const { location, overlay: open, state } = currentOf(active);
      if (onlyIfNoneOpen && open) return;
      const pathname = at ?? sitePath(location.pathname);
      const { kind: _kind, ...extra } = overlay;
      // a page of a centre chosen inside it is a step Back returns from; any other overlay takes the place of the
      // one open (login → forced password change), so Back closes the chain at once
      const push = open === null || (isCentre(open.kind) && overlay.kind === open.kind);
      const next: OverlayState =
        open === null
          ? { overlay: extra, overlayDepth: 1 }
          : {
              overlay: extra,
              overlayDepth: (state.overlayDepth ?? 0) + (push ? 1 : 0),
              overlayFromAddress: state.overlayFromAddress ?? state.overlayDepth === undefined,
            };
      await active.navigate(
        { pathname, search: searchWith(at ? '' : location.search, overlay) },
        { replace: !push, state: next, preventScrollReset: true },
      );
    });
  },
  /**
   * Closes the open overlay; given a kind, only if that is still the one open (a dialog whose button opened the next
   * one). With `to`, the page goes there instead of back.
   */
  close({ only, to }: { only?: OverlayKind; to?: string } = {}) {
    enqueue(async (active) => {
      const { overlay: open, state } = currentOf(active);
      if (!open || (only && open.kind !== only)) {
        if (!open && to) await active.navigate(to);
        return;
      }
      const depth = state.overlayDepth ?? 0;
      const fromAddress = state.overlayFromAddress ?? state.overlayDepth === undefined;
      // Back over what the coordinator pushed; an overlay that came with the address then leaves it too
      const steps = fromAddress || !to ? depth : depth - 1;
      if (steps > 0) await goBack(active, steps);
      if (!fromAddress && !to) return;
      const { location } = currentOf(active);
      await active.navigate(
        to ?? { pathname: sitePath(location.pathname), search: searchWith(location.search, null) },
        { replace: true, preventScrollReset: to === undefined },
      );
    });
  },
  /** Goes to a page, dropping any overlay (the session ended, say), after the steps already asked for. */
  goTo(path: string, { keepOverlay = false }: { keepOverlay?: boolean } = {}) {
    enqueue(async (active) => {
      const { location, overlay: open } = currentOf(active);
      if (sitePath(location.pathname) === path && (keepOverlay || !open)) return;
      await active.navigate(keepOverlay && open ? { pathname: path, search: searchWith('', open) } : path, {
        state: keepOverlay ? location.state : null,
      });
    });
  },
  openLogin: () => overlays.open({ kind: 'login' }),
  openRegister: () => overlays.open({ kind: 'register' }),
  /** Resolves once every step asked for so far has run (for tests). */
  settled: () => queue,
};

/** The overlay the current address holds (null when none is open). */
export function useOverlay(): Overlay | null {
  const { search, state } = useLocation();
  return useMemo(() => overlayOf({ search, state }), [search, state]);
}
