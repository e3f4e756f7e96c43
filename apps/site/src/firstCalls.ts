// A second entry of index.html, run before the app's: it sends the calls the first paint waits for (the permission,
// the settings tree, the banners and popups), so on a slow network their answers come back while the app's code is still on its way.
// The API client takes their answers (earlyCalls.ts). No API client here: this file and what it imports must stay
// a few KB.
import { sitePath } from './base';
import { sendEarly } from './earlyCalls';
import { firstRequests } from './firstRequests';
import { PART_FILES_ID, preloadPageCode } from './pageCode';
import { readToken, SESSION_KEYS } from './session/storage';

const requests = firstRequests(readToken());
sendEarly(requests.permission);
sendEarly(requests.settingsTree);
// answered from session storage later in the session (spec §7)
if (!sessionStorage.getItem(requests.announcementsCacheKey)) sendEarly(requests.announcements);

// the page's own code, beside the app's files instead of after them (the list is at the end of the head, which this
// script, run as soon as it arrives, may come before)
const preloadPage = () =>
  preloadPageCode(document, sitePath(window.location.pathname), !sessionStorage.getItem(SESSION_KEYS.indexNotice));
if (document.getElementById(PART_FILES_ID)) preloadPage();
else document.addEventListener('DOMContentLoaded', preloadPage, { once: true });
