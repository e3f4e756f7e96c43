import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { flipSwitch, logIn, openLogin, SANDBOX_URL } from './helpers';

/** Names and numbers no other test (or earlier run against the same sandbox) has used. */
const unique = () => String(Date.now()).slice(-7) + String(Math.floor(Math.random() * 90) + 10);

/** The SMS code the sandbox sent to a number (its development outbox). */
async function smsCodeFor(page: Page, mobileNum: string): Promise<string> {
  let code = '';
  await expect(async () => {
    const response = await page.request.get(`${SANDBOX_URL}/sandbox/outbox?mobile=${mobileNum}`);
    const { value } = (await response.json()) as { value: { body: string }[] };
    code = /code is (\d{6})/.exec(value[0]?.body ?? '')?.[1] ?? '';
    expect(code).not.toBe('');
  }).toPass();
  return code;
}

const field = (scope: Locator | Page, name: RegExp) => scope.getByRole('textbox', { name });

/** The sandbox merchant asks every new member for a mobile number confirmed by SMS. */
async function fillMobileWithCode(scope: Locator | Page, page: Page, mobileNum: string) {
  await field(scope, /^Mobile number/).fill(mobileNum);
  await scope.getByRole('button', { name: 'Get code' }).click();
  await expect(scope.getByRole('button', { name: /Resend in \d+s/ })).toBeVisible();
  await field(scope, /^SMS code/).fill(await smsCodeFor(page, mobileNum));
}

const newMobile = () => `08${unique()}`.slice(0, 10);

async function agreeAndRegister(scope: Locator | Page) {
  await scope.getByRole('checkbox', { name: /or older and agree/ }).check();
  await scope.getByRole('button', { name: 'Register', exact: true }).click();
}

async function expectWelcomedAndLoggedIn(page: Page) {
  const welcome = page.getByRole('dialog', { name: 'Welcome!' });
  await expect(welcome).toBeVisible();
  await welcome.getByRole('button', { name: 'Start playing' }).click();
  await expect(welcome).toBeHidden();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('group', { name: 'Balance' })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeTruthy();
}

test('register by username on the page: validation keeps what was typed, then success modal and logged in', async ({
  page,
}) => {
  const username = `p${unique()}`;
  await page.goto('/register');
  await field(page, /^Username/).fill('1bad');
  await field(page, /^Password/).fill('secret123');
  await field(page, /^Confirm password/).fill('secret124');
  await agreeAndRegister(page.getByRole('main'));
  await expect(page.getByText('Start with a letter, then letters or digits: 4 - 16 characters')).toBeVisible();
  await expect(page.getByText('Incorrect confirmation input')).toBeVisible();
  await expect(page.getByText('Mobile number cannot be empty')).toBeVisible();
  await expect(field(page, /^Username/)).toHaveValue('1bad');

  await field(page, /^Username/).fill(username);
  await fillMobileWithCode(page, page, newMobile());
  await field(page, /^Confirm password/).fill('secret123');
  await page.getByRole('main').getByRole('button', { name: 'Register', exact: true }).click();
  await expectWelcomedAndLoggedIn(page);
  expect(await page.evaluate(() => sessionStorage.getItem('account'))).toBe(username);
});

test('direct registration off (spec §6): the account is made, the success modal leads to the login, which works', async ({
  page,
}) => {
  const username = `p${unique()}`;
  try {
    await flipSwitch(page, 'REGISTER_DIRECT', false);
    await page.goto('/register');
    await field(page, /^Username/).fill(username);
    await field(page, /^Password/).fill('secret123');
    await field(page, /^Confirm password/).fill('secret123');
    await fillMobileWithCode(page, page, newMobile());
    await agreeAndRegister(page.getByRole('main'));
    const welcome = page.getByRole('dialog', { name: 'Welcome!' });
    await expect(welcome).toContainText('Log in with your new account to start playing.');
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
    await welcome.getByRole('button', { name: 'Log in' }).click();
    await expect(welcome).toBeHidden();
    const login = page.getByRole('dialog', { name: 'Log in' });
    await login.getByRole('textbox', { name: /^Username/ }).fill(username);
    await login.getByRole('textbox', { name: /^Password/ }).fill('secret123');
    await login.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('banner').getByRole('group', { name: 'Balance' })).toBeVisible();
  } finally {
    await flipSwitch(page, 'REGISTER_DIRECT', true);
  }
});

