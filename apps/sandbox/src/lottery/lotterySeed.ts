// Seed data of the lottery and home area: the catalogue, missions, the leaderboard's other players, the winner
// board and some launches of the demo accounts (their recent lists and mission progress). Deterministic: the same
// `now` gives the same rows.
import type { PGlite, Transaction } from '@electric-sql/pglite';
import { CURRENCY } from '../sandboxConstants.ts';
import { GAMES, GROUPS, PRIZE_MODES_BY_VENDOR, TAGS, type Texts } from './lotteryCatalogue.ts';
import { DAY_MS, MINUTE_MS } from './lotteryConstants.ts';
import type { MissionMetric, MissionPeriod } from './missions.ts';
import { digits, intBetween, pick, seededRandom, type Random } from '../random.ts';

interface MissionDefinition {
  missionId: number;
  titles: Texts;
  descriptions: Texts;
  period: MissionPeriod;
  metric: MissionMetric;
  tags?: string[];
  target: number;
  points: number;
  /** Credited on claim (Money). */
  reward: string;
  /** An EVENT's window, in days from the seed. */
  event?: { fromDays: number; toDays: number };
}

export const MISSIONS: MissionDefinition[] = [
  {
    missionId: 1,
    titles: { EN: 'Daily check-in', TH: 'เช็คอินรายวัน', VI: 'Điểm danh hằng ngày' },
    descriptions: { EN: 'Log in today.', TH: 'เข้าสู่ระบบวันนี้', VI: 'Đăng nhập hôm nay.' },
    period: 'DAILY',
    metric: 'LOGIN_DAYS',
    target: 1,
    points: 10,
    reward: '5.00',
  },
  {
    missionId: 2,
    titles: { EN: 'Lottery warm-up', TH: 'วอร์มอัพหวย', VI: 'Khởi động xổ số' },
    descriptions: { EN: 'Open 3 lotteries today.', TH: 'เปิดหวย 3 ครั้งวันนี้', VI: 'Mở 3 lần xổ số hôm nay.' },
    period: 'DAILY',
    metric: 'LAUNCHES',
    target: 3,
    points: 20,
    reward: '10.00',
  },
  {
    missionId: 3,
    titles: { EN: 'Need for speed', TH: 'สายด่วน', VI: 'Tốc độ' },
    descriptions: {
      EN: 'Play a fast lottery or an e-lottery today.',
      TH: 'เล่นหวยด่วนหรืออีล็อตโต้วันนี้',
      VI: 'Chơi một xổ số nhanh hoặc xổ số điện tử hôm nay.',
    },
    period: 'DAILY',
    metric: 'LAUNCHES',
    tags: ['FAST', 'ELOTT'],
    target: 1,
    points: 15,
    reward: '8.00',
  },
  {
    missionId: 4,
    titles: { EN: 'Lottery explorer', TH: 'นักสำรวจหวย', VI: 'Nhà thám hiểm xổ số' },
    descriptions: {
      EN: 'Play 5 different lotteries this week.',
      TH: 'เล่นหวย 5 ชนิดในสัปดาห์นี้',
      VI: 'Chơi 5 loại xổ số khác nhau trong tuần này.',
    },
    period: 'WEEKLY',
    metric: 'DISTINCT_GAMES',
    target: 5,
    points: 50,
    reward: '30.00',
  },
  {
    missionId: 5,
    titles: { EN: 'Regular player', TH: 'ขาประจำ', VI: 'Người chơi thường xuyên' },
    descriptions: {
      EN: 'Log in on 4 days this week.',
      TH: 'เข้าสู่ระบบ 4 วันในสัปดาห์นี้',
      VI: 'Đăng nhập 4 ngày trong tuần này.',
    },
    period: 'WEEKLY',
    metric: 'LOGIN_DAYS',
    target: 4,
    points: 40,
    reward: '20.00',
  },
  {
    missionId: 6,
    titles: { EN: 'Vietnam week', TH: 'สัปดาห์หวยเวียดนาม', VI: 'Tuần lễ Việt Nam' },
    descriptions: {
      EN: 'Open Vietnamese or Hanoi lotteries 10 times this week.',
      TH: 'เปิดหวยเวียดนามหรือฮานอย 10 ครั้งในสัปดาห์นี้',
      VI: 'Mở xổ số Việt Nam hoặc Hà Nội 10 lần trong tuần này.',
    },
    period: 'WEEKLY',
    metric: 'LAUNCHES',
    tags: ['VN', 'HANOI'],
    target: 10,
    points: 60,
    reward: '40.00',
  },
  {
    missionId: 7,
    titles: { EN: 'Monthly marathon', TH: 'มาราธอนรายเดือน', VI: 'Marathon hằng tháng' },
    descriptions: {
      EN: 'Open 40 lotteries this month.',
      TH: 'เปิดหวย 40 ครั้งในเดือนนี้',
      VI: 'Mở 40 lần xổ số trong tháng này.',
    },
    period: 'MONTHLY',
    metric: 'LAUNCHES',
    target: 40,
    points: 150,
    reward: '100.00',
  },
  {
    missionId: 8,
    titles: { EN: 'Lottery festival', TH: 'เทศกาลหวย', VI: 'Lễ hội xổ số' },
    descriptions: {
      EN: 'Play 3 different Thai or Lao lotteries during the festival.',
      TH: 'เล่นหวยไทยหรือหวยลาว 3 ชนิดในช่วงเทศกาล',
      VI: 'Chơi 3 loại xổ số Thái hoặc Lào trong lễ hội.',
    },
    period: 'EVENT',
    metric: 'DISTINCT_GAMES',
    tags: ['THAI', 'LAO'],
    target: 3,
    points: 200,
    reward: '150.00',
    event: { fromDays: -3, toDays: 25 },
  },
  {
    missionId: 9,
    titles: { EN: 'Lucky draw season', TH: 'ฤดูกาลโชคดี', VI: 'Mùa may mắn' },
    descriptions: {
      EN: 'Open 15 lotteries during the season.',
      TH: 'เปิดหวย 15 ครั้งในช่วงฤดูกาล',
      VI: 'Mở 15 lần xổ số trong mùa.',
    },
    period: 'EVENT',
    metric: 'LAUNCHES',
    target: 15,
    points: 250,
    reward: '200.00',
    event: { fromDays: 6, toDays: 36 },
  },
  {
    missionId: 10,
    titles: { EN: 'New year kick-off', TH: 'เปิดศักราชใหม่', VI: 'Khởi đầu năm mới' },
    descriptions: {
      EN: 'Open 5 lotteries in the first days of the year.',
      TH: 'เปิดหวย 5 ครั้งในช่วงต้นปี',
      VI: 'Mở 5 lần xổ số trong những ngày đầu năm.',
    },
    period: 'EVENT',
    metric: 'LAUNCHES',
    target: 5,
    points: 100,
    reward: '80.00',
    event: { fromDays: -20, toDays: -2 },
  },
  {
    missionId: 11,
    titles: { EN: 'Daily player', TH: 'นักเล่นประจำวัน', VI: 'Người chơi hằng ngày' },
    descriptions: {
      EN: 'Place 500 in valid bets today.',
      TH: 'วางเดิมพันที่มีผล 500 บาทวันนี้',
      VI: 'Đặt cược hợp lệ 500 hôm nay.',
    },
    period: 'DAILY',
    metric: 'VALID_BET',
    target: 500,
    points: 30,
    reward: '15.00',
  },
  {
    missionId: 12,
    titles: { EN: 'Weekly top-up', TH: 'เติมเงินประจำสัปดาห์', VI: 'Nạp tiền hằng tuần' },
    descriptions: {
      EN: 'Deposit 1,000 in total this week.',
      TH: 'ฝากเงินรวม 1,000 บาทในสัปดาห์นี้',
      VI: 'Nạp tổng cộng 1.000 trong tuần này.',
    },
    period: 'WEEKLY',
    metric: 'DEPOSIT_AMOUNT',
    target: 1000,
    points: 50,
    reward: '50.00',
  },
];

