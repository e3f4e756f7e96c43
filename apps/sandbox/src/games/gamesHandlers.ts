// The games operations of openapi/src/games.yaml. Input is already valid against the contract; query values arrive
// as strings and the defaults below are the contract's.
import { plantedLink } from '../content/hostileContent.ts';
import { error, fail, MESSAGES, ok, refuse } from '../envelope.ts';
import { LAUNCH_GAME_CDNS } from '../siteConfig.ts';
import { findMemberById, isTrial, type MemberRow } from '../store/memberRecords.ts';
import { findSession } from '../store/sessions.ts';
import type { Deps, Handler, RequestContext, Schemas } from '../types.ts';
import {
  DEFAULT_PAGE_NO,
  DEFAULT_PAGE_SIZE,
  FAVORITES_DEFAULT_GAME_TYPE,
  FAVORITES_DEFAULT_PLATFORMS,
  GAME_CATEGORIES,
  GAME_LIST_DEFAULT_PLATFORMS,
  GAME_PAGE_PATH,
  HOT_BY_POPULARITY,
  HOT_GAMES_LIMIT,
  LANES_DEFAULT_PLATFORMS,
  LAUNCH_DEFAULT_PLATFORM,
  MOBILE_PLATFORM,
  PLATFORMS,
  RECENT_GAMES_LIMIT,
  WEB_CLIENT_TYPE,
  type GameCategory,
  type Platform,
} from './gamesConstants.ts';
import { GAME_MESSAGES } from './gamesMessages.ts';
import {
  addFavorite,
  createLaunch,
  esportsVassalages,
  favoriteGames,
  favoriteIds,
  findGame,
  hotGames,
  listGames,
  liveRooms,
  recentGames,
  removeFavorite,
  vendorLogoUrl,
  vendorsInCategories,
  type Reach,
  type VendorInCategory,
} from './gamesStore.ts';

/** Where games must run for a comma list of platforms (absent: any) and a client type (apps need mobile games). */
function reachOf(platformList: string | undefined, clientType: number | undefined): Reach {
  return {
    platforms: platformList ? platformList.split(',') : PLATFORMS,
    mobileOnly: (clientType ?? WEB_CLIENT_TYPE) !== WEB_CLIENT_TYPE,
  };
}

const optionalNumber = (value: string | undefined) => (value === undefined || value === '' ? undefined : Number(value));

export const getHotGames: Handler<'getHotGames'> = async (c, { db }) => {
  const q = c.req.query();
  const games = await hotGames(db, {
    ...reachOf(q.platform, undefined),
    byPopularity: Number(q.isPlatform ?? HOT_BY_POPULARITY) === HOT_BY_POPULARITY,
    vassalage: q.vassalage ?? '',
    limit: HOT_GAMES_LIMIT,
  });
  return ok(c, { games });
};

export const getGameList: Handler<'getGameList'> = async (c, { db }) => {
  const q = c.req.query();
  const pageNo = optionalNumber(q.pageNo) ?? DEFAULT_PAGE_NO;
  const pageSize = optionalNumber(q.pageSize) ?? DEFAULT_PAGE_SIZE;
  const { games, totalCount } = await listGames(
    db,
    {
      ...reachOf(q.platform ?? GAME_LIST_DEFAULT_PLATFORMS, optionalNumber(q.clientType)),
      gameType: q.gameType ?? '',
      vassalage: q.vassalage ?? '',
      classify: q.classify,
      name: q.name,
      minBet: optionalNumber(q.minBet),
    },
    { pageNo, pageSize },
  );
  return ok(c, { games, pageNo, pageSize, totalPages: Math.ceil(totalCount / pageSize), totalCount });
};

function vendorEntry(vendor: VendorInCategory) {
  return {
    vassalage: vendor.vassalage,
    displayName: vendor.displayName,
    gameCategory: vendor.gameCategory,
    type: vendor.entry.isGame,
    gameCount: vendor.gameCount,
    logoUrl: vendorLogoUrl(vendor.vassalage),
  };
}

