// The reward centre's activities as one member sees them, and what the member does in them: join, claim (a money
// write: one ledger row of kind `reward`, once) and apply (a remark and images, decided by the back office).
import type { PGlite } from '@electric-sql/pglite';
import type { Queryable } from '../accounts/queryable.ts';
import type { Outcome } from '../envelope.ts';
import { MAIN_WALLET } from '../sandboxConstants.ts';
import { idempotentWrite, type IdempotencyScope, type IdempotentOutcome } from '../store/idempotency.ts';
import { lockWallets, postLedger, toMinor, toMoney } from '../store/ledger.ts';
import type { Schemas } from '../types.ts';
import type { UploadImage } from '../platform/uploadForm.ts';
import { BONUS_LEDGER_KINDS, REWARDS_MESSAGES, REWARDS_OFFSET_MS } from './rewardsConstants.ts';
import type { ActivityMode, EntryStatus } from './rewardsSeedData.ts';

type RewardActivity = Schemas['RewardActivity'];
type RewardActivityStatus = Schemas['RewardActivityStatus'];

interface ActivityRow {
  id: number;
  title: string;
  description: string;
  image_url: string | null;
  mode: ActivityMode;
  bonus: string | null;
  starts_at: Date;
  ends_at: Date;
  entry_id: number | null;
  entry_status: EntryStatus | null;
  entry_bonus: string | null;
  decision: string | null;
}

const ENTRY_STATUS: Record<EntryStatus, RewardActivityStatus> = {
  joined: 'joined',
  claimable: 'claim',
  claimed: 'claimed',
  applying: 'applying',
  rejected: 'rejected',
  issued: 'issued',
  process: 'process',
};

/** The member's status in an activity: the entry's, else the dates', else what the activity asks for. */
function statusOf(row: ActivityRow, now: number): RewardActivityStatus {
  if (row.entry_status) return ENTRY_STATUS[row.entry_status];
  if (now < row.starts_at.getTime()) return 'comingSoon';
  if (now >= row.ends_at.getTime()) return 'closed';
  return row.mode === 'claim' ? 'claim' : 'join';
}

/** What the member should act on comes first. */
const ORDER: readonly RewardActivityStatus[] = [
  'claim',
  'join',
  'joined',
  'applying',
  'process',
  'comingSoon',
  'issued',
  'claimed',
  'rejected',
  'closed',
];

function activityOf(row: ActivityRow, now: number): RewardActivity {
  return {
    promotionId: row.id,
    title: row.title,
    description: row.description,
    imageUrl: row.image_url,
    status: statusOf(row, now),
    requiresApplication: row.mode === 'apply',
    bonus: row.entry_bonus ?? row.bonus,
    startTime: row.starts_at.toISOString(),
    endTime: row.ends_at.toISOString(),
    remark: row.decision,
  };
}

const ACTIVITY_SELECT = `SELECT a.id, a.title, a.description, a.image_url, a.mode, a.bonus::text AS bonus, a.starts_at,
  a.ends_at, e.id AS entry_id, e.status AS entry_status, e.bonus::text AS entry_bonus, e.decision
  FROM reward_activities a LEFT JOIN reward_entries e ON e.activity_id = a.id AND e.member_id = $1`;

async function activityRow(db: Queryable, memberId: number, id: number, lock = false): Promise<ActivityRow | null> {
  const { rows } = await db.query<ActivityRow>(`${ACTIVITY_SELECT} WHERE a.id = $2${lock ? ' FOR UPDATE OF a' : ''}`, [
    memberId,
    id,
  ]);
  return rows[0] ?? null;
}

export async function findActivity(db: Queryable, memberId: number, id: number, now: number) {
  const row = await activityRow(db, memberId, id);
  return row ? activityOf(row, now) : null;
}

/** The start of the merchant's day (or month) that holds `now`, as an instant. */
export function localStart(now: number, unit: 'day' | 'month'): Date {
  const local = new Date(now + REWARDS_OFFSET_MS);
  const start =
    unit === 'day'
      ? Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate())
      : Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1);
  return new Date(start - REWARDS_OFFSET_MS);
}

export async function rewardCentre(db: Queryable, memberId: number, now: number): Promise<Schemas['RewardCentre']> {
  const { rows } = await db.query<ActivityRow>(`${ACTIVITY_SELECT} ORDER BY a.position, a.id`, [memberId]);
  const list = rows.map((row) => activityOf(row, now));
  list.sort((a, b) => ORDER.indexOf(a.status) - ORDER.indexOf(b.status));
  const totals = (
    await db.query<{ today: string; total: string }>(
      `SELECT COALESCE(sum(amount) FILTER (WHERE created_at >= $3), 0)::numeric(18, 2)::text AS today,
              COALESCE(sum(amount), 0)::numeric(18, 2)::text AS total
       FROM ledger WHERE member_id = $1 AND kind = ANY($2) AND amount > 0`,
      [memberId, BONUS_LEDGER_KINDS, localStart(now, 'day')],
    )
  ).rows[0]!;
  return {
    todayBonus: totals.today,
    totalBonus: totals.total,
    claimableCount: list.filter((activity) => activity.status === 'claim').length,
    list,
  };
}

