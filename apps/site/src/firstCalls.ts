// A second entry of index.html, a few KB, run before the app's: it starts the calls the first paint waits for (the
// permission, the banners and popups), so on a slow network their answers come back while the app's code is still
// on its way instead of after it.
import { startPermission } from './boot/permission';
import { loadAnnouncements } from './content/loadAnnouncements';
import { readToken } from './session/storage';

startPermission();
// a failure is handled when the banner and the popups ask again
loadAnnouncements(Boolean(readToken())).catch(() => undefined);
