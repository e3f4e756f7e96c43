import './global.css';

export { vars, type ThemeTokens } from './contract.css';
export { defaultScale } from './scale';
export { ThemeRoot, usePortalContainer, type ThemeRootProps } from './ThemeRoot';
export type { MerchantConfig } from './merchant';
