import { beforeAll, describe, expect, it } from 'vitest';
import { GAME_CATEGORIES, LAUNCH_TICKET_TTL_MS } from '../src/games/gamesConstants.ts';
import { VENDORS as LOTTERY_VENDORS } from '../src/lottery/lotteryConstants.ts';
import { demoTokensForFile, expectBadRequest, harnessForFile } from './harness.ts';

const h = harnessForFile();
const tokens = demoTokensForFile(h);

interface Game {
  nodeId: string;
  gameId: number;
  gameCode: string;
  name: string;
  vassalage: string;
  vendor: string;
  gameType: string;
  classify: string | null;
  isGame: 'GAME' | 'VASSALAGE';
  defaultPlayType: string | null;
  accountTypeName: string;
  isHot: 0 | 1;
  freePlay: boolean;
  minBet: number;
  platforms: string[];
  imageUrl: string;
}
interface GamePage {
  games: Game[];
  pageNo: number;
  pageSize: number;
  totalPages: number;
  totalCount: number;
}
interface Vendor {
  vassalage: string;
  displayName: string;
  gameCategory: string;
  type: 'GAME' | 'VASSALAGE';
  gameCount: number;
  logoUrl: string;
}
interface Lane {
  title: string;
  cards: { vassalage: string; isHot: 0 | 1; gameCount: number; logoUrl: string; entry: Game }[];
  gameClassify: { vendors: Vendor[] };
}
interface Room {
  roomId: string;
  nodeId: string;
  vassalage: string;
  classify: string;
  status: string;
}

const query = (params: Record<string, string | number> = {}) => {
  const text = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString();
  return text ? `?${text}` : '';
};
const gameList = (params?: Record<string, string | number>) =>
  h.call<GamePage>('GET', `/wps/relay/GCSGAME_gameList${query(params)}`);
const hotGames = (params: Record<string, string | number>) =>
  h.call<{ games: Game[] }>('GET', `/wps/relay/GCSGAME_hotGamesV2${query(params)}`);
const vendorsByType = (params?: Record<string, string>) =>
  h.call<{ gameType: string; vendors: Vendor[] }[]>('GET', `/wps/relay/GCSGAME_getVassGameType${query(params)}`);
const lanes = (params: Record<string, string> = { merchantCode: 'SIAM' }) =>
  h.call<{ data: { lanes: Lane[]; esportsVassalages: string[] } }>(
    'GET',
    `/wps/relay/GCSGAME_newGameVendor${query(params)}`,
  );
const favoriteIds = (token: string) => h.call<string[]>('GET', '/wps/relay/MCSFE_getFavoriteGames', { token });
const favoriteList = (token: string, params?: Record<string, string>) =>
  h.call<{ games: Game[] }>('GET', `/wps/relay/MCSFE_getFavoriteGamesList${query(params)}`, { token });
const addFavorite = (token: string, json: unknown) =>
  h.call<string[]>('POST', '/wps/relay/MCSFE_addFavoriteGame', { token, json });
const removeFavorite = (token: string, json: unknown) =>
  h.call<string[]>('POST', '/wps/relay/MCSFE_removeFavoriteGame', { token, json });
const recent = (token: string, params?: Record<string, string | number>) =>
  h.call<{ games: Game[] }>('GET', `/wps/relay/GCS_recentGame${query(params)}`, { token });
const rooms = (params: Record<string, string>) =>
  h.call<{ rooms: Room[] }>('GET', `/wps/relay/GLS2_roomList${query(params)}`);
const launch = (token: string | undefined, json: unknown, headers?: Record<string, string>) =>
  h.call<{ content: string }>('POST', '/wps/game/launchGame', { token, json, headers });
const launchV2 = (token: string | undefined, json: unknown) =>
  h.call<{ game_url: string; game_url2: string | null }>('POST', '/wps/game/v2/launchGame', { token, json });

async function one<T>(sql: string, params: unknown[] = []): Promise<T> {
  return (await h.sandbox.db.query<T>(sql, params)).rows[0]!;
}
/** A game (not an entry item) matching an SQL condition on `games`. */
const gameWhere = (condition: string) =>
  one<{ node_id: number; game_id: number; vassalage: string; game_type: string; name: string }>(
    `SELECT node_id, game_id, vassalage, game_type, name FROM games WHERE NOT is_entry AND ${condition}
     ORDER BY node_id LIMIT 1`,
  );
const favoriteBody = (g: { node_id: number; vassalage: string; game_type: string }) => ({
  nodeId: String(g.node_id),
  vendor: g.vassalage,
  gameType: g.game_type,
});

