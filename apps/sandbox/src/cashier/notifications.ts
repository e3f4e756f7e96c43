// The cashier's notifications (deposit credited or failed, withdrawal approved or rejected), raised by the back
// office and polled by the header.
import type { Queryable } from '../accounts/queryable.ts';
import type { Schemas } from '../types.ts';

export async function unreadCount(db: Queryable, memberId: number): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM cashier_notifications WHERE member_id = $1 AND read_at IS NULL',
    [memberId],
  );
  return rows[0]!.n;
}

export async function listNotifications(
  db: Queryable,
  memberId: number,
  options: { unreadOnly: boolean; limit: number },
): Promise<Schemas['CashierNotificationList']> {
  const { rows } = await db.query<{
    id: number;
    kind: Schemas['CashierNotificationKind'];
    order_no: string;
    amount: string;
    reason: string | null;
    created_at: Date;
    read_at: Date | null;
  }>(
    `SELECT id, kind, order_no, amount::text AS amount, reason, created_at, read_at FROM cashier_notifications
      WHERE member_id = $1 ${options.unreadOnly ? 'AND read_at IS NULL' : ''} ORDER BY id DESC LIMIT $2`,
    [memberId, options.limit],
  );
  return {
    list: rows.map((r) => ({
      id: r.id,
      kind: r.kind,
      orderNo: r.order_no,
      amount: r.amount,
      reason: r.reason,
      createdAt: r.created_at.toISOString(),
      read: r.read_at !== null,
    })),
    unreadCount: await unreadCount(db, memberId),
  };
}

/** Marks the member's notifications read: those of `ids` (others' and unknown ids are ignored), or all. */
export async function markRead(db: Queryable, memberId: number, ids: number[] | 'all', at: Date): Promise<number> {
  if (ids === 'all') {
    await db.query('UPDATE cashier_notifications SET read_at = $2 WHERE member_id = $1 AND read_at IS NULL', [
      memberId,
      at,
    ]);
  } else if (ids.length > 0) {
    await db.query(
      'UPDATE cashier_notifications SET read_at = $3 WHERE member_id = $1 AND id = ANY($2) AND read_at IS NULL',
      [memberId, ids, at],
    );
  }
  return unreadCount(db, memberId);
}
