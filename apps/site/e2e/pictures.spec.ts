// Pictures (issue 16): the banner that is the home page's largest picture (its LCP) comes as the AVIF copy that fits
// the phone's screen, asked for with high priority, and no picture below the fold is asked for before it.
import type { CDPSession, Page } from '@playwright/test';
import { announcementsPopup, expect, test } from './fixtures';

/** The phone: 360 CSS px wide, at a few screen densities. */
const VIEWPORT = { width: 360, height: 740 };
/** The phones of the banner's test: 360 px at two densities, and Lighthouse's (where a full-width guess overshoots). */
const BANNER_PHONES = [
  { ...VIEWPORT, density: 2 },
  { ...VIEWPORT, density: 3 },
  { width: 412, height: 823, density: 1.75 },
] as const;
/** What Chromium calls a high-priority request (fetchpriority="high" on an image). */
const HIGH = ['High', 'VeryHigh'];

interface ImageRequest {
  url: string;
  priority: string;
  order: number;
}

/** Every image request of the page, in the order the browser issued them, with the priority it first gave each. */
async function recordImageRequests(page: Page): Promise<{ requests: ImageRequest[]; cdp: CDPSession }> {
  const cdp = await page.context().newCDPSession(page);
  const requests: ImageRequest[] = [];
  cdp.on('Network.requestWillBeSent', (event) => {
    if (event.type === 'Image' && !event.request.url.startsWith('data:')) {
      requests.push({ url: event.request.url, priority: event.request.initialPriority, order: requests.length });
    }
  });
  await cdp.send('Network.enable');
  return { requests, cdp };
}

/** The copy a srcset offers for a slot `cssWidth` wide at `density`: the narrowest that fills it, else the widest. */
function expectedCopy(srcset: string, cssWidth: number, density: number): { url: string; width: number } {
  const copies = srcset
    .split(',')
    .map((candidate) => candidate.trim().split(/\s+/))
    .map(([url, width]) => ({ url: url!, width: Number.parseInt(width!, 10) }))
    .sort((a, b) => a.width - b.width);
  return copies.find((copy) => copy.width >= cssWidth * density) ?? copies.at(-1)!;
}

/** The first banner's picture as the page shows it: its AVIF sources, sizes and what the browser took. */
async function firstBanner(page: Page) {
  const image = page.getByRole('main').locator('picture img').first();
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  return image.evaluate((img: HTMLImageElement) => {
    const avif = img.parentElement!.querySelector<HTMLSourceElement>('source[type="image/avif"]')!;
    return {
      currentSrc: img.currentSrc,
      srcset: avif.srcset,
      sizes: avif.sizes,
      fetchPriority: img.getAttribute('fetchpriority'),
      loading: img.getAttribute('loading'),
      box: img.getBoundingClientRect().toJSON() as DOMRect,
    };
  });
}

