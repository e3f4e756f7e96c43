// Reads and writes of the games tables, and the wire form of a game (openapi.yaml `Game`).
import { randomBytes } from 'node:crypto';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import { IMAGE_CDNS } from '../siteConfig.ts';
import type { Schemas } from '../types.ts';
import {
  ESPORTS_SETTING,
  GAME_ICON_SIZE,
  LAUNCH_TICKET_BYTES,
  LAUNCH_TICKET_TTL_MS,
  MOBILE_PLATFORM,
  type GameCategory,
  type Platform,
} from './gamesConstants.ts';

type Db = PGlite | Transaction;

export interface Game {
  nodeId: string;
  gameId: number;
  gameCode: string;
  code: string;
  name: string;
  vassalage: string;
  vendor: string;
  vendorName: string;
  gameType: GameCategory;
  classify: Schemas['GameClassify'] | null;
  isGame: 'GAME' | 'VASSALAGE';
  defaultPlayType: string | null;
  accountTypeName: string;
  isHot: 0 | 1;
  isNew: 0 | 1;
  freePlay: boolean;
  minBet: number;
  maxBet: number;
  platforms: Platform[];
  imageUrl: string;
}

interface GameRow {
  node_id: number;
  vassalage: string;
  game_type: GameCategory;
  game_id: number;
  game_code: string;
  name: string;
  classify: Schemas['GameClassify'] | null;
  is_game: 'GAME' | 'VASSALAGE';
  default_play_type: string | null;
  is_hot: boolean;
  is_new: boolean;
  free_play: boolean;
  min_bet: string;
  max_bet: string;
  platforms: Platform[];
  display_name: string;
  account_type_name: string;
}

/**
 * The columns of a game; `game_type` is the category the lists show: the sports vendors of the esports list ($1,
 * a text[] every query using this passes first) are ESPORTS.
 */
const GAME_COLUMNS = `g.node_id, g.vassalage,
  CASE WHEN g.game_type = 'SPORTS' AND g.vassalage = ANY($1::text[]) THEN 'ESPORTS' ELSE g.game_type END AS game_type,
  g.game_id, g.game_code, g.name, g.classify, g.is_game, g.default_play_type, g.is_hot, g.is_new, g.free_play,
  g.min_bet::text, g.max_bet::text, g.platforms, v.display_name, v.account_type_name`;
const SHOWN_TYPE = `CASE WHEN g.game_type = 'SPORTS' AND g.vassalage = ANY($1::text[]) THEN 'ESPORTS' ELSE g.game_type END`;
const FROM_GAMES = 'games g JOIN game_vendors v ON v.vassalage = g.vassalage';

const imageHost = () => IMAGE_CDNS[0] ?? '';

export const vendorLogoUrl = (vassalage: string) => `${imageHost()}/RNG_LIST_VENDOR/${vassalage}-COLOR2.png`;
const gameIconUrl = (vassalage: string, gameCode: string) =>
  `${imageHost()}/GAME_ICON/${vassalage}/${gameCode}.png?size=${GAME_ICON_SIZE}`;

function toGame(row: GameRow): Game {
  return {
    nodeId: String(row.node_id),
    gameId: row.game_id,
    gameCode: row.game_code,
    code: `${row.vassalage}:${row.game_code}`,
    name: row.name,
    vassalage: row.vassalage,
    vendor: row.vassalage,
    vendorName: row.display_name,
    gameType: row.game_type,
    classify: row.classify,
    isGame: row.is_game,
    defaultPlayType: row.default_play_type,
    accountTypeName: row.account_type_name,
    isHot: row.is_hot ? 1 : 0,
    isNew: row.is_new ? 1 : 0,
    freePlay: row.free_play,
    minBet: Number(row.min_bet),
    maxBet: Number(row.max_bet),
    platforms: row.platforms,
    imageUrl: gameIconUrl(row.vassalage, row.game_code),
  };
}

export async function esportsVassalages(db: Db): Promise<string[]> {
  const row = (await db.query<{ value: string[] }>('SELECT value FROM game_settings WHERE key = $1', [ESPORTS_SETTING]))
    .rows[0];
  return row?.value ?? [];
}

export async function setEsportsVassalages(db: Db, vassalages: string[]): Promise<void> {
  await db.query(
    `INSERT INTO game_settings (key, value) VALUES ($1, $2)
     ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`,
    [ESPORTS_SETTING, JSON.stringify(vassalages)],
  );
}

