// The first page's calls (the permission, the settings tree, the banners and popups) leave from firstCalls.ts, an entry of its own that
// needs none of the app's files: on a slow network their answers come back while the app's code is on its way.
// Playwright holds every other script of the site; the calls must go out all the same.
import { expect, test } from './fixtures';

const PERMISSION = /\/wps\/system\/permission$/;
const ANNOUNCEMENTS = /\/wps\/relay\/MCSFE_getListAnnouncements\?/;
const SETTINGS_TREE = /\/wps\/system\/setting\/tree$/;

test('the first calls leave before any of the app’s scripts has arrived', async ({ page }) => {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
    if (!/\/firstCalls-[^/]+\.js$/.test(route.request().url())) await released;
    await route.continue();
  });
  const permission = page.waitForRequest(PERMISSION, { timeout: 10_000 });
  const announcements = page.waitForRequest(ANNOUNCEMENTS, { timeout: 10_000 });
  const settingsTree = page.waitForRequest(SETTINGS_TREE, { timeout: 10_000 });
  await page.goto('/', { waitUntil: 'commit' });
  await Promise.all([permission, announcements, settingsTree]);

  // then the app arrives and takes their answers: the page works
  release();
  await expect(page.getByRole('banner')).toBeVisible();
});
