import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';
import { SANDBOX_URL } from './helpers';

// Steps the cashier's and the security centre's specs share (member centre pages on a phone).

/** Opens a section of the security centre by its header (a disclosure button named by its title first). */
export async function openSection(centre: Locator, title: string) {
  const toggle = centre.getByRole('button', { name: new RegExp(`^${title}`) });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
}

/** Opens the withdraw page by its address; resolves once its order list is there. */
export async function openWithdraw(page: Page): Promise<Locator> {
  await page.goto('/?overlay=memberCentre&mc=withdraw');
  const withdraw = page.getByRole('dialog', { name: 'Withdraw' });
  await expect(withdraw.getByRole('heading', { name: 'Withdrawal orders' })).toBeVisible({ timeout: 30_000 });
  return withdraw;
}

/**
 * Requests a withdrawal of `amount` through the form (on the tab shown); resolves to the order's number the page
 * reports once it names `shown` (the amount as the page writes it: `THB 500.00`).
 */
export async function requestWithdrawal(
  withdraw: Locator,
  amount: string,
  fundsPassword: string,
  shown: string,
): Promise<string> {
  await withdraw.getByRole('textbox', { name: 'Amount' }).fill(amount);
  await withdraw
    .getByLabel(/^Funds password/)
    .first()
    .fill(fundsPassword);
  await withdraw.getByRole('button', { name: 'Withdraw', exact: true }).click();
  const requested = withdraw.getByRole('status').filter({ hasText: /Withdrawal W\d+ of THB/ });
  await expect(requested).toContainText(`of ${shown}`, { timeout: 20_000 });
  return /Withdrawal (W\d+)/.exec((await requested.textContent()) ?? '')![1]!;
}

/**
 * The back office pays withdrawal `orderNo` (the sandbox's development route); the member opens the withdraw page
 * again and confirms it arrived (spec §4). Resolves to the page, the paid order shown as `paidShows` says.
 */
export async function payAndConfirmReceived(page: Page, orderNo: string, paidShows: string): Promise<Locator> {
  const paid = await page.request.post(`${SANDBOX_URL}/sandbox/cashier/withdrawals/${Number(orderNo.slice(1))}/pay`);
  expect(paid.ok()).toBe(true);
  const again = await openWithdraw(page);
  const paidOrder = again.getByRole('listitem', { name: `Order ${orderNo}` });
  await expect(paidOrder).toContainText(paidShows);
  const confirmation = paidOrder.getByRole('form', { name: 'Withdrawal confirmation' });
  await confirmation.getByRole('radio', { name: 'Received', exact: true }).check();
  await confirmation.getByRole('button', { name: 'Send answer' }).click();
  await expect(again.getByRole('listitem', { name: `Order ${orderNo}` })).toContainText(
    'You confirmed you received it.',
  );
  return again;
}
