import { expect, test } from './fixtures';
import { setSystemStatus } from './helpers';

test.afterEach(async ({ page }) => setSystemStatus(page, 0));

test('status 0 shows the app', async ({ page }) => {
  await setSystemStatus(page, 0);
  await page.goto('/');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
});

test('status 1 shows the maintenance page with a customer-service button', async ({ page }) => {
  await setSystemStatus(page, 1);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Contact customer service' })).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByText(/maintenance/i).first()).toBeVisible();
});

test('status 2 shows the blocked-region page with the visitor IP', async ({ page }) => {
  await setSystemStatus(page, 2);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('127.0.0.1')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Contact customer service' })).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);
});
