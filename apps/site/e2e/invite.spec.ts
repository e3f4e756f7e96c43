import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { flipSwitch, logInAndSettle, logOutOnPhone, SANDBOX_URL } from './helpers';

// Spec §2 invite friends (referral) and mission activity (missionLeaderboard), on the phone of the suite.

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

test('the demo member copies the invite link; a visitor registers with it and shows in the list as incomplete', async ({
  page,
}) => {
  // two logins and a registration with its SMS code
  test.slow();
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/');
  await logInAndSettle(page, 'demo', 'Demo1234');
  await page.goto('/?overlay=memberCentre&mc=referral');
  const centre = page.getByRole('region', { name: 'Invite friends' });
  await expect(centre.getByText('DEMOFRND', { exact: true })).toBeVisible();
  await expect(centre.getByRole('img', { name: 'QR code of your invite link' })).toBeVisible();
  await centre.getByRole('button', { name: 'Copy link' }).click();
  await expect(centre.getByRole('status').filter({ hasText: 'Link copied' })).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(new URL(link).pathname).toBe('/register');
  expect(new URL(link).searchParams.get('referralCode')).toBe('DEMOFRND');
  expect(new URL(link).origin).toBe(new URL(page.url()).origin);

  // the seeded invitees in both statuses, filtered in one step
  await centre.getByRole('button', { name: 'Successful', exact: true }).click();
  const list = centre.getByRole('list', { name: 'Invited friends' });
  await expect(list.getByRole('listitem').first()).toContainText('Successful');
  await expect(list).not.toContainText('Incomplete');

  // a new visitor opens the link and registers
  await page.goto('/');
  await logOutOnPhone(page);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
  const username = `f${unique()}`;
  const mobileNum = `08${unique()}`.slice(0, 10);
  await page.goto(link);
  const form = page.getByRole('main');
  await form.getByRole('textbox', { name: /^Username/ }).fill(username);
  await form.getByRole('textbox', { name: /^Password/ }).fill('secret123');
  await form.getByRole('textbox', { name: /^Confirm password/ }).fill('secret123');
  // the code came with the link: no field to type it in
  await expect(form.getByRole('textbox', { name: /^Referral code/ })).toHaveCount(0);
  await form.getByRole('textbox', { name: /^Mobile number/ }).fill(mobileNum);
  await form.getByRole('button', { name: 'Get code' }).click();
  await form.getByRole('textbox', { name: /^SMS code/ }).fill(await smsCodeFor(page, mobileNum));
  await form.getByRole('checkbox', { name: /or older and agree/ }).check();
  await form.getByRole('button', { name: 'Register', exact: true }).click();
  const welcome = page.getByRole('dialog', { name: 'Welcome!' });
  await welcome.getByRole('button', { name: 'Start playing' }).click();
  await expect(welcome).toBeHidden();
  await logOutOnPhone(page);

  // the demo member sees the new account as incomplete (no first deposit yet)
  await logInAndSettle(page, 'demo', 'Demo1234');
  await page.goto('/?overlay=memberCentre&mc=referral');
  await centre.getByRole('button', { name: 'Incomplete', exact: true }).click();
  const friend = list.getByRole('listitem').filter({ hasText: username });
  await expect(friend).toContainText('Incomplete');
  await expect(centre.getByRole('button', { name: 'Incomplete', exact: true })).toHaveAttribute('aria-pressed', 'true');
});

test('a reached mission is claimed once: its reward credited, then shown as claimed', async ({ page }) => {
  await page.goto('/');
  await logInAndSettle(page, 'demo', 'Demo1234');
  await page.goto('/?overlay=memberCentre&mc=missionLeaderboard');
  const centre = page.getByRole('region', { name: 'Mission activity' });
  const checkIn = centre.getByRole('listitem', { name: 'Daily check-in' });
  const claim = checkIn.getByRole('button', { name: 'Claim the reward of Daily check-in' });
  await claim.click();
  await expect(centre.getByText(/Daily check-in: .*5\.00 was added to your main wallet\./)).toBeVisible();
  await expect(checkIn).toContainText('Claimed');
  await expect(claim).toHaveCount(0);
  await expect(centre.getByRole('list', { name: 'Leaderboard' })).toBeVisible();

  // after a reload it stays claimed: no second claim is offered
  await page.reload();
  await expect(checkIn).toContainText('Claimed');
  await expect(claim).toHaveCount(0);
});

test("the menu's invite friends leads to the referral page; with the referral feature off it is offered nowhere", async ({
  page,
}) => {
  test.slow();
  await page.goto('/');
  await logInAndSettle(page, 'demo', 'Demo1234');
  await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Invite friends' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Invite friends' })).toBeVisible();
  await expect(page).toHaveURL(/[?&]mc=referral/);

  try {
    await flipSwitch(page, 'REFERRAL', false);
    await page.goto('/?overlay=memberCentre&mc=referral');
    // the address falls back to the centre's first page, and neither the menu nor the centre offers it
    await expect(page.getByRole('dialog').getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Invite friends' })).toHaveCount(0);
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
    await expect(
      page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Invite friends' }),
    ).toHaveCount(0);
  } finally {
    await flipSwitch(page, 'REFERRAL', true);
  }
});
