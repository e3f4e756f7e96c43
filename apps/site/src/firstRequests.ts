// The requests of the first page (the permission, the settings tree, the banners and popups), written as the API client writes them:
// firstCalls.ts sends them early and the client takes their answers. firstRequests.test.ts checks they stay identical.
import { LANGUAGE_HEADER, MERCHANT_HEADER } from '@wl/api/constants';
import { merchant } from '@merchant/config';
import { announcementsCacheKey, announcementsQueryOf } from './content/announcementsRequest';
import { searchOf } from './earlyCalls';
import { startLanguage, wireLanguage } from './language';

const apiBase = import.meta.env.VITE_API_BASE_URL ?? '';

/** The requests of the first page, as the API client writes them. */
export function firstRequests(token: string | null, language = wireLanguage(startLanguage())) {
  const headers = { [MERCHANT_HEADER]: merchant.code, [LANGUAGE_HEADER]: language };
  const loggedIn = token !== null;
  return {
    permission: {
      method: 'POST',
      url: `${apiBase}/wps/system/permission`,
      headers: { ...headers, 'Content-Type': 'application/json' },
      body: JSON.stringify({ url: window.location.host }),
    },
    // spec §6: the feature toggles, which the boot waits for with the permission
    settingsTree: { method: 'GET', url: `${apiBase}/wps/system/setting/tree`, headers },
    announcements: {
      method: 'GET',
      url: `${apiBase}/wps/relay/MCSFE_getListAnnouncements?${searchOf(announcementsQueryOf(loggedIn, language))}`,
      // the announcements operation carries the session (execution A)
      headers: token ? { ...headers, Authorization: `Bearer ${token}` } : headers,
    },
    announcementsCacheKey: announcementsCacheKey(loggedIn, language),
  } as const;
}
