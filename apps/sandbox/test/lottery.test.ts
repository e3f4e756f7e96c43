import { afterEach, describe, expect, it } from 'vitest';
import { GAMES } from '../src/lottery/lotteryCatalogue.ts';
import { LAUNCH_TTL_MS } from '../src/lottery/lotteryConstants.ts';
import { demoTokensForFile, harnessForFile } from './harness.ts';

// The harness clock starts at 2026-01-15 12:00 UTC: 19:00 on a Thursday in Bangkok, where draws are scheduled.
const BASE = Date.UTC(2026, 0, 15, 12, 0, 0);
const LOCAL_OFFSET_MS = 7 * 3_600_000;
const DAY_MS = 86_400_000;
/** 1 Sunday ... 7 Saturday, Bangkok time. */
const weekdayOf = (time: number) => new Date(time + LOCAL_OFFSET_MS).getUTCDay() + 1;

interface LotteryGame {
  gameId: number;
  gameCode: string;
  remark: string;
  gameGroupId: number;
  gameGroupCode: string;
  tag: string;
  accountTypeName: string;
  numero: string;
  remainTime: number;
  lockTime: number;
  drawDayOfWeek: string;
  winningTime: number;
  gameMenus: { menuCode: string; name: string }[];
}
interface Opened {
  gameId: number;
  numero: string;
  winningNumber: string;
  winningTime: number;
}
interface Menu {
  tag: string;
  name: string;
  gameCount: number;
  groups: { gameGroupId: number; gameGroupCode: string; remark: string; gameCount: number }[];
}
interface Popular {
  games: LotteryGame[];
  numbers: { gameId: number; remark: string; numero: string; number: string; betCount: number }[];
}
interface Mission {
  missionId: number;
  title: string;
  period: string;
  target: number;
  progress: number | null;
  points: number;
  status: string;
  startTime: number;
  endTime: number;
}
interface MissionSummary {
  missions: Mission[];
  totalCount: number;
  inProgressCount: number;
  claimableCount: number;
  points: number | null;
}
interface LeaderboardEntry {
  rank: number;
  playerName: string;
  points: number;
  isMe: boolean;
}
interface Leaderboard {
  list: LeaderboardEntry[];
  me: LeaderboardEntry | null;
  totalCount: number;
}
interface Winner {
  vo: {
    playerName: string;
    gameName: string;
    gameCategory: string;
    vendor: string;
    amount: number;
    currency: string;
    winTime: number;
  };
}

const h = harnessForFile();
const tokens = demoTokensForFile(h);
afterEach(() => {
  h.clock.now = BASE;
});

const gameIdOf = (code: string) => GAMES.find((g) => g.gameCode === code)!.gameId;

async function lobby(prizeMode = 'SEA', headers: Record<string, string> = {}): Promise<LotteryGame[]> {
  const res = await h.call<LotteryGame[]>('GET', `/lgw/vn/games/game_menu?prizeMode=${prizeMode}&device=WEB`, {
    headers,
  });
  expect(res.body.success).toBe(true);
  return res.body.value!;
}

async function game(code: string, prizeMode = 'SEA'): Promise<LotteryGame> {
  const found = (await lobby(prizeMode)).find((g) => g.gameCode === code);
  expect(found, code).toBeDefined();
  return found!;
}

async function opened(code: string, count?: number): Promise<Opened[]> {
  const query = count === undefined ? '' : `&count=${count}`;
  const res = await h.call<Opened[]>('GET', `/lgw/vn/numeros/opened/game?gameId=${gameIdOf(code)}${query}`);
  expect(res.body.success).toBe(true);
  return res.body.value!;
}

async function latest(code: string): Promise<Opened> {
  const res = await h.call<Opened>('GET', `/lotto/lgw/games/opened/numero?gameId=${gameIdOf(code)}`);
  expect(res.body.success).toBe(true);
  return res.body.value!;
}

async function launch(token: string, query: string) {
  return h.call<{ url: string }>('GET', `/wps/game/lottery/launch?lottoArea=VN&launchMode=LOTT&${query}`, { token });
}

async function launchGame(token: string, code: string, prizeMode = 'SEA'): Promise<string> {
  const res = await launch(token, `lottoPrizeMode=${prizeMode}&lottoView=betting&lottoGameCode=${code}`);
  expect(res.body.success, res.body.message ?? '').toBe(true);
  return res.body.value!.url;
}

async function page(url: string): Promise<{ status: number; html: string; headers: Headers }> {
  const res = await h.sandbox.app.request(url);
  return { status: res.status, html: await res.text(), headers: res.headers };
}

async function recent(token: string, query = 'prizeMode=SEA') {
  return h.call<LotteryGame[]>('GET', `/lgw/vn/games/game_menu/recent?${query}`, { token });
}

async function missions(token?: string, headers: Record<string, string> = {}): Promise<MissionSummary> {
  const res = await h.call<MissionSummary>('GET', '/wps/relay/MCSFE_getMissionSummaryDetails', { token, headers });
  expect(res.body.success).toBe(true);
  return res.body.value!;
}

