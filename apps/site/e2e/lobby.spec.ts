import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { logIn } from './helpers';

// The lobbies against the sandbox's catalogue: vendors, pages of 20, favourites, recent games and the launch.
test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false });

const games = (page: Page) => page.getByRole('main').getByRole('list', { name: 'Games' });
const tiles = (page: Page) => games(page).getByRole('listitem');

/** How many games the lobby has loaded, from its "40 of 1,461 games" (the DOM holds only the rows near the screen). */
async function loadedCount(page: Page) {
  const text = await page
    .getByRole('main')
    .getByText(/^[\d,]+ of [\d,]+ games$/)
    .textContent();
  return Number((text ?? '').split(' of ')[0]!.replace(/,/g, ''));
}

async function logInAs(page: Page, username: string, password: string) {
  await logIn(page, username, password);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log out' })).toBeVisible();
  // the popup announcements after a login (spec §2): read and closed before going on
  const popup = page.getByRole('dialog', { name: 'Announcements' });
  await popup
    .getByRole('button', { name: 'Got it' })
    .click({ timeout: 5000 })
    .catch(() => undefined);
  await expect(popup).toBeHidden();
}

test('the slots lobby: the game hall tabs, pages of 20 and a vendor chosen by ?page=', async ({ page }) => {
  await page.goto('/rng');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Slots' })).toBeVisible();
  const hall = main.getByRole('tablist', { name: 'Game hall' });
  await expect(hall.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
  // the vendor logos come from the image host (RNG_LIST_VENDOR/{vassalage}-COLOR2.png)
  await expect(hall.getByRole('tab', { name: 'Playtech' }).locator('img')).toHaveAttribute(
    'src',
    /RNG_LIST_VENDOR\/PT-COLOR2\.png$/,
  );
  await expect(tiles(page)).toHaveCount(20);
  await expect(main.getByText(/^20 of [\d,]+ games$/)).toBeVisible();

  // "load more" stays for the keyboard and assistive technology (reaching it may also have loaded a page by itself)
  await main.getByRole('button', { name: 'Load more' }).press('Enter');
  await expect.poll(() => loadedCount(page)).toBeGreaterThanOrEqual(40);

  await hall.getByRole('tab', { name: 'Pragmatic Play' }).click();
  await expect(page).toHaveURL(/\/rng\?page=PP$/);
  await expect(tiles(page).first()).toContainText('Pragmatic Play');
  await expect(tiles(page).filter({ hasNotText: 'Pragmatic Play' })).toHaveCount(0);

  await page.goto('/rng?page=JILI');
  await expect(hall.getByRole('tab', { name: 'JILI' })).toHaveAttribute('aria-selected', 'true');
  await expect(tiles(page).first()).toContainText('JILI');
});

test('scrolling to the end of the slots lobby loads the next pages without a click; the DOM stays a window', async ({
  page,
}) => {
  await page.goto('/rng');
  const main = page.getByRole('main');
  await expect(tiles(page)).toHaveCount(20);
  await expect(main.getByText(/^20 of [\d,]+ games$/)).toBeVisible();

  await page.mouse.move(640, 400);
  let loaded = 20;
  for (let turn = 0; turn < 4; turn += 1) {
    await page.mouse.wheel(0, 4000);
    await expect.poll(() => loadedCount(page)).toBeGreaterThan(loaded);
    loaded = await loadedCount(page);
  }
  expect(loaded).toBeGreaterThanOrEqual(100);
  // far fewer tiles in the DOM than loaded: only the rows near the screen
  expect(await tiles(page).count()).toBeLessThan(loaded);
  await expect(main.getByRole('button', { name: /^(Load more|Loading more…)$/ })).toBeVisible();

  // back at the top, the first game is there again, and the page did not shrink
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(tiles(page).first()).toHaveAttribute('aria-posinset', '1');
  expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeGreaterThanOrEqual(height);
});

test('the minigame lobby lists all plus the minigame vendors, and its games are theirs only', async ({ page }) => {
  await page.goto('/minigame');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Mini games' })).toBeVisible();
  const tabs = main.getByRole('tablist', { name: 'Providers' }).getByRole('tab');
  await expect(tabs).toHaveCount(5);
  await expect(tabs.first()).toHaveText('All');
  await expect(tiles(page).first()).toBeVisible();
  const minigameVendorNames = (await tabs.allInnerTexts()).slice(1);
  for (const text of await tiles(page).allTextContents()) {
    expect(
      minigameVendorNames.some((name) => text.includes(name)),
      text,
    ).toBe(true);
  }
});

test('/elott and /lott show the same lobby with the e-lottery and lottery vendors', async ({ page }) => {
  for (const path of ['/elott', '/lott']) {
    await page.goto(path);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'E-lottery' })).toBeVisible();
    const strip = main.getByRole('tablist', { name: 'Providers' });
    await expect(strip.getByRole('tab')).toHaveCount(5);
    await expect(tiles(page).first()).toBeVisible();
  }
});

test('a lottery game opens the lottery page with its code, vendor and play type', async ({ page }) => {
  await page.goto('/elott?page=ELOTT');
  await logInAs(page, 'demo', 'Demo1234');
  await tiles(page).first().getByRole('button').first().click();
  await expect(page).toHaveURL(/\/lottery\?gameCode=[^&]+&vendor=ELOTT&playType=\w+$/);
});