/** The vendors grouped by category, in lane order, leaving out empty categories. */
function byCategory(vendors: VendorInCategory[]): { category: GameCategory; vendors: VendorInCategory[] }[] {
  return GAME_CATEGORIES.map((category) => ({
    category,
    vendors: vendors.filter((v) => v.gameCategory === category),
  })).filter((group) => group.vendors.length > 0);
}

export const getVendorsByGameType: Handler<'getVendorsByGameType'> = async (c, { db }) => {
  const q = c.req.query();
  const groups = byCategory(await vendorsInCategories(db, reachOf(q.platform, undefined)));
  return ok(
    c,
    groups
      .filter(({ category }) => !q.gameType || category === q.gameType)
      .map(({ category, vendors }) => ({ gameType: category, vendors: vendors.map(vendorEntry) })),
  );
};

export const getGameVendorLanes: Handler<'getGameVendorLanes'> = async (c, { db }) => {
  const q = c.req.query();
  const groups = byCategory(await vendorsInCategories(db, reachOf(q.platform ?? LANES_DEFAULT_PLATFORMS, undefined)));
  const lanes: Schemas['GameVendorLane'][] = groups.map(({ category: title, vendors }) => ({
    title,
    cards: vendors.map((v) => ({
      vassalage: v.vassalage,
      displayName: v.displayName,
      gameCategory: v.gameCategory,
      isHot: v.isHot ? 1 : 0,
      logoUrl: vendorLogoUrl(v.vassalage),
      gameCount: v.gameCount,
      entry: v.entry,
    })),
    gameClassify: {
      vendors: [...vendors].sort((a, b) => a.displayName.localeCompare(b.displayName, 'en')).map(vendorEntry),
    },
  }));
  return ok(c, { data: { lanes, esportsVassalages: await esportsVassalages(db) } });
};

/** The caller, or the 401 when the member was deleted under a live session (the token is dead). */
async function sessionMember(c: RequestContext, { db }: Deps) {
  const member = await findMemberById(db, c.get('session')!.memberId);
  return member ?? error(c, 401, MESSAGES.unauthorized.message, MESSAGES.unauthorized.code);
}

/** The caller as a real (non-trial) member, or the response that refuses them. */
async function realMember(c: RequestContext, deps: Deps) {
  const member = await sessionMember(c, deps);
  if (member instanceof Response) return member;
  return isTrial(member) ? refuse(c, MESSAGES.needTrueAccount) : member;
}

export const getFavoriteGameIds: Handler<'getFavoriteGameIds'> = async (c, deps) => {
  const member = await realMember(c, deps);
  if (member instanceof Response) return member;
  return ok(c, await favoriteIds(deps.db, member.id));
};

export const getFavoriteGames: Handler<'getFavoriteGames'> = async (c, deps) => {
  const member = await realMember(c, deps);
  if (member instanceof Response) return member;
  const q = c.req.query();
  const games = await favoriteGames(
    deps.db,
    member.id,
    reachOf(q.platform ?? FAVORITES_DEFAULT_PLATFORMS, undefined),
    q.gameType ?? FAVORITES_DEFAULT_GAME_TYPE,
  );
  return ok(c, { games });
};

type FavoriteChange = (db: Deps['db'], memberId: number, nodeId: number, now: number) => Promise<void>;

/** Adds or removes a favourite: the member's favourite ids after the change, or the response that refuses. */
async function changeFavorite(
  c: RequestContext,
  deps: Deps,
  body: Schemas['FavoriteGameRequest'],
  change: FavoriteChange,
) {
  const member = await realMember(c, deps);
  if (member instanceof Response) return member;
  const game = await findGame(deps.db, Number(body.nodeId));
  if (!game || game.vendor !== body.vendor || game.gameType !== body.gameType) {
    return refuse(c, GAME_MESSAGES.gameNotFound);
  }
  await change(deps.db, member.id, Number(body.nodeId), deps.now());
  return favoriteIds(deps.db, member.id);
}

export const addFavoriteGame: Handler<'addFavoriteGame'> = async (c, deps) => {
  const ids = await changeFavorite(c, deps, c.get('body'), addFavorite);
  return ids instanceof Response ? ids : ok(c, ids);
};

