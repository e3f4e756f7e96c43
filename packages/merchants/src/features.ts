// The toggles of spec §6 and the site setting `loginedToHomePage` as a merchant folder gives them: only defaults.
// The site reads the server's settings tree and whitelabel flags at boot, and a switch the server names wins
// (packages/flows, boot/features.ts).
import type { SiteFeatures } from '@wl/rules';

/** Every switch the site reads from the server (what each means: packages/rules, switches.ts). */
export type MerchantFeatures = SiteFeatures;

/** What a switch is when neither the server nor the merchant folder says. */
export const DEFAULT_FEATURES: MerchantFeatures = {
  usernameRegistration: true,
  mobileRegistration: false,
  smsVerification: false,
  directRegistration: true,
  mobileCodeLogin: false,
  freePlay: false,
  forcedPasswordChange: true,
  passwordChangeMail: true,
  passwordChangeVerification: false,
  referral: false,
  agentCentre: false,
  loginedToHomePage: false,
};

/** A merchant's defaults: its folder's values over DEFAULT_FEATURES. */
export function merchantFeatures(config: { features?: Partial<MerchantFeatures> }): MerchantFeatures {
  return { ...DEFAULT_FEATURES, ...config.features };
}
