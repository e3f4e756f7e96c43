// Reads and writes of the lottery tables, and the views of a game the operations answer with.
import type { PGlite } from '@electric-sql/pglite';
import type { PlayMenu, Texts } from './lotteryCatalogue.ts';
import { isTrial } from '../store/memberRecords.ts';
import type { PrizeMode, TextLanguage, Vendor } from './lotteryConstants.ts';
import { textIn } from './lotteryLanguage.ts';
import { winningNumber, type ResultFormat } from './results.ts';
import { drawDaysOfWeek, nextDraw, type Calendar, type Draw } from './schedule.ts';

export interface LotteryGameRow {
  gameId: number;
  gameCode: string;
  groupId: number;
  groupCode: string;
  tag: string;
  vendor: Vendor;
  names: Texts;
  prizeModes: PrizeMode[];
  calendar: Calendar;
  resultFormat: ResultFormat;
  lockSeconds: number;
  playMenus: PlayMenu[];
  popularity: number;
}

/** A game as selected: the row's fields under their own names, the calendar's two parts still apart. */
type GameRecord = Omit<LotteryGameRow, 'calendar'> & Calendar;

const GAME_COLUMNS = `g.game_id AS "gameId", g.game_code AS "gameCode", g.group_id AS "groupId",
  gr.group_code AS "groupCode", gr.tag, g.vendor, g.names, g.prize_modes AS "prizeModes", g.schedule,
  g.numero_style AS "numeroStyle", g.result_format AS "resultFormat", g.lock_seconds AS "lockSeconds",
  g.play_menus AS "playMenus", g.popularity`;
const GAME_FROM = `lottery_games g
  JOIN lottery_groups gr ON gr.group_id = g.group_id
  JOIN lottery_tags t ON t.tag = gr.tag`;
/** Lobby order: by lottery type, then group, then game. */
const LOBBY_ORDER = 't.sort, gr.sort, g.sort';

function toGame({ schedule, numeroStyle, ...game }: GameRecord): LotteryGameRow {
  return { ...game, calendar: { schedule, numeroStyle } };
}

/** The games in lobby order; with a prize mode only those offered in it. */
export async function listGames(db: PGlite, prizeMode?: PrizeMode): Promise<LotteryGameRow[]> {
  const { rows } = await db.query<GameRecord>(
    `SELECT ${GAME_COLUMNS} FROM ${GAME_FROM}
     WHERE $1::text IS NULL OR $1 = ANY (g.prize_modes) ORDER BY ${LOBBY_ORDER}`,
    [prizeMode ?? null],
  );
  return rows.map(toGame);
}

export async function findGame(
  db: PGlite,
  by: { gameId: number } | { gameCode: string },
): Promise<LotteryGameRow | null> {
  const [column, value] = 'gameId' in by ? ['g.game_id', by.gameId] : ['g.game_code', by.gameCode];
  const { rows } = await db.query<GameRecord>(`SELECT ${GAME_COLUMNS} FROM ${GAME_FROM} WHERE ${column} = $1`, [value]);
  return rows[0] ? toGame(rows[0]) : null;
}

/** The games the member launched, the last launched first. */
export async function recentGames(
  db: PGlite,
  memberId: number,
  prizeMode: PrizeMode,
  limit: number,
): Promise<LotteryGameRow[]> {
  const { rows } = await db.query<GameRecord>(
    `SELECT ${GAME_COLUMNS} FROM ${GAME_FROM}
     JOIN (SELECT game_id, max(created_at) AS last_launch FROM lottery_launches
           WHERE member_id = $1 AND game_id IS NOT NULL GROUP BY game_id) r ON r.game_id = g.game_id
     WHERE $2 = ANY (g.prize_modes)
     ORDER BY r.last_launch DESC, g.game_id LIMIT $3`,
    [memberId, prizeMode, limit],
  );
  return rows.map(toGame);
}

/** Launches per game in a window (every member): what makes a game hot. */
export async function launchCounts(db: PGlite, from: number, to: number): Promise<Map<number, number>> {
  const { rows } = await db.query<{ game_id: number; launches: number }>(
    `SELECT game_id, count(*)::int AS launches FROM lottery_launches
     WHERE game_id IS NOT NULL AND created_at >= $1 AND created_at <= $2 GROUP BY game_id`,
    [new Date(from), new Date(to)],
  );
  return new Map(rows.map((r) => [r.game_id, r.launches]));
}

