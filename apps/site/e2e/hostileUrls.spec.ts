import type { BrowserContext, Locator, Page } from '@playwright/test';
import { announcementsPopup, expect, test } from './fixtures';
import { logInAndSettle, openAccountSheet, openSpeedTest, SANDBOX_URL } from './helpers';
import { HOSTILE_URLS } from './hostileUrlCorpus';

// A back office gone hostile: the sandbox's development route plants every address of the corpus into every field
// the site reads a link from (apps/sandbox/src/content/hostileContent.ts). On a 360 px phone (and the left bar's
// wide screen), every place that shows one is visited and every link or button that would follow one is used; in
// Chromium nothing may run: no window.__pwned, no dialog, no navigation or popup to anything but the site and
// about:blank, no request to a hostile host (and, through the fixture, no CSP violation).

const PHONE = { width: 360, height: 740 };
const WIDE = { width: 1280, height: 800 };
// a control that never comes fails its step at once, not at the end of a long test's time
test.use({ viewport: PHONE, isMobile: true, hasTouch: true, actionTimeout: 10_000 });

const HOSTILE_CONTENT = `${SANDBOX_URL}/sandbox/hostile-content`;
/** Hosts of the corpus: no request may go there (the corpus's `about:`, `blob:`, `file:` never load either). */
const HOSTILE_HOST = /^[a-z]+:\/\/([^/]*@)?(evil\.example|phishing\.example|line\.me\.evil\.example|\[::1\])(:\d+)?\//i;
/** What the planted HTML and banners are called (apps/sandbox/src/content/hostileContent.ts). */
const PLANTED_TITLE = 'Planted links';
const plantedLinkName = (i: number) => `Planted link ${i + 1}`;

/**
 * The sandbox's calls go on a fresh connection each: one kept alive from a call some seconds ago may be closed by the
 * server (its keep-alive timeout) just as it is used again (ECONNRESET).
 */
const FRESH_CONNECTION = { connection: 'close' };

/** Puts the addresses into every link field (base64: the sandbox refuses a JSON body with a NUL character in it). */
async function plant(page: Page, urls: readonly string[]) {
  const encoded = urls.map((url) => Buffer.from(url, 'utf8').toString('base64'));
  const answer = await page.request.post(HOSTILE_CONTENT, {
    data: { urls: encoded, encoding: 'base64' },
    headers: FRESH_CONNECTION,
  });
  expect(answer.ok(), await answer.text()).toBe(true);
}

// Whatever a test did, the shared sandbox goes back to normal.
test.afterEach(async ({ request }) => {
  expect((await request.delete(HOSTILE_CONTENT, { headers: FRESH_CONNECTION })).ok()).toBe(true);
  const normal = { data: { systemStatus: 0 }, headers: FRESH_CONNECTION };
  expect((await request.put(`${SANDBOX_URL}/sandbox/system-status`, normal)).ok()).toBe(true);
});

/** Everything a followed hostile link could do that the browser lets us see, as it happens. */
function watchForAttacks(page: Page) {
  const problems: string[] = [];
  const context: BrowserContext = page.context();
  const siteOrigin = new URL(page.url() === 'about:blank' ? test.info().project.use.baseURL! : page.url()).origin;
  const onDialog = (where: string) => (dialog: { type(): string; message(): string; dismiss(): Promise<void> }) => {
    problems.push(`${where}: a ${dialog.type()} dialog "${dialog.message()}"`);
    void dialog.dismiss().catch(() => undefined);
  };
  const watchPage = (watched: Page, where: string, popup: boolean) => {
    watched.on('dialog', onDialog(where));
    watched.on('framenavigated', (frame) => {
      const url = frame.url();
      const top = frame === watched.mainFrame();
      // the site's own pages, and the blank or srcdoc start of a frame; in a popup nothing but blank (every link
      // here is hostile)
      const fine =
        url === 'about:blank' ||
        (!top && url === 'about:srcdoc') ||
        (!popup && (url.startsWith(`${siteOrigin}/`) || url === siteOrigin));
      if (!fine) problems.push(`${where}: ${top ? 'navigated' : 'a frame navigated'} to ${url}`);
    });
  };
  watchPage(page, 'the page', false);
  context.on('page', (popup) => {
    const url = popup.url();
    if (url && url !== 'about:blank') problems.push(`a popup opened ${url}`);
    watchPage(popup, 'a popup', true);
  });
  context.on('request', (request) => {
    if (HOSTILE_HOST.test(request.url())) problems.push(`a request to ${request.url()}`);
  });
  return problems;
}

/** Nothing ran and nothing was followed: the watcher saw nothing, and no document of any page has __pwned. */
async function expectNothingRan(page: Page, problems: string[]) {
  // a click's consequences (a navigation, a popup, a script URL) start within a task or two
  await page.waitForTimeout(250);
  const found = [...problems];
  for (const open of page.context().pages()) {
    for (const frame of open.frames()) {
      const pwned = await frame
        .evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned)
        .catch(() => undefined);
      if (pwned !== undefined) found.push(`window.__pwned = ${String(pwned)} in ${frame.url()}`);
    }
  }
  expect(found).toEqual([]);
}

