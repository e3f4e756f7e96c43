import type { MerchantConfig } from '../types';

export const merchant: MerchantConfig = {
  code: 'MEKONG',
  name: 'Mekong Palace',
  languages: ['TY', 'EN', 'VI'],
  defaultLanguage: 'TY',
  // This merchant follows the device's theme, and asks every visitor to log in first (unless its site setting says
  // otherwise).
  forceLightOnLoad: false,
  timeZone: 'Asia/Bangkok',
  // what this merchant's backend turns on (the sandbox plays it): the prerendered pages show them before it answers
  features: { loginedToHomePage: true, freePlay: true, referral: true, agentCentre: true },
  contact: {
    line: 'https://line.me/R/ti/p/@mekongpalace',
    email: 'care@mekongpalace.example',
  },
};