const missionOf = (summary: MissionSummary, id: number) => summary.missions.find((m) => m.missionId === id)!;

/** What a rejected request must leave alone: the harness's counts and this area's tables. */
async function snapshot() {
  const { rows } = await h.sandbox.db.query(`SELECT
    (SELECT count(*)::int FROM lottery_launches) AS launches,
    (SELECT count(*)::int FROM lottery_games) AS games,
    (SELECT count(*)::int FROM home_mission_claims) AS claims,
    (SELECT count(*)::int FROM home_leaderboard_players) AS players,
    (SELECT count(*)::int FROM home_winners) AS winners`);
  return { ...(await h.snapshot()), ...(rows[0] as object) };
}

describe('the seed', () => {
  it('has 30+ lotteries of every vendor in lottery types and groups', async () => {
    const all = [...(await lobby('SEA')), ...(await lobby('Elott'))];
    expect(all.length).toBe(GAMES.length);
    expect(all.length).toBeGreaterThanOrEqual(30);
    expect(new Set(all.map((g) => g.accountTypeName))).toEqual(new Set(['TCG_LOTTO_VN', 'TCG_SEA', 'ELOTT', 'LOTT']));
    expect(new Set(all.map((g) => g.tag))).toEqual(
      new Set(['THAI', 'LAO', 'VN', 'HANOI', 'STOCK', 'MY4D', 'FAST', 'ELOTT']),
    );
  });
});

describe('GET /lgw/games/game_menus', () => {
  it('lists the lottery types in order with their groups and game counts', async () => {
    const res = await h.call<Menu[]>('GET', '/lgw/games/game_menus');
    const menus = res.body.value!;
    expect(menus.map((m) => m.tag)).toEqual(['THAI', 'LAO', 'VN', 'HANOI', 'STOCK', 'MY4D', 'FAST', 'ELOTT']);
    // More than 7 menus: the lobby shows its arrows.
    expect(menus.length).toBeGreaterThan(7);
    for (const menu of menus) {
      expect(menu.gameCount).toBe(menu.groups.reduce((sum, g) => sum + g.gameCount, 0));
    }
    expect(menus.reduce((sum, m) => sum + m.gameCount, 0)).toBe(GAMES.length);
    expect(menus.find((m) => m.tag === 'VN')!.groups.map((g) => g.gameGroupCode)).toEqual([
      'VN_NORTH',
      'VN_CENTRAL',
      'VN_SOUTH',
    ]);
  });

  it('counts only the games of a prize mode and leaves out types without any', async () => {
    const elott = (await h.call<Menu[]>('GET', '/lgw/games/game_menus?prizeMode=Elott')).body.value!;
    expect(elott.map((m) => m.tag)).toEqual(['ELOTT']);
    const sea = (await h.call<Menu[]>('GET', '/lgw/games/game_menus?prizeMode=SEA')).body.value!;
    expect(sea.map((m) => m.tag)).not.toContain('ELOTT');
    expect(sea.reduce((sum, m) => sum + m.gameCount, 0)).toBe((await lobby('SEA')).length);
  });

  it('names the menus in the Accept-Language', async () => {
    const res = await h.call<Menu[]>('GET', '/lgw/games/game_menus', { headers: { 'accept-language': 'th-TH' } });
    expect(res.body.value![0]).toMatchObject({ tag: 'THAI', name: 'หวยไทย' });
  });
});