/** Launches of the demo accounts before the seed: minutes ago and game code (null: into the lobby). */
const SEEDED_LAUNCHES: Record<string, [minutesAgo: number, gameCode: string | null][]> = {
  demo: [
    [15, 'LOTTO_1M'],
    [50, 'VN_NORTH'],
    [70, null],
    [26 * 60, 'HANOI_VIP'],
    [27 * 60, 'LAO_VIP'],
    [30 * 60, 'KENO_1M'],
    [50 * 60, 'VN_HO_CHI_MINH'],
    [52 * 60, 'HANOI_VIP'],
    [75 * 60, 'LAO_DEV'],
    [100 * 60, 'STOCK_NIKKEI'],
    [120 * 60, 'YIKI_15M'],
    [145 * 60, 'VN_FAST_1M'],
    [170 * 60, 'MY_MAGNUM'],
    [200 * 60, 'LOTTO_5M'],
    [230 * 60, 'THAI_GOV'],
    [260 * 60, 'VN_DA_NANG'],
    [17 * 24 * 60, 'THAI_GOV'],
    [16 * 24 * 60, 'LAO_DEV'],
    [15 * 24 * 60, 'HANOI_VIP'],
    [14 * 24 * 60, 'LOTTO_1M'],
    [13 * 24 * 60, 'VN_NORTH'],
  ],
  agent: [
    [40, 'THAI_GOV'],
    [5 * 60, 'LAO_VIP'],
    [33 * 60, 'HANOI_VIP'],
    [34 * 60, 'HANOI_VIP'],
    [60 * 60, 'STOCK_DOW_JONES'],
  ],
  trial: [[90, 'LOTTO_1M']],
};
/** The demo member took the reward of the closed new-year event. */
const SEEDED_CLAIMS: [account: string, missionId: number][] = [['demo', 10]];

