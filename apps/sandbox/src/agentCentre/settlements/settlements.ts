// The contract settlements engine (openapi getContractSettlements): for a schedule (a kind, and for dividends a
// period type) and a completed period, every contract active at settlement time pays its downline what the
// downline's team earned it (walletAgent/contractPay.ts, the one computation). The upline pays from their main
// wallet: a settlement row and two ledger rows (the upline's debit, the downline's credit, reference S<id>) in one
// transaction; an upline whose main wallet cannot cover it leaves the settlement unpaid and nothing moves. Each
// contract's period is settled once (UNIQUE (contract_id, period_start)); each schedule's period is run once by the
// automatic runs (settlement_runs), lazily on the reads that show money and from the sandbox's timer.
import type { PGlite } from '@electric-sql/pglite';
import type { Logger } from '../../types.ts';
import { MAIN_WALLET } from '../../sandboxConstants.ts';
import { lockWallets, postLedger, toMoney } from '../../store/ledger.ts';
import { contractPay, type ContractPay, type ContractPayTerms } from '../../walletAgent/contractPay.ts';
import { teamPlays, type Queryable, type TeamPlay } from '../../walletAgent/team.ts';
import { DEFAULT_DIVIDEND_PERIOD, type ContractKind } from '../../walletAgent/walletAgentConstants.ts';
import { completedPeriodsSince, previousPeriod, SCHEDULES, type Period, type Schedule } from './periods.ts';
import {
  SETTLEMENT_CATCH_UP_PERIODS,
  SETTLEMENT_REFERENCE_PREFIX,
  SETTLEMENT_TIMER_MS,
} from './settlementsConstants.ts';

export type SettlementStatus = 'paid' | 'notQualified' | 'unpaid';

/** openapi `ContractSettlement`. */
export interface ContractSettlement {
  id: number;
  contractId: number;
  kind: ContractKind;
  upline: string;
  downline: string;
  periodStart: string;
  periodEnd: string;
  validBet: string;
  profitLoss: string;
  activeMembers: number;
  rate: number;
  status: SettlementStatus;
  amount: string;
  settledAt: string;
}

/** An active contract as the engine settles it. */
export interface SettlingContract {
  id: number;
  uplineId: number;
  downlineId: number;
  terms: ContractPayTerms;
}

interface ContractRow {
  id: number;
  kind: ContractKind;
  upline_id: number;
  downline_id: number;
  rate: number;
  period_valid_bet: string | null;
  period_profit_loss: string | null;
  active_members: number | null;
  bet_amount: string | null;
}

function settlingContract(row: ContractRow): SettlingContract {
  return {
    id: row.id,
    uplineId: row.upline_id,
    downlineId: row.downline_id,
    terms: {
      kind: row.kind,
      rate: row.rate,
      ...(row.bet_amount !== null && { betAmount: row.bet_amount }),
      ...(row.active_members !== null && { activeMembers: row.active_members }),
      ...(row.period_valid_bet !== null && { periodValidBet: row.period_valid_bet }),
      ...(row.period_profit_loss !== null && { periodProfitLoss: row.period_profit_loss }),
    },
  };
}

/** The contracts of a schedule that are active now (a dividend's schedule: its period type), in id order. */
export async function activeContractsOf(db: Queryable, schedule: Schedule): Promise<SettlingContract[]> {
  const { rows } = await db.query<ContractRow>(
    `SELECT id, kind, upline_id, downline_id, rate::float8 AS rate, period_valid_bet::text AS period_valid_bet,
            period_profit_loss::text AS period_profit_loss, active_members, bet_amount::text AS bet_amount
       FROM agent_contracts
      WHERE status = 'active' AND kind = $1 AND (kind <> 'dividend' OR coalesce(period_type, $3) = $2)
      ORDER BY id`,
    [schedule.kind, schedule.cadence, DEFAULT_DIVIDEND_PERIOD],
  );
  return rows.map(settlingContract);
}

/** A period's figures for one contract: what its downline's team did and what that earns. */
export interface SettlementFigures {
  play: TeamPlay;
  pay: ContractPay;
}

/** The figures of each contract over one period (one query for them all), in the contracts' order. */
export async function figuresOf(
  db: Queryable,
  contracts: readonly SettlingContract[],
  period: Period,
): Promise<SettlementFigures[]> {
  const from = new Date(period.start);
  const to = new Date(period.end);
  const plays = await teamPlays(
    db,
    contracts.map((c) => ({ uplineId: c.downlineId, from, to })),
  );
  return plays.map((play, i) => ({ play, pay: contractPay(contracts[i]!.terms, play) }));
}

