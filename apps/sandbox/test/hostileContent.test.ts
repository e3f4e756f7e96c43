// POST /sandbox/hostile-content plants addresses into every link field the site reads; DELETE takes them out again.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Announcements } from '@wl/api';
import { decodeServicePath } from '@wl/api';
import { startHarness, type Harness } from './harness.ts';

const PATH = '/sandbox/hostile-content';
// two addresses the contract's uri-reference format lets through (the chat and lottery addresses are checked)
const URLS = ['javascript:window.__pwned=1', 'https://evil.example/26'];

let h: Harness;
let token: string;

beforeAll(async () => {
  h = await startHarness();
  token = await h.tokenFor('demo', 'Demo1234');
});
afterAll(async () => {
  expect(h.errors).toEqual([]);
  await h.close();
});

/** Every link the site reads, as the calls answer them. */
async function links() {
  const announcements = (
    await h.call<Announcements>(
      'GET',
      '/wps/relay/MCSFE_getListAnnouncements?execution=B&types=B&types=PU&types=PL&types=PR',
    )
  ).body.value!;
  const permission = (
    await h.call<{
      customerService: { csType: string; path: string }[];
      resources: { resourceType: string; url: string; qrCodeUrl?: string }[];
    }>('POST', '/wps/system/permission', { json: { url: 'localhost' } })
  ).body.value!;
  const service = (
    await h.call<{ version: { pathList: { type: number; path: string }[] } }>('GET', '/wps/relay/CSP_getServiceLink')
  ).body.value!.version.pathList;
  const routers = (await h.call<{ domainList: { domain: string }[] }>('GET', '/wps/system/routers')).body.value!
    .domainList;
  const chat = (
    await h.call<{ chatUrl: string }>('POST', '/wps/relay/CSP_getChatUrl', {
      json: { b2c: 1, title: 'Chat', language: 'EN' },
      token,
    })
  ).body.value!.chatUrl;
  const { node_id: nodeId } = (
    await h.sandbox.db.query<{ node_id: number }>(
      "SELECT node_id FROM games WHERE NOT is_entry AND game_type = 'LIVE' ORDER BY node_id LIMIT 1",
    )
  ).rows[0]!;
  const launch = (
    await h.call<{ content: string }>('POST', '/wps/game/launchGame', {
      json: { nodeId: String(nodeId), platform: 'html5-mobile', clientType: 1 },
      token,
    })
  ).body.value!.content;
  const lottery = (
    await h.call<{ url: string }>(
      'GET',
      '/wps/game/lottery/launch?lottoArea=VN&launchMode=LOTT&lottoPrizeMode=SEA&lottoView=betting&lottoGameCode=LOTTO_1M',
      { token },
    )
  ).body.value!.url;
  return { announcements, permission, service, routers, chat, launch, lottery };
}

