import type { FrameLocator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { logIn } from './helpers';
import { minorIn, written } from './money';

// The game page plays from the main wallet: the demo member launches games from the lobbies, bets in two categories
// inside the game's frame, and the header's balance follows each bet (the game posts `balance` to the page).

const tiles = (page: Page) => page.getByRole('main').getByRole('list', { name: 'Games' }).getByRole('listitem');

async function logInAs(page: Page, username: string, password: string) {
  await logIn(page, username, password);
  await expect(page.getByRole('banner').getByRole('group', { name: 'Balance' })).toBeVisible();
  // the popup announcements after a login (spec §2): read and closed before going on
  const popup = page.getByRole('dialog', { name: 'Announcements' });
  await popup
    .getByRole('button', { name: 'Got it' })
    .click({ timeout: 5000 })
    .catch(() => undefined);
  await expect(popup).toBeHidden();
}

/** Opens the lobby's first game and returns its frame. */
async function launchFirst(page: Page, lobby: string): Promise<FrameLocator> {
  await page.goto(lobby);
  await tiles(page).first().getByRole('button').first().click();
  await expect(page).toHaveURL(/\/game\?nodeId=\d+/);
  const frame = page.frameLocator('iframe[title^="Game: "]');
  await expect(frame.getByRole('button', { name: 'Back to lobby' })).toBeVisible();
  return frame;
}

/** Places one bet with the game's own button and checks the header's balance moved as the game's did. */
async function betAndFollow(page: Page, frame: FrameLocator, button: string) {
  const header = page.getByRole('banner').getByRole('group', { name: 'Balance' });
  await expect(header).toContainText(/\d\.\d{2}/);
  const headerBefore = minorIn(await header.textContent());
  const gameBalance = frame.locator('#balance');
  const gameBefore = minorIn(await gameBalance.textContent());

  await frame.getByRole('button', { name: button }).click();
  const result = frame.getByRole('status');
  await expect(result).toContainText(/^(Win|Lose|Draw|Slip)/);
  const gameAfter = minorIn(await gameBalance.textContent());
  await expect(header).toContainText(written(headerBefore + (gameAfter - gameBefore)));
  return result;
}

test('bets on the game page in two categories; the header balance follows each', async ({ page }) => {
  await page.goto('/');
  await logInAs(page, 'demo', 'Demo1234');

  // a slot: an amount from the chips, then a spin
  const slot = await launchFirst(page, '/rng?page=PP');
  await slot.getByRole('group', { name: 'Chips' }).getByRole('button', { name: '50', exact: true }).click();
  await expect(slot.getByRole('textbox', { name: 'Amount' })).toHaveValue('50');
  const spin = await betAndFollow(page, slot, 'Spin');
  await expect(spin).toContainText(/RNG\d+/);

  // a live table: a side and a hand
  const table = await launchFirst(page, '/live?page=AG');
  await table.getByRole('radio', { name: 'Banker' }).check();
  const hand = await betAndFollow(page, table, 'Deal');
  await expect(hand).toContainText(/LIVE\d+/);

  // more than the wallet holds is refused with the game's message; the balance stays
  const header = page.getByRole('banner').getByRole('group', { name: 'Balance' });
  const before = await header.textContent();
  const wallet = minorIn(await table.locator('#balance').textContent());
  await table.getByRole('textbox', { name: 'Amount' }).fill(written(wallet + 100n).replaceAll(',', ''));
  await table.getByRole('button', { name: 'Deal' }).click();
  await expect(table.getByRole('status')).toHaveText('Insufficient balance for this bet');
  await expect(header).toHaveText(before ?? '');
});
