import { expect, test } from './fixtures';
import { openSection as open, openWithdraw, payAndConfirmReceived, requestWithdrawal } from './cashierSteps';
import { logInAndSettle, SANDBOX_URL } from './helpers';

// The withdraw page's e-wallet and crypto tabs on the smallest phone the product targets. `team3` (a seeded team
// member nobody else's spec uses) has no funds password, payout account or money: it sets the funds password, binds
// a TrueMoney wallet and a USDT (TRC20) address, the back office gives it money (a development route's ledger
// adjustment, without a deposit's turnover), and it withdraws to each until the day's amount refuses more.
test.use({ viewport: { width: 360, height: 740 } });

const ACCOUNT = 'team3';
const PASSWORD = 'Team1234';
const FUNDS = 'Vault2468';
const WALLET = '0812345678';
const TRON = 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE';
const ERC20 = '0x52908400098527886E0F7030069857D2E4169EE7';

test('a member binds an e-wallet and a crypto address, withdraws to each (crypto at its rate), confirms receipt; the day’s amount then refuses more', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await page.goto('/');
  await logInAndSettle(page, ACCOUNT, PASSWORD);
  await page.goto('/?overlay=memberCentre&mc=securityCenter');
  const centre = page.getByRole('dialog', { name: 'My account' });

  await open(centre, 'Funds password');
  await centre.getByLabel(/^New funds password/).fill(FUNDS);
  await centre.getByLabel(/^Confirm the new funds password/).fill(FUNDS);
  await centre.getByRole('button', { name: 'Set funds password' }).click();
  await expect(centre.getByRole('status').filter({ hasText: 'Your funds password is set' })).toBeVisible();

  // An e-wallet: its number masked once bound, here and in the answer.
  await open(centre, 'E-wallets');
  await expect(centre.getByText('No e-wallet yet')).toBeVisible();
  await centre.getByRole('button', { name: 'Add an e-wallet' }).click();
  const walletForm = centre.getByRole('form', { name: 'New e-wallet' });
  await walletForm.getByRole('combobox', { name: /^E-wallet/ }).selectOption({ label: 'TrueMoney Wallet' });
  await walletForm.getByRole('textbox', { name: /^Holder name/ }).fill('Team Three');
  await walletForm.getByRole('textbox', { name: /^Wallet number/ }).fill(WALLET);
  await walletForm.getByLabel(/^Funds password/).fill(FUNDS);
  await walletForm.getByRole('button', { name: 'Add e-wallet' }).click();
  await expect(centre.getByRole('status').filter({ hasText: 'TrueMoney Wallet •••• 5678 added' })).toBeVisible();
  await expect(centre.getByRole('list', { name: 'Your e-wallets' })).toContainText('•••• 5678');
  await expect(centre).not.toContainText(WALLET);

  // A crypto address: one of another network is refused beside the field (what was typed kept), then the right one.
  await open(centre, 'Crypto addresses');
  await centre.getByRole('button', { name: 'Add a crypto address' }).click();
  const cryptoForm = centre.getByRole('form', { name: 'New crypto address' });
  await cryptoForm.getByRole('combobox', { name: /^Coin and network/ }).selectOption({ label: 'USDT (TRC20)' });
  const address = cryptoForm.getByRole('textbox', { name: /^Address/ });
  await address.fill(ERC20);
  await cryptoForm.getByLabel(/^Funds password/).fill(FUNDS);
  await cryptoForm.getByRole('button', { name: 'Add address' }).click();
  await expect(address).toHaveAccessibleDescription('This is not a USDT (TRC20) address');
  await expect(address).toHaveValue(ERC20);
  await address.fill(TRON);
  await cryptoForm.getByRole('button', { name: 'Add address' }).click();
  await expect(centre.getByRole('status').filter({ hasText: 'USDT (TRC20) address •••• bLSE added' })).toBeVisible();
  await expect(centre).not.toContainText(TRON);

  const adjusted = await page.request.post(`${SANDBOX_URL}/sandbox/cashier/members/${ACCOUNT}/adjust`, {
    data: { amount: '100000.00' },
  });
  expect(adjusted.ok()).toBe(true);

  const withdraw = await openWithdraw(page);
  const tabs = withdraw.getByRole('group', { name: 'Withdraw to' });
  // No bank card: that tab says so and leads to the security centre.
  await expect(withdraw.getByText('No bank card is bound yet.', { exact: false })).toBeVisible();

  // To the e-wallet (the only one, so chosen), paid by the back office, confirmed received.
  await tabs.getByRole('button', { name: 'E-wallet' }).click();
  await expect(withdraw.getByRole('combobox', { name: 'E-wallet' }).locator('option:checked')).toHaveText(
    'TrueMoney Wallet •••• 5678 (Team Three)',
  );
  const toWallet = await requestWithdrawal(withdraw, '50000', FUNDS, 'THB 50,000.00');
  const again = await payAndConfirmReceived(page, toWallet, 'TrueMoney Wallet •••• 5678');

  // In crypto: the rate, and the coins of the typed amount (45,000 / 35.00, rounded down to 6 decimals).
  await again.getByRole('group', { name: 'Withdraw to' }).getByRole('button', { name: 'Crypto' }).click();
  const form = again.getByRole('form', { name: 'Withdrawal request' });
  await form.getByRole('textbox', { name: 'Amount' }).fill('45000');
  const quote = form.getByRole('status');
  await expect(quote).toContainText('Rate: 1 USDT (TRC20) = THB 35.00.');
  await expect(quote).toContainText('You receive 1285.714285 USDT at this rate.');
  const inCrypto = await requestWithdrawal(again, '45000', FUNDS, 'THB 45,000.00');
  await expect(again.getByRole('listitem', { name: `Order ${inCrypto}` })).toContainText(
    '1285.714285 USDT at THB 35.00 a coin',
  );

  // The day allowed 100,000.00: 5,000.00 is left while withdrawals remain; more is refused beside the amount.
  await expect(again.getByText('5,000.00 of THB 100,000.00', { exact: false })).toBeVisible();
  const amount = form.getByRole('textbox', { name: 'Amount' });
  await amount.fill('6000');
  await form.getByLabel(/^Funds password/).fill(FUNDS);
  await form.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expect(amount).toHaveAccessibleDescription(/^More than today still allows \(5,000\.00\)/);
  await expect(amount).toHaveValue('6000');
});
