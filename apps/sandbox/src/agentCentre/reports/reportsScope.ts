// Who may read the agent centre's reports and over whom: the caller must be an agent (NOT_AGENT otherwise, nothing
// read); the team is everyone below them (walletAgent/team.ts); an `account` narrows a report to one of them, and a
// name outside the team answers DOWNLINE_NOT_FOUND exactly as an unknown one. Ranges are the records' (@wl/rules
// recordRangeProblem: 400, nothing read); a time zone PostgreSQL does not know is a 400 as well.
import { AGENT_PAGE_SIZE, recordRangeProblem } from '@wl/rules';
import { badRequest, error, MESSAGES, type ErrorEnvelope, type Message } from '../../envelope.ts';
import { findMemberById } from '../../store/memberRecords.ts';
import type { Deps, Reply, RequestContext } from '../../types.ts';
import { isAgent } from '../../walletAgent/contracts.ts';
import { teamMembers, type TeamMember } from '../../walletAgent/team.ts';
import { WALLET_AGENT_MESSAGES } from '../../walletAgent/walletAgentConstants.ts';
import { RANGE_MESSAGES } from '../../records/recordsHandlers.ts';
import type { Paging } from '../../records/recordsStore.ts';

/** Business failures of the reports (the contract's codes; NOT_AGENT is spec §8's text). */
export const REPORT_MESSAGES = {
  notAgent: WALLET_AGENT_MESSAGES.notAgent,
  downlineNotFound: { message: 'This account is not in your team', code: 'DOWNLINE_NOT_FOUND' },
} as const satisfies Record<string, Message>;

export interface Scope {
  agentId: number;
  /** The whole team, or just the member `account` named. */
  members: TeamMember[];
}

type Refusal = { reply: Reply<ErrorEnvelope, 401> } | { failure: Message };

/** The calling agent and their team (narrowed to `account` when the query names one). */
export async function scopeOf(c: RequestContext, { db }: Deps): Promise<{ scope: Scope } | Refusal> {
  const member = await findMemberById(db, c.get('session')!.memberId);
  if (!member) return { reply: error(c, 401, MESSAGES.unauthorized.message, MESSAGES.unauthorized.code) };
  if (!isAgent(member.is_agent)) return { failure: REPORT_MESSAGES.notAgent };
  const team = await teamMembers(db, member.id);
  const account = c.req.query('account');
  if (account === undefined) return { scope: { agentId: member.id, members: team } };
  const one = team.find((m) => m.account.toLowerCase() === account.toLowerCase());
  return one ? { scope: { agentId: member.id, members: [one] } } : { failure: REPORT_MESSAGES.downlineNotFound };
}

export interface Range {
  start: Date;
  end: Date;
}

/** The range of the query, or the 400 to answer (the contract has checked the instants' format). */
export function rangeOf(c: RequestContext, { now }: Deps): { range: Range } | { reply: Reply<ErrorEnvelope, 400> } {
  const start = Date.parse(c.req.query('startTime') ?? '');
  const end = Date.parse(c.req.query('endTime') ?? '');
  const problem = recordRangeProblem(start, end, now());
  if (problem) return { reply: badRequest(c, RANGE_MESSAGES[problem]) };
  return { range: { start: new Date(start), end: new Date(end) } };
}

/** The IANA zone the days are cut in (UTC when left out), or the 400 when PostgreSQL does not know it. */
export async function timeZoneOf(
  c: RequestContext,
  { db }: Deps,
): Promise<{ timeZone: string } | { reply: Reply<ErrorEnvelope, 400> }> {
  const timeZone = c.req.query('timeZone') ?? 'UTC';
  const { rows } = await db.query('SELECT 1 FROM pg_timezone_names WHERE name = $1', [timeZone]);
  return rows.length > 0 ? { timeZone } : { reply: badRequest(c, 'timeZone: not a time zone') };
}

/** The agent centre's paging (the contract bounds both numbers). */
export function pagingOf(c: RequestContext): Paging {
  return {
    pageNo: Number(c.req.query('pageNo') ?? 1),
    pageSize: Number(c.req.query('pageSize') ?? AGENT_PAGE_SIZE),
  };
}
