import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { logInAndSettle } from './helpers';

// The spec's loose ends (issue 13): the bingo category, the popup game list of a vendor, the left bar's chat colour,
// the marketing figures in the copy and the lottery lobby's rules, on a fresh sandbox and the built site.
test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false });

const games = (page: Page) => page.getByRole('main').getByRole('list', { name: 'Games' });

test('the bingo category is in the navigation of a merchant offering Thai (spec §2)', async ({ page }) => {
  await page.goto('/');
  const bingo = page.getByRole('banner').getByRole('link', { name: 'Bingo' });
  await expect(bingo).toBeVisible();
  await expect(bingo).toHaveAttribute('href', '/lottery');
});

test('a whole vendor (VASSALAGE) opens the popup list of its games, not a lobby tab (spec §4)', async ({ page }) => {
  // the category's list shows the vendors' own items first
  await page.goto('/live');
  const vendorItem = games(page).getByRole('listitem').filter({ hasText: 'All games' }).first();
  await expect(vendorItem).toBeVisible();
  const before = page.url();
  await vendorItem.getByRole('button').first().click();
  const popup = page.getByRole('dialog', { name: /^Games of / });
  await expect(popup).toBeVisible();
  await expect(page).toHaveURL(/[?&]overlay=vendorGames/);
  expect(page.url().split('?')[0]).toBe(before.split('?')[0]);
  const listed = popup.getByRole('listitem');
  await expect(listed.first()).toBeVisible();
  // a game of the list needs a login first (spec §4): the login popup takes the list's place
  await listed.first().getByRole('button').click();
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
  await expect(popup).toBeHidden();
});

test("the left bar's in-site chat has the header colour #ff947a, the chat button the default #6142bf (spec §9)", async ({
  page,
}) => {
  await page.goto('/');
  await logInAndSettle(page, 'demo', 'Demo1234');
  const side = page.getByRole('navigation', { name: 'Side menu' });
  await side.getByRole('button', { name: 'Customer service' }).click();
  await side.getByRole('button', { name: 'In-site chat' }).click();
  const header = page.frameLocator('iframe[title="Chat with customer service"]').locator('header');
  await expect(header).toHaveCSS('background-color', 'rgb(255, 148, 122)');
  await page.getByRole('button', { name: 'Hide the chat' }).click();
  // the chat's own button opens it with the default colour
  await page.getByRole('button', { name: /^Chat/ }).last().click();
  await expect(header).toHaveCSS('background-color', 'rgb(97, 66, 191)');
});

test('the marketing figures of spec §1: register title, app download and live casino', async ({ page }) => {
  await page.goto('/register');
  await expect(page.getByText('New members get a 1000 THB promotional bonus.')).toBeVisible();
  await page.goto('/down');
  await expect(page.getByText(/5 baht bonus: withdrawable after 1 times turnover/)).toBeVisible();
  await page.goto('/live');
  await expect(page.getByRole('main').getByText(/bets of up to 200,000 per stick/)).toBeVisible();
});

test('the lottery lobby: a tag clears the search, a list type hides the tags, favourites need a login', async ({
  page,
}) => {
  await page.goto('/lottery');
  const main = page.getByRole('main');
  const lotteries = main.getByRole('list', { name: 'Lotteries' });
  await expect(lotteries.getByRole('listitem').first()).toBeVisible();
  const search = main.getByRole('searchbox', { name: 'Search lotteries' });
  await search.fill('zzzz-no-such-lottery');
  await expect(main.getByRole('status')).toContainText('No lottery matches.');
  const types = main.getByRole('group', { name: 'Lottery types' });
  await types.getByRole('button').nth(1).click();
  // spec §4: a type tag clears the search (and the day and the list type)
  await expect(search).toHaveValue('');
  await expect(lotteries.getByRole('listitem').first()).toBeVisible();
  const lists = main.getByRole('group', { name: 'Lists' });
  await lists.getByRole('button', { name: 'Hot' }).click();
  await expect(lists.getByRole('button', { name: 'Hot' })).toHaveAttribute('aria-pressed', 'true');
  await expect(types).toBeHidden();
  await lists.getByRole('button', { name: 'Favourites' }).click();
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
});

test('a vendor that refuses frames plays in a window opened inside the click (popup-blocker safe)', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await logInAndSettle(page, 'demo', 'Demo1234');
  await page.goto('/cockfight?page=SV388');
  const tile = games(page).getByRole('listitem').filter({ hasText: 'SV388' }).first();
  await expect(tile).toBeVisible();
  const opened = context.waitForEvent('page');
  await tile.getByRole('button').first().click();
  const gameWindow = await opened;
  // the window gets the launch address; the site stays where it was
  await expect.poll(() => gameWindow.url()).toMatch(/^https?:\/\/[^/]+\/sandbox\/launch\//);
  await expect(page).toHaveURL(/\/cockfight\?page=SV388$/);
});
