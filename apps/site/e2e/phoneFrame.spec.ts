import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { logInAndSettle } from './helpers';

// The frame on a phone (issue 13): on the two phone sizes, logged out and in, in English and Thai, the header and the
// dock stay short, nothing in the header is cut, no fixed or sticky part of the frame lies over something the player
// can press, and the page never scrolls sideways.

/**
 * The frame's bars on a phone: the header (one row of logo, balance, deposit and account, plus the navigation row,
 * and its shadow) and the dock of the bottom corner's controls (one round control and its margins).
 */
const PHONE_BARS_MAX_PX = { header: 120, dock: 72 };

const phones = [
  { width: 360, height: 740 },
  { width: 412, height: 915 },
];
/** Home, a game lobby (slots), the lottery lobby (no header until asked for) and promotions. */
const paths = ['/', '/rng', '/lottery', '/promotions'];
const languages = ['EN', 'TY'] as const;

/** What is wrong with the frame as the page stands now (nothing: an empty list). */
function frameProblems(page: Page, barsMax: typeof PHONE_BARS_MAX_PX) {
  return page.evaluate((limits) => {
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
      if (height > limits.header) problems.push(`header ${Math.round(height)} px tall (limit ${limits.header})`);
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

    // The bottom corner's controls are docked: an opaque strip across the bottom of the screen holds them, and the
    // page scrolls behind it as behind the header. The page's visible part lies between the header and the dock;
    // there, whatever the player can press is not under a fixed or sticky part of the frame.
    const pinned = (element: Element | null): boolean => {
      for (let at = element; at; at = at.parentElement) {
        const position = getComputedStyle(at).position;
        if (position === 'fixed' || position === 'sticky') return true;
      }
      return false;
    };
    const headerBottom = header ? header.getBoundingClientRect().bottom : 0;
    const floating = [...document.querySelectorAll('body *')].filter(
      (element) => getComputedStyle(element).position === 'fixed' && shown(element),
    );
    const docks = floating.filter((element) => {
      const box = element.getBoundingClientRect();
      return box.left <= 1 && box.right >= innerWidth - 1 && box.bottom >= innerHeight - 1;
    });
    const dockTop = Math.min(innerHeight, ...docks.map((dock) => dock.getBoundingClientRect().top));
    if (innerHeight - dockTop > limits.dock) problems.push(`dock ${Math.round(innerHeight - dockTop)} px tall`);
    // the corner's controls stand in the dock, not over the page above it
    for (const element of floating) {
      if (docks.includes(element) || element.getBoundingClientRect().bottom < innerHeight - 100) continue;
      for (const part of [element, ...element.querySelectorAll('*')].filter(shown)) {
        if (part.getBoundingClientRect().top < dockTop - 1) problems.push(`${name(part)} floats above the dock`);
      }
    }
    // a control scrolled out of a box that scrolls on its own (a list's "more" button) is not there to press
    const clippedAt = (element: Element, x: number, y: number): boolean => {
      for (let at = element.parentElement; at && at !== document.body; at = at.parentElement) {
        const { overflowX, overflowY } = getComputedStyle(at);
        if (overflowX === 'visible' && overflowY === 'visible') continue;
        const box = at.getBoundingClientRect();
        if (x < box.left || x > box.right || y < box.top || y > box.bottom) return true;
      }
      return false;
    };
    const atTheEnd = scrollY + innerHeight >= scrolling.scrollHeight - 1;
    for (const element of document.querySelectorAll('a[href], button, input, select, textarea, [role="button"]')) {
      if (!shown(element) || pinned(element)) continue;
      const box = element.getBoundingClientRect();
      const x = box.left + box.width / 2;
      const y = box.top + box.height / 2;
      if (x < 0 || x > innerWidth || y < headerBottom || y > innerHeight || clippedAt(element, x, y)) continue;
      if (y > dockTop) {
        // behind the dock: the page scrolls it clear, unless it has no further to go
        if (atTheEnd) problems.push(`${name(element)} stays behind the dock at the end of the page`);
        continue;
      }
      const hit = document.elementFromPoint(x, y);
      if (hit && !element.contains(hit) && pinned(hit)) problems.push(`${name(element)} is under ${name(hit)}`);
    }
    return problems;
  }, barsMax);
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
  expect(await frameProblems(page, PHONE_BARS_MAX_PX)).toEqual([]);
  await page.evaluate(() => window.scrollTo(0, document.scrollingElement!.scrollHeight));
  await page.waitForTimeout(100);
  expect(await frameProblems(page, PHONE_BARS_MAX_PX)).toEqual([]);
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