describe('GET /lgw/vn/games/game_menu', () => {
  it('answers every game of the prize mode with its open draw', async () => {
    const games = await lobby('SEA');
    for (const g of games) {
      expect(g.winningTime - g.remainTime).toBe(BASE);
      expect(g.remainTime).toBeGreaterThan(0);
      expect(g.drawDayOfWeek).toMatch(/^[1-7](,[1-7])*$/);
      expect(g.gameMenus.length).toBeGreaterThan(0);
    }
    expect(games.some((g) => g.accountTypeName === 'ELOTT')).toBe(false);
    expect((await lobby('Elott')).every((g) => g.accountTypeName === 'ELOTT')).toBe(true);
  });

  it('counts remainTime down as the clock moves, on the same numero', async () => {
    const first = await game('LOTTO_5M');
    h.clock.now += 61_000;
    const later = await game('LOTTO_5M');
    expect(later.numero).toBe(first.numero);
    expect(later.winningTime).toBe(first.winningTime);
    expect(later.remainTime).toBe(first.remainTime - 61_000);
  });

  it('draws every minute: the numero advances after the draw and the drawn one is opened', async () => {
    const before = await game('LOTTO_1M');
    // 19:00 in Bangkok is the 1140th minute of the day: the 1141st draw is open.
    expect(before).toMatchObject({ numero: '20260115-1141', remainTime: 60_000, lockTime: 10 });
    h.clock.now = before.winningTime;
    const after = await game('LOTTO_1M');
    expect(after.numero).toBe('20260115-1142');
    expect(after.remainTime).toBe(60_000);
    expect(await latest('LOTTO_1M')).toMatchObject({ numero: before.numero, winningTime: before.winningTime });
  });

  it('starts the numero of a new day at 0001 at midnight Bangkok time', async () => {
    h.clock.now = Date.UTC(2026, 0, 15, 16, 59, 30);
    expect(await game('LOTTO_1M')).toMatchObject({ numero: '20260115-1440', remainTime: 30_000 });
    h.clock.now += 30_000;
    expect(await game('LOTTO_1M')).toMatchObject({ numero: '20260116-0001', remainTime: 60_000 });
    expect((await latest('LOTTO_1M')).numero).toBe('20260115-1440');
  });

  it('counts sequential numeros one per draw', async () => {
    const before = await game('LAO_VIP');
    expect(before.numero).toMatch(/^\d+$/);
    // Lao VIP draws at 21:30 Bangkok time every day.
    expect(before.winningTime).toBe(Date.UTC(2026, 0, 15, 14, 30));
    h.clock.now = before.winningTime + 1;
    const after = await game('LAO_VIP');
    expect(Number(after.numero)).toBe(Number(before.numero) + 1);
    expect(after.winningTime - before.winningTime).toBe(DAY_MS);
  });

  it('draws only on the days of drawDayOfWeek', async () => {
    // Lao development: Monday, Wednesday and Friday at 20:30. Thursday evening → Friday → (no weekend) → Monday.
    const friday = await game('LAO_DEV');
    expect(friday).toMatchObject({ drawDayOfWeek: '2,4,6', numero: '20260116' });
    expect(weekdayOf(friday.winningTime)).toBe(6);
    h.clock.now = friday.winningTime;
    const monday = await game('LAO_DEV');
    expect(monday.numero).toBe('20260119');
    expect(weekdayOf(monday.winningTime)).toBe(2);
    expect(monday.winningTime - friday.winningTime).toBe(3 * DAY_MS);
    expect((await opened('LAO_DEV', 6)).map((o) => o.numero)).toEqual([
      '20260116',
      '20260114',
      '20260112',
      '20260109',
      '20260107',
      '20260105',
    ]);
  });

  it('keeps every game on its days over two weeks', async () => {
    for (let day = 0; day < 14; day++) {
      h.clock.now = BASE + day * DAY_MS;
      for (const g of [...(await lobby('SEA')), ...(await lobby('Elott'))]) {
        const days = g.drawDayOfWeek.split(',').map(Number);
        expect(days, `${g.gameCode} next draw`).toContain(weekdayOf(g.winningTime));
        const weekly = GAMES.find((x) => x.gameCode === g.gameCode)!.schedule.kind === 'weekly';
        if (day === 0 && weekly && days.length < 7) {
          for (const o of await opened(g.gameCode, 20)) {
            expect(days, `${g.gameCode} ${o.numero}`).toContain(weekdayOf(o.winningTime));
          }
        }
      }
    }
  });

  it('draws the Thai government lottery on the 1st and the 16th', async () => {
    const thai = await game('THAI_GOV');
    expect(thai).toMatchObject({ numero: '20260116', winningTime: Date.UTC(2026, 0, 16, 9, 0), drawDayOfWeek: '6' });
    expect((await opened('THAI_GOV', 3)).map((o) => o.numero)).toEqual(['20260101', '20251216', '20251201']);
    h.clock.now = thai.winningTime;
    // The next draw is Sunday 1 February.
    expect(await game('THAI_GOV')).toMatchObject({ numero: '20260201', drawDayOfWeek: '1' });
  });

  it('locks betting lockTime seconds before the draw without changing the numero', async () => {
    const open = await game('LOTTO_1M');
    const url = await launchGame(tokens.demo, 'LOTTO_1M');
    // fewinTime = now + remainTime - lockTime x 1000 (without the round trip here).
    expect(BASE + open.remainTime - open.lockTime * 1000).toBe(open.winningTime - 10_000);
    expect((await page(url)).html).toContain('Betting closes in');
    h.clock.now = open.winningTime - 5_000;
    const locked = await game('LOTTO_1M');
    expect(locked.numero).toBe(open.numero);
    expect(locked.remainTime).toBeLessThan(locked.lockTime * 1000);
    expect((await page(url)).html).toContain('Betting is closed for this draw.');
    h.clock.now = open.winningTime;
    expect((await page(url)).html).toContain('Betting closes in');
  });

  it('gives a lockTime of 10 to 60 seconds to the fast lotteries', async () => {
    for (const g of (await lobby('SEA')).filter((x) => x.tag === 'FAST')) {
      expect(g.lockTime).toBeGreaterThanOrEqual(10);
      expect(g.lockTime).toBeLessThanOrEqual(60);
    }
  });
});