/** Vendors with a SPORTS category: the ones the esports list may name. */
export async function sportsVassalages(db: Db): Promise<string[]> {
  const { rows } = await db.query<{ vassalage: string }>(
    "SELECT vassalage FROM game_vendor_categories WHERE game_type = 'SPORTS' ORDER BY vassalage",
  );
  return rows.map((r) => r.vassalage);
}

/** Where a game must run: on any of `platforms`, and on mobile for the app clients. */
export interface Reach {
  platforms: readonly string[];
  mobileOnly: boolean;
}

export interface GameFilter extends Reach {
  gameType: string;
  vassalage: string;
  classify?: string;
  name?: string;
  minBet?: number;
}

/** SQL conditions and their parameters; $1 is always the esports list. */
class Conditions {
  readonly params: unknown[];
  readonly parts: string[] = [];
  constructor(esports: string[]) {
    this.params = [esports];
  }
  add(sql: (param: string) => string, value: unknown): this {
    this.params.push(value);
    this.parts.push(sql(`$${this.params.length}`));
    return this;
  }
  addReach(reach: Reach): this {
    this.add((p) => `g.platforms && ${p}::text[]`, reach.platforms);
    if (reach.mobileOnly) this.add((p) => `${p} = ANY(g.platforms)`, MOBILE_PLATFORM);
    return this;
  }
  get where(): string {
    return this.parts.length > 0 ? `WHERE ${this.parts.join(' AND ')}` : '';
  }
}

export async function listGames(
  db: Db,
  filter: GameFilter,
  page: { pageNo: number; pageSize: number },
): Promise<{ games: Game[]; totalCount: number }> {
  const conditions = new Conditions(await esportsVassalages(db)).addReach(filter);
  if (filter.gameType) conditions.add((p) => `${SHOWN_TYPE} = ${p}`, filter.gameType);
  if (filter.vassalage) {
    conditions.add((p) => `g.vassalage = ${p}`, filter.vassalage);
    // The vendor's own VASSALAGE item would open this same list.
    conditions.parts.push("g.is_game <> 'VASSALAGE'");
  }
  if (filter.classify) conditions.add((p) => `g.classify = ${p}`, filter.classify);
  if (filter.name) conditions.add((p) => `strpos(lower(g.name), lower(${p})) > 0`, filter.name);
  if (filter.minBet !== undefined) conditions.add((p) => `g.min_bet <= ${p}`, filter.minBet);
  // One statement for the page and the count: the count must not depend on the page being in range.
  const { rows } = await db.query<{ total: number; games: GameRow[] }>(
    `WITH matched AS (SELECT ${GAME_COLUMNS}, g.sort_order FROM ${FROM_GAMES} ${conditions.where}),
          page AS (SELECT * FROM matched ORDER BY sort_order, node_id
                   LIMIT ${page.pageSize} OFFSET ${(page.pageNo - 1) * page.pageSize})
     SELECT (SELECT count(*)::int FROM matched) AS total,
            (SELECT coalesce(json_agg(page ORDER BY sort_order, node_id), '[]') FROM page) AS games`,
    conditions.params,
  );
  return { games: rows[0]!.games.map(toGame), totalCount: rows[0]!.total };
}

export async function hotGames(
  db: Db,
  options: Reach & { byPopularity: boolean; vassalage: string; limit: number },
): Promise<Game[]> {
  const conditions = new Conditions(await esportsVassalages(db)).addReach(options);
  if (options.vassalage) conditions.add((p) => `g.vassalage = ${p}`, options.vassalage);
  if (!options.byPopularity) conditions.parts.push('g.is_hot');
  const order = options.byPopularity ? 'g.popularity DESC, g.node_id' : 'g.sort_order, g.node_id';
  const { rows } = await db.query<GameRow>(
    `SELECT ${GAME_COLUMNS} FROM ${FROM_GAMES} ${conditions.where} ORDER BY ${order} LIMIT ${options.limit}`,
    conditions.params,
  );
  return rows.map(toGame);
}

export interface VendorInCategory {
  vassalage: string;
  displayName: string;
  gameCategory: GameCategory;
  isHot: boolean;
  gameCount: number;
  entry: Game;
}

