import { expect, test } from './fixtures';
import { logInAndSettle, openAccountSheet } from './helpers';
import { minorIn, written } from './money';

// Spec §2 member centre (an overlay in the address) and its gate (spec §5/§6), on the phone of the suite.

test('a visitor who opens the member centre by its address gets the login popup instead', async ({ page }) => {
  await page.goto('/?overlay=memberCentre&mc=depositv2');
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: /Member centre|Deposit|My account/ })).toHaveCount(0);
});

test('a trial account cannot open the member centre from any entry point', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Try it free (demo)' }).click();
  const header = page.getByRole('banner');
  await expect(header.getByRole('group', { name: 'Balance' })).toBeVisible();

  const warning = page.getByRole('dialog', { name: 'Warning' });
  // on the phone the header's row has the deposit; the member centre and withdraw are in the account sheet
  const inSheet = (name: string) => async () => (await openAccountSheet(page)).getByRole('button', { name }).click();
  const entries = [
    inSheet('Member centre'),
    () => header.getByRole('button', { name: 'Deposit' }).click(),
    inSheet('Withdraw'),
  ];
  for (const choose of entries) {
    await choose();
    await expect(warning).toContainText('This feature is for real accounts only');
    await expect(page.getByRole('dialog', { name: /Member centre|My account/ })).toHaveCount(0);
    await warning.getByRole('button', { name: 'Close' }).click();
    await expect(warning).toBeHidden();
  }
  // nor from the phone's menu
  await header.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Deposit' }).click();
  await expect(warning).toContainText('This feature is for real accounts only');
  await expect(page.getByRole('dialog', { name: /Member centre|Deposit/ })).toHaveCount(0);
  await warning.getByRole('button', { name: 'Close' }).click();
  await expect(warning).toBeHidden();
  // nor by the address
  await page.goto('/?overlay=memberCentre');
  await expect(warning).toBeVisible();
});

/** The calls a member-centre page may make when it opens (issue 11: at most 3). */
const CALLS_PER_PAGE = 3;
/**
 * The frame's own polls run whatever page is open: the header's cashier news and unread messages. They are not the
 * page's calls.
 */
const FRAME_POLLS = /MCSFE_getCashierNotifications|MCSFE_getUnreadMessageCount/;
/** How long the network must stay quiet before a page is counted (the menu's counts load with the centre). */
const QUIET_MS = 500;

test('each member-centre page opens with at most 3 calls', async ({ page }) => {
  test.setTimeout(120_000); // twenty-odd pages, each opened and left
  await page.goto('/');
  await logInAndSettle(page, 'demo', 'Demo1234');
  const calls: string[] = [];
  let pending = 0;
  let lastChange = Date.now();
  const isCall = (url: string) => {
    const { pathname } = new URL(url);
    return /^\/(wps|lgw|lotto)\//.test(pathname) && !FRAME_POLLS.test(pathname);
  };
  page.on('request', (request) => {
    if (!isCall(request.url())) return;
    calls.push(new URL(request.url()).pathname);
    pending += 1;
    lastChange = Date.now();
  });
  const ended = (request: { url: () => string }) => {
    if (!isCall(request.url())) return;
    pending -= 1;
    lastChange = Date.now();
  };
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  /** Until no call has been open for QUIET_MS. */
  const quiet = () =>
    expect.poll(() => pending === 0 && Date.now() - lastChange >= QUIET_MS, { intervals: [100] }).toBe(true);

  // on the phone the member centre is in the account sheet
  await (await openAccountSheet(page)).getByRole('button', { name: 'Member centre' }).click();
  const menu = page.getByRole('dialog', { name: 'Member centre' });
  const pages = menu.getByRole('navigation', { name: 'Member centre pages' }).getByRole('button');
  await expect(pages.first()).toBeVisible();
  const count = await pages.count();
  expect(count).toBeGreaterThanOrEqual(5);
  for (let i = 0; i < count; i++) {
    // the item's label, without the red count some items carry
    const name = (await pages.nth(i).locator('span').first().innerText()).trim();
    await quiet();
    calls.length = 0;
    await pages.nth(i).click();
    const centrePage = page.getByRole('dialog', { name });
    // the page has its data (or its message): no status says it is still loading
    await expect(centrePage.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(centrePage.getByRole('status').filter({ hasText: /Loading/ })).toHaveCount(0);
    await quiet(); // anything the page asks for after its first answers
    expect(calls.length, `${name}: ${calls.join(', ')}`).toBeLessThanOrEqual(CALLS_PER_PAGE);
    await centrePage.getByRole('button', { name: 'Back to the pages' }).click();
    await expect(menu).toBeVisible();
  }
});

test('a member moves through the centre by its menu; Back walks the pages, then closes it', async ({ page }) => {
  await page.goto('/promotions');
  await logInAndSettle(page, 'demo', 'Demo1234');

  await (await openAccountSheet(page)).getByRole('button', { name: 'Member centre' }).click();
  const menu = page.getByRole('dialog', { name: 'Member centre' });
  await expect(menu.getByRole('navigation', { name: 'Member centre pages' })).toBeVisible();
  await expect(page).toHaveURL(/overlay=memberCentre/);

  await menu.getByRole('button', { name: 'My account' }).click();
  const account = page.getByRole('dialog', { name: 'My account' });
  await expect(account).toContainText('demo');
  await expect(page).toHaveURL(/mc=securityCenter/);

  // a reload keeps the page open
  await page.reload();
  await expect(account).toContainText('demo');

  // the phone's back arrow leads to the menu
  await account.getByRole('button', { name: 'Back to the pages' }).click();
  await expect(menu).toBeVisible();
  await page.goBack();
  await expect(account).toBeVisible();
  await page.goBack();
  await expect(menu).toBeVisible();
  await menu.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).toHaveURL(/\/promotions$/);
});