/** The parts of a result; the front end shows at most 6 digits of them. */
const partsOf = (winningNumber: string) => winningNumber.split(/[,~]/);
const RESULT_SHAPES: [code: string, check: (result: string) => void][] = [
  ['THAI_GOV', (r) => expect(r).toMatch(/^\d{6}$/)],
  ['LAO_STAR', (r) => expect(r).toMatch(/^\d{5}$/)],
  ['HANOI_4D', (r) => expect(r).toMatch(/^\d{4}$/)],
  ['LAO_EXTRA', (r) => expect(r).toMatch(/^\d{2}~\d{2}~\d{2}$/)],
  ['STOCK_NIKKEI', (r) => expect(r).toMatch(/^\d{3}~\d{2}$/)],
  ['LOTTO_1M', (r) => expect(r).toMatch(/^\d(,\d){4}$/)],
  [
    'VN_NORTH',
    (r) => {
      expect(partsOf(r)).toHaveLength(27);
      expect(partsOf(r)[0]).toMatch(/^\d{5}$/);
    },
  ],
  [
    'VN_DA_NANG',
    (r) => {
      expect(partsOf(r)).toHaveLength(18);
      expect(partsOf(r)[0]).toMatch(/^\d{6}$/);
    },
  ],
  [
    'KENO_1M',
    (r) => {
      const numbers = partsOf(r).map(Number);
      expect(new Set(numbers).size).toBe(20);
      expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
      expect(Math.min(...numbers)).toBeGreaterThanOrEqual(1);
      expect(Math.max(...numbers)).toBeLessThanOrEqual(80);
    },
  ],
  [
    'SPEED_RACE_3M',
    (r) => expect([...partsOf(r)].sort()).toEqual(['01', '02', '03', '04', '05', '06', '07', '08', '09', '10']),
  ],
  ['FAST_DICE_1M', (r) => expect(r).toMatch(/^[1-6],[1-6],[1-6]$/)],
];

describe('GET /lgw/vn/numeros/opened/game', () => {
  it('answers the last 100 draws by default, newest first, all drawn by now', async () => {
    const results = await opened('LOTTO_1M');
    expect(results).toHaveLength(100);
    expect(results[0]).toMatchObject({ gameId: gameIdOf('LOTTO_1M'), numero: '20260115-1140', winningTime: BASE });
    for (const [i, o] of results.entries()) {
      expect(o.winningTime).toBe(BASE - i * 60_000);
      expect(o.numero).toBe(`20260115-${String(1140 - i).padStart(4, '0')}`);
    }
    expect(await opened('LOTTO_1M', 3)).toEqual(results.slice(0, 3));
  });

  it('gives the same results on every call and at any later time', async () => {
    const now = await opened('VN_NORTH', 10);
    expect(await opened('VN_NORTH', 10)).toEqual(now);
    h.clock.now += 3 * DAY_MS;
    const later = await opened('VN_NORTH', 13);
    expect(later.slice(3)).toEqual(now);
  });

  it.each(RESULT_SHAPES)('gives %s results in its format', async (code, check) => {
    for (const o of await opened(code, 20)) {
      check(o.winningNumber);
      expect(partsOf(o.winningNumber).every((part) => /^\d+$/.test(part))).toBe(true);
      // What the front end shows: at most 6 digits.
      expect(partsOf(o.winningNumber).join('').slice(0, 6)).toMatch(/^\d{1,6}$/);
    }
  });

  it('draws different results for different draws and games', async () => {
    const results = (await opened('YIKI_15M', 50)).map((o) => o.winningNumber);
    expect(new Set(results).size).toBeGreaterThan(45);
    expect((await opened('LOTTO_1M', 5)).map((o) => o.winningNumber)).not.toEqual(
      (await opened('FAST_DICE_1M', 5)).map((o) => o.winningNumber),
    );
  });

  it('fails for an unknown game', async () => {
    const res = await h.call('GET', '/lgw/vn/numeros/opened/game?gameId=999');
    expect(res.body).toMatchObject({ success: false, code: 'LOTTERY_NOT_FOUND', value: null });
  });
});

describe('GET /lotto/lgw/games/opened/numero', () => {
  it('answers the latest opened draw, the first of the list', async () => {
    for (const code of ['THAI_GOV', 'VN_HO_CHI_MINH', 'KENO_1M', 'HANOI_4D']) {
      expect(await latest(code)).toEqual((await opened(code, 1))[0]);
    }
  });

  it('fails for an unknown game', async () => {
    const res = await h.call('GET', '/lotto/lgw/games/opened/numero?gameId=12345');
    expect(res.body).toMatchObject({ success: false, code: 'LOTTERY_NOT_FOUND' });
  });
});