export interface MenuRow {
  tag: string;
  names: Texts;
  groups: { groupId: number; groupCode: string; names: Texts; gameCount: number }[];
}

/** The lottery types with their groups and how many games each holds (in the prize mode, when one is given). */
export async function listMenus(db: PGlite, prizeMode?: PrizeMode): Promise<MenuRow[]> {
  const { rows } = await db.query<{
    tag: string;
    tag_names: Texts;
    group_id: number;
    group_code: string;
    group_names: Texts;
    game_count: number;
  }>(
    `SELECT t.tag, t.names AS tag_names, gr.group_id, gr.group_code, gr.names AS group_names,
            count(g.game_id) FILTER (WHERE $1::text IS NULL OR $1 = ANY (g.prize_modes))::int AS game_count
     FROM lottery_tags t
     JOIN lottery_groups gr ON gr.tag = t.tag
     LEFT JOIN lottery_games g ON g.group_id = gr.group_id
     GROUP BY t.tag, gr.group_id ORDER BY t.sort, gr.sort`,
    [prizeMode ?? null],
  );
  const menus: MenuRow[] = [];
  for (const r of rows) {
    let menu = menus.at(-1);
    if (menu?.tag !== r.tag) {
      menu = { tag: r.tag, names: r.tag_names, groups: [] };
      menus.push(menu);
    }
    menu.groups.push({ groupId: r.group_id, groupCode: r.group_code, names: r.group_names, gameCount: r.game_count });
  }
  return menus;
}

export interface LaunchRow {
  id: string;
  memberId: number;
  gameId: number | null;
  view: 'betting' | 'lobby';
  prizeMode: PrizeMode;
  device: string;
  language: TextLanguage;
  backUrl: string | null;
  createdAt: number;
}

export async function insertLaunch(db: PGlite, launch: LaunchRow): Promise<void> {
  await db.query(
    `INSERT INTO lottery_launches (id, member_id, game_id, view, prize_mode, device, language, back_url, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [
      launch.id,
      launch.memberId,
      launch.gameId,
      launch.view,
      launch.prizeMode,
      launch.device,
      launch.language,
      launch.backUrl,
      new Date(launch.createdAt),
    ],
  );
}

export async function findLaunch(db: PGlite, id: string): Promise<LaunchRow | null> {
  const { rows } = await db.query<{
    id: string;
    member_id: number;
    game_id: number | null;
    view: 'betting' | 'lobby';
    prize_mode: PrizeMode;
    device: string;
    language: TextLanguage;
    back_url: string | null;
    created_at: Date;
  }>('SELECT * FROM lottery_launches WHERE id = $1', [id]);
  const r = rows[0];
  if (!r) return null;
  return {
    id: r.id,
    memberId: r.member_id,
    gameId: r.game_id,
    view: r.view,
    prizeMode: r.prize_mode,
    device: r.device,
    language: r.language,
    backUrl: r.back_url,
    createdAt: r.created_at.getTime(),
  };
}

/** Whether the member is a trial account (isAgent 4). */
export async function isTrialMember(db: PGlite, memberId: number): Promise<boolean> {
  const { rows } = await db.query<{ is_agent: string }>('SELECT is_agent FROM members WHERE id = $1', [memberId]);
  return rows[0] !== undefined && isTrial(rows[0]);
}

/** The contract's LotteryGame: the game with its open draw at `now`. */
export function gameView(game: LotteryGameRow, now: number, language: TextLanguage) {
  const draw = nextDraw(game.calendar, now);
  return {
    gameId: game.gameId,
    gameCode: game.gameCode,
    remark: textIn(game.names, language),
    gameGroupId: game.groupId,
    gameGroupCode: game.groupCode,
    tag: game.tag,
    accountTypeName: game.vendor,
    numero: draw.numero,
    remainTime: draw.time - now,
    lockTime: game.lockSeconds,
    drawDayOfWeek: drawDaysOfWeek(game.calendar, now),
    winningTime: draw.time,
    gameMenus: game.playMenus,
  };
}

/** The contract's LotteryOpenedNumero. */
export function openedView(game: LotteryGameRow, draw: Draw) {
  return {
    gameId: game.gameId,
    numero: draw.numero,
    winningNumber: winningNumber(game.gameId, game.resultFormat, draw.numero),
    winningTime: draw.time,
  };
}
