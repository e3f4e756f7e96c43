// Spec §6: the feature toggles come from the server's settings tree and whitelabel flags, read at boot. A switch
// flipped in the sandbox's back office (PUT /sandbox/switches/:name) changes the site on its next load. Each test
// puts the switch back: the tests share one sandbox.
import { expect, test } from './fixtures';
import { flipSwitch as flip, logInAndSettle, openLogin } from './helpers';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    localStorage.setItem('lang', 'EN');
    sessionStorage.setItem('index_notice', '1');
  });
});

test('free play turned off in the settings tree leaves the login popup on the next load, and comes back', async ({
  page,
}) => {
  const freePlay = (dialog: Awaited<ReturnType<typeof openLogin>>) =>
    dialog.getByRole('button', { name: 'Try it free (demo)' });
  await page.goto('/');
  await expect(freePlay(await openLogin(page))).toBeVisible();
  try {
    await flip(page, 'LOGIN_FREE_PLAY', false);
    await page.goto('/');
    const dialog = await openLogin(page);
    await expect(dialog.getByRole('button', { name: 'Log in' })).toBeVisible();
    await expect(freePlay(dialog)).toHaveCount(0);
  } finally {
    await flip(page, 'LOGIN_FREE_PLAY', true);
  }
  await page.goto('/');
  await expect(freePlay(await openLogin(page))).toBeVisible();
});

test('the site setting loginedToHomePage (a whitelabel flag) sends visitors to /login, over the merchant’s value', async ({
  page,
}) => {
  await page.goto('/promotions');
  await expect(page).toHaveURL(/\/promotions$/);
  try {
    await flip(page, 'loginedToHomePage', true);
    await page.goto('/promotions');
    await expect(page).toHaveURL(/\/login\?overlay=login$/);
  } finally {
    await flip(page, 'loginedToHomePage', null);
  }
  await page.goto('/promotions');
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Promotions' })).toBeVisible();
});

test('a login writes the session keys of spec §3: customerId, memberLabel, consolidated, enableSalary, enableContract', async ({
  page,
}) => {
  await page.goto('/');
  await logInAndSettle(page, 'demo', 'Demo1234');
  await expect
    .poll(() => page.evaluate(() => sessionStorage.getItem('consolidated')), { timeout: 10_000 })
    .not.toBeNull();
  const keys = await page.evaluate(() =>
    Object.fromEntries(
      ['customerId', 'memberLabel', 'consolidated', 'enableSalary', 'enableContract'].map((key) => [
        key,
        sessionStorage.getItem(key),
      ]),
    ),
  );
  expect(keys.customerId).toMatch(/^\d+$/);
  expect(['true', 'false']).toContain(keys.enableSalary);
  expect(['true', 'false']).toContain(keys.enableContract);
  const consolidated = JSON.parse(keys.consolidated!) as { enableSalary: boolean; enableContract: boolean };
  expect(String(consolidated.enableSalary)).toBe(keys.enableSalary);
  expect(String(consolidated.enableContract)).toBe(keys.enableContract);
  if (keys.memberLabel) expect(JSON.parse(keys.memberLabel)).toHaveProperty('labelName');
});

test('the change-password options decide how a password is reset: mail off leaves the phone, both off leads to customer service', async ({
  page,
}) => {
  const openForgot = async () => {
    await page.goto('/');
    const login = await openLogin(page);
    await login.getByRole('button', { name: 'Forgot password?' }).click();
  };
  try {
    await flip(page, 'PASSWORD_CHANGE_MAIL', false);
    await openForgot();
    const forgot = page.getByRole('dialog', { name: 'Forgot password' });
    await expect(forgot.getByRole('textbox', { name: /^Mobile number/ })).toBeVisible();
    await expect(forgot.getByRole('tab', { name: 'Email' })).toHaveCount(0);
    await expect(forgot.getByRole('textbox', { name: /^Email/ })).toHaveCount(0);

    await flip(page, 'PASSWORD_CHANGE_VERIFICATION', false);
    await openForgot();
    const notice = page.getByRole('dialog').filter({ hasText: 'Resetting a password online is not offered here.' });
    await expect(notice).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Forgot password' })).toHaveCount(0);
    await expect(notice.getByRole('button', { name: 'Contact customer service' })).toBeVisible();
  } finally {
    await flip(page, 'PASSWORD_CHANGE_MAIL', true);
    await flip(page, 'PASSWORD_CHANGE_VERIFICATION', true);
  }
});
