import type { MerchantConfig } from '../types';

export const merchant: MerchantConfig = {
  code: 'LAGOON',
  name: 'Lagoon Play',
  languages: ['EN', 'TY', 'ID', 'PH'],
  defaultLanguage: 'EN',
  forceLightOnLoad: true,
  timeZone: 'Asia/Bangkok',
  // what this merchant's backend turns on (the sandbox plays it): the prerendered pages show them before it answers
  features: { freePlay: true, referral: true, agentCentre: true },
  contact: {
    whatsapp: 'https://wa.me/66000000000',
    line: 'https://line.me/R/ti/p/@lagoonplay',
    email: 'help@lagoonplay.example',
  },
};