describe(PATH, () => {
  it('plants the addresses in every link field, and DELETE puts the seeded ones back', async () => {
    const before = await links();
    const planted = await h.call('POST', PATH, { json: { urls: URLS } });
    expect(planted.body).toMatchObject({ success: true, value: { planted: 2 } });

    const after = await links();
    const banners = after.announcements.banners.filter((b) => b.title.startsWith('Planted link'));
    expect(banners.map((b) => [b.groupName, b.linkageType, b.linkUrl])).toEqual([
      ['home', 'URL', URLS[0]],
      ['home', 'ROUTE', URLS[0]],
      ['home', 'URL', URLS[1]],
      ['home', 'ROUTE', URLS[1]],
    ]);
    for (const list of [after.announcements.popup, after.announcements.player, after.announcements.promotion]) {
      expect(list[0]!.title).toBe('Planted links');
      expect(list[0]!.content).toContain(`<a href="${URLS[0]}">Planted link 1</a>`);
      expect(list[0]!.content).toContain(`<a href="${URLS[1]}">Planted link 2</a>`);
    }
    expect(after.permission.customerService.map((s) => s.path)).toEqual([URLS[0], URLS[0], URLS[0]]);
    for (const resource of after.permission.resources.filter((r) => r.resourceType !== 'AFFILIATE')) {
      expect(resource.url).toBe(URLS[0]);
      if (resource.qrCodeUrl !== undefined) expect(resource.qrCodeUrl).toBe(URLS[0]);
    }
    // first: both addresses, type 3 obfuscated (the site takes the first type 3), then the seeded links
    expect(after.service.slice(0, 4).map((l) => [l.type, l.type === 3 ? decodeServicePath(l.path) : l.path])).toEqual([
      [3, URLS[0]],
      [1, URLS[0]],
      [3, URLS[1]],
      [1, URLS[1]],
    ]);
    expect(after.service.slice(4)).toHaveLength(before.service.length);
    expect(after.routers.map((r) => r.domain)).toEqual([...URLS, ...before.routers.map((r) => r.domain)]);
    expect([after.chat, after.launch, after.lottery]).toEqual([URLS[0], URLS[0], URLS[0]]);

    // a second POST replaces the first
    await h.call('POST', PATH, { json: { urls: [URLS[1]] } });
    const replaced = await links();
    expect(replaced.routers.map((r) => r.domain)).toEqual([URLS[1], ...before.routers.map((r) => r.domain)]);
    expect(replaced.announcements.banners.filter((b) => b.title.startsWith('Planted link'))).toHaveLength(2);

    expect((await h.call('DELETE', PATH)).body).toMatchObject({ success: true, value: { planted: 0 } });
    const restored = await links();
    expect(restored.announcements.banners).toEqual(before.announcements.banners);
    expect(restored.announcements.popup).toEqual(before.announcements.popup);
    expect(restored.announcements.player).toEqual(before.announcements.player);
    expect(restored.announcements.promotion).toEqual(before.announcements.promotion);
    expect(restored.permission).toEqual(before.permission);
    expect(restored.service.map((l) => l.type)).toEqual(before.service.map((l) => l.type));
    expect(restored.routers).toEqual(before.routers);
    expect(restored.chat).toMatch(/^\/sandbox\/chat\?ticket=/);
    expect(restored.launch).toMatch(/^\/sandbox\/launch\/game\?ticket=/);
    expect(restored.lottery).toMatch(/^\/lotto\/play\//);
  });

  it('writes nothing to the database, and takes addresses the JSON body may not carry, base64 encoded', async () => {
    const tables = async () =>
      (
        await h.sandbox.db.query(`SELECT
          (SELECT count(*)::int FROM content_banners) AS banners, (SELECT count(*)::int FROM content_notices) AS notices,
          (SELECT count(*)::int FROM content_promotions) AS promotions, (SELECT count(*)::int FROM service_links) AS links,
          (SELECT count(*)::int FROM site_domains) AS domains`)
      ).rows[0];
    const before = await tables();
    const withNul = '\u0000javascript:window.__pwned=5';
    const base64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');
    expect((await h.call('POST', PATH, { json: { urls: [withNul] } })).status).toBe(400);
    const res = await h.call('POST', PATH, { json: { urls: [withNul, URLS[1]!].map(base64), encoding: 'base64' } });
    expect(res.body).toMatchObject({ success: true, value: { planted: 2 } });
    expect(await tables()).toEqual(before);
    const routers = (await h.call<{ domainList: { domain: string }[] }>('GET', '/wps/system/routers')).body.value!;
    expect(routers.domainList.slice(0, 2).map((r) => r.domain)).toEqual([withNul, URLS[1]]);
    const promotion = await h.call<{ content: string }>('GET', '/wps/relay/MCSFE_getPromotionDetail?id=900000');
    expect(promotion.body.value!.content).toContain(`<a href="${withNul}">Planted link 1</a>`);
    await h.call('DELETE', PATH);
    expect((await h.call('GET', '/wps/relay/MCSFE_getPromotionDetail?id=900000')).body.code).toBe(
      'PROMOTION_NOT_FOUND',
    );
  });

  it.each([
    ['no body', undefined],
    ['no list', {}],
    ['an empty list', { urls: [] }],
    ['a number', { urls: [1] }],
    ['an empty address', { urls: [''] }],
    ['another encoding', { urls: ['aHR0cHM6Ly9ldmlsLmV4YW1wbGUv'], encoding: 'hex' }],
    ['too many', { urls: Array.from({ length: 101 }, (_, i) => `https://evil.example/${i}`) }],
  ])('refuses %s', async (_what, json) => {
    const res = await h.call('POST', PATH, json === undefined ? { raw: 'nope' } : { json });
    expect([res.status, res.body.code]).toEqual([400, 'BAD_REQUEST']);
  });

  it('answers only a caller on this machine', async () => {
    const res = await h.call('POST', PATH, { json: { urls: URLS }, headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(res.status).toBe(404);
    expect((await links()).chat).toMatch(/^\/sandbox\/chat\?ticket=/);
  });
});
