// The messages the server sends (SMS and email). Nothing leaves the sandbox: development and tests read them
// through GET /sandbox/outbox.
import type { Queryable } from './queryable.ts';

export type Channel = 'sms' | 'email';

export interface OutboxMessage {
  channel: Channel;
  /** The national mobile number without leading zeros, or the lower-case email address. */
  recipient: string;
  subject: string | null;
  body: string;
  sentAt: string;
}

export async function sendMessage(
  db: Queryable,
  message: { channel: Channel; recipient: string; subject?: string; body: string },
  now: number,
): Promise<void> {
  await db.query('INSERT INTO outbox (channel, recipient, subject, body, created_at) VALUES ($1, $2, $3, $4, $5)', [
    message.channel,
    message.recipient,
    message.subject ?? null,
    message.body,
    new Date(now),
  ]);
}

/** A recipient's messages, newest first. */
export async function messagesFor(db: Queryable, channel: Channel, recipient: string): Promise<OutboxMessage[]> {
  const { rows } = await db.query<{
    channel: Channel;
    recipient: string;
    subject: string | null;
    body: string;
    created_at: Date;
  }>(
    `SELECT channel, recipient, subject, body, created_at FROM outbox
      WHERE channel = $1 AND recipient = $2 ORDER BY created_at DESC, id DESC`,
    [channel, recipient],
  );
  return rows.map((row) => ({
    channel: row.channel,
    recipient: row.recipient,
    subject: row.subject,
    body: row.body,
    sentAt: row.created_at.toISOString(),
  }));
}