/** Everything a rejected games request must leave as it was, with the accounts' tables. */
async function snapshot() {
  const games = await one(`SELECT
    (SELECT coalesce(json_agg(f ORDER BY member_id, node_id), '[]') FROM favorite_games f) AS favorites,
    (SELECT coalesce(json_agg(r ORDER BY member_id, node_id), '[]') FROM recent_games r) AS recent,
    (SELECT count(*)::int FROM game_launches) AS launches,
    (SELECT sum(popularity)::int FROM games) AS popularity,
    (SELECT json_agg(s ORDER BY key) FROM game_settings s) AS settings`);
  return { games, accounts: await h.snapshot() };
}

describe('seeded catalogue', () => {
  it('has every category, 30+ vendors and 2,000+ games', async () => {
    const counts = await one<{ vendors: number; games: number; rooms: number }>(`SELECT
      (SELECT count(*)::int FROM game_vendors) AS vendors,
      (SELECT count(*)::int FROM games) AS games,
      (SELECT count(*)::int FROM live_rooms) AS rooms`);
    expect(counts.vendors).toBeGreaterThanOrEqual(30);
    expect(counts.games).toBeGreaterThanOrEqual(2000);
    expect(counts.rooms).toBeGreaterThan(0);
    const groups = (await vendorsByType()).body.value!;
    expect(groups.map((g) => g.gameType)).toEqual([...GAME_CATEGORIES]);
    const all = groups.flatMap((g) => g.vendors.map((v) => v.vassalage));
    for (const code of [
      ...['AG', 'BBIN', 'CQ9', 'GG', 'PT', 'RTG', 'BG', 'DG', 'EA', 'LOTUS', 'OG', 'TGP', 'KX', 'KY', 'TH', 'WS'],
      ...['XY', 'AE', 'ISB', 'MG', 'MGS', 'PNG', 'TTG', 'WD', 'IBC', 'SBT', 'UG', 'SPB', 'GM', 'XGS', 'KM'],
      ...['TCG_LOTTO_VN', 'TCG_SEA', 'ELOTT', 'LOTT'],
    ]) {
      expect(all, code).toContain(code);
    }
  });

  it('names every classification, and has hot games, VASSALAGE items and lottery launch items', async () => {
    const { rows } = await h.sandbox.db.query<{ classify: string }>(
      'SELECT DISTINCT classify FROM games WHERE classify IS NOT NULL ORDER BY 1',
    );
    expect(rows.map((r) => r.classify)).toEqual(
      [
        'BACCARAT',
        'BLACKJACK',
        'DRAGON_TIGER',
        'FAN_TAN',
        'FISH_PRAWN_CRAB',
        'MAHJONG',
        'NIUNIU',
        'ROULETTE',
        'SE_DIE',
        'SICBO',
        'THREE_CARD_POKER',
        'WENZHOU',
        'ZJH',
      ].sort(),
    );
    const flags = await one<{ hot: number; lists: number; lottery: number }>(`SELECT
      (SELECT count(*)::int FROM games WHERE is_hot) AS hot,
      (SELECT count(*)::int FROM games WHERE is_game = 'VASSALAGE') AS lists,
      (SELECT count(*)::int FROM games WHERE default_play_type IS NOT NULL) AS lottery`);
    expect(flags.hot).toBeGreaterThan(50);
    expect(flags.lists).toBeGreaterThan(20);
    expect(flags.lottery).toBeGreaterThan(30);
    const lottery = (await gameList({ gameType: 'LOTT', vassalage: 'TCG_LOTTO_VN', pageSize: 100 })).body.value!;
    expect(lottery.games.map((g) => g.name)).toContain('Hanoi VIP');
    expect(lottery.games.every((g) => g.defaultPlayType === 'LO_2' && g.accountTypeName === 'MAIN')).toBe(true);
  });

  it('lists the lottery area’s games as the lottery vendors’ items, by their gameCode (what /lottery launches)', async () => {
    const items = await h.sandbox.db.query<{ vassalage: string; game_code: string; name: string; game_type: string }>(
      `SELECT vassalage, game_code, name, game_type FROM games
        WHERE vassalage = ANY($1) AND NOT is_entry ORDER BY vassalage, game_code`,
      [[...LOTTERY_VENDORS]],
    );
    const lotteries = await h.sandbox.db.query<{
      vassalage: string;
      game_code: string;
      name: string;
      game_type: string;
    }>(
      `SELECT vendor AS vassalage, game_code, names->>'EN' AS name,
              CASE vendor WHEN 'ELOTT' THEN 'ELOTT' ELSE 'LOTT' END AS game_type
         FROM lottery_games ORDER BY vendor, game_code`,
    );
    expect(items.rows).toEqual(lotteries.rows);
  });

  it('serves vendor logos and game icons by the image CDN convention', async () => {
    const page = (await gameList({ vassalage: 'PT', pageSize: 1 })).body.value!;
    expect(page.games[0]!.imageUrl).toBe(`/sandbox/assets/GAME_ICON/PT/${page.games[0]!.gameCode}.png?size=rx2`);
    const pt = (await vendorsByType({ gameType: 'RNG' })).body.value![0]!.vendors.find((v) => v.vassalage === 'PT');
    expect(pt!.logoUrl).toBe('/sandbox/assets/RNG_LIST_VENDOR/PT-COLOR2.png');
  });
});