/** Each vendor in each category it has games for on the reach, hot vendors first; the card's entry item with it. */
export async function vendorsInCategories(db: Db, reach: Reach): Promise<VendorInCategory[]> {
  // $2 (platforms) and $3 (the mobile platform, app clients only) are the reach, shared with the count.
  const conditions = new Conditions(await esportsVassalages(db)).addReach(reach);
  conditions.parts.push('g.is_entry');
  const { rows } = await db.query<GameRow & { is_hot_vendor: boolean; game_count: number }>(
    `SELECT ${GAME_COLUMNS}, c.is_hot AS is_hot_vendor,
            (SELECT count(*)::int FROM games m
              WHERE m.vassalage = g.vassalage AND m.game_type = g.game_type AND NOT m.is_entry
                AND m.platforms && $2::text[] ${reach.mobileOnly ? 'AND $3 = ANY(m.platforms)' : ''}) AS game_count
     FROM ${FROM_GAMES}
     JOIN game_vendor_categories c ON c.vassalage = g.vassalage AND c.game_type = g.game_type
     ${conditions.where}
     ORDER BY c.is_hot DESC, c.sort_order`,
    conditions.params,
  );
  return rows.map((row) => ({
    vassalage: row.vassalage,
    displayName: row.display_name,
    gameCategory: row.game_type,
    isHot: row.is_hot_vendor,
    gameCount: row.game_count,
    entry: toGame(row),
  }));
}

export async function findGame(db: Db, nodeId: number): Promise<Game | null> {
  const { rows } = await db.query<GameRow>(`SELECT ${GAME_COLUMNS} FROM ${FROM_GAMES} WHERE g.node_id = $2`, [
    await esportsVassalages(db),
    nodeId,
  ]);
  return rows[0] ? toGame(rows[0]) : null;
}

/** The member's favourite nodeIds, newest first. */
export async function favoriteIds(db: Db, memberId: number): Promise<string[]> {
  const { rows } = await db.query<{ node_id: number }>(
    'SELECT node_id FROM favorite_games WHERE member_id = $1 ORDER BY created_at DESC, node_id',
    [memberId],
  );
  return rows.map((r) => String(r.node_id));
}

export async function favoriteGames(db: Db, memberId: number, reach: Reach, gameType: string): Promise<Game[]> {
  const conditions = new Conditions(await esportsVassalages(db)).addReach(reach);
  conditions.add((p) => `f.member_id = ${p}`, memberId);
  if (gameType) conditions.add((p) => `${SHOWN_TYPE} = ${p}`, gameType);
  const { rows } = await db.query<GameRow>(
    `SELECT ${GAME_COLUMNS} FROM favorite_games f JOIN ${FROM_GAMES} ON g.node_id = f.node_id
     ${conditions.where} ORDER BY f.created_at DESC, g.node_id`,
    conditions.params,
  );
  return rows.map(toGame);
}

export async function addFavorite(db: Db, memberId: number, nodeId: number, now: number): Promise<void> {
  await db.query(
    `INSERT INTO favorite_games (member_id, node_id, created_at) VALUES ($1, $2, $3)
     ON CONFLICT (member_id, node_id) DO NOTHING`,
    [memberId, nodeId, new Date(now)],
  );
}

export async function removeFavorite(db: Db, memberId: number, nodeId: number): Promise<void> {
  await db.query('DELETE FROM favorite_games WHERE member_id = $1 AND node_id = $2', [memberId, nodeId]);
}

export async function recentGames(db: Db, memberId: number, reach: Reach, limit: number): Promise<Game[]> {
  const conditions = new Conditions(await esportsVassalages(db)).addReach(reach);
  conditions.add((p) => `r.member_id = ${p}`, memberId);
  const { rows } = await db.query<GameRow>(
    `SELECT ${GAME_COLUMNS} FROM recent_games r JOIN ${FROM_GAMES} ON g.node_id = r.node_id
     ${conditions.where} ORDER BY r.last_played_at DESC, g.node_id LIMIT ${limit}`,
    conditions.params,
  );
  return rows.map(toGame);
}

export interface LiveRoom {
  roomId: string;
  nodeId: string;
  vassalage: string;
  tableName: string;
  classify: Schemas['GameClassify'];
  dealerName: string;
  minBet: number;
  maxBet: number;
  onlineCount: number;
  status: 'OPEN' | 'MAINTENANCE';
}

