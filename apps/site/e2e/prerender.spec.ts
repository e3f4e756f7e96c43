import { connect, type IncomingHttpHeaders } from 'node:http2';
import type { ConsoleMessage, Page } from '@playwright/test';
import { FIRST_FLIGHT_BYTES } from '../server.mjs';
import { expect, test } from './fixtures';
import { logInAndSettle, SUB_PATH_URL } from './helpers';

// Issue 16: the public pages are prerendered at build time (build/prerender.mjs) and hydrated in the browser.

/** The routes `npm run bench` measures: each must hold still while it loads, whatever arrives when. */
const BENCH_ROUTES = ['/', '/lottery', '/rng', '/promotions'];

/** What React says when the server's HTML and the browser's first render differ. */
const HYDRATION_PROBLEM = /hydrat|did not match|didn't match|mismatch|Minified React error #(418|419|421|422|423|425)/i;

function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  const note = (message: ConsoleMessage) => {
    if (['error', 'warning'].includes(message.type()) && HYDRATION_PROBLEM.test(message.text())) {
      problems.push(message.text());
    }
  };
  page.on('console', note);
  page.on('pageerror', (error) => HYDRATION_PROBLEM.test(error.message) && problems.push(error.message));
  return problems;
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the public pages show their frame and content from the HTML alone', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Lottery, slots, live casino and sports' })).toBeVisible();
    // on a phone the main navigation is behind the menu button; its links are in the HTML
    await expect(page.getByRole('banner').getByRole('button', { name: 'Menu' })).toBeVisible();
    await expect(page.locator('a[href="/promotions"]').first()).toBeAttached();
    await expect(page.getByRole('button', { name: 'Log in', exact: true })).toBeVisible();
    // the critical CSS is inline: the header has its colour before any stylesheet
    const header = page.locator('header').first();
    await expect(header).not.toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');

    for (const path of ['/promotions', '/lottery', '/rng', '/help', '/download', '/register', '/login']) {
      const answer = await page.goto(path);
      expect(await answer!.text(), path).toContain('data-prerendered');
      await expect(page.getByRole('main'), path).not.toBeEmpty();
    }
  });

  test('the first screen is laid out the same whichever of the page’s stylesheets has arrived', async ({ page }) => {
    // The first screen's rules are inline and the stylesheets load after the first paint, in any order: a rule that
    // wins only when its sheet comes last (a button's margin 0 over the frame's margin for it) moves the page as
    // they arrive. The inline rules with any one sheet must lay the first screen out as all of them do.
    test.slow();
    const firstScreen = () =>
      page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>('#root *')]
          .filter((element) => element instanceof HTMLElement && element.getBoundingClientRect().top < innerHeight)
          // offsets, not client rects: a spinner's turning is a transform, not a move
          .map(
            (element) =>
              `${element.tagName}.${element.className} ` +
              [element.offsetLeft, element.offsetTop, element.offsetWidth, element.offsetHeight].join(','),
          ),
      );
    // on Lighthouse's phone, and home on a wide screen (the header's links instead of its menu button)
    const screens = [
      ...BENCH_ROUTES.map((path) => ({ path, width: 412, height: 823 })),
      { path: '/', width: 1280, height: 800 },
    ];
    for (const { path, width, height } of screens) {
      await page.setViewportSize({ width, height });
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      const withAll = await firstScreen();
      const sheets = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((link) => link.href),
      );
      expect(sheets.length, path).toBeGreaterThan(0);
      for (const sheet of sheets) {
        await page.route(/\.css$/, (route) => (route.request().url() === sheet ? route.continue() : route.abort()));
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        expect(await firstScreen(), `${path} at ${width} px with ${sheet.split('/').pop()} alone`).toEqual(withAll);
        await page.unrouteAll();
      }
    }
  });

  test('a build under a sub-path prerenders its pages under it', async ({ page }) => {
    const answer = await page.goto(`${SUB_PATH_URL}/play/promotions`);
    expect(await answer!.text()).toContain('data-prerendered');
    await expect(page.getByRole('main').getByRole('heading', { name: 'Promotions' })).toBeVisible();
  });
});

/**
 * Holds the app's entry (the page's one module script, which imports the rest) until the returned function is
 * called: until then the player has the prerendered HTML alone, as on a slow line.
 */
async function holdAppCode(page: Page): Promise<() => void> {
  let release!: () => void;
  const codeHeld = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await codeHeld;
    await route.continue();
  });
  return release;
}

