import type { Message } from '../envelope.ts';

/** Player-facing failures of the games area (HTTP 200, success false). */
export const GAME_MESSAGES = {
  gameNotFound: { message: 'This game is not available', code: 'GAME_NOT_FOUND' },
  isAList: { message: 'This is a list of games, please choose a game from it', code: 'GAME_IS_A_LIST' },
  platformUnsupported: { message: 'This game is not available on this device', code: 'GAME_PLATFORM_UNSUPPORTED' },
  noLiveTables: { message: 'This vendor has no live tables', code: 'NO_LIVE_TABLES' },
} as const satisfies Record<string, Message>;
