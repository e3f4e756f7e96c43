// The speed test (spec §2 left bar, §3 router domain list): the merchant's domains come from the routers call with
// speed 0; the browser measures each one itself. No React here, so it is tested with a fake fetch and fake timers.
import type { RouterDomain } from '@wl/api';
import { api } from '../api';
import { SESSION_KEYS } from '../session/storage';

/** A domain that has not answered within this long counts as unreachable (a slow mobile link answers well before). */
export const SPEED_TEST_TIMEOUT_MS = 5000;

/** At most this many domains are measured at once, so they do not share (and skew) a slow mobile link. */
export const SPEED_TEST_CONCURRENCY = 3;

/** The small file each domain is asked for; any answer, even an error page, shows that the domain is reachable. */
const PROBE_PATH = '/favicon.ico';

/** What measuring needs from the browser (a test passes fakes). */
export interface ProbeDeps {
  fetch: (url: string, init: RequestInit) => Promise<unknown>;
  now: () => number;
  /** Unique per request, so no cache answers in the domain's place. */
  stamp: () => string;
}

const browserDeps = (): ProbeDeps => ({
  fetch: (url, init) => fetch(url, init),
  now: () => performance.now(),
  stamp: () => `${Date.now()}${Math.random().toString(36).slice(2, 8)}`,
});

/** The address asked for: the domain's probe file (a bare host is taken as https). */
export function probeUrl(domain: string, stamp: string): string {
  const base = /^[a-z][a-z\d+.-]*:\/\//i.test(domain) ? domain : `https://${domain}`;
  return `${base.replace(/\/+$/, '')}${PROBE_PATH}?_=${encodeURIComponent(stamp)}`;
}

/**
 * How long one domain takes to answer, in whole milliseconds; null when it failed or did not answer within
 * `SPEED_TEST_TIMEOUT_MS` (the request is aborted then). No-cors: the answer is opaque, only its arrival counts.
 */
export async function measureDomain(
  domain: string,
  { signal, deps = browserDeps() }: { signal?: AbortSignal; deps?: ProbeDeps } = {},
): Promise<number | null> {
  if (signal?.aborted) return null;
  const controller = new AbortController();
  const stop = () => controller.abort();
  const timer = setTimeout(stop, SPEED_TEST_TIMEOUT_MS);
  signal?.addEventListener('abort', stop);
  const started = deps.now();
  try {
    await deps.fetch(probeUrl(domain, deps.stamp()), {
      mode: 'no-cors',
      cache: 'no-store',
      credentials: 'omit',
      redirect: 'follow',
      signal: controller.signal,
    });
    // an answer that raced the timeout still counts only when it came in time
    return controller.signal.aborted ? null : Math.max(0, Math.round(deps.now() - started));
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', stop);
  }
}

/**
 * Measures every domain, `SPEED_TEST_CONCURRENCY` at a time, starting them in the list's order; `onResult` gets
 * each one as it comes in (milliseconds, or null for unreachable). Once `signal` aborts (the dialog closed, or the
 * test starts again) nothing more starts and nothing more is reported.
 */
export async function measureDomains(
  domains: readonly string[],
  onResult: (domain: string, ms: number | null) => void,
  {
    signal,
    concurrency = SPEED_TEST_CONCURRENCY,
    deps,
  }: { signal?: AbortSignal; concurrency?: number; deps?: ProbeDeps } = {},
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < domains.length && !signal?.aborted) {
      const domain = domains[next++]!;
      const ms = await measureDomain(domain, { signal, deps });
      if (!signal?.aborted) onResult(domain, ms);
    }
  };
  const workers = Math.max(1, Math.min(concurrency, domains.length));
  await Promise.all(Array.from({ length: workers }, worker));
}

/** The addresses of the routers call's list, each once, in its order. */
export function domainsOf(list: readonly RouterDomain[]): string[] {
  return [...new Set(list.map((entry) => entry.domain.trim()).filter(Boolean))];
}

/** The cached list, when session storage holds a readable one. */
function cachedRouters(): RouterDomain[] | null {
  const text = sessionStorage.getItem(SESSION_KEYS.routers);
  if (!text) return null;
  try {
    const list: unknown = JSON.parse(text);
    const valid =
      Array.isArray(list) && list.every((entry) => typeof (entry as Partial<RouterDomain> | null)?.domain === 'string');
    return valid ? (list as RouterDomain[]) : null;
  } catch {
    return null;
  }
}

/**
 * Spec §3, §7: the routers call's domain list (each with speed 0), asked once per session and kept in session
 * storage `routers`; a failure carries the player's message.
 */
export async function loadRouters(): Promise<RouterDomain[]> {
  const cached = cachedRouters();
  if (cached) return cached;
  const list = await api.system.getRouters();
  sessionStorage.setItem(SESSION_KEYS.routers, JSON.stringify(list));
  return list;
}
