import { expect, test } from './fixtures';
import { logIn, MEKONG_URL } from './helpers';

// The mekong merchant was added as a folder only (README, Adding a merchant); its build turns on
// loginedToHomePage and follows the device's theme.
test.describe('a merchant that asks for a login first (mekong)', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      localStorage.setItem('lang', 'EN');
      sessionStorage.setItem('index_notice', '1');
    });
  });

  test('any page but the open ones goes to /login without a session; after the login it opens', async ({ page }) => {
    for (const path of ['/', '/promotions', '/rng?page=PT', '/pointMall']) {
      await page.goto(MEKONG_URL + path);
      await expect(page).toHaveURL(`${MEKONG_URL}/login`);
    }
    // spec §2: these stay open without a session
    for (const path of ['/register', '/register.html', '/helpmc', '/download']) {
      await page.goto(MEKONG_URL + path);
      await expect(page).toHaveURL(MEKONG_URL + path);
    }
    await page.goto(`${MEKONG_URL}/promotions`);
    await expect(page).toHaveURL(`${MEKONG_URL}/login`);
    const dialog = await logIn(page, 'demo', 'Demo1234');
    await expect(dialog).toBeHidden();
    await page.goto(`${MEKONG_URL}/promotions`);
    await expect(page).toHaveURL(`${MEKONG_URL}/promotions`);
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Promotions' })).toBeVisible();
  });

  test('its own theme, following the device: light, then dark', async ({ page }) => {
    const headerColour = async () =>
      page.getByRole('banner').evaluate((header) => getComputedStyle(header).backgroundColor);
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto(`${MEKONG_URL}/register`);
    await expect(page.getByRole('banner')).toBeVisible();
    expect(await headerColour()).toBe('rgb(122, 20, 38)'); // tokens.light.color.headerBackground #7A1426
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.reload();
    await expect(page.getByRole('banner')).toBeVisible();
    expect(await headerColour()).toBe('rgb(36, 14, 18)'); // tokens.dark.color.headerBackground #240E12
  });
});
