// The toggles of spec §6 and the site setting `loginedToHomePage` as a merchant folder gives them: only defaults.
// The site reads the server's settings tree and whitelabel flags at boot, and a switch the server names wins
// (packages/flows, boot/features.ts).

/** Every switch the site reads from the server, with the merchant's default. */
export interface MerchantFeatures {
  usernameRegistration: boolean;
  mobileRegistration: boolean;
  smsVerification: boolean;
  /** Registration logs the new account in; off, the player logs in afterwards. */
  directRegistration: boolean;
  mobileCodeLogin: boolean;
  freePlay: boolean;
  forcedPasswordChange: boolean;
  passwordChangeMail: boolean;
  passwordChangeVerification: boolean;
  referral: boolean;
  /**
   * Spec §2 `loginedToHomePage`: visitors without a session are sent to /login from every page but /login,
   * /register, /register.html, /helpmc and /download.
   */
  loginedToHomePage: boolean;
}

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
  loginedToHomePage: false,
};

/** A merchant's defaults: its folder's values over DEFAULT_FEATURES. */
export function merchantFeatures(config: { features?: Partial<MerchantFeatures> }): MerchantFeatures {
  return { ...DEFAULT_FEATURES, ...config.features };
}
