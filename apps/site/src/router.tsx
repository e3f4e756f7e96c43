// The site's router: history mode over window.history (spec §2), with the few hooks the pages use, named as in
// react-router. Our choice over react-router: the route table is a flat list of exact paths (routes.tsx), which needs
// no matching engine, and the first paint loads 13 KB (gzip) less on a player's phone.
import {
  useCallback,
  useEffect,
  useMemo,
  useSyncExternalStore,
  type AnchorHTMLAttributes,
  type MouseEvent,
} from 'react';

export interface Location {
  pathname: string;
  search: string;
  hash: string;
  /** What the page that navigated here left for this one (kept by the history entry, so it survives a reload). */
  state: unknown;
}

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

/** The history entry's own data: `usr` is the navigation's state (react-router's layout, so old entries still read). */
interface HistoryEntry {
  usr?: unknown;
}

function readLocation(): Location {
  const { pathname, search, hash } = window.location;
  const entry = window.history.state as HistoryEntry | null;
  return { pathname, search, hash, state: entry?.usr ?? null };
}

let current = readLocation();
const listeners = new Set<() => void>();

function locationChanged() {
  current = readLocation();
  for (const listener of listeners) listener();
}

window.addEventListener('popstate', locationChanged);

/**
 * Goes to a path of the site (a push, or a replace). A push to where the player already is replaces instead, so Back
 * does not stop twice on one page. A push the browser refuses is ignored (spec §8: failed navigation pushes).
 */
export function navigate(to: string, { replace = false, state = null }: NavigateOptions = {}): void {
  const url = new URL(to, window.location.href);
  if (url.origin !== window.location.origin) return window.location.assign(url.href);
  const target = url.pathname + url.search + url.hash;
  const here = current.pathname + current.search + current.hash;
  const entry: HistoryEntry = { usr: state };
  try {
    if (replace || (target === here && state === null)) window.history.replaceState(entry, '', target);
    else window.history.pushState(entry, '', target);
  } catch {
    return; // the player stays where they are
  }
  const newPage = url.pathname !== current.pathname;
  locationChanged();
  // A new page starts at its top; a new filter (?page=, ?topic=) keeps the place.
  if (newPage && !replace) window.scrollTo(0, 0);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useLocation(): Location {
  return useSyncExternalStore(subscribe, () => current);
}

export function useNavigate(): typeof navigate {
  return navigate;
}

type SearchInit = Record<string, string> | URLSearchParams;

/** The query of the current address, and a setter that pushes a new one on the same path. */
export function useSearchParams(): [URLSearchParams, (next: SearchInit, options?: NavigateOptions) => void] {
  const { search } = useLocation();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams = useCallback((next: SearchInit, options?: NavigateOptions) => {
    const query = new URLSearchParams(next).toString();
    navigate(`${current.pathname}${query ? `?${query}` : ''}`, options);
  }, []);
  return [params, setParams];
}

/** Goes elsewhere as soon as it renders (a redirect). */
export function Navigate({ to, replace = false }: { to: string; replace?: boolean }) {
  useEffect(() => navigate(to, { replace }), [to, replace]);
  return null;
}

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string };

/** A real link (it opens in a new tab, shows its address) that moves within the site without a reload. */
export function Link({ to, onClick, target, children, ...rest }: LinkProps) {
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    const modified = event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;
    if (event.defaultPrevented || event.button !== 0 || modified || (target && target !== '_self')) return;
    event.preventDefault();
    navigate(to);
  };
  return (
    <a href={to} target={target} onClick={follow} {...rest}>
      {children}
    </a>
  );
}
