// Limits, defaults and codes of the games area (spec §7 and §9 where the spec names one).
import { VENDORS as LOTTERY_VENDORS } from '../lottery/lotteryConstants.ts';

/** The lane categories, in the order the home lobby shows them (spec §3): one list, in @wl/rules. */
export { GAME_CATEGORIES, type GameCategory } from '@wl/rules';

export const PLATFORMS = ['flash', 'html5-desktop', 'html5-mobile'] as const;
export type Platform = (typeof PLATFORMS)[number];
/** The platform the app clients (clientType 1 Android, 2 iOS) can run. */
export const MOBILE_PLATFORM: Platform = 'html5-mobile';
export const WEB_CLIENT_TYPE = 3;

/** Game list defaults (spec §7, §9). */
export const DEFAULT_PAGE_NO = 1;
export const DEFAULT_PAGE_SIZE = 20;
export const GAME_LIST_DEFAULT_PLATFORMS = 'flash,html5-desktop';
/** Favourite list defaults (spec §7). */
export const FAVORITES_DEFAULT_PLATFORMS = 'flash';
export const FAVORITES_DEFAULT_GAME_TYPE = 'RNG';
/** newGameVendor and launch default (spec §7). */
export const LANES_DEFAULT_PLATFORMS = 'html5-desktop';
export const LAUNCH_DEFAULT_PLATFORM: Platform = 'html5-desktop';

/** hotGamesV2: 2 ranks by plays across the platform, 1 is the merchant's own hot picks. */
export const HOT_BY_POPULARITY = 2;
export const HOT_GAMES_LIMIT = 30;
export const RECENT_GAMES_LIMIT = 20;

/** How long a launch address opens its game. */
export const LAUNCH_TICKET_TTL_MS = 10 * 60_000;
export const LAUNCH_TICKET_BYTES = 16;
/** The game page under each launch CDN (siteConfig LAUNCH_GAME_CDNS). */
export const GAME_PAGE_PATH = '/game';
/** What the game page posts to its parent frame, so the site can tell its messages from others. */
export const GAME_MESSAGE_SOURCE = 'wl-sandbox-game';

/** SPORTS vendors the header splits into ESPORTS until an operator changes the list (game_settings). */
export const DEFAULT_ESPORTS_VASSALAGES = ['SBT', 'TF', 'IA'];
export const ESPORTS_SETTING = 'esports_vassalages';

/** The lottery vendor set (spec §9), the vendors of the lottery area: their items go to /lottery and play from the
 * main wallet. */
export const LOTTERY_VASSALAGES: readonly string[] = LOTTERY_VENDORS;

/** Icon size code of the game tiles (spec §7 images). */
export const GAME_ICON_SIZE = 'rx2';

/** Seed of the catalogue's generator: the same games on every machine. */
export const CATALOGUE_SEED = 20260115;
/** The first nodeId of the seeded catalogue. */
export const FIRST_NODE_ID = 100001;