test('a member moves 100 to a game wallet on the wallet page, then recalls everything to the main wallet', async ({
  page,
}) => {
  await page.goto('/');
  await logInAndSettle(page, 'demo', 'Demo1234');

  await page.goto('/?overlay=memberCentre&mc=transferFund');
  const wallet = page.getByRole('dialog', { name: 'Wallet' });
  const rows = wallet.getByRole('list', { name: 'Wallets' }).getByRole('listitem');
  const row = (name: string) => rows.filter({ hasText: name });
  await expect(row('Main wallet')).toContainText('THB');
  const mainBefore = minorIn(await row('Main wallet').textContent());
  const gameBefore = minorIn(await row('AG Live').textContent());

  await wallet.getByRole('combobox', { name: 'From' }).selectOption('MAIN');
  await wallet.getByRole('combobox', { name: 'To' }).selectOption('AG');
  await wallet.getByRole('textbox', { name: 'Amount' }).fill('100');
  await wallet.getByRole('button', { name: 'Transfer', exact: true }).click();

  await expect(wallet.getByRole('status')).toContainText('THB 100.00 transferred');
  await expect(row('Main wallet')).toContainText(written(mainBefore - 10000n));
  await expect(row('AG Live')).toContainText(written(gameBefore + 10000n));
  await expect(wallet.getByRole('textbox', { name: 'Amount' })).toHaveValue('');

  // more than the source holds: the rule's message beside the field, nothing sent, what was typed kept
  await wallet.getByRole('combobox', { name: 'From' }).selectOption('AG');
  await wallet.getByRole('combobox', { name: 'To' }).selectOption('MAIN');
  await wallet.getByRole('textbox', { name: 'Amount' }).fill('999999999');
  await wallet.getByRole('button', { name: 'Transfer', exact: true }).click();
  await expect(wallet.getByRole('textbox', { name: 'Amount' })).toHaveAccessibleDescription(
    /More than this wallet holds/,
  );
  await expect(wallet.getByRole('textbox', { name: 'Amount' })).toHaveValue('999999999');

  await wallet.getByRole('button', { name: 'Move all to the main wallet' }).click();
  await expect(wallet.getByRole('status')).toContainText('moved back to the main wallet');
  await expect(row('AG Live')).toContainText(/THB\s0\.00$/);
  await expect(row('Main wallet')).not.toContainText(written(mainBefore - 10000n));
});

test('a member sends money to their upline with the funds password', async ({ page }) => {
  await page.goto('/');
  await logInAndSettle(page, 'demo', 'Demo1234');

  await page.goto('/?overlay=memberCentre&mc=transferUpline');
  const upline = page.getByRole('dialog', { name: 'Transfer to upline' });
  await expect(upline).toContainText('agent');
  const summary = upline.getByText('Main wallet').locator('..');
  await expect(summary).toContainText('THB');
  const before = minorIn(await summary.textContent());

  const amount = upline.getByRole('textbox', { name: 'Amount' });
  const password = upline.getByLabel(/^Funds password/).first();
  await amount.fill('50');
  await password.fill('wrong-password');
  await upline.getByRole('button', { name: 'Transfer to upline' }).click();
  await expect(upline.getByRole('alert')).toBeVisible();
  await expect(amount).toHaveValue('50');

  await password.fill('Funds1234');
  await upline.getByRole('button', { name: 'Transfer to upline' }).click();
  await expect(upline.getByRole('status')).toContainText('THB 50.00 sent to agent');
  await expect(summary).toContainText(written(before - 5000n));
  await expect(amount).toHaveValue('');
});
