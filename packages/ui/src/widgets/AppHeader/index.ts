export { AppHeader } from './AppHeader';
export type { AppHeaderProps, HeaderLanguage, HeaderLinkProps } from './AppHeader';
