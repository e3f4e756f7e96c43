import './global.css';

export { vars, type ThemeTokens } from './contract.css';
export { ThemeRoot, usePortalContainer, type ThemeRootProps } from './ThemeRoot';
