import { expect, type Page } from '@playwright/test';

export const SANDBOX_URL = `http://127.0.0.1:${process.env.E2E_SANDBOX_PORT ?? 18787}`;

/** Puts the sandbox in system status 0, 1 or 2 (a development-only route of the sandbox). */
export async function setSystemStatus(page: Page, systemStatus: 0 | 1 | 2) {
  const response = await page.request.put(`${SANDBOX_URL}/sandbox/system-status`, { data: { systemStatus } });
  expect(response.ok()).toBe(true);
}

export async function openLogin(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await expect(dialog).toBeVisible();
  return dialog;
}

export async function logIn(page: Page, username: string, password: string) {
  const dialog = await openLogin(page);
  await dialog.getByRole('textbox', { name: /^Username/ }).fill(username);
  await dialog.getByRole('textbox', { name: /^Password/ }).fill(password);
  await dialog.getByRole('button', { name: 'Log in' }).click();
  return dialog;
}

/**
 * Logs in and waits until the login popup has left the address: closing it is a Back step the browser runs later,
 * and a `page.goto` made before it lands is undone by it (ERR_ABORTED, or the new page's address goes back).
 */
export async function logInAndSettle(page: Page, username: string, password: string) {
  const dialog = await logIn(page, username, password);
  await expect(dialog).toBeHidden();
  // the member's header (on every width: on a phone logging out is in the account sheet)
  await expect(page.getByRole('banner').getByRole('group', { name: 'Balance' })).toBeVisible();
  await expect(page).not.toHaveURL(/[?&]overlay=login/);
}

/**
 * On a phone (below 600px) the header keeps one row: logging out, the member centre, withdrawing and customer service
 * are in the account sheet its account button opens. Returns the sheet.
 */
export async function openAccountSheet(page: Page) {
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Account: / })
    .click();
  const sheet = page.getByRole('dialog', { name: /^Account: / });
  await expect(sheet).toBeVisible();
  return sheet;
}

/** Logs out from a phone's header (the account sheet), confirming. */
export async function logOutOnPhone(page: Page) {
  const sheet = await openAccountSheet(page);
  await sheet.getByRole('button', { name: 'Log out' }).click();
  await page.getByRole('dialog', { name: 'Log out' }).getByRole('button', { name: 'Log out' }).click();
}

/** The third merchant's site (mekong: a login before any page, the device's theme), served beside the default one. */
export const MEKONG_URL = `https://127.0.0.1:${Number(process.env.E2E_SITE_PORT ?? 18080) + 1}`;

/** The default merchant built for a sub-path (VITE_BASE_PATH=/play/ into dist-play, made by `npm test`). */
export const SUB_PATH_URL = `https://127.0.0.1:${Number(process.env.E2E_SITE_PORT ?? 18080) + 2}`;

/** Opens the left bar's speed test (under customer service, on a wide screen): the side menu, the dialog, its rows. */
export async function openSpeedTest(page: Page) {
  const side = page.getByRole('navigation', { name: 'Side menu' });
  await side.getByRole('button', { name: 'Customer service' }).click();
  await side.getByRole('button', { name: 'Speed test' }).click();
  const dialog = page.getByRole('dialog', { name: 'Speed test' });
  const rows = dialog.getByRole('list', { name: 'Site addresses' }).getByRole('listitem');
  return { side, dialog, rows };
}

/**
 * Flips a switch in the sandbox's back office (PUT /sandbox/switches/:name): a settings-tree node, a whitelabel flag
 * or a registration setting; `null` stops sending a flag (the site keeps its merchant's value again). The site reads
 * it on its next load. Tests that flip one put it back: they share one sandbox.
 */
export async function flipSwitch(page: Page, name: string, enabled: boolean | null) {
  const response = await page.request.put(`${SANDBOX_URL}/sandbox/switches/${name}`, { data: { enabled } });
  expect(response.ok()).toBe(true);
}
