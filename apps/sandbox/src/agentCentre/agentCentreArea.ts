// The agent centre (issue 15, openapi/src/agent-centre.yaml) in three parts: the team (registering downlines,
// affiliate links, the downline tree, transfers and promotion), the reports (overview, team betting, P&L, income,
// downline transactions, announcements) and the contract settlements (salary and dividend payouts).
import type { PGlite } from '@electric-sql/pglite';
import type { Hono } from 'hono';
import type { Deps } from '../types.ts';
import { mountTeamRoutes, seedTeam, teamHandlers } from './team/teamPart.ts';
import { mountReportsRoutes, reportsHandlers, seedReports } from './reports/reportsPart.ts';
import { mountSettlementsRoutes, seedSettlements, settlementsHandlers } from './settlements/settlementsPart.ts';

export const agentCentreHandlers = { ...teamHandlers, ...reportsHandlers, ...settlementsHandlers };

export async function seedAgentCentre(db: PGlite, now: number): Promise<void> {
  await seedTeam(db, now);
  await seedReports(db, now);
  await seedSettlements(db, now);
}

export function mountRoutes(app: Hono, deps: Deps, options: { devRoutes: boolean }): void {
  mountTeamRoutes(app, deps, options);
  mountReportsRoutes(app, deps, options);
  mountSettlementsRoutes(app, deps, options);
}
