// Invite friends: each member's referral code (made once), the invitees who registered with it, their status
// ("success" once they have a credited deposit) and the reward tiers paid on claim through the ledger.
import { randomInt } from 'node:crypto';
import type { Queryable } from '../accounts/queryable.ts';
import { toMinor, toMoney } from '../store/ledger.ts';
import type { Schemas } from '../types.ts';
import { REFERRAL_CODE_ALPHABET, REFERRAL_CODE_LENGTH, REFERRAL_TIERS } from './inviteConstants.ts';

type ReferralFilter = Schemas['ReferralFilter'];

function newCode(): string {
  return Array.from(
    { length: REFERRAL_CODE_LENGTH },
    () => REFERRAL_CODE_ALPHABET[randomInt(REFERRAL_CODE_ALPHABET.length)],
  ).join('');
}

/** The member's referral code, made on the first call (never one an agent's affiliate code already uses). */
export async function referralCodeOf(db: Queryable, memberId: number, now: number): Promise<string> {
  for (;;) {
    const existing = await db.query<{ code: string }>('SELECT code FROM referral_codes WHERE member_id = $1', [
      memberId,
    ]);
    if (existing.rows[0]) return existing.rows[0].code;
    const code = newCode();
    const taken = await db.query('SELECT 1 FROM affiliate_codes WHERE code = $1', [code]);
    if (taken.rows.length > 0) continue;
    await db.query(
      `INSERT INTO referral_codes (member_id, code, created_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`,
      [memberId, code, new Date(now)],
    );
  }
}

/** The member who owns a referral code (any case), or null. */
export async function referralInviter(db: Queryable, code: string): Promise<number | null> {
  const { rows } = await db.query<{ member_id: number }>(
    'SELECT member_id FROM referral_codes WHERE code = upper($1)',
    [code.trim()],
  );
  return rows[0]?.member_id ?? null;
}

/** Records that `inviteeId` registered with `inviterId`'s code (inside the registration's transaction). */
export async function recordReferral(db: Queryable, inviteeId: number, inviterId: number, at: number): Promise<void> {
  await db.query('INSERT INTO referrals (invitee_id, inviter_id, invited_at) VALUES ($1, $2, $3)', [
    inviteeId,
    inviterId,
    new Date(at),
  ]);
}

// Each invitee with the time of their first credited deposit (null: none yet).
const INVITEES = `
  SELECT m.account, r.invited_at, m.created_at, fd.first_deposit_at
  FROM referrals r
  JOIN members m ON m.id = r.invitee_id
  LEFT JOIN LATERAL (
    SELECT min(d.updated_at) AS first_deposit_at FROM deposits d WHERE d.member_id = r.invitee_id AND d.status = 'credited'
  ) fd ON true
  WHERE r.inviter_id = $1`;

const FILTERS: Record<ReferralFilter, string> = {
  all: 'true',
  success: 'first_deposit_at IS NOT NULL',
  incomplete: 'first_deposit_at IS NULL',
};

async function counts(db: Queryable, memberId: number): Promise<{ total: number; success: number }> {
  const { rows } = await db.query<{ total: number; success: number }>(
    `SELECT count(*)::int AS total, count(first_deposit_at)::int AS success FROM (${INVITEES}) i`,
    [memberId],
  );
  return rows[0]!;
}

async function claimedTiers(db: Queryable, memberId: number): Promise<Map<number, string>> {
  const { rows } = await db.query<{ tier: number; reward: string }>(
    'SELECT tier, reward::text AS reward FROM referral_rewards WHERE member_id = $1',
    [memberId],
  );
  return new Map(rows.map((r) => [r.tier, r.reward]));
}

export async function referralDetails(db: Queryable, memberId: number, now: number) {
  const code = await referralCodeOf(db, memberId, now);
  const { total, success } = await counts(db, memberId);
  const claimed = await claimedTiers(db, memberId);
  const earned = [...claimed.values()].reduce((sum, reward) => sum + toMinor(reward), 0n);
  return {
    referralCode: code,
    totalInvitations: total,
    successCount: success,
    incompleteCount: total - success,
    rewardsEarned: toMoney(earned),
    tiers: REFERRAL_TIERS.map(({ tier, target, reward }) => ({
      tier,
      target,
      reward,
      status: claimed.has(tier) ? ('CLAIMED' as const) : success >= target ? ('CLAIM' as const) : ('LOCKED' as const),
    })),
  };
}

export async function referralInvitees(
  db: Queryable,
  memberId: number,
  filter: ReferralFilter,
  pageNo: number,
  pageSize: number,
) {
  const where = FILTERS[filter];
  const total = (
    await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM (${INVITEES}) i WHERE ${where}`, [memberId])
  ).rows[0]!.n;
  const { rows } = await db.query<{
    account: string;
    invited_at: Date;
    created_at: Date;
    first_deposit_at: Date | null;
  }>(`SELECT * FROM (${INVITEES}) i WHERE ${where} ORDER BY invited_at DESC, account LIMIT $2 OFFSET $3`, [
    memberId,
    pageSize,
    (pageNo - 1) * pageSize,
  ]);
  return {
    list: rows.map((r) => ({
      account: r.account,
      invitedAt: r.invited_at.toISOString(),
      registeredAt: r.created_at.toISOString(),
      status: r.first_deposit_at ? ('success' as const) : ('incomplete' as const),
      firstDepositAt: r.first_deposit_at?.toISOString() ?? null,
    })),
    pageNo,
    pageSize,
    totalPages: Math.ceil(total / pageSize),
    totalCount: total,
  };
}

export type TierClaimRefusal = 'notFound' | 'locked' | 'claimed';

/** Takes a reached tier's reward inside the caller's transaction: the reward row (once per tier), then the credit. */
export async function claimTier(
  tx: Queryable,
  memberId: number,
  tier: number,
  now: number,
  credit: (reward: string, reference: string) => Promise<void>,
): Promise<{ reward: string } | { refused: TierClaimRefusal }> {
  const definition = REFERRAL_TIERS.find((t) => t.tier === tier);
  if (!definition) return { refused: 'notFound' };
  if ((await claimedTiers(tx, memberId)).has(tier)) return { refused: 'claimed' };
  if ((await counts(tx, memberId)).success < definition.target) return { refused: 'locked' };
  await tx.query('INSERT INTO referral_rewards (member_id, tier, reward, paid_at) VALUES ($1, $2, $3, $4)', [
    memberId,
    tier,
    definition.reward,
    new Date(now),
  ]);
  await credit(definition.reward, `RF${tier}`);
  return { reward: definition.reward };
}
