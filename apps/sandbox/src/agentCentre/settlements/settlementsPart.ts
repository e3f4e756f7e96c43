// The contract settlements (openapi getContractSettlements): what the caller received under their own contracts
// with their upline, or paid under their contracts with their downlines, one kind at a time. Every read runs the
// settlements the clock has made due first (settlements.ts), so a completed period shows on the next read. The
// development route POST /sandbox/agent/settle runs the most recent completed period now.
import type { PGlite } from '@electric-sql/pglite';
import type { Hono } from 'hono';
import { AGENT_PAGE_SIZE, recordRangeProblem } from '@wl/rules';
import { badRequest, ok, plainOk } from '../../envelope.ts';
import type { Paging } from '../../records/recordsStore.ts';
import type { AreaHandlers, Deps, Handler, Schemas } from '../../types.ts';
import { toMoney, toMinor } from '../../store/ledger.ts';
import { CONTRACT_KINDS, type ContractKind } from '../../walletAgent/walletAgentConstants.ts';
import { RANGE_MESSAGES } from '../../records/recordsHandlers.ts';
import { runDueSettlements, selectSettlements, settleNow } from './settlements.ts';
import { seedSettlementTables } from './settlementsSeed.ts';

export type SettlementSide = 'received' | 'paid';

/** One page of the member's settlements of a kind on one side, newest first, with the range's paid total. */
export async function settlementPage(
  db: PGlite,
  filter: { memberId: number; kind: ContractKind; side: SettlementSide; start: Date; end: Date },
  { pageNo, pageSize }: Paging,
): Promise<Schemas['ContractSettlementPage']> {
  const party = filter.side === 'received' ? 's.downline_id' : 's.upline_id';
  const where = `${party} = $1 AND s.kind = $2 AND s.settled_at >= $3 AND s.settled_at < $4`;
  const params = [filter.memberId, filter.kind, filter.start, filter.end];
  const totals = await db.query<{ count: number; paid: string }>(
    `SELECT count(*)::int AS count, coalesce(sum(s.amount) FILTER (WHERE s.status = 'paid'), 0)::text AS paid
       FROM contract_settlements s WHERE ${where}`,
    params,
  );
  const { count, paid } = totals.rows[0]!;
  const list = await selectSettlements(
    db,
    where,
    [...params, pageSize, (pageNo - 1) * pageSize],
    'ORDER BY s.settled_at DESC, s.id DESC LIMIT $5 OFFSET $6',
  );
  return {
    list,
    pageNo,
    pageSize,
    totalPages: Math.ceil(count / pageSize),
    totalCount: count,
    totalPaid: toMoney(toMinor(paid)),
  };
}

/**
 * The range is the records' (@wl/rules recordRangeProblem: 400, nothing read or settled); the settlements the clock
 * has made due are run first; then the caller's own page: their contracts with their upline (received) or with their
 * downlines (paid), never anyone else's.
 */
export const getContractSettlements: Handler<'getContractSettlements'> = async (c, { db, now }) => {
  const start = Date.parse(c.req.query('startTime') ?? '');
  const end = Date.parse(c.req.query('endTime') ?? '');
  const problem = recordRangeProblem(start, end, now());
  if (problem) return badRequest(c, RANGE_MESSAGES[problem]);
  await runDueSettlements(db, now());
  const filter = {
    memberId: c.get('session')!.memberId,
    kind: c.req.query('kind') as ContractKind,
    side: (c.req.query('side') ?? 'received') as SettlementSide,
    start: new Date(start),
    end: new Date(end),
  };
  const paging = {
    pageNo: Number(c.req.query('pageNo') ?? 1),
    pageSize: Number(c.req.query('pageSize') ?? AGENT_PAGE_SIZE),
  };
  return ok(c, await settlementPage(db, filter, paging));
};

/** operationId → handler for this part's operations of openapi/src/agent-centre.yaml. */
export const settlementsHandlers = { getContractSettlements } satisfies AreaHandlers;

/** Seeds this part's tables when they are empty (idempotent). */
export async function seedSettlements(db: PGlite, now: number): Promise<void> {
  await seedSettlementTables(db, now);
}

/** The development route's path (base/baseDevRoutes.ts lists it for the banner and the README). */
export const SETTLE_ROUTE = '/sandbox/agent/settle';

/** Routes outside the contract; `devRoutes` is false in production. */
export function mountSettlementsRoutes(app: Hono, { db, now }: Deps, options: { devRoutes: boolean }): void {
  if (!options.devRoutes) return;
  // `{ kind? }`: the most recent completed period of the kind (every kind without one), now, for every active
  // contract that has no settlement for it yet; answers the settlements made.
  app.post(SETTLE_ROUTE, async (c) => {
    const text = await c.req.text();
    let body: unknown = {};
    if (text.trim() !== '') {
      try {
        body = JSON.parse(text);
      } catch {
        return badRequest(c, 'body: is not valid JSON');
      }
    }
    if (body === null || typeof body !== 'object' || Array.isArray(body))
      return badRequest(c, 'body: must be an object');
    const kind = (body as { kind?: unknown }).kind;
    if (kind !== undefined && !CONTRACT_KINDS.includes(kind as ContractKind)) {
      return badRequest(c, `kind: must be one of ${CONTRACT_KINDS.join(', ')}`);
    }
    const kinds = kind === undefined ? CONTRACT_KINDS : [kind as ContractKind];
    return plainOk(c, { settled: await settleNow(db, kinds, now()) });
  });
}
