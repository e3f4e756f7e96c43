import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Notice } from '@wl/api';
import { namedPopupPictures, preloadEarlyPopupPictures } from './popupPictures';

afterEach(() => vi.restoreAllMocks());
// jsdom loads no pictures and has no decode(): each test spies on it
beforeAll(() => {
  if (!('decode' in HTMLImageElement.prototype)) {
    Object.defineProperty(HTMLImageElement.prototype, 'decode', {
      configurable: true,
      writable: true,
      value: () => Promise.resolve(),
    });
  }
});

const copy = (url: string, width: number, type: 'image/avif' | 'image/webp' = 'image/avif') => ({ url, width, type });

const welcome: Notice = {
  id: 1,
  title: 'Welcome bonus',
  content: '<p><img src="/sandbox/assets/PROMO/1.png" alt="Welcome bonus"></p><p>Deposit today.</p>',
  publishedAt: '2026-01-01T00:00:00Z',
  pictures: [
    {
      url: '/sandbox/assets/PROMO/1.png',
      width: 960,
      height: 480,
      imageSources: [
        copy('/sandbox/assets/PROMO/1-720.avif', 720),
        copy('/sandbox/assets/PROMO/1-480.avif', 480),
        copy('/sandbox/assets/PROMO/1-480.webp', 480, 'image/webp'),
      ],
    },
  ],
};

/** A picture from a host the URL policy refuses: the popup leaves it out, so nothing may fetch it. */
const elsewhere: Notice = {
  id: 2,
  title: 'Elsewhere',
  content: '<img src="https://evil.example/x.png">',
  publishedAt: '2026-01-01T00:00:00Z',
  pictures: [{ url: 'https://evil.example/x.png', width: 10, height: 10, imageSources: [] }],
};

describe("the popup's pictures before its code", () => {
  it("are the popups' pictures the URL policy allows, with their copies as the popup's <picture> offers them", () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    // the same copies and sizes as the popup's own (ui's sanitize.test.ts: imageSources gives what shownPicture does)
    expect(namedPopupPictures([welcome, elsewhere])).toEqual([
      {
        src: '/sandbox/assets/PROMO/1.png',
        sources: [
          {
            type: 'image/avif',
            srcSet: '/sandbox/assets/PROMO/1-480.avif 480w, /sandbox/assets/PROMO/1-720.avif 720w',
            sizes: '(min-width: 35rem) 27rem, calc(100vw - 5rem)',
          },
          {
            type: 'image/webp',
            srcSet: '/sandbox/assets/PROMO/1-480.webp 480w',
            sizes: '(min-width: 35rem) 27rem, calc(100vw - 5rem)',
          },
        ],
      },
    ]);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('evil.example'));
  });

  it('leaves out a copy the URL policy refuses and keeps the picture itself', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const withBadCopy: Notice = {
      ...welcome,
      pictures: [{ ...welcome.pictures![0]!, imageSources: [copy('javascript:alert(1)', 720)] }],
    };
    expect(namedPopupPictures([withBadCopy])).toEqual([{ src: '/sandbox/assets/PROMO/1.png', sources: [] }]);
  });

  it("fetches them from a copy of the announcements' answer and leaves the answer whole for the API client", async () => {
    const fetched: string[] = [];
    vi.spyOn(HTMLImageElement.prototype, 'decode').mockImplementation(function (this: HTMLImageElement) {
      fetched.push(this.src);
      return Promise.resolve();
    });
    const body = { success: true, value: { player: [], banners: [], popup: [welcome], promotion: [], help: [] } };
    const answer = Promise.resolve(new Response(JSON.stringify(body), { status: 200 }));
    await preloadEarlyPopupPictures(answer);
    expect(fetched).toEqual([new URL('/sandbox/assets/PROMO/1.png', window.location.href).href]);
    // the client reads the answer itself (earlyCalls.ts)
    expect(await (await answer).json()).toEqual(body);
  });

  it('fetches nothing on a failed call, a business failure or an answer without popups, and never throws', async () => {
    const decode = vi.spyOn(HTMLImageElement.prototype, 'decode').mockResolvedValue(undefined);
    const answers = [
      Promise.reject(new TypeError('Failed to fetch')),
      Promise.resolve(new Response('Bad gateway', { status: 502 })),
      Promise.resolve(new Response('<html>proxy</html>', { status: 200 })),
      Promise.resolve(new Response(JSON.stringify({ success: false, message: 'Maintenance' }), { status: 200 })),
      Promise.resolve(new Response(JSON.stringify({ success: true, value: { popup: [] } }), { status: 200 })),
      Promise.resolve(new Response(JSON.stringify({ success: true, value: null }), { status: 200 })),
    ];
    for (const answer of answers) await expect(preloadEarlyPopupPictures(answer)).resolves.toBeUndefined();
    expect(decode).not.toHaveBeenCalled();
  });
});
