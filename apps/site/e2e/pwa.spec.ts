import type { APIRequestContext, Page } from '@playwright/test';
import { announcementsPopup, expect, test } from './fixtures';
import { MEKONG_URL, SUB_PATH_URL } from './helpers';
import { chromiumArgs, chromiumPath } from '../../../scripts/chromium.mjs';

// The installable app (issue 16): each merchant's web app manifest and icons, the service worker's offline start,
// and the download page's install button and Safari guide. The other specs block service workers (page.route does
// not see what a worker fetches); this one lets the site's run. Chromium registers no worker whose script comes with
// a certificate error, whatever the context says: this machine's certificate is self-signed, so the browser of this
// file ignores certificate errors.
test.use({
  serviceWorkers: 'allow',
  launchOptions: { executablePath: chromiumPath(), args: [...chromiumArgs, '--ignore-certificate-errors'] },
});

const OFFLINE_MESSAGE = 'No internet connection. What you see may be out of date until you are back online.';
const INSTALL_BUTTON = 'Install the app';
const IOS_GUIDE_TITLE = 'Add it to your home screen in Safari';
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 ' +
  'Mobile/15E148 Safari/604.1';

interface Manifest {
  name: string;
  short_name: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  icons: { src: string; sizes: string; type: string; purpose: string }[];
}

/** A PNG's width and height, from its header (IHDR). */
function pngSize(body: Buffer): [number, number] {
  expect(body.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  return [body.readUInt32BE(16), body.readUInt32BE(20)];
}

async function expectPng(request: APIRequestContext, url: string, size: number) {
  const answer = await request.get(url);
  expect(answer.status(), url).toBe(200);
  expect(answer.headers()['content-type']).toBe('image/png');
  expect(pngSize(await answer.body())).toEqual([size, size]);
}

/** The page's manifest (its link), loaded as the browser loads it; its icons checked to be PNGs of their size. */
async function pageManifest(page: Page, url: string): Promise<Manifest> {
  await page.goto(url);
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifestUrl = new URL(href!, page.url()).href;
  const answer = await page.request.get(manifestUrl);
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toBe('application/manifest+json');
  const manifest = (await answer.json()) as Manifest;
  // the page's theme colour is the manifest's, in its one meta
  await expect(page.locator('meta[name="theme-color"]')).toHaveCount(1);
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', manifest.theme_color);
  for (const icon of manifest.icons) {
    const size = Number(icon.sizes.split('x')[0]);
    expect(icon.type).toBe('image/png');
    await expectPng(page.request, new URL(icon.src, manifestUrl).href, size);
  }
  expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
  ]);
  const appleIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
  await expectPng(page.request, new URL(appleIcon!, page.url()).href, 180);
  return manifest;
}

test('each merchant has its own manifest: name, colours and icons from its logo', async ({ page }) => {
  const siam = await pageManifest(page, '/');
  expect(siam).toMatchObject({ name: 'Siam Royal', start_url: '/', scope: '/', display: 'standalone' });
  const mekong = await pageManifest(page, `${MEKONG_URL}/`);
  expect(mekong).toMatchObject({ name: 'Mekong Palace', start_url: '/', display: 'standalone' });
  expect(mekong.theme_color).not.toBe(siam.theme_color);
  expect(mekong.icons[0]!.src).not.toBe(siam.icons[0]!.src);
  // a build served under a sub-path starts and installs there
  const play = await pageManifest(page, `${SUB_PATH_URL}/play/`);
  expect(play).toMatchObject({ start_url: '/play/', scope: '/play/' });
  expect(play.icons[0]!.src).toMatch(/^\/play\/assets\//);
});

test('a visit with no network shows the shell with the offline message', async ({ page, context }) => {
  await page.goto('/');
  await expect(page.getByRole('banner')).toBeVisible();
  // the first visit registers the worker, which takes control of the page
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  const offline = page.getByRole('status').filter({ hasText: OFFLINE_MESSAGE });
  await expect(offline).toHaveCount(0);

  await context.setOffline(true);
  const shell = await page.reload();
  // the page comes from the worker's cache (the shell), and paints: the merchant's logo, the boot's failed call
  expect(shell!.fromServiceWorker()).toBe(true);
  await expect(page.getByRole('img', { name: 'Siam Royal' }).first()).toBeVisible();
  const retry = page.getByRole('button', { name: 'Try again' });
  await expect(retry).toBeVisible();
  // Chromium's emulated offline does not reach a document loaded under it (its navigator.onLine says true), so the
  // connection drops again as the browser would tell it: the message shows, over nothing but the boot screen's edge
  if (await page.evaluate(() => navigator.onLine)) {
    await context.setOffline(false);
    await context.setOffline(true);
  }
  await expect(offline).toBeVisible();
  const bar = await offline.boundingBox();
  expect(bar!.y).toBe(0);
  // on top there, not under the boot screen
  const onTop = await offline.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return element.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2));
  });
  expect(onTop).toBe(true);
  await page.screenshot({ path: test.info().outputPath('offline-start.png') });
  await expect(retry).toBeVisible();

  // back online: the message goes, and the site comes back
  await context.setOffline(false);
  await expect(offline).toHaveCount(0);
  await retry.click();
  await expect(page.getByRole('banner')).toBeVisible();
});

