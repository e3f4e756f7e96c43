import type { PGlite } from '@electric-sql/pglite';
import type { Hono } from 'hono';
import type { Deps, AreaHandlers } from '../types.ts';
import { devRoutes } from './baseDevRoutes.ts';
import { seedIfEmpty } from './demoAccounts.ts';
import { getMemberInfo } from './memberHandlers.ts';
import { getCaptcha, logout } from './sessionHandlers.ts';
import { getPermission, getSystemStatusHandler } from './systemHandlers.ts';

/**
 * operationId → handler for the operations of openapi/src/base.yaml but the v1 login (accounts has every login) and
 * the balance (the wallet area's).
 */
export const baseHandlers = {
  getPermission,
  getSystemStatus: getSystemStatusHandler,
  getCaptcha,
  logout,
  getMemberInfo,
} satisfies AreaHandlers;

/** The demo accounts (members, wallets) every other area's seed builds on; runs first. */
export async function seedBase(db: PGlite, now: number): Promise<void> {
  await seedIfEmpty(db, now);
}

/** The development switches under /sandbox (system status, captcha answer, throttle reset); none in production. */
export function mountRoutes(app: Hono, deps: Deps, options: { devRoutes: boolean }): void {
  if (options.devRoutes) app.route('/sandbox', devRoutes(deps));
}
