import type { PGlite } from '@electric-sql/pglite';
import type { Hono } from 'hono';
import type { Deps, AreaHandlers } from '../types.ts';
import {
  claimRafflePromotion,
  getBalance,
  getConsolidated,
  getMerchantWallets,
  processDailySalaryContract,
  processDividendRequest,
  processHourlySalaryContract,
  processRealtimeSalaryContract,
  recallAllWallets,
  walletTransfer,
} from './walletAgentHandlers.ts';
import { seedWalletAgentTables } from './walletAgentSeed.ts';

/** operationId → handler for the walletAgent operations of openapi/src. */
export const walletAgentHandlers = {
  getBalance,
  walletTransfer,
  recallAllWallets,
  getMerchantWallets,
  getConsolidated,
  processDividendRequest,
  processDailySalaryContract,
  processHourlySalaryContract,
  processRealtimeSalaryContract,
  claimRafflePromotion,
} satisfies AreaHandlers;

/** Seeds this area's tables when they are empty (idempotent: an older data folder gets the new area on start). */
export async function seedWalletAgent(db: PGlite, now: number): Promise<void> {
  await seedWalletAgentTables(db, now);
}

/** Routes outside the contract (art, development-only switches); `devRoutes` is false in production. */
export function mountRoutes(_app: Hono, _deps: Deps, _options: { devRoutes: boolean }): void {}
