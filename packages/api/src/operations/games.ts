import type { OperationContext } from './context';
import type { components, operations } from '../generated/schema';
import { pageItems, type Page } from '../paging';

type Schemas = components['schemas'];
export type Game = Schemas['Game'];
export type GameCategory = Schemas['GameCategory'];
export type GameClassify = Schemas['GameClassify'];
export type GamePlatform = Schemas['GamePlatform'];
export type GamePage = Schemas['GamePage'];
export type GameVendor = Schemas['GameVendor'];
export type GameTypeVendors = Schemas['GameTypeVendors'];
export type GameLaneCard = Schemas['GameLaneCard'];
export type GameVendorLane = Schemas['GameVendorLane'];
export type GameVendorLanes = Schemas['GameVendorLanes'];
export type FavoriteGameRequest = Schemas['FavoriteGameRequest'];
export type LiveRoom = Schemas['LiveRoom'];
export type LaunchGameRequest = Schemas['LaunchGameRequest'];
export type LaunchGameV2Request = Schemas['LaunchGameV2Request'];
export type LaunchGameUrls = Schemas['LaunchGameUrls'];
export type HotGamesQuery = operations['getHotGames']['parameters']['query'];
export type GameListQuery = NonNullable<operations['getGameList']['parameters']['query']>;
export type VendorsByGameTypeQuery = NonNullable<operations['getVendorsByGameType']['parameters']['query']>;
export type GameVendorLanesQuery = operations['getGameVendorLanes']['parameters']['query'];
export type FavoriteGamesQuery = NonNullable<operations['getFavoriteGames']['parameters']['query']>;
export type RecentGamesQuery = NonNullable<operations['getRecentGames']['parameters']['query']>;
export type LiveRoomsQuery = operations['getLiveRooms']['parameters']['query'];

export function gamesOperations({ client, unwrap, unwrapRequired }: OperationContext) {
  return {
    getHotGames: (query: HotGamesQuery) =>
      unwrap(client.GET('/wps/relay/GCSGAME_hotGamesV2', { params: { query } })).then((value) => value.games),
    /** One page of the lobby list (defaults of spec §7: web client, flash and html5-desktop, page 1 of 20). */
    getGameList: (query: GameListQuery = {}): Promise<Page<Game>> =>
      unwrap(client.GET('/wps/relay/GCSGAME_gameList', { params: { query } })).then(pageItems),
    getVendorsByGameType: (query: VendorsByGameTypeQuery = {}) =>
      unwrap(client.GET('/wps/relay/GCSGAME_getVassGameType', { params: { query } })),
    /** The home lanes (value.data) and the esports list. */
    getGameVendorLanes: (query: GameVendorLanesQuery) =>
      unwrap(client.GET('/wps/relay/GCSGAME_newGameVendor', { params: { query } })).then((value) => value.data),
    /** The member's favourite nodeIds (strings). */
    getFavoriteGameIds: () => unwrapRequired(client.GET('/wps/relay/MCSFE_getFavoriteGames')),
    getFavoriteGames: (query: FavoriteGamesQuery = {}) =>
      unwrapRequired(client.GET('/wps/relay/MCSFE_getFavoriteGamesList', { params: { query } })).then(
        (value) => value.games,
      ),
    /** Both answer the favourite ids after the change. */
    addFavoriteGame: (body: FavoriteGameRequest) =>
      unwrapRequired(client.POST('/wps/relay/MCSFE_addFavoriteGame', { body })),
    removeFavoriteGame: (body: FavoriteGameRequest) =>
      unwrapRequired(client.POST('/wps/relay/MCSFE_removeFavoriteGame', { body })),
    getRecentGames: (query: RecentGamesQuery = {}) =>
      unwrapRequired(client.GET('/wps/relay/GCS_recentGame', { params: { query } })).then((value) => value.games),
    getLiveRooms: (query: LiveRoomsQuery) =>
      unwrapRequired(client.GET('/wps/relay/GLS2_roomList', { params: { query } })).then((value) => value.rooms),
    /** The game's address (value.content). */
    launchGame: (body: LaunchGameRequest) =>
      unwrapRequired(client.POST('/wps/game/launchGame', { body })).then((value) => value.content),
    /** The launch address v2: game_url, and game_url2 on a second launch host (or null). */
    launchGameV2: (body: LaunchGameV2Request) => unwrapRequired(client.POST('/wps/game/v2/launchGame', { body })),
  };
}