/** The largest contentful paint so far: its element's picture address and when it painted. */
const largestPaint = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<{ url: string; tag: string }>((resolve) => {
        new PerformanceObserver((list) => {
          const last = list.getEntries().at(-1) as PerformanceEntry & { url: string; element: Element | null };
          resolve({ url: last.url, tag: last.element?.tagName ?? '' });
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );

for (const { width, height, density } of BANNER_PHONES) {
  test.describe(`the home page on a ${width} px phone at DPR ${density}`, () => {
    test.use({ viewport: { width, height }, deviceScaleFactor: density, isMobile: true, hasTouch: true });

    test('the LCP banner is the AVIF copy that fits, high priority, before any picture below the fold', async ({
      page,
    }) => {
      // the session's popups were seen: the page's largest picture is its first banner
      await page.addInitScript(() => sessionStorage.setItem('index_notice', '1'));
      const { requests } = await recordImageRequests(page);
      await page.goto('/');
      const banner = await firstBanner(page);

      // the AVIF copy the srcset offers for the slot as laid out (sizes: the page's width less the slider's sides)
      const offered = expectedCopy(banner.srcset, banner.box.width, density);
      const expected = { ...offered, url: new URL(offered.url, page.url()).href };
      expect(expected.url).toMatch(/\.avif$/);
      expect(banner.currentSrc).toBe(expected.url);
      expect(expected.width).toBeGreaterThanOrEqual(banner.box.width * density);
      // the copy is as wide as it says (naturalWidth is in CSS px: the srcset's width over the slot's)
      const decodedWidth = await page.evaluate(async (url) => {
        const bitmap = await createImageBitmap(await (await fetch(url)).blob());
        return bitmap.width;
      }, expected.url);
      expect(decodedWidth).toBe(expected.width);
      expect([banner.fetchPriority, banner.loading]).toEqual(['high', 'eager']);
      // its box is the 16:5 slot, drawn whole on the first screen
      expect(banner.box.top + banner.box.height).toBeLessThanOrEqual(height);
      expect(banner.box.width / banner.box.height).toBeCloseTo(16 / 5, 1);

      // it is the page's largest paint
      const lcp = await largestPaint(page);
      expect(lcp).toEqual({ url: expected.url, tag: 'IMG' });

      // asked for once, with high priority, in AVIF
      const lcpRequests = requests.filter((request) => request.url === expected.url);
      expect(lcpRequests, JSON.stringify(requests, null, 1)).toHaveLength(1);
      const lcpRequest = lcpRequests[0]!;
      expect(HIGH).toContain(lcpRequest.priority);
      const response = await page.request.get(expected.url);
      expect(response.headers()['content-type']).toBe('image/avif');

      // nothing below the fold was asked for before it: every picture requested earlier is on the first screen
      const before = requests.filter((request) => request.order < lcpRequest.order);
      const placed = await page.evaluate(
        (urls) =>
          urls.map((url) => {
            const image = [...document.images].find((img) => img.currentSrc === url || img.src === url);
            return { url, top: image ? image.getBoundingClientRect().top : null, fold: innerHeight };
          }),
        before.map((request) => request.url),
      );
      for (const picture of placed) {
        expect(picture.top, `${picture.url} was asked for before the LCP picture`).not.toBeNull();
        expect(picture.top!, `${picture.url} is below the fold`).toBeLessThan(picture.fold);
      }

      // below the fold there are pictures (once the home lobby's lists have drawn; their data may still be on its
      // way), and each waits for the player to scroll (lazy, off the main thread)
      const belowTheFold = () =>
        page.evaluate(() =>
          [...document.images]
            .filter((img) => img.getBoundingClientRect().top >= innerHeight)
            .map((img) => ({ src: img.currentSrc || img.src, loading: img.loading, decoding: img.decoding })),
        );
      await expect.poll(async () => (await belowTheFold()).length).toBeGreaterThan(0);
      const below = await belowTheFold();
      for (const picture of below) expect(picture, picture.src).toMatchObject({ loading: 'lazy', decoding: 'async' });
    });
  });
}

test.describe('the first visit, with the popup', () => {
  test.use({ viewport: VIEWPORT, deviceScaleFactor: 3, isMobile: true, hasTouch: true });

  test("the popup's picture is the AVIF copy it preloaded, fetched once; the banner keeps its high priority", async ({
    page,
  }) => {
    await page.removeLocatorHandler(announcementsPopup(page));
    const { requests } = await recordImageRequests(page);
    await page.goto('/');
    const popup = announcementsPopup(page);
    await expect(popup).toBeVisible();
    const picture = popup.locator('picture img').first();
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    const shown = await picture.evaluate((img: HTMLImageElement) => img.currentSrc);
    expect(shown).toMatch(/\/sandbox\/assets\/PROMO\/\d+-\d+\.avif$/);
    // the preload took the copy the popup shows: one request for it, at high priority (the first visit's largest
    // paint), none for the fallback
    expect(requests.filter((request) => request.url === shown)).toHaveLength(1);
    expect(HIGH).toContain(requests.find((request) => request.url === shown)!.priority);
    expect(requests.some((request) => /\/PROMO\/\d+\.png$/.test(request.url))).toBe(false);

    await popup.getByRole('button', { name: 'Got it' }).click();
    await expect(popup).toBeHidden();
    const banner = await firstBanner(page);
    const bannerRequest = requests.find((request) => request.url === banner.currentSrc)!;
    expect(HIGH).toContain(bannerRequest.priority);
  });

  test("the popup keeps its pictures' places while they load: nothing in it moves when they arrive", async ({
    page,
  }) => {
    await page.removeLocatorHandler(announcementsPopup(page));
    // the pictures are held back: the popup opens without them once it has waited long enough (popupLoading.ts)
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/sandbox\/assets\/PROMO\//, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/');
    const popup = announcementsPopup(page);
    await expect(popup).toBeVisible({ timeout: 10_000 });
    const pictures = popup.locator('picture img');
    // one of them is written without a size in the notice's HTML (the sandbox's hostile sample): the server's
    // picture size gives it one
    await expect(pictures).toHaveCount(2);
    const boxes = () =>
      pictures.evaluateAll((images) =>
        images.map((image) => {
          const { y, height } = image.getBoundingClientRect();
          return {
            y: Math.round(y * 100) / 100,
            height: Math.round(height * 100) / 100,
            complete: (image as HTMLImageElement).complete,
          };
        }),
      );
    // measured once the popup's entrance (a transform) has ended
    await popup.evaluate((dialog) =>
      Promise.all(dialog.getAnimations({ subtree: true }).map(({ finished }) => finished)),
    );
    const before = await boxes();
    expect(before.map(({ complete }) => complete)).toEqual([false, false]);
    for (const { height } of before) expect(height).toBeGreaterThan(100);
    release();
    await expect.poll(async () => (await boxes()).every(({ complete }) => complete)).toBe(true);
    expect(await boxes()).toEqual(before.map((box) => ({ ...box, complete: true })));
  });
});

// Lighthouse's phone (412 px at 1.75) and a small one: the popup's `sizes` says how wide its picture is shown, so the
// browser takes the smallest copy that is sharp there (a `sizes` of the whole screen took the 960 copy where 720 is
// sharp, on the first visit's largest picture)
for (const phone of [
  { width: 412, height: 823, density: 1.75 },
  { width: 360, height: 740, density: 2 },
]) {
  test.describe(`the popup's picture on a ${phone.width} px phone at ${phone.density}x`, () => {
    test.use({
      viewport: { width: phone.width, height: phone.height },
      deviceScaleFactor: phone.density,
      isMobile: true,
      hasTouch: true,
    });

    test('is the smallest copy that is sharp at the width it is shown', async ({ page }) => {
      await page.removeLocatorHandler(announcementsPopup(page));
      await page.goto('/');
      const picture = announcementsPopup(page).locator('picture img').first();
      await expect
        .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true);
      const { shownWidth, chosen, copies } = await picture.evaluate((img: HTMLImageElement) => {
        const srcset = img.parentElement!.querySelector('source[type="image/avif"]')!.getAttribute('srcset')!;
        return {
          shownWidth: img.getBoundingClientRect().width,
          chosen: img.currentSrc,
          copies: srcset.split(',').map((candidate) => {
            const [url, width] = candidate.trim().split(/\s+/);
            return { url: new URL(url!, location.href).href, width: Number.parseInt(width!, 10) };
          }),
        };
      });
      const needed = shownWidth * phone.density;
      const sharp = copies.filter((copy) => copy.width >= needed).sort((a, b) => a.width - b.width);
      const expected = sharp[0] ?? copies.sort((a, b) => b.width - a.width)[0]!;
      expect(chosen).toBe(expected.url);
    });
  });
}