describe('GET /lgw/vn/games/game_menu/recent', () => {
  it('needs a session', async () => {
    expect((await recent('')).status).toBe(401);
  });

  it("lists the member's launched games, the last launched first", async () => {
    const seeded = (await recent(tokens.demo)).body.value!.map((g) => g.gameCode);
    expect(seeded.slice(0, 4)).toEqual(['LOTTO_1M', 'VN_NORTH', 'HANOI_VIP', 'LAO_VIP']);
    // Keno is an e-lottery: not in the SEA prize mode.
    expect(seeded).not.toContain('KENO_1M');
    expect((await recent(tokens.demo, 'prizeMode=Elott')).body.value!.map((g) => g.gameCode)).toEqual(['KENO_1M']);

    await launchGame(tokens.demo, 'MY_TOTO');
    const after = (await recent(tokens.demo)).body.value!;
    expect(after[0]).toMatchObject({ gameCode: 'MY_TOTO', winningTime: expect.any(Number) });
    expect(after.map((g) => g.gameCode).slice(1, 4)).toEqual(['LOTTO_1M', 'VN_NORTH', 'HANOI_VIP']);
    // One entry per game.
    expect(new Set(after.map((g) => g.gameCode)).size).toBe(after.length);
  });

  it('is per member', async () => {
    await launchGame(tokens.agent, 'VN_CAN_THO');
    expect((await recent(tokens.agent)).body.value![0]!.gameCode).toBe('VN_CAN_THO');
    expect((await recent(tokens.demo)).body.value!.map((g) => g.gameCode)).not.toContain('VN_CAN_THO');
  });

  it('answers at most recentCount games', async () => {
    expect((await recent(tokens.demo, 'prizeMode=SEA&recentCount=2')).body.value).toHaveLength(2);
  });

  it('refuses a trial account', async () => {
    const res = await recent(tokens.trial);
    expect(res.body).toMatchObject({ success: false, code: 'NEED_TRUE_ACCOUNT', value: null });
  });
});

describe('GET /lgw/games/popular', () => {
  it('answers 20 hot games and their popular numbers by default', async () => {
    const { games, numbers } = (await h.call<Popular>('GET', '/lgw/games/popular?prizeMode=SEA')).body.value!;
    expect(games).toHaveLength(20);
    expect(new Set(games.map((g) => g.gameId)).size).toBe(20);
    expect(numbers).toHaveLength(20);
    expect(numbers.map((n) => n.betCount)).toEqual([...numbers.map((n) => n.betCount)].sort((a, b) => b - a));
    for (const n of numbers) {
      const hot = games.find((g) => g.gameId === n.gameId)!;
      expect(n).toMatchObject({ numero: hot.numero, remark: hot.remark, number: expect.stringMatching(/^\d{2,3}$/) });
    }
  });

  it('answers count games of the prize mode', async () => {
    const value = (await h.call<Popular>('GET', '/lgw/games/popular?prizeMode=Elott&count=3')).body.value!;
    expect(value.games).toHaveLength(3);
    expect(value.games.every((g) => g.accountTypeName === 'ELOTT')).toBe(true);
    expect(value.numbers.length).toBeLessThanOrEqual(3);
  });

  it('moves a game up the hot list as members launch it', async () => {
    const rank = async () =>
      (await h.call<Popular>('GET', '/lgw/games/popular?prizeMode=SEA&count=100')).body.value!.games.findIndex(
        (g) => g.gameCode === 'VN_GIA_LAI',
      );
    const before = await rank();
    for (let i = 0; i < 25; i++) await launchGame(tokens.agent, 'VN_GIA_LAI');
    expect(await rank()).toBeLessThan(before);
    expect(await rank()).toBe(0);
  });

  it('keeps the popular numbers of a draw and changes them with the next draw', async () => {
    const numbersOf = async () =>
      (await h.call<Popular>('GET', '/lgw/games/popular?prizeMode=Lott&count=100')).body.value!.numbers.filter(
        (n) => n.gameId === gameIdOf('LOTTO_1M'),
      );
    const first = await numbersOf();
    expect(first.length).toBeGreaterThan(0);
    h.clock.now += 10_000;
    expect(await numbersOf()).toEqual(first);
    h.clock.now += 60_000;
    const next = await numbersOf();
    expect(next[0]!.numero).not.toBe(first[0]!.numero);
  });

  it('names the games in the language asked for', async () => {
    const value = (await h.call<Popular>('GET', '/lgw/games/popular?prizeMode=SEA&count=100&language=TY')).body.value!;
    const thai = value.games.find((g) => g.gameCode === 'THAI_GOV')!;
    expect(thai.remark).toBe('หวยรัฐบาลไทย');
    expect(value.numbers.filter((n) => n.gameId === thai.gameId).every((n) => n.remark === thai.remark)).toBe(true);
  });
});

