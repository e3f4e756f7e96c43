import type { Locator, Page } from '@playwright/test';
import { openSection as open } from './cashierSteps';
import { announcementsPopup, expect as baseExpect, test } from './fixtures';
import { logInAndSettle, SANDBOX_URL } from './helpers';

// Spec §2 securityCenter on a 360 px phone: a new member (no funds password yet) sets one, binds bank cards up to
// the limit of 5, fills in the profile and deletes a card after giving the funds password again.

test.use({ viewport: { width: 360, height: 740 } });

// Every write checks the funds password with scrypt on a shared machine: give the answers time.
const expect = baseExpect.configure({ timeout: 30_000 });

const stamp = String(Date.now()).slice(-8);
const FUNDS = 'Funds2468';
const NAME = 'Somchai Jaidee';
/** Ten-digit account numbers no other run has bound (a number is bound once across members). */
const accountNumber = (n: number) => `${stamp}${n}${n}`.slice(-10);

/** A new member registered on the register page (the merchant asks for a mobile number confirmed by SMS). */
async function registerNewMember(page: Page): Promise<string> {
  const username = `s${stamp}`;
  const mobile = `09${stamp}`;
  const main = page.getByRole('main');
  await page.goto('/register');
  await main.getByRole('textbox', { name: /^Username/ }).fill(username);
  await main.getByRole('textbox', { name: /^Password/ }).fill('Login1357');
  await main.getByRole('textbox', { name: /^Confirm password/ }).fill('Login1357');
  await main.getByRole('textbox', { name: /^Mobile number/ }).fill(mobile);
  await main.getByRole('button', { name: 'Get code' }).click();
  const outbox = async () => {
    const answer = await page.request.get(`${SANDBOX_URL}/sandbox/outbox?mobile=${mobile}`);
    const messages = ((await answer.json()) as { value: { body: string }[] }).value;
    return /(\d{6})/.exec(messages[0]?.body ?? '')?.[1] ?? '';
  };
  await expect.poll(outbox).not.toBe('');
  await main.getByRole('textbox', { name: /^SMS code/ }).fill(await outbox());
  await main.getByRole('checkbox', { name: /or older and agree/ }).check();
  await main.getByRole('button', { name: 'Register', exact: true }).click();
  const welcome = page.getByRole('dialog', { name: 'Welcome!' });
  await welcome.getByRole('button', { name: 'Start playing' }).click();
  await expect(welcome).toBeHidden();
  return username;
}

async function close(centre: Locator, title: string) {
  const toggle = centre.getByRole('button', { name: new RegExp(`^${title}`) });
  if ((await toggle.getAttribute('aria-expanded')) === 'true') await toggle.click();
}

async function addCard(centre: Locator, bank: string, number: string) {
  await centre.getByRole('button', { name: 'Add a bank card' }).click();
  const form = centre.getByRole('form', { name: 'New bank card' });
  await form.getByRole('combobox', { name: /^Bank/ }).selectOption({ label: bank });
  await form.getByRole('textbox', { name: /^Account name/ }).fill(NAME);
  await form.getByRole('textbox', { name: /^Account number/ }).fill(number);
  await form.getByLabel(/^Funds password/).fill(FUNDS);
  await form.getByRole('button', { name: 'Add card' }).click();
  await expect(centre.getByRole('status').filter({ hasText: `card •••• ${number.slice(-4)} added` })).toBeVisible();
}

