/** Merchants with a folder here; Storybook offers each in its toolbar. The site builds one, chosen in vite.config.ts. */
export const merchantCodes = ['siam', 'lagoon'] as const;
export type MerchantCode = (typeof merchantCodes)[number];
