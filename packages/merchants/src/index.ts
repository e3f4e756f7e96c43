// Every merchant folder, for Storybook and the tests. The site never imports this entry: it imports its build's
// merchant alone (`@wl/merchants/<code>/config`, through the `@merchant` alias of apps/site/vite.config.ts).
// A new folder `src/<code>/` with the four files below is picked up here, so Storybook and the contrast checks see it.
import type { MerchantConfig, MerchantTokens } from './types';

export type { MerchantConfig, MerchantTokens } from './types';
export { DEFAULT_FEATURES, merchantFeatures, type MerchantFeatures } from './features';

export interface Merchant {
  /** The folder name: what `MERCHANT=<folder>` builds and Storybook's toolbar offers. */
  folder: string;
  config: MerchantConfig;
  tokens: MerchantTokens;
  /** The theme classes made from the tokens (`theme.css.ts`). */
  theme: { light: string; dark: string };
  /** The address of `logo.svg`. */
  logo: string;
}

const folderOf = (path: string) => path.split('/').at(-2)!;
const byFolder = <T>(modules: Record<string, T>): Record<string, T> =>
  Object.fromEntries(Object.entries(modules).map(([path, value]) => [folderOf(path), value]));

const configs = byFolder(import.meta.glob<MerchantConfig>('./*/config.ts', { eager: true, import: 'merchant' }));
const tokens = byFolder(import.meta.glob<MerchantTokens>('./*/tokens.ts', { eager: true, import: 'tokens' }));
const themes = byFolder(import.meta.glob<{ light: string; dark: string }>('./*/theme.css.ts', { eager: true }));
const logos = byFolder(import.meta.glob<string>('./*/logo.svg', { eager: true, query: '?url', import: 'default' }));

/** Every merchant by folder name, in folder order. */
export const merchants: Readonly<Record<string, Merchant>> = Object.fromEntries(
  Object.keys(configs)
    .sort()
    .map((folder) => {
      const merchant = {
        folder,
        config: configs[folder],
        tokens: tokens[folder],
        theme: themes[folder],
        logo: logos[folder],
      };
      for (const [file, value] of Object.entries(merchant))
        if (value === undefined) throw new Error(`packages/merchants/src/${folder}: ${file} is missing`);
      return [folder, merchant as Merchant];
    }),
);

export const merchantFolders: readonly string[] = Object.keys(merchants);
