import { beforeAll, describe, expect, it } from 'vitest';
import type { Announcements, Banner, Promotion } from '@wl/api';
import { Hono } from 'hono';
import { mountRoutes, seedContent } from '../src/content/contentArea.ts';
import { flagSvg, FLAG_CODES } from '../src/content/art/flags.ts';
import { gameNameOf } from '../src/content/art/pictures.ts';
import { escapeXml, wrapWords } from '../src/content/art/svg.ts';
import { ART_MAX_AGE_SECONDS, ASSETS_PATH } from '../src/content/contentConstants.ts';
import {
  HOSTILE_FRAME_HTML,
  HOSTILE_IMAGE_HTML,
  HOSTILE_MUTATION_HTML,
  HOSTILE_SCRIPT_HTML,
  HOSTILE_STYLE_HTML,
  HOSTILE_TITLE,
} from '../src/content/hostileHtml.ts';
import { BANNER_GROUPS, BANNERS, NOTICES, PROMOTIONS } from '../src/content/contentSeedData.ts';
import { migrate } from '../src/db/migrate.ts';
import { openDatabase } from '../src/db/open.ts';
import type { Deps } from '../src/types.ts';
import { expectBadRequest, harnessForFile } from './harness.ts';

const DAY_MS = 24 * 60 * 60_000;
const ANNOUNCEMENTS = '/wps/relay/MCSFE_getListAnnouncements';
const DETAIL = '/wps/relay/MCSFE_getPromotionDetail';
const ALL_TYPES = 'types=B&types=PL&types=PU&types=PR&types=H';
const UNAUTHORIZED = {
  success: false,
  message: 'You are not logged in, please login',
  code: 'UNAUTHORIZED',
  value: null,
};
const NOT_FOUND = {
  success: false,
  message: 'The promotion does not exist or has ended',
  code: 'PROMOTION_NOT_FOUND',
  value: null,
};

const h = harnessForFile();
let memberToken: string;
let seedTime: number;

beforeAll(async () => {
  seedTime = h.clock.now;
  memberToken = await h.tokenFor('demo', 'Demo1234');
});

const announcements = async (query: string, options: { token?: string; headers?: Record<string, string> } = {}) => {
  const res = await h.call<Announcements>('GET', `${ANNOUNCEMENTS}?${query}`, options);
  expect([res.status, res.body.success], res.body.message ?? '').toEqual([200, true]);
  return res.body.value!;
};
const visitorView = () => announcements(`execution=B&${ALL_TYPES}`);
const memberView = () => announcements(`execution=A&${ALL_TYPES}`, { token: memberToken });
const titles = (items: { title: string }[]) => items.map((i) => i.title);
const seedTitles = (audiences: string[], type?: string) =>
  NOTICES.filter((n) => (type === undefined || n.type === type) && audiences.includes(n.audience)).map(
    (n) => n.title.en,
  );

/** Row counts of this area's tables: a rejected request must not change them. */
async function contentSnapshot() {
  const { rows } = await h.sandbox.db.query(`SELECT
    (SELECT count(*)::int FROM content_notices) AS notices,
    (SELECT count(*)::int FROM content_banners) AS banners,
    (SELECT count(*)::int FROM content_promotions) AS promotions`);
  return { ...(await h.snapshot()), ...(rows[0] as object) };
}

async function art(path: string, headers: Record<string, string> = {}) {
  const res = await h.sandbox.app.request(path, { headers });
  return { res, text: await res.text() };
}

