import type { PGlite } from '@electric-sql/pglite';
import type { Hono } from 'hono';
import type { Deps, Handler } from '../types.ts';

/** operationId → handler for the platform operations of openapi/src. */
export const platformHandlers: Record<string, Handler> = {};

/** Seeds this area's tables when they are empty (idempotent: an older data folder gets the new area on start). */
export async function seedPlatform(_db: PGlite, _now: number): Promise<void> {}

/** Routes outside the contract (art, development-only switches); `devRoutes` is false in production. */
export function mountRoutes(_app: Hono, _deps: Deps, _options: { devRoutes: boolean }): void {}
