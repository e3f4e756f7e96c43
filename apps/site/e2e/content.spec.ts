import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { logIn, SANDBOX_URL } from './helpers';

// The content pages against the sandbox: promotions and their pages, help and the help centre, the app download,
// the points mall and the lottery pages, with the sandbox's hostile operator HTML rendered harmless.
test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false });

const main = (page: Page) => page.getByRole('main');

/**
 * Records whatever the operator's hostile HTML could make the page do: open a dialog (alert), ask for an address on
 * evil.example, or navigate away.
 */
function watchForAttacks(page: Page) {
  const attacks: string[] = [];
  page.on('dialog', (dialog) => {
    attacks.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  page.on('request', (request) => {
    if (/evil\.example|phishing\.example/.test(request.url())) attacks.push(`request: ${request.url()}`);
  });
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame() && !frame.url().startsWith('https://127.0.0.1')) {
      attacks.push(`navigation: ${frame.url()}`);
    }
  });
  return attacks;
}

/** Nothing in the page can run code: no script, handler, script link, frame, form or inline style. */
async function expectHarmless(page: Page) {
  const found = await main(page).evaluate((root) => ({
    scripts: root.querySelectorAll('script').length,
    frames: root.querySelectorAll('iframe, object, embed, frame').length,
    forms: root.querySelectorAll('form, input:not([type="search"]):not([type="number"]), textarea').length,
    styled: root.querySelectorAll('[style], style').length,
    svg: root.querySelectorAll('article svg, [aria-label] svg:not([aria-hidden])').length,
    handlers: [...root.querySelectorAll('*')].filter((element) =>
      element.getAttributeNames().some((name) => name.startsWith('on')),
    ).length,
    scriptLinks: [...root.querySelectorAll('[href], [src], [action], [xlink\\:href]')].filter((element) =>
      ['href', 'src', 'action', 'xlink:href'].some((name) =>
        /^\s*(javascript|data:text\/html)/i.test(element.getAttribute(name) ?? ''),
      ),
    ).length,
  }));
  expect(found).toEqual({ scripts: 0, frames: 0, forms: 0, styled: 0, svg: 0, handlers: 0, scriptLinks: 0 });
}

async function logInAs(page: Page, username: string, password: string) {
  await logIn(page, username, password);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log out' })).toBeVisible();
}

/** Logs in through the login popup a restricted action opened (where the header is hidden). */
async function logInThroughPopup(page: Page, username: string, password: string) {
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('textbox', { name: /^Username/ }).fill(username);
  await dialog.getByRole('textbox', { name: /^Password/ }).fill(password);
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(dialog).toBeHidden();
}

