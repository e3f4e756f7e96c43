import type { Page } from '@playwright/test';
import { UPLOAD_IMAGE_MAX_BYTES } from '@wl/rules';
import { expect, test } from './fixtures';
import { logInAndSettle, openAccountSheet } from './helpers';

// Issue 14: the reward centre (claim once, apply with a remark and an image), the feedback with its image check
// before upload, and the header's VIP badge opening the player rank; on the suite's phone.

/** A real 1 × 1 png, made here. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGP4z8DwHwAFAAH/iZk9HQAAAABJRU5ErkJggg==',
  'base64',
);
/** A png one byte over the 5 MB limit (its first bytes are a png's, so only its size is wrong). */
const BIG_PNG = Buffer.concat([PNG, Buffer.alloc(UPLOAD_IMAGE_MAX_BYTES + 1 - PNG.length)]);

const png = (name: string, buffer = PNG) => ({ name, mimeType: 'image/png', buffer });

/** The header's balance in minor units ("THB 12,345.67"). */
async function headerBalance(page: Page): Promise<bigint> {
  const text = await page.getByRole('banner').getByRole('group', { name: 'Balance' }).innerText();
  const match = /([\d,]+)\.(\d{2})/.exec(text);
  if (!match) throw new Error(`no amount in "${text}"`);
  return BigInt(match[1]!.replaceAll(',', '') + match[2]!);
}

async function openCentrePage(page: Page, key: string, name: string) {
  await page.goto(`/?overlay=memberCentre&mc=${key}`);
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog.getByRole('heading', { level: 1, name })).toBeVisible();
  return dialog;
}

test.beforeEach(async ({ page }) => {
  await page.goto('/');
  await logInAndSettle(page, 'demo', 'Demo1234');
});

test('feedback with two images is sent; a third one over 5 MB is refused before upload with its reason', async ({
  page,
}) => {
  const feedback = await openCentrePage(page, 'feedback', 'Feedback');
  await feedback.getByRole('textbox', { name: /^Your feedback/ }).fill('The lottery page loads fast. Thank you!');
  const files = feedback.locator('input[type="file"]');
  await files.setInputFiles([png('first.png'), png('second.png')]);
  await expect(feedback.getByRole('img', { name: 'first.png' })).toBeVisible();
  await expect(feedback.getByRole('img', { name: 'second.png' })).toBeVisible();

  await files.setInputFiles(png('huge.png', BIG_PNG));
  await expect(feedback.getByRole('alert')).toHaveText('huge.png was not added: it is larger than 5 MB.');
  await expect(feedback.getByRole('img')).toHaveCount(2);
  await expect(feedback.getByRole('textbox', { name: /^Your feedback/ })).toHaveValue(
    'The lottery page loads fast. Thank you!',
  );

  const sent = page.waitForResponse((response) => new URL(response.url()).pathname === '/wps/feedback');
  await feedback.getByRole('button', { name: 'Send feedback' }).click();
  await expect(feedback).toContainText('Thank you! Your feedback was sent.');
  // the server stored the two images; the refused one never left the phone
  expect(((await (await sent).json()) as { value: { images: number } }).value.images).toBe(2);
  await expect(feedback.getByRole('img')).toHaveCount(0);
});

test('an activity is claimed once: the balance grows by its bonus exactly once', async ({ page }) => {
  const centre = await openCentrePage(page, 'rewardCenter', 'Reward centre');
  const before = await headerBalance(page);
  const claim = centre.getByRole('button', { name: 'Claim: Daily check-in bonus' });
  // a double tap sends one claim, or the same one twice with its key
  await claim.dblclick();
  await expect(centre).toContainText('THB 50.00 was added to your balance.'.replace(' ', '\u00a0'));
  await expect(claim).toHaveCount(0);
  await expect.poll(() => headerBalance(page)).toBe(before + 5000n);
  await page.waitForTimeout(1000); // a second credit would show by now
  expect(await headerBalance(page)).toBe(before + 5000n);
  const tile = centre.getByRole('listitem').filter({ hasText: 'Daily check-in bonus' });
  await expect(tile).toContainText('Claimed');
});

test('an application with a remark and an image goes to applying', async ({ page }) => {
  const centre = await openCentrePage(page, 'rewardCenter', 'Reward centre');
  const title = 'First deposit match – send your slip';
  await centre.getByRole('button', { name: `Apply: ${title}` }).click();
  await centre.getByRole('textbox', { name: /^Remark/ }).fill('Deposited 500 THB at 10:05, slip attached.');
  await centre.locator('input[type="file"]').setInputFiles(png('slip.png'));
  await expect(centre.getByRole('img', { name: 'slip.png' })).toBeVisible();
  await centre.getByRole('button', { name: 'Send application' }).click();
  await expect(centre).toContainText(`Your application for ${title} was sent.`);
  const tile = centre.getByRole('listitem').filter({ hasText: title });
  await expect(tile).toContainText('Applying');
  await expect(tile.getByRole('button')).toHaveCount(0);
});

test('the header’s VIP badge opens the player rank', async ({ page }) => {
  const name = 'Gold: see your player rank';
  const badge = page.getByRole('banner').getByRole('button', { name });
  if ((await badge.count()) > 0) await badge.click();
  else await (await openAccountSheet(page)).getByRole('button', { name }).click();
  await expect(page).toHaveURL(/overlay=memberCentre&mc=vip/);
  const rank = page.getByRole('dialog', { name: 'VIP rank' });
  await expect(rank.getByRole('heading', { level: 1, name: 'VIP rank' })).toBeVisible();
  await expect(rank).toContainText('Gold · Level 5');
  await expect(rank.getByRole('listitem')).toHaveCount(18);
});