test('a new member sets a funds password, binds bank cards up to 5, edits the profile and deletes a card', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const username = await registerNewMember(page);
  await page.goto('/?overlay=memberCentre&mc=securityCenter');
  const centre = page.getByRole('dialog', { name: 'My account' });
  await expect(centre).toContainText(username);
  await expect(centre.getByRole('progressbar', { name: 'Account security' })).toBeVisible();

  // the funds password: none yet, so the form sets one; then it asks for the security question
  await open(centre, 'Funds password');
  await centre.getByLabel(/^New funds password/).fill(FUNDS);
  await centre.getByLabel(/^Confirm the new funds password/).fill('Funds2469');
  await centre.getByRole('button', { name: 'Set funds password' }).click();
  await expect(centre.getByText('The two passwords are not the same')).toBeVisible();
  await centre.getByLabel(/^Confirm the new funds password/).fill(FUNDS);
  await centre.getByRole('button', { name: 'Set funds password' }).click();
  await expect(centre.getByRole('status').filter({ hasText: 'Your funds password is set' })).toBeVisible();
  await expect(centre.getByRole('button', { name: 'Save security question' })).toBeVisible();
  await close(centre, 'Funds password');

  // the first bank card: its number is masked once bound, its account name becomes the real name
  await open(centre, 'Bank cards');
  await expect(centre.getByText('No bank card yet')).toBeVisible();
  await addCard(centre, 'Kasikornbank', accountNumber(1));
  const cards = centre.getByRole('list', { name: 'Your bank cards' });
  await expect(cards.getByRole('listitem')).toHaveCount(1);
  await expect(cards).toContainText(`•••• ${accountNumber(1).slice(-4)}`);
  await expect(centre).not.toContainText(accountNumber(1));

  // the profile: the real name came with the card and is locked; the rest is filled in and saved
  await open(centre, 'Profile');
  await expect(centre.getByRole('textbox', { name: /^Real name/ })).toHaveValue(NAME);
  await expect(centre.getByRole('textbox', { name: /^Real name/ })).toHaveAttribute('readonly');
  await centre.getByRole('textbox', { name: /^Birthday/ }).fill('2015-01-01');
  await centre.getByRole('textbox', { name: /^Address/ }).fill('88 Silom Road, Bang Rak, Bangkok 10500');
  await centre.getByRole('combobox', { name: /^Nationality/ }).selectOption('TH');
  await centre.getByRole('textbox', { name: /^Occupation/ }).fill('Teacher');
  await centre.getByRole('combobox', { name: /^Source of income/ }).selectOption('SALARY');
  await centre.getByRole('textbox', { name: /^Telegram/ }).fill('somchai_j');
  await centre.getByRole('button', { name: 'Save profile' }).click();
  await expect(centre.getByText('You must be at least 18 years old')).toBeVisible();
  await centre.getByRole('textbox', { name: /^Birthday/ }).fill('1990-05-17');
  await centre.getByRole('button', { name: 'Save profile' }).click();
  await expect(centre.getByRole('status').filter({ hasText: 'Your profile has been saved.' })).toBeVisible();
  await close(centre, 'Profile');

  // three more cards make four; a second tab of the same member then adds the fifth while this tab's form is open
  for (const [n, bank] of ['Siam Commercial Bank', 'Bangkok Bank', 'Krungthai Bank'].entries()) {
    await addCard(centre, bank, accountNumber(n + 2));
  }
  await expect(cards.getByRole('listitem')).toHaveCount(4);
  await centre.getByRole('button', { name: 'Add a bank card' }).click();
  const form = centre.getByRole('form', { name: 'New bank card' });
  await form.getByRole('combobox', { name: /^Bank/ }).selectOption({ label: 'TMBThanachart Bank' });
  await form.getByRole('textbox', { name: /^Account name/ }).fill(NAME);
  await form.getByRole('textbox', { name: /^Account number/ }).fill(accountNumber(6));
  await form.getByLabel(/^Funds password/).fill(FUNDS);

  const other = await page.context().newPage();
  // the fixture's handler closes the operator's announcements on the first tab only
  const popup = announcementsPopup(other);
  await other.addLocatorHandler(popup, () => popup.getByRole('button', { name: 'Got it' }).click(), {
    noWaitAfter: true,
  });
  await other.goto('/');
  await logInAndSettle(other, username, 'Login1357');
  await other.goto('/?overlay=memberCentre&mc=securityCenter');
  const otherCentre = other.getByRole('dialog', { name: 'My account' });
  await open(otherCentre, 'Bank cards');
  await addCard(otherCentre, 'Krungsri (Bank of Ayudhya)', accountNumber(5));
  await expect(otherCentre.getByText('You have 5 bank cards, the most allowed')).toBeVisible();
  await expect(otherCentre.getByRole('button', { name: 'Add a bank card' })).toHaveCount(0);
  await other.close();

  // the sixth card: the server refuses it with its message, and what was typed stays
  await form.getByRole('button', { name: 'Add card' }).click();
  await expect(form.getByText('You can add at most 5 bank cards')).toBeVisible();
  await expect(form.getByRole('textbox', { name: /^Account number/ })).toHaveValue(accountNumber(6));
  await form.getByRole('button', { name: 'Cancel' }).click();
  await expect(cards.getByRole('listitem')).toHaveCount(5);
  await expect(centre.getByText('You have 5 bank cards, the most allowed')).toBeVisible();
  await expect(centre.getByRole('button', { name: 'Add a bank card' })).toHaveCount(0);

  // deleting a card asks for the funds password again: a wrong one is refused beside the field
  const first = `Kasikornbank •••• ${accountNumber(1).slice(-4)}`;
  await centre.getByRole('button', { name: `Delete ${first}` }).click();
  const confirm = centre.getByRole('form', { name: `Delete ${first}` });
  await confirm.getByLabel(/^Funds password/).fill('Wrong9999');
  await confirm.getByRole('button', { name: 'Delete card' }).click();
  await expect(confirm.getByText(/Funds password is incorrect, \d attempts? left/)).toBeVisible();
  await confirm.getByLabel(/^Funds password/).fill(FUNDS);
  await confirm.getByRole('button', { name: 'Delete card' }).click();
  await expect(centre.getByRole('status').filter({ hasText: 'The bank card has been deleted.' })).toBeVisible();
  await expect(cards.getByRole('listitem')).toHaveCount(4);
  await expect(cards).not.toContainText(accountNumber(1).slice(-4));
  await expect(centre.getByRole('button', { name: 'Add a bank card' })).toBeVisible();
});
