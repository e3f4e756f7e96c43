import type { PGlite } from '@electric-sql/pglite';
import type { Hono } from 'hono';
import type { AreaHandlers, Deps } from '../types.ts';
import {
  confirmWithdrawal,
  createDeposit,
  createWithdrawal,
  getDepositSettings,
  getUplineTransferSettings,
  getWithdrawSettings,
  listCashierNotifications,
  listDeposits,
  listWithdrawals,
  markCashierNotificationsRead,
  transferToUpline,
  uploadCashierProof,
} from './cashierHandlers.ts';
import { mountCashierDevRoutes } from './cashierDevRoutes.ts';
import { seedCashierTables } from './cashierSeed.ts';

/** operationId → handler for the operations of openapi/src/cashier.yaml. */
export const cashierHandlers = {
  getDepositSettings,
  uploadCashierProof,
  createDeposit,
  listDeposits,
  getWithdrawSettings,
  createWithdrawal,
  listWithdrawals,
  confirmWithdrawal,
  getUplineTransferSettings,
  transferToUpline,
  listCashierNotifications,
  markCashierNotificationsRead,
} satisfies AreaHandlers;

/** The demo account's cashier history (once; after the wallet area's seed). */
export async function seedCashier(db: PGlite, now: number): Promise<void> {
  await seedCashierTables(db, now);
}

/** The back office's development routes under /sandbox/cashier; none in production. */
export function mountRoutes(app: Hono, deps: Deps, options: { devRoutes: boolean }): void {
  if (options.devRoutes) mountCashierDevRoutes(app, deps);
}
