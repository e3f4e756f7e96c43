// The seeded catalogue: every vendor of gamesCatalogue.ts with generated games, live rooms, and favourites and recent
// games for the demo member (and a few for the agent, so per-member lists can be told apart). Deterministic: a
// seeded generator, no clock or Math.random in the data; the timestamps are relative to the seeding time.
import type { PGlite } from '@electric-sql/pglite';
import {
  DEALER_NAMES,
  FISH_BASES,
  FISH_PREFIXES,
  LIST_CATEGORY_LABELS,
  LIVE_NAMES,
  PVP_NAMES,
  SLOT_ADJECTIVES,
  SLOT_NOUNS,
  SLOT_SUFFIXES,
  TABLE_VARIANTS,
  VENDORS,
  VIRTUAL_SPORTS,
  type Classify,
  type VendorCategorySpec,
  type VendorSpec,
} from './gamesCatalogue.ts';
import { MAIN_WALLET } from '../sandboxConstants.ts';
import { chance, intBetween, pick, seededRandom, type Random } from '../random.ts';
import {
  CATALOGUE_SEED,
  DEFAULT_ESPORTS_VASSALAGES,
  ESPORTS_SETTING,
  FIRST_NODE_ID,
  LOTTERY_VASSALAGES,
  PLATFORMS,
  type Platform,
} from './gamesConstants.ts';

interface SeedGame {
  nodeId: number;
  vassalage: string;
  gameType: VendorCategorySpec['gameType'];
  gameId: number;
  gameCode: string;
  name: string;
  classify: Classify | null;
  isGame: 'GAME' | 'VASSALAGE';
  isEntry: boolean;
  defaultPlayType: string | null;
  isHot: boolean;
  isNew: boolean;
  freePlay: boolean;
  minBet: number;
  maxBet: number;
  platforms: readonly Platform[];
  popularity: number;
  sortOrder: number;
}

interface SeedRoom {
  roomId: string;
  nodeId: number;
  tableName: string;
  dealerName: string;
  minBet: number;
  maxBet: number;
  onlineCount: number;
  status: 'OPEN' | 'MAINTENANCE';
}

interface Catalogue {
  games: SeedGame[];
  rooms: SeedRoom[];
}

const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** A name not yet used by the vendor: sequels for slots and fishing ("Ocean King 3"), variants for tables. */
function unusedName(base: string, taken: Set<string>, variants: readonly string[] = []): string {
  const candidates = [base, ...variants.map((v) => `${base} ${v}`)];
  for (let n = 2; candidates.length < 200; n++) candidates.push(`${base} ${n}`);
  const name = candidates.find((c) => !taken.has(c))!;
  taken.add(name);
  return name;
}

function slotName(random: Random): string {
  const roll = random();
  const adjective = pick(random, SLOT_ADJECTIVES);
  const noun = pick(random, SLOT_NOUNS);
  if (roll < 0.45) return `${adjective} ${noun}`;
  if (roll < 0.8) return `${adjective} ${noun} ${pick(random, SLOT_SUFFIXES)}`;
  return `${noun} ${pick(random, SLOT_SUFFIXES)}`;
}

/** Live classifications in proportion to how lobbies carry them (baccarat most). */
const LIVE_WEIGHTS: Record<Classify, number> = {
  BACCARAT: 40,
  ROULETTE: 12,
  SICBO: 10,
  DRAGON_TIGER: 10,
  BLACKJACK: 8,
  THREE_CARD_POKER: 4,
  SE_DIE: 4,
  NIUNIU: 4,
  FAN_TAN: 3,
  FISH_PRAWN_CRAB: 3,
  WENZHOU: 2,
  MAHJONG: 0,
  ZJH: 0,
};
const LIVE_BAG = LIVE_NAMES.flatMap(([classify, names]) =>
  Array.from({ length: LIVE_WEIGHTS[classify] }, () => ({ classify, names })),
);

interface Named {
  name: string;
  classify: Classify | null;
  gameCode?: string;
}