/** The customer-service popup opens blank inside the click, then closes when the address is refused. */
async function expectNoPopupLeft(page: Page) {
  await expect.poll(() => page.context().pages().length).toBe(1);
}

/**
 * Clicks each planted link of server HTML (a notice, a popup announcement, a promotion): the URL policy left none
 * of them an address, so each is text and a click goes nowhere.
 */
async function clickPlantedLinks(page: Page, problems: string[], container: Locator) {
  await expect(container.getByText(plantedLinkName(0), { exact: true })).toBeVisible();
  const anchors = container.locator('a', { hasText: /^Planted link \d+$/ });
  await expect(anchors).toHaveCount(HOSTILE_URLS.length);
  expect(await anchors.evaluateAll((links) => links.filter((link) => link.hasAttribute('href')).length)).toBe(0);
  for (let i = 0; i < HOSTILE_URLS.length; i++) {
    await container.getByText(plantedLinkName(i), { exact: true }).click();
  }
  await expectNothingRan(page, problems);
}

test('every address of the corpus in every list: banners, popup, notices, promotion, service links', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // this test reads the popup announcements itself
  await page.removeLocatorHandler(announcementsPopup(page));
  await plant(page, HOSTILE_URLS);
  await page.goto('/');
  const problems = watchForAttacks(page);

  await test.step('the popup announcements', async () => {
    const popup = announcementsPopup(page);
    await expect(popup).toBeVisible();
    await clickPlantedLinks(page, problems, popup.getByRole('article', { name: PLANTED_TITLE }));
    await popup.getByRole('button', { name: 'Got it' }).click();
    await expect(popup).toBeHidden();
  });

  await test.step('the home banners (a URL and a ROUTE banner per address)', async () => {
    // one slide shows at a time (the others are hidden): all of them are there
    const banners = page.getByRole('main').locator('img[alt^="Planted link "]');
    await expect(banners).toHaveCount(2 * HOSTILE_URLS.length);
    expect(await banners.evaluateAll((images) => images.map((image) => image.getAttribute('alt')))).toEqual(
      HOSTILE_URLS.flatMap((_url, i) => [`${plantedLinkName(i)} (URL)`, `${plantedLinkName(i)} (ROUTE)`]),
    );
    // none leads anywhere, so none is a button; a tap on the picture does nothing
    await expect(page.getByRole('button', { name: /^Planted link/ })).toHaveCount(0);
    for (const banner of await banners.all()) await banner.dispatchEvent('click');
    await expectNothingRan(page, problems);
  });

  await test.step('the notices', async () => {
    await page.goto('/?overlay=notices');
    const notices = page.getByRole('dialog', { name: 'Notices' });
    await notices.getByRole('list', { name: 'Notice list' }).getByRole('button', { name: PLANTED_TITLE }).click();
    await clickPlantedLinks(page, problems, notices.getByRole('article', { name: PLANTED_TITLE }));
  });

  await test.step('the promotion, from the promotions list', async () => {
    await page.goto('/promotions');
    await page
      .getByRole('main')
      .getByRole('link', { name: new RegExp(PLANTED_TITLE) })
      .click();
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: PLANTED_TITLE })).toBeVisible();
    await clickPlantedLinks(page, problems, page.getByRole('main'));
  });

  await test.step('the customer-service link of the menu (the first obfuscated service link)', async () => {
    await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Customer service' }).click();
    await expectNoPopupLeft(page);
    await expectNothingRan(page, problems);
  });
});

test('the speed test lists, measures and opens none of the planted router domains (left bar, wide screen)', async ({
  page,
}) => {
  await page.setViewportSize(WIDE);
  await page.addInitScript(() => sessionStorage.setItem('index_notice', '1'));
  await plant(page, HOSTILE_URLS);
  await page.goto('/');
  const problems = watchForAttacks(page);
  const { dialog, rows } = await openSpeedTest(page);
  // the seeded domains only
  await expect(rows).toHaveCount(3);
  await expect(dialog.getByRole('status')).toHaveCount(0, { timeout: 15_000 });
  for (const row of await rows.all()) await expect(row).toContainText('siam-sandbox.example');
  await expectNothingRan(page, problems);
});

/** Where a logged-in member's game and lottery pages are (the first live table of AG, a Vietnamese lottery). */
async function gamePages(page: Page) {
  await page.goto('/live?page=AG');
  await logInAndSettle(page, 'demo', 'Demo1234');
  const tiles = page.getByRole('main').getByRole('list', { name: 'Live tables' }).getByRole('button');
  await tiles.first().click();
  await expect(page).toHaveURL(/\/game\?nodeId=\d+&gameId=\d+&vassalage=AG&name=/);
  return { game: page.url(), lottery: '/lottery?gameCode=VN_NORTH&vendor=TCG_LOTTO_VN' };
}

/** No game or chat frame, whatever the address: the page says the game or chat could not be opened. */
const frames = (page: Page) => page.locator('iframe');

