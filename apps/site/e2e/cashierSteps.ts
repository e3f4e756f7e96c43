import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

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
