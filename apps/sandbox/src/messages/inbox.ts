// The member's platform messages: the inbox page with its unread count, reading, deleting, and claiming a message's
// reward once (ledger `reward` on MAIN, under the claim's idempotency key).
import type { PGlite } from '@electric-sql/pglite';
import type { Queryable } from '../accounts/queryable.ts';
import type { Outcome } from '../envelope.ts';
import { MAIN_WALLET } from '../sandboxConstants.ts';
import { idempotentWrite, type IdempotencyScope, type IdempotentOutcome } from '../store/idempotency.ts';
import { lockWallets, postLedger, toMinor, toMoney } from '../store/ledger.ts';
import type { Schemas } from '../types.ts';
import { MESSAGE_TEXTS } from './messagesConstants.ts';

type MemberMessage = Schemas['MemberMessage'];

interface MessageRow {
  id: number;
  title: string;
  body: string;
  body_format: Schemas['MessageBodyFormat'];
  created_at: Date;
  read_at: Date | null;
  reward_amount: string | null;
  reward_expires_at: Date | null;
  reward_claimed_at: Date | null;
}

const COLUMNS = `id, title, body, body_format, created_at, read_at, reward_amount::text AS reward_amount,
  reward_expires_at, reward_claimed_at`;

function messageOf(row: MessageRow, now: number): MemberMessage {
  let reward: MemberMessage['reward'] = null;
  if (row.reward_amount !== null && row.reward_expires_at !== null) {
    const status = row.reward_claimed_at ? 'claimed' : row.reward_expires_at.getTime() <= now ? 'expired' : 'claimable';
    reward = {
      amount: row.reward_amount,
      expiresAt: row.reward_expires_at.toISOString(),
      claimedAt: row.reward_claimed_at?.toISOString() ?? null,
      status,
    };
  }
  return {
    id: row.id,
    title: row.title,
    body: row.body,
    bodyFormat: row.body_format,
    createdAt: row.created_at.toISOString(),
    read: row.read_at !== null,
    reward,
  };
}

export async function unreadMessages(db: Queryable, memberId: number): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM member_messages
      WHERE member_id = $1 AND deleted_at IS NULL AND read_at IS NULL`,
    [memberId],
  );
  return rows[0]!.n;
}

export async function messagePage(
  db: Queryable,
  memberId: number,
  page: { pageNo: number; pageSize: number },
  now: number,
): Promise<Schemas['MemberMessagePage']> {
  const { rows } = await db.query<MessageRow & { total: number }>(
    `SELECT ${COLUMNS}, count(*) OVER ()::int AS total FROM member_messages
      WHERE member_id = $1 AND deleted_at IS NULL ORDER BY id DESC LIMIT $2 OFFSET $3`,
    [memberId, page.pageSize, (page.pageNo - 1) * page.pageSize],
  );
  // Past the last page the window has no row to count on: count apart.
  const totalCount =
    rows[0]?.total ??
    (
      await db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM member_messages WHERE member_id = $1 AND deleted_at IS NULL',
        [memberId],
      )
    ).rows[0]!.n;
  return {
    list: rows.map((row) => messageOf(row, now)),
    pageNo: page.pageNo,
    pageSize: page.pageSize,
    totalPages: Math.ceil(totalCount / page.pageSize),
    totalCount,
    unreadCount: await unreadMessages(db, memberId),
  };
}

/** Marks one of the member's messages read; false when it is not theirs, deleted or unknown. */
export async function markMessageRead(db: Queryable, memberId: number, id: number, at: Date): Promise<boolean> {
  const { rows } = await db.query(
    `UPDATE member_messages SET read_at = coalesce(read_at, $3)
      WHERE id = $1 AND member_id = $2 AND deleted_at IS NULL RETURNING id`,
    [id, memberId, at],
  );
  return rows.length > 0;
}

export async function markAllMessagesRead(db: Queryable, memberId: number, at: Date): Promise<void> {
  await db.query(
    'UPDATE member_messages SET read_at = $2 WHERE member_id = $1 AND deleted_at IS NULL AND read_at IS NULL',
    [memberId, at],
  );
}

/** Deletes one of the member's messages; false when it is not theirs, already deleted or unknown. */
export async function deleteMessage(db: Queryable, memberId: number, id: number, at: Date): Promise<boolean> {
  const { rows } = await db.query(
    `UPDATE member_messages SET deleted_at = $3 WHERE id = $1 AND member_id = $2 AND deleted_at IS NULL RETURNING id`,
    [id, memberId, at],
  );
  return rows.length > 0;
}

/**
 * Credits the message's reward to MAIN once: inside one transaction the message row is locked and checked (not
 * claimed, not expired), marked claimed and read, and the ledger row posted under the claim's key. A second claim
 * (another key) finds it claimed; the same key again answers the first claim.
 */
export async function claimReward(
  db: PGlite,
  scope: IdempotencyScope,
  id: number,
  now: number,
): Promise<IdempotentOutcome<Schemas['MessageRewardClaim'], null>> {
  const at = new Date(now);
  return idempotentWrite(db, scope, at, async (tx): Promise<Outcome<Schemas['MessageRewardClaim']>> => {
    await lockWallets(tx, scope.memberId, [MAIN_WALLET]);
    const row = (
      await tx.query<MessageRow>(
        `SELECT ${COLUMNS} FROM member_messages WHERE id = $1 AND member_id = $2 AND deleted_at IS NULL FOR UPDATE`,
        [id, scope.memberId],
      )
    ).rows[0];
    if (!row) return { failure: MESSAGE_TEXTS.messageNotFound };
    if (row.reward_amount === null || row.reward_expires_at === null) return { failure: MESSAGE_TEXTS.noReward };
    if (row.reward_claimed_at !== null) return { failure: MESSAGE_TEXTS.rewardClaimed };
    if (row.reward_expires_at.getTime() <= now) return { failure: MESSAGE_TEXTS.rewardExpired };
    await tx.query('UPDATE member_messages SET reward_claimed_at = $2, read_at = coalesce(read_at, $2) WHERE id = $1', [
      id,
      at,
    ]);
    const after = await postLedger(tx, {
      memberId: scope.memberId,
      wallet: MAIN_WALLET,
      amount: toMinor(row.reward_amount),
      kind: 'reward',
      reference: `M${id}`,
      idempotencyKey: scope.key,
      at,
    });
    return {
      ok: { messageId: id, amount: row.reward_amount, claimedAt: at.toISOString(), mainBalance: toMoney(after) },
    };
  });
}

export interface NewMessage {
  memberId: number;
  title: string;
  body: string;
  bodyFormat: Schemas['MessageBodyFormat'];
  createdAt: Date;
  readAt?: Date | null;
  reward?: { amount: string; expiresAt: Date; claimedAt?: Date | null } | null;
}

/** Sends a message (the back office: the seed and the development route). */
export async function insertMessage(db: Queryable, m: NewMessage): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO member_messages (member_id, title, body, body_format, created_at, read_at, reward_amount,
                                  reward_expires_at, reward_claimed_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
    [
      m.memberId,
      m.title,
      m.body,
      m.bodyFormat,
      m.createdAt,
      m.readAt ?? null,
      m.reward?.amount ?? null,
      m.reward?.expiresAt ?? null,
      m.reward?.claimedAt ?? null,
    ],
  );
  return rows[0]!.id;
}
