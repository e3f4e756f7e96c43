import type { Locator, Page } from '@playwright/test';
import { contractOffersPopup, expect, test } from './fixtures';
import { logInAndSettle, logOutOnPhone, openAccountSheet, SANDBOX_URL } from './helpers';
import { minorIn, signedMinorIn, written } from './money';

// Issue 15, done when: against the sandbox's three-level downline, the team overview's figures are the sandbox's own
// sums; an agent registers a downline, finds it in team management and transfers to it (both balances follow); an
// agent offers a daily-salary contract, the downline accepts it after login, a settlement pays it and both records
// show it; a member and a trial account cannot open the agent centre.

const AGENT = { account: 'agent', password: 'Agent1234', fundsPassword: 'Funds5678' };
/** The seeded direct sub-agent with a daily-salary offer waiting (spec §4: one offer per kind at a time). */
const SUB_AGENT = { account: 'team3', password: 'Team1234' };

/** A value of a totals region ("Team", "Team totals for the range", ...): the definition after its term. */
const figure = (region: Locator, label: string) =>
  region
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]');

const headerBalance = (page: Page) => page.getByRole('banner').getByRole('group', { name: 'Balance' });

async function balanceNow(page: Page): Promise<bigint> {
  await expect(headerBalance(page)).toContainText(/\d\.\d{2}/);
  return minorIn(await headerBalance(page).textContent());
}