test("the worker leaves the API to the network: an API call is never the worker's", async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  const [fromWorker, status] = await Promise.all([
    page
      .waitForResponse((response) => response.url().includes('/wps/'))
      .then((response) => response.fromServiceWorker()),
    page.evaluate(() => fetch('/wps/system/status').then((answer) => answer.status)),
  ]);
  expect(status).toBe(200);
  expect(fromWorker).toBe(false);
});

test('the download page offers to install the app when the browser does', async ({ page }) => {
  await page.goto('/down');
  const install = page.getByRole('button', { name: INSTALL_BUTTON });
  await expect(page.getByRole('heading', { level: 1, name: 'Download the app' })).toBeVisible();
  await expect(install).toHaveCount(0);
  // Chrome's offer, as it fires it (a page cannot make Chrome fire it): its prompt() and the player's answer
  const offer = (outcome: 'accepted' | 'dismissed') =>
    page.evaluate((answer) => {
      const event = new Event('beforeinstallprompt', { cancelable: true });
      const prompted = window as unknown as { prompted: number };
      prompted.prompted = 0;
      Object.assign(event, {
        prompt: () => {
          prompted.prompted++;
          return Promise.resolve();
        },
        userChoice: Promise.resolve({ outcome: answer, platform: 'web' }),
      });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    }, outcome);
  // the site keeps the offer for its own button (no browser mini-infobar)
  expect(await offer('dismissed')).toBe(true);
  await install.click();
  expect(await page.evaluate(() => (window as unknown as { prompted: number }).prompted)).toBe(1);
  // an offer is good for one answer: dismissed, the button goes
  await expect(install).toHaveCount(0);

  await offer('accepted');
  await install.click();
  await expect(page.getByText('The app is installed on this phone. Open it from your home screen.')).toBeVisible();
  await expect(install).toHaveCount(0);
});

test("the download page shows Safari's add-to-home-screen guide on an iPhone", async ({ browser, baseURL }) => {
  const context = await browser.newContext({
    baseURL,
    ignoreHTTPSErrors: true,
    userAgent: IPHONE_SAFARI,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    serviceWorkers: 'block',
  });
  try {
    const iphone = await context.newPage();
    // the session's popup announcements, closed as a player would (the fixture does so for its own page)
    await iphone.addLocatorHandler(announcementsPopup(iphone), async () => {
      await announcementsPopup(iphone).getByRole('button', { name: 'Got it' }).click();
    });
    await iphone.goto('/down');
    const guide = iphone.getByRole('region', { name: 'Web app' });
    await expect(guide.getByRole('heading', { level: 3, name: IOS_GUIDE_TITLE })).toBeVisible();
    // each step: its number, Safari's button, the words
    await expect(guide.getByRole('listitem')).toContainText([
      "Tap the Share button in Safari's toolbar.",
      'Scroll down and tap Add to Home Screen.',
      "Tap Add: the app's icon appears on your home screen.",
    ]);
    await expect(guide.getByRole('button')).toHaveCount(0);
  } finally {
    await context.close();
  }
});