describe('GET /wps/relay/GCSGAME_gameList', () => {
  it('uses the spec defaults: page 1 of 20, flash or html5-desktop games of every category', async () => {
    const res = await gameList();
    expect(res.status).toBe(200);
    const page = res.body.value!;
    expect(page).toMatchObject({ pageNo: 1, pageSize: 20 });
    expect(page.games).toHaveLength(20);
    const { n } = await one<{ n: number }>(
      "SELECT count(*)::int AS n FROM games WHERE platforms && ARRAY['flash', 'html5-desktop']",
    );
    expect(page.totalCount).toBe(n);
    expect(page.totalPages).toBe(Math.ceil(n / 20));
  });

  it('pages through a filter without gaps or repeats, and answers an empty page past the end', async () => {
    const km = { vassalage: 'KM', platform: 'flash,html5-desktop,html5-mobile', pageSize: 7 };
    const first = (await gameList(km)).body.value!;
    expect(first.totalCount).toBe(30);
    expect(first.totalPages).toBe(5);
    const seen: string[] = [];
    for (let pageNo = 1; pageNo <= first.totalPages; pageNo++) {
      const page = (await gameList({ ...km, pageNo })).body.value!;
      expect(page.games).toHaveLength(pageNo < 5 ? 7 : 2);
      seen.push(...page.games.map((g) => g.nodeId));
    }
    expect(new Set(seen).size).toBe(30);
    const past = (await gameList({ ...km, pageNo: 6 })).body.value!;
    expect(past).toEqual({ games: [], pageNo: 6, pageSize: 7, totalPages: 5, totalCount: 30 });
  });

  it('filters by vendor, leaving out the vendor’s own VASSALAGE item', async () => {
    const all = (await gameList({ gameType: 'RNG', pageSize: 100 })).body.value!;
    expect(all.games.some((g) => g.isGame === 'VASSALAGE' && g.vassalage === 'PT')).toBe(true);
    const pt = (await gameList({ vassalage: 'PT', gameType: 'RNG', pageSize: 100 })).body.value!;
    expect(pt.games.every((g) => g.vassalage === 'PT' && g.gameType === 'RNG' && g.isGame === 'GAME')).toBe(true);
  });

  it('filters by classification, name (any case) and minimum stake', async () => {
    const baccarat = (await gameList({ gameType: 'LIVE', classify: 'BACCARAT', pageSize: 100 })).body.value!;
    expect(baccarat.totalCount).toBeGreaterThan(20);
    expect(baccarat.games.every((g) => g.classify === 'BACCARAT')).toBe(true);
    const dragons = (await gameList({ name: 'dRaGoN', pageSize: 100 })).body.value!;
    expect(dragons.totalCount).toBeGreaterThan(10);
    expect(dragons.games.every((g) => g.name.toLowerCase().includes('dragon'))).toBe(true);
    const cheap = (await gameList({ minBet: 0.2, pageSize: 100 })).body.value!;
    expect(cheap.games.every((g) => g.minBet <= 0.2)).toBe(true);
    const { n } = await one<{ n: number }>(
      "SELECT count(*)::int AS n FROM games WHERE min_bet <= 0.2 AND platforms && ARRAY['flash', 'html5-desktop']",
    );
    expect(cheap.totalCount).toBe(n);
    expect((await gameList({ name: 'no game is called this' })).body.value).toMatchObject({
      games: [],
      totalPages: 0,
      totalCount: 0,
    });
  });

  it('filters by platform and client type (the apps get mobile games only)', async () => {
    const mobile = (await gameList({ platform: 'html5-mobile', gameType: 'RNG', pageSize: 100 })).body.value!;
    expect(mobile.games.every((g) => g.platforms.includes('html5-mobile'))).toBe(true);
    const app = (await gameList({ clientType: 1, gameType: 'RNG', pageSize: 100 })).body.value!;
    expect(app.games.every((g) => g.platforms.includes('html5-mobile'))).toBe(true);
    const web = (await gameList({ clientType: 3, gameType: 'RNG' })).body.value!;
    expect(web.totalCount).toBeGreaterThan(app.totalCount);
  });

  it('shows the esports list’s sports vendors as ESPORTS, not SPORTS', async () => {
    const esports = (await gameList({ gameType: 'ESPORTS', pageSize: 100 })).body.value!;
    const sports = (await gameList({ gameType: 'SPORTS', pageSize: 100 })).body.value!;
    expect(new Set(esports.games.map((g) => g.vassalage))).toEqual(new Set(['SBT', 'TF', 'IA']));
    expect(sports.games.some((g) => ['SBT', 'TF', 'IA'].includes(g.vassalage))).toBe(false);
    expect(esports.games.every((g) => g.gameType === 'ESPORTS')).toBe(true);
  });

  it.each([
    [{ pageSize: 0 }, 'pageSize'],
    [{ pageSize: 101 }, 'pageSize'],
    [{ pageNo: 'two' }, 'pageNo'],
    [{ pageNo: 0 }, 'pageNo'],
    [{ gameType: 'CASINO' }, 'gameType'],
    [{ platform: 'flash,' }, 'platform'],
    [{ platform: 'android' }, 'platform'],
    [{ vassalage: 'pt' }, 'vassalage'],
    [{ classify: 'POKER' }, 'classify'],
    [{ name: 'x'.repeat(65) }, 'name'],
    [{ minBet: -1 }, 'minBet'],
    [{ minBet: 'cheap' }, 'minBet'],
    [{ clientType: 4 }, 'clientType'],
  ])('answers 400 for %j', async (params, field) => {
    expectBadRequest(await gameList(params), field);
  });
});

