import { expect, test } from './fixtures';
import { logInAndSettle, openAccountSheet } from './helpers';
import { minorIn, written } from './money';

// The member centre's points, favourites and recent games, and legal texts (issue 14), on the phone of the suite.

/** Whole points as the English page writes them ("25,000"). */
const points = (value: number) => value.toLocaleString('en-US');

/** The number of the first "12,345 points" of a text. */
function pointsIn(text: string | null): number {
  const match = /([\d,]+) points/.exec(text ?? '');
  if (!match) throw new Error(`no points in "${text}"`);
  return Number(match[1]!.replaceAll(',', ''));
}

const CONVERTED = 1000;

test('the demo member converts points with the login password: both balances move by exactly that', async ({
  page,
}) => {
  await page.goto('/');
  await logInAndSettle(page, 'demo', 'Demo1234');
  const balance = page.getByRole('banner').getByRole('group', { name: 'Balance' });
  await expect(balance).toContainText(/\d\.\d{2}/);
  const mainBefore = minorIn(await balance.textContent());

  await page.goto('/?overlay=memberCentre&mc=points');
  const centre = page.getByRole('dialog', { name: 'Points' });
  const shownPoints = centre.getByText(/^[\d,]+ points$/);
  await expect(shownPoints).toBeVisible();
  const pointsBefore = pointsIn(await shownPoints.textContent());
  const history = centre.getByRole('list', { name: 'Points history' });
  await expect(history.getByRole('listitem').first()).toBeVisible();

  // below the minimum: said beside the field, nothing sent, nothing typed lost
  const field = centre.getByRole('textbox', { name: 'Points to convert' });
  await field.fill('900');
  await centre.getByRole('button', { name: 'Convert', exact: true }).click();
  await expect(field).toHaveAccessibleDescription(/Convert at least 1,000 points\./);
  await expect(field).toHaveValue('900');

  await field.fill(String(CONVERTED));
  const worth = centre.getByText(/^You receive /);
  await expect(worth).toBeVisible();
  const amount = minorIn(await worth.textContent());
  expect(amount).toBeGreaterThan(0n);
  await centre.getByLabel(/^Login password/).fill('Demo1234');
  await centre.getByRole('button', { name: 'Convert', exact: true }).click();

  const left = pointsBefore - CONVERTED;
  await expect(centre.getByRole('status').filter({ hasText: 'points converted' })).toHaveText(
    `${points(CONVERTED)} points converted: THB ${written(amount)} added to your main wallet. ${points(left)} points left.`,
  );
  await expect(shownPoints).toHaveText(`${points(left)} points`);
  await expect(field).toHaveValue('');
  // the header's balance, without a reload
  await expect(balance).toContainText(written(mainBefore + amount));
  // the conversion tops the points history
  const newest = history.getByRole('listitem').first();
  await expect(newest).toContainText('Converted');
  await expect(newest).toContainText(`-${points(CONVERTED)}`);
  await expect(newest).toContainText(`Balance ${points(left)}`);

  // the history by type: only conversions
  await centre.getByRole('combobox', { name: 'Type' }).selectOption({ label: 'Converted' });
  await expect(history.getByRole('listitem').first()).toContainText(`-${points(CONVERTED)}`);
  for (const row of await history.getByRole('listitem').all()) await expect(row).toContainText('Converted');
});

