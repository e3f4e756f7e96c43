// The points tables: balance, ledger, rewards, redemptions, exchange rates. Every balance change writes its ledger
// row in the same transaction.
import type { PGlite, Transaction } from '@electric-sql/pglite';
import { PLATFORM_MESSAGES, Refusal } from './platformMessages.ts';
import { postLedger, toMinor } from '../store/ledger.ts';

type Queryable = Pick<Transaction, 'query'>;

export type PointTransactionType = 'EARN' | 'REDEEM' | 'REFUND' | 'CONVERT';
export type RedemptionStatus = 'PROCESSING' | 'REJECTED' | 'APPROVED';

export interface RewardRow {
  id: number;
  name: string;
  description: string;
  category: 'CASH' | 'ITEM';
  points: number;
  amount: number | null;
  quantity: number;
  unit: string;
  needs_address: boolean;
  active: boolean;
}

export interface RateRow {
  min_rank_level: number;
  label_name: string;
  points: number;
  amount: number;
}

/** The contract's PointRedemption. */
export interface Redemption {
  referenceNo: string;
  rewardId: number;
  rewardName: string;
  category: 'CASH' | 'ITEM';
  quantity: number;
  points: number;
  amount: number | null;
  status: RedemptionStatus;
  applyTime: string;
  reviewTime: string | null;
  address: string | null;
  remark: string | null;
}

const REWARD_COLUMNS =
  'id, name, description, category, points, amount::float8 AS amount, quantity, unit, needs_address, active';

const REDEMPTION_SELECT = `
  SELECT r.id, r.reference_no AS "referenceNo", r.reward_id AS "rewardId", w.name AS "rewardName", w.category,
         r.quantity, r.points, r.amount::float8 AS amount, r.amount::text AS "amountText", r.status, r.applied_at AS "appliedAt",
         r.reviewed_at AS "reviewedAt", r.address, r.remark, r.member_id AS "memberId"
  FROM point_redemptions r JOIN point_rewards w ON w.id = r.reward_id`;

/** A redemption as selected: the wire's fields, its times as dates, and whose it is. */
type RedemptionRow = Omit<Redemption, 'applyTime' | 'reviewTime'> & {
  id: number;
  /** The amount exact, for the credit (the wire's PointRedemption still carries a number). */
  amountText: string | null;
  memberId: number;
  appliedAt: Date;
  reviewedAt: Date | null;
};

function toRedemption({
  id: _id,
  memberId: _memberId,
  amountText: _amountText,
  appliedAt,
  reviewedAt,
  ...shown
}: RedemptionRow): Redemption {
  return { ...shown, applyTime: appliedAt.toISOString(), reviewTime: reviewedAt?.toISOString() ?? null };
}

export async function pointBalance(db: Queryable, memberId: number): Promise<number> {
  const row = (await db.query<{ points: number }>('SELECT points FROM point_balances WHERE member_id = $1', [memberId]))
    .rows[0];
  return row?.points ?? 0;
}

/**
 * Adds `delta` points (negative takes them) and writes the ledger row; throws Refusal(insufficientPoints) when the
 * balance would go below 0. Returns the balance after and the ledger reference.
 */
export async function movePoints(
  tx: Queryable,
  memberId: number,
  delta: number,
  entry: { type: PointTransactionType; remark: string; at: Date; redemptionId?: number },
): Promise<{ balance: number; referenceNo: string }> {
  const moved =
    delta < 0
      ? await tx.query<{ points: number }>(
          'UPDATE point_balances SET points = points + $2 WHERE member_id = $1 AND points + $2 >= 0 RETURNING points',
          [memberId, delta],
        )
      : await tx.query<{ points: number }>(
          `INSERT INTO point_balances (member_id, points) VALUES ($1, $2)
           ON CONFLICT (member_id) DO UPDATE SET points = point_balances.points + EXCLUDED.points RETURNING points`,
          [memberId, delta],
        );
  const balance = moved.rows[0]?.points;
  if (balance === undefined) throw new Refusal(PLATFORM_MESSAGES.insufficientPoints);
  const ledger = await tx.query<{ reference_no: string }>(
    `INSERT INTO point_transactions (member_id, type, points, balance_after, redemption_id, remark, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING reference_no`,
    [memberId, entry.type, delta, balance, entry.redemptionId ?? null, entry.remark, entry.at],
  );
  return { balance, referenceNo: ledger.rows[0]!.reference_no };
}

