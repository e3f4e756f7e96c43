import type { Announcements } from '@wl/api';
import { wireLanguage } from '../language';
import { loadAnnouncements } from './loadAnnouncements';
import { useLoaded, type Loaded } from '../loaded';
import { useSession } from '../session/session';

/** The announcements for the current session: loading, loaded, or failed (the page then shows none). */
export function useAnnouncementsState(): Loaded<Announcements> {
  const loggedIn = Boolean(useSession().token);
  return useLoaded(`announcements:${loggedIn ? 'A' : 'B'}:${wireLanguage()}`, () => loadAnnouncements(loggedIn));
}

/** The announcements for the current session; null while loading or when the call failed (the page shows none). */
export function useAnnouncements(): Announcements | null {
  const state = useAnnouncementsState();
  return state.status === 'ready' ? state.data : null;
}
