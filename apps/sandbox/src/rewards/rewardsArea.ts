import type { PGlite } from '@electric-sql/pglite';
import type { Hono } from 'hono';
import type { AreaHandlers, Deps } from '../types.ts';
import {
  applyPromotion,
  claimPromotion,
  getAvailablePromotions,
  getPlayerRankProgress,
  joinPromotion,
} from './rewardsHandlers.ts';
import { mountRewardsDevRoutes } from './rewardsDevRoutes.ts';
import { seedRewardsTables } from './rewardsSeed.ts';

/** operationId → handler for the operations of openapi/src/rewards.yaml. */
export const rewardsHandlers = {
  getPlayerRankProgress,
  getAvailablePromotions,
  joinPromotion,
  claimPromotion,
  applyPromotion,
} satisfies AreaHandlers;

/** The rank table and the demo's activities (once; after the base area's members). */
export async function seedRewards(db: PGlite, now: number): Promise<void> {
  await seedRewardsTables(db, now);
}

/** The back office's decisions on applications under /sandbox/rewards; none in production. */
export function mountRoutes(app: Hono, deps: Deps, options: { devRoutes: boolean }): void {
  if (options.devRoutes) mountRewardsDevRoutes(app, deps);
}
