import type { PGlite } from '@electric-sql/pglite';
import { AGENT_TYPES, TOP_AGENT_RATE, type ContractKind, type WALLET_AGENT_MESSAGES } from './walletAgentConstants.ts';
import { findDirectDownline, hasUpline, type Queryable } from './team.ts';

export type ContractStatus = 'pending' | 'active' | 'rejected' | 'terminated' | 'ended';
export type PeriodType = 'daily' | 'weekly' | 'semimonthly' | 'monthly';

/** openapi `AgentContract`. */
export interface AgentContract {
  id: number;
  kind: ContractKind;
  status: ContractStatus;
  upline: string;
  downline: string;
  rate: number;
  periodType?: PeriodType;
  /** Money: decimal strings with the currency's 2 decimals. */
  periodValidBet?: string;
  periodProfitLoss?: string;
  activeMembers?: number;
  betAmount?: string;
  offeredAt: string;
  decidedAt?: string;
  endedAt?: string;
  endReason?: 'replaced' | 'uplineRateLowered';
}

/**
 * What an upline offers: the rate and the conditions the downline's team must meet (null: no condition). Amounts
 * are decimal strings (Money).
 */
export interface ContractTerms {
  rate: number;
  periodType: PeriodType | null;
  periodValidBet: string | null;
  periodProfitLoss: string | null;
  activeMembers: number | null;
  betAmount: string | null;
}

export type ContractAction = 'accept' | 'reject' | 'terminate';

export type ContractFailure = keyof typeof WALLET_AGENT_MESSAGES;

export type ContractOutcome =
  | { ok: true; contract: AgentContract; endedContracts: AgentContract[] }
  | { ok: false; failure: ContractFailure; conflicts?: AgentContract[] };

/** As selected: the fields the wire shows as they are, then the columns it renames, drops when null or formats. */
interface ContractRow extends Pick<AgentContract, 'id' | 'kind' | 'status' | 'upline' | 'downline' | 'rate'> {
  period_type: PeriodType | null;
  period_valid_bet: string | null;
  period_profit_loss: string | null;
  active_members: number | null;
  bet_amount: string | null;
  end_reason: 'replaced' | 'uplineRateLowered' | null;
  offered_at: Date;
  decided_at: Date | null;
  ended_at: Date | null;
}

const SELECT_CONTRACTS = `
  SELECT c.id, c.kind, c.status, up.account AS upline, down.account AS downline, c.rate::float8 AS rate,
         c.period_type, c.period_valid_bet::text AS period_valid_bet,
         c.period_profit_loss::text AS period_profit_loss, c.active_members, c.bet_amount::text AS bet_amount,
         c.end_reason, c.offered_at, c.decided_at, c.ended_at
    FROM agent_contracts c
    JOIN members up ON up.id = c.upline_id
    JOIN members down ON down.id = c.downline_id`;

/** The wire form: conditions and times that do not apply are left out. */
function toContract(row: ContractRow): AgentContract {
  // The conditions and the end reason (left out when null), then the times (ISO); the rest is shown as it is.
  const { period_type, period_valid_bet, period_profit_loss, active_members, bet_amount, end_reason, ...timed } = row;
  const { offered_at, decided_at, ended_at, ...shown } = timed;
  return {
    ...shown,
    ...(period_type !== null && { periodType: period_type }),
    ...(period_valid_bet !== null && { periodValidBet: period_valid_bet }),
    ...(period_profit_loss !== null && { periodProfitLoss: period_profit_loss }),
    ...(active_members !== null && { activeMembers: active_members }),
    ...(bet_amount !== null && { betAmount: bet_amount }),
    offeredAt: offered_at.toISOString(),
    ...(decided_at !== null && { decidedAt: decided_at.toISOString() }),
    ...(ended_at !== null && { endedAt: ended_at.toISOString() }),
    ...(end_reason !== null && { endReason: end_reason }),
  };
}

async function selectContracts(db: Queryable, where: string, params: unknown[]): Promise<AgentContract[]> {
  const { rows } = await db.query<ContractRow>(`${SELECT_CONTRACTS} WHERE ${where} ORDER BY c.id`, params);
  return rows.map(toContract);
}

/** Offers waiting for the member's answer. */
export function pendingOffersTo(db: Queryable, memberId: number): Promise<AgentContract[]> {
  return selectContracts(db, `c.downline_id = $1 AND c.status = 'pending'`, [memberId]);
}

/** The member's active contract of a kind with their upline, or null. */
export async function activeContractOf(
  db: Queryable,
  memberId: number,
  kind: ContractKind,
): Promise<AgentContract | null> {
  return (
    (await selectContracts(db, `c.downline_id = $1 AND c.kind = $2 AND c.status = 'active'`, [memberId, kind]))[0] ??
    null
  );
}

/** The member's pending and active contracts of a kind with their direct downlines. */
export function downlineContractsOf(db: Queryable, memberId: number, kind: ContractKind): Promise<AgentContract[]> {
  return selectContracts(db, `c.upline_id = $1 AND c.kind = $2 AND c.status IN ('pending', 'active')`, [
    memberId,
    kind,
  ]);
}

/** Whether the member has a pending or active contract of a kind with their upline. */
export async function hasContractOfKind(db: PGlite, memberId: number, kind: ContractKind): Promise<boolean> {
  const { rows } = await db.query(
    `SELECT 1 FROM agent_contracts WHERE downline_id = $1 AND kind = $2 AND status IN ('pending', 'active')`,
    [memberId, kind],
  );
  return rows.length > 0;
}

