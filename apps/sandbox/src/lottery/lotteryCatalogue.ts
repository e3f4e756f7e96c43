// The lotteries the sandbox runs: lottery types (the lobby's menus), game groups and games with their draw calendars.
// Seeded into lottery_tags, lottery_groups and lottery_games (see lotterySeed.ts); the handlers read the database.
import type { PrizeMode, TextLanguage, Vendor } from './lotteryConstants.ts';
import type { ResultFormat } from './results.ts';
import { EVERY_DAY, type DayOfWeek, type NumeroStyle, type Schedule } from './schedule.ts';

/** A text in the lottery languages; English is always there. */
export type Texts = { EN: string } & Partial<Record<TextLanguage, string>>;

export interface TagDefinition {
  tag: string;
  names: Texts;
}

export interface GroupDefinition {
  groupId: number;
  groupCode: string;
  tag: string;
  names: Texts;
}

export interface PlayMenu {
  menuCode: string;
  name: string;
}

export interface GameDefinition {
  gameId: number;
  gameCode: string;
  groupCode: string;
  vendor: Vendor;
  names: Texts;
  schedule: Schedule;
  numeroStyle: NumeroStyle;
  resultFormat: ResultFormat;
  /** Seconds before the draw when betting locks. */
  lockSeconds: number;
  playMenus: PlayMenu[];
  /** The base weight of the game in the hot list (launches add to it). */
  popularity: number;
}

export const TAGS: TagDefinition[] = [
  { tag: 'THAI', names: { EN: 'Thai', TH: 'หวยไทย', VI: 'Xổ số Thái' } },
  { tag: 'LAO', names: { EN: 'Lao', TH: 'หวยลาว', VI: 'Xổ số Lào' } },
  { tag: 'VN', names: { EN: 'Vietnam', TH: 'หวยเวียดนาม', VI: 'Xổ số Việt Nam' } },
  { tag: 'HANOI', names: { EN: 'Hanoi', TH: 'หวยฮานอย', VI: 'Hà Nội' } },
  { tag: 'STOCK', names: { EN: 'Stocks', TH: 'หวยหุ้น', VI: 'Chứng khoán' } },
  { tag: 'MY4D', names: { EN: 'Malaysia 4D', TH: 'หวยมาเลย์', VI: 'Malaysia 4D' } },
  { tag: 'FAST', names: { EN: 'Fast lotteries', TH: 'หวยด่วน', VI: 'Xổ số nhanh' } },
  { tag: 'ELOTT', names: { EN: 'E-lottery', TH: 'อีล็อตโต้', VI: 'Xổ số điện tử' } },
];

export const GROUPS: GroupDefinition[] = [
  { groupId: 1, groupCode: 'THAI_GOV', tag: 'THAI', names: { EN: 'Thai government', TH: 'หวยรัฐบาล' } },
  { groupId: 2, groupCode: 'THAI_BANK', tag: 'THAI', names: { EN: 'Thai banks', TH: 'หวยธนาคาร' } },
  { groupId: 3, groupCode: 'LAO_GOV', tag: 'LAO', names: { EN: 'Lao development', TH: 'หวยลาวพัฒนา' } },
  { groupId: 4, groupCode: 'LAO_PRIVATE', tag: 'LAO', names: { EN: 'Lao daily', TH: 'หวยลาวรายวัน' } },
  { groupId: 5, groupCode: 'VN_NORTH', tag: 'VN', names: { EN: 'Northern Vietnam', VI: 'Miền Bắc' } },
  { groupId: 6, groupCode: 'VN_CENTRAL', tag: 'VN', names: { EN: 'Central Vietnam', VI: 'Miền Trung' } },
  { groupId: 7, groupCode: 'VN_SOUTH', tag: 'VN', names: { EN: 'Southern Vietnam', VI: 'Miền Nam' } },
  { groupId: 8, groupCode: 'HANOI', tag: 'HANOI', names: { EN: 'Hanoi', TH: 'หวยฮานอย', VI: 'Hà Nội' } },
  { groupId: 9, groupCode: 'STOCK_ASIA', tag: 'STOCK', names: { EN: 'Asian stocks', TH: 'หุ้นเอเชีย' } },
  { groupId: 10, groupCode: 'STOCK_WORLD', tag: 'STOCK', names: { EN: 'World stocks', TH: 'หุ้นต่างประเทศ' } },
  { groupId: 11, groupCode: 'MY4D', tag: 'MY4D', names: { EN: 'Malaysia 4D', TH: 'หวยมาเลย์ 4D' } },
  { groupId: 12, groupCode: 'FAST_LOTTO', tag: 'FAST', names: { EN: 'Lotto', TH: 'ล็อตโต้' } },
  { groupId: 13, groupCode: 'FAST_VN', tag: 'FAST', names: { EN: 'Vietnam fast', VI: 'Việt Nam nhanh' } },
  { groupId: 14, groupCode: 'ELOTT_KENO', tag: 'ELOTT', names: { EN: 'Keno' } },
  { groupId: 15, groupCode: 'ELOTT_GAMES', tag: 'ELOTT', names: { EN: 'E-lottery games', TH: 'เกมอีล็อตโต้' } },
];

