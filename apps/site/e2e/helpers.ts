import { expect, type Page, type Response } from '@playwright/test';

export const SANDBOX_URL = `http://127.0.0.1:${process.env.E2E_SANDBOX_PORT ?? 18787}`;

/** Puts the sandbox in system status 0, 1 or 2 (a development-only route of the sandbox). */
export async function setSystemStatus(page: Page, systemStatus: 0 | 1 | 2) {
  const response = await page.request.put(`${SANDBOX_URL}/sandbox/system-status`, { data: { systemStatus } });
  expect(response.ok()).toBe(true);
}

export async function openLogin(page: Page) {
  // a prerendered page shows the button before the app's code has come: a tap then reaches no handler
  await page.locator('html[data-interactive]').waitFor({ state: 'attached' });
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

/** The consolidated answer a login fetches (spec §3), with the contract offers waiting for the member. */
const CONSOLIDATED_PATH = '/wps/member/info/funds/consolidated';
/** The login calls (v1 and v2). */
const LOGIN_PATH = /\/wps\/session\/login(\/v2)?$/;
/** How long the popup announcements, held back by the offers, may take to show once those are answered. */
const ANNOUNCEMENTS_AFTER_OFFERS_MS = 3000;
const OFFER_LISTS = ['dailysalreqtype', 'divtypereq', 'contracthoursalreq', 'realtimesalreqtype'] as const;

/**
 * Logs in and waits until the login popup has left the address: closing it is a Back step the browser runs later,
 * and a `page.goto` made before it lands is undone by it (ERR_ABORTED, or the new page's address goes back).
 */
export async function logInAndSettle(
  page: Page,
  username: string,
  password: string,
  { offers = 'answered' }: { offers?: 'answered' | 'left open' } = {},
) {
  const session = page.waitForResponse((response) => LOGIN_PATH.test(new URL(response.url()).pathname));
  const consolidated = page
    .waitForResponse((response) => response.url().includes(CONSOLIDATED_PATH), { timeout: 15_000 })
    .catch(() => null);
  const dialog = await logIn(page, username, password);
  // before any assertion: the fixture's handler answers the popup at the next one
  await offersShown(page, session, consolidated, offers);
  await expect(dialog).toBeHidden();
  // the member's header (on every width: on a phone logging out is in the account sheet)
  await expect(page.getByRole('banner').getByRole('group', { name: 'Balance' })).toBeVisible();
  await expect(page).not.toHaveURL(/[?&]overlay=login/);
}

/**
 * Spec §4: offers waiting for the member pop up after login, a moment after it. A test goes on once the popup is
 * there (the fixture's handler answers "Later" at the next action or assertion), so it never opens over the test's
 * next step. A trial account has no contracts: no call, nothing to wait for.
 */
async function offersShown(
  page: Page,
  session: Promise<Response>,
  consolidated: Promise<Response | null>,
  offers: 'answered' | 'left open',
) {
  const login = (await (await session).json()) as { value?: { isAgent?: string } | null };
  if (!login.value?.isAgent || login.value.isAgent === '4') return;
  const answer = await consolidated;
  if (!answer?.ok()) return;
  const value = ((await answer.json()) as { value?: Record<string, unknown[] | undefined> }).value ?? {};
  if (!OFFER_LISTS.some((list) => (value[list]?.length ?? 0) > 0)) return;
  await page.waitForURL(/[?&]overlay=contractOffers/);
  if (offers === 'left open') return;
  // the fixture's handler answers it "Later" while this waits; the popup announcements it held back show next
  await expect(page).not.toHaveURL(/[?&]overlay=contractOffers/);
  await page
    .getByRole('dialog', { name: /^(Announcements|ประกาศสำคัญ)$/ })
    .waitFor({ timeout: ANNOUNCEMENTS_AFTER_OFFERS_MS })
    .catch(() => undefined);
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