test('a favourite starred in a lobby is on the favourites page and launches from there', async ({ page }) => {
  await page.goto('/fish');
  await logInAndSettle(page, 'demo', 'Demo1234');
  const games = page.getByRole('main').getByRole('list', { name: 'Games' });
  // the 'all' list starts with the vendors' own items, which have no star
  const star = games.getByRole('button', { name: /^Favourite: / }).nth(1);
  const name = ((await star.getAttribute('aria-label')) ?? '').replace('Favourite: ', '');
  if ((await star.getAttribute('aria-pressed')) === 'false') await star.click();
  await expect(star).toHaveAttribute('aria-pressed', 'true');

  await page.goto('/?overlay=memberCentre&mc=favourites');
  const centre = page.getByRole('dialog', { name: 'Favourites' });
  const tile = centre.getByRole('list', { name: 'Favourite games' }).getByRole('listitem').filter({ hasText: name });
  await expect(tile).toHaveCount(1);
  await tile.getByRole('button', { name: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) }).click();
  await expect(page).toHaveURL(/\/game\?nodeId=\d+/);
  await expect(centre).toBeHidden();
  await expect(page.frameLocator(`iframe[title="Game: ${name}"]`).getByRole('heading', { name })).toBeVisible();

  // the game just played is the first of the recent games; the star takes it off the favourites
  await page.goto('/?overlay=memberCentre&mc=recentGames');
  const recent = page.getByRole('dialog', { name: 'Recent games' });
  await expect(recent.getByRole('list', { name: 'Recently played games' }).getByRole('listitem').first()).toContainText(
    name,
  );
  await page.goto('/?overlay=memberCentre&mc=favourites');
  await tile.getByRole('button', { name: `Favourite: ${name}` }).click();
  await expect(tile).toHaveCount(0);
});

test('the user agreement, the terms and the privacy policy come from the server, harmless', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.goto('/');
  await logInAndSettle(page, 'demo', 'Demo1234');
  for (const [key, title, text] of [
    ['userAgreement', 'User agreement', 'One account per person.'],
    ['terms', 'Terms and conditions', 'Deposits must come from an account in your own name.'],
    ['privacy', 'Privacy policy', 'We keep your personal data only as long as the law requires.'],
  ] as const) {
    await page.goto(`/?overlay=memberCentre&mc=${key}`);
    const centre = page.getByRole('dialog', { name: title });
    await expect(centre.getByText(text)).toBeVisible();
    await expect(centre.locator('script, iframe, form, [onerror], [onmouseover], a[href^="javascript"]')).toHaveCount(
      0,
    );
  }
  await page.waitForTimeout(300);
  expect(dialogs).toEqual([]);
});

test('each of these pages opens with at most 3 calls', async ({ page }) => {
  await page.goto('/');
  await logInAndSettle(page, 'demo', 'Demo1234');
  await (await openAccountSheet(page)).getByRole('button', { name: 'Member centre' }).click();
  const menu = page.getByRole('dialog', { name: 'Member centre' });
  await expect(menu.getByRole('navigation', { name: 'Member centre pages' })).toBeVisible();
  // what the home page and the centre ask for when they open (the first page shown loads the centre's own data) is
  // not these pages' calls: one page opened and left first
  await menu.getByRole('button', { name: 'Privacy policy', exact: true }).click();
  await page.getByRole('dialog', { name: 'Privacy policy' }).getByRole('button', { name: 'Back to the pages' }).click();
  await page.waitForLoadState('networkidle');
  const calls: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    // the header's poll of the cashier's news is not the page's call
    if (/^\/(wps|lgw|lotto)\//.test(pathname) && !/MCSFE_getCashierNotifications/.test(pathname)) calls.push(pathname);
  });
  for (const name of [
    'Points',
    'Favourites',
    'Recent games',
    'User agreement',
    'Terms and conditions',
    'Privacy policy',
  ]) {
    calls.length = 0;
    await menu.getByRole('button', { name, exact: true }).click();
    const centrePage = page.getByRole('dialog', { name });
    await expect(centrePage.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(centrePage.getByRole('status').filter({ hasText: /Loading/ })).toHaveCount(0);
    await page.waitForTimeout(500);
    expect(calls.length, `${name}: ${calls.join(', ')}`).toBeLessThanOrEqual(3);
    await centrePage.getByRole('button', { name: 'Back to the pages' }).click();
    await expect(menu).toBeVisible();
  }
});
