import { expect, test } from './fixtures';
import { MEKONG_URL } from './helpers';

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
      // /login opens the login popup, which is in the address
      await expect(page).toHaveURL(`${MEKONG_URL}/login?overlay=login`);
    }
    // spec §2: these stay open without a session
    for (const path of ['/register', '/register.html', '/helpmc', '/download']) {
      await page.goto(MEKONG_URL + path);
      await expect(page).toHaveURL(MEKONG_URL + path);
    }
    await page.goto(`${MEKONG_URL}/promotions`);
    await expect(page).toHaveURL(`${MEKONG_URL}/login?overlay=login`);
    const dialog = page.getByRole('dialog', { name: 'Log in' });
    await dialog.getByRole('textbox', { name: /^Username/ }).fill('demo');
    await dialog.getByRole('textbox', { name: /^Password/ }).fill('Demo1234');
    await dialog.getByRole('button', { name: 'Log in' }).click();
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