test.describe('promotions', () => {
  test('the list shows the promotions by category; a card opens its page and the page leads back', async ({ page }) => {
    // not about the session's first popup: it would hide the page from the count below (the fixture closes it only
    // before an action or an assertion)
    await page.addInitScript(() => sessionStorage.setItem('index_notice', '1'));
    await page.goto('/promotions');
    await expect(main(page).getByRole('heading', { level: 1, name: 'Promotions' })).toBeVisible();
    const cards = main(page).getByRole('list', { name: 'Promotions' }).getByRole('link');
    await expect(cards.first()).toBeVisible();
    const all = await cards.count();
    expect(all).toBeGreaterThan(5);

    const categories = main(page).getByRole('group', { name: 'Categories' });
    await categories.getByRole('button', { name: 'Rebate' }).click();
    await expect(cards).not.toHaveCount(all);
    for (const text of await cards.allTextContents()) expect(text).toContain('Rebate');
    await categories.getByRole('button', { name: 'All' }).click();
    await expect(cards).toHaveCount(all);

    const welcome = cards.filter({ hasText: 'Welcome bonus' });
    await expect(welcome).toHaveAttribute('href', '/promoDetail/1');
    await welcome.click();
    await expect(page).toHaveURL(/\/promoDetail\/1$/);
    await expect(main(page).getByRole('heading', { level: 1, name: /Welcome bonus/ })).toBeVisible();
    await expect(main(page).getByRole('heading', { name: 'How to join' })).toBeVisible();
    await main(page)
      .getByRole('link', { name: /All promotions/ })
      .click();
    await expect(page).toHaveURL(/\/promotions$/);
  });

  test("the hostile promotion's HTML is shown without running anything", async ({ page }) => {
    const attacks = watchForAttacks(page);
    await page.goto('/promoDetail?id=17');
    await expect(main(page).getByRole('heading', { level: 1, name: 'Lucky wheel weekend' })).toBeVisible();
    // the formatting stays: bold text, the list, the legitimate link and the art
    await expect(main(page).getByText('Spin once per day')).toBeVisible();
    await expect(main(page).getByRole('link', { name: 'promotions page' })).toHaveAttribute('href', '/promotions');
    await expectHarmless(page);
    // the overlay that tried to cover the page is plain text in the article
    await expect(main(page).getByText('Your session expired.')).toBeVisible();
    // the links that carried script are text now: clicking them does nothing
    await main(page).getByText('the rules').click();
    await main(page).getByText('Claim now').click();
    await page.waitForTimeout(300);
    expect(attacks).toEqual([]);
    await expect(page).toHaveURL(/\/promoDetail\?id=17$/);
  });

  test('an ended or unknown promotion says so and leads back to the list', async ({ page }) => {
    for (const id of ['18', '999', 'x']) {
      await page.goto(`/promoDetail?id=${id}`);
      await expect(main(page).getByRole('status')).toHaveText('This promotion has ended or does not exist.');
      await expect(main(page).getByRole('button', { name: 'Try again' })).toHaveCount(0);
    }
    await main(page)
      .getByRole('link', { name: /All promotions/ })
      .click();
    await expect(page).toHaveURL(/\/promotions$/);
  });

  test('a failed call shows the message with a retry that loads the promotion', async ({ page }) => {
    let fail = true;
    await page.route('**/wps/relay/MCSFE_getPromotionDetail*', (route) =>
      fail ? route.abort('connectionreset') : route.continue(),
    );
    await page.goto('/promoDetail?id=2');
    const alert = main(page).getByRole('alert');
    await expect(alert).toContainText('Something went wrong');
    fail = false;
    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect(main(page).getByRole('heading', { level: 1, name: /50 free spins/ })).toBeVisible();
  });

  test('in Thai', async ({ page }) => {
    await page.addInitScript(() => {
      localStorage.setItem('lang', 'TY');
      // the popup announcements come in Thai too: seen already, so they do not cover the page
      sessionStorage.setItem('index_notice', '1');
    });
    await page.goto('/promotions');
    await expect(main(page).getByRole('heading', { level: 1, name: 'โปรโมชั่น' })).toBeVisible();
    await expect(main(page).getByRole('group', { name: 'หมวดหมู่' })).toBeVisible();
  });
});

