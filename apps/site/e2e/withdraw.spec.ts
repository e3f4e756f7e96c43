import { expect, test } from './fixtures';
import { openWithdraw, payAndConfirmReceived, requestWithdrawal as request } from './cashierSteps';
import { logInAndSettle } from './helpers';

// The member centre's withdraw page on the smallest phone the product targets. `demo` has a bank card
// (Kasikornbank •••• 7890) and the funds password Funds1234 in the sandbox seed; the other spec files read demo's
// amounts rather than fixed ones, so the money this file takes out does not disturb them.
test.use({ viewport: { width: 360, height: 740 } });

const FUNDS_PASSWORD = 'Funds1234';
const requestWithdrawal = (withdraw: Parameters<typeof request>[0], amount: string) =>
  request(withdraw, amount, FUNDS_PASSWORD, `THB ${amount}`);

test('a member withdraws to their card, the back office pays, they confirm receipt; the day then refuses more', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto('/');
  await logInAndSettle(page, 'demo', 'Demo1234');
  const withdraw = await openWithdraw(page);

  // The one card is chosen, its number masked; the turnover table says every requirement is met.
  const card = withdraw.getByRole('combobox', { name: 'Bank card' });
  await expect(card.locator('option:checked')).toHaveText(/Kasikornbank •••• 7890/);
  await expect(withdraw.getByText('Every requirement is met.')).toBeVisible();

  // Bad input is told beside the field and kept.
  const amount = withdraw.getByRole('textbox', { name: 'Amount' });
  const submit = withdraw.getByRole('button', { name: 'Withdraw', exact: true });
  for (const [typed, message] of [
    ['12abc', 'Enter the amount in numbers only'],
    ['-100', 'The amount cannot be negative'],
    ['100.123', 'Use at most 2 decimal places'],
    ['99', 'The amount must be at least 100.00'],
    ['60000', 'The amount can be at most 50,000.00'],
    ['40000', 'More than this wallet holds'],
  ] as const) {
    await amount.fill(typed);
    await submit.click();
    await expect(amount).toHaveAccessibleDescription(new RegExp(`^${message.replace(/[.()]/g, '\\$&')}`));
    await expect(amount).toHaveValue(typed);
  }

  // A wrong funds password: the server's message beside the field, the amount kept.
  await amount.fill('500');
  const password = withdraw.getByLabel(/^Funds password/).first();
  await password.fill('Wrong9999');
  await submit.click();
  await expect(password).toHaveAccessibleDescription(/incorrect/i);
  await expect(amount).toHaveValue('500');

  // The withdrawal: held at once, then paid by the back office (the sandbox's development route).
  const orderNo = await requestWithdrawal(withdraw, '500.00');
  const order = withdraw.getByRole('listitem', { name: `Order ${orderNo}` });
  await expect(order).toContainText('Pending');

  // The back office pays it, and the member confirms it arrived (spec §4).
  const again = await payAndConfirmReceived(page, orderNo, 'Paid');

  // The day allows five withdrawals: after four more, the page refuses another and says why.
  for (let i = 0; i < 3; i++) await requestWithdrawal(again, '100.00');
  await again.getByRole('textbox', { name: 'Amount' }).fill('100');
  await again
    .getByLabel(/^Funds password/)
    .first()
    .fill(FUNDS_PASSWORD);
  const fifth = page.waitForResponse((response) => response.url().includes('MCSFE_createWithdrawal'));
  await again.getByRole('button', { name: 'Withdraw', exact: true }).click();
  expect((await fifth).ok()).toBe(true);
  // The page turns to the refusal in place, the centre stays open.
  await expect(again.getByText("You have used all of today's withdrawals. Please come back tomorrow.")).toBeVisible();
  await expect(again.getByRole('button', { name: 'Withdraw', exact: true })).toHaveCount(0);
  await expect(again.getByText('0 of 5')).toBeVisible();
  // and after a reload
  const refused = await openWithdraw(page);
  await expect(refused.getByText("You have used all of today's withdrawals. Please come back tomorrow.")).toBeVisible();
});
