import { QueryClient } from '@tanstack/react-query';
import { session } from './session/session';

/**
 * The site's one cache of server state. Lazy route chunks import it (`useQuery(options, queryClient)`), so a
 * visitor's first paint does not load TanStack Query.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    // Mobile networks drop calls: one quiet retry, and no refetch storm when the player switches apps.
    queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 30_000 },
  },
});

// What the ended session's calls answered is not the next visitor's: the cache starts empty.
session.on('session.ended', () => queryClient.clear());
