import { QueryClient } from '@tanstack/react-query';
import { isApiError, QUERY_RETRY_DELAY_MS } from '@wl/api';
import { session } from './session/session';

/**
 * Mobile networks drop calls: a failed query is retried once, quietly, after QUERY_RETRY_DELAY_MS. Not after a
 * timeout: the player has waited REQUEST_TIMEOUT_MS already and gets the message and the retry button instead, so
 * every query settles within CALL_SETTLES_WITHIN_MS (packages/api/src/constants.ts).
 */
export const retryOnce = (failures: number, error: unknown) =>
  failures < 1 && !(isApiError(error) && error.kind === 'timeout');

/**
 * The site's one cache of server state. Lazy route chunks import it (`useQuery(options, queryClient)`), so a
 * visitor's first paint does not load TanStack Query.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    // one quiet retry (retryOnce), and no refetch storm when the player switches apps
    queries: { retry: retryOnce, retryDelay: QUERY_RETRY_DELAY_MS, refetchOnWindowFocus: false, staleTime: 30_000 },
  },
});

// What the ended session's calls answered is not the next visitor's: the cache starts empty.
session.on('session.ended', () => queryClient.clear());