/** A period the downline's team did not play in has nothing to settle (and nothing to show). */
export function hasPlay(play: TeamPlay): boolean {
  return play.activeMembers > 0;
}

const SELECT_SETTLEMENTS = `
  SELECT s.id, s.contract_id AS "contractId", s.kind, up.account AS upline, down.account AS downline,
         s.period_start, s.period_end, s.valid_bet::text AS "validBet", s.profit_loss::text AS "profitLoss",
         s.active_members AS "activeMembers", s.rate::float8 AS rate, s.status, s.amount::text AS amount, s.settled_at
    FROM contract_settlements s
    JOIN members up ON up.id = s.upline_id
    JOIN members down ON down.id = s.downline_id`;

interface SettlementRow extends Omit<ContractSettlement, 'periodStart' | 'periodEnd' | 'settledAt'> {
  period_start: Date;
  period_end: Date;
  settled_at: Date;
}

function toSettlement({ period_start, period_end, settled_at, ...row }: SettlementRow): ContractSettlement {
  return {
    ...row,
    periodStart: period_start.toISOString(),
    periodEnd: period_end.toISOString(),
    settledAt: settled_at.toISOString(),
  };
}

export async function selectSettlements(
  db: Queryable,
  where: string,
  params: unknown[],
  tail = 'ORDER BY s.id',
): Promise<ContractSettlement[]> {
  const { rows } = await db.query<SettlementRow>(`${SELECT_SETTLEMENTS} WHERE ${where} ${tail}`, params);
  return rows.map(toSettlement);
}

/** The contract's settlement of the period starting at `periodStart`, or null. */
export async function settlementOf(
  db: Queryable,
  contractId: number,
  periodStart: number,
): Promise<ContractSettlement | null> {
  return (
    (
      await selectSettlements(db, 's.contract_id = $1 AND s.period_start = $2', [contractId, new Date(periodStart)])
    )[0] ?? null
  );
}

/**
 * Settles one contract's period (unless it already was): notQualified when the team missed a condition; paid when
 * the upline's main wallet covers the amount (both wallets locked first, in member order, then the two ledger rows);
 * otherwise unpaid. Run inside a transaction. Returns the new settlement's id, or null when there was one already.
 */
export async function settleContract(
  tx: Queryable,
  contract: SettlingContract,
  period: Period,
  { play, pay }: SettlementFigures,
  at: Date,
): Promise<number | null> {
  let status: SettlementStatus = pay.qualified ? 'paid' : 'notQualified';
  if (pay.qualified && pay.amount > 0n) {
    const [first, second] = [contract.uplineId, contract.downlineId].sort((a, b) => a - b);
    const balances = new Map([
      [first, await lockWallets(tx, first!, [MAIN_WALLET])],
      [second, await lockWallets(tx, second!, [MAIN_WALLET])],
    ]);
    const uplineMain = balances.get(contract.uplineId)?.get(MAIN_WALLET) ?? 0n;
    if (uplineMain < pay.amount) status = 'unpaid';
  }
  const inserted = await tx.query<{ id: number }>(
    `INSERT INTO contract_settlements (contract_id, kind, upline_id, downline_id, period_start, period_end, valid_bet,
                                       profit_loss, active_members, rate, status, amount, settled_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)
     ON CONFLICT (contract_id, period_start) DO NOTHING RETURNING id`,
    [
      contract.id,
      contract.terms.kind,
      contract.uplineId,
      contract.downlineId,
      new Date(period.start),
      new Date(period.end),
      toMoney(play.validBet),
      toMoney(play.profitLoss),
      play.activeMembers,
      contract.terms.rate,
      status,
      toMoney(pay.amount),
      at,
    ],
  );
  const id = inserted.rows[0]?.id;
  if (id === undefined) return null;
  if (status === 'paid' && pay.amount > 0n) {
    const entry = {
      wallet: MAIN_WALLET,
      kind: contract.terms.kind === 'dividend' ? 'dividend' : 'salary',
      reference: `${SETTLEMENT_REFERENCE_PREFIX}${id}`,
      at,
    } as const;
    await postLedger(tx, { ...entry, memberId: contract.uplineId, amount: -pay.amount });
    await postLedger(tx, { ...entry, memberId: contract.downlineId, amount: pay.amount });
  }
  return id;
}

/**
 * Settles a period for the given contracts that have no settlement for it yet and whose team played in it. Run
 * inside a transaction; returns the new settlements' ids.
 */
