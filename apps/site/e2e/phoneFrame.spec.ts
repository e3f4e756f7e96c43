import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { logInAndSettle } from './helpers';

// The frame on a phone (issue 13): on the two phone sizes, logged out and in, in English and Thai, the header stays
// short, nothing in it is cut, no fixed or sticky part of the frame lies over something the player can press, and
// the page never scrolls sideways.

/** The header on a phone: one row (logo, balance, deposit, account) plus the navigation row, and its shadow. */
const PHONE_HEADER_MAX_PX = 120;

const phones = [
  { width: 360, height: 740 },
  { width: 412, height: 915 },
];
/** Home, a game lobby (slots), the lottery lobby (no header until asked for) and promotions. */
const paths = ['/', '/rng', '/lottery', '/promotions'];
const languages = ['EN', 'TY'] as const;

/** What is wrong with the frame as the page stands now (nothing: an empty list). */
function frameProblems(page: Page, headerMax: number) {
  return page.evaluate((limit) => {
    const problems: string[] = [];
    const name = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''} "${(element.textContent ?? '').trim().slice(0, 40)}"`;
    const shown = (element: Element) => {
      const box = element.getBoundingClientRect();
      return (
        box.width > 1 && box.height > 1 && element.checkVisibility({ opacityProperty: true, visibilityProperty: true })
      );
    };
    const ownText = (element: Element) =>
      [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim() !== '');

    // no sideways scroll
    const scrolling = document.scrollingElement!;
    if (scrolling.scrollWidth > innerWidth) problems.push(`scrolls sideways: ${scrolling.scrollWidth} > ${innerWidth}`);

    const header = document.querySelector('header');
    if (header) {
      const height = header.getBoundingClientRect().height;
      if (height > limit) problems.push(`header ${Math.round(height)} px tall (limit ${limit})`);
      // the merchant's logo stays, whatever the language
      const logo = header.querySelector('a img');
      if (!logo || logo.getBoundingClientRect().width < 48) problems.push('the logo is missing or squeezed');
      for (const element of header.querySelectorAll('*')) {
        if (!shown(element)) continue;
        const box = element.getBoundingClientRect();
        if (box.left < -1 || box.right > innerWidth + 1) problems.push(`off the screen: ${name(element)}`);
        if (ownText(element) && element.scrollWidth > element.clientWidth + 1) {
          problems.push(`text cut: ${name(element)} (${element.scrollWidth} > ${element.clientWidth})`);
        }
      }
    }

    // Whatever the player can press is not under a fixed or sticky part of the frame. A control in the bottom
    // corner's reserved room is passed over while the page can still scroll it clear (it is checked again at the end).
    const pinned = (element: Element | null): boolean => {
      for (let at = element; at; at = at.parentElement) {
        const position = getComputedStyle(at).position;
        if (position === 'fixed' || position === 'sticky') return true;
      }
      return false;
    };
    const headerBottom = header ? header.getBoundingClientRect().bottom : 0;
    const canScrollFurther = scrollY + innerHeight < scrolling.scrollHeight - 1;
    const floating = [...document.querySelectorAll('body *')].filter(
      (element) => getComputedStyle(element).position === 'fixed' && shown(element),
    );
    const dockTop = Math.min(
      innerHeight,
      ...floating
        .filter((element) => element.getBoundingClientRect().bottom > innerHeight - 100)
        .flatMap((element) => [element, ...element.querySelectorAll('*')])
        .filter(shown)
        .map((element) => element.getBoundingClientRect().top),
    );
    for (const element of document.querySelectorAll('a[href], button, input, select, textarea, [role="button"]')) {
      if (!shown(element) || pinned(element)) continue;
      const box = element.getBoundingClientRect();
      const x = box.left + box.width / 2;
      const y = box.top + box.height / 2;
      if (x < 0 || x > innerWidth || y < headerBottom || y > innerHeight) continue;
      if (canScrollFurther && y > dockTop) continue;
      const hit = document.elementFromPoint(x, y);
      if (hit && !element.contains(hit) && pinned(hit)) problems.push(`${name(element)} is under ${name(hit)}`);
    }
    return problems;
  }, headerMax);
}

async function settle(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('main')).not.toBeEmpty();
  await page.waitForLoadState('networkidle');
  // the frame's idle parts (footer, right bar, chat) have come
  if (path !== '/lottery')
    await expect(page.getByRole('complementary', { name: /Quick contact|ติดต่อด่วน/ })).toBeVisible();
}

async function expectFrameFits(page: Page) {
  expect(await frameProblems(page, PHONE_HEADER_MAX_PX)).toEqual([]);
  await page.evaluate(() => window.scrollTo(0, document.scrollingElement!.scrollHeight));
  await page.waitForTimeout(100);
  expect(await frameProblems(page, PHONE_HEADER_MAX_PX)).toEqual([]);
}

for (const viewport of phones) {
  for (const loggedIn of [false, true]) {
    test(`${viewport.width}x${viewport.height}, ${loggedIn ? 'logged in' : 'logged out'}: the frame fits and covers nothing`, async ({
      page,
    }) => {
      test.setTimeout(120_000);
      await page.setViewportSize(viewport);
      // the session's popup announcements were seen already: this test is about the frame
      await page.addInitScript(() => sessionStorage.setItem('index_notice', '1'));
      await page.goto('/');
      if (loggedIn) await logInAndSettle(page, 'demo', 'Demo1234');
      for (const language of languages) {
        await page.evaluate((code) => {
          localStorage.setItem('lang', code);
          localStorage.setItem('hisLang', code);
        }, language);
        for (const path of paths) {
          await test.step(`${language} ${path}`, async () => {
            await settle(page, path);
            await expect(page.locator('html')).toHaveAttribute('lang', language === 'TY' ? 'th' : 'en');
            await expectFrameFits(page);
            if (path === '/lottery') {
              // the lottery lobby's header comes back with the shared toggle: it fits there too
              await page.getByRole('button', { name: /^(Show the menu|แสดงเมนู)$/ }).click();
              await expect(page.getByRole('banner')).toBeVisible();
              await expectFrameFits(page);
              await page.getByRole('button', { name: /^(Hide the menu|ซ่อนเมนู)$/ }).click();
            }
          });
        }
      }
    });
  }
}
