import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { logIn, SANDBOX_URL, SUB_PATH_URL } from './helpers';

// The router (react-router-dom's data router) and the overlays it addresses: issue 10's list.

test('a promotion opens by its path, and the spec’s ?id= form still leads there', async ({ page }) => {
  // the session's first-page popup would hide the page from the role queries while it is open
  await page.addInitScript(() => sessionStorage.setItem('index_notice', '1'));
  await page.goto('/promoDetail/1');
  const title = page.getByRole('main').getByRole('heading', { level: 1 });
  // while it loads the page is titled "Promotion": wait for the promotion's own title
  await expect(title).not.toHaveText('Promotion');
  const heading = await title.textContent();
  await page.goto('/promoDetail?id=1');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(heading ?? '');
});

test('an unknown address shows the translated not-found page with a way home', async ({ page }) => {
  await page.addInitScript(() => sessionStorage.setItem('index_notice', '1'));
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByText('/no-such-page')).toBeVisible();
  // on the phone the language is chosen in the menu
  await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('combobox', { name: 'Language' }).selectOption('TY');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('heading', { name: 'ไม่พบหน้านี้' })).toBeVisible();
  await page.getByRole('link', { name: 'กลับสู่หน้าแรก' }).click();
  await expect(page).toHaveURL(/\/$/);
});

/** Opens the slots lobby and scrolls down its long list to a place below a screenful; returns the place. */
async function scrollDownTheLobby(page: Page): Promise<number> {
  await page.goto('/rng');
  await expect(page.getByRole('main').getByRole('list', { name: 'Games' }).getByRole('listitem').first()).toBeVisible();
  // the games are in (not their placeholder): the page is several screens long
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollHeight / window.innerHeight))
    .toBeGreaterThan(4);
  await page.evaluate(() => window.scrollTo(0, Math.round(window.innerHeight * 2.5)));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  return page.evaluate(() => window.scrollY);
}

const placeOf = (page: Page) => page.evaluate(() => window.scrollY);

test('Back returns to the place on a long lobby; a new page starts at its top', async ({ page }) => {
  await page.addInitScript(() => sessionStorage.setItem('index_notice', '1'));
  const place = await scrollDownTheLobby(page);

  await page.getByRole('banner').getByRole('link', { name: /Home/ }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => placeOf(page)).toBe(0);

  await page.goBack();
  await expect(page).toHaveURL(/\/rng$/);
  await expect.poll(() => placeOf(page)).toBeGreaterThan(place - 5);
  expect(await placeOf(page)).toBeLessThan(place + 5);
});

test('a reload returns to the place even when the list arrives after the page', async ({ page }) => {
  await page.addInitScript(() => sessionStorage.setItem('index_notice', '1'));
  const place = await scrollDownTheLobby(page);

  // the reloaded page is drawn first with its list still loading (too short for the place), then the games come
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/wps/relay/GCSGAME_gameList**', async (route) => {
    await held;
    await route.continue();
  });
  await page.reload();
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  expect(await placeOf(page)).toBeLessThan(place - 5);
  release();
  await expect.poll(() => placeOf(page)).toBeGreaterThan(place - 5);
  expect(await placeOf(page)).toBeLessThan(place + 5);
});

test('leaving a half-filled registration asks first; staying keeps what was typed', async ({ page }) => {
  await page.addInitScript(() => sessionStorage.setItem('index_notice', '1'));
  await page.goto('/register');
  const username = page.getByRole('main').getByRole('textbox', { name: /^Username/ });
  await username.fill('halfway1');

  const home = page.getByRole('banner').getByRole('link', { name: 'Home' });
  await home.click();
  const ask = page.getByRole('dialog', { name: 'Leave registration?' });
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'Stay and finish' }).click();
  await expect(ask).toBeHidden();
  await expect(page).toHaveURL(/\/register$/);
  await expect(username).toHaveValue('halfway1');

  await home.click();
  await page.getByRole('dialog', { name: 'Leave registration?' }).getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('a popup is in the address: a link opens it, Back closes it', async ({ page }) => {
  await page.addInitScript(() => sessionStorage.setItem('index_notice', '1'));
  await page.goto('/promotions');
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  const login = page.getByRole('dialog', { name: 'Log in' });
  await expect(login).toBeVisible();
  await expect(page).toHaveURL(/\/promotions\?overlay=login$/);
  await page.goBack();
  await expect(login).toBeHidden();
  await expect(page).toHaveURL(/\/promotions$/);

  await page.goto('/promotions?overlay=register');
  await expect(page.getByRole('dialog', { name: /Register|Sign up|Log in/ })).toBeVisible();
});

