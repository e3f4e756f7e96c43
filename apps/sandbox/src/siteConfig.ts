// What the permission call tells the shell about this (fictional) merchant, besides the live system status,
// the public key and the caller's location.
import { FEATURE_MOD_IDS } from '@wl/rules';
import type { Schemas } from './types.ts';
import type { RegistrationOptions } from './accounts/registrationSettings.ts';

/**
 * The merchant's whitelabel flags as seeded. CBS3 is a flag of its own; the others seed settings-tree nodes
 * (platform/platformSeedData.ts), which then hold them (base/switches.ts).
 */
export const MERCHANT_FLAGS = {
  /** Chat service on. */
  CBS3: true,
  freePlay: true,
  directRegistration: true,
  referral: true,
  agentCentre: true,
} as const satisfies Record<string, boolean>;

/**
 * The switches of the registration settings (registration_options, seeded from accounts/seedData.ts) are the one
 * source of truth: the registration, SMS and login calls obey them, and every call that shows them reads them there.
 */
type RegistrationSwitch = {
  [K in keyof RegistrationOptions]: RegistrationOptions[K] extends boolean ? K : never;
}[keyof RegistrationOptions];

/** The settings-tree switches the whitelabel flags repeat, by flag name (the tree holds them). */
export const WHITELABEL_TREE_FLAGS: Record<string, string> = Object.fromEntries(
  (
    [
      'freePlay',
      'directRegistration',
      'referral',
      'agentCentre',
      'smsVerification',
      'forcedPasswordChange',
      'mobileCodeLogin',
    ] as const
  ).map((flag) => [flag, FEATURE_MOD_IDS[flag]]),
);

/** The permission call's `register`: which registration types the site offers. */
export function registerTypes(options: RegistrationOptions) {
  return { usernameEnabled: options.registerEnabled, mobileReg: options.registerMobileEnabled };
}

/** Settings-tree nodes (platform seedData) that show a registration switch rather than a flag of their own. */
export const REGISTRATION_SETTING_NODES: Record<string, RegistrationSwitch> = {
  REGISTER_USERNAME: 'registerEnabled',
  REGISTER_MOBILE: 'registerMobileEnabled',
  REGISTER_SMS_VERIFICATION: 'smsVerification',
  LOGIN_MOBILE_CODE: 'mobileCodeLogin',
  LOGIN_FORCE_PASSWORD_CHANGE: 'forcedPasswordChange',
};

export const RESOURCES = [
  {
    resourceType: 'LINE',
    url: 'https://line.me/R/ti/p/@wl-sandbox',
    qrCodeUrl: 'https://line.me/R/ti/p/@wl-sandbox',
    labelNameEn: 'LINE',
  },
  { resourceType: 'AFFILIATE', url: 'https://affiliate.example.com/', labelNameEn: 'Affiliate' },
  // The app download page and modal: the Android package, the iOS app and its configuration profile (qrCodeUrl).
  { resourceType: 'ANDROID', url: 'https://download.example.com/app/sandbox.apk', labelNameEn: 'Android app' },
  {
    resourceType: 'IOS',
    url: 'https://download.example.com/app/sandbox-ios',
    qrCodeUrl: 'https://download.example.com/app/sandbox.mobileconfig',
    labelNameEn: 'iOS app',
  },
];

export const CUSTOMER_SERVICE: Schemas['CustomerService'][] = [
  { csType: 'LIVECHAT', path: 'https://livechat.example.com/chat?merchant=sandbox' },
  { csType: 'TELEGRAM', path: 'https://t.me/wl_sandbox_support' },
  { csType: 'VIP', path: 'https://vip.example.com/sandbox' },
];

export const ANALYTICS = { id: 'G-SANDBOX0000' };
export const IMAGE_CDNS = ['/sandbox/assets'];
export const LAUNCH_GAME_CDNS = ['/sandbox/launch'];
export const COUNTRY_CODE = 'TH';

export const MAINTENANCE_PAGE = {
  title: 'System maintenance notice',
  info: 'We are upgrading our system to serve you better. Please come back shortly. Thank you for your patience.',
};

export const REGION_RESTRICTION_PAGE = {
  title: 'Access restricted by location or IP',
  info: 'Our service is not available in your region. If you think this is a mistake, please contact customer service.',
};