function gameNames(vendor: VendorSpec, category: VendorCategorySpec, taken: Set<string>, random: Random): Named[] {
  const fixed = (vendor.names ?? []).slice(0, category.games);
  const named: Named[] = fixed.map((name, i) => ({
    name: unusedName(name, taken),
    classify: null,
    gameCode: vendor.gameCodes?.[i],
  }));
  while (named.length < category.games) {
    switch (category.gameType) {
      case 'LIVE': {
        const { classify, names } = pick(random, LIVE_BAG);
        named.push({ name: unusedName(pick(random, names), taken, TABLE_VARIANTS), classify });
        break;
      }
      case 'PVP': {
        const [classify, names] = pick(random, PVP_NAMES);
        named.push({ name: unusedName(pick(random, names), taken, TABLE_VARIANTS), classify });
        break;
      }
      case 'FISH':
        named.push({
          name: unusedName(`${pick(random, FISH_PREFIXES)} ${pick(random, FISH_BASES)}`, taken),
          classify: null,
        });
        break;
      case 'SPORTS':
        named.push({ name: unusedName(VIRTUAL_SPORTS[named.length % VIRTUAL_SPORTS.length]!, taken), classify: null });
        break;
      default:
        named.push({ name: unusedName(slotName(random), taken), classify: null });
    }
  }
  return named;
}

const ALL_PLATFORMS = PLATFORMS;
const MODERN_PLATFORMS: readonly Platform[] = ['html5-desktop', 'html5-mobile'];

/** Stakes, free play and platforms of a game, by category. */
function gameTerms(gameType: VendorCategorySpec['gameType'], random: Random) {
  switch (gameType) {
    case 'RNG': {
      const roll = random();
      // A few legacy desktop-only and mobile-only slots, so the platform filters have something to do.
      const platforms: readonly Platform[] =
        roll < 0.08 ? ['flash', 'html5-desktop'] : roll < 0.13 ? ['html5-mobile'] : ALL_PLATFORMS;
      return {
        minBet: pick(random, [0.1, 0.2, 0.5, 1, 2]),
        maxBet: pick(random, [100, 250, 500, 1000, 2500, 5000]),
        freePlay: chance(random, 0.7),
        platforms,
      };
    }
    case 'FISH':
      return {
        minBet: pick(random, [0.1, 0.5, 1]),
        maxBet: pick(random, [500, 1000, 2000]),
        freePlay: chance(random, 0.5),
        platforms: ALL_PLATFORMS,
      };
    case 'LIVE':
      return {
        minBet: pick(random, [5, 10, 20, 50, 100]),
        maxBet: pick(random, [10_000, 50_000, 100_000, 200_000]),
        freePlay: false,
        platforms: ALL_PLATFORMS,
      };
    case 'PVP':
      return {
        minBet: pick(random, [1, 5, 10, 20]),
        maxBet: pick(random, [2000, 5000, 10_000]),
        freePlay: chance(random, 0.3),
        platforms: MODERN_PLATFORMS,
      };
    case 'SPORTS':
      return { minBet: pick(random, [1, 5]), maxBet: 5000, freePlay: false, platforms: ALL_PLATFORMS };
    case 'COCKFIGHT':
      return { minBet: 20, maxBet: 50_000, freePlay: false, platforms: MODERN_PLATFORMS };
    case 'LOTT':
    case 'ELOTT':
      return { minBet: 1, maxBet: pick(random, [5000, 10_000, 20_000]), freePlay: false, platforms: ALL_PLATFORMS };
  }
}

/** A popularity skewed like real play counts: a few games get most of the plays. */
const popularity = (random: Random) => Math.floor(random() ** 3 * 50_000);

