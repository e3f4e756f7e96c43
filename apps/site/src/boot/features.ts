// The feature toggles of this load (spec §6) and the site setting `loginedToHomePage`: the boot machine reads them
// from the settings tree and the whitelabel flags, with the merchant folder's values as defaults. Components read them
// with useFeatures() (Boot.tsx); route loaders, which run before anything renders, wait for them here.
import { merchant } from '@merchant/config';
import { merchantFeatures } from '@wl/merchants/features';
import type { SiteFeatures } from '@wl/flows';

/** The merchant folder's values: what a switch is when the server names it nowhere. */
export const merchantDefaults: SiteFeatures = merchantFeatures(merchant);

let current: SiteFeatures | null = null;
let settle: (features: SiteFeatures) => void = () => {};
const first = new Promise<SiteFeatures>((resolve) => (settle = resolve));

/** Boot: the toggles of this load are known (again after a maintenance page, which loads them anew). */
export function publishFeatures(features: SiteFeatures): void {
  current = features;
  settle(features);
}

/** The toggles of this load, once the boot has them. */
export function bootFeatures(): Promise<SiteFeatures> {
  return current ? Promise.resolve(current) : first;
}
