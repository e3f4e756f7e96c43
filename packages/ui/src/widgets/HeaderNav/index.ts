export { HeaderNav, themeModes } from './HeaderNav';
export type { HeaderNavProps, NavLanguage, ThemeMode } from './HeaderNav';
