export { RegisterPage } from './RegisterPage';
export type { RegisterBanner, RegisterPageLinkProps, RegisterPageProps } from './RegisterPage';