const FIRST_NAMES = [
  'somchai',
  'nattapong',
  'kittipat',
  'siriporn',
  'malee',
  'anan',
  'pornthip',
  'wichai',
  'chanida',
  'duangjai',
  'nguyenvan',
  'tranthi',
  'lehoang',
  'phamminh',
  'huong',
  'thanh',
  'vongsa',
  'khamla',
  'bounmy',
  'aroon',
];
/** The seed of the generated players and wins. */
const SEED = 20260115;
const LEADERBOARD_PLAYERS = 40;
const WINNERS = 320;
const WINNERS_SPAN_MS = 7 * DAY_MS;

/** Wins that are not lotteries: game, vendor. */
const OTHER_WINS: Record<string, [game: string, vendor: string][]> = {
  RNG: [
    ['Golden Dragon Reels', 'CQ9'],
    ['Lucky Koi', 'PT'],
    ['Temple of Gems', 'MG'],
    ['Jungle Treasure', 'PNG'],
    ['Fortune Lanterns', 'RTG'],
    ['Mega Elephant', 'TTG'],
  ],
  LIVE: [
    ['Baccarat', 'AG'],
    ['Dragon Tiger', 'DG'],
    ['Sicbo', 'EA'],
    ['Roulette', 'BBIN'],
    ['Fan Tan', 'OG'],
    ['Blackjack', 'AE'],
  ],
  SPORTS: [
    ['Football parlay', 'IBC'],
    ['Muay Thai', 'SBT'],
    ['Basketball handicap', 'UG'],
  ],
  ESPORTS: [
    ['Dota 2 match winner', 'TGP'],
    ['Valorant map handicap', 'TGP'],
  ],
  FISH: [
    ['Ocean King', 'GG'],
    ['Fishing Legend', 'KY'],
  ],
  PVP: [
    ['Niuniu', 'KX'],
    ['ZJH', 'KY'],
    ['3-card poker', 'XY'],
  ],
  COCKFIGHT: [['Cockfight arena', 'WS']],
};
/** How often each category wins, out of 100 (LOTT and ELOTT are the lottery games). */
const CATEGORY_WEIGHTS: [category: string, weight: number][] = [
  ['LOTT', 30],
  ['ELOTT', 10],
  ['RNG', 25],
  ['LIVE', 15],
  ['SPORTS', 8],
  ['ESPORTS', 3],
  ['FISH', 4],
  ['PVP', 4],
  ['COCKFIGHT', 1],
];

function weightedCategory(random: Random): string {
  let roll = random() * 100;
  for (const [category, weight] of CATEGORY_WEIGHTS) {
    roll -= weight;
    if (roll < 0) return category;
  }
  return CATEGORY_WEIGHTS[0]![0];
}

function playerAccount(random: Random): string {
  return `${pick(random, FIRST_NAMES)}${intBetween(random, 1, 999)}`;
}

/** INSERT of many rows in one statement. */
async function insertRows(tx: Transaction, table: string, columns: string[], rows: unknown[][]): Promise<void> {
  if (rows.length === 0) return;
  const placeholders = rows.map((_, r) => `(${columns.map((_, c) => `$${r * columns.length + c + 1}`).join(', ')})`);
  await tx.query(`INSERT INTO ${table} (${columns.join(', ')}) VALUES ${placeholders.join(', ')}`, rows.flat());
}