test('a number of zeros only gets no code: the server says so (spec §8) and the number stays typed', async ({
  page,
}) => {
  await page.goto('/register');
  await field(page, /^Mobile number/).fill('00000000');
  // the server's answer first: a failure then says whether the tap was lost or the server answered otherwise
  const answer = page.waitForResponse(/\/wps\/verification\/sms\/register$/);
  await page.getByRole('button', { name: 'Get code' }).click();
  expect(JSON.stringify(await (await answer).json())).toContain('Please enter a valid phone number');
  const warning = page.getByRole('dialog').filter({ hasText: 'Please enter a valid phone number' });
  await expect(warning).toBeVisible();
  await warning.getByRole('button').last().click();
  await expect(warning).toBeHidden();
  await expect(field(page, /^Mobile number/)).toHaveValue('00000000');
});

test('register by mobile with the OTP from the outbox, from the login popup', async ({ page }) => {
  const mobileNum = newMobile();
  await page.goto('/');
  await (await openLogin(page)).getByRole('button', { name: 'Register' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('tab', { name: 'Mobile number' }).click();
  await expect(dialog.getByText('Your mobile number will be your account number')).toBeVisible();
  await fillMobileWithCode(dialog, page, mobileNum);
  await agreeAndRegister(dialog);

  const account = page.getByRole('dialog', { name: 'Your account number' });
  await expect(account).toContainText(mobileNum);
  await account.getByRole('button', { name: 'Got it' }).click();
  await expectWelcomedAndLoggedIn(page);
});

test('a referral link pre-fills and hides the affiliate field; a bad code shows the alert', async ({ page }) => {
  await page.goto('/register?referralCode=AGENT01');
  await expect(field(page, /^Username/)).toBeVisible();
  await expect(field(page, /^Referral code/)).toHaveCount(0);

  await page.goto('/register');
  await field(page, /^Username/).fill(`p${unique()}`);
  await field(page, /^Password/).fill('secret123');
  await field(page, /^Confirm password/).fill('secret123');
  await fillMobileWithCode(page, page, newMobile());
  await field(page, /^Referral code/).fill('NOPE99');
  await agreeAndRegister(page.getByRole('main'));
  const alert = page.getByRole('dialog', { name: 'Warning' });
  await expect(alert).toContainText('This referral code is not valid');
  await alert.getByRole('button', { name: 'OK' }).click();
  await expect(field(page, /^Referral code/)).toHaveValue('NOPE99');
  expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
});

test('the weak default password forces a change, then the login popup reopens and the new password works', async ({
  page,
}) => {
  await page.goto('/');
  await logIn(page, 'weak', '123456');
  const change = page.getByRole('dialog', { name: 'Please change your password' });
  await expect(change).toBeVisible();
  await expect(change.getByLabel(/^Current password/)).toHaveCount(0);
  await change.getByLabel(/^New password/).fill('Better123');
  await change.getByLabel(/^Confirm new password/).fill('Better124');
  await change.getByRole('button', { name: 'Save new password' }).click();
  await expect(change.getByText('The two passwords do not match')).toBeVisible();
  await change.getByLabel(/^Confirm new password/).fill('Better123');
  await change.getByRole('button', { name: 'Save new password' }).click();

  const login = page.getByRole('dialog', { name: 'Log in' });
  await expect(login).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
  await field(login, /^Username/).fill('weak');
  await field(login, /^Password/).fill('Better123');
  await login.getByRole('button', { name: 'Log in' }).click();
  await expect(login).toBeHidden();
  await expect(page.getByRole('banner').getByRole('group', { name: 'Balance' })).toBeVisible();
});

test('forgot password by phone logs in with the new password', async ({ page }) => {
  await page.goto('/');
  const login = await openLogin(page);
  await login.getByRole('button', { name: 'Forgot password?' }).click();
  const forgot = page.getByRole('dialog', { name: 'Forgot password' });
  await forgot.getByRole('tab', { name: 'Mobile number' }).click();
  await field(forgot, /^Mobile number/).fill('0834567890');
  await forgot.getByRole('button', { name: 'Get code' }).click();
  await field(forgot, /^SMS code/).fill(await smsCodeFor(page, '0834567890'));
  await forgot.getByLabel(/^New password/).fill('Renewed123');
  await forgot.getByLabel(/^Confirm new password/).fill('Renewed123');
  await forgot.getByRole('button', { name: 'Set new password' }).click();
  await expect(forgot).toBeHidden();
  await expect(page.getByRole('banner').getByRole('group', { name: 'Balance' })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('account'))).toBe('expired');
});
