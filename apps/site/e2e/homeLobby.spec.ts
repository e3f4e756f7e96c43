import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { logInAndSettle, SANDBOX_URL } from './helpers';

// The home lobby (spec §2) on a 360 px phone against a fresh sandbox: every block with the sandbox's data, a hot game
// launched from it, and an open result that changes after a draw (spec §4 open-result refresh).
test.use({ viewport: { width: 360, height: 740 } });

const main = (page: Page) => page.getByRole('main');
const block = (page: Page, name: string) => main(page).getByRole('region', { name, exact: true });

/** A fast lottery of the sandbox (it draws every minute) and its gameId. */
const FAST_LOTTERY = 'Lotto 1 minute';
const FAST_LOTTERY_ID = 191;

test('a visitor sees every home block with the sandbox data, without sideways scroll', async ({ page }) => {
  await page.goto('/');
  const games = block(page, 'Games for you');
  await expect(games.getByRole('list', { name: 'Hot' }).getByRole('listitem').first()).toBeVisible();
  // a visitor has the hot games only
  await expect(games.getByRole('tablist')).toHaveCount(0);

  const numbers = block(page, 'Popular numbers').getByRole('list', { name: 'Popular numbers' });
  await expect(numbers.getByRole('listitem').first()).toContainText(/Bets: [\d,]+/);
  // spec §9: popular count 20
  expect(await numbers.getByRole('listitem').count()).toBeLessThanOrEqual(20);

  const results = block(page, 'Open results');
  const lottery = results.getByRole('combobox', { name: 'Lottery' });
  await expect(lottery).toBeVisible();
  await lottery.selectOption({ label: FAST_LOTTERY });
  const list = results.getByRole('region', { name: `Results of ${FAST_LOTTERY}` });
  // spec §9 and §5: up to 100 draws, each number of at most 6 digits
  await expect(list.getByRole('listitem').first()).toContainText(/^Draw \d{8}-\d{4}/);
  const count = await list.getByRole('listitem').count();
  expect(count).toBeGreaterThan(1);
  expect(count).toBeLessThanOrEqual(100);
  for (const text of await list.getByRole('listitem').first().locator('[aria-hidden="true"]').allTextContents()) {
    expect(text).toMatch(/^\d{1,6}$/);
  }

  const missions = block(page, 'Missions');
  await expect(missions.getByRole('listitem').first()).toContainText('Log in to join');
  await expect(
    block(page, 'Leaderboard').getByRole('list', { name: 'Leaderboard' }).getByRole('listitem').first(),
  ).toContainText(/^No\. 1/);

  const winners = block(page, 'Big winners');
  await expect(winners.getByRole('region', { name: 'Latest wins' }).getByRole('listitem').first()).toContainText(/won/);

  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});

test('a block far below the screen is not drawn until the player scrolls near it', async ({ page }) => {
  await page.goto('/');
  const wins = block(page, 'Big winners').getByRole('region', { name: 'Latest wins' });
  await expect(wins.getByRole('listitem').first()).toContainText(/won/);
  // content-visibility: what a block holds is skipped off screen, so a whole-page style recalculation (a popup's
  // scroll lock sets an inherited property on <body>) costs what is on screen only
  const drawn = () => wins.evaluate((element) => element.checkVisibility({ contentVisibilityAuto: true }));
  expect(await drawn()).toBe(false);
  await wins.scrollIntoViewIfNeeded();
  await expect.poll(drawn).toBe(true);
  await expect(wins).toBeInViewport();
});

test('the winner board scrolls while on screen and stops for reduced motion', async ({ page }) => {
  await page.goto('/');
  const board = block(page, 'Big winners').getByRole('region', { name: 'Latest wins' });
  await board.scrollIntoViewIfNeeded();
  await expect(board).toHaveAttribute('data-moving', '');
  // off screen it stops
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(board).not.toHaveAttribute('data-moving', '');

  await page.emulateMedia({ reducedMotion: 'reduce' });
  await board.scrollIntoViewIfNeeded();
  await expect(board).not.toHaveAttribute('data-moving', '');
  await expect(block(page, 'Big winners').getByRole('button', { name: 'Stop scrolling' })).toHaveCount(0);
});

test('a logged-in player has favourites and recent games, and launches a hot game from home', async ({ page }) => {
  await page.goto('/');
  await logInAndSettle(page, 'demo', 'Demo1234');
  const popup = page.getByRole('dialog', { name: 'Announcements' });
  await popup
    .getByRole('button', { name: 'Got it' })
    .click({ timeout: 5000 })
    .catch(() => undefined);
  const games = block(page, 'Games for you');
  const tabs = games.getByRole('tablist', { name: 'Game lists' });
  await expect(tabs.getByRole('tab')).toHaveText(['Hot', 'Favourites', 'Recent']);
  await expect(block(page, 'Missions').getByText(/^Your points: /)).toBeVisible();
  await tabs.getByRole('tab', { name: 'Recent' }).click();
  await expect(
    games.getByRole('list', { name: 'Recent' }).or(games.getByText('You have not played any games yet.')),
  ).toBeVisible();
  await tabs.getByRole('tab', { name: 'Hot' }).click();

  const tile = games.getByRole('list', { name: 'Hot' }).getByRole('listitem').first().getByRole('button').first();
  const label = (await tile.textContent()) ?? '';
  await tile.click();
  // the hot list's first game opens on the game page under the header and is launched there
  await expect(page).toHaveURL(/\/game\?/);
  const name = new URL(page.url()).searchParams.get('name') ?? '';
  expect(name).not.toBe('');
  expect(label).toContain(name);
  await expect(page.locator(`iframe[title="Game: ${name}"]`)).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('iframeUrl'))).toMatch(/\/sandbox\/launch\/game\?ticket=/);
});

test('an open result changes after a draw', async ({ page }) => {
  test.setTimeout(75_000);
  await page.goto('/');
  const results = block(page, 'Open results');
  await results.getByRole('combobox', { name: 'Lottery' }).selectOption({ label: FAST_LOTTERY });
  const latest = results
    .getByRole('region', { name: `Results of ${FAST_LOTTERY}` })
    .getByRole('listitem')
    .first()
    .getByText(/^Draw /);
  await expect(latest).toBeVisible();
  const before = (await latest.textContent()) ?? '';
  // the sandbox runs the lottery's open draw now (a development route)
  const response = await page.request.post(`${SANDBOX_URL}/sandbox/lottery/draw`, {
    data: { gameId: FAST_LOTTERY_ID },
  });
  expect(response.ok()).toBe(true);
  const { numero } = ((await response.json()) as { value: { numero: string } }).value;
  expect(before).not.toContain(numero);
  // the open-result refresh (spec §4) asks again when the nearest draw is due, at most 30000 ms later
  await expect(latest).toHaveText(new RegExp(`^Draw ${numero}`), { timeout: 40_000 });
});
