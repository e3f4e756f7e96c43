import type { FrameLocator, Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { logInAndSettle } from './helpers';
import { signedMinorIn } from './money';

// Issue 14, done when: the demo member places bets in two categories from the game page; they appear in the betting
// record with correct totals and in the account record with the balance after, read from the same ledger.

/** Minor units of what is typed in an amount field ("50", "100.5"). */
function typedMinor(value: string): bigint {
  const [whole, fraction = ''] = value.split('.');
  return BigInt(whole! + fraction.padEnd(2, '0').slice(0, 2));
}

/** Opens the lobby's first game and returns its frame. */
async function launchFirst(page: Page, lobby: string): Promise<FrameLocator> {
  await page.goto(lobby);
  await page
    .getByRole('main')
    .getByRole('list', { name: 'Games' })
    .getByRole('listitem')
    .first()
    .getByRole('button')
    .first()
    .click();
  await expect(page).toHaveURL(/\/game\?nodeId=\d+/);
  const frame = page.frameLocator('iframe[title^="Game: "]');
  await expect(frame.getByRole('button', { name: 'Back to lobby' })).toBeVisible();
  return frame;
}

interface PlacedBet {
  orderNo: string;
  stake: bigint;
  /** What the round paid back (0 for a loss). */
  payout: bigint;
  /** The game's wallet after the round. */
  balanceAfter: bigint;
}

/** One bet with the game's button; what it cost and paid, from the game's own balance and result line. */
async function bet(frame: FrameLocator, button: string, category: string): Promise<PlacedBet> {
  const balance = frame.locator('#balance');
  const before = signedMinorIn(await balance.textContent());
  const stake = typedMinor(await frame.getByRole('textbox', { name: 'Amount' }).inputValue());
  await frame.getByRole('button', { name: button }).click();
  const result = frame.getByRole('status');
  await expect(result).toContainText(new RegExp(`${category}\\d+`));
  const orderNo = new RegExp(`${category}\\d+`).exec((await result.textContent()) ?? '')![0];
  await expect(balance).not.toHaveText(/^$/);
  const after = signedMinorIn(await balance.textContent());
  return { orderNo, stake, payout: after - before + stake, balanceAfter: after };
}

/** A value of the betting record's totals ("Totals for the range"). */
const total = (record: Locator, label: string) =>
  record
    .getByRole('region', { name: 'Totals for the range' })
    .locator('div')
    .filter({
      has: record
        .page()
        .getByRole('term')
        .filter({ hasText: new RegExp(`^${label}$`) }),
    })
    .getByRole('definition');

test('bets from the game page in two categories appear in the betting and account records', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/');
  await logInAndSettle(page, 'demo', 'Demo1234');

  const slot = await launchFirst(page, '/rng?page=PP');
  await slot.getByRole('group', { name: 'Chips' }).getByRole('button', { name: '50', exact: true }).click();
  const spin = await bet(slot, 'Spin', 'RNG');
  const table = await launchFirst(page, '/live?page=AG');
  await table.getByRole('radio', { name: 'Banker' }).check();
  const hand = await bet(table, 'Deal', 'LIVE');

  // the betting record: each bet found by its order number, the totals of that search are the bet's own
  for (const [category, tab, placed] of [
    ['RNG', 'Slots', spin],
    ['LIVE', 'Live casino', hand],
  ] as const) {
    await page.goto(`/?overlay=memberCentre&mc=personalHistoryCopy&mc.cat=${category}`);
    const record = page.getByRole('region', { name: 'Betting record' }).last();
    await expect(record.getByRole('tab', { name: tab, exact: true })).toHaveAttribute('aria-selected', 'true');
    await record.getByRole('searchbox', { name: 'Order number' }).fill(placed.orderNo);
    await record.getByRole('button', { name: 'Search' }).click();
    const rows = record.getByRole('table').locator('tbody > tr');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(placed.orderNo);
    await expect(total(record, 'Bets')).toHaveText('1');
    expect(signedMinorIn(await total(record, 'Bet').textContent())).toBe(placed.stake);
    expect(signedMinorIn(await total(record, 'Valid bet').textContent())).toBe(placed.stake);
    expect(signedMinorIn(await total(record, 'Win').textContent())).toBe(placed.payout);
    expect(signedMinorIn(await total(record, 'Profit/loss').textContent())).toBe(placed.payout - placed.stake);
  }

  // the account record: the newest rows are the live hand's (its win, if any, then its bet), with the balance after
  await page.goto('/?overlay=memberCentre&mc=transactionHistory');
  const account = page.getByRole('table', { name: 'Account record' });
  const newest = account.locator('tbody > tr').first();
  await expect(newest).toContainText(hand.orderNo);
  expect(signedMinorIn(await newest.locator('td[data-label="Balance after"]').textContent())).toBe(hand.balanceAfter);
  const betRow = account
    .locator('tbody > tr')
    .filter({ hasText: hand.orderNo })
    .filter({ has: page.locator('td[data-label="Type"]', { hasText: /^Bet$/ }) });
  await expect(betRow.first()).toBeVisible();
  expect(signedMinorIn(await betRow.first().locator('td[data-label="Amount"]').textContent())).toBe(-hand.stake);
  // the slot's rows are there too, each with its own balance after
  await expect(account.locator('tbody > tr').filter({ hasText: spin.orderNo }).first()).toBeVisible();
  // and the wallet page's main wallet is the newest balance after: one ledger
  const balanceAfter = (await newest.locator('td[data-label="Balance after"]').textContent())!.trim();
  await page.goto('/?overlay=memberCentre&mc=transferFund');
  const main = page.getByRole('dialog', { name: 'Wallet' }).getByRole('listitem').filter({ hasText: 'Main wallet' });
  await expect(main).toContainText(balanceAfter);
});
