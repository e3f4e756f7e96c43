// A second entry of index.html, run before the app's: it sends the calls the first paint waits for (the permission,
// the settings tree, the banners and popups), so on a slow network their answers come back while the app's code is still on its way.
// The API client takes their answers (earlyCalls.ts). No API client here: this file and what it imports must stay
// a few KB.
import { sendEarly } from './earlyCalls';
import { firstRequests } from './firstRequests';
import { preloadPageCode } from './pageCode';
import { readToken, SESSION_KEYS } from './session/storage';

const requests = firstRequests(readToken());
sendEarly(requests.permission);
sendEarly(requests.settingsTree);
// answered from session storage later in the session (spec §7)
if (!sessionStorage.getItem(requests.announcementsCacheKey)) sendEarly(requests.announcements);

// the page's own code, beside the app's files instead of after them (the build's list is above this script)
preloadPageCode(document, window.location.pathname, !sessionStorage.getItem(SESSION_KEYS.indexNotice));
