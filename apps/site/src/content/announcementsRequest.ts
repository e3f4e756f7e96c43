// What the announcements call asks for and where its answer is kept (spec §7), shared by the early call
// (firstCalls.ts) and loadAnnouncements.ts. No imports beyond types: firstCalls.ts must stay a few hundred bytes.
import type { AnnouncementsQuery } from '@wl/api';

/** Spec §7: notices, banners, popups and promotions. */
export const ANNOUNCEMENT_TYPES = ['B', 'PL', 'PU', 'PR'] as const;

/** Spec §7: platform W; execution A when logged in (members-only items too), B otherwise. */
export function announcementsQueryOf(loggedIn: boolean, language: NonNullable<AnnouncementsQuery['language']>) {
  return {
    types: [...ANNOUNCEMENT_TYPES],
    platform: 'W',
    execution: loggedIn ? 'A' : 'B',
    language,
  } satisfies AnnouncementsQuery;
}

/** Spec §7: the answer is kept in session storage, one entry per execution and language. */
export function announcementsCacheKey(loggedIn: boolean, language: string): string {
  return `announcements:${loggedIn ? 'A' : 'B'}:${language}`;
}