describe('GET /wps/relay/GCSGAME_hotGamesV2', () => {
  it('ranks the platform’s most played games (isPlatform 2, the default)', async () => {
    const games = (await hotGames({ merchantCode: 'SIAM' })).body.value!.games;
    expect(games).toHaveLength(30);
    const { rows } = await h.sandbox.db.query<{ node_id: number }>(
      'SELECT node_id FROM games ORDER BY popularity DESC, node_id LIMIT 30',
    );
    expect(games.map((g) => g.nodeId)).toEqual(rows.map((r) => String(r.node_id)));
  });

  it('answers the merchant’s hot picks with isPlatform 1, VASSALAGE items among them', async () => {
    const games = (await hotGames({ merchantCode: 'SIAM', isPlatform: 1 })).body.value!.games;
    expect(games.length).toBeGreaterThan(0);
    expect(games.every((g) => g.isHot === 1)).toBe(true);
    expect(games.some((g) => g.isGame === 'VASSALAGE')).toBe(true);
  });

  it('filters by vendor and platform', async () => {
    const games = (
      await hotGames({ merchantCode: 'SIAM', vassalage: 'JILI', platform: 'html5-mobile', language: 'th' })
    ).body.value!.games;
    expect(games.length).toBeGreaterThan(0);
    expect(games.every((g) => g.vassalage === 'JILI' && g.platforms.includes('html5-mobile'))).toBe(true);
  });

  it.each([
    [{}, 'merchantCode'],
    [{ merchantCode: 'SI AM' }, 'merchantCode'],
    [{ merchantCode: 'SIAM', isPlatform: 3 }, 'isPlatform'],
    [{ merchantCode: 'SIAM', platform: 'html5' }, 'platform'],
    [{ merchantCode: 'SIAM', language: 'english!' }, 'language'],
  ])('answers 400 for %j', async (params, field) => {
    expectBadRequest(await hotGames(params), field);
  });
});

describe('GET /wps/relay/GCSGAME_getVassGameType', () => {
  it('answers one category, with GAME vendors where choosing launches and VASSALAGE where it lists', async () => {
    const sports = (await vendorsByType({ gameType: 'SPORTS' })).body.value!;
    expect(sports).toHaveLength(1);
    expect(sports[0]!.vendors.map((v) => v.vassalage)).toEqual(expect.arrayContaining(['IBC', 'UG']));
    expect(sports[0]!.vendors.every((v) => v.type === 'GAME')).toBe(true);
    const rng = (await vendorsByType({ gameType: 'RNG' })).body.value![0]!;
    expect(rng.vendors.every((v) => v.type === 'VASSALAGE')).toBe(true);
  });

  it('counts the games of each vendor as the list does', async () => {
    const rng = (await vendorsByType({ gameType: 'RNG', platform: 'flash,html5-desktop,html5-mobile' })).body
      .value![0]!;
    const cq9 = rng.vendors.find((v) => v.vassalage === 'CQ9')!;
    const list = (
      await gameList({ gameType: 'RNG', vassalage: 'CQ9', platform: 'flash,html5-desktop,html5-mobile', pageSize: 1 })
    ).body.value!;
    expect(cq9.gameCount).toBe(list.totalCount);
    expect(cq9.gameCount).toBe(130);
  });

  it('answers 400 for an unknown category', async () => {
    expectBadRequest(await vendorsByType({ gameType: 'BINGO' }), 'gameType');
  });
});

