// The agent centre's reports (openapi/src/agent-centre.yaml): team overview, team betting, profit and loss per
// member, the agent's income, the team's transactions and the announcements. Each: an agent only (NOT_AGENT), the
// range and time zone checked (400, nothing read), an `account` only within the caller's team (DOWNLINE_NOT_FOUND).
import type { PGlite } from '@electric-sql/pglite';
import type { Hono } from 'hono';
import { contentLanguage } from '../../content/contentLanguage.ts';
import { fail, ok } from '../../envelope.ts';
import type { GameCategory } from '../../games/gamesConstants.ts';
import { settleDueSlips } from '../../records/bets.ts';
import { accountRecords, betOrders } from '../../records/recordsStore.ts';
import type { AreaHandlers, Deps, Handler, Schemas } from '../../types.ts';
import { seedReportsTables } from './reportsSeed.ts';
import { pagingOf, rangeOf, scopeOf, timeZoneOf } from './reportsScope.ts';
import { agentAnnouncements, agentIncome, teamOverview, teamProfitLoss } from './reportsStore.ts';

const getTeamOverview: Handler<'getTeamOverview'> = async (c, deps) => {
  const read = rangeOf(c, deps);
  if ('reply' in read) return read.reply;
  const zone = await timeZoneOf(c, deps);
  if ('reply' in zone) return zone.reply;
  const scoped = await scopeOf(c, deps);
  if ('reply' in scoped) return scoped.reply;
  if ('failure' in scoped) return fail(c, scoped.failure);
  const { agentId, members } = scoped.scope;
  await settleDueSlips(deps.db, deps.now(), { all: true });
  return ok(c, await teamOverview(deps.db, agentId, members, read.range, zone.timeZone));
};

const getTeamBetOrders: Handler<'getTeamBetOrders'> = async (c, deps) => {
  const read = rangeOf(c, deps);
  if ('reply' in read) return read.reply;
  const scoped = await scopeOf(c, deps);
  if ('reply' in scoped) return scoped.reply;
  if ('failure' in scoped) return fail(c, scoped.failure);
  const { members } = scoped.scope;
  await settleDueSlips(deps.db, deps.now(), { all: true });
  const vendor = c.req.query('vendor');
  const filter = {
    memberId: members.map((m) => m.id),
    ...read.range,
    category: c.req.query('category') as GameCategory,
    settled: c.req.query('settled') !== 'false',
    ...(vendor ? { vendor } : {}),
  };
  const { page, memberIds } = await betOrders(deps.db, filter, pagingOf(c));
  const byId = new Map(members.map((m) => [m.id, m]));
  return ok(c, {
    ...page,
    list: page.list.map((order, i) => {
      const member = byId.get(memberIds[i]!)!;
      return { ...order, account: member.account, upline: member.upline };
    }),
  });
};

const getTeamProfitLoss: Handler<'getTeamProfitLoss'> = async (c, deps) => {
  const read = rangeOf(c, deps);
  if ('reply' in read) return read.reply;
  const scoped = await scopeOf(c, deps);
  if ('reply' in scoped) return scoped.reply;
  if ('failure' in scoped) return fail(c, scoped.failure);
  await settleDueSlips(deps.db, deps.now(), { all: true });
  return ok(c, await teamProfitLoss(deps.db, scoped.scope.members, read.range, pagingOf(c)));
};

const getAgentIncome: Handler<'getAgentIncome'> = async (c, deps) => {
  const read = rangeOf(c, deps);
  if ('reply' in read) return read.reply;
  const zone = await timeZoneOf(c, deps);
  if ('reply' in zone) return zone.reply;
  const scoped = await scopeOf(c, deps);
  if ('reply' in scoped) return scoped.reply;
  if ('failure' in scoped) return fail(c, scoped.failure);
  return ok(c, await agentIncome(deps.db, scoped.scope.agentId, read.range, zone.timeZone));
};

const getTeamTransactions: Handler<'getTeamTransactions'> = async (c, deps) => {
  const read = rangeOf(c, deps);
  if ('reply' in read) return read.reply;
  const scoped = await scopeOf(c, deps);
  if ('reply' in scoped) return scoped.reply;
  if ('failure' in scoped) return fail(c, scoped.failure);
  const { members } = scoped.scope;
  const type = c.req.query('type') as Schemas['AccountRecordType'] | undefined;
  const range = { memberId: members.map((m) => m.id), ...read.range, ...(type ? { type } : {}) };
  const { page, memberIds } = await accountRecords(deps.db, range, pagingOf(c));
  const byId = new Map(members.map((m) => [m.id, m]));
  return ok(c, {
    ...page,
    list: page.list.map(({ balanceAfter: _balance, ...row }, i) => {
      const member = byId.get(memberIds[i]!)!;
      return { ...row, account: member.account, upline: member.upline };
    }),
  });
};

const getAgentAnnouncements: Handler<'getAgentAnnouncements'> = async (c, deps) => {
  const scoped = await scopeOf(c, deps);
  if ('reply' in scoped) return scoped.reply;
  if ('failure' in scoped) return fail(c, scoped.failure);
  const language = contentLanguage(undefined, c.req.header('accept-language')) === 'th' ? 'th' : 'en';
  return ok(c, await agentAnnouncements(deps.db, language, deps.now(), pagingOf(c)));
};

/** operationId → handler for this part's operations of openapi/src/agent-centre.yaml. */
export const reportsHandlers = {
  getTeamOverview,
  getTeamBetOrders,
  getTeamProfitLoss,
  getAgentIncome,
  getTeamTransactions,
  getAgentAnnouncements,
} satisfies AreaHandlers;

/** The announcements, and the seeded team's bets and cashier orders as the reports read them (once). */
export async function seedReports(db: PGlite, now: number): Promise<void> {
  await seedReportsTables(db, now);
}

/** Routes outside the contract; `devRoutes` is false in production. */
export function mountReportsRoutes(_app: Hono, _deps: Deps, _options: { devRoutes: boolean }): void {}