describe('seed', () => {
  it('publishes banners for every route group, promotions, notices, popups and help texts', async () => {
    const { rows } = await h.sandbox.db.query<{ type: string; n: number }>(
      `SELECT type, count(*)::int AS n FROM content_notices GROUP BY type
       UNION ALL SELECT 'banners', count(*)::int FROM content_banners
       UNION ALL SELECT 'promotions', count(*)::int FROM content_promotions ORDER BY 1`,
    );
    expect(Object.fromEntries(rows.map((r) => [r.type, r.n]))).toEqual({
      H: 7,
      PL: 29,
      PU: 4,
      banners: BANNERS.length,
      promotions: PROMOTIONS.length,
    });
    for (const group of BANNER_GROUPS) {
      const banners = BANNERS.filter((b) => b.group === group);
      expect(banners.length, group).toBeGreaterThanOrEqual(2);
      expect(banners.length, group).toBeLessThanOrEqual(4);
      expect(new Set(banners.map((b) => b.linkage.type)).size, `${group} linkage types`).toBeGreaterThanOrEqual(2);
    }
    expect(PROMOTIONS.filter((p) => p.category === 'new_player').length).toBeGreaterThanOrEqual(3);
  });

  it('is the same on every fresh database', async () => {
    const fresh = await openDatabase();
    try {
      await migrate(fresh);
      await seedContent(fresh, seedTime);
      for (const table of ['content_notices', 'content_banners', 'content_promotions']) {
        const dump = `SELECT coalesce(json_agg(t ORDER BY id), '[]') AS rows FROM ${table} t`;
        expect((await fresh.query(dump)).rows, table).toEqual((await h.sandbox.db.query(dump)).rows);
      }
    } finally {
      await fresh.close();
    }
  });

  it('runs once: a second seed leaves the tables as they are', async () => {
    const before = await contentSnapshot();
    await seedContent(h.sandbox.db, h.clock.now + DAY_MS);
    expect(await contentSnapshot()).toEqual(before);
  });
});

