import { merchant } from '@merchant/config';
import { api } from '../api';
import { allowedUrl } from '../urlPolicy';
import { SESSION_KEYS } from '../session/storage';

/** Spec §7 launch defaults: the web client on the html5 desktop platform. */
const LAUNCH_PLATFORM = 'html5-desktop';
const WEB_CLIENT_TYPE = 3;

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

/** Vendors whose game pages refuse to be framed (our choice): they open in a window of their own (spec §4). */
export const WINDOW_VENDORS: readonly string[] = ['SV388'];

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
