// The lottery and home operations (openapi/src/lottery.yaml). Input is already valid against the contract.
import { randomBytes } from 'node:crypto';
import { plantedLink } from '../content/hostileContent.ts';
import { badRequest, fail, MESSAGES, ok } from '../envelope.ts';
import type { Handler, RequestContext } from '../types.ts';
import {
  DEFAULT_DEVICE,
  GAME_NOT_FOUND,
  GAME_NOT_IN_PRIZE_MODE,
  LAUNCH_TICKET_BYTES,
  LEADERBOARD_LIMIT,
  LOTTERY_PAGE_PATH,
  OPENED_NUMERO_COUNT,
  POPULAR_COUNT,
  POPULAR_NUMBERS_PER_GAME,
  POPULARITY_PER_LAUNCH,
  POPULARITY_WINDOW_MS,
  RECENT_COUNT,
  WINNER_BOARD_LIMIT,
  type PrizeMode,
} from './lotteryConstants.ts';
import { textIn, textLanguage } from './lotteryLanguage.ts';
import { missionLeaderboard, missionSummary } from './missions.ts';
import { popularNumbers } from './results.ts';
import { openedDraws } from './schedule.ts';
import {
  findGame,
  gameView,
  insertLaunch,
  isTrialMember,
  launchCounts,
  listGames,
  listMenus,
  openedView,
  recentGames,
  type LotteryGameRow,
} from './lotteryStore.ts';
import { winnerBoard } from './winners.ts';

function queryInt(c: RequestContext, name: string, fallback: number): number {
  const value = c.req.query(name);
  return value === undefined ? fallback : Number(value);
}

const languageOf = (c: RequestContext) => textLanguage(c.req.query('language'), c.req.header('accept-language'));
const prizeModeOf = (c: RequestContext, name = 'prizeMode') => c.req.query(name) as PrizeMode | undefined;

export const getLotteryMenus: Handler<'getLotteryMenus'> = async (c, { db }) => {
  const language = languageOf(c);
  const menus = (await listMenus(db, prizeModeOf(c)))
    .map((menu) => {
      // A prize mode without games of a type shows no tab for it.
      const groups = menu.groups.filter((group) => group.gameCount > 0);
      return {
        tag: menu.tag,
        name: textIn(menu.names, language),
        gameCount: groups.reduce((sum, group) => sum + group.gameCount, 0),
        groups: groups.map((group) => ({
          gameGroupId: group.groupId,
          gameGroupCode: group.groupCode,
          remark: textIn(group.names, language),
          gameCount: group.gameCount,
        })),
      };
    })
    .filter((menu) => menu.gameCount > 0);
  return ok(c, menus);
};

export const getLotteryGames: Handler<'getLotteryGames'> = async (c, { db, now }) => {
  const language = languageOf(c);
  const at = now();
  return ok(
    c,
    (await listGames(db, prizeModeOf(c))).map((game) => gameView(game, at, language)),
  );
};

export const getRecentLotteries: Handler<'getRecentLotteries'> = async (c, { db, now }) => {
  const { memberId } = c.get('session')!;
  if (await isTrialMember(db, memberId)) return fail(c, MESSAGES.needTrueAccount);
  const language = languageOf(c);
  const at = now();
  const games = await recentGames(db, memberId, prizeModeOf(c)!, queryInt(c, 'recentCount', RECENT_COUNT));
  return ok(
    c,
    games.map((game) => gameView(game, at, language)),
  );
};

export const getPopularLotteries: Handler<'getPopularLotteries'> = async (c, { db, now }) => {
  const language = languageOf(c);
  const at = now();
  const count = queryInt(c, 'count', POPULAR_COUNT);
  const launches = await launchCounts(db, at - POPULARITY_WINDOW_MS, at);
  const score = (game: LotteryGameRow) => game.popularity + POPULARITY_PER_LAUNCH * (launches.get(game.gameId) ?? 0);
  const hot = (await listGames(db, prizeModeOf(c)))
    .sort((a, b) => score(b) - score(a) || a.gameId - b.gameId)
    .slice(0, count);
  const games = hot.map((game) => gameView(game, at, language));
  const numbers = hot
    .flatMap((game, i) => {
      const { numero, remark } = games[i]!;
      return popularNumbers(game.gameId, numero, score(game), POPULAR_NUMBERS_PER_GAME).map((popular) => ({
        gameId: game.gameId,
        remark,
        numero,
        ...popular,
      }));
    })
    .sort((a, b) => b.betCount - a.betCount)
    .slice(0, count);
  return ok(c, { games, numbers });
};

export const getOpenedNumeros: Handler<'getOpenedNumeros'> = async (c, { db, now }) => {
  const game = await findGame(db, { gameId: Number(c.req.query('gameId')) });
  if (!game) return fail(c, GAME_NOT_FOUND);
  const draws = openedDraws(game.calendar, now(), queryInt(c, 'count', OPENED_NUMERO_COUNT));
  return ok(
    c,
    draws.map((draw) => openedView(game, draw)),
  );
};

export const getLatestOpenedNumero: Handler<'getLatestOpenedNumero'> = async (c, { db, now }) => {
  const game = await findGame(db, { gameId: Number(c.req.query('gameId')) });
  if (!game) return fail(c, GAME_NOT_FOUND);
  const [latest] = openedDraws(game.calendar, now(), 1);
  return ok(c, latest ? openedView(game, latest) : null);
};

export const launchLottery: Handler<'launchLottery'> = async (c, { db, now }) => {
  const view = c.req.query('lottoView') as 'betting' | 'lobby';
  const gameCode = c.req.query('lottoGameCode');
  if (view === 'betting' && gameCode === undefined) {
    return badRequest(c, 'lottoGameCode: is required when lottoView is betting');
  }
  const prizeMode = prizeModeOf(c, 'lottoPrizeMode')!;
  const game = gameCode === undefined ? null : await findGame(db, { gameCode });
  if (gameCode !== undefined && !game) return fail(c, GAME_NOT_FOUND);
  if (game && !game.prizeModes.includes(prizeMode)) return fail(c, GAME_NOT_IN_PRIZE_MODE);
  const id = randomBytes(LAUNCH_TICKET_BYTES).toString('hex');
  await insertLaunch(db, {
    id,
    memberId: c.get('session')!.memberId,
    gameId: game?.gameId ?? null,
    view,
    prizeMode,
    device: c.req.query('device') ?? DEFAULT_DEVICE,
    language: languageOf(c),
    backUrl: c.req.query('backUrl') ?? null,
    createdAt: now(),
  });
  // A path on this server: the site's proxy forwards /lotto like the lottery calls, so the iframe can load it.
  // (the hostile content switch, in development, answers its first address instead)
  return ok(c, { url: plantedLink(db) ?? `${LOTTERY_PAGE_PATH}/${id}` });
};

export const getMissionSummary: Handler<'getMissionSummary'> = async (c, { db, now }) =>
  ok(c, await missionSummary(db, now(), c.get('session')?.memberId ?? null, languageOf(c)));

export const getMissionLeaderboard: Handler<'getMissionLeaderboard'> = async (c, { db, now }) =>
  ok(
    c,
    await missionLeaderboard(db, now(), c.get('session')?.memberId ?? null, queryInt(c, 'limit', LEADERBOARD_LIMIT)),
  );

export const getWinnerBoard: Handler<'getWinnerBoard'> = async (c, { db, now }) =>
  ok(
    c,
    await winnerBoard(
      db,
      now(),
      c.req.query('gameCategory') ?? 'ALL',
      queryInt(c, 'limitNum', WINNER_BOARD_LIMIT),
      languageOf(c),
    ),
  );