describe('GET /wps/relay/GCSGAME_newGameVendor', () => {
  it('answers the lanes in order with hot cards first and the vendors by name', async () => {
    const { lanes: all, esportsVassalages } = (await lanes()).body.value!.data;
    expect(all.map((l) => l.title)).toEqual([...GAME_CATEGORIES]);
    expect(esportsVassalages).toEqual(['SBT', 'TF', 'IA']);
    for (const lane of all) {
      const hot = lane.cards.map((c) => c.isHot);
      expect(hot, lane.title).toEqual([...hot].sort((a, b) => b - a));
      const names = lane.gameClassify.vendors.map((v) => v.displayName);
      expect(names, lane.title).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
      for (const card of lane.cards) {
        expect(card.entry.vassalage).toBe(card.vassalage);
        expect(card.entry.gameType).toBe(lane.title);
        expect(card.logoUrl).toBe(`/sandbox/assets/RNG_LIST_VENDOR/${card.vassalage}-COLOR2.png`);
      }
    }
    const entryKind = (title: string) => new Set(all.find((l) => l.title === title)!.cards.map((c) => c.entry.isGame));
    expect(entryKind('RNG')).toEqual(new Set(['VASSALAGE']));
    expect(entryKind('SPORTS')).toEqual(new Set(['GAME']));
    expect(entryKind('LOTT')).toEqual(new Set(['GAME']));
  });

  it('follows the configured esports list', async () => {
    const set = (vassalages: unknown) => h.call('PUT', '/sandbox/games/esports-vassalages', { json: { vassalages } });
    expect((await set(['IBC', 'TF'])).status).toBe(200);
    try {
      const { lanes: all, esportsVassalages } = (await lanes()).body.value!.data;
      expect(esportsVassalages).toEqual(['IBC', 'TF']);
      const of = (title: string) => all.find((l) => l.title === title)!.cards.map((c) => c.vassalage);
      expect(of('ESPORTS').sort()).toEqual(['IBC', 'TF']);
      expect(of('SPORTS')).toEqual(expect.arrayContaining(['SBT', 'IA', 'UG']));
      expect(of('SPORTS')).not.toContain('IBC');
      expect((await set(['AG'])).status).toBe(400);
    } finally {
      await set(['SBT', 'TF', 'IA']);
    }
  });

  it('answers 400 without a merchant code', async () => {
    expectBadRequest(await lanes({ platform: 'html5-desktop' }), 'merchantCode');
  });
});

