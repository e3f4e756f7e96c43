export { activeNavEntryId, buildLeftBarNavigation, buildNavigation } from './navigation';
export type {
  NavCategorySource,
  NavEntry,
  NavEntryId,
  NavigationInput,
  NavVendor,
  NavVendorSource,
} from './navigation';
export {
  BINGO_LANGUAGE,
  MINIGAME_VENDORS,
  NAV_GAME_TYPES,
  NAV_PATHS,
  NON_EXPANDING_NAV_IDS,
  type NavGameType,
} from './constants';
export { LOGIN_PATH, loginRedirect, OPEN_WITHOUT_LOGIN } from './loginRedirect';