/** Adds money (minor units) to the member's MAIN wallet through the ledger; returns the new balance in minor units. */
export async function creditMainWallet(
  tx: Queryable,
  memberId: number,
  amount: bigint,
  movement: { kind: 'pointsConversion' | 'pointsReward'; reference: string; at: Date; idempotencyKey?: string },
): Promise<bigint> {
  return postLedger(tx, { memberId, wallet: 'MAIN', amount, ...movement });
}

export async function activeRewards(db: Queryable): Promise<RewardRow[]> {
  return (await db.query<RewardRow>(`SELECT ${REWARD_COLUMNS} FROM point_rewards WHERE active ORDER BY sort, id`)).rows;
}

export async function findReward(db: Queryable, id: number): Promise<RewardRow | null> {
  return (await db.query<RewardRow>(`SELECT ${REWARD_COLUMNS} FROM point_rewards WHERE id = $1`, [id])).rows[0] ?? null;
}

export async function findRedemption(db: Queryable, id: number): Promise<Redemption> {
  return toRedemption((await db.query<RedemptionRow>(`${REDEMPTION_SELECT} WHERE r.id = $1`, [id])).rows[0]!);
}

export async function redemptionPage(
  db: PGlite,
  memberId: number,
  page: { pageNo: number; pageSize: number; status?: RedemptionStatus },
): Promise<{ list: Redemption[]; totalCount: number }> {
  const where = 'r.member_id = $1 AND ($2::text IS NULL OR r.status = $2)';
  const params = [memberId, page.status ?? null];
  const totalCount = (
    await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM point_redemptions r WHERE ${where}`, params)
  ).rows[0]!.n;
  const { rows } = await db.query<RedemptionRow>(
    `${REDEMPTION_SELECT} WHERE ${where} ORDER BY r.applied_at DESC, r.id DESC LIMIT $3 OFFSET $4`,
    [...params, page.pageSize, (page.pageNo - 1) * page.pageSize],
  );
  return { list: rows.map(toRedemption), totalCount };
}

/** A member's exchange rate with its amount exact (the numeric's decimal text, "1.20"). */
export type MemberRate = Omit<RateRow, 'amount'> & { amount: string };

/** The exchange rate of a member: the highest row their rankLevel reaches (no club label is level 0). */
export async function rateFor(db: Queryable, rankLevel: number): Promise<MemberRate | null> {
  return (
    (
      await db.query<MemberRate>(
        `SELECT min_rank_level, label_name, points, amount::text AS amount FROM point_rates
         WHERE min_rank_level <= $1 ORDER BY min_rank_level DESC LIMIT 1`,
        [rankLevel],
      )
    ).rows[0] ?? null
  );
}

export async function allRates(db: Queryable): Promise<RateRow[]> {
  return (
    await db.query<RateRow>(
      'SELECT min_rank_level, label_name, points, amount::float8 AS amount FROM point_rates ORDER BY min_rank_level',
    )
  ).rows;
}

/**
 * The back office's decision on a redemption in process: approving credits a CASH reward to the MAIN wallet,
 * rejecting gives the points and the stock back. Null when there is no such redemption or it is already decided.
 */
export async function reviewRedemption(
  db: PGlite,
  referenceNo: string,
  decision: { status: 'APPROVED' | 'REJECTED'; remark: string | null; at: Date },
): Promise<Redemption | null> {
  return db.transaction(async (tx) => {
    const row = (
      await tx.query<{ id: number }>(
        `UPDATE point_redemptions SET status = $2, remark = $3, reviewed_at = $4
         WHERE reference_no = $1 AND status = 'PROCESSING' RETURNING id`,
        [referenceNo, decision.status, decision.remark, decision.at],
      )
    ).rows[0];
    if (!row) return null;
    const redemption = (await tx.query<RedemptionRow>(`${REDEMPTION_SELECT} WHERE r.id = $1`, [row.id])).rows[0]!;
    if (decision.status === 'APPROVED' && redemption.amountText !== null) {
      await creditMainWallet(tx, redemption.memberId, toMinor(redemption.amountText), {
        kind: 'pointsReward',
        reference: referenceNo,
        at: decision.at,
      });
    }
    if (decision.status === 'REJECTED') {
      await tx.query('UPDATE point_rewards SET quantity = quantity + $2 WHERE id = $1', [
        redemption.rewardId,
        redemption.quantity,
      ]);
      await movePoints(tx, redemption.memberId, redemption.points, {
        type: 'REFUND',
        remark: `Refund: ${redemption.rewardName}`,
        at: decision.at,
        redemptionId: redemption.id,
      });
    }
    return toRedemption(redemption);
  });
}
