import { expect, test } from './fixtures';
import { logInAndSettle } from './helpers';

// Issue 14: the member centre's records against the sandbox's seeded play of the demo member, on the suite's phone.

/** Today in the merchant's time zone (yyyy-mm-dd), and `days` before it. */
function bangkokDate(daysBefore = 0): string {
  const at = new Date(Date.now() - daysBefore * 24 * 60 * 60_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Bangkok' }).format(at);
}

test('the betting record: category, range, pages, a reload, an order-number search and its copy', async ({
  page,
  context,
}) => {
  test.setTimeout(60_000); // eight steps against the seeded history, each a call
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/');
  await logInAndSettle(page, 'demo', 'Demo1234');
  await page.goto('/?overlay=memberCentre&mc=personalHistoryCopy');
  const record = page.getByRole('region', { name: 'Betting record' }).last();
  await expect(record).toBeVisible();
  await expect(record.getByRole('tab', { name: 'Sports', exact: true })).toHaveAttribute('aria-selected', 'true');
  await expect(record.getByRole('button', { name: 'Today' })).toHaveAttribute('aria-pressed', 'true');

  await record.getByRole('tab', { name: 'Slots' }).click();
  await expect(page).toHaveURL(/[?&]mc\.cat=RNG/);
  await record.getByRole('button', { name: 'Previous 7 days' }).click();
  await expect(page).toHaveURL(/[?&]mc\.range=last7/);
  const table = record.getByRole('table', { name: 'Slots bets' });
  await expect(table.locator('tbody > tr')).toHaveCount(10);

  await record.getByRole('button', { name: 'Page 2', exact: true }).click();
  await expect(page).toHaveURL(/[?&]mc\.page=2/);
  await expect(record.getByRole('button', { name: 'Page 2', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(record.locator('[aria-busy="true"]')).toHaveCount(0);
  // the cell holds the number, then its copy button
  const orderCell = await table.locator('tbody > tr').first().locator('td[data-label="Order number"]').textContent();
  const firstOrderNo = /^RNG[0-9]+/.exec(orderCell ?? '')?.[0] ?? '';
  expect(firstOrderNo).not.toBe('');

  await page.reload();
  await expect(record.getByRole('tab', { name: 'Slots' })).toHaveAttribute('aria-selected', 'true');
  await expect(record.getByRole('button', { name: 'Previous 7 days' })).toHaveAttribute('aria-pressed', 'true');
  await expect(record.getByRole('button', { name: 'Page 2', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(table.locator('tbody > tr').first()).toContainText(firstOrderNo);

  await record.getByRole('searchbox', { name: 'Order number' }).fill(firstOrderNo);
  await record.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]mc\\.order=${firstOrderNo}`));
  await expect(page).not.toHaveURL(/[?&]mc\.page=/);
  await expect(table.locator('tbody > tr')).toHaveCount(1);
  await expect(table).toContainText(firstOrderNo);

  await record.getByRole('button', { name: `Copy ${firstOrderNo}` }).click();
  await expect(record.getByRole('status')).toHaveText('Order number copied.');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(firstOrderNo);

  // each filter change replaced the address rather than adding a step: one Back leaves the member centre
  await page.goBack();
  await expect(page).not.toHaveURL(/[?&]overlay=/);

  // a link opens the filters it names; they belong to the page: choosing another page of the centre drops them
  await page.goto('/?overlay=memberCentre&mc=personalHistoryCopy&mc.cat=LOTT&mc.range=last30');
  await expect(record.getByRole('tab', { name: 'Lottery', exact: true })).toHaveAttribute('aria-selected', 'true');
  await expect(record.getByRole('columnheader', { name: 'Draw' })).toBeAttached();
  await page.getByRole('button', { name: 'Back to the pages' }).click();
  await page.getByRole('button', { name: 'Account record' }).click();
  await expect(page).toHaveURL(/[?&]mc=transactionHistory$/);
  await expect(
    page.getByRole('region', { name: 'Account record' }).last().getByRole('button', { name: 'Today' }),
  ).toHaveAttribute('aria-pressed', 'true');
});

test('the account record refuses a 31-day range at the field, keeps the dates and asks nothing', async ({ page }) => {
  await page.goto('/');
  await logInAndSettle(page, 'demo', 'Demo1234');
  await page.goto('/?overlay=memberCentre&mc=transactionHistory');
  const record = page.getByRole('region', { name: 'Account record' }).last();
  await expect(record.getByRole('button', { name: 'Today' })).toHaveAttribute('aria-pressed', 'true');

  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('ODSFE2_getAccountRecords')) calls.push(request.url());
  });
  const from = record.getByLabel('From');
  const to = record.getByLabel('To', { exact: true });
  const [start, end] = [bangkokDate(30), bangkokDate(0)];
  await to.fill(end);
  await from.fill(start);
  await expect(record.getByRole('alert')).toHaveText('Choose a range of at most 30 days.');
  await expect(from).toHaveValue(start);
  await expect(to).toHaveValue(end);
  await expect(from).toHaveAttribute('aria-invalid', 'true');
  await expect(record.getByRole('table')).toHaveCount(0);
  // the dates typed stay in the address too
  await expect(page).toHaveURL(new RegExp(`mc\\.from=${start}`));
  const before = calls.length;
  await page.waitForTimeout(500);
  expect(calls.length).toBe(before);
  expect(calls.some((url) => url.includes(encodeURIComponent(new Date(`${start}T00:00:00+07:00`).toISOString())))).toBe(
    false,
  );

  // one day less is a range the server answers
  await from.fill(bangkokDate(29));
  await expect(record.getByRole('alert')).toHaveCount(0);
  await expect(record.getByRole('table', { name: 'Account record' })).toBeVisible();
});

test("the account record's newest balance after is the wallet's balance", async ({ page }) => {
  await page.goto('/');
  await logInAndSettle(page, 'demo', 'Demo1234');
  await page.goto('/?overlay=memberCentre&mc=transactionHistory&mc.range=last30');
  const record = page.getByRole('region', { name: 'Account record' }).last();
  const firstRow = record.getByRole('table', { name: 'Account record' }).locator('tbody > tr').first();
  const balanceAfter = (await firstRow.locator('td[data-label="Balance after"]').textContent())!.trim();

  await page.goto('/?overlay=memberCentre&mc=transferFund');
  const main = page.getByRole('dialog', { name: 'Wallet' }).getByRole('listitem').filter({ hasText: 'Main wallet' });
  await expect(main).toContainText(balanceAfter);
});