describe('favourites', () => {
  it('needs a session, and a real account', async () => {
    expect((await h.call('GET', '/wps/relay/MCSFE_getFavoriteGames')).status).toBe(401);
    expect((await h.call('POST', '/wps/relay/MCSFE_addFavoriteGame', { json: {} })).status).toBe(401);
    for (const res of [
      await favoriteIds(tokens.trial),
      await favoriteList(tokens.trial),
      await addFavorite(tokens.trial, favoriteBody(await gameWhere("game_type = 'RNG'"))),
    ]) {
      expect(res.body).toEqual({
        success: false,
        message: 'Please register a real account to use this feature',
        code: 'NEED_TRUE_ACCOUNT',
        value: null,
      });
    }
  });

  it('answers the demo member’s seeded favourites, and the RNG ones on flash by default', async () => {
    const ids = (await favoriteIds(tokens.demo)).body.value!;
    expect(ids.length).toBeGreaterThanOrEqual(10);
    expect(ids.every((id) => /^[0-9]+$/.test(id))).toBe(true);
    const rng = (await favoriteList(tokens.demo)).body.value!.games;
    expect(rng.length).toBeGreaterThanOrEqual(10);
    expect(rng.every((g) => g.gameType === 'RNG' && g.platforms.includes('flash'))).toBe(true);
    const all = (await favoriteList(tokens.demo, { gameType: '', platform: 'flash,html5-desktop,html5-mobile' })).body
      .value!;
    expect(all.games.map((g) => g.nodeId)).toEqual(ids);
    expect(new Set(all.games.map((g) => g.gameType))).toEqual(new Set(['RNG', 'LIVE', 'FISH']));
  });

  it('adds and removes idempotently, newest first, for the caller only', async () => {
    const agentBefore = (await favoriteIds(tokens.agent)).body.value!;
    const before = (await favoriteIds(tokens.demo)).body.value!;
    const game = await gameWhere("game_type = 'PVP'");
    const body = favoriteBody(game);
    expect((await addFavorite(tokens.demo, body)).body.value).toEqual([String(game.node_id), ...before]);
    expect((await addFavorite(tokens.demo, body)).body.value).toEqual([String(game.node_id), ...before]);
    expect((await favoriteIds(tokens.agent)).body.value).toEqual(agentBefore);
    expect((await removeFavorite(tokens.demo, body)).body.value).toEqual(before);
    expect((await removeFavorite(tokens.demo, body)).body.value).toEqual(before);
    expect((await favoriteIds(tokens.agent)).body.value).toEqual(agentBefore);
  });

  it('refuses a game that does not exist with that vendor and category, changing nothing', async () => {
    const game = await gameWhere("game_type = 'RNG'");
    const before = await snapshot();
    for (const body of [
      { ...favoriteBody(game), nodeId: '999999999' },
      { ...favoriteBody(game), vendor: 'ZZ' },
      { ...favoriteBody(game), gameType: 'LIVE' },
    ]) {
      expect((await addFavorite(tokens.demo, body)).body).toMatchObject({ success: false, code: 'GAME_NOT_FOUND' });
      expect((await removeFavorite(tokens.demo, body)).body).toMatchObject({ success: false, code: 'GAME_NOT_FOUND' });
    }
    expect(await snapshot()).toEqual(before);
  });

  it('takes ESPORTS as the category of the esports list’s sports books', async () => {
    const book = await one<{ node_id: number }>("SELECT node_id FROM games WHERE vassalage = 'TF' AND is_entry");
    const body = { nodeId: String(book.node_id), vendor: 'TF', gameType: 'ESPORTS' };
    expect((await addFavorite(tokens.agent, body)).body.value).toContain(String(book.node_id));
    expect((await addFavorite(tokens.agent, { ...body, gameType: 'SPORTS' })).body.code).toBe('GAME_NOT_FOUND');
    expect((await removeFavorite(tokens.agent, body)).body.value).not.toContain(String(book.node_id));
  });

  it.each([
    [{ vendor: 'PT', gameType: 'RNG' }, 'nodeId: is required'],
    [{ nodeId: 100001, vendor: 'PT', gameType: 'RNG' }, 'nodeId: must be string'],
    [{ nodeId: 'abc', vendor: 'PT', gameType: 'RNG' }, 'nodeId: must match pattern'],
    [{ nodeId: '1234567890123', vendor: 'PT', gameType: 'RNG' }, 'nodeId: must match pattern'],
    [{ nodeId: '100001', vendor: 'p t', gameType: 'RNG' }, 'vendor: must match pattern'],
    [{ nodeId: '100001', vendor: 'PT', gameType: 'SLOTS' }, 'gameType: must be one of'],
    [{ nodeId: '100001', vendor: 'PT' }, 'gameType: is required'],
    [{ nodeId: '100001', vendor: 'PT', gameType: 'RNG', extra: 1 }, 'extra: is not an allowed property'],
  ])('answers 400 for %j and changes nothing', async (json, message) => {
    const before = await snapshot();
    for (const call of [addFavorite, removeFavorite]) {
      expectBadRequest(await call(tokens.demo, json), message);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('answers 400 for a body that is not JSON', async () => {
    const before = await snapshot();
    const res = await h.call('POST', '/wps/relay/MCSFE_addFavoriteGame', { token: tokens.demo, raw: '{nodeId' });
    expect(res.status).toBe(400);
    expect(await snapshot()).toEqual(before);
  });
});

describe('GET /wps/relay/GCS_recentGame', () => {
  it('needs a session and a real account', async () => {
    expect((await h.call('GET', '/wps/relay/GCS_recentGame')).status).toBe(401);
    expect((await recent(tokens.trial)).body.code).toBe('NEED_TRUE_ACCOUNT');
  });

  it('answers the seeded recent games, last played first, per member', async () => {
    const mine = (await recent(tokens.demo)).body.value!.games;
    expect(mine.length).toBe(6);
    const { rows } = await h.sandbox.db.query<{ node_id: number }>(
      `SELECT node_id FROM recent_games r JOIN members m ON m.id = r.member_id
       WHERE m.account = 'demo' ORDER BY last_played_at DESC`,
    );
    expect(mine.map((g) => g.nodeId)).toEqual(rows.map((r) => String(r.node_id)));
    const theirs = (await recent(tokens.agent)).body.value!.games.map((g) => g.nodeId);
    expect(theirs).not.toEqual(mine.map((g) => g.nodeId));
  });

  it('leaves out desktop-only games for the apps', async () => {
    const game = await gameWhere("NOT ('html5-mobile' = ANY(platforms))");
    h.clock.now += 1000;
    expect((await launch(tokens.demo, { nodeId: String(game.node_id) })).body.success).toBe(true);
    expect((await recent(tokens.demo)).body.value!.games[0]!.nodeId).toBe(String(game.node_id));
    expect((await recent(tokens.demo, { clientType: 2 })).body.value!.games.map((g) => g.nodeId)).not.toContain(
      String(game.node_id),
    );
  });

  it('answers 400 for an unknown client type', async () => {
    expectBadRequest(await recent(tokens.demo, { clientType: 9 }), 'clientType');
  });
});

describe('GET /wps/relay/GLS2_roomList', () => {
  it('answers the live vendor’s rooms, by classification', async () => {
    const all = (await rooms({ vassalage: 'DG' })).body.value!.rooms;
    expect(all.length).toBeGreaterThanOrEqual(22);
    expect(all.every((r) => r.vassalage === 'DG')).toBe(true);
    const sicbo = (await rooms({ vassalage: 'DG', classify: 'SICBO' })).body.value!.rooms;
    expect(sicbo.every((r) => r.classify === 'SICBO')).toBe(true);
    expect(sicbo.length).toBe(all.filter((r) => r.classify === 'SICBO').length);
  });

  it('refuses a vendor without live games', async () => {
    for (const vassalage of ['CQ9', 'NOPE']) {
      expect((await rooms({ vassalage })).body).toEqual({
        success: false,
        message: 'This vendor has no live tables',
        code: 'NO_LIVE_TABLES',
        value: null,
      });
    }
  });

  it.each([
    [{}, 'vassalage: is required'],
    [{ vassalage: 'dg' }, 'vassalage'],
    [{ vassalage: 'DG', classify: 'bacc' }, 'classify'],
  ])('answers 400 for %j', async (params, message) => {
    expectBadRequest(await rooms(params), message);
  });
});

describe('POST /wps/game/launchGame', () => {
  it('needs a session', async () => {
    const before = await snapshot();
    expect((await launch(undefined, { nodeId: '100002' })).status).toBe(401);
    expect(await snapshot()).toEqual(before);
  });

  it('answers the game page address, records the launch and the recent game', async () => {
    const game = await gameWhere("game_type = 'LIVE'");
    const popularity = (
      await one<{ p: number }>('SELECT popularity AS p FROM games WHERE node_id = $1', [game.node_id])
    ).p;
    h.clock.now += 1000;
    const res = await launch(tokens.demo, { nodeId: String(game.node_id), platform: 'html5-mobile', clientType: 1 });
    expect(res.body.success).toBe(true);
    const address = res.body.value!.content;
    expect(address).toMatch(/^\/sandbox\/launch\/game\?ticket=[0-9a-f]{32}$/);
    expect((await recent(tokens.demo)).body.value!.games[0]!.nodeId).toBe(String(game.node_id));
    expect((await one<{ p: number }>('SELECT popularity AS p FROM games WHERE node_id = $1', [game.node_id])).p).toBe(
      popularity + 1,
    );

    // Launching again moves it to the top without a second row.
    const other = await gameWhere("game_type = 'FISH'");
    h.clock.now += 1000;
    await launch(tokens.demo, { nodeId: String(other.node_id) });
    h.clock.now += 1000;
    await launch(tokens.demo, { nodeId: String(game.node_id) });
    const ids = (await recent(tokens.demo)).body.value!.games.map((g) => g.nodeId);
    expect(ids.slice(0, 2)).toEqual([String(game.node_id), String(other.node_id)]);
    expect(ids.filter((id) => id === String(game.node_id))).toHaveLength(1);
  });

  it('opens a game page that names the game and tells its parent frame', async () => {
    const game = await gameWhere("vassalage = 'PP' AND game_type = 'RNG'");
    const address = (
      await launch(tokens.demo, { nodeId: String(game.node_id) }, { 'accept-language': 'th-TH,th;q=0.9' })
    ).body.value!.content;
    const page = await h.sandbox.app.request(address);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.headers.get('content-security-policy')).toMatch(/script-src 'nonce-[^']+'/);
    const html = await page.text();
    expect(html).toContain(`<h1>${game.name.replace(/'/g, '&#39;')}</h1>`);
    expect(html).toContain('Demo Player');
    expect(html).toContain('th-TH');
    expect(html).toContain('postMessage');
    expect(html).toContain('"source":"wl-sandbox-game"');
    expect(html).toContain(`"nodeId":"${game.node_id}"`);

    h.clock.now += LAUNCH_TICKET_TTL_MS;
    expect((await h.sandbox.app.request(address)).status).toBe(404);
    expect((await h.sandbox.app.request('/sandbox/launch/game?ticket=nope')).status).toBe(404);
  });

  it('refuses what cannot be launched', async () => {
    const list = await one<{ node_id: number }>("SELECT node_id FROM games WHERE is_game = 'VASSALAGE' LIMIT 1");
    const mobileOnly = await gameWhere("platforms = ARRAY['html5-mobile']");
    const desktopOnly = await gameWhere("NOT ('html5-mobile' = ANY(platforms))");
    const paid = await gameWhere('NOT free_play');
    const before = await snapshot();
    const code = async (token: string, json: unknown) => (await launch(token, json)).body.code;
    expect(await code(tokens.demo, { nodeId: '999999999' })).toBe('GAME_NOT_FOUND');
    expect(await code(tokens.demo, { nodeId: String(list.node_id) })).toBe('GAME_IS_A_LIST');
    expect(await code(tokens.demo, { nodeId: String(mobileOnly.node_id), platform: 'html5-desktop' })).toBe(
      'GAME_PLATFORM_UNSUPPORTED',
    );
    expect(await code(tokens.demo, { nodeId: String(desktopOnly.node_id), platform: 'flash', clientType: 2 })).toBe(
      'GAME_PLATFORM_UNSUPPORTED',
    );
    expect(await code(tokens.trial, { nodeId: String(paid.node_id) })).toBe('NEED_TRUE_ACCOUNT');
    expect(await snapshot()).toEqual(before);
  });

  it('lets a trial account play free games, without a recent list', async () => {
    const free = await gameWhere("free_play AND 'html5-desktop' = ANY(platforms)");
    const res = await launch(tokens.trial, { nodeId: String(free.node_id) });
    expect(res.body.success).toBe(true);
    const { n } = await one<{ n: number }>(
      "SELECT count(*)::int AS n FROM recent_games r JOIN members m ON m.id = r.member_id WHERE m.account = 'trial'",
    );
    expect(n).toBe(0);
  });

  it.each([
    [{}, 'nodeId: is required'],
    [{ nodeId: 100002 }, 'nodeId: must be string'],
    [{ nodeId: '10 0' }, 'nodeId: must match pattern'],
    [{ nodeId: '100002', platform: 'html5' }, 'platform: must be one of'],
    [{ nodeId: '100002', clientType: '3' }, 'clientType'],
    [{ nodeId: '100002', vassalage: 'PT' }, 'vassalage: is not an allowed property'],
  ])('answers 400 for %j and changes nothing', async (json, message) => {
    const before = await snapshot();
    expectBadRequest(await launch(tokens.demo, json), message);
    expect(await snapshot()).toEqual(before);
  });
});

describe('POST /wps/game/v2/launchGame', () => {
  let game: Awaited<ReturnType<typeof gameWhere>>;
  let body: Record<string, unknown>;
  beforeAll(async () => {
    game = await gameWhere("vassalage = 'PNG' AND 'html5-desktop' = ANY(platforms)");
    body = {
      gameId: game.game_id,
      nodeId: String(game.node_id),
      accountType: 1,
      confirmTrans: 0,
      vassalage: 'PNG',
      launchMode: 'GLS',
      platform: 'html5-desktop',
      clientType: 3,
      username: 'demo',
      token: tokens.demo,
      merchantCode: 'SIAM',
    };
  });

  it('answers game_url (and no second address with one launch CDN) and records the recent game', async () => {
    h.clock.now += 1000;
    const res = await launchV2(tokens.demo, { ...body, username: 'DEMO' });
    expect(res.body.value).toEqual({
      game_url: expect.stringMatching(/^\/sandbox\/launch\/game\?ticket=[0-9a-f]{32}$/),
      game_url2: null,
    });
    expect((await recent(tokens.demo)).body.value!.games[0]!.nodeId).toBe(String(game.node_id));
  });

  it('takes another live session of the same member as the payload token', async () => {
    const other = await h.tokenFor('demo', 'Demo1234');
    expect((await launchV2(tokens.demo, { ...body, token: other })).body.success).toBe(true);
  });

  it('answers 401 when the payload names someone else or a dead session, changing nothing', async () => {
    const ended = await h.tokenFor('demo', 'Demo1234');
    await h.call('DELETE', '/wps/session/logout', { token: ended });
    const before = await snapshot();
    for (const json of [
      { ...body, username: 'agent' },
      { ...body, token: tokens.agent },
      { ...body, token: ended },
      { ...body, token: 'x'.repeat(64) },
    ]) {
      expect((await launchV2(tokens.demo, json)).status).toBe(401);
    }
    expect((await launchV2(undefined, body)).status).toBe(401);
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a game named inconsistently', async () => {
    const before = await snapshot();
    expect((await launchV2(tokens.demo, { ...body, gameId: game.game_id + 1 })).body.code).toBe('GAME_NOT_FOUND');
    expect((await launchV2(tokens.demo, { ...body, vassalage: 'PT' })).body.code).toBe('GAME_NOT_FOUND');
    expect(await snapshot()).toEqual(before);
  });

  it.each([
    ['gameId', undefined, 'gameId: is required'],
    ['gameId', '1001', 'gameId: must be integer'],
    ['accountType', 2, 'accountType: must be one of'],
    ['confirmTrans', 2, 'confirmTrans: must be one of'],
    ['launchMode', 'LOTT', 'launchMode: must be one of'],
    ['username', '', 'username: must NOT have fewer than 1 characters'],
    ['username', 'u'.repeat(65), 'username: must NOT have more than 64 characters'],
    ['token', undefined, 'token: is required'],
    ['merchantCode', 'SI-AM', 'merchantCode: must match pattern'],
    ['vassalage', undefined, 'vassalage: is required'],
    ['language', 'en', 'language: is not an allowed property'],
  ])('answers 400 when %s is %j, changing nothing', async (field, value, message) => {
    const before = await snapshot();
    const json = { ...body, [field]: value };
    if (value === undefined) delete json[field];
    expectBadRequest(await launchV2(tokens.demo, json), message);
    expect(await snapshot()).toEqual(before);
  });
});