/** Which prize modes a vendor's games are offered in (the SEA lobby holds every game but the e-lottery). */
export const PRIZE_MODES_BY_VENDOR: Record<Vendor, PrizeMode[]> = {
  TCG_LOTTO_VN: ['SEA', 'Lott'],
  TCG_SEA: ['SEA', 'ZY'],
  LOTT: ['Lott', 'ZY', 'SEA'],
  ELOTT: ['Elott'],
};

const THAI_MENUS: PlayMenu[] = [
  { menuCode: 'THREE_TOP', name: '3 top' },
  { menuCode: 'THREE_TOD', name: '3 tod' },
  { menuCode: 'TWO_TOP', name: '2 top' },
  { menuCode: 'TWO_BOTTOM', name: '2 bottom' },
  { menuCode: 'RUN_TOP', name: 'Run top' },
  { menuCode: 'RUN_BOTTOM', name: 'Run bottom' },
];
const VN_MENUS: PlayMenu[] = [
  { menuCode: 'LO_2D', name: 'Lo 2D' },
  { menuCode: 'DE', name: 'De' },
  { menuCode: 'CANG_3', name: '3 Cang' },
  { menuCode: 'XIEN_2', name: 'Xien 2' },
  { menuCode: 'XIEN_3', name: 'Xien 3' },
];
const FOUR_D_MENUS: PlayMenu[] = [
  { menuCode: 'BIG', name: 'Big' },
  { menuCode: 'SMALL', name: 'Small' },
  { menuCode: 'FOUR_A', name: '4A' },
  { menuCode: 'THREE_A', name: '3A' },
];
const BALL_MENUS: PlayMenu[] = [
  { menuCode: 'BIG_SMALL', name: 'Big / Small' },
  { menuCode: 'ODD_EVEN', name: 'Odd / Even' },
  { menuCode: 'SUM', name: 'Sum' },
  { menuCode: 'FIRST_BALL', name: '1st ball' },
  { menuCode: 'FRONT_3', name: 'Front 3' },
];
const KENO_MENUS: PlayMenu[] = [
  { menuCode: 'PICK_1', name: 'Pick 1' },
  { menuCode: 'PICK_2', name: 'Pick 2' },
  { menuCode: 'BIG_SMALL', name: 'Big / Small' },
  { menuCode: 'ODD_EVEN', name: 'Odd / Even' },
];
const RACE_MENUS: PlayMenu[] = [
  { menuCode: 'CHAMPION', name: 'Champion' },
  { menuCode: 'TOP_2_SUM', name: 'Top 2 sum' },
  { menuCode: 'DRAGON_TIGER', name: 'Dragon / Tiger' },
  { menuCode: 'POSITION', name: 'Position' },
];
const DICE_MENUS: PlayMenu[] = [
  { menuCode: 'SUM', name: 'Sum' },
  { menuCode: 'TRIPLE', name: 'Triple' },
  { menuCode: 'PAIR', name: 'Pair' },
  { menuCode: 'BIG_SMALL', name: 'Big / Small' },
];

const WEEKDAYS: DayOfWeek[] = [2, 3, 4, 5, 6];
const daily = (time: string, days: readonly DayOfWeek[] = EVERY_DAY): Schedule => ({
  kind: 'weekly',
  days,
  times: [time],
});
const every = (everySeconds: number): Schedule => ({ kind: 'interval', everySeconds });