function buildCatalogue(): Catalogue {
  const random = seededRandom(CATALOGUE_SEED);
  const games: SeedGame[] = [];
  const rooms: SeedRoom[] = [];
  let nodeId = FIRST_NODE_ID;

  for (const [vendorIndex, vendor] of VENDORS.entries()) {
    const taken = new Set<string>();
    let gameId = 1001;
    for (const category of vendor.categories) {
      const label = LIST_CATEGORY_LABELS[category.gameType];
      const playType = vendor.playType ?? null;
      const members: SeedGame[] = gameNames(vendor, category, taken, random).map(({ name, classify, gameCode }) => ({
        nodeId: 0,
        vassalage: vendor.vassalage,
        gameType: category.gameType,
        gameId: gameId++,
        gameCode: gameCode ?? slug(name),
        name,
        classify,
        isGame: 'GAME',
        isEntry: false,
        defaultPlayType: playType,
        isHot: chance(random, 0.06),
        isNew: chance(random, 0.05),
        ...gameTerms(category.gameType, random),
        popularity: popularity(random),
        // Set below, once every game exists.
        sortOrder: 0,
      }));
      // The item the vendor's card opens: its list (VASSALAGE), or its one product.
      const entryName = label ? `${vendor.displayName} ${label}` : vendor.displayName;
      const terms = gameTerms(category.gameType, random);
      const entry: SeedGame = {
        nodeId: 0,
        vassalage: vendor.vassalage,
        gameType: category.gameType,
        gameId: gameId++,
        gameCode: `lobby-${category.gameType.toLowerCase()}`,
        name: unusedName(entryName, taken),
        classify: null,
        isGame: label ? 'VASSALAGE' : 'GAME',
        isEntry: true,
        defaultPlayType: playType,
        isHot: category.hot === true,
        isNew: false,
        freePlay: false,
        minBet: Math.min(terms.minBet, ...members.map((g) => g.minBet)),
        maxBet: Math.max(terms.maxBet, ...members.map((g) => g.maxBet)),
        platforms: PLATFORMS.filter((p) => [terms, ...members].some((g) => g.platforms.includes(p))),
        popularity: label ? popularity(random) : 20_000 + intBetween(random, 0, 30_000),
        sortOrder: vendorIndex,
      };
      for (const game of [entry, ...members]) {
        game.nodeId = nodeId++;
        games.push(game);
      }
      if (category.gameType !== 'LIVE') continue;
      for (const game of members) {
        const tables = intBetween(random, 1, 3);
        for (let k = 1; k <= tables; k++) {
          rooms.push({
            roomId: `${vendor.vassalage}-${game.gameId}-${k}`,
            nodeId: game.nodeId,
            tableName: tables > 1 ? `${game.name} ${k}` : game.name,
            dealerName: pick(random, DEALER_NAMES),
            minBet: game.minBet * pick(random, [1, 2, 5]),
            maxBet: game.maxBet,
            onlineCount: intBetween(random, 0, 400),
            status: chance(random, 0.08) ? 'MAINTENANCE' : 'OPEN',
          });
        }
      }
    }
  }

  // Vendors interleave in the "all" lists; hot games come first, the vendors' entry items before everything.
  const order = games
    .filter((g) => !g.isEntry)
    .map((g) => ({ g, key: (g.isHot ? 0 : 1) + random() }))
    .sort((a, b) => a.key - b.key);
  order.forEach(({ g }, rank) => (g.sortOrder = 1000 + rank));
  return { games, rooms };
}

/** Favourites and recent games of the demo member (and a few of the agent's): nodeIds picked by position. */
function memberLists(games: SeedGame[]) {
  const of = (gameType: string) =>
    games.filter((g) => !g.isEntry && g.gameType === gameType && g.platforms.includes('flash'));
  const rng = of('RNG');
  const live = of('LIVE');
  const fish = of('FISH');
  const pvp = games.filter((g) => !g.isEntry && g.gameType === 'PVP');
  const at = (list: SeedGame[], positions: number[]) => positions.map((p) => list[p % list.length]!.nodeId);
  return {
    demo: {
      favorites: [...at(rng, [5, 40, 77, 150, 300, 480, 700, 901, 1200, 1333]), ...at(live, [3, 60]), ...at(fish, [7])],
      recent: [...at(rng, [12, 640, 999]), ...at(live, [9]), ...at(fish, [2]), ...at(pvp, [20])],
    },
    agent: { favorites: at(rng, [8, 333, 777]), recent: at(rng, [8, 21]) },
  };
}

