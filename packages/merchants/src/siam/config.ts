import type { MerchantConfig } from '../types';

export const merchant: MerchantConfig = {
  code: 'SIAM',
  name: 'Siam Royal',
  languages: ['EN', 'TY', 'CN', 'VI', 'JA'],
  defaultLanguage: 'EN',
  forceLightOnLoad: true,
  timeZone: 'Asia/Bangkok',
  // what this merchant's backend turns on (the sandbox plays it): the prerendered pages show them before it answers
  features: { freePlay: true, referral: true, agentCentre: true },
  // the sandbox plays the phone-code provider (apps/sandbox/src/accounts/phoneProvider.ts)
  phoneVerification: { endpoint: '/sandbox/phone-auth' },
  contact: {
    telegram: 'https://t.me/siamroyal_support',
    line: 'https://line.me/R/ti/p/@siamroyal',
    email: 'support@siamroyal.example',
  },
};
