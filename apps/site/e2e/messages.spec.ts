import { expect, test } from './fixtures';
import { logInAndSettle } from './helpers';
import { minorIn } from './money';

// Spec §2 messageV2 and manualRebate: the header's unread count, the left bar's messages item, reading, a reward
// claimed once and the rebate claimed once, each credited to the main wallet exactly. Wide: the left bar shows there.
test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false });

test('the demo member reads a message, claims its reward once and the rebate once', async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto('/');
  await logInAndSettle(page, 'demo', 'Demo1234');
  const header = page.getByRole('banner');
  const balance = header.getByRole('group', { name: 'Balance' });
  await expect(balance).toContainText(/\d\.\d{2}/);

  // the header's badge names the unread count
  const badge = header.getByRole('button', { name: /^Messages: \d+ unread$/ });
  await expect(badge).toBeVisible();
  const unread = Number(/\d+/.exec((await badge.getAttribute('title')) ?? '')![0]);
  expect(unread).toBeGreaterThan(1);

  // the left bar's customer-service "Messages" opens the member centre's messages page
  const side = page.getByRole('navigation', { name: 'Side menu' });
  await side.getByRole('button', { name: 'Customer service' }).click();
  await side.getByRole('button', { name: /^Messages/ }).click();
  await expect(page).toHaveURL(/[?&]overlay=memberCentre&mc=messageV2/);
  const centre = page.getByRole('dialog', { name: 'Platform messages' });
  const inbox = centre.getByRole('tabpanel', { name: /Inbox/ });
  await expect(inbox.getByRole('listitem').first()).toBeVisible();

  // reading one: the count goes down by one (the header's too, seen once the centre is closed)
  await inbox.getByRole('button', { name: /^Unread: Your rebate is ready/ }).click();
  await expect(inbox.getByRole('heading', { name: 'Your rebate is ready' })).toBeVisible();
  await inbox.getByRole('button', { name: 'Back to messages' }).click();
  await expect(inbox).toContainText(`Unread: ${unread - 1}`);
  await page.keyboard.press('Escape');
  await expect(centre).toBeHidden();
  await expect(header.getByRole('button', { name: `Messages: ${unread - 1} unread` })).toBeVisible();

  // the reward: claimed once, the balance grows by exactly the reward, the button is gone
  const before = minorIn(await balance.textContent());
  await header.getByRole('button', { name: `Messages: ${unread - 1} unread` }).click();
  await expect(page).toHaveURL(/[?&]overlay=memberCentre&mc=messageV2/);
  await inbox.getByRole('button', { name: /A gift for you/ }).click();
  await expect(inbox).toContainText(/Expires in 2 d \d\d:\d\d:\d\d/);
  await inbox.getByRole('button', { name: 'Claim THB 88.00' }).click();
  await expect(inbox.getByRole('status')).toContainText('THB 88.00 was added to your main wallet.');
  await expect(inbox.getByRole('button', { name: 'Claim THB 88.00' })).toHaveCount(0);
  await expect(inbox).toContainText('Claimed on');
  await inbox.getByRole('button', { name: 'Back to messages' }).click();
  await expect(inbox.getByRole('listitem').filter({ hasText: 'A gift for you' })).toContainText('Claimed THB 88.00');
  await page.keyboard.press('Escape');
  await expect(centre).toBeHidden();
  await expect.poll(async () => minorIn(await balance.textContent())).toBe(before + 8800n);

  // the rebate: claimed once; then there is nothing left to claim
  const beforeRebate = minorIn(await balance.textContent());
  await page.goto('/?overlay=memberCentre&mc=manualRebate');
  const rebate = page.getByRole('dialog', { name: 'Rebate' });
  await expect(rebate.getByRole('rowheader', { name: 'Live casino' })).toBeVisible();
  const total = minorIn(
    await rebate.getByRole('region', { name: 'Rebate to claim' }).locator('p').first().textContent(),
  );
  expect(total).toBeGreaterThan(0n);
  await rebate.getByRole('button', { name: 'Claim rebate' }).click();
  await expect(rebate.getByRole('status').first()).toContainText('rebate of THB');
  await expect(rebate.getByRole('button', { name: 'Claim rebate' })).toHaveCount(0);
  await expect(rebate).toContainText('No rebate to claim yet');
  await expect(rebate.getByRole('region', { name: 'Last claims' }).getByRole('listitem')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(rebate).toBeHidden();
  await expect.poll(async () => minorIn(await balance.textContent())).toBe(beforeRebate + total);

  // opened again, the page still has nothing to claim
  await page.goto('/?overlay=memberCentre&mc=manualRebate');
  await expect(rebate).toContainText('No rebate to claim yet');
  await expect(rebate.getByRole('button', { name: 'Claim rebate' })).toHaveCount(0);
});
