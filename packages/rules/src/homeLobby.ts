// The lottery and home lobby's rules (spec §2 lottery lobby, §4 open-result refresh, §5 open numbers, §9 constants):
// pure data and functions, so the site's queries, the ui's widgets and their tests share one copy.

/** Spec §9: popular lottery count (the hot list and the popular numbers ask for 20). */
export const LOTTERY_POPULAR_COUNT = 20;
/** Spec §9: recent lottery count. */
export const LOTTERY_RECENT_COUNT = 100;
/** Spec §9: VN numero count (the open results of a lottery ask for 100 draws). */
export const OPEN_RESULT_COUNT = 100;
/** Spec §5: a displayed open number has at most 6 digits. */
export const OPEN_NUMBER_MAX_DIGITS = 6;

/** Spec §4, §9 open-result refresh: 7000 ms when no draw is pending. */
export const OPEN_RESULT_REFRESH_IDLE_MS = 7000;
/** Spec §4, §9 open-result refresh: otherwise the next draw, but at most 30000 ms. */
export const OPEN_RESULT_REFRESH_MAX_MS = 30_000;

/** Spec §9 winner board: its limit (limitNum of ODSFE2_getWinnerBoard). */
export const WINNER_BOARD_LIMIT = 20;
/** Spec §9 winner board scroll: pixels moved per animation frame. */
export const WINNER_BOARD_STEP = 0.5;
/** Spec §9 winner board scroll: it moves only with at least this many winners (fewer fit without scrolling). */
export const WINNER_BOARD_LIMIT_MOVES = 3;

/**
 * Spec §5: the numbers of a draw's result to display, each of at most 6 digits, from every format the platform
 * sends: plain digits ('482915'), comma separated ('1,2,3,4,5', a Vietnamese board of 18 or 27 prizes), tilde
 * separated ('12~34~56', '483~27'), with stray spaces. A longer number keeps its last 6 digits (the prize digits);
 * anything that is not a number is skipped; a missing result is no numbers.
 */
export function parseOpenNumbers(result: string | null | undefined): string[] {
  if (typeof result !== 'string') return [];
  return result
    .split(/[,~]/)
    .map((part) => part.trim())
    .filter((part) => /^[0-9]+$/.test(part))
    .map((part) => part.slice(-OPEN_NUMBER_MAX_DIGITS));
}

/** Spec §5: an absent list (null, undefined, not an array) is an empty one. */
export function listOrEmpty<T>(list: readonly T[] | null | undefined): readonly T[] {
  return Array.isArray(list) ? list : [];
}

/** What the refresh rule reads of a lottery: its open draw and the milliseconds until it. */
export interface PendingDraw {
  numero?: string | null;
  remainTime?: number | null;
}

/**
 * Spec §4 open-result refresh: the delay is the smallest remainTime among games that have a numero and a remainTime
 * of at least 0; 7000 ms when that is 0 or less (or there is none), otherwise at most 30000 ms.
 */
export function openResultRefreshDelay(games: readonly PendingDraw[] | null | undefined): number {
  const pending = listOrEmpty(games)
    .filter((game) => Boolean(game.numero) && typeof game.remainTime === 'number' && game.remainTime >= 0)
    .map((game) => game.remainTime as number);
  const next = pending.length > 0 ? Math.min(...pending) : 0;
  return next <= 0 ? OPEN_RESULT_REFRESH_IDLE_MS : Math.min(next, OPEN_RESULT_REFRESH_MAX_MS);
}

/**
 * Spec §4: fewinTime = now + remainTime − half the round trip − lockTime × 1000, when betting on the open draw
 * closes (`now` is when the answer arrived; the draw itself is lockTime seconds later).
 */
export function fewinTime(
  game: { remainTime: number; lockTime: number },
  answer: { receivedAt: number; halfTrip: number },
): number {
  return answer.receivedAt + game.remainTime - answer.halfTrip - game.lockTime * 1000;
}

/** Spec §9: the winner board moves only with at least WINNER_BOARD_LIMIT_MOVES winners. */
export function winnerBoardMoves(count: number): boolean {
  return count >= WINNER_BOARD_LIMIT_MOVES;
}

/**
 * The winner board's next offset: WINNER_BOARD_STEP further per frame, back to the start after one loop (the list is
 * shown twice, so the start and one loop down look the same and the wrap cannot be seen).
 */
export function nextWinnerBoardOffset(offset: number, loopHeight: number, step = WINNER_BOARD_STEP): number {
  if (!(loopHeight > 0)) return 0;
  const next = offset + step;
  return next >= loopHeight ? next - loopHeight : next;
}

/** Our choice: how many games each of the home lobby's game lists shows (two rows on a phone). */
export const HOME_GAMES_SHOWN = 8;
/** Our choice: how many missions the home lobby's summary lists (the counts cover them all). */
export const MISSIONS_SHOWN = 3;
/** Our choice: how many players the home lobby's mission leaderboard lists. */
export const MISSION_LEADERBOARD_SHOWN = 10;