export const removeFavoriteGame: Handler<'removeFavoriteGame'> = async (c, deps) => {
  const ids = await changeFavorite(c, deps, c.get('body'), removeFavorite);
  return ids instanceof Response ? ids : ok(c, ids);
};

export const getRecentGames: Handler<'getRecentGames'> = async (c, deps) => {
  const member = await realMember(c, deps);
  if (member instanceof Response) return member;
  const games = await recentGames(
    deps.db,
    member.id,
    reachOf(undefined, optionalNumber(c.req.query('clientType'))),
    RECENT_GAMES_LIMIT,
  );
  return ok(c, { games });
};

export const getLiveRooms: Handler<'getLiveRooms'> = async (c, { db }) => {
  const rooms = await liveRooms(db, c.req.query('vassalage')!, c.req.query('classify'));
  return rooms ? ok(c, { rooms }) : fail(c, GAME_MESSAGES.noLiveTables);
};

const LANGUAGE_TAG = /^[A-Za-z]{2,3}(?:[-_][A-Za-z0-9]{2,8})?$/;

/** The first language of Accept-Language, for the game page. */
function languageOf(c: RequestContext): string {
  const first = (c.req.header('accept-language') ?? '').split(',')[0]!.split(';')[0]!.trim();
  return LANGUAGE_TAG.test(first) ? first : 'en';
}

interface LaunchTarget {
  nodeId: string;
  platform?: Platform;
  clientType?: number;
  /** v2 names the game twice more; both must agree with nodeId. */
  gameId?: number;
  vassalage?: string;
}

/** Launches for the caller: the game page addresses (one per launch CDN), or the response that refuses. */
async function launch(c: RequestContext, deps: Deps, member: MemberRow, target: LaunchTarget) {
  const game = await findGame(deps.db, Number(target.nodeId));
  const platform = target.platform ?? LAUNCH_DEFAULT_PLATFORM;
  const reach = reachOf(platform, target.clientType);
  if (
    !game ||
    (target.gameId !== undefined && game.gameId !== target.gameId) ||
    (target.vassalage !== undefined && game.vassalage !== target.vassalage)
  ) {
    return refuse(c, GAME_MESSAGES.gameNotFound);
  }
  if (game.isGame === 'VASSALAGE') return refuse(c, GAME_MESSAGES.isAList);
  if (!game.platforms.includes(platform) || (reach.mobileOnly && !game.platforms.includes(MOBILE_PLATFORM))) {
    return refuse(c, GAME_MESSAGES.platformUnsupported);
  }
  const trial = isTrial(member);
  if (trial && !game.freePlay) return refuse(c, MESSAGES.needTrueAccount);
  const ticket = await createLaunch(
    deps.db,
    { memberId: member.id, nodeId: Number(game.nodeId), platform, language: languageOf(c), recordRecent: !trial },
    deps.now(),
  );
  // the hostile content switch (development) answers its first address instead of the game page's
  const planted = plantedLink(deps.db);
  return planted === null ? LAUNCH_GAME_CDNS.map((cdn) => `${cdn}${GAME_PAGE_PATH}?ticket=${ticket}`) : [planted];
}

export const launchGame: Handler<'launchGame'> = async (c, deps) => {
  const member = await sessionMember(c, deps);
  if (member instanceof Response) return member;
  const urls = await launch(c, deps, member, c.get('body'));
  return urls instanceof Response ? urls : ok(c, { content: urls[0]! });
};

export const launchGameV2: Handler<'launchGameV2'> = async (c, deps) => {
  const member = await sessionMember(c, deps);
  if (member instanceof Response) return member;
  const body = c.get('body');
  // The payload names the player again (the launch service's own check): it must be the caller, with a live session.
  const named = await findSession(deps.db, body.token, deps.now());
  if (named?.memberId !== member.id || body.username.toLowerCase() !== member.account.toLowerCase()) {
    return error(c, 401, MESSAGES.unauthorized.message, MESSAGES.unauthorized.code);
  }
  const urls = await launch(c, deps, member, body);
  return urls instanceof Response ? urls : ok(c, { game_url: urls[0]!, game_url2: urls[1] ?? null });
};