async function settlePeriod(
  tx: Queryable,
  contracts: readonly SettlingContract[],
  period: Period,
  now: number,
): Promise<number[]> {
  if (contracts.length === 0) return [];
  const done = new Set(
    (
      await tx.query<{ contract_id: number }>(
        'SELECT contract_id FROM contract_settlements WHERE contract_id = ANY($1::int[]) AND period_start = $2',
        [contracts.map((c) => c.id), new Date(period.start)],
      )
    ).rows.map((r) => r.contract_id),
  );
  const open = contracts.filter((c) => !done.has(c.id));
  const figures = await figuresOf(tx, open, period);
  const ids: number[] = [];
  for (const [i, contract] of open.entries()) {
    if (!hasPlay(figures[i]!.play)) continue;
    const id = await settleContract(tx, contract, period, figures[i]!, new Date(now));
    if (id !== null) ids.push(id);
  }
  return ids;
}

/** Records that a schedule ran a period; false when it already had. */
async function recordRun(tx: Queryable, schedule: Schedule, period: Period, now: number): Promise<boolean> {
  const { rows } = await tx.query(
    `INSERT INTO settlement_runs (kind, cadence, period_start, period_end, ran_at) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT DO NOTHING RETURNING 1`,
    [schedule.kind, schedule.cadence, new Date(period.start), new Date(period.end), new Date(now)],
  );
  return rows.length > 0;
}

/** Each schedule's last period run (its end), by `kind/cadence`. */
async function lastRuns(db: Queryable): Promise<Map<string, number>> {
  const { rows } = await db.query<{ kind: string; cadence: string; last: Date }>(
    'SELECT kind, cadence, max(period_end) AS last FROM settlement_runs GROUP BY kind, cadence',
  );
  return new Map(rows.map((r) => [`${r.kind}/${r.cadence}`, r.last.getTime()]));
}

/** The completed periods a schedule has not run yet: those since its last run (the newest few), or the last one. */
function duePeriods(schedule: Schedule, last: number | undefined, now: number): Period[] {
  if (last === undefined) return [previousPeriod(schedule.cadence, now)];
  return completedPeriodsSince(schedule.cadence, last, now, SETTLEMENT_CATCH_UP_PERIODS);
}

/**
 * The automatic run, inside the caller's transaction: every schedule's completed periods not run yet are run now
 * (oldest first), each once, for the contracts active now. Cheap when nothing is due (one query).
 */
export async function settleDueContracts(tx: Queryable, now: number): Promise<number[]> {
  const last = await lastRuns(tx);
  const ids: number[] = [];
  for (const schedule of SCHEDULES) {
    const periods = duePeriods(schedule, last.get(`${schedule.kind}/${schedule.cadence}`), now);
    if (periods.length === 0) continue;
    const contracts = await activeContractsOf(tx, schedule);
    for (const period of periods) {
      if (await recordRun(tx, schedule, period, now)) ids.push(...(await settlePeriod(tx, contracts, period, now)));
    }
  }
  return ids;
}

/** The automatic run in its own transaction. */
export function runDueSettlements(db: PGlite, now: number): Promise<number[]> {
  return db.transaction((tx) => settleDueContracts(tx, now));
}

/**
 * The development route's run: the most recent completed period of each schedule of the kinds, now, for every
 * active contract without a settlement for it (a contract accepted after the automatic run included). Returns the
 * settlements made.
 */
export async function settleNow(
  db: PGlite,
  kinds: readonly ContractKind[],
  now: number,
): Promise<ContractSettlement[]> {
  const ids = await db.transaction(async (tx) => {
    const made: number[] = [];
    for (const schedule of SCHEDULES.filter((s) => kinds.includes(s.kind))) {
      const period = previousPeriod(schedule.cadence, now);
      made.push(...(await settlePeriod(tx, await activeContractsOf(tx, schedule), period, now)));
      await recordRun(tx, schedule, period, now);
    }
    return made;
  });
  return ids.length === 0 ? [] : selectSettlements(db, 's.id = ANY($1::int[])', [ids]);
}

/**
 * The sandbox's own scheduler: every SETTLEMENT_TIMER_MS the automatic run (one at a time). `stop` clears it and
 * waits for a run under way, so the database can close after it. Never started by tests unless they ask.
 */
export function startSettlementTimer(
  db: PGlite,
  now: () => number,
  log: Logger,
  intervalMs = SETTLEMENT_TIMER_MS,
): { stop(): Promise<void> } {
  let running: Promise<void> | null = null;
  let stopped = false;
  const tick = () => {
    if (running || stopped) return;
    running = runDueSettlements(db, now())
      .then(() => undefined)
      .catch((err: unknown) => log.error('[sandbox] contract settlements failed', err))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
