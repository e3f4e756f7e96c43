// Handlers of the points operations (openapi/src/platform.yaml, tag points).
import type { PGlite } from '@electric-sql/pglite';
import { pointsConvertProblem, pointsToMinor } from '@wl/rules';
import { CURRENCY, CURRENCY_MINOR_DIGITS } from '../sandboxConstants.ts';
import { answer, badRequest, fail, ok, MESSAGES, type Outcome } from '../envelope.ts';
import { KEY_REUSED, idempotentWrite, keyState, scopeOf } from '../store/idempotency.ts';
import { toMinor, toMoney } from '../store/ledger.ts';
import type { Handler, Schemas } from '../types.ts';
import { MIN_CONVERT_POINTS } from './platformConstants.ts';
import { isTrial, type MemberRow } from '../store/memberRecords.ts';
import { sessionMember } from './sessionMember.ts';
import { PLATFORM_MESSAGES, Refusal } from './platformMessages.ts';
import { checkPassword } from './passwordCheck.ts';
import {
  activeRewards,
  allRates,
  creditMainWallet,
  findRedemption,
  findReward,
  movePoints,
  pointBalance,
  rateFor,
  redemptionPage,
  type PointTransactionType,
  type RedemptionStatus,
  type RewardRow,
} from './pointsStore.ts';
import { rewardImagePath } from './rewardArt.ts';

type PointConversion = Schemas['PointConversion'];

/** The paging query of the contract (validated; defaults applied here). */
function paging(query: (name: string) => string | undefined): { pageNo: number; pageSize: number } {
  return { pageNo: Number(query('pageNo') ?? 1), pageSize: Number(query('pageSize') ?? 20) };
}

function pageOf<T>(list: T[], totalCount: number, page: { pageNo: number; pageSize: number }) {
  return { list, ...page, totalPages: Math.ceil(totalCount / page.pageSize), totalCount };
}

function toReward(r: RewardRow) {
  return {
    rewardId: r.id,
    name: r.name,
    description: r.description,
    category: r.category,
    points: r.points,
    amount: r.amount,
    quantity: r.quantity,
    unit: r.unit,
    imageUrl: rewardImagePath(r.id),
    needsAddress: r.needs_address,
  };
}

export const getPointBalance: Handler<'getPointBalance'> = async (c, { db }) =>
  ok(c, { points: await pointBalance(db, c.get('session')!.memberId) });

export const getPointRewards: Handler<'getPointRewards'> = async (c, { db }) =>
  ok(c, { list: (await activeRewards(db)).map(toReward) });

export const redeemPointReward: Handler<'redeemPointReward'> = async (c, { db, now }) => {
  const body = c.get('body');
  const reward = await findReward(db, body.rewardId);
  // The schema cannot say "required when the reward needs an address"; still a malformed request.
  if (reward?.needs_address && body.address === undefined) return badRequest(c, 'address: is required');
  const member = await sessionMember(db, c.get('session')!.memberId);
  if (isTrial(member)) return fail(c, MESSAGES.needTrueAccount);
  if (!reward?.active) return fail(c, PLATFORM_MESSAGES.rewardUnavailable);
  const wrongPassword = await checkPassword(db, member, body.password, now());
  if (wrongPassword) return fail(c, wrongPassword);

  const at = new Date(now());
  const points = reward.points * body.quantity;
  try {
    const redemptionId = await db.transaction(async (tx) => {
      const reserved = await tx.query(
        'UPDATE point_rewards SET quantity = quantity - $2 WHERE id = $1 AND active AND quantity >= $2 RETURNING id',
        [reward.id, body.quantity],
      );
      if (reserved.rows.length === 0) throw new Refusal(PLATFORM_MESSAGES.quotaNotSufficient);
      const id = (
        await tx.query<{ id: number }>(
          `INSERT INTO point_redemptions (member_id, reward_id, quantity, points, amount, status, address, applied_at)
           VALUES ($1, $2, $3, $4, $5::numeric * $3::integer, 'PROCESSING', $6, $7) RETURNING id`,
          [member.id, reward.id, body.quantity, points, reward.amount, reward.needs_address ? body.address : null, at],
        )
      ).rows[0]!.id;
      await movePoints(tx, member.id, -points, {
        type: 'REDEEM',
        remark: `${body.quantity} × ${reward.name}`,
        at,
        redemptionId: id,
      });
      return id;
    });
    return ok(c, await findRedemption(db, redemptionId));
  } catch (err) {
    if (err instanceof Refusal) return fail(c, err.failure);
    throw err;
  }
};

export const getRedeemHistory: Handler<'getRedeemHistory'> = async (c, { db }) => {
  const page = paging((name) => c.req.query(name));
  const status = c.req.query('status') as RedemptionStatus | undefined;
  const { list, totalCount } = await redemptionPage(db, c.get('session')!.memberId, { ...page, status });
  return ok(c, pageOf(list, totalCount, page));
};