test('the agent centre is not for a member, a trial account or a visitor', async ({ page }) => {
  await page.goto('/?overlay=agentCentre');
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();

  await page.goto('/');
  await logInAndSettle(page, 'demo', 'Demo1234');
  const sheet = await openAccountSheet(page);
  await expect(sheet.getByRole('button', { name: 'Member centre' })).toBeVisible();
  await expect(sheet.getByRole('button', { name: 'Agent centre' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  // by address too: not the centre but spec §8's reason, and the member stays logged in
  await page.goto('/?overlay=agentCentre&ac=agentTeamOverview');
  const refusal = page.getByRole('dialog', { name: 'Warning' });
  await expect(refusal).toContainText('Non-agents cannot log in');
  await expect(page.getByRole('dialog', { name: 'Team overview' })).toHaveCount(0);
  await refusal.getByRole('button', { name: 'OK' }).click();
  await expect(headerBalance(page)).toBeVisible();
  // and the server refuses the member an agent's call
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  const refused = await page.request.get(`${SANDBOX_URL}/wps/agent/downlines`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(await refused.json()).toMatchObject({
    success: false,
    code: 'NOT_AGENT',
    message: 'Non-agents cannot log in',
  });

  await page.goto('/');
  await logOutOnPhone(page);
  await logInAndSettle(page, 'trial', 'Trial1234');
  await page.goto('/?overlay=agentCentre');
  // spec §5: a trial account is told to get a real one
  await expect(page.getByRole('dialog', { name: 'Warning' })).toContainText('This feature is for real accounts only.');
  await expect(page.getByRole('dialog', { name: 'Agent' })).toHaveCount(0);
});

test("the team overview's figures are the sandbox's sums, and agree with the members' P&L statements", async ({
  page,
}) => {
  await page.goto('/');
  await logInAndSettle(page, AGENT.account, AGENT.password);
  const answered = page.waitForResponse((response) => response.url().includes('ODSFE2_getTeamOverviewSum'));
  await page.goto('/?overlay=agentCentre&ac=agentTeamOverview&ac.range=last30');
  const sums = ((await (await answered).json()) as { value: Record<string, number | string> }).value;
  const overview = page.getByRole('dialog', { name: 'Team overview' });
  const team = overview.getByRole('region', { name: 'Team' });
  const money = overview.getByRole('region', { name: 'Money and bets' });
  await expect(figure(team, 'Team size')).toHaveText(String(sums.teamSize));
  await expect(figure(team, 'Active members')).toHaveText(String(sums.activeMembers));
  expect(minorIn(await figure(money, 'Valid bets').textContent())).toBe(minorIn(String(sums.validBet)));
  expect(signedMinorIn(await figure(money, 'Profit and loss').textContent())).toBe(
    signedMinorIn(String(sums.profitLoss)),
  );
  expect(Number(sums.teamSize)).toBeGreaterThanOrEqual(20);

  // the same range's statements per member (another query of the sandbox) add up to the same figures
  await page.goto('/?overlay=agentCentre&ac=palStatementsAgentCopy&ac.range=last30');
  const statements = page.getByRole('dialog', { name: 'Profit and loss statements' });
  const totals = statements.getByRole('region', { name: 'Team totals for the range' });
  await expect(figure(totals, 'Valid bet')).toContainText(written(minorIn(String(sums.validBet))));
  expect(signedMinorIn(await figure(totals, 'Profit/loss').textContent())).toBe(signedMinorIn(String(sums.profitLoss)));
});

test('an agent registers a downline, finds it in team management and transfers to it', async ({ page }) => {
  test.setTimeout(90_000);
  const account = `e2e${Date.now().toString(36).slice(-6)}`;
  await page.goto('/');
  await logInAndSettle(page, AGENT.account, AGENT.password);
  const before = await balanceNow(page);

  // the phone's account sheet has the agent centre's entry
  const sheet = await openAccountSheet(page);
  await sheet.getByRole('button', { name: 'Agent centre' }).click();
  const centre = page.getByRole('dialog', { name: 'Agent' });
  await centre.getByRole('button', { name: 'Register account' }).click();
  const register = page
    .getByRole('dialog', { name: 'Register account' })
    .getByRole('region', { name: 'Register a downline' });
  await register.getByRole('textbox', { name: /^Username/ }).fill(account);
  await register.getByLabel(/^Password/).fill('Down1234');
  await register.getByLabel(/^Confirm password/).fill('Down1234');
  await register.getByRole('button', { name: 'Register' }).click();
  await expect(register).toContainText(`${account} is registered in your team.`);

  await page.goto(`/?overlay=agentCentre&ac=downlineManagmentView`);
  const management = page.getByRole('dialog', { name: 'Team management' });
  await management.getByRole('searchbox', { name: 'Search the team by account' }).fill(account);
  await management.getByRole('button', { name: 'Search' }).click();
  const row = management.getByRole('row').filter({ hasText: account });
  await expect(row).toContainText('0.00');

  await row.getByRole('button', { name: `Transfer ${account}` }).click();
  const transfer = page.getByRole('dialog', { name: `Transfer to ${account}` });
  await transfer.getByRole('textbox', { name: 'Amount' }).fill('25');
  // a wrong funds password is refused, and nothing typed is lost
  await transfer.getByLabel(/^Funds password/).fill('Wrong9999');
  await transfer.getByRole('button', { name: 'Transfer' }).click();
  await expect(transfer).toContainText('Wrong funds password');
  await expect(transfer.getByRole('textbox', { name: 'Amount' })).toHaveValue('25');
  await transfer.getByLabel(/^Funds password/).fill(AGENT.fundsPassword);
  await transfer.getByRole('button', { name: 'Transfer' }).click();
  await expect(transfer).toContainText(`25.00 sent to ${account}`);
  expect(
    minorIn(
      await transfer
        .getByText(/balance now/)
        .last()
        .locator('..')
        .textContent(),
    ),
  ).toBe(2500n);
  await expect(headerBalance(page)).toContainText(written(before - 2500n));

  // the row shows the downline's new balance after a reload, read from the sandbox again
  await page.reload();
  await expect(
    page.getByRole('dialog', { name: 'Team management' }).getByRole('row').filter({ hasText: account }),
  ).toContainText('25.00');
});

test('a daily-salary contract: offered, accepted after login, settled, in the records of both', async ({ page }) => {
  test.setTimeout(120_000);
  await page.removeLocatorHandler(contractOffersPopup(page));

  // team3 answers the seeded offer first: one offer of a kind waits at a time
  await page.goto('/');
  await logInAndSettle(page, SUB_AGENT.account, SUB_AGENT.password, { offers: 'left open' });
  let offers = contractOffersPopup(page);
  await expect(offers).toBeVisible();
  await offers
    .getByRole('listitem')
    .filter({ hasText: 'Daily salary from agent' })
    .getByRole('button', { name: 'Reject' })
    .click();
  await expect(offers).toContainText('You rejected the offer.');
  await offers.getByRole('button', { name: 'Later' }).click();
  await logOutOnPhone(page);

  // the agent offers a new one
  await logInAndSettle(page, AGENT.account, AGENT.password);
  const agentBefore = await balanceNow(page);
  await page.goto('/?overlay=agentCentre&ac=agentDailyWages2');
  const wages = page.getByRole('dialog', { name: 'Daily wages' });
  // the offer form (under its heading "Offer a contract")
  const offer = wages;
  await offer.getByRole('combobox', { name: /^Downline/ }).selectOption(SUB_AGENT.account);
  // above the agent's own rate (the merchant's 2%): refused at the field, nothing sent
  await offer.getByRole('textbox', { name: /^Rate/ }).fill('2.5');
  await offer.getByRole('textbox', { name: /^Bet amount per day/ }).fill('1000');
  await offer.getByRole('button', { name: 'Send the offer' }).click();
  await expect(offer).toContainText('The rate can be at most your own rate');
  await offer.getByRole('textbox', { name: /^Rate/ }).fill('1.25');
  await offer.getByRole('button', { name: 'Send the offer' }).click();
  await expect(offer).toContainText(`The offer was sent to ${SUB_AGENT.account}.`);
  await page.goto('/');
  await logOutOnPhone(page);

  // team3 accepts it from the popup after login
  await logInAndSettle(page, SUB_AGENT.account, SUB_AGENT.password, { offers: 'left open' });
  offers = contractOffersPopup(page);
  await expect(offers).toBeVisible();
  const daily = offers.getByRole('listitem').filter({ hasText: 'Daily salary from agent' });
  await expect(daily).toContainText('1.25%');
  await daily.getByRole('button', { name: 'Accept' }).click();
  await expect(offers).toContainText('You accepted the contract.');
  await offers.getByRole('button', { name: 'Later' }).click();
  const subBefore = await balanceNow(page);

  // the sandbox's settlement run (a development route: the last completed day, for contracts without one)
  const settled = await page.request.post(`${SANDBOX_URL}/sandbox/agent/settle`, { data: { kind: 'dailySalary' } });
  expect(settled.ok()).toBe(true);
  const paid = (
    (await settled.json()) as { value: { settled: { downline: string; amount: string; status: string }[] } }
  ).value.settled.find((s) => s.downline === SUB_AGENT.account);
  expect(paid).toMatchObject({ status: 'paid' });
  const salary = minorIn(paid!.amount);
  expect(salary).toBeGreaterThan(0n);

  // team3: the salary in the account record and the daily wages page, the balance up by it
  await page.goto('/?overlay=memberCentre&mc=transactionHistory&mc.type=salaries');
  const record = page.getByRole('region', { name: 'Account record' }).last();
  await expect(
    record
      .locator('tbody > tr, li')
      .filter({ hasText: written(salary) })
      .first(),
  ).toBeVisible();
  await page.goto('/?overlay=agentCentre&ac=agentDailyWages2');
  const received = page
    .getByRole('dialog', { name: 'Daily wages' })
    .getByRole('region', { name: 'Settlement records' });
  await expect(received).toContainText(written(salary));
  await expect(received).toContainText('Paid');
  await page.goto('/');
  expect(await balanceNow(page)).toBe(subBefore + salary);
  await logOutOnPhone(page);

  // the agent: the salary paid to team3 in its own account record and its daily wages' paid side
  await logInAndSettle(page, AGENT.account, AGENT.password);
  // (not its balance to the cent: the sandbox's own clock pays the agent's hourly and real-time contracts meanwhile)
  expect(await balanceNow(page)).toBeLessThanOrEqual(agentBefore - salary);
  await page.goto('/?overlay=memberCentre&mc=transactionHistory&mc.type=salaries');
  const agentRecord = page.getByRole('region', { name: 'Account record' }).last();
  await expect(
    agentRecord
      .locator('tbody > tr, li')
      .filter({ hasText: written(salary) })
      .first(),
  ).toBeVisible();
  await page.goto('/?overlay=agentCentre&ac=agentDailyWages2&ac.side=paid');
  const paidSide = page
    .getByRole('dialog', { name: 'Daily wages' })
    .getByRole('region', { name: 'Settlement records' });
  await expect(
    paidSide.getByRole('row').or(paidSide.getByRole('listitem')).filter({ hasText: SUB_AGENT.account }).first(),
  ).toContainText(written(salary));
});
