// What the permission call tells the shell about this (fictional) merchant, besides the live system status,
// the public key and the caller's location.

export const WHITELABEL_FLAGS: Record<string, boolean> = {
  /** Chat service on. */
  CBS3: true,
  freePlay: true,
  smsVerification: false,
  forcedPasswordChange: true,
  mobileCodeLogin: false,
  directRegistration: true,
  referral: true,
};

export const REGISTER = { usernameEnabled: true, mobileReg: true };

export const RESOURCES = [
  {
    resourceType: 'LINE',
    url: 'https://line.me/R/ti/p/@wl-sandbox',
    qrCodeUrl: 'https://line.me/R/ti/p/@wl-sandbox',
    labelNameEn: 'LINE',
  },
  { resourceType: 'AFFILIATE', url: 'https://affiliate.example.com/', labelNameEn: 'Affiliate' },
];

export const CUSTOMER_SERVICE = [
  { csType: 'LIVECHAT', path: 'https://livechat.example.com/chat?merchant=sandbox' },
  { csType: 'TELEGRAM', path: 'https://t.me/wl_sandbox_support' },
  { csType: 'VIP', path: 'https://vip.example.com/sandbox' },
] as const;

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
