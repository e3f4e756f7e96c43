import type { PGlite } from '@electric-sql/pglite';
import type { Hono } from 'hono';
import type { AreaHandlers, Deps } from '../../types.ts';

/** operationId → handler for this part's operations of openapi/src/agent-centre.yaml. */
export const settlementsHandlers = {} satisfies AreaHandlers;

/** Seeds this part's tables when they are empty (idempotent). */
export async function seedSettlements(_db: PGlite, _now: number): Promise<void> {}

/** Routes outside the contract; `devRoutes` is false in production. */
export function mountSettlementsRoutes(_app: Hono, _deps: Deps, _options: { devRoutes: boolean }): void {}
