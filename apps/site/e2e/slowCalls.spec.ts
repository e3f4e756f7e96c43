// Issue 12: every call the player depends on ends, within a stated time, in data or a message with a retry; a
// secondary block whose call fails says so in its place instead of vanishing. Playwright's page.route holds a call
// (longer than the bound) or fails it; the retry, with the route removed, brings the data.
import { expect, test } from './fixtures';
import { logInAndSettle } from './helpers';
import { CALL_SETTLES_WITHIN_MS, REQUEST_TIMEOUT_MS } from '../../../packages/api/src/constants';

// a wide screen: the navigation row's links and the left bar show
test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false });

const LOTTERY_LIST = /\/lgw\/vn\/games\/game_menu(\?|$)/;
const LOTTERY_TYPES = /\/lgw\/games\/game_menus(\?|$)/;
const BALANCE = /\/wps\/v2\/wallets\/balance(\?|$)/;
const ANNOUNCEMENTS = /\/wps\/relay\/MCSFE_getListAnnouncements(\?|$)/;
const GAME_CATEGORIES = /\/wps\/relay\/GCSGAME_getVassGameType(\?|$)/;

/** The client's message for a call that timed out, and for one that failed on the way (errors namespace). */
const TIMED_OUT = 'The page took longer to load, check your network';
const FAILED = 'Network link is abnormal, please try again';

test('a silent lottery list and balance end in a message with a retry within the bound; the retry brings them', async ({
  page,
}) => {
  test.setTimeout(CALL_SETTLES_WITHIN_MS + 40_000);
  // never answered: only the client's timeout ends them
  await page.route(LOTTERY_LIST, () => undefined);
  await page.route(BALANCE, () => undefined);
  await page.goto('/');
  await logInAndSettle(page, 'demo', 'Demo1234');
  await page.goto('/lottery');
  const started = Date.now();
  const main = page.getByRole('main');
  await expect(main.getByText('Loading lotteries…')).toBeVisible();
  // the lottery page hides the bars until asked: the header with the balance
  await main.getByRole('button', { name: 'Show the menu' }).click();
  const chip = page.getByRole('banner').getByRole('group', { name: 'Balance' });
  await expect(chip).toContainText('Refreshing…');

  const failure = main.getByRole('alert');
  await expect(failure).toContainText(TIMED_OUT, { timeout: CALL_SETTLES_WITHIN_MS });
  await expect(chip).toContainText('Not loaded', { timeout: CALL_SETTLES_WITHIN_MS });
  // a silent server is reported after the client's timeout: a timed-out call is not retried
  expect(Date.now() - started).toBeLessThan(REQUEST_TIMEOUT_MS + 5000);
  await expect(main.getByText('Loading lotteries…')).toBeHidden();

  await page.unroute(LOTTERY_LIST);
  await page.unroute(BALANCE);
  await failure.getByRole('button', { name: 'Try again' }).click();
  await expect(main.getByRole('list', { name: 'Lotteries' }).getByRole('listitem').first()).toBeVisible();
  await chip.getByRole('button', { name: 'Refresh balance' }).click();
  await expect(chip).toContainText(/\d{1,3}(,\d{3})*\.\d{2}/);
  await expect(chip).not.toContainText('Not loaded');
});

test('failed announcements: the banners and the notices say so with a retry; the retry brings them', async ({
  page,
}) => {
  await page.addInitScript(() => sessionStorage.setItem('index_notice', '1'));
  await page.route(ANNOUNCEMENTS, (route) => route.abort());
  await page.goto('/');
  const banners = page.getByRole('alert').filter({ hasText: 'The banners could not be loaded.' });
  await expect(banners).toContainText(FAILED);

  const side = page.getByRole('navigation', { name: 'Side menu' });
  await side.getByRole('button', { name: 'Customer service' }).click();
  await side.getByRole('button', { name: 'Announcements' }).click();
  const notices = page.getByRole('dialog', { name: 'Notices' });
  await expect(notices.getByRole('alert')).toHaveText('The notices could not be loaded.');

  await page.unroute(ANNOUNCEMENTS);
  await notices.getByRole('button', { name: 'Try again' }).click();
  await expect(notices.getByRole('list', { name: 'Notice list' }).getByRole('button').first()).toBeVisible();
  await notices.getByRole('button', { name: 'Close' }).first().click();
  // the banners share the answer
  await expect(banners).toBeHidden();
  await expect(page.getByRole('region', { name: 'Banners' })).toBeVisible();
});

test('failed game categories: the navigation row says so with a retry; the retry brings the games', async ({
  page,
}) => {
  await page.route(GAME_CATEGORIES, (route) => route.abort());
  await page.goto('/');
  const failure = page.getByRole('banner').getByRole('alert');
  await expect(failure).toContainText('The games menu could not be loaded.');
  await expect(failure).toContainText(FAILED);

  await page.unroute(GAME_CATEGORIES);
  await failure.getByRole('button', { name: 'Try again' }).click();
  await expect(failure).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Slots' })).toBeVisible();
});

test('failed lottery types: the lobby says so in their row with a retry; the retry brings them', async ({ page }) => {
  await page.route(LOTTERY_TYPES, (route) => route.abort());
  await page.goto('/lottery');
  const main = page.getByRole('main');
  const failure = main.getByRole('alert');
  await expect(failure).toContainText('The lottery types could not be loaded.');
  // the lotteries themselves are there
  await expect(main.getByRole('list', { name: 'Lotteries' }).getByRole('listitem').first()).toBeVisible();

  await page.unroute(LOTTERY_TYPES);
  await failure.getByRole('button', { name: 'Try again' }).click();
  await expect(failure).toBeHidden();
  await expect(main.getByRole('group', { name: 'Lottery types' })).toBeVisible();
});
