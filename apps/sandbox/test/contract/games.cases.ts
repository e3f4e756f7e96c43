import { expect } from 'vitest';
import { GAME_CATEGORIES } from '../../src/games/gamesConstants.ts';
import type { ContractCase } from './case.ts';

const MERCHANT = 'SIAM';

/** One or more calls through @wl/api for each games operation (see contract-coverage.test.ts). */
export const gamesCases: ContractCase[] = [
  {
    name: 'hot games: the platform ranking and the merchant picks',
    async run({ visitor }) {
      const ranked = await visitor.games.getHotGames({ merchantCode: MERCHANT, isPlatform: 2 });
      expect(ranked.length).toBe(30);
      const picks = await visitor.games.getHotGames({ merchantCode: MERCHANT, isPlatform: 1, vassalage: 'PT' });
      expect(picks.length).toBeGreaterThan(0);
      expect(picks.every((g) => g.isHot === 1 && g.vassalage === 'PT')).toBe(true);
    },
  },
  {
    name: 'game list pages with the spec defaults',
    async run({ visitor }) {
      const page = await visitor.games.getGameList({ gameType: 'RNG' });
      expect(page.items).toHaveLength(20);
      expect(page.totalPages).toBe(Math.ceil(page.totalCount / 20));
      expect(page.items.every((g) => g.gameType === 'RNG')).toBe(true);
    },
  },
  {
    name: 'vendors by game type',
    async run({ visitor }) {
      const groups = await visitor.games.getVendorsByGameType();
      const vendorsOf = (type: string) => groups.find((g) => g.gameType === type)?.vendors.map((v) => v.vassalage);
      expect(vendorsOf('RNG')).toEqual(expect.arrayContaining(['SPB', 'GM', 'XGS', 'KM', 'PT']));
      expect(vendorsOf('LOTT')).toEqual(expect.arrayContaining(['TCG_LOTTO_VN', 'TCG_SEA', 'LOTT']));
    },
  },
  {
    name: 'home lanes with the esports list',
    async run({ visitor }) {
      const { lanes, esportsVassalages } = await visitor.games.getGameVendorLanes({
        merchantCode: MERCHANT,
        platform: 'html5-desktop',
      });
      expect(lanes.map((l) => l.title)).toEqual([...GAME_CATEGORIES]);
      const esports = lanes.find((l) => l.title === 'ESPORTS')!;
      expect(esports.cards.map((c) => c.vassalage).sort()).toEqual([...esportsVassalages].sort());
    },
  },
  {
    name: 'favourites: ids, list, add and remove',
    async run({ member }) {
      const before = await member.games.getFavoriteGameIds();
      expect(before.length).toBeGreaterThan(0);
      const listed = await member.games.getFavoriteGames();
      expect(listed.every((g) => g.gameType === 'RNG' && before.includes(g.nodeId))).toBe(true);

      const [candidate] = (await member.games.getGameList({ gameType: 'FISH', pageSize: 50 })).items.filter(
        (g) => !before.includes(g.nodeId),
      );
      const request = { nodeId: candidate!.nodeId, vendor: candidate!.vendor, gameType: candidate!.gameType };
      expect(await member.games.addFavoriteGame(request)).toEqual([candidate!.nodeId, ...before]);
      expect(await member.games.removeFavoriteGame(request)).toEqual(before);
    },
  },
  {
    name: 'recent games',
    async run({ member }) {
      const recent = await member.games.getRecentGames();
      expect(recent.length).toBeGreaterThan(0);
    },
  },
  {
    name: 'live rooms of a live vendor',
    async run({ visitor }) {
      const rooms = await visitor.games.getLiveRooms({ vassalage: 'AG', classify: 'BACCARAT' });
      expect(rooms.length).toBeGreaterThan(0);
      expect(rooms.every((r) => r.vassalage === 'AG' && r.classify === 'BACCARAT')).toBe(true);
    },
  },
  {
    name: 'launch (first call) and the launch address v2',
    async run({ clientFor, harness }) {
      const api = await clientFor('agent', 'Agent1234');
      const [game] = (await api.games.getGameList({ gameType: 'RNG', vassalage: 'PP', pageSize: 1 })).items;
      const address = await api.games.launchGame({ nodeId: game!.nodeId, platform: 'html5-desktop' });
      expect(address).toMatch(/^\/sandbox\/launch\/game\?ticket=[0-9a-f]{32}$/);
      const urls = await api.games.launchGameV2({
        gameId: game!.gameId,
        nodeId: game!.nodeId,
        accountType: 1,
        confirmTrans: 0,
        vassalage: game!.vassalage,
        launchMode: 'GLS',
        platform: 'html5-desktop',
        clientType: 3,
        username: 'agent',
        token: await harness.tokenFor('agent', 'Agent1234'),
        merchantCode: MERCHANT,
      });
      expect(urls.game_url).toMatch(/^\/sandbox\/launch\/game\?ticket=/);
      expect((await api.games.getRecentGames())[0]?.nodeId).toBe(game!.nodeId);
    },
  },
];