/** The vendor's live rooms, or null when the vendor has no live games. */
export async function liveRooms(db: Db, vassalage: string, classify?: string): Promise<LiveRoom[] | null> {
  const live = await db.query("SELECT 1 FROM game_vendor_categories WHERE vassalage = $1 AND game_type = 'LIVE'", [
    vassalage,
  ]);
  if (live.rows.length === 0) return null;
  const { rows } = await db.query<{
    room_id: string;
    node_id: number;
    table_name: string;
    classify: Schemas['GameClassify'];
    dealer_name: string;
    min_bet: string;
    max_bet: string;
    online_count: number;
    status: 'OPEN' | 'MAINTENANCE';
  }>(
    `SELECT r.room_id, r.node_id, r.table_name, g.classify, r.dealer_name, r.min_bet::text, r.max_bet::text,
            r.online_count, r.status
     FROM live_rooms r JOIN games g ON g.node_id = r.node_id
     WHERE g.vassalage = $1 AND ($2::text IS NULL OR g.classify = $2)
     ORDER BY g.sort_order, r.room_id`,
    [vassalage, classify ?? null],
  );
  return rows.map((r) => ({
    roomId: r.room_id,
    nodeId: String(r.node_id),
    vassalage,
    tableName: r.table_name,
    classify: r.classify,
    dealerName: r.dealer_name,
    minBet: Number(r.min_bet),
    maxBet: Number(r.max_bet),
    onlineCount: r.online_count,
    status: r.status,
  }));
}

export interface Launch {
  memberId: number;
  nodeId: number;
  platform: Platform;
  language: string;
  /** Real accounts get the game in their recent list; trial accounts have none. */
  recordRecent: boolean;
}

/** Records a launch (ticket, play count, recent game) and returns the ticket its address carries. */
export async function createLaunch(db: PGlite, launch: Launch, now: number): Promise<string> {
  const ticket = randomBytes(LAUNCH_TICKET_BYTES).toString('hex');
  await db.transaction(async (tx) => {
    await tx.query('DELETE FROM game_launches WHERE created_at <= $1', [new Date(now - LAUNCH_TICKET_TTL_MS)]);
    await tx.query(
      `INSERT INTO game_launches (ticket, member_id, node_id, platform, language, created_at)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [ticket, launch.memberId, launch.nodeId, launch.platform, launch.language, new Date(now)],
    );
    await tx.query('UPDATE games SET popularity = popularity + 1 WHERE node_id = $1', [launch.nodeId]);
    if (launch.recordRecent) {
      await tx.query(
        `INSERT INTO recent_games (member_id, node_id, last_played_at, plays) VALUES ($1, $2, $3, 1)
         ON CONFLICT (member_id, node_id)
         DO UPDATE SET last_played_at = EXCLUDED.last_played_at, plays = recent_games.plays + 1`,
        [launch.memberId, launch.nodeId, new Date(now)],
      );
    }
  });
  return ticket;
}

export interface OpenedLaunch {
  nodeId: string;
  name: string;
  vendorName: string;
  nickname: string;
  platform: string;
  language: string;
  /** Who plays, and what the game page's bets need: the vendor, the category shown, the bet limits. */
  memberId: number;
  vassalage: string;
  category: GameCategory;
  minBet: string;
  maxBet: string;
}

/** What a ticket opens, or null when it is unknown or older than its lifetime. */
export async function findLaunch(db: Db, ticket: string, now: number): Promise<OpenedLaunch | null> {
  const { rows } = await db.query<{
    node_id: number;
    name: string;
    display_name: string;
    nickname: string;
    platform: string;
    language: string;
    member_id: number;
    vassalage: string;
    game_type: GameCategory;
    min_bet: string;
    max_bet: string;
  }>(
    `SELECT l.node_id, g.name, v.display_name, m.nickname, l.platform, l.language, l.member_id, g.vassalage,
            ${SHOWN_TYPE} AS game_type, g.min_bet::text, g.max_bet::text
     FROM game_launches l
     JOIN games g ON g.node_id = l.node_id
     JOIN game_vendors v ON v.vassalage = g.vassalage
     JOIN members m ON m.id = l.member_id
     WHERE l.ticket = $2 AND l.created_at > $3`,
    [await esportsVassalages(db), ticket, new Date(now - LAUNCH_TICKET_TTL_MS)],
  );
  const row = rows[0];
  return row
    ? {
        nodeId: String(row.node_id),
        name: row.name,
        vendorName: row.display_name,
        nickname: row.nickname,
        platform: row.platform,
        language: row.language,
        memberId: row.member_id,
        vassalage: row.vassalage,
        category: row.game_type,
        minBet: row.min_bet,
        maxBet: row.max_bet,
      }
    : null;
}