/** Seeds the games tables when they are empty. */
export async function seedCatalogue(db: PGlite, now: number): Promise<void> {
  const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM game_vendors');
  if ((rows[0]?.n ?? 0) > 0) return;
  const { games, rooms } = buildCatalogue();
  const members = (
    await db.query<{ id: number; account: string }>(
      "SELECT id, lower(account) AS account FROM members WHERE lower(account) IN ('demo', 'agent')",
    )
  ).rows;
  const lists = memberLists(games);

  await db.transaction(async (tx) => {
    await tx.query(
      `INSERT INTO game_vendors (vassalage, display_name, account_type_name, sort_order)
       SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::int[])`,
      [
        VENDORS.map((v) => v.vassalage),
        VENDORS.map((v) => v.displayName),
        VENDORS.map((v) => (LOTTERY_VASSALAGES.includes(v.vassalage) ? MAIN_WALLET : v.vassalage)),
        VENDORS.map((_, i) => i),
      ],
    );
    const categories = VENDORS.flatMap((v, i) =>
      v.categories.map((c) => ({ vassalage: v.vassalage, gameType: c.gameType, hot: c.hot === true, order: i })),
    );
    await tx.query(
      `INSERT INTO game_vendor_categories (vassalage, game_type, is_hot, sort_order)
       SELECT * FROM unnest($1::text[], $2::text[], $3::boolean[], $4::int[])`,
      [
        categories.map((c) => c.vassalage),
        categories.map((c) => c.gameType),
        categories.map((c) => c.hot),
        categories.map((c) => c.order),
      ],
    );
    await tx.query(
      `INSERT INTO games (node_id, vassalage, game_type, game_id, game_code, name, classify, is_game, is_entry,
                          default_play_type, is_hot, is_new, free_play, min_bet, max_bet, platforms, popularity,
                          sort_order)
       SELECT n, v, t, gi, gc, nm, cl, ig, ie, dp, ih, nw, fp, mn, mx, string_to_array(pl, ','), po, so
       FROM unnest($1::int[], $2::text[], $3::text[], $4::int[], $5::text[], $6::text[], $7::text[], $8::text[],
                   $9::boolean[], $10::text[], $11::boolean[], $12::boolean[], $13::boolean[], $14::numeric[],
                   $15::numeric[], $16::text[], $17::int[], $18::int[])
            AS u(n, v, t, gi, gc, nm, cl, ig, ie, dp, ih, nw, fp, mn, mx, pl, po, so)`,
      [
        games.map((g) => g.nodeId),
        games.map((g) => g.vassalage),
        games.map((g) => g.gameType),
        games.map((g) => g.gameId),
        games.map((g) => g.gameCode),
        games.map((g) => g.name),
        games.map((g) => g.classify),
        games.map((g) => g.isGame),
        games.map((g) => g.isEntry),
        games.map((g) => g.defaultPlayType),
        games.map((g) => g.isHot),
        games.map((g) => g.isNew),
        games.map((g) => g.freePlay),
        games.map((g) => g.minBet),
        games.map((g) => g.maxBet),
        games.map((g) => g.platforms.join(',')),
        games.map((g) => g.popularity),
        games.map((g) => g.sortOrder),
      ],
    );
    await tx.query(
      `INSERT INTO live_rooms (room_id, node_id, table_name, dealer_name, min_bet, max_bet, online_count, status)
       SELECT * FROM unnest($1::text[], $2::int[], $3::text[], $4::text[], $5::numeric[], $6::numeric[], $7::int[],
                            $8::text[])`,
      [
        rooms.map((r) => r.roomId),
        rooms.map((r) => r.nodeId),
        rooms.map((r) => r.tableName),
        rooms.map((r) => r.dealerName),
        rooms.map((r) => r.minBet),
        rooms.map((r) => r.maxBet),
        rooms.map((r) => r.onlineCount),
        rooms.map((r) => r.status),
      ],
    );
    for (const member of members) {
      const list = lists[member.account as 'demo' | 'agent'];
      // Newest first: the first of each list is the latest.
      await tx.query(
        `INSERT INTO favorite_games (member_id, node_id, created_at)
         SELECT $1, n, $2::timestamptz - make_interval(hours => o::int)
         FROM unnest($3::int[]) WITH ORDINALITY AS u(n, o)`,
        [member.id, new Date(now), list.favorites],
      );
      await tx.query(
        `INSERT INTO recent_games (member_id, node_id, last_played_at, plays)
         SELECT $1, n, $2::timestamptz - make_interval(mins => o::int * 37), 1 + (o::int * 3) % 9
         FROM unnest($3::int[]) WITH ORDINALITY AS u(n, o)`,
        [member.id, new Date(now), list.recent],
      );
    }
    await tx.query('INSERT INTO game_settings (key, value) VALUES ($1, $2)', [
      ESPORTS_SETTING,
      JSON.stringify(DEFAULT_ESPORTS_VASSALAGES),
    ]);
  });
}