export async function seedLotteryTables(db: PGlite, now: number): Promise<void> {
  const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM lottery_games');
  if ((rows[0]?.n ?? 0) > 0) return;
  const members = new Map(
    (await db.query<{ id: number; account: string }>('SELECT id, account FROM members')).rows.map((m) => [
      m.account,
      m.id,
    ]),
  );
  const random = seededRandom(SEED);
  const gameIds = new Map(GAMES.map((g) => [g.gameCode, g.gameId]));

  await db.transaction(async (tx) => {
    await insertRows(
      tx,
      'lottery_tags',
      ['tag', 'names', 'sort'],
      TAGS.map((t, i) => [t.tag, t.names, i + 1]),
    );
    await insertRows(
      tx,
      'lottery_groups',
      ['group_id', 'group_code', 'tag', 'names', 'sort'],
      GROUPS.map((g, i) => [g.groupId, g.groupCode, g.tag, g.names, i + 1]),
    );
    const groupIds = new Map(GROUPS.map((g) => [g.groupCode, g.groupId]));
    await insertRows(
      tx,
      'lottery_games',
      [
        'game_id',
        'game_code',
        'group_id',
        'vendor',
        'names',
        'prize_modes',
        'schedule',
        'numero_style',
        'result_format',
        'lock_seconds',
        'play_menus',
        'popularity',
        'sort',
      ],
      GAMES.map((g, i) => [
        g.gameId,
        g.gameCode,
        groupIds.get(g.groupCode)!,
        g.vendor,
        g.names,
        PRIZE_MODES_BY_VENDOR[g.vendor],
        g.schedule,
        g.numeroStyle,
        g.resultFormat,
        g.lockSeconds,
        JSON.stringify(g.playMenus),
        g.popularity,
        i + 1,
      ]),
    );

    await insertRows(
      tx,
      'home_missions',
      [
        'mission_id',
        'titles',
        'descriptions',
        'period',
        'metric',
        'tags',
        'target',
        'points',
        'reward',
        'starts_at',
        'ends_at',
        'sort',
      ],
      MISSIONS.map((m, i) => [
        m.missionId,
        m.titles,
        m.descriptions,
        m.period,
        m.metric,
        m.tags ?? null,
        m.target,
        m.points,
        m.reward,
        m.event ? new Date(now + m.event.fromDays * DAY_MS) : null,
        m.event ? new Date(now + m.event.toDays * DAY_MS) : null,
        i + 1,
      ]),
    );
    await insertRows(
      tx,
      'home_mission_claims',
      ['member_id', 'mission_id', 'window_start', 'claimed_at'],
      SEEDED_CLAIMS.flatMap(([account, missionId]) => {
        const memberId = members.get(account);
        const event = MISSIONS.find((m) => m.missionId === missionId)!.event!;
        const windowStart = now + event.fromDays * DAY_MS;
        return memberId === undefined
          ? []
          : [[memberId, missionId, new Date(windowStart), new Date(windowStart + DAY_MS)]];
      }),
    );

    await insertRows(
      tx,
      'home_leaderboard_players',
      ['account', 'points'],
      Array.from({ length: LEADERBOARD_PLAYERS }, () => [playerAccount(random), intBetween(random, 4, 160) * 10]),
    );

    const lotteryGames = GAMES.filter((g) => g.vendor !== 'ELOTT');
    const eLotteryGames = GAMES.filter((g) => g.vendor === 'ELOTT');
    await insertRows(
      tx,
      'home_winners',
      ['account', 'lottery_game_id', 'game_name', 'game_category', 'vendor', 'amount', 'currency', 'won_at'],
      Array.from({ length: WINNERS }, () => {
        const category = weightedCategory(random);
        const wonAt = new Date(now - intBetween(random, MINUTE_MS, WINNERS_SPAN_MS));
        // Wins from 1,000 to about 500,000.
        const amount = (10 ** (3 + random() * 2.7)).toFixed(2);
        const account = playerAccount(random);
        if (category === 'LOTT' || category === 'ELOTT') {
          const game = pick(random, category === 'LOTT' ? lotteryGames : eLotteryGames);
          return [account, game.gameId, game.names.EN, category, game.vendor, amount, CURRENCY, wonAt];
        }
        const [game, vendor] = pick(random, OTHER_WINS[category]!);
        return [account, null, game, category, vendor, amount, CURRENCY, wonAt];
      }),
    );

    await insertRows(
      tx,
      'lottery_launches',
      ['id', 'member_id', 'game_id', 'view', 'prize_mode', 'device', 'language', 'back_url', 'created_at'],
      Object.entries(SEEDED_LAUNCHES).flatMap(([account, launches]) => {
        const memberId = members.get(account);
        if (memberId === undefined) return [];
        return launches.map(([minutesAgo, gameCode]) => {
          const game = gameCode === null ? undefined : GAMES.find((g) => g.gameCode === gameCode)!;
          return [
            digits(random, 32),
            memberId,
            gameCode === null ? null : gameIds.get(gameCode)!,
            game ? 'betting' : 'lobby',
            game ? PRIZE_MODES_BY_VENDOR[game.vendor][0] : 'SEA',
            'WEB',
            'EN',
            null,
            new Date(now - minutesAgo * MINUTE_MS),
          ];
        });
      }),
    );
  });
}