test.describe('help', () => {
  test('the help page lists the topics; a topic opens in place and in the address', async ({ page }) => {
    await page.goto('/help');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(main(page).getByRole('heading', { level: 1, name: 'Help' })).toBeVisible();
    const topics = main(page).getByRole('navigation', { name: 'Help topics' });
    await expect(topics.getByRole('link', { name: 'About us' })).toHaveAttribute('aria-current', 'true');
    await topics.getByRole('link', { name: 'How to deposit' }).click();
    await expect(page).toHaveURL(/\/help\?topic=deposit$/);
    await expect(main(page).getByRole('article', { name: 'How to deposit' }).getByRole('table')).toBeVisible();
    await page.goBack();
    await expect(topics.getByRole('link', { name: 'About us' })).toHaveAttribute('aria-current', 'true');
  });

  test('the help texts with script, handlers and script links are harmless', async ({ page }) => {
    const attacks = watchForAttacks(page);
    for (const topic of ['user-agreement', 'privacy-policy', 'deposit']) {
      await page.goto(`/help?topic=${topic}`);
      await expect(main(page).getByRole('article')).toBeVisible();
      await expectHarmless(page);
    }
    await page.goto('/help?topic=user-agreement');
    await main(page).getByText('click here for a prize').click();
    await page.waitForTimeout(300);
    expect(attacks).toEqual([]);
  });

  test('/helpmc is the help centre alone, without the header, at the topic asked for', async ({ page }) => {
    await page.goto('/helpmc?topic=privacy-policy');
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(main(page).getByRole('heading', { level: 1, name: 'Help centre' })).toBeVisible();
    await expect(main(page).getByRole('article', { name: 'Privacy policy' })).toBeVisible();
  });

  test('the help texts follow the language', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('lang', 'TY'));
    await page.goto('/help');
    await expect(main(page).getByRole('heading', { level: 1, name: 'ช่วยเหลือ' })).toBeVisible();
    await expect(main(page).getByRole('navigation', { name: 'หัวข้อช่วยเหลือ' }).getByRole('link').first()).toHaveText(
      'เกี่ยวกับเรา',
    );
  });
});

test('the download page: Android and iOS with QR codes, download links and 4 steps each', async ({ page }) => {
  await page.goto('/down');
  await expect(main(page).getByRole('heading', { level: 1, name: 'Download the app' })).toBeVisible();
  const android = main(page).getByRole('region', { name: 'Android' });
  const ios = main(page).getByRole('region', { name: 'iOS' });
  await expect(android.getByRole('img', { name: 'QR code to download the Android app' })).toHaveAttribute(
    'width',
    '200',
  );
  await expect(android.getByRole('link', { name: 'Download for Android' })).toHaveAttribute(
    'href',
    'https://download.example.com/app/sandbox.apk',
  );
  await expect(android.getByRole('listitem')).toHaveCount(4);
  await expect(ios.getByRole('img', { name: 'QR code to install the iOS profile' })).toBeVisible();
  await expect(ios.getByRole('link', { name: 'Install the profile' })).toHaveAttribute(
    'href',
    'https://download.example.com/app/sandbox.mobileconfig',
  );
  await expect(ios.getByRole('listitem')).toHaveCount(4);
});