describe('GET /wps/game/lottery/launch', () => {
  it('needs a session', async () => {
    expect((await launch('', 'lottoPrizeMode=SEA&lottoView=lobby')).status).toBe(401);
  });

  it("opens a game's betting view on a page of this server", async () => {
    const url = await launchGame(tokens.demo, 'VN_NORTH');
    expect(url).toMatch(/^\/lotto\/play\/[0-9a-f]{32}$/);
    const { status, html, headers } = await page(url);
    expect(status).toBe(200);
    expect(headers.get('content-type')).toContain('text/html');
    expect(headers.get('content-security-policy')).toContain("default-src 'none'");
    const open = await game('VN_NORTH');
    expect(html).toContain('Northern Vietnam');
    expect(html).toContain(`Draw ${open.numero}`);
    expect(html).toContain((await latest('VN_NORTH')).winningNumber);
    expect(html).toContain('Lo 2D');
  });

  it('opens the lobby of the prize mode, in the language asked for', async () => {
    const res = await launch(tokens.demo, 'lottoPrizeMode=SEA&lottoView=lobby&device=MOBILE&language=th');
    const { html } = await page(res.body.value!.url);
    expect(html).toContain('Lottery lobby');
    expect(html).toContain('หวยรัฐบาลไทย');
    expect(html).toContain('?game=LAO_VIP');
    expect(html).not.toContain('KENO_1M');
  });

  it('switches between the lobby and a game inside the page', async () => {
    const url = await launchGame(tokens.demo, 'LAO_STAR');
    expect((await page(`${url}?view=lobby`)).html).toContain('Lottery lobby');
    expect((await page(`${url}?game=HANOI_VIP`)).html).toContain('Hanoi VIP');
  });

  it('links back to backUrl, escaped, for the top window', async () => {
    const back = encodeURIComponent('https://site.example/lottery?a=1&b="2"');
    const res = await launch(tokens.demo, `lottoPrizeMode=SEA&lottoView=lobby&backUrl=${back}`);
    expect((await page(res.body.value!.url)).html).toContain(
      '<a href="https://site.example/lottery?a=1&amp;b=&quot;2&quot;" target="_top">Back</a>',
    );
  });

  it('expires the page address', async () => {
    const url = await launchGame(tokens.demo, 'LOTTO_3M');
    h.clock.now += LAUNCH_TTL_MS + 1;
    expect((await page(url)).status).toBe(404);
    expect((await page('/lotto/play/unknown')).status).toBe(404);
  });

  it('fails for an unknown game and for a game outside the prize mode, recording nothing', async () => {
    const before = await snapshot();
    const unknown = await launch(tokens.demo, 'lottoPrizeMode=SEA&lottoView=betting&lottoGameCode=NO_SUCH_GAME');
    expect(unknown.body).toMatchObject({ success: false, code: 'LOTTERY_NOT_FOUND' });
    const elsewhere = await launch(tokens.demo, 'lottoPrizeMode=SEA&lottoView=betting&lottoGameCode=KENO_1M');
    expect(elsewhere.body).toMatchObject({ success: false, code: 'LOTTERY_NOT_IN_PRIZE_MODE' });
    expect(await snapshot()).toEqual(before);
  });
});

describe('GET /wps/relay/MCSFE_getMissionSummaryDetails', () => {
  it('shows a visitor the missions without progress', async () => {
    const summary = await missions();
    expect(summary.totalCount).toBe(12);
    expect(summary.points).toBeNull();
    expect(summary.claimableCount).toBe(0);
    expect(summary.missions.every((m) => m.progress === null)).toBe(true);
    expect(summary.missions.map((m) => m.status)).toEqual([
      ...Array(8).fill('JOIN'),
      'COMING_SOON',
      'CLOSED',
      'JOIN',
      'JOIN',
    ]);
  });

  it('counts logins and launches in the day, the week and the events', async () => {
    // Saturday: a new day and a fresh session.
    h.clock.now = BASE + 2 * DAY_MS;
    const token = await h.tokenFor('demo', 'Demo1234');
    const start = await missions(token);
    expect(missionOf(start, 1)).toMatchObject({ progress: 1, status: 'CLAIM' });
    expect(missionOf(start, 2)).toMatchObject({ progress: 0, target: 3, status: 'PROCESS' });
    expect(missionOf(start, 9).status).toBe('COMING_SOON');
    expect(missionOf(start, 10).status).toBe('CLAIMED');
    // The daily window is the Bangkok day.
    expect(missionOf(start, 2).startTime).toBe(Date.UTC(2026, 0, 16, 17, 0));
    expect(missionOf(start, 2).endTime - missionOf(start, 2).startTime).toBe(DAY_MS);
    // The week starts on Monday 12 January.
    expect(missionOf(start, 4).startTime).toBe(Date.UTC(2026, 0, 11, 17, 0));

    await launchGame(token, 'THAI_GOV');
    await launchGame(token, 'LAO_STAR');
    const two = await missions(token);
    expect(missionOf(two, 2)).toMatchObject({ progress: 2, status: 'PROCESS' });
    await launchGame(token, 'LOTTO_1M');
    const done = await missions(token);
    expect(missionOf(done, 2)).toMatchObject({ progress: 3, status: 'CLAIM' });
    expect(missionOf(done, 3)).toMatchObject({ progress: 1, status: 'CLAIM' });
    expect(missionOf(done, 8)).toMatchObject({ progress: 3, status: 'CLAIM' });
    // Reaching a target makes the mission claimable and earns its points.
    const reached = done.missions.filter(
      (m) => m.status === 'CLAIM' && missionOf(start, m.missionId).status !== 'CLAIM',
    );
    expect(reached.map((m) => m.missionId)).toEqual(expect.arrayContaining([2, 3]));
    expect(done.claimableCount - start.claimableCount).toBe(reached.length);
    expect(done.points! - start.points!).toBe(reached.reduce((sum, m) => sum + m.points, 0));

    // After midnight in Bangkok the daily missions start again.
    h.clock.now = BASE + 2 * DAY_MS + 6 * 3_600_000;
    const nextDay = await missions(token);
    expect(missionOf(nextDay, 1)).toMatchObject({ progress: 0, status: 'PROCESS' });
    expect(missionOf(nextDay, 2)).toMatchObject({ progress: 0, status: 'PROCESS' });
    expect(missionOf(nextDay, 8).status).toBe('CLAIM');
  });

  it('shows a member who did nothing the closed event as closed', async () => {
    const summary = await missions(tokens.agent);
    expect(missionOf(summary, 10).status).toBe('CLOSED');
    expect(summary.points).toBeGreaterThanOrEqual(0);
  });

  it('writes the missions in the Accept-Language', async () => {
    const summary = await missions(undefined, { 'accept-language': 'vi' });
    expect(missionOf(summary, 1).title).toBe('Điểm danh hằng ngày');
  });

  it('refuses an unknown token', async () => {
    const res = await h.call('GET', '/wps/relay/MCSFE_getMissionSummaryDetails', { token: 'f'.repeat(64) });
    expect(res.status).toBe(401);
  });
});