test('each address of the corpus in turn in the single links: customer service, resources, chat, game, lottery', async ({
  page,
}) => {
  test.setTimeout(15 * 60_000);
  // a first planting so that the game launched on the way fails too
  await plant(page, [HOSTILE_URLS[0]!]);
  const at = await gamePages(page);
  const problems = watchForAttacks(page);
  const main = page.getByRole('main');
  const banner = page.getByRole('banner');

  for (const [i, url] of HOSTILE_URLS.entries()) {
    await test.step(`${i + 1}: ${JSON.stringify(url)}`, async () => {
      await plant(page, [url]);

      // the home page's frame: the right bar: no messaging link (Telegram's address), the live chats' popups refused
      const quick = page.getByRole('complementary', { name: 'Quick contact' });
      await page.goto('/');
      // the bar is folded into its corner button until asked for
      await quick.getByRole('button', { name: 'Contact us' }).click();
      await expect(quick.getByRole('button', { name: 'Live chat' })).toBeVisible();
      await expect(quick.getByRole('link')).toHaveCount(1); // the merchant's own LINE link (configuration)
      await quick.getByRole('button', { name: 'Contact us', expanded: true }).click();
      for (const desk of ['Live chat', 'VIP desk']) {
        // the chats' list opens from the bar's chat button, and the bar folds once one is chosen
        await quick.getByRole('button', { name: 'Contact us', expanded: false }).click();
        await quick.getByRole('button', { name: 'Live chat', expanded: false }).click();
        await quick.getByRole('list').getByRole('list').getByRole('button', { name: desk }).click();
      }

      // the header's customer service (live chat or VIP desk), in the phone's account sheet
      await (await openAccountSheet(page)).getByRole('button', { name: /^(Live chat|VIP service)$/ }).click();

      // the chat window: its address refused, it says so and embeds nothing
      await page.getByRole('button', { name: /^Chat\b/ }).click();
      await expect(page.getByText('The chat could not be loaded.')).toBeVisible();
      await expect(frames(page)).toHaveCount(0);
      await page.getByRole('button', { name: 'Hide the chat' }).click();

      // the menu: customer service (the service link), the app download (nothing to offer)
      await banner.getByRole('button', { name: 'Menu' }).click();
      await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Customer service' }).click();
      await expectNoPopupLeft(page);
      await banner.getByRole('button', { name: 'Menu' }).click();
      await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Download app' }).click();
      await expect(page).toHaveURL(/[?&]overlay=download/);
      await expect(page.getByRole('dialog')).toHaveCount(0);

      // the left bar of a wide screen: no Telegram, no LINE
      await page.setViewportSize(WIDE);
      const side = page.getByRole('navigation', { name: 'Side menu' });
      await side.getByRole('button', { name: 'Customer service' }).click();
      await expect(side.getByRole('button', { name: 'Speed test' })).toBeVisible();
      await expect(side.getByRole('button', { name: /^(Telegram|LINE)$/ })).toHaveCount(0);
      await expect(side.getByRole('link', { name: /LINE|Telegram/ })).toHaveCount(0);
      await side.getByRole('button', { name: 'Service chat' }).click();
      await expectNoPopupLeft(page);
      await page.setViewportSize(PHONE);

      // the game page: the launch address is refused, so no frame
      await page.goto(at.game);
      await expect(main.getByRole('alert')).toBeVisible();
      await expect(frames(page)).toHaveCount(0);

      // the download page: no app offered
      await page.goto('/down');
      await expect(main.getByText('The app is not available yet.')).toBeVisible();
      await expect(main.getByRole('link')).toHaveCount(0);
      await expect(main.getByRole('img', { name: /QR code/ })).toHaveCount(0);

      // the lottery's betting page: no frame
      await page.goto(at.lottery);
      await expect(main.getByRole('alert')).toBeVisible();
      await expect(frames(page)).toHaveCount(0);

      // the last launched game kept in the session: refused, so no game
      await page.evaluate((stored) => sessionStorage.setItem('iframeUrl', stored), url);
      await page.goto('/game');
      await expect(main.getByText('No game is open. Choose one in the games.')).toBeVisible();
      await expect(frames(page)).toHaveCount(0);

      await expectNothingRan(page, problems);
    });
  }
});

test("each address of the corpus in turn behind the maintenance page's contact button", async ({ page }) => {
  test.setTimeout(5 * 60_000);
  const maintenance = { data: { systemStatus: 1 }, headers: FRESH_CONNECTION };
  expect((await page.request.put(`${SANDBOX_URL}/sandbox/system-status`, maintenance)).ok()).toBe(true);
  await page.goto('/');
  const problems = watchForAttacks(page);
  for (const [i, url] of HOSTILE_URLS.entries()) {
    await test.step(`${i + 1}: ${JSON.stringify(url)}`, async () => {
      await plant(page, [url]);
      await page.reload();
      await expect(page.getByRole('heading', { name: 'System maintenance notice' })).toBeVisible();
      await page.getByRole('button', { name: 'Contact customer service' }).click();
      await expectNothingRan(page, problems);
    });
  }
});
