// Limits, odds and timings of the bets the game page takes and of the records read from them (issue 14). The range
// rules the form shares live in @wl/rules records.ts.
import type { GameCategory } from '../games/gamesConstants.ts';

const MINUTE_MS = 60_000;

/** How the game page plays each category: a spin, a hand, a lottery ticket or a sports slip. */
export type PlayKind = 'spin' | 'hand' | 'ticket' | 'slip';
export const PLAY_KIND: Record<GameCategory, PlayKind> = {
  RNG: 'spin',
  FISH: 'spin',
  LIVE: 'hand',
  PVP: 'hand',
  COCKFIGHT: 'hand',
  LOTT: 'ticket',
  ELOTT: 'ticket',
  SPORTS: 'slip',
  ESPORTS: 'slip',
};

/**
 * A spin's payouts as multiples of the stake and their chances (the rest pays nothing): the player gets back 96.5%
 * of the stakes on average (the house keeps 3.5%).
 */
export const SPIN_PAYOUTS: readonly { multiple: number; chance: number }[] = [
  { multiple: 0.5, chance: 0.15 },
  { multiple: 2, chance: 0.2 },
  { multiple: 5, chance: 0.08 },
  { multiple: 20, chance: 0.0045 },
];

/** A hand: two sides, a draw refunds the stake, a win pays HAND_PAYOUT times the stake (house edge 2.5% and more). */
export const HAND_SIDES: Record<'LIVE' | 'PVP' | 'COCKFIGHT', readonly [string, string]> = {
  LIVE: ['Player', 'Banker'],
  PVP: ['Player', 'Dealer'],
  COCKFIGHT: ['Meron', 'Wala'],
};
export const HAND_DRAW_CHANCE: Record<'LIVE' | 'PVP' | 'COCKFIGHT', number> = {
  LIVE: 0.095,
  PVP: 0.06,
  COCKFIGHT: 0.02,
};
export const HAND_PAYOUT = 1.95;

/** A lottery ticket: the play types, how many digits each picks and what a hit pays (90% back on average). */
export const TICKET_PLAY_TYPES = {
  '2 Top': { digits: 2, payout: 90 },
  '3 Top': { digits: 3, payout: 900 },
} as const;
export type TicketPlayType = keyof typeof TICKET_PLAY_TYPES;
/** A lottery draw every this often: the issue a ticket is for is the draw that ends next. */
export const TICKET_DRAW_EVERY_MS = 5 * MINUTE_MS;

/** Sports events the slip offers (home, away); esports the same with teams. The odds carry the book's margin. */
export const SPORTS_EVENTS = [
  'Buriram United vs Bangkok United',
  'Port FC vs BG Pathum United',
  'Arsenal vs Chelsea',
  'Real Madrid vs Sevilla',
  'Bayern Munich vs Dortmund',
] as const;
export const ESPORTS_EVENTS = [
  'Talon vs Team Flash (LoL)',
  'Fnatic vs G2 (CS2)',
  'T1 vs Gen.G (LoL)',
  'Team Spirit vs Tundra (Dota 2)',
] as const;
/** Decimal odds of home, draw and away (sports) or team A and team B (esports: no draw). */
export const SPORTS_ODDS = { home: '1.95', draw: '3.40', away: '3.60' } as const;
export const ESPORTS_ODDS = { home: '1.85', away: '1.85' } as const;
export type SlipPick = keyof typeof SPORTS_ODDS;
/** A slip's event ends this long after the bet; the sandbox clock settles it then (or POST /sandbox/bets/settle). */
export const SLIP_SETTLES_AFTER_MS = 30 * MINUTE_MS;

/** The chips the game page offers (the amount field takes any amount between the game's limits). */
export const BET_CHIPS = ['10', '50', '100', '500'] as const;
/** The endpoint the game page posts its bets to, under the launch address's folder (a vendor's own API). */
export const BET_PATH = '/bet';
/** The longest idempotency key the game page may send (it makes UUIDs). */
export const BET_KEY_MAX_LENGTH = 64;

export const RECORD_MESSAGES = {
  insufficientBalance: { message: 'Insufficient balance for this bet', code: 'INSUFFICIENT_BALANCE' },
  sessionEnded: { message: 'This game session has ended, please launch the game again', code: 'SESSION_ENDED' },
} as const;

/** The demo member's seeded play: how many days back, how many bets a day, and the generator's seed. */
export const SEED_HISTORY_DAYS = 90;
export const SEED_BETS_PER_DAY = { min: 20, max: 50 } as const;
export const SEED_RANDOM_SEED = 20261206;
/** Share of seeded bets that were cancelled (refunded). */
export const SEED_CANCELLED_SHARE = 0.01;