describe('GET /wps/relay/MCSFE_getMissionLeaderboard', () => {
  it('ranks players by points', async () => {
    const board = (await h.call<Leaderboard>('GET', '/wps/relay/MCSFE_getMissionLeaderboard')).body.value!;
    expect(board.list).toHaveLength(20);
    expect(board.me).toBeNull();
    expect(board.totalCount).toBeGreaterThanOrEqual(40);
    expect(board.list.map((e) => e.rank)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(board.list.map((e) => e.points)).toEqual([...board.list.map((e) => e.points)].sort((a, b) => b - a));
    for (const entry of board.list) expect(entry.playerName).toMatch(/^.{1,2}\*\*\*.?$/);
  });

  it("places the member with the summary's points", async () => {
    const board = (
      await h.call<Leaderboard>('GET', '/wps/relay/MCSFE_getMissionLeaderboard?limit=5', { token: tokens.demo })
    ).body.value!;
    expect(board.list).toHaveLength(5);
    expect(board.me).toMatchObject({ playerName: 'de***o', isMe: true, points: (await missions(tokens.demo)).points });
  });
});

describe('GET /wps/relay/ODSFE2_getWinnerBoard', () => {
  it('answers the 20 latest wins by default, masked', async () => {
    const wins = (await h.call<Winner[]>('GET', '/wps/relay/ODSFE2_getWinnerBoard?gameCategory=ALL')).body.value!;
    expect(wins).toHaveLength(20);
    const times = wins.map((w) => w.vo.winTime);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    for (const { vo } of wins) {
      expect(vo.winTime).toBeLessThanOrEqual(BASE);
      expect(vo.playerName).toContain('***');
      expect(vo.amount).toBeGreaterThanOrEqual(1000);
      expect(vo.currency).toBe('THB');
    }
  });

  it('filters by category and takes limitNum', async () => {
    const live = (await h.call<Winner[]>('GET', '/wps/relay/ODSFE2_getWinnerBoard?gameCategory=LIVE&limitNum=30')).body
      .value!;
    expect(live).toHaveLength(30);
    expect(live.every((w) => w.vo.gameCategory === 'LIVE')).toBe(true);
  });

  it('names lottery wins in the language asked for', async () => {
    const url = '/wps/relay/ODSFE2_getWinnerBoard?gameCategory=LOTT&limitNum=100';
    const english = (await h.call<Winner[]>('GET', `${url}&language=EN`)).body.value!;
    const thai = (await h.call<Winner[]>('GET', `${url}&language=TY`)).body.value!;
    expect(thai.map((w) => w.vo.winTime)).toEqual(english.map((w) => w.vo.winTime));
    expect(thai.some((w) => /[\u0E00-\u0E7F]/.test(w.vo.gameName))).toBe(true);
    expect(english.some((w) => /[\u0E00-\u0E7F]/.test(w.vo.gameName))).toBe(false);
  });
});

describe('rejects input that breaks the contract with 400 and changes nothing', () => {
  const LAUNCH = '/wps/game/lottery/launch?lottoPrizeMode=SEA&lottoView=betting&lottoGameCode=';
  const CASES: [what: string, path: string, token: boolean, message: string][] = [
    ['menus: unknown prize mode', '/lgw/games/game_menus?prizeMode=sea', false, 'prizeMode: must be one of'],
    ['games: missing prizeMode', '/lgw/vn/games/game_menu?device=WEB', false, 'prizeMode: is required'],
    ['games: unknown device', '/lgw/vn/games/game_menu?prizeMode=SEA&device=TV', false, 'device: must be one of'],
    ['recent: missing prizeMode', '/lgw/vn/games/game_menu/recent', true, 'prizeMode: is required'],
    ['recent: count not a number', '/lgw/vn/games/game_menu/recent?prizeMode=SEA&recentCount=all', true, 'recentCount'],
    ['recent: count too big', '/lgw/vn/games/game_menu/recent?prizeMode=SEA&recentCount=101', true, 'recentCount'],
    ['popular: missing prizeMode', '/lgw/games/popular?count=20', false, 'prizeMode: is required'],
    ['popular: count 0', '/lgw/games/popular?prizeMode=SEA&count=0', false, 'count: must be >= 1'],
    ['popular: count not a number', '/lgw/games/popular?prizeMode=SEA&count=many', false, 'count: must be integer'],
    ['popular: language pattern', '/lgw/games/popular?prizeMode=SEA&language=e%20n', false, 'language: must match'],
    [
      'popular: language too long',
      `/lgw/games/popular?prizeMode=SEA&language=en${'-abcdefgh'.repeat(4)}`,
      false,
      'language: must NOT have more than 35 characters',
    ],
    ['opened: missing gameId', '/lgw/vn/numeros/opened/game?count=5', false, 'gameId: is required'],
    ['opened: gameId not a number', '/lgw/vn/numeros/opened/game?gameId=abc', false, 'gameId: must be integer'],
    ['opened: gameId 0', '/lgw/vn/numeros/opened/game?gameId=0', false, 'gameId: must be >= 1'],
    ['opened: count 101', '/lgw/vn/numeros/opened/game?gameId=191&count=101', false, 'count: must be <= 100'],
    ['latest: missing gameId', '/lotto/lgw/games/opened/numero', false, 'gameId: is required'],
    ['latest: gameId decimal', '/lotto/lgw/games/opened/numero?gameId=1.5', false, 'gameId: must be integer'],
    ['launch: missing lottoView', '/wps/game/lottery/launch?lottoPrizeMode=SEA', true, 'lottoView: is required'],
    ['launch: missing prize mode', '/wps/game/lottery/launch?lottoView=lobby', true, 'lottoPrizeMode: is required'],
    ['launch: unknown view', '/wps/game/lottery/launch?lottoPrizeMode=SEA&lottoView=play', true, 'lottoView'],
    [
      'launch: unknown area',
      '/wps/game/lottery/launch?lottoPrizeMode=SEA&lottoView=lobby&lottoArea=TH',
      true,
      'lottoArea',
    ],
    [
      'launch: unknown mode',
      '/wps/game/lottery/launch?lottoPrizeMode=SEA&lottoView=lobby&launchMode=GLS',
      true,
      'launchMode: must be one of',
    ],
    [
      'launch: betting without a game',
      '/wps/game/lottery/launch?lottoPrizeMode=SEA&lottoView=betting',
      true,
      'lottoGameCode: is required when lottoView is betting',
    ],
    ['launch: game code pattern', `${LAUNCH}lotto_1m`, true, 'lottoGameCode: must match'],
    ['launch: game code too long', `${LAUNCH}${'A'.repeat(33)}`, true, 'lottoGameCode: must NOT have more than 32'],
    [
      'launch: backUrl not http',
      `${LAUNCH}LOTTO_1M&backUrl=${encodeURIComponent('javascript:alert(1)')}`,
      true,
      'backUrl: must match',
    ],
    [
      'launch: backUrl too long',
      `${LAUNCH}LOTTO_1M&backUrl=https://a.example/${'x'.repeat(2040)}`,
      true,
      'backUrl: must NOT have more than 2048',
    ],
    ['leaderboard: limit 0', '/wps/relay/MCSFE_getMissionLeaderboard?limit=0', false, 'limit: must be >= 1'],
    ['winners: unknown category', '/wps/relay/ODSFE2_getWinnerBoard?gameCategory=CASINO', false, 'gameCategory'],
    ['winners: limitNum 101', '/wps/relay/ODSFE2_getWinnerBoard?limitNum=101', false, 'limitNum: must be <= 100'],
    ['winners: language pattern', '/wps/relay/ODSFE2_getWinnerBoard?language=1', false, 'language: must match'],
  ];

  it.each(CASES)('%s', async (_what, path, needsToken, message) => {
    const before = await snapshot();
    const res = await h.call('GET', path, { token: needsToken ? tokens.demo : undefined });
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
    expect(res.body.message).toContain(message);
    expect(await snapshot()).toEqual(before);
  });

  it('checks the session before the input', async () => {
    const res = await h.call('GET', '/wps/game/lottery/launch?lottoView=play');
    expect(res.status).toBe(401);
  });
});