test.describe('points mall', () => {
  test('a visitor browses the rewards and rules; redeeming asks to log in', async ({ page }) => {
    await page.goto('/pointMall');
    await expect(main(page).getByRole('heading', { level: 1, name: 'Points mall' })).toBeVisible();
    await expect(main(page).getByText('Log in to see your points and redeem rewards.')).toBeVisible();
    const rewards = main(page).getByRole('list', { name: 'Rewards' });
    await expect(rewards.getByRole('listitem')).toHaveCount(12);
    await expect(rewards.getByRole('button', { name: 'Redeem: Limited edition cap' })).toBeDisabled();
    await rewards.getByRole('button', { name: 'Redeem: Cash 10 THB' }).click();
    await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
    await page.keyboard.press('Escape');
    await main(page).getByRole('tab', { name: 'Rules' }).click();
    await expect(main(page).getByText('Points have no expiration.')).toBeVisible();
    await expect(main(page).getByRole('table', { name: 'Exchange rates' }).getByRole('row')).toHaveCount(7);
  });

  test('a member redeems a reward with the login password and finds it in process', async ({ page }) => {
    await page.request.post(`${SANDBOX_URL}/sandbox/reset-throttles`);
    await page.goto('/pointMall');
    await logInAs(page, 'demo', 'Demo1234');
    const balance = main(page).locator('p', { hasText: 'Your points' });
    await expect(balance).toContainText(/[\d,]+ points$/);
    const before = Number((await balance.textContent())!.replace(/\D/g, ''));

    await main(page).getByRole('button', { name: 'Redeem: Cash 10 THB' }).click();
    const dialog = page.getByRole('dialog', { name: 'Redeem a reward' });
    await dialog.getByRole('button', { name: 'One more' }).click();
    await expect(dialog.getByText('Total: 2,000 points')).toBeVisible();
    // a wrong password: the server's refusal, the form stays
    await dialog.getByLabel(/^Login password/).fill('Wrong1234');
    await dialog.getByRole('button', { name: 'Redeem for 2,000 points' }).click();
    await expect(dialog.getByRole('alert')).toBeVisible();
    await dialog.getByLabel(/^Login password/).fill('Demo1234');
    await dialog.getByRole('button', { name: 'Redeem for 2,000 points' }).click();
    await expect(dialog.getByRole('status')).toContainText('Your redemption is in process.');
    const reference = /Reference number: (\S+)/.exec((await dialog.getByRole('status').textContent()) ?? '')?.[1];
    expect(reference).toBeTruthy();
    await dialog.getByRole('button', { name: 'Done' }).click();

    await expect(balance).toContainText(`${(before - 2000).toLocaleString('en-US')} points`);
    await main(page).getByRole('tab', { name: 'History' }).click();
    const first = main(page).getByRole('list', { name: 'My redemptions' }).getByRole('listitem').first();
    await expect(first).toContainText('Cash 10 THB × 2');
    await expect(first).toContainText('In process');
    await expect(first).toContainText(reference!);
  });

  test('a trial account is told redeeming needs a real account', async ({ page }) => {
    await page.goto('/pointMall');
    await logInAs(page, 'trial', 'Trial1234');
    await main(page).getByRole('button', { name: 'Redeem: Cash 10 THB' }).click();
    await expect(page.getByText('This feature is for real accounts only.', { exact: false })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Redeem a reward' })).toHaveCount(0);
  });
});

test.describe('lottery', () => {
  test('/lottery lists the lotteries with countdowns that tick, type tags, day filter and search', async ({ page }) => {
    // not about the session's first popup: it would hide the page from the count below
    await page.addInitScript(() => sessionStorage.setItem('index_notice', '1'));
    await page.goto('/lottery');
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(main(page).getByRole('heading', { level: 1, name: 'Lottery' })).toBeVisible();
    const cards = main(page).getByRole('list', { name: 'Lotteries' }).getByRole('listitem');
    await expect(cards.first()).toBeVisible();
    const all = await cards.count();
    expect(all).toBeGreaterThan(20);

    const timer = cards.filter({ hasText: 'Thai Government Lottery' }).getByRole('timer');
    const first = await timer.textContent();
    await expect(timer).not.toHaveText(first!, { timeout: 3000 });

    const types = main(page).getByRole('group', { name: 'Lottery types' });
    await types.getByRole('button', { name: /^Hanoi/ }).click();
    await expect(cards).toHaveCount(3);
    await main(page).getByRole('group', { name: 'Draw day' }).getByRole('button', { name: 'Mon' }).click();
    await expect(cards).toHaveCount(2);
    await types.getByRole('button', { name: 'All types' }).click();
    await expect(cards).toHaveCount(all);
    await main(page).getByRole('searchbox', { name: 'Search lotteries' }).fill('LAO');
    await expect(cards).toHaveCount(4);
  });

  test('a bet asks a visitor to log in, then opens the betting page with the code and vendor', async ({ page }) => {
    await page.goto('/lottery');
    const north = main(page).getByRole('button', { name: 'Bet: Northern Vietnam' });
    await north.click();
    await logInThroughPopup(page, 'demo', 'Demo1234');
    await north.click();
    await expect(page).toHaveURL(/\/lottery\?gameCode=VN_NORTH&vendor=TCG_LOTTO_VN$/);
    const frame = page.frameLocator('iframe[title="Game: Northern Vietnam"]');
    await expect(frame.getByRole('heading', { name: /^Draw \d{8}$/ })).toBeVisible();
    await main(page)
      .getByRole('button', { name: /Back to the games/ })
      .click();
    await expect(page).toHaveURL(/\/lottery$/);
  });

  test('/lottery?gameCode= from a lobby: locked for a visitor, the e-lottery launches in its own prize table', async ({
    page,
  }) => {
    await page.goto('/lottery?gameCode=KENO_1M&vendor=ELOTT&playType=BIG_SMALL');
    await main(page).getByRole('button', { name: 'Log in' }).click();
    await logInThroughPopup(page, 'demo', 'Demo1234');
    await expect(page.frameLocator('iframe').getByRole('heading', { name: /^Draw / })).toBeVisible();
    await expect(page).toHaveURL(/gameCode=KENO_1M&vendor=ELOTT&playType=BIG_SMALL$/);
  });

  test('/vnlottery lists the Vietnamese lotteries; the recent list shows what the member played', async ({ page }) => {
    await page.goto('/vnlottery');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(main(page).getByRole('heading', { level: 1, name: 'Vietnamese lottery' })).toBeVisible();
    const cards = main(page).getByRole('list', { name: 'Lotteries' }).getByRole('listitem');
    await expect(cards.filter({ hasText: 'Hanoi VIP' })).toHaveCount(1);
    await expect(cards.filter({ hasText: 'Thai Government Lottery' })).toHaveCount(0);
    const lists = main(page).getByRole('group', { name: 'Lists' });

    // recent games need a login
    await lists.getByRole('button', { name: 'Recent' }).click();
    await logInThroughPopup(page, 'demo', 'Demo1234');
    await main(page).getByRole('button', { name: 'Bet: Hanoi VIP' }).click();
    await expect(page).toHaveURL(/\/vnlottery\?gameCode=HANOI_VIP&vendor=TCG_LOTTO_VN$/);
    await expect(page.frameLocator('iframe').getByRole('heading', { name: /^Draw / })).toBeVisible();
    await main(page)
      .getByRole('button', { name: /Back to the games/ })
      .click();

    await lists.getByRole('button', { name: 'Recent' }).click();
    await expect(lists.getByRole('button', { name: 'Recent' })).toHaveAttribute('aria-pressed', 'true');
    await expect(cards.first()).toContainText('Hanoi VIP');
  });

  test('favourites are kept per account in LOTTFAV', async ({ page }) => {
    await page.goto('/vnlottery');
    await logInAs(page, 'demo', 'Demo1234');
    await main(page).getByRole('button', { name: 'Favourite: Da Nang' }).click();
    await main(page).getByRole('group', { name: 'Lists' }).getByRole('button', { name: 'Favourites' }).click();
    const cards = main(page).getByRole('list', { name: 'Lotteries' }).getByRole('listitem');
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText('Da Nang');
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('LOTTFAV') ?? '{}') as unknown);
    expect(stored).toEqual({ demo: [131] });
  });
});

test('a lottery list that failed to load says so, and its retry loads it', async ({ page }) => {
  let fail = true;
  await page.route('**/lgw/vn/games/game_menu?*', (route) =>
    fail ? route.abort('connectionreset') : route.continue(),
  );
  await page.goto('/vnlottery');
  const alert = main(page).getByRole('alert');
  await expect(alert).toContainText('Something went wrong');
  fail = false;
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(main(page).getByRole('list', { name: 'Lotteries' }).getByRole('listitem').first()).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test('every content page fits the screen', async ({ page }) => {
    for (const path of ['/promotions', '/promoDetail?id=1', '/help', '/down', '/pointMall', '/lottery', '/vnlottery']) {
      await test.step(path, async () => {
        await page.goto(path);
        await expect(main(page).getByRole('heading', { level: 1 })).toBeVisible();
        await expect(main(page).getByRole('status')).toHaveCount(0);
        const [scrollWidth, width] = await page.evaluate(() => [
          document.documentElement.scrollWidth,
          window.innerWidth,
        ]);
        expect(scrollWidth, path).toBeLessThanOrEqual(width);
      });
    }
  });
});
