/** The data tables of game launch (spec §3, §4 Game launch, §9). */

/** Spec §9 lottery vendor set: their items open the lottery page instead of a game frame. */
export const LOTTERY_VENDORS: readonly string[] = ['TCG_LOTTO_VN', 'TCG_SEA', 'ELOTT', 'LOTT'];

/**
 * Our choice: whole-site products (a sports book, an esports book, a cockfight arena) open on the seamless page,
 * where the header and left bar step aside (spec §2); every other game opens in the game frame under the header.
 */
export const SEAMLESS_GAME_TYPES: readonly string[] = ['SPORTS', 'ESPORTS', 'COCKFIGHT'];

/** Spec §3: the isGame value of a whole vendor (its item opens a list of its games instead of launching). */
export const VENDOR_ITEM = 'VASSALAGE';

/** Spec §4: the game type whose vendor items go to the /rng lobby with their vassalage chosen. */
export const RNG_GAME_TYPE = 'RNG';

/** Spec §2 route table: the pages a launch leads to. */
export const LAUNCH_PATHS = {
  lottery: '/lottery',
  rng: '/rng',
  game: '/game',
  seamless: '/seamless',
} as const;

/** Spec §2: the /rng lobby's query parameter that chooses a vendor tab ('game hall'). */
export const RNG_VENDOR_PARAM = 'page';
