import './global.css';

export { vars, type ThemeTokens } from './contract.css';
export { corner, dockedScreen } from './corner';
export { ThemeRoot, usePortalContainer, type ThemeRootProps } from './ThemeRoot';
