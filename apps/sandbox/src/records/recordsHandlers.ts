// The member centre's records (openapi/src/records.yaml). Each read: the range checked first by the form's own rule
// (@wl/rules recordRangeProblem: 400, nothing read), then the member's sports slips whose events have ended settled
// by the sandbox clock, then one page and its totals.
import { recordRangeProblem } from '@wl/rules';
import { badRequest, ok, type ErrorEnvelope } from '../envelope.ts';
import type { GameCategory } from '../games/gamesConstants.ts';
import type { Deps, OperationContext, Reply, RequestContext, Schemas } from '../types.ts';
import { settleDueSlips } from './bets.ts';
import { accountRecordPage, betOrderPage, bonusDetailPage, personalProfit, type Range } from './recordsStore.ts';
import { RECORD_PAGE_SIZE } from '@wl/rules';

export const RANGE_MESSAGES = {
  missing: 'startTime: a start and an end time are required',
  reversed: 'endTime: must be after startTime',
  tooLong: 'endTime: the range is longer than allowed',
  tooOld: 'startTime: records are kept for a limited time',
} as const;

/** The member's range from the query, or the 400 to answer (the contract has checked the instants' format). */
async function rangeOf(
  c: RequestContext,
  { db, now }: Deps,
): Promise<{ range: Range } | { reply: Reply<ErrorEnvelope, 400> }> {
  const start = Date.parse(c.req.query('startTime') ?? '');
  const end = Date.parse(c.req.query('endTime') ?? '');
  const problem = recordRangeProblem(start, end, now());
  if (problem) return { reply: badRequest(c, RANGE_MESSAGES[problem]) };
  const memberId = c.get('session')!.memberId;
  await settleDueSlips(db, now(), { memberId });
  return { range: { memberId, start: new Date(start), end: new Date(end) } };
}

function pagingOf(c: OperationContext<'getBetOrders' | 'getAccountRecords' | 'getBonusDetails'>) {
  return { pageNo: Number(c.req.query('pageNo') ?? 1), pageSize: Number(c.req.query('pageSize') ?? RECORD_PAGE_SIZE) };
}

export async function getBetOrders(c: OperationContext<'getBetOrders'>, deps: Deps) {
  const read = await rangeOf(c, deps);
  if ('reply' in read) return read.reply;
  const vendor = c.req.query('vendor');
  const orderNo = c.req.query('orderNo');
  const filter = {
    ...read.range,
    category: c.req.query('category') as GameCategory,
    settled: c.req.query('settled') !== 'false',
    ...(vendor ? { vendor } : {}),
    ...(orderNo ? { orderNo } : {}),
  };
  return ok(c, await betOrderPage(deps.db, filter, pagingOf(c)));
}

export async function getAccountRecords(c: OperationContext<'getAccountRecords'>, deps: Deps) {
  const read = await rangeOf(c, deps);
  if ('reply' in read) return read.reply;
  const type = c.req.query('type') as Schemas['AccountRecordType'] | undefined;
  return ok(c, await accountRecordPage(deps.db, { ...read.range, ...(type ? { type } : {}) }, pagingOf(c)));
}

export async function getPersonalProfit(c: OperationContext<'getPersonalProfit'>, deps: Deps) {
  const read = await rangeOf(c, deps);
  if ('reply' in read) return read.reply;
  return ok(c, await personalProfit(deps.db, read.range));
}

export async function getBonusDetails(c: OperationContext<'getBonusDetails'>, deps: Deps) {
  const read = await rangeOf(c, deps);
  if ('reply' in read) return read.reply;
  return ok(c, await bonusDetailPage(deps.db, read.range, pagingOf(c)));
}