test('a visitor choosing a game is asked to log in; then the game opens in the frame and leads back', async ({
  page,
}) => {
  await page.goto('/live?page=AG');
  const main = page.getByRole('main');
  await expect(main.getByRole('list', { name: 'Live tables' })).toBeVisible();
  await tiles(page).first().getByRole('button').first().click();
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/live\?page=AG$/);

  await logInAs(page, 'demo', 'Demo1234');
  const first = tiles(page).first().getByRole('button').first();
  const name = ((await first.locator('span').first().textContent()) ?? '').trim();
  await first.click();
  await expect(page).toHaveURL(/\/game\?nodeId=\d+&gameId=\d+&vassalage=AG&name=/);
  const frame = page.frameLocator(`iframe[title="Game: ${name}"]`);
  await expect(frame.getByRole('heading', { name })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('iframeUrl'))).toMatch(/\/sandbox\/launch\/game\?ticket=/);

  // the game's own "back" button posts to the page (accepted from the launch origin only)
  await frame.getByRole('button', { name: 'Back to lobby' }).click();
  await expect(page).toHaveURL(/\/live\?page=AG$/);

  // the game is now the first of the player's recent games
  await page.goto('/recent');
  await expect(tiles(page).first()).toContainText(name);
});

test('joining a live table launches its game', async ({ page }) => {
  await page.goto('/live?page=AG');
  await logInAs(page, 'demo', 'Demo1234');
  const table = page.getByRole('main').getByRole('list', { name: 'Live tables' });
  await table
    .getByRole('button', { name: /^Join: / })
    .first()
    .click();
  await expect(page).toHaveURL(/\/game\?nodeId=\d+/);
  await expect(page.locator('iframe[title^="Game: "]')).toBeVisible();
});

test('sports books open on the seamless page', async ({ page }) => {
  await page.goto('/sports');
  await logInAs(page, 'demo', 'Demo1234');
  await tiles(page).first().getByRole('button').first().click();
  await expect(page).toHaveURL(/\/seamless\?nodeId=\d+/);
  await expect(page.locator('iframe[title^="Game: "]')).toBeVisible();
});

test('recent games and favourites need a login, then a real account', async ({ page }) => {
  await page.goto('/recent');
  const main = page.getByRole('main');
  await expect(main.getByText('Log in to see your recent games and favourites.')).toBeVisible();
  await main.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();

  // a trial (free demo) account gets the need-a-real-account warning
  await page.getByRole('dialog').getByRole('button', { name: 'Try it free (demo)' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log out' })).toBeVisible();
  await expect(main.getByText(/need a real account/)).toBeVisible();
  await main.getByRole('button', { name: 'About real accounts' }).click();
  await expect(page.getByRole('dialog', { name: 'Warning' })).toContainText('This feature is for real accounts only');
});

test('a real account stars a game and finds it among its favourites', async ({ page }) => {
  await page.goto('/fish');
  await logInAs(page, 'demo', 'Demo1234');
  // the 'all' list starts with the vendors' own items, which have no star
  const star = games(page)
    .getByRole('button', { name: /^Favourite: / })
    .nth(1);
  const name = ((await star.getAttribute('aria-label')) ?? '').replace('Favourite: ', '');
  await expect(star).toHaveAttribute('aria-pressed', 'false');
  await star.click();
  await expect(star).toHaveAttribute('aria-pressed', 'true');

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Hot' }).click();
  await expect(page).toHaveURL(/\/hot$/);
  await page.getByRole('navigation', { name: 'Game lists' }).getByRole('link', { name: 'Favourites' }).click();
  await expect(page).toHaveURL(/\/recent\?list=favorites$/);
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Favourites' })).toBeVisible();
  const favourite = tiles(page).filter({ hasText: name });
  await expect(favourite).toHaveCount(1);

  // taking the star off takes it out of the list (the server's list, also after a reload)
  await favourite.getByRole('button', { name: `Favourite: ${name}` }).click();
  await expect(favourite).toHaveCount(0);
  await page.reload();
  await expect(tiles(page).first()).toBeVisible();
  await expect(favourite).toHaveCount(0);
});

test('a failed game list says so and loads on retry', async ({ page }) => {
  let fail = true;
  await page.route('**/wps/relay/GCSGAME_gameList**', (route) => (fail ? route.abort() : route.continue()));
  await page.goto('/pvp');
  const main = page.getByRole('main');
  await expect(main.getByRole('alert')).toContainText('Something went wrong');
  fail = false;
  await main.getByRole('button', { name: 'Try again' }).click();
  await expect(tiles(page)).toHaveCount(20);
});

test('the hot list, and the game page with no game', async ({ page }) => {
  await page.goto('/hot');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Hot' })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Hot' })).toHaveAttribute('aria-current', 'page');
  await expect(tiles(page).first()).toBeVisible();

  await page.goto('/game');
  await expect(main.getByText('No game is open. Choose one in the games.')).toBeVisible();
  await main.getByRole('button', { name: 'Back to the games' }).click();
  await expect(page).toHaveURL(/\/hot$/);
});

test('the lobby in Thai', async ({ page }) => {
  await page.addInitScript(() => {
    localStorage.setItem('lang', 'TY');
    // the session's popup announcements were seen already (in Thai they have another name)
    sessionStorage.setItem('index_notice', '1');
  });
  await page.goto('/rng');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'สล็อต' })).toBeVisible();
  await expect(main.getByRole('tablist', { name: 'ห้องเกม' }).getByRole('tab', { name: 'ทั้งหมด' })).toBeVisible();
  await expect(main.getByRole('button', { name: 'โหลดเพิ่ม' })).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test('the lobby fits 360 px: two tiles a row and a strip that scrolls', async ({ page }) => {
    await page.addInitScript(() => sessionStorage.setItem('index_notice', '1'));
    await page.goto('/rng?page=TTG');
    await expect(tiles(page).first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    const [a, b] = [await tiles(page).nth(0).boundingBox(), await tiles(page).nth(1).boundingBox()];
    expect(a!.y).toBe(b!.y);
    await expect(page.getByRole('tab', { name: 'Top Trend Gaming' })).toBeInViewport();
  });
});