/** A Vietnamese provincial lottery: drawn on its weekdays at the region's hour, a board of 18 prizes. */
function province(
  gameId: number,
  gameCode: string,
  region: 'VN_CENTRAL' | 'VN_SOUTH',
  names: Texts,
  days: readonly DayOfWeek[],
  popularity: number,
): GameDefinition {
  return {
    gameId,
    gameCode,
    groupCode: region,
    vendor: 'TCG_LOTTO_VN',
    names,
    schedule: daily(region === 'VN_SOUTH' ? '16:15' : '17:15', days),
    numeroStyle: 'date',
    resultFormat: 'VN_SOUTH_BOARD',
    lockSeconds: 900,
    playMenus: VN_MENUS,
    popularity,
  };
}

export const GAMES: GameDefinition[] = [
  {
    gameId: 101,
    gameCode: 'THAI_GOV',
    groupCode: 'THAI_GOV',
    vendor: 'TCG_SEA',
    names: { EN: 'Thai Government Lottery', TH: 'หวยรัฐบาลไทย', VI: 'Xổ số Chính phủ Thái Lan' },
    schedule: { kind: 'monthly', daysOfMonth: [1, 16], time: '16:00' },
    numeroStyle: 'date',
    resultFormat: 'DIGITS_6',
    lockSeconds: 1800,
    playMenus: THAI_MENUS,
    popularity: 100,
  },
  {
    gameId: 102,
    gameCode: 'THAI_GSB',
    groupCode: 'THAI_BANK',
    vendor: 'TCG_SEA',
    names: { EN: 'GSB Lottery', TH: 'หวยออมสิน' },
    schedule: { kind: 'monthly', daysOfMonth: [16], time: '11:00' },
    numeroStyle: 'date',
    resultFormat: 'DIGITS_6',
    lockSeconds: 1800,
    playMenus: THAI_MENUS,
    popularity: 45,
  },
  {
    gameId: 103,
    gameCode: 'THAI_BAAC',
    groupCode: 'THAI_BANK',
    vendor: 'TCG_SEA',
    names: { EN: 'BAAC Lottery', TH: 'หวย ธ.ก.ส.' },
    schedule: { kind: 'monthly', daysOfMonth: [16], time: '10:30' },
    numeroStyle: 'date',
    resultFormat: 'DIGITS_6',
    lockSeconds: 1800,
    playMenus: THAI_MENUS,
    popularity: 35,
  },
  {
    gameId: 111,
    gameCode: 'LAO_DEV',
    groupCode: 'LAO_GOV',
    vendor: 'TCG_SEA',
    names: { EN: 'Lao Development Lottery', TH: 'หวยลาวพัฒนา', VI: 'Xổ số Phát triển Lào' },
    schedule: daily('20:30', [2, 4, 6]),
    numeroStyle: 'date',
    resultFormat: 'DIGITS_6',
    lockSeconds: 600,
    playMenus: THAI_MENUS,
    popularity: 80,
  },
  {
    gameId: 112,
    gameCode: 'LAO_STAR',
    groupCode: 'LAO_PRIVATE',
    vendor: 'TCG_SEA',
    names: { EN: 'Lao Star', TH: 'หวยลาวสตาร์' },
    schedule: daily('15:45'),
    numeroStyle: 'sequence',
    resultFormat: 'DIGITS_5',
    lockSeconds: 300,
    playMenus: THAI_MENUS,
    popularity: 55,
  },
  {
    gameId: 113,
    gameCode: 'LAO_VIP',
    groupCode: 'LAO_PRIVATE',
    vendor: 'TCG_SEA',
    names: { EN: 'Lao VIP', TH: 'หวยลาว VIP' },
    schedule: daily('21:30'),
    numeroStyle: 'sequence',
    resultFormat: 'DIGITS_5',
    lockSeconds: 300,
    playMenus: THAI_MENUS,
    popularity: 60,
  },
  {
    gameId: 114,
    gameCode: 'LAO_EXTRA',
    groupCode: 'LAO_PRIVATE',
    vendor: 'TCG_SEA',
    names: { EN: 'Lao Extra', TH: 'หวยลาวเอ็กซ์ตร้า' },
    schedule: daily('08:30', [2, 4, 6, 7]),
    numeroStyle: 'sequence',
    resultFormat: 'PAIRS_3',
    lockSeconds: 300,
    playMenus: THAI_MENUS,
    popularity: 30,
  },
  {
    gameId: 121,
    gameCode: 'VN_NORTH',
    groupCode: 'VN_NORTH',
    vendor: 'TCG_LOTTO_VN',
    names: { EN: 'Northern Vietnam', TH: 'หวยเวียดนามเหนือ', VI: 'Xổ số Miền Bắc' },
    schedule: daily('18:15'),
    numeroStyle: 'date',
    resultFormat: 'VN_NORTH_BOARD',
    lockSeconds: 900,
    playMenus: VN_MENUS,
    popularity: 90,
  },
  province(131, 'VN_DA_NANG', 'VN_CENTRAL', { EN: 'Da Nang', VI: 'Đà Nẵng' }, [4, 7], 40),
  province(132, 'VN_KHANH_HOA', 'VN_CENTRAL', { EN: 'Khanh Hoa', VI: 'Khánh Hòa' }, [1, 4], 25),
  province(133, 'VN_HUE', 'VN_CENTRAL', { EN: 'Thua Thien Hue', VI: 'Thừa Thiên Huế' }, [1, 2], 22),
  province(134, 'VN_QUANG_NAM', 'VN_CENTRAL', { EN: 'Quang Nam', VI: 'Quảng Nam' }, [3], 18),
  province(135, 'VN_GIA_LAI', 'VN_CENTRAL', { EN: 'Gia Lai', VI: 'Gia Lai' }, [6], 15),
  province(141, 'VN_HO_CHI_MINH', 'VN_SOUTH', { EN: 'Ho Chi Minh City', VI: 'TP. Hồ Chí Minh' }, [2, 7], 70),
  province(142, 'VN_DONG_THAP', 'VN_SOUTH', { EN: 'Dong Thap', VI: 'Đồng Tháp' }, [2], 20),
  province(143, 'VN_BEN_TRE', 'VN_SOUTH', { EN: 'Ben Tre', VI: 'Bến Tre' }, [3], 18),
  province(144, 'VN_VUNG_TAU', 'VN_SOUTH', { EN: 'Vung Tau', VI: 'Vũng Tàu' }, [3], 24),
  province(145, 'VN_DONG_NAI', 'VN_SOUTH', { EN: 'Dong Nai', VI: 'Đồng Nai' }, [4], 22),
  province(146, 'VN_CAN_THO', 'VN_SOUTH', { EN: 'Can Tho', VI: 'Cần Thơ' }, [4], 26),
  province(147, 'VN_TAY_NINH', 'VN_SOUTH', { EN: 'Tay Ninh', VI: 'Tây Ninh' }, [5], 16),
  province(148, 'VN_VINH_LONG', 'VN_SOUTH', { EN: 'Vinh Long', VI: 'Vĩnh Long' }, [6], 17),
  province(149, 'VN_LONG_AN', 'VN_SOUTH', { EN: 'Long An', VI: 'Long An' }, [7], 19),
  province(150, 'VN_TIEN_GIANG', 'VN_SOUTH', { EN: 'Tien Giang', VI: 'Tiền Giang' }, [1], 21),
  {
    gameId: 161,
    gameCode: 'HANOI_VIP',
    groupCode: 'HANOI',
    vendor: 'TCG_LOTTO_VN',
    names: { EN: 'Hanoi VIP', TH: 'หวยฮานอย VIP', VI: 'Hà Nội VIP' },
    schedule: daily('17:30'),
    numeroStyle: 'date',
    resultFormat: 'VN_NORTH_BOARD',
    lockSeconds: 600,
    playMenus: THAI_MENUS,
    popularity: 85,
  },
  {
    gameId: 162,
    gameCode: 'HANOI_SPECIAL',
    groupCode: 'HANOI',
    vendor: 'TCG_LOTTO_VN',
    names: { EN: 'Hanoi Special', TH: 'หวยฮานอยพิเศษ', VI: 'Hà Nội Đặc Biệt' },
    schedule: daily('17:00', [1, 3, 5]),
    numeroStyle: 'date',
    resultFormat: 'PAIRS_3',
    lockSeconds: 600,
    playMenus: THAI_MENUS,
    popularity: 65,
  },
  {
    gameId: 163,
    gameCode: 'HANOI_4D',
    groupCode: 'HANOI',
    vendor: 'TCG_LOTTO_VN',
    names: { EN: 'Hanoi 4D', TH: 'หวยฮานอย 4 ตัว', VI: 'Hà Nội 4D' },
    schedule: { kind: 'weekly', days: EVERY_DAY, times: ['12:00', '19:00'] },
    numeroStyle: 'sequence',
    resultFormat: 'DIGITS_4',
    lockSeconds: 300,
    playMenus: FOUR_D_MENUS,
    popularity: 40,
  },
  {
    gameId: 171,
    gameCode: 'STOCK_NIKKEI',
    groupCode: 'STOCK_ASIA',
    vendor: 'TCG_SEA',
    names: { EN: 'Nikkei Morning', TH: 'หุ้นนิเคอิรอบเช้า' },
    schedule: daily('09:30', WEEKDAYS),
    numeroStyle: 'date',
    resultFormat: 'STOCK_3_2',
    lockSeconds: 120,
    playMenus: THAI_MENUS,
    popularity: 50,
  },
  {
    gameId: 172,
    gameCode: 'STOCK_HANG_SENG',
    groupCode: 'STOCK_ASIA',
    vendor: 'TCG_SEA',
    names: { EN: 'Hang Seng Afternoon', TH: 'หุ้นฮั่งเส็งรอบบ่าย' },
    schedule: daily('15:10', WEEKDAYS),
    numeroStyle: 'date',
    resultFormat: 'STOCK_3_2',
    lockSeconds: 120,
    playMenus: THAI_MENUS,
    popularity: 45,
  },
  {
    gameId: 173,
    gameCode: 'STOCK_THAI',
    groupCode: 'STOCK_ASIA',
    vendor: 'TCG_SEA',
    names: { EN: 'Thai Stock Evening', TH: 'หุ้นไทยเย็น' },
    schedule: daily('16:40', WEEKDAYS),
    numeroStyle: 'date',
    resultFormat: 'STOCK_3_2',
    lockSeconds: 120,
    playMenus: THAI_MENUS,
    popularity: 48,
  },
  {
    gameId: 174,
    gameCode: 'STOCK_DOW_JONES',
    groupCode: 'STOCK_WORLD',
    vendor: 'TCG_SEA',
    names: { EN: 'Dow Jones', TH: 'หุ้นดาวโจนส์' },
    // The New York close is early morning in Bangkok, Tuesday to Saturday.
    schedule: daily('03:30', [3, 4, 5, 6, 7]),
    numeroStyle: 'date',
    resultFormat: 'STOCK_3_2',
    lockSeconds: 120,
    playMenus: THAI_MENUS,
    popularity: 42,
  },
  {
    gameId: 181,
    gameCode: 'MY_MAGNUM',
    groupCode: 'MY4D',
    vendor: 'TCG_SEA',
    names: { EN: 'Magnum 4D', TH: 'แม็กนั่ม 4D' },
    schedule: daily('19:00', [1, 4, 7]),
    numeroStyle: 'sequence',
    resultFormat: 'DIGITS_4',
    lockSeconds: 600,
    playMenus: FOUR_D_MENUS,
    popularity: 30,
  },
  {
    gameId: 182,
    gameCode: 'MY_DAMACAI',
    groupCode: 'MY4D',
    vendor: 'TCG_SEA',
    names: { EN: 'Da Ma Cai 1+3D', TH: 'ดาหม่าไฉ่ 1+3D' },
    schedule: daily('19:00', [1, 4, 7]),
    numeroStyle: 'sequence',
    resultFormat: 'DIGITS_4',
    lockSeconds: 600,
    playMenus: FOUR_D_MENUS,
    popularity: 22,
  },
  {
    gameId: 183,
    gameCode: 'MY_TOTO',
    groupCode: 'MY4D',
    vendor: 'TCG_SEA',
    names: { EN: 'Sports Toto 4D', TH: 'สปอร์ตโตโต้ 4D' },
    schedule: daily('19:00', [1, 4, 7]),
    numeroStyle: 'sequence',
    resultFormat: 'DIGITS_4',
    lockSeconds: 600,
    playMenus: FOUR_D_MENUS,
    popularity: 20,
  },
  {
    gameId: 191,
    gameCode: 'LOTTO_1M',
    groupCode: 'FAST_LOTTO',
    vendor: 'LOTT',
    names: { EN: 'Lotto 1 minute', TH: 'ล็อตโต้ 1 นาที', VI: 'Lotto 1 phút' },
    schedule: every(60),
    numeroStyle: 'dateIndex',
    resultFormat: 'BALLS_5',
    lockSeconds: 10,
    playMenus: BALL_MENUS,
    popularity: 75,
  },
  {
    gameId: 192,
    gameCode: 'LOTTO_3M',
    groupCode: 'FAST_LOTTO',
    vendor: 'LOTT',
    names: { EN: 'Lotto 3 minutes', TH: 'ล็อตโต้ 3 นาที', VI: 'Lotto 3 phút' },
    schedule: every(180),
    numeroStyle: 'dateIndex',
    resultFormat: 'BALLS_5',
    lockSeconds: 20,
    playMenus: BALL_MENUS,
    popularity: 50,
  },
  {
    gameId: 193,
    gameCode: 'LOTTO_5M',
    groupCode: 'FAST_LOTTO',
    vendor: 'LOTT',
    names: { EN: 'Lotto 5 minutes', TH: 'ล็อตโต้ 5 นาที', VI: 'Lotto 5 phút' },
    schedule: every(300),
    numeroStyle: 'dateIndex',
    resultFormat: 'BALLS_5',
    lockSeconds: 30,
    playMenus: BALL_MENUS,
    popularity: 55,
  },
  {
    gameId: 194,
    gameCode: 'YIKI_15M',
    groupCode: 'FAST_LOTTO',
    vendor: 'LOTT',
    names: { EN: 'Yi Ki 15 minutes', TH: 'หวยยี่กี 15 นาที' },
    schedule: every(900),
    numeroStyle: 'dateIndex',
    resultFormat: 'DIGITS_5',
    lockSeconds: 60,
    playMenus: THAI_MENUS,
    popularity: 70,
  },
  {
    gameId: 195,
    gameCode: 'VN_FAST_1M',
    groupCode: 'FAST_VN',
    vendor: 'TCG_LOTTO_VN',
    names: { EN: 'Vietnam Fast 1 minute', TH: 'เวียดนามด่วน 1 นาที', VI: 'Miền Bắc nhanh 1 phút' },
    schedule: every(60),
    numeroStyle: 'dateIndex',
    resultFormat: 'VN_NORTH_BOARD',
    lockSeconds: 10,
    playMenus: VN_MENUS,
    popularity: 45,
  },
  {
    gameId: 196,
    gameCode: 'VN_FAST_5M',
    groupCode: 'FAST_VN',
    vendor: 'TCG_LOTTO_VN',
    names: { EN: 'Vietnam Fast 5 minutes', TH: 'เวียดนามด่วน 5 นาที', VI: 'Miền Bắc nhanh 5 phút' },
    schedule: every(300),
    numeroStyle: 'dateIndex',
    resultFormat: 'VN_NORTH_BOARD',
    lockSeconds: 30,
    playMenus: VN_MENUS,
    popularity: 35,
  },
  {
    gameId: 201,
    gameCode: 'KENO_1M',
    groupCode: 'ELOTT_KENO',
    vendor: 'ELOTT',
    names: { EN: 'Keno 1 minute', TH: 'คีโน 1 นาที', VI: 'Keno 1 phút' },
    schedule: every(60),
    numeroStyle: 'dateIndex',
    resultFormat: 'KENO_20',
    lockSeconds: 10,
    playMenus: KENO_MENUS,
    popularity: 40,
  },
  {
    gameId: 202,
    gameCode: 'KENO_5M',
    groupCode: 'ELOTT_KENO',
    vendor: 'ELOTT',
    names: { EN: 'Keno 5 minutes', TH: 'คีโน 5 นาที', VI: 'Keno 5 phút' },
    schedule: every(300),
    numeroStyle: 'sequence',
    resultFormat: 'KENO_20',
    lockSeconds: 30,
    playMenus: KENO_MENUS,
    popularity: 28,
  },
  {
    gameId: 203,
    gameCode: 'SPEED_RACE_3M',
    groupCode: 'ELOTT_GAMES',
    vendor: 'ELOTT',
    names: { EN: 'Speed Racing 3 minutes', TH: 'รถแข่ง 3 นาที', VI: 'Đua xe 3 phút' },
    schedule: every(180),
    numeroStyle: 'dateIndex',
    resultFormat: 'PK10',
    lockSeconds: 20,
    playMenus: RACE_MENUS,
    popularity: 33,
  },
  {
    gameId: 204,
    gameCode: 'FAST_DICE_1M',
    groupCode: 'ELOTT_GAMES',
    vendor: 'ELOTT',
    names: { EN: 'Fast Dice 1 minute', TH: 'ไฮโลด่วน 1 นาที', VI: 'Xúc xắc nhanh 1 phút' },
    schedule: every(60),
    numeroStyle: 'dateIndex',
    resultFormat: 'DICE_3',
    lockSeconds: 10,
    playMenus: DICE_MENUS,
    popularity: 38,
  },
];
