// Third-party phone verification (spec §3 firebaseChannel sms and firebaseIdToken; spec §4: a failed verification
// aborts the registration silently). The default merchant configures a provider (packages/merchants/src/siam:
// phoneVerification), played by the sandbox; the server's switch thirdPartyPhoneAuth turns it on for registration.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { SANDBOX_URL } from './helpers';

const unique = () => String(Date.now()).slice(-7) + String(Math.floor(Math.random() * 90) + 10);
const newMobile = () => `08${unique()}`.slice(0, 10);

async function flip(page: Page, enabled: boolean) {
  const response = await page.request.put(`${SANDBOX_URL}/sandbox/switches/thirdPartyPhoneAuth`, {
    data: { enabled },
  });
  expect(response.ok()).toBe(true);
}

/** The code the phone provider texted (it lands in the sandbox's outbox, as every SMS does). */
async function providerCodeFor(page: Page, mobileNum: string): Promise<string> {
  let code = '';
  await expect(async () => {
    const response = await page.request.get(`${SANDBOX_URL}/sandbox/outbox?mobile=${mobileNum}`);
    const { value } = (await response.json()) as { value: { body: string }[] };
    code = /phone verification code is (\d{6}) \(sandbox phone provider\)/.exec(value[0]?.body ?? '')?.[1] ?? '';
    expect(code).not.toBe('');
  }).toPass();
  return code;
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    localStorage.setItem('lang', 'EN');
    sessionStorage.setItem('index_notice', '1');
  });
  await flip(page, true);
});

test.afterEach(async ({ page }) => {
  await flip(page, false);
});

test('a wrong provider code aborts silently; the right one registers the player by mobile end to end', async ({
  page,
}) => {
  const registrations: string[] = [];
  page.on('request', (request) => {
    if (/\/wps\/member\/register/.test(request.url())) registrations.push(request.url());
  });
  const mobileNum = newMobile();
  await page.goto('/register');
  const main = page.getByRole('main');
  await main.getByRole('tab', { name: 'Mobile number' }).click();
  await main.getByRole('textbox', { name: /^Mobile number/ }).fill(mobileNum);
  const providerCall = page.waitForRequest(/\/sandbox\/phone-auth\/send$/);
  await main.getByRole('button', { name: 'Get code' }).click();
  await providerCall;
  await expect(main.getByRole('button', { name: /Resend in \d+s/ })).toBeVisible();
  const code = await providerCodeFor(page, mobileNum);

  // the provider refuses a wrong code: nothing is registered and nothing is said (spec §4)
  await main.getByRole('textbox', { name: /^SMS code/ }).fill(code === '000000' ? '111111' : '000000');
  await main.getByRole('checkbox', { name: /or older and agree/ }).check();
  const refused = page.waitForResponse(/\/sandbox\/phone-auth\/verify$/);
  await main.getByRole('button', { name: 'Register', exact: true }).click();
  expect((await refused).status()).toBe(400);
  await expect(main.getByRole('button', { name: 'Register', exact: true })).toBeEnabled();
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(registrations).toEqual([]);

  // the right code: the provider's ID token goes with the registration, and the player is in
  await main.getByRole('textbox', { name: /^SMS code/ }).fill(code);
  const registration = page.waitForRequest(/\/wps\/member\/register\/mobile$/);
  await main.getByRole('button', { name: 'Register', exact: true }).click();
  await registration;
  const account = page.getByRole('dialog', { name: 'Your account number' });
  await expect(account).toContainText(mobileNum);
  await account.getByRole('button', { name: 'Got it' }).click();
  const welcome = page.getByRole('dialog', { name: 'Welcome!' });
  await welcome.getByRole('button', { name: 'Start playing' }).click();
  await expect(page.getByRole('banner').getByRole('group', { name: 'Balance' })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('account'))).toBe(mobileNum);
});
