import type { PGlite } from '@electric-sql/pglite';
import type { Hono } from 'hono';
import { getChatUnreadCount, getChatUrl, getServiceLink } from './chat.ts';
import { mountChatPage } from './chatPage.ts';
import { mountPlatformDevRoutes } from './platformDevRoutes.ts';
import { submitFeedback } from './feedback.ts';
import {
  convertPoints,
  getPointBalance,
  getPointConfig,
  getPointConvertSettings,
  getPointRewards,
  getPointTransactions,
  getRedeemHistory,
  redeemPointReward,
} from './points.ts';
import { mountRewardArt } from './rewardArt.ts';
import { seedMissingHelpSections, seedPlatformTables } from './platformSeed.ts';
import {
  getDomainRoute,
  getHelpCenter,
  getRouters,
  getSettingsTree,
  getWhitelabel,
  updateLanguage,
} from './platformSystem.ts';
import type { Deps, AreaHandlers } from '../types.ts';

/** operationId → handler for the platform operations of openapi/src. */
export const platformHandlers = {
  getWhitelabel,
  getDomainRoute,
  getHelpCenter,
  submitFeedback,
  getSettingsTree,
  getRouters,
  updateLanguage,
  getChatUrl,
  getChatUnreadCount,
  getServiceLink,
  getPointBalance,
  getPointRewards,
  redeemPointReward,
  getRedeemHistory,
  getPointConfig,
  getPointTransactions,
  convertPoints,
  getPointConvertSettings,
} satisfies AreaHandlers;

/** Seeds this area's tables when they are empty (idempotent: an older data folder gets the new area on start). */
export async function seedPlatform(db: PGlite, now: number): Promise<void> {
  await seedPlatformTables(db, now);
  await seedMissingHelpSections(db);
}

/** The chat window and the reward art (the chat URL and rewards point at them); the redemption review in development. */
export function mountRoutes(app: Hono, deps: Deps, options: { devRoutes: boolean }): void {
  mountChatPage(app, deps);
  mountRewardArt(app, deps);
  if (options.devRoutes) mountPlatformDevRoutes(app, deps);
}
