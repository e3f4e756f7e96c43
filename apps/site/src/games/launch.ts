import type { Game, GameCategory } from '@wl/api';
import { merchant } from '@merchant/config';
import { api } from '../api';
import { allowedUrl } from '../urlPolicy';
import { SESSION_KEYS } from '../session/storage';
import { lobbyPathOf } from './lobbies';

/** Spec §3, §9: lottery vendors open the lottery page instead of a game frame. */
const LOTTERY_VENDORS: readonly string[] = ['TCG_LOTTO_VN', 'TCG_SEA', 'ELOTT', 'LOTT'];

/**
 * Whole-site products (a sports book, an esports book, a cockfight arena) open on the seamless page, where the
 * header and left bar step aside (spec §2); every other game opens in the game frame under the header.
 */
const SEAMLESS_CATEGORIES: readonly GameCategory[] = ['SPORTS', 'ESPORTS', 'COCKFIGHT'];

/** Spec §7 launch defaults: the web client on the html5 desktop platform. */
const LAUNCH_PLATFORM = 'html5-desktop';
const WEB_CLIENT_TYPE = 3;

/** The lottery page for a lottery item: gameCode, vendor and playType only when present (spec §2). */
export function lotteryPath(game: Pick<Game, 'gameCode' | 'vendor' | 'defaultPlayType'>): string {
  const query = new URLSearchParams();
  if (game.gameCode) query.set('gameCode', game.gameCode);
  if (game.vendor) query.set('vendor', game.vendor);
  if (game.defaultPlayType) query.set('playType', game.defaultPlayType);
  const text = query.toString();
  return text ? `/lottery?${text}` : '/lottery';
}

/** What the game page needs to launch a game (in its address, so a reload launches again). */
export interface LaunchParams {
  nodeId: string;
  gameId?: number;
  vassalage?: string;
  name?: string;
}

export function launchParamsOf(search: URLSearchParams): LaunchParams | null {
  const nodeId = search.get('nodeId');
  if (!nodeId) return null;
  const gameId = Number(search.get('gameId'));
  return {
    nodeId,
    gameId: Number.isInteger(gameId) && gameId > 0 ? gameId : undefined,
    vassalage: search.get('vassalage') ?? undefined,
    name: search.get('name') ?? undefined,
  };
}

/**
 * Where choosing a game leads (spec §4 game launch):
 * - `vendor`: a whole vendor (isGame VASSALAGE) shows its games, on its category's lobby with its tab chosen;
 * - `lottery`: a lottery item opens the lottery page (login first);
 * - `frame`: any other game is launched on the game page, /game or /seamless (login first).
 */
export type GameTarget =
  { kind: 'vendor'; path: string } | { kind: 'lottery'; path: string } | { kind: 'frame'; path: string };

export function targetOf(game: Game): GameTarget {
  if (game.isGame === 'VASSALAGE') {
    return { kind: 'vendor', path: `${lobbyPathOf(game.gameType)}?page=${encodeURIComponent(game.vassalage)}` };
  }
  if (LOTTERY_VENDORS.includes(game.vendor) || LOTTERY_VENDORS.includes(game.vassalage)) {
    return { kind: 'lottery', path: lotteryPath(game) };
  }
  const query = new URLSearchParams({
    nodeId: game.nodeId,
    gameId: String(game.gameId),
    vassalage: game.vassalage,
    name: game.name,
  });
  const page = SEAMLESS_CATEGORIES.includes(game.gameType) ? '/seamless' : '/game';
  return { kind: 'frame', path: `${page}?${query}` };
}

/**
 * Launches a game and answers its address, kept in session storage `iframeUrl` (spec §3). With the player's account
 * name at hand it is the launch address v2 of spec §7 (gameId, nodeId, accountType 1, confirmTrans 0, vassalage,
 * launchMode GLS, platform html5-desktop, clientType 3, username, token, merchantCode; game_url, else game_url2);
 * otherwise the plain launch (value.content).
 */
export async function launchGame(params: LaunchParams, session: { token: string; account: string | null }) {
  const launched =
    params.gameId !== undefined && params.vassalage && session.account
      ? await api.games
          .launchGameV2({
            gameId: params.gameId,
            nodeId: params.nodeId,
            accountType: 1,
            confirmTrans: 0,
            vassalage: params.vassalage,
            launchMode: 'GLS',
            platform: LAUNCH_PLATFORM,
            clientType: WEB_CLIENT_TYPE,
            username: session.account,
            token: session.token,
            merchantCode: merchant.code,
          })
          .then((urls) => urls.game_url || urls.game_url2 || '')
      : await api.games.launchGame({
          nodeId: params.nodeId,
          platform: LAUNCH_PLATFORM,
          clientType: WEB_CLIENT_TYPE,
        });
  // no address at all, or one the URL policy refuses: the game page says the game could not be opened
  const url = allowedUrl(launched, 'game launch');
  if (!url) throw new Error('');
  sessionStorage.setItem(SESSION_KEYS.iframeUrl, url);
  return url;
}
