import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Announcements, SiteLanguage } from '@wl/api';
import type { Loadable } from '@wl/ui';
import { wireLanguage } from '../language';
import { useLoadable } from '../loadable';
import { queryClient } from '../query';
import { useSession } from '../session/session';
import { loadAnnouncements } from './loadAnnouncements';

/**
 * The announcements of a session kind and language. On the first page the call is already on the wire
 * (firstCalls.ts): the API client takes its answer instead of asking again.
 */
export const announcementsQuery = (loggedIn: boolean, language: SiteLanguage) =>
  queryOptions({
    queryKey: ['announcements', loggedIn ? 'A' : 'B', language],
    queryFn: () => loadAnnouncements(loggedIn, language),
    staleTime: Infinity,
  });

/** The announcements for the current session: loading, loaded, or failed (with a retry). */
export function useAnnouncementsState(): Loadable<Announcements> {
  const loggedIn = Boolean(useSession().token);
  return useLoadable(useQuery(announcementsQuery(loggedIn, wireLanguage()), queryClient));
}

/** The announcements for the current session; null while loading or when the call failed (the page shows none). */
export function useAnnouncements(): Announcements | null {
  const state = useAnnouncementsState();
  return state.status === 'ready' ? state.data : null;
}
