// Timings and limits of the lottery and home area (spec §9 where the spec names one).

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

/** Draw times, draw days and mission windows are Asia/Bangkok time (also Vientiane and Hanoi): UTC+7, no DST. */
export const LOCAL_OFFSET_MS = 7 * HOUR_MS;
/** A local Sunday midnight (2020-01-05): draws are counted from here for sequential numeros, and none is earlier. */
export const FIRST_DRAW_DAY = Date.UTC(2020, 0, 5) - LOCAL_OFFSET_MS;
/** How far ahead the next draw is looked for (a game drawing on the 16th only needs about a month). */
export const MAX_LOOKAHEAD_DAYS = 62;

/** Spec §9: popular lottery count, VN numero count, recent lottery count, winner board limit (the front end's copy). */
export {
  LOTTERY_POPULAR_COUNT as POPULAR_COUNT,
  OPEN_RESULT_COUNT as OPENED_NUMERO_COUNT,
  LOTTERY_RECENT_COUNT as RECENT_COUNT,
  WINNER_BOARD_LIMIT,
} from '@wl/rules';
/** Mission leaderboard entries by default. */
export const LEADERBOARD_LIMIT = 20;

/** Popular numbers shown per hot game. */
export const POPULAR_NUMBERS_PER_GAME = 3;
/** Launches of the last week that count towards a game's place in the hot list, and what each is worth. */
export const POPULARITY_WINDOW_MS = 7 * DAY_MS;
export const POPULARITY_PER_LAUNCH = 5;

/** A launch address opens the lottery page for this long (reloads included). */
export const LAUNCH_TTL_MS = 2 * HOUR_MS;
/** Random bytes in a launch ticket (hex in the page address). */
export const LAUNCH_TICKET_BYTES = 16;
/** Where the lottery page is served: under /lotto so the site's proxy forwards it like the lottery calls. */
export const LOTTERY_PAGE_PATH = '/lotto/play';
/** Results listed on the page's betting view. */
export const PAGE_RESULT_COUNT = 10;

export const VENDORS = ['TCG_LOTTO_VN', 'TCG_SEA', 'ELOTT', 'LOTT'] as const;
export type Vendor = (typeof VENDORS)[number];
export const PRIZE_MODES = ['Lott', 'ZY', 'Elott', 'SEA'] as const;
export type PrizeMode = (typeof PRIZE_MODES)[number];
export const DEFAULT_DEVICE = 'WEB';

/** The languages the lottery texts are written in; other languages get English. */
export const TEXT_LANGUAGES = ['EN', 'TH', 'VI'] as const;
export type TextLanguage = (typeof TEXT_LANGUAGES)[number];
/** Language codes (spec codes and BCP-47 primary tags, upper-cased) → the text language. TY is the spec's Thai. */
export const LANGUAGE_ALIASES: Record<string, TextLanguage> = { EN: 'EN', TH: 'TH', TY: 'TH', VI: 'VI', VN: 'VI' };

export const GAME_NOT_FOUND = { message: 'This lottery does not exist', code: 'LOTTERY_NOT_FOUND' } as const;
export const GAME_NOT_IN_PRIZE_MODE = {
  message: 'This lottery is not offered in the chosen prize mode',
  code: 'LOTTERY_NOT_IN_PRIZE_MODE',
} as const;
