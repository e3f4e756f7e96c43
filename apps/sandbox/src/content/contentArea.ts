import type { PGlite } from '@electric-sql/pglite';
import type { Hono } from 'hono';
import { mountArtRoutes } from './art/artRoutes.ts';
import { getAnnouncements, getPromotionDetail } from './contentHandlers.ts';
import { seedContentTables } from './contentSeed.ts';
import { mountHostileContentRoutes } from './hostileContent.ts';
import type { Deps, AreaHandlers } from '../types.ts';

/** operationId → handler for the content operations (announcements, banners, promotions) and the art of openapi/src. */
export const contentHandlers = { getAnnouncements, getPromotionDetail } satisfies AreaHandlers;

/** Seeds this area's tables when they are empty (idempotent: an older data folder gets the new area on start). */
export async function seedContent(db: PGlite, now: number): Promise<void> {
  await seedContentTables(db, now);
}

/**
 * The image host (generated art), mounted in production too: the permission call names it as the image CDN; in
 * development the hostile content switch.
 */
export function mountRoutes(app: Hono, deps: Deps, options: { devRoutes: boolean }): void {
  mountArtRoutes(app);
  if (options.devRoutes) mountHostileContentRoutes(app, deps);
}