test('a prerendered page hydrates without a mismatch and then works', async ({ page }) => {
  const problems = watchConsole(page);
  const answer = await page.goto('/');
  expect(await answer!.text()).toContain('data-prerendered');
  // hydrated: the log in button opens the login popup
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
  await page.keyboard.press('Escape');
  for (const path of ['/promotions', '/lottery', '/rng', '/download', '/register']) {
    await page.goto(path);
    await expect(page.getByRole('main')).not.toBeEmpty();
    // the page's own content arrives after hydration (live data)
    await page.waitForLoadState('networkidle');
  }
  expect(problems).toEqual([]);
});

test('a tap on the prerendered page before its code has arrived is answered when it has', async ({ page }) => {
  const problems = watchConsole(page);
  const release = await holdAppCode(page);
  await page.goto('/', { waitUntil: 'commit' });
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.locator('html[data-interactive]')).toHaveCount(0);
  release();
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeHidden();
  // a tap after the app took over is answered once (the kept tap is not replayed again)
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
  expect(problems).toEqual([]);
});

test('what a player typed into the prerendered page before its code arrived is kept and used', async ({ page }) => {
  const problems = watchConsole(page);
  // not about the session's first popup: it would cover the lobby
  await page.addInitScript(() => sessionStorage.setItem('index_notice', '1'));
  const release = await holdAppCode(page);
  await page.goto('/lottery', { waitUntil: 'commit' });
  const search = page.getByRole('main').getByRole('searchbox', { name: 'Search lotteries' });
  await search.fill('LAO');
  await expect(page.locator('html[data-interactive]')).toHaveCount(0);
  release();
  await expect(page.locator('html[data-interactive]')).toHaveCount(1);
  // the lobby's list arrives after the page has hydrated, filtered by what was typed before, which stays typed
  const cards = page.getByRole('main').getByRole('list', { name: 'Lotteries' }).getByRole('listitem');
  await expect(cards).toHaveCount(4);
  await expect(search).toHaveValue('LAO');
  // and React holds it: typing on goes on from it
  await search.press('End');
  await search.pressSequentially('S');
  await expect(search).toHaveValue('LAOS');
  expect(problems).toEqual([]);
});

test('the page hydrates before XState and the API client arrive; the boot and the session follow', async ({ page }) => {
  const problems = watchConsole(page);
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const heldFiles = new Set<string>();
  // the flows' runtime (XState), the boot's and the session's machines, and the API client: not on the first paint
  await page.route(/\/assets\/(xstate[\w.-]*|bootActor-[\w-]+|sessionActor-[\w-]+|api-[\w-]+)\.js$/, async (route) => {
    heldFiles.add(new URL(route.request().url()).pathname.replace(/-[\w-]+\.js$/, ''));
    await held;
    await route.continue();
  });
  const answer = await page.goto('/');
  // the page names the machines' files, at the app's low priority: they come beside its code, not a round trip after
  for (const machine of ['bootActor', 'sessionActor']) {
    expect(await answer!.text()).toMatch(
      new RegExp(`<link rel="modulepreload" crossorigin href="/assets/${machine}-[\\w-]+\\.js" fetchpriority="low">`),
    );
  }
  await expect(page.locator('html[data-interactive]')).toHaveCount(1);
  // hydrated without them (React has committed the page: its effects ran), the page as the HTML showed it
  await expect(page.getByRole('heading', { level: 1, name: 'Lottery, slots, live casino and sports' })).toBeVisible();
  expect([...heldFiles]).toEqual(
    expect.arrayContaining(['/assets/api', '/assets/bootActor', '/assets/sessionActor', '/assets/xstate.esm']),
  );
  release();
  // the session's machine and the API client take over: a login works and the member's frame follows
  await logInAndSettle(page, 'demo', 'Demo1234');
  await expect(page.getByRole('banner').getByRole('group', { name: 'Balance' })).toBeVisible();
  expect(problems).toEqual([]);
});

test('a logged-in player reloading a prerendered page gets the visitor’s HTML, then the member’s frame', async ({
  page,
}) => {
  await page.goto('/');
  await logInAndSettle(page, 'demo', 'Demo1234');
  const problems = watchConsole(page);
  for (const path of ['/', '/promotions', '/rng']) {
    const answer = await page.goto(path);
    expect(await answer!.text()).toContain('data-prerendered');
    // hydrated as the visitor the HTML shows, then the member's header
    await expect(page.getByRole('banner').getByRole('group', { name: 'Balance' })).toBeVisible();
    await page.waitForLoadState('networkidle');
  }
  // /register sends a logged-in player home, once hydrated
  await page.goto('/register');
  await expect(page).toHaveURL(/\/$/);
  expect(problems).toEqual([]);
});

