// '@merchant' is the build's merchant folder (vite.config.ts alias); every merchant folder has the same shape.
declare module '@merchant/config' {
  export const merchant: import('@wl/ui/theme').MerchantConfig;
}
declare module '@merchant/theme.css' {
  export const light: string;
  export const dark: string;
}
declare module '@merchant/logo.svg' {
  const url: string;
  export default url;
}
