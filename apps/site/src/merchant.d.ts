// '@merchant' is the build's merchant folder in packages/merchants (vite.config.ts alias: `@merchant/<file>` is
// `@wl/merchants/<MERCHANT>/<file>`); every merchant folder has the same shape.
declare module '@merchant/config' {
  import type { MerchantConfig } from '@wl/merchants/types';
  export const merchant: MerchantConfig;
}
declare module '@merchant/theme.css' {
  export const light: string;
  export const dark: string;
}
declare module '@merchant/logo.svg' {
  const url: string;
  export default url;
}