export function isAgent(isAgentValue: string): boolean {
  return AGENT_TYPES.includes(isAgentValue);
}

/**
 * The highest rate the member may pass on: a top agent's merchant cap, otherwise the rate of their own active
 * contract of that kind (0 without one).
 */
export async function ownRate(db: Queryable, memberId: number, kind: ContractKind): Promise<number> {
  if (!(await hasUpline(db, memberId))) return TOP_AGENT_RATE[kind];
  return (await activeContractOf(db, memberId, kind))?.rate ?? 0;
}

/** An agent offers a contract to one of their direct downlines. */
export async function offerContract(
  db: PGlite,
  upline: { id: number; isAgent: string },
  kind: ContractKind,
  downlineAccount: string,
  terms: ContractTerms,
  now: number,
): Promise<ContractOutcome> {
  if (!isAgent(upline.isAgent)) return { ok: false, failure: 'notAgent' };
  return db.transaction(async (tx) => {
    const downlineId = await findDirectDownline(tx, upline.id, downlineAccount);
    if (downlineId === null) return { ok: false, failure: 'downlineNotFound' };
    if (terms.rate > (await ownRate(tx, upline.id, kind))) return { ok: false, failure: 'rateAboveOwn' };
    const waiting = await tx.query(
      `SELECT 1 FROM agent_contracts WHERE kind = $1 AND downline_id = $2 AND status = 'pending' FOR UPDATE`,
      [kind, downlineId],
    );
    if (waiting.rows.length > 0) return { ok: false, failure: 'offerPending' };
    const inserted = await tx.query<{ id: number }>(
      `INSERT INTO agent_contracts (kind, upline_id, downline_id, status, rate, period_type, period_valid_bet,
                                    period_profit_loss, active_members, bet_amount, offered_at)
       VALUES ($1, $2, $3, 'pending', $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
      [
        kind,
        upline.id,
        downlineId,
        terms.rate,
        terms.periodType,
        terms.periodValidBet,
        terms.periodProfitLoss,
        terms.activeMembers,
        terms.betAmount,
        new Date(now),
      ],
    );
    const [contract] = await selectContracts(tx, 'c.id = $1', [inserted.rows[0]!.id]);
    return { ok: true, contract: contract!, endedContracts: [] };
  });
}

/**
 * The downline's answer to an offer (accept, reject) or to an active contract (terminate). Accepting replaces the
 * member's previous contract of that kind; when the new rate is below the rate of some of the member's own downline
 * contracts or offers, those end too (spec §4), but only once the member confirms with `proceed`.
 */
export async function answerContract(
  db: PGlite,
  memberId: number,
  kind: ContractKind,
  requestId: number,
  action: ContractAction,
  proceed: boolean,
  now: number,
): Promise<ContractOutcome> {
  return db.transaction(async (tx) => {
    const found = await tx.query<{ status: ContractStatus; rate: number }>(
      `SELECT status, rate::float8 AS rate FROM agent_contracts
        WHERE id = $1 AND kind = $2 AND downline_id = $3 FOR UPDATE`,
      [requestId, kind, memberId],
    );
    const current = found.rows[0];
    if (!current) return { ok: false, failure: 'contractNotFound' };
    if (current.status !== (action === 'terminate' ? 'active' : 'pending')) {
      return { ok: false, failure: 'contractState' };
    }
    const at = new Date(now);
    const ended: number[] = [];
    if (action === 'reject') {
      await tx.query(`UPDATE agent_contracts SET status = 'rejected', decided_at = $2 WHERE id = $1`, [requestId, at]);
    } else if (action === 'terminate') {
      await tx.query(`UPDATE agent_contracts SET status = 'terminated', ended_at = $2 WHERE id = $1`, [requestId, at]);
    } else {
      const conflicts = await selectContracts(
        tx,
        `c.upline_id = $1 AND c.kind = $2 AND c.status IN ('pending', 'active') AND c.rate > $3`,
        [memberId, kind, current.rate],
      );
      if (conflicts.length > 0 && !proceed) return { ok: false, failure: 'downlineRateHigher', conflicts };
      const endedByRate = await tx.query<{ id: number }>(
        `UPDATE agent_contracts SET status = 'ended', end_reason = 'uplineRateLowered', ended_at = $4
          WHERE upline_id = $1 AND kind = $2 AND status IN ('pending', 'active') AND rate > $3 RETURNING id`,
        [memberId, kind, current.rate, at],
      );
      // The previous contract steps aside before the new one becomes active (one active contract per kind).
      const replaced = await tx.query<{ id: number }>(
        `UPDATE agent_contracts SET status = 'ended', end_reason = 'replaced', ended_at = $3
          WHERE downline_id = $1 AND kind = $2 AND status = 'active' RETURNING id`,
        [memberId, kind, at],
      );
      await tx.query(`UPDATE agent_contracts SET status = 'active', decided_at = $2 WHERE id = $1`, [requestId, at]);
      ended.push(...replaced.rows.map((r) => r.id), ...endedByRate.rows.map((r) => r.id));
    }
    const [contract] = await selectContracts(tx, 'c.id = $1', [requestId]);
    const endedContracts = ended.length > 0 ? await selectContracts(tx, 'c.id = ANY($1)', [ended]) : [];
    return { ok: true, contract: contract!, endedContracts };
  });
}