describe(`GET ${ANNOUNCEMENTS}`, () => {
  it("gives a visitor (execution B) every list but help by default, with the visitors' items and not the members'", async () => {
    const value = await announcements('execution=B');
    expect(value.help).toEqual([]);
    expect(titles(value.player)).toEqual(expect.arrayContaining(seedTitles(['all', 'visitors'], 'PL').slice(0, 20)));
    expect(titles(value.player)).toContain('Register today and claim 1,000 THB');
    expect(titles(value.player)).not.toContain('VIP upgrade rules');
    expect(titles(value.popup)).toEqual([
      'Maintenance tonight 02:00 to 04:00',
      'Register now and get up to 1,000 THB',
      'Lucky draw tonight',
    ]);
    expect(value.promotion.map((p) => p.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 12, 13, 14, 15, 16, 17]);
    expect(value.banners.some((b) => b.title === 'VIP reload bonus 15%')).toBe(false);
    expect(value.banners.some((b) => b.title === 'Welcome bonus up to 1,000 THB')).toBe(true);
  });

  it('gives a member (execution A with the token) the members-only items instead of the visitor-only ones', async () => {
    const value = await memberView();
    expect(titles(value.player)).toContain('VIP upgrade rules');
    expect(titles(value.player)).toContain('Your account security checklist');
    expect(titles(value.player)).not.toContain('Register today and claim 1,000 THB');
    expect(titles(value.popup)).toEqual([
      'Maintenance tonight 02:00 to 04:00',
      'Welcome back! Your VIP reload is ready',
      'Lucky draw tonight',
    ]);
    expect(value.promotion.map((p) => p.id)).toEqual([1, 2, 3, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17]);
    expect(value.banners.some((b) => b.title === 'VIP reload bonus 15%')).toBe(true);
    expect(value.banners.some((b) => b.title === 'Welcome bonus up to 1,000 THB')).toBe(false);
  });

  it('execution A without a token, or with an unknown one, is refused with 401', async () => {
    const anonymous = await h.call('GET', `${ANNOUNCEMENTS}?execution=A`);
    expect([anonymous.status, anonymous.body]).toEqual([401, UNAUTHORIZED]);
    const unknown = await h.call('GET', `${ANNOUNCEMENTS}?execution=B`, { token: 'f'.repeat(64) });
    expect([unknown.status, unknown.body]).toEqual([401, UNAUTHORIZED]);
  });

  it("execution B with a token is the visitor's view", async () => {
    expect(await announcements(`execution=B&${ALL_TYPES}`, { token: memberToken })).toEqual(await visitorView());
  });

  it('fills only the requested types', async () => {
    const help = await announcements('execution=B&types=H');
    expect(help).toMatchObject({ player: [], banners: [], popup: [], promotion: [] });
    expect(titles(help.help)).toEqual(seedTitles(['all'], 'H'));
    const promotions = await announcements('execution=B&types=PR&types=B');
    expect(promotions).toMatchObject({ player: [], popup: [], help: [] });
    expect(promotions.promotion.length).toBeGreaterThanOrEqual(12);
    expect(promotions.banners.length).toBeGreaterThan(28);
  });

  it('returns every player notice in one list (the notice modal pages 9 at a time), pinned first, then newest first', async () => {
    const { player } = await visitorView();
    expect(player.length).toBe(seedTitles(['all', 'visitors'], 'PL').length - 2);
    expect(player.length).toBeGreaterThan(18);
    expect(player[0]!.title).toBe('Welcome to our new site');
    const times = player.slice(1).map((n) => Date.parse(n.publishedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(new Set(player.map((n) => n.id)).size).toBe(player.length);
  });

  it('leaves out what has ended or not started yet, and shows it once its time comes', async () => {
    const before = await visitorView();
    expect(titles(before.player)).not.toContain('Old notice that has ended');
    expect(titles(before.player)).not.toContain('Coming soon: a new lottery');
    expect(before.promotion.map((p) => p.id)).not.toContain(18);
    expect(before.promotion.map((p) => p.id)).not.toContain(19);
    try {
      h.clock.now = seedTime + 11 * DAY_MS;
      const later = await visitorView();
      expect(titles(later.player)).toContain('Coming soon: a new lottery');
      expect(later.promotion.find((p) => p.id === 19)).toMatchObject({
        title: 'Year-end mega bonus',
        startTime: new Date(seedTime + 10 * DAY_MS).toISOString(),
        endTime: new Date(seedTime + 40 * DAY_MS).toISOString(),
      });
      h.clock.now = seedTime + 41 * DAY_MS;
      expect((await visitorView()).promotion.map((p) => p.id)).not.toContain(19);
    } finally {
      h.clock.now = seedTime;
    }
  });

  it('has banners for every route group, each with the target of its linkage type and nothing else', async () => {
    for (const value of [await visitorView(), await memberView()]) {
      expect(new Set(value.banners.map((b) => b.groupName))).toEqual(new Set(BANNER_GROUPS));
      const promotionIds = new Set(value.promotion.map((p) => p.id));
      for (const banner of value.banners) {
        const targets = Object.keys(banner).filter((k) => ['linkUrl', 'promotionId', 'game'].includes(k));
        const expected: Record<Banner['linkageType'], string[]> = {
          NONE: [],
          ROUTE: ['linkUrl'],
          URL: ['linkUrl'],
          PROMOTION: ['promotionId'],
          GAME: ['game'],
        };
        expect(targets, `banner ${banner.bannerId}`).toEqual(expected[banner.linkageType]);
        if (banner.linkageType === 'ROUTE') expect(banner.linkUrl).toMatch(/^\/[A-Za-z]/);
        if (banner.linkageType === 'URL') expect(banner.linkUrl).toMatch(/^https:\/\//);
        // A banner never leads to a promotion its viewer cannot open.
        if (banner.promotionId !== undefined) expect(promotionIds.has(banner.promotionId)).toBe(true);
        expect(banner.url).toMatch(new RegExp(`^${ASSETS_PATH}/BANNER/${banner.groupName}/[1-4]\\.png$`));
      }
    }
  });

  it('w_reg banners and new_player promotions feed the registration page', async () => {
    const value = await visitorView();
    expect(value.banners.filter((b) => b.groupName === 'w_reg').length).toBe(3);
    const newPlayer = value.promotion.filter((p) => p.category === 'new_player');
    expect(newPlayer.map((p) => p.id)).toEqual([1, 2, 3, 4]);
    for (const p of newPlayer) expect(p.content).toMatch(/<h3>.*<ol><li>/);
  });

  it('answers in Thai for TY, TH and a Thai Accept-Language, in English where no Thai was written', async () => {
    for (const [query, headers] of [
      ['language=TY', {}],
      ['language=th-TH', {}],
      ['', { 'accept-language': 'th-TH,th;q=0.9,en;q=0.8' }],
    ] as const) {
      const value = await announcements(`execution=B&${ALL_TYPES}&${query}`, { headers });
      expect(value.player[0]!.title).toBe('ยินดีต้อนรับสู่เว็บไซต์ใหม่');
      expect(value.promotion[0]!.content).toContain('สมาชิกใหม่รับโบนัส');
      expect(value.promotion[1]!.content).toContain('50 free spins');
      expect(value.help[0]!.title).toBe('เกี่ยวกับเรา');
      expect(value.banners.find((b) => b.groupName === 'home')!.title).toBe('โบนัสต้อนรับสูงสุด 1,000 บาท');
      expect(titles(value.player)).toContain(HOSTILE_TITLE);
    }
    const chinese = await announcements(`execution=B&${ALL_TYPES}&language=CN`, {
      headers: { 'accept-language': 'th' },
    });
    expect(chinese).toEqual(await visitorView());
  });

  it('returns hostile HTML and markup-like titles exactly as stored (the front end sanitizes)', async () => {
    const value = await visitorView();
    const contents = [...value.player, ...value.popup].map((n) => n.content);
    for (const html of [HOSTILE_SCRIPT_HTML, HOSTILE_IMAGE_HTML, HOSTILE_FRAME_HTML, HOSTILE_STYLE_HTML]) {
      expect(contents).toContain(html);
    }
    expect(contents).toContain(HOSTILE_IMAGE_HTML + HOSTILE_MUTATION_HTML);
    expect(value.player.find((n) => n.title === HOSTILE_TITLE)!.content).toBe(HOSTILE_MUTATION_HTML);
    expect(value.promotion.find((p) => p.id === 17)!.content).toBe(HOSTILE_SCRIPT_HTML + HOSTILE_STYLE_HTML);
    for (const needle of [
      '<script>alert(1)</script>',
      'onerror=alert(1)',
      'href="javascript:alert(1)"',
      '<iframe',
      'svg onload',
    ]) {
      expect(
        contents.some((c) => c.includes(needle)),
        needle,
      ).toBe(true);
    }
  });

  it('points every image at art the sandbox serves', async () => {
    const value = await memberView();
    const urls = [...value.banners.map((b) => b.url), ...value.promotion.map((p) => p.imageUrl)];
    for (const url of urls) {
      const { res } = await art(url);
      expect([url, res.status, res.headers.get('content-type')]).toEqual([url, 200, 'image/svg+xml; charset=utf-8']);
    }
  });

  describe('rejects input that breaks the contract with 400 and changes nothing', () => {
    const cases: [string, string, RegExp][] = [
      ['missing execution', 'types=B', /^query: execution: is required$|^execution: is required$/],
      ['unknown execution', 'execution=C', /^execution: must be one of "A", "B"$/],
      ['unknown type', 'execution=B&types=X', /^types\.0: must be one of "B", "PL", "PU", "PR", "H"$/],
      ['a type twice', 'execution=B&types=B&types=B', /^types: must NOT have duplicate items/],
      ['unknown platform', 'execution=B&platform=M', /^platform: must be one of "W"$/],
      ['language pattern', 'execution=B&language=%3Cscript%3E', /^language: must match pattern/],
      [
        'language too long',
        `execution=B&language=en-${'a'.repeat(40)}`,
        /^language: must NOT have more than 35 characters$/,
      ],
    ];
    it.each(cases)('%s', async (_name, query, message) => {
      const before = await contentSnapshot();
      const res = await h.call('GET', `${ANNOUNCEMENTS}?${query}`);
      expectBadRequest(res, message);
      expect(await contentSnapshot()).toEqual(before);
    });
  });
});

describe(`GET ${DETAIL}`, () => {
  const detail = (query: string, token?: string) => h.call<Promotion>('GET', `${DETAIL}?${query}`, { token });

  it('gives one promotion, in Thai when asked', async () => {
    const res = await detail('id=1');
    expect(res.body).toMatchObject({ success: true, message: null, code: null });
    const listed = (await visitorView()).promotion.find((p) => p.id === 1);
    expect(res.body.value).toEqual(listed);
    expect(res.body.value).toMatchObject({
      category: 'new_player',
      imageUrl: `${ASSETS_PATH}/PROMO/1.png`,
      endTime: null,
    });
    expect((await detail('id=1&language=TY')).body.value!.title).toBe('โบนัสต้อนรับ 100% สูงสุด 1,000 บาท');
  });

  it('a members-only promotion needs the token; a visitor-only one opens for anyone with the link', async () => {
    expect([(await detail('id=10')).status, (await detail('id=10')).body]).toEqual([401, UNAUTHORIZED]);
    expect((await detail('id=10', memberToken)).body.value).toMatchObject({ id: 10, category: 'vip' });
    expect((await detail('id=4', memberToken)).body.value).toMatchObject({ id: 4 });
  });

  it('an unknown, ended or future promotion is a business failure', async () => {
    for (const id of [999, 18, 19]) {
      const res = await detail(`id=${id}`, memberToken);
      expect([res.status, res.body]).toEqual([200, NOT_FOUND]);
    }
  });

  it('returns the hostile promotion content verbatim', async () => {
    expect((await detail('id=17')).body.value!.content).toBe(HOSTILE_SCRIPT_HTML + HOSTILE_STYLE_HTML);
  });

  describe('rejects input that breaks the contract with 400 and changes nothing', () => {
    const cases: [string, string, RegExp][] = [
      ['missing id', 'language=EN', /^id: is required$/],
      ['wrong type', 'id=abc', /^id: must be integer$/],
      ['below the minimum', 'id=0', /^id: must be >= 1$/],
      ['above the maximum', 'id=2147483648', /^id: must be <= 2147483647$/],
      ['language pattern', 'id=1&language=e', /^language: must match pattern/],
    ];
    it.each(cases)('%s', async (_name, query, message) => {
      const before = await contentSnapshot();
      const res = await detail(query);
      expectBadRequest(res, message);
      expect(await contentSnapshot()).toEqual(before);
    });
  });
});

describe(`art under ${ASSETS_PATH}`, () => {
  const pictures = [
    `${ASSETS_PATH}/COUNTRY_FLAG/TH.png`,
    `${ASSETS_PATH}/COUNTRY_FLAG/fr.png`,
    `${ASSETS_PATH}/RNG_LIST_VENDOR/TCG_LOTTO_VN-COLOR2.png`,
    `${ASSETS_PATH}/GAME_ICON/PT/golden_dragon.png`,
    `${ASSETS_PATH}/GAME_ICON/PT/golden_dragon.png?size=rx2`,
    `${ASSETS_PATH}/BANNER/home/1.png`,
    `${ASSETS_PATH}/BANNER/w_reg/9.svg`,
    `${ASSETS_PATH}/PROMO/1.png`,
    `${ASSETS_PATH}/PROMO/12345.png`,
  ];

  it.each(pictures)('%s answers SVG with cache headers, the same every time', async (path) => {
    const first = await art(path);
    expect(first.res.status).toBe(200);
    expect(first.res.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(first.res.headers.get('cache-control')).toBe(`public, max-age=${ART_MAX_AGE_SECONDS}`);
    expect(first.res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(first.res.headers.get('content-security-policy')).toMatch(/^default-src 'none'/);
    expect(first.text).toMatch(
      /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="\d+" height="\d+" viewBox="0 0 \d+ \d+"/,
    );
    expect(first.text).toMatch(/<\/svg>$/);
    expect(first.text).not.toMatch(/<script|\son[a-z]+=|javascript:|href=/i);
    const second = await art(path);
    expect(second.text).toBe(first.text);
    expect(second.res.headers.get('etag')).toBe(first.res.headers.get('etag'));
  });

  it('answers 304 when the browser already has the picture', async () => {
    const path = `${ASSETS_PATH}/COUNTRY_FLAG/VN.png`;
    const etag = (await art(path)).res.headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`]) {
      const cached = await art(path, { 'if-none-match': ifNoneMatch });
      expect([cached.res.status, cached.text, cached.res.headers.get('etag')]).toEqual([304, '', etag]);
    }
    expect((await art(path, { 'if-none-match': '"other"' })).res.status).toBe(200);
  });

  it('draws the codes it knows as flags and any other code as a badge with the code', () => {
    for (const code of ['TH', 'VN', 'LA', 'KH', 'MM', 'MY', 'ID', 'PH', 'SG', 'CN', 'JP', 'KR', 'US', 'GB']) {
      expect(FLAG_CODES).toContain(code);
      expect(flagSvg(code)).toContain('aria-label="Flag of ');
    }
    expect(new Set(FLAG_CODES.map(flagSvg)).size).toBe(FLAG_CODES.length);
    expect(flagSvg('FR')).toMatch(/aria-label="Country FR".*>FR<\/text>/);
  });

  it('derives colours and text from the code: different codes, different pictures', async () => {
    const ag = (await art(`${ASSETS_PATH}/RNG_LIST_VENDOR/AG-COLOR2.png`)).text;
    const pt = (await art(`${ASSETS_PATH}/RNG_LIST_VENDOR/PT-COLOR2.png`)).text;
    expect(ag).not.toBe(pt);
    expect(ag).toContain('>AG</text>');
    const icon = (await art(`${ASSETS_PATH}/GAME_ICON/CQ9/DragonFishing.png`)).text;
    expect(icon).toContain('>DF</text>');
    expect(icon).toContain('>Dragon Fishing</text>');
    const big = (await art(`${ASSETS_PATH}/GAME_ICON/CQ9/DragonFishing.png?size=rx2`)).text;
    expect(big).toMatch(/width="400" height="400" viewBox="0 0 200 200"/);
    expect((await art(`${ASSETS_PATH}/BANNER/home/2.png`)).text).toContain('Live casino: max bet');
    expect((await art(`${ASSETS_PATH}/PROMO/13.png`)).text).toContain(
      'aria-label="Slot tournament: 1,000,000 THB prize pool"',
    );
  });

  it.each([
    `${ASSETS_PATH}/COUNTRY_FLAG/THA.png`,
    `${ASSETS_PATH}/COUNTRY_FLAG/%3Cs%3E.png`,
    `${ASSETS_PATH}/COUNTRY_FLAG/TH.gif`,
    `${ASSETS_PATH}/RNG_LIST_VENDOR/AG.png`,
    `${ASSETS_PATH}/RNG_LIST_VENDOR/A%22G-COLOR2.png`,
    `${ASSETS_PATH}/RNG_LIST_VENDOR/${'A'.repeat(33)}-COLOR2.png`,
    `${ASSETS_PATH}/GAME_ICON/PT/%3Cscript%3Ealert(1)%3C%2Fscript%3E.png`,
    `${ASSETS_PATH}/GAME_ICON/P%26T/game.png`,
    `${ASSETS_PATH}/GAME_ICON/PT/..%2F..%2Fetc.png`,
    `${ASSETS_PATH}/GAME_ICON/PT/.hidden.png`,
    `${ASSETS_PATH}/GAME_ICON/PT/game.png?size=rx9`,
    `${ASSETS_PATH}/BANNER/admin/1.png`,
    `${ASSETS_PATH}/BANNER/home/0.png`,
    `${ASSETS_PATH}/BANNER/home/100.png`,
    `${ASSETS_PATH}/PROMO/-1.png`,
    `${ASSETS_PATH}/PROMO/1234567.png`,
    `${ASSETS_PATH}/OTHER/1.png`,
  ])('%s is not found', async (path) => {
    const { res, text } = await art(path);
    expect(res.status).toBe(404);
    expect(JSON.parse(text)).toEqual({ success: false, message: 'Not found', code: 'NOT_FOUND', value: null });
  });

  it('is the image CDN the permission call names', async () => {
    const res = await h.call<{ imageCDNs: string[] }>('POST', '/wps/system/permission', { json: { url: 'localhost' } });
    expect(res.body.value!.imageCDNs).toContain(ASSETS_PATH);
  });

  it('is mounted without the development routes too (production builds need pictures)', async () => {
    const app = new Hono();
    mountRoutes(app, {} as Deps, { devRoutes: false });
    const flag = await app.request(`${ASSETS_PATH}/COUNTRY_FLAG/TH.png`);
    expect([flag.status, await flag.text()]).toEqual([200, (await art(`${ASSETS_PATH}/COUNTRY_FLAG/TH.png`)).text]);
  });
});

describe('svg helpers', () => {
  it('escapes text for content and attributes', () => {
    expect(escapeXml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });

  it('wraps words into lines and marks a cut', () => {
    expect(wrapWords('Welcome bonus up to 1,000 THB', 20, 2)).toEqual(['Welcome bonus up to', '1,000 THB']);
    expect(wrapWords('one two three four five six', 8, 2)).toEqual(['one two', 'three…']);
  });

  it('reads a game name from its code', () => {
    expect(gameNameOf('PT', 'golden_dragon')).toBe('Golden Dragon');
    expect(gameNameOf('PT', 'PT-GOLDEN-TOUR')).toBe('Golden Tour');
    expect(gameNameOf('CQ9', 'DragonFishing')).toBe('Dragon Fishing');
    expect(gameNameOf('AG', 'VIP_baccarat')).toBe('VIP Baccarat');
    expect(gameNameOf('KY', '1024')).toBe('1024');
  });
});