/** Joins an activity in status `join` that needs no application; joining again answers it as it is. */
export async function joinActivity(
  db: PGlite,
  memberId: number,
  id: number,
  now: number,
): Promise<Outcome<RewardActivity>> {
  return db.transaction(async (tx) => {
    const row = await activityRow(tx, memberId, id, true);
    if (!row) return { failure: REWARDS_MESSAGES.notFound };
    const status = statusOf(row, now);
    if (status === 'joined') return { ok: activityOf(row, now) };
    if (status !== 'join' || row.mode !== 'join') return { failure: REWARDS_MESSAGES.notJoinable };
    const at = new Date(now);
    await tx.query(
      `INSERT INTO reward_entries (activity_id, member_id, status, created_at, updated_at) VALUES ($1, $2, 'joined', $3, $3)`,
      [id, memberId, at],
    );
    return { ok: activityOf((await activityRow(tx, memberId, id))!, now) };
  });
}

/**
 * Claims an activity's bonus into MAIN, once: inside the key's transaction the activity row is locked and its status
 * read again, so of two claims at once the second finds it claimed.
 */
export async function claimActivity(
  db: PGlite,
  scope: IdempotencyScope,
  id: number,
  now: number,
): Promise<IdempotentOutcome<Schemas['PromotionClaim'], null>> {
  const at = new Date(now);
  return idempotentWrite(db, scope, at, async (tx): Promise<Outcome<Schemas['PromotionClaim']>> => {
    const row = await activityRow(tx, scope.memberId, id, true);
    if (!row) return { failure: REWARDS_MESSAGES.notFound };
    const status = statusOf(row, now);
    if (status === 'claimed') return { failure: REWARDS_MESSAGES.alreadyClaimed };
    const bonus = row.entry_bonus ?? row.bonus;
    if (status !== 'claim' || bonus === null) return { failure: REWARDS_MESSAGES.notClaimable };
    const entryId = (
      await tx.query<{ id: number }>(
        `INSERT INTO reward_entries (activity_id, member_id, status, bonus, created_at, updated_at)
         VALUES ($1, $2, 'claimed', $3, $4, $4)
         ON CONFLICT (activity_id, member_id) DO UPDATE SET status = 'claimed', updated_at = $4
         WHERE reward_entries.status = 'claimable'
         RETURNING id`,
        [id, scope.memberId, bonus, at],
      )
    ).rows[0]?.id;
    if (entryId === undefined) return { failure: REWARDS_MESSAGES.alreadyClaimed };
    await lockWallets(tx, scope.memberId, [MAIN_WALLET]);
    const balance = await postLedger(tx, {
      memberId: scope.memberId,
      wallet: MAIN_WALLET,
      amount: toMinor(bonus),
      kind: 'reward',
      reference: `RW${entryId}`,
      idempotencyKey: scope.key,
      at,
    });
    return { ok: { promotionId: id, amount: bonus, mainBalance: toMoney(balance), claimedAt: at.toISOString() } };
  });
}

/** An application (status `join` of an apply activity): the entry goes to `applying` with its remark and images. */
export async function applyForActivity(
  db: PGlite,
  memberId: number,
  id: number,
  application: { remark: string; images: UploadImage[] },
  now: number,
): Promise<Outcome<RewardActivity>> {
  return db.transaction(async (tx) => {
    const row = await activityRow(tx, memberId, id, true);
    if (!row) return { failure: REWARDS_MESSAGES.notFound };
    if (statusOf(row, now) !== 'join' || row.mode !== 'apply') return { failure: REWARDS_MESSAGES.notJoinable };
    const at = new Date(now);
    const entryId = (
      await tx.query<{ id: number }>(
        `INSERT INTO reward_entries (activity_id, member_id, status, remark, created_at, updated_at)
         VALUES ($1, $2, 'applying', $3, $4, $4) RETURNING id`,
        [id, memberId, application.remark, at],
      )
    ).rows[0]!.id;
    for (const [position, image] of application.images.entries()) {
      await tx.query('INSERT INTO reward_entry_images (entry_id, position, mime_type, data) VALUES ($1, $2, $3, $4)', [
        entryId,
        position,
        image.type,
        image.data,
      ]);
    }
    return { ok: activityOf((await activityRow(tx, memberId, id))!, now) };
  });
}

/**
 * The back office's decision on an application (development route): approved, its bonus is credited to MAIN and it
 * is `issued`; rejected, it keeps the reason. Null when the member has no application waiting.
 */
export async function decideApplication(
  db: PGlite,
  memberId: number,
  id: number,
  decision: { approve: true; bonus: bigint } | { approve: false; reason: string },
  now: number,
): Promise<RewardActivity | null> {
  return db.transaction(async (tx) => {
    const row = await activityRow(tx, memberId, id, true);
    if (!row || row.entry_status !== 'applying' || row.entry_id === null) return null;
    const at = new Date(now);
    if (decision.approve) {
      await tx.query(
        `UPDATE reward_entries SET status = 'issued', bonus = $2, decision = NULL, updated_at = $3 WHERE id = $1`,
        [row.entry_id, toMoney(decision.bonus), at],
      );
      await lockWallets(tx, memberId, [MAIN_WALLET]);
      await postLedger(tx, {
        memberId,
        wallet: MAIN_WALLET,
        amount: decision.bonus,
        kind: 'reward',
        reference: `RW${row.entry_id}`,
        at,
      });
    } else {
      await tx.query(`UPDATE reward_entries SET status = 'rejected', decision = $2, updated_at = $3 WHERE id = $1`, [
        row.entry_id,
        decision.reason,
        at,
      ]);
    }
    return activityOf((await activityRow(tx, memberId, id))!, now);
  });
}
