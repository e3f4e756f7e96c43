import { expect, test } from './fixtures';
import { logInAndSettle, SANDBOX_URL } from './helpers';
import { minorIn, written } from './money';

// Spec §2 depositv2 on a 360 px phone: a deposit by bank transfer with its slip that the back office approves (the
// header's balance and news follow without a reload), and a deposit by PromptPay QR.

test.use({ viewport: { width: 360, height: 740 } });

/** A 1 x 1 PNG: what a phone's screenshot of a transfer slip is, for the sandbox (it checks the PNG signature). */
const slipPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

test('a deposit by bank transfer with a slip: the back office approves, the balance and the news follow', async ({
  page,
}) => {
  await page.goto('/');
  await logInAndSettle(page, 'agent', 'Agent1234');
  const header = page.getByRole('banner');
  const balance = header.getByRole('group', { name: 'Balance' });
  await expect(balance).toContainText(/\d\.\d{2}/);
  const before = minorIn(await balance.textContent());

  await page.goto('/?overlay=memberCentre&mc=depositv2');
  const deposit = page.getByRole('dialog', { name: 'Deposit' });
  await deposit.getByRole('radio', { name: /^Bank transfer \(KBank\)/ }).check();
  await expect(deposit).toContainText('0123456789');
  await deposit.getByRole('textbox', { name: 'Amount' }).fill('500');
  // no slip yet: said beside the field, nothing sent
  await deposit.getByRole('button', { name: 'Deposit', exact: true }).click();
  const slip = deposit.getByLabel('Proof of payment (transfer slip)');
  await expect(slip).toHaveAccessibleDescription(/Upload the transfer slip/);
  await expect(deposit.getByRole('textbox', { name: 'Amount' })).toHaveValue('500');

  await slip.setInputFiles({ name: 'slip.png', mimeType: 'image/png', buffer: slipPng });
  await deposit.getByRole('button', { name: 'Deposit', exact: true }).click();
  const order = deposit.getByRole('region', { name: 'Your deposit order' });
  await expect(order).toContainText('Waiting for payment');
  await expect(order).toContainText('Transfer THB 500.00 to the account below');
  const orderNo = /D\d{8}/.exec((await order.textContent()) ?? '')![0];

  // the back office (the sandbox's development route) approves it
  const approved = await page.request.post(
    `${SANDBOX_URL}/sandbox/cashier/deposits/${Number(orderNo.slice(1))}/approve`,
  );
  expect(approved.ok()).toBe(true);
  await expect(order.getByRole('status')).toContainText('THB 500.00 has been added to your main wallet.');
  await expect(order).toContainText('Credited');
  await expect(deposit.getByRole('list', { name: 'Recent deposits' }).getByRole('listitem').first()).toContainText(
    orderNo,
  );

  // back on the page: the header's balance and its news, without a reload
  await deposit.getByRole('button', { name: 'Close' }).click();
  await expect(deposit).toBeHidden();
  await expect(balance).toContainText(written(before + 50000n));
  const news = page.getByRole('region', { name: 'Cashier notifications' });
  await expect(news).toContainText(`Deposit ${orderNo} of THB 500.00 has been credited.`);
  await news.getByRole('listitem').filter({ hasText: orderNo }).getByRole('button', { name: 'Close' }).click();
  await expect(news.getByText(orderNo)).toHaveCount(0);
});

test('a deposit by PromptPay QR shows the code to scan', async ({ page }) => {
  await page.goto('/');
  await logInAndSettle(page, 'agent', 'Agent1234');

  await page.goto('/?overlay=memberCentre&mc=depositv2');
  const deposit = page.getByRole('dialog', { name: 'Deposit' });
  await deposit.getByRole('radio', { name: /^PromptPay QR/ }).check();
  await deposit.getByRole('button', { name: /^THB\s300\.00$/ }).click();
  await expect(deposit.getByRole('textbox', { name: 'Amount' })).toHaveValue('300.00');
  await deposit.getByRole('button', { name: 'Deposit', exact: true }).click();

  const order = deposit.getByRole('region', { name: 'Your deposit order' });
  await expect(order).toContainText('Waiting for payment');
  const qr = order.getByRole('img', { name: 'PromptPay QR code to pay THB 300.00' });
  await expect(qr).toBeVisible();
  // the code fits the phone
  const box = await qr.boundingBox();
  expect(box!.width).toBeGreaterThan(150);
  expect(box!.x + box!.width).toBeLessThanOrEqual(360);
});
