import { expect } from 'vitest';
import { isApiError } from '@wl/api';
import type { ContractCase } from './case.ts';

/** One or more calls through @wl/api for each lottery and home operation (see contract-coverage.test.ts). */
export const lotteryCases: ContractCase[] = [
  {
    name: 'lottery menus by type, with their groups',
    async run({ visitor }) {
      const menus = await visitor.lottery.getMenus();
      expect(menus.map((m) => m.tag)).toContain('VN');
      expect(menus.every((m) => m.gameCount === m.groups.reduce((sum, g) => sum + g.gameCount, 0))).toBe(true);
      expect((await visitor.lottery.getMenus('Elott')).map((m) => m.tag)).toEqual(['ELOTT']);
    },
  },
  {
    name: 'lottery games of a prize mode with their open draws',
    async run({ visitor, harness }) {
      const games = await visitor.lottery.getGames({ prizeMode: 'SEA', device: 'WEB' });
      expect(games.length).toBeGreaterThanOrEqual(30);
      for (const game of games) expect(game.winningTime - game.remainTime).toBe(harness.clock.now);
    },
  },
  {
    name: 'popular lotteries and numbers',
    async run({ visitor }) {
      const popular = await visitor.lottery.getPopular({ prizeMode: 'SEA', count: 20, device: 'WEB', language: 'en' });
      expect(popular.games).toHaveLength(20);
      const hot = new Set(popular.games.map((g) => g.gameId));
      expect(popular.numbers.every((n) => hot.has(n.gameId))).toBe(true);
    },
  },
  {
    name: 'opened results of a game, and the latest one',
    async run({ visitor }) {
      const [game] = await visitor.lottery.getGames({ prizeMode: 'Lott' });
      const results = await visitor.lottery.getOpenedNumeros(game!.gameId);
      expect(results).toHaveLength(100);
      expect(results[0]!.winningNumber).toMatch(/^[0-9]+([,~][0-9]+)*$/);
      expect(await visitor.lottery.getLatestOpened(game!.gameId)).toEqual(results[0]);
      await expect(visitor.lottery.getOpenedNumeros(9999, 5)).rejects.toMatchObject({ code: 'LOTTERY_NOT_FOUND' });
    },
  },
  {
    name: 'launch a lottery, then find it first among the recent ones',
    async run({ member, visitor }) {
      const [game] = await member.lottery.getGames({ prizeMode: 'SEA' });
      const url = await member.lottery.launch({
        lottoArea: 'VN',
        launchMode: 'LOTT',
        lottoPrizeMode: 'SEA',
        lottoGameCode: game!.gameCode,
        lottoView: 'betting',
        device: 'WEB',
        backUrl: 'https://site.example/lottery',
        language: 'en',
      });
      expect(url).toMatch(/^\/lotto\/play\//);
      const recent = await member.lottery.getRecent({ prizeMode: 'SEA', device: 'WEB', recentCount: 100 });
      expect(recent[0]!.gameId).toBe(game!.gameId);
      const refused = await visitor.lottery.getRecent({ prizeMode: 'SEA' }).catch((error: unknown) => error);
      expect(isApiError(refused) && refused.status).toBe(401);
    },
  },
  {
    name: 'missions for a visitor and for a member',
    async run({ visitor, member }) {
      const anonymous = await visitor.lottery.getMissionSummary();
      expect(anonymous.points).toBeNull();
      const mine = await member.lottery.getMissionSummary();
      expect(mine.points).not.toBeNull();
      expect(mine.claimableCount).toBe(mine.missions.filter((m) => m.status === 'CLAIM').length);
    },
  },
  {
    name: 'mission leaderboard with the member placed',
    async run({ visitor, member }) {
      expect((await visitor.lottery.getMissionLeaderboard()).me).toBeNull();
      const board = await member.lottery.getMissionLeaderboard(5);
      expect(board.list).toHaveLength(5);
      expect(board.me?.isMe).toBe(true);
    },
  },
  {
    name: 'winner board',
    async run({ visitor }) {
      const wins = await visitor.lottery.getWinnerBoard({ gameCategory: 'ALL', language: 'en', limitNum: 20 });
      expect(wins).toHaveLength(20);
      expect(wins[0]!.vo.playerName).toContain('***');
    },
  },
];
