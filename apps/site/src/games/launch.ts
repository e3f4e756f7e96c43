import type { Game } from '@wl/api';
import { api } from '../api';
import { playerMessages } from '../errors';
import { SESSION_KEYS } from '../session/storage';

/** Spec §3: lottery vendors open the lottery page with the game's code, vendor and play type. */
const LOTTERY_VENDORS: readonly string[] = ['TCG_LOTTO_VN', 'TCG_SEA', 'ELOTT', 'LOTT'];

/** The lottery page for a lottery item: gameCode, vendor and playType only when present (spec §2). */
export function lotteryPath(game: Pick<Game, 'gameCode' | 'vendor' | 'defaultPlayType'>): string {
  const query = new URLSearchParams();
  if (game.gameCode) query.set('gameCode', game.gameCode);
  if (game.vendor) query.set('vendor', game.vendor);
  if (game.defaultPlayType) query.set('playType', game.defaultPlayType);
  const text = query.toString();
  return text ? `/lottery?${text}` : '/lottery';
}

export type LaunchTarget = { kind: 'vendor'; vassalage: string } | { kind: 'path'; path: string };

/**
 * Where a game leads (spec §3 launch item): a whole vendor (isGame VASSALAGE) opens its games; a lottery item the
 * lottery page; any other game is launched and shown in the game frame (session storage iframeUrl).
 */
export async function launch(game: Game): Promise<LaunchTarget> {
  if (game.isGame === 'VASSALAGE') return { kind: 'vendor', vassalage: game.vassalage };
  if (LOTTERY_VENDORS.includes(game.vendor) || LOTTERY_VENDORS.includes(game.vassalage)) {
    return { kind: 'path', path: lotteryPath(game) };
  }
  const url = await playerMessages(api.games.launchGame)({ nodeId: game.nodeId, platform: 'html5-desktop' });
  sessionStorage.setItem(SESSION_KEYS.iframeUrl, url);
  return { kind: 'path', path: `/game?name=${encodeURIComponent(game.name)}` };
}
