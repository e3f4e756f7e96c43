// The URL policy: every address the site opens, navigates to, embeds or links that came from the server or from
// configuration goes through here. Allowed: a same-origin path, or an https/http address whose host is the site's
// own or one of the merchant's link hosts (`linkHosts` of the merchant's config.ts, else DEFAULT_LINK_HOSTS).
// Anything else (javascript:, data:, vbscript:, entities, //host, \host, whitespace or control characters inside) is
// refused: the caller renders no link and the click does nothing; each refused value is logged once.
import { merchant } from '@merchant/config';
import { DEFAULT_LINK_HOSTS } from '@wl/merchants/linkHosts';

/** Whitespace and control characters a browser drops or trims in a URL (`java\tscript:` is `javascript:`). */
// eslint-disable-next-line no-control-regex -- control characters are exactly what this must find
const INVISIBLE = /[\u0000-\u0020\u007f-\u00a0\u1680\u180e\u2000-\u200f\u2028\u2029\u202f\u205f\u3000\ufeff]/;
const INVISIBLE_EDGES = new RegExp(`^${INVISIBLE.source}+|${INVISIBLE.source}+$`, 'g');
/** The only schemes, written literally at the start (so `&#106;avascript:` or `https&colon;//` never pass). */
const WEB_SCHEME = /^https?:\/\//i;

/** The hosts links may lead to, besides the site's own. */
function linkHosts(): readonly string[] {
  return merchant.linkHosts ?? DEFAULT_LINK_HOSTS;
}

function hostAllowed(hostname: string): boolean {
  const host = hostname.toLowerCase();
  return linkHosts().some((entry) => {
    const allowed = entry.toLowerCase();
    return allowed.startsWith('*.') ? host.endsWith(allowed.slice(1)) : host === allowed;
  });
}

const refused = new Set<string>();

/** Logs a refused value, once per value and page load (a missing one is no refusal). */
function refuse(raw: unknown, where: string): null {
  if (raw === undefined || raw === null || raw === '') return null;
  const key = `${where}\u0000${String(raw)}`;
  if (!refused.has(key)) {
    refused.add(key);
    console.warn(`[url policy] ${where}: refused ${JSON.stringify(raw)}`);
  }
  return null;
}

type Checked = { kind: 'path'; path: string } | { kind: 'web'; url: URL };

/** The value checked against the policy, or null (not logged). */
function check(raw: unknown): Checked | null {
  if (typeof raw !== 'string') return null;
  const value = raw.replace(INVISIBLE_EDGES, '');
  // Inside a URL these are either an attack or a mistake: encoded, a URL has neither.
  if (!value || INVISIBLE.test(value) || value.includes('\\')) return null;
  if (value.startsWith('/')) {
    if (value.startsWith('//')) return null;
    return { kind: 'path', path: value };
  }
  if (!WEB_SCHEME.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.username || url.password) return null;
  if (url.origin === window.location.origin) return { kind: 'path', path: `${url.pathname}${url.search}${url.hash}` };
  return hostAllowed(url.hostname) ? { kind: 'web', url } : null;
}

/**
 * The address to open, link or embed (a same-origin path, or an absolute address to an allowed host), or null when
 * the policy refuses it; `where` names the field in the one warning logged.
 */
export function allowedUrl(raw: unknown, where = 'link'): string | null {
  const checked = check(raw);
  if (!checked) return refuse(raw, where);
  return checked.kind === 'path' ? checked.path : checked.url.href;
}

/** A path of this site for the router (a same-origin address becomes its path), or null when refused. */
export function allowedPath(raw: unknown, where = 'route'): string | null {
  const checked = check(raw);
  return checked?.kind === 'path' ? checked.path : refuse(raw, where);
}

/**
 * The addresses of server HTML (ui's SafeHtml, through LinkPolicyContext): a link the policy refuses is no link, a
 * picture it refuses is left out (not fetched).
 */
export const serverHtmlAddresses = (address: string, use: 'link' | 'picture'): string | null =>
  allowedUrl(address, `${use} in server HTML`);

/** Opens an allowed address in a new tab that cannot reach back into this one; false when refused. */
export function openInNewTab(raw: unknown, where = 'new tab'): boolean {
  const url = allowedUrl(raw, where);
  if (url) window.open(url, '_blank', 'noopener,noreferrer');
  return url !== null;
}

/** A window opened inside the player's click, for an address that arrives later. */
export interface WindowForLater {
  /** Sends the window to an address the policy allows, cut from the site (no opener); a refused one closes it. */
  go(raw: unknown, where: string): void;
  close(): void;
}

/**
 * Opens an empty window now, inside the player's click (a popup blocker lets it through), for an address that comes
 * from a call (a game's launch, the customer-service link). Where the browser gave no window, `go` tries a new tab.
 */
export function openWindowForLater(name: string, features?: string): WindowForLater {
  const opened = window.open('', name, features);
  return {
    go(raw, where) {
      const url = allowedUrl(raw, where);
      if (!url) return opened?.close();
      if (!opened) return void openInNewTab(url, where);
      opened.opener = null;
      opened.location.href = url;
    },
    close: () => opened?.close(),
  };
}
