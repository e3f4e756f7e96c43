// '@merchant' is the build's merchant folder (vite.config.ts alias); every merchant folder has the same shape.
declare module '@merchant/config' {
  import type { MerchantConfig } from '@wl/ui/theme';
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