export const getPointConfig: Handler<'getPointConfig'> = async (c, { db }) => {
  const rules = (await db.query<{ text: string }>('SELECT text FROM point_rules ORDER BY sort')).rows.map(
    (r) => r.text,
  );
  const exchangeRates = (await allRates(db)).map((r) => ({
    minRankLevel: r.min_rank_level,
    labelName: r.label_name,
    points: r.points,
    amount: r.amount,
  }));
  return ok(c, { rules, exchangeRates, minConvertPoints: MIN_CONVERT_POINTS, pointsExpire: false, currency: CURRENCY });
};

export const getPointTransactions: Handler<'getPointTransactions'> = async (c, { db }) => {
  const page = paging((name) => c.req.query(name));
  const type = (c.req.query('type') as PointTransactionType | undefined) ?? null;
  const startTime = c.req.query('startTime');
  const endTime = c.req.query('endTime');
  const start = startTime === undefined ? null : new Date(startTime);
  const end = endTime === undefined ? null : new Date(endTime);
  if (start && end && end < start) return badRequest(c, 'endTime: must not be before startTime');

  const where = `member_id = $1 AND ($2::text IS NULL OR type = $2)
    AND ($3::timestamptz IS NULL OR created_at >= $3) AND ($4::timestamptz IS NULL OR created_at < $4)`;
  const params = [c.get('session')!.memberId, type, start, end];
  const totalCount = (
    await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM point_transactions WHERE ${where}`, params)
  ).rows[0]!.n;
  const { rows } = await db.query<{
    reference_no: string;
    type: PointTransactionType;
    points: number;
    balance_after: number;
    remark: string;
    created_at: Date;
  }>(
    `SELECT reference_no, type, points, balance_after, remark, created_at FROM point_transactions WHERE ${where}
     ORDER BY created_at DESC, id DESC LIMIT $5 OFFSET $6`,
    [...params, page.pageSize, (page.pageNo - 1) * page.pageSize],
  );
  const list = rows.map((r) => ({
    referenceNo: r.reference_no,
    type: r.type,
    points: r.points,
    balanceAfter: r.balance_after,
    remark: r.remark,
    time: r.created_at.toISOString(),
  }));
  return ok(c, pageOf(list, totalCount, page));
};

/** The member's exchange rate; every level has one (the seeded table starts at level 0). */
async function memberRate(db: PGlite, member: MemberRow) {
  const rate = await rateFor(db, member.club_label?.rankLevel ?? 0);
  if (!rate) throw new Error('No points exchange rate for level 0');
  return rate;
}

export const getPointConvertSettings: Handler<'getPointConvertSettings'> = async (c, { db }) => {
  const member = await sessionMember(db, c.get('session')!.memberId);
  const rate = await memberRate(db, member);
  return ok(c, {
    points: await pointBalance(db, member.id),
    minConvertPoints: MIN_CONVERT_POINTS,
    rate: { labelName: rate.label_name, points: rate.points, amount: toMoney(toMinor(rate.amount)) },
    currency: CURRENCY,
    minorDigits: CURRENCY_MINOR_DIGITS,
  });
};

/**
 * Points into the MAIN wallet (a money write: once per idempotency key). The points leave and the money enters in
 * one transaction; the amount is exact (whole multiples of the rate, in minor units).
 */
export const convertPoints: Handler<'convertPoints'> = async (c, { db, now }) => {
  const body = c.get('body');
  const scope = scopeOf(c.get('session')!.memberId, 'convertPoints', body);
  const key = await keyState<PointConversion>(db, scope);
  if (key.state === 'conflict') return badRequest(c, KEY_REUSED);
  if (key.state === 'done') return ok(c, key.value);
  const member = await sessionMember(db, scope.memberId);
  if (isTrial(member)) return fail(c, MESSAGES.needTrueAccount);
  const rate = await memberRate(db, member);
  // the balance is checked where the points are taken (INSUFFICIENT_POINTS)
  if (pointsConvertProblem(body.points, { min: MIN_CONVERT_POINTS, step: rate.points })) {
    return fail(c, {
      message: `Please convert at least ${MIN_CONVERT_POINTS} points, in steps of ${rate.points}`,
      code: 'CONVERT_POINTS_INVALID',
    });
  }
  const wrongPassword = await checkPassword(db, member, body.password, now());
  if (wrongPassword) return fail(c, wrongPassword);

  const amount = pointsToMinor(body.points, { points: rate.points, minor: toMinor(rate.amount) });
  const at = new Date(now());
  try {
    const outcome = await idempotentWrite(db, scope, at, async (tx): Promise<Outcome<PointConversion>> => {
      const moved = await movePoints(tx, member.id, -body.points, {
        type: 'CONVERT',
        remark: `${body.points} points to ${toMoney(amount)} ${CURRENCY} (MAIN wallet)`,
        at,
      });
      const mainBalance = await creditMainWallet(tx, member.id, amount, {
        kind: 'pointsConversion',
        reference: moved.referenceNo,
        idempotencyKey: scope.key,
        at,
      });
      return {
        ok: {
          referenceNo: moved.referenceNo,
          points: body.points,
          amount: toMoney(amount),
          pointsBalance: moved.balance,
          mainBalance: toMoney(mainBalance),
        },
      };
    });
    return 'conflict' in outcome ? badRequest(c, KEY_REUSED) : answer(c, outcome);
  } catch (err) {
    if (err instanceof Refusal) return fail(c, err.failure);
    throw err;
  }
};