test('a session the server no longer knows ends once, in the login popup', async ({ page }) => {
  await page.addInitScript(() => sessionStorage.setItem('index_notice', '1'));
  await page.goto('/promotions');
  await logIn(page, 'demo', 'Demo1234');
  const header = page.getByRole('banner');
  // the amount, whatever the member centre's tests moved before (one sandbox for the suite)
  await expect(header.getByText(/\d{1,3}(,\d{3})*\.\d{2}/)).toBeVisible();
  const unauthorized: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 401) unauthorized.push(response.url());
  });

  // the server ends the session (its expiry, a development route of the sandbox): calls with the token answer 401
  const expired = await page.request.post(`${SANDBOX_URL}/sandbox/expire-sessions`, { data: { account: 'demo' } });
  expect(expired.ok()).toBe(true);
  await header.getByRole('button', { name: 'Refresh balance' }).click();

  const login = page.getByRole('dialog', { name: 'Log in' });
  await expect(login).toBeVisible();
  await expect(page).toHaveURL(/\/\?overlay=login$/);
  await expect(page.getByRole('dialog')).toHaveCount(1);
  expect(unauthorized.length).toBeGreaterThan(0);
  expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
  await page.keyboard.press('Escape');
  await expect(login).toBeHidden();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(header.getByRole('button', { name: 'Log in' })).toBeVisible();
});

test('the site works under a sub-path (VITE_BASE_PATH): pages, links, the API and the not-found page', async ({
  page,
}) => {
  await page.addInitScript(() => sessionStorage.setItem('index_notice', '1'));
  await page.goto(`${SUB_PATH_URL}/play/promotions`);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  const home = page.getByRole('banner').getByRole('link', { name: /Home/ });
  await expect(home).toHaveAttribute('href', '/play/');
  await home.click();
  await expect(page).toHaveURL(`${SUB_PATH_URL}/play/`);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
  await page.goto(`${SUB_PATH_URL}/play/nowhere`);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});

test("the page's own code is asked for beside the app's first files, the popup's only on a session's first page", async ({
  page,
}) => {
  // the app's entry is held until the lobby's code has been asked for: only firstCalls.ts can ask for it by then
  const lobbyCodeAsked = page.waitForRequest(/\/assets\/LobbyPage-[\w-]+\.js$/, { timeout: 5000 }).then(
    () => true,
    () => false,
  );
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await lobbyCodeAsked;
    await route.continue();
  });
  await page.goto('/rng');
  expect(await lobbyCodeAsked).toBe(true);
  await expect(page.getByRole('main').getByRole('list', { name: 'Games' })).toBeVisible();
  const preloaded = () =>
    page.evaluate(() =>
      [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href')),
    );
  expect(await preloaded()).toContainEqual(expect.stringMatching(/\/assets\/AnnouncementsPopup-[\w-]+\.js$/));

  // the session has had its popups: the next page asks for its own code only
  await page.unrouteAll();
  await page.goto('/promotions');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  expect(await preloaded()).toContainEqual(expect.stringMatching(/\/assets\/PromotionsPage-[\w-]+\.js$/));
  expect(await preloaded()).not.toContainEqual(expect.stringMatching(/\/assets\/AnnouncementsPopup-[\w-]+\.js$/));
});
