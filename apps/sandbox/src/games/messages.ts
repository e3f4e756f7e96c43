import type { Context } from 'hono';
import { envelope } from '../envelope.ts';

/** Player-facing failures of the games area (HTTP 200, success false). */
export const GAME_MESSAGES = {
  /** Spec §5/§8: a trial account using favourites, recent games or a paid game (key in_need_true_account). */
  needTrueAccount: { message: 'Please register a real account to use this feature', code: 'NEED_TRUE_ACCOUNT' },
  gameNotFound: { message: 'This game is not available', code: 'GAME_NOT_FOUND' },
  isAList: { message: 'This is a list of games, please choose a game from it', code: 'GAME_IS_A_LIST' },
  platformUnsupported: { message: 'This game is not available on this device', code: 'GAME_PLATFORM_UNSUPPORTED' },
  noLiveTables: { message: 'This vendor has no live tables', code: 'NO_LIVE_TABLES' },
} as const;

export type GameMessage = (typeof GAME_MESSAGES)[keyof typeof GAME_MESSAGES];

export function gameFailure(c: Context, what: GameMessage): Response {
  return c.json(envelope(false, what.message, what.code, null), 200);
}
