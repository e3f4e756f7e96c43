import type { PGlite } from '@electric-sql/pglite';
import type { Hono } from 'hono';
import type { AreaHandlers, Deps } from '../../types.ts';
import { teamOperationHandlers } from './teamHandlers.ts';
import { seedTeamTables } from './teamSeed.ts';

/** operationId → handler for this part's operations of openapi/src/agent-centre.yaml. */
export const teamHandlers = teamOperationHandlers satisfies AreaHandlers;

/** Seeds this part's tables when they are empty (idempotent): rebate rates of the seeded team, the agent's links. */
export async function seedTeam(db: PGlite, now: number): Promise<void> {
  await seedTeamTables(db, now);
}

/** Routes outside the contract; `devRoutes` is false in production. The team has none. */
export function mountTeamRoutes(_app: Hono, _deps: Deps, _options: { devRoutes: boolean }): void {}