test('a Thai player gets the Thai prerender, never an English flash', async ({ page, context }) => {
  // A Thai player whose language cookie is gone: the English page the server sends is hidden before it paints,
  // then drawn in Thai; the cookie is written again, so the next page comes prerendered in Thai.
  await context.addInitScript(() => {
    localStorage.setItem('lang', 'TY');
    localStorage.setItem('hisLang', 'TY');
    // what the player could see: every text painted while the page is visible, sampled at each frame
    const seen = new Set<string>();
    (window as unknown as { seenText: Set<string> }).seenText = seen;
    const sample = () => {
      const root = document.getElementById('root');
      if (root && getComputedStyle(root).visibility !== 'hidden') seen.add(root.innerText);
      requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
  });
  const problems = watchConsole(page);
  const first = await page.goto('/');
  expect(await first!.text()).toContain('lang="en"');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('หวย สล็อต คาสิโนสด และกีฬา');
  const seen = await page.evaluate(() => [...(window as unknown as { seenText: Set<string> }).seenText].join('\n'));
  expect(seen).not.toContain('Lottery, slots, live casino and sports');

  const cookies = await context.cookies();
  expect(cookies.find((cookie) => cookie.name === 'wl_lang')?.value).toBe('TY');
  const second = await page.goto('/promotions');
  const html = await second!.text();
  expect(html).toContain('lang="th"');
  expect(html).toContain('data-prerendered');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('โปรโมชั่น');
  await page.waitForLoadState('networkidle');
  expect(problems).toEqual([]);
});

/** A page's answer as the site sends it over HTTP/2: its 103 Early Hints' Link values, its headers, its HTML. */
async function pageAnswer(baseURL: string, path: string) {
  const session = connect(baseURL, { rejectUnauthorized: false });
  try {
    return await new Promise<{ hints: string[]; headers: IncomingHttpHeaders; html: string }>((resolve, reject) => {
      const hints: string[] = [];
      const stream = session.request({ ':path': path });
      stream.on('headers', (info) => info[':status'] === 103 && hints.push(String(info['link'])));
      stream.on('response', (headers) => {
        let html = '';
        stream.setEncoding('utf8');
        stream.on('data', (chunk: string) => (html += chunk));
        stream.on('end', () => resolve({ hints, headers, html }));
      });
      stream.on('error', reject);
      stream.end();
    });
  } finally {
    session.close();
  }
}

test('the page answer announces its first files in 103 Early Hints', async ({ baseURL }) => {
  const lottery = await pageAnswer(baseURL!, '/lottery');
  expect(lottery.hints).toHaveLength(1);
  const [hints] = lottery.hints;
  expect(hints).toMatch(/<\/assets\/firstCalls-[\w-]+\.js>; rel=preload; as=script; crossorigin/);
  expect(hints).not.toMatch(/firstCalls-[\w-]+\.js>[^,]*fetchpriority/);
  // the app's code at low priority, in the hints and in the page: the first paint needs none of it
  expect(hints).toMatch(/<\/assets\/index-[\w-]+\.js>; rel=preload; as=script; crossorigin; fetchpriority=low/);
  expect(lottery.html).toMatch(
    /<script type="module" crossorigin src="\/assets\/index-[\w-]+\.js" fetchpriority="low">/,
  );
  expect(lottery.html).toMatch(/<script type="module" async crossorigin src="\/assets\/firstCalls-[\w-]+\.js">/);
  // so are its stylesheets, at the end of its body: its first paint has the rules it needs inlined
  expect(hints).toMatch(/<\/assets\/index-[\w-]+\.css>; rel=preload; as=style; crossorigin; fetchpriority=low/);
  const stylesheets = lottery.html.match(/<link rel="stylesheet"[^>]*>/g) ?? [];
  expect(stylesheets.length).toBeGreaterThan(0);
  for (const stylesheet of stylesheets) expect(stylesheet).toContain('fetchpriority="low"');
  // the page's own part is named in its head, in the same round trip: not again in the hints or a Link header
  expect(lottery.html).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/LotteryPage-[\w-]+\.js"/);
  expect(hints).not.toMatch(/LotteryPage-/);
  expect(lottery.headers['link']).toBeUndefined();
  expect(lottery.headers['vary']).toContain('cookie');

  // a page the code draws (no prerender for an address with a query): its part's files, at the code's own priority,
  // in the hints and again in a Link header for a proxy that drops 103s
  const drawn = await pageAnswer(baseURL!, '/lottery?from=test');
  expect(drawn.hints[0]).toMatch(/<\/assets\/index-[\w-]+\.js>; rel=preload; as=script; crossorigin(,|$)/);
  expect(drawn.hints[0]).toMatch(/<\/assets\/LotteryPage-[\w-]+\.js>; rel=preload/);
  expect(drawn.headers['link']).toBe(drawn.hints[0]);
  expect(drawn.html).not.toContain('fetchpriority');
  // the lottery page hides the header at first; a page with the header gets the navigation row's files too
  expect(drawn.hints[0]).not.toMatch(/NavRow-/);
  const promotions = await pageAnswer(baseURL!, '/promotions?from=test');
  expect(promotions.hints[0]).toMatch(/<\/assets\/NavRow-[\w-]+\.js>; rel=preload; as=script; crossorigin/);
  expect(promotions.hints[0]).toMatch(/<\/assets\/BannerContainer-[\w-]+\.js>; rel=preload/);
});

test('each bench route comes whole in the first round trip of a new connection, in English and Thai', async ({
  browser,
  baseURL,
}) => {
  const tooLong: string[] = [];
  for (const language of ['EN', 'TY']) {
    for (const path of BENCH_ROUTES) {
      // a context of its own: a new connection, whose header compression has nothing to refer back to yet
      const context = await browser.newContext({ ignoreHTTPSErrors: true });
      await context.addCookies([{ name: 'wl_lang', value: language, url: baseURL! }]);
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      // what Chromium (and Lighthouse's transfer size) counts for the page: its 103, its headers, its compressed HTML
      let documentRequest = '';
      const received = new Promise<number>((resolve) => {
        cdp.on('Network.requestWillBeSent', (sent) => {
          if (sent.type === 'Document' && !documentRequest) documentRequest = sent.requestId;
        });
        cdp.on('Network.loadingFinished', (done) => {
          if (done.requestId === documentRequest) resolve(done.encodedDataLength);
        });
      });
      const answer = await page.goto(`${baseURL}${path}`, { waitUntil: 'commit' });
      expect(await answer!.text()).toContain('data-prerendered');
      const bytes = await received;
      if (bytes > FIRST_FLIGHT_BYTES) tooLong.push(`${language} ${path}: ${bytes} bytes`);
      await context.close();
    }
  }
  expect(tooLong, `more than ${FIRST_FLIGHT_BYTES} bytes`).toEqual([]);
});

/** A layout shift a player did not cause (the Layout Instability API): how much, and what moved from where to where. */
interface LayoutShift {
  value: number;
  moved: { node: string; from: number[]; to: number[] }[];
}

async function watchLayoutShifts(page: Page): Promise<() => Promise<LayoutShift[]>> {
  await page.addInitScript(() => {
    const shifts: LayoutShift[] = [];
    (window as unknown as { layoutShifts: LayoutShift[] }).layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number;
        hadRecentInput: boolean;
        sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
      }[]) {
        if (entry.hadRecentInput) continue;
        const box = ({ x, y, width, height }: DOMRectReadOnly) => [x, y, width, height].map(Math.round);
        shifts.push({
          value: entry.value,
          moved: entry.sources.map(({ node, previousRect, currentRect }) => ({
            node: node instanceof Element ? node.outerHTML.slice(0, 100) : String(node?.textContent).slice(0, 60),
            from: box(previousRect),
            to: box(currentRect),
          })),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as { layoutShifts: LayoutShift[] }).layoutShifts);
}

for (const path of BENCH_ROUTES) {
  test(`the prerendered ${path} holds still on a phone while it hydrates and the server answers`, async ({ page }) => {
    // what the HTML shows before the server answers is what it answers (the merchant folder's switches: the
    // free-demo button is in the header from the first paint)
    await page.setViewportSize({ width: 412, height: 915 });
    const layoutShifts = await watchLayoutShifts(page);
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    expect(await layoutShifts()).toEqual([]);
  });
}

test('on a wide screen the page keeps its column while the left bar arrives', async ({ page }) => {
  // the left bar's place is in the HTML (its code loads once the server has answered). Not yet held: the games menu's
  // answer may wrap the navigation row onto a second one, which moves the page down.
  await page.setViewportSize({ width: 1280, height: 800 });
  const layoutShifts = await watchLayoutShifts(page);
  await page.goto('/');
  await expect(page.getByRole('complementary').getByRole('navigation')).toBeVisible();
  await page.waitForLoadState('networkidle');
  const sideways = (await layoutShifts()).flatMap(({ moved }) => moved.filter(({ from, to }) => from[0] !== to[0]));
  expect(sideways).toEqual([]);
});
