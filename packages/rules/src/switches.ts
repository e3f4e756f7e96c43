// The server's switches (spec §6 toggles and the spec §2 site setting `loginedToHomePage`): their names and settings
// tree nodes, shared by the site's boot (packages/flows, boot/features.ts), the merchant folders' defaults
// (packages/merchants, features.ts) and the sandbox that serves them.

/**
 * Every switch the site reads from the server, with the settings tree's node of each (openapi.yaml, GET
 * /wps/system/setting/tree). The merchant folder gives each a default (packages/merchants, features.ts).
 */
export const FEATURE_MOD_IDS = {
  usernameRegistration: 'REGISTER_USERNAME',
  mobileRegistration: 'REGISTER_MOBILE',
  smsVerification: 'REGISTER_SMS_VERIFICATION',
  /** Registration logs the new account in; off, the player logs in afterwards. */
  directRegistration: 'REGISTER_DIRECT',
  mobileCodeLogin: 'LOGIN_MOBILE_CODE',
  freePlay: 'LOGIN_FREE_PLAY',
  forcedPasswordChange: 'LOGIN_FORCE_PASSWORD_CHANGE',
  passwordChangeMail: 'PASSWORD_CHANGE_MAIL',
  passwordChangeVerification: 'PASSWORD_CHANGE_VERIFICATION',
  referral: 'REFERRAL',
  /** Spec §6 isShowAC: the site setting that shows the agent centre to agents (isAgent 1, 2, 41, 42). */
  agentCentre: 'AGENT_CENTRE',
} as const;

/**
 * A toggle of the tree, or the site setting `loginedToHomePage` (spec §2), which is a whitelabel flag: on, visitors
 * without a session are sent to /login from every page but /login, /register, /register.html, /helpmc and /download.
 */
export type SiteFeature = keyof typeof FEATURE_MOD_IDS | 'loginedToHomePage';

export type SiteFeatures = Record<SiteFeature, boolean>;
