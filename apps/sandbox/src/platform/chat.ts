// Chat and customer service: the chat window address (a ticket to the sandbox's own chat page), unread counts and
// the service links.
import { fail, ok, MESSAGES } from '../envelope.ts';
import { hashToken, newToken } from '../crypto.ts';
import type { Handler, Schemas } from '../types.ts';
import { CHAT_HEADER_COLOR_DEFAULT, CHAT_TICKET_TTL_MS } from './platformConstants.ts';
import { isTrial } from '../store/memberRecords.ts';
import { sessionMember } from './sessionMember.ts';
import { encodeServicePath } from './servicePath.ts';
import { plantedLink, plantedServiceLinks } from '../content/hostileContent.ts';

/** Where the sandbox serves the chat window (mounted in platformArea.ts). */
export const CHAT_PAGE_PATH = '/sandbox/chat';
/** The obfuscated customer-service link type. */
const OBFUSCATED_TYPE = 3;

export const getChatUrl: Handler<'getChatUrl'> = async (c, { db, now }) => {
  const { memberId } = c.get('session')!;
  if (isTrial(await sessionMember(db, memberId))) return fail(c, MESSAGES.needTrueAccount);
  const body = c.get('body');
  const ticket = newToken();
  await db.transaction(async (tx) => {
    // Housekeeping: tickets past their lifetime open nothing any more.
    await tx.query('DELETE FROM chat_tickets WHERE created_at <= $1', [new Date(now() - CHAT_TICKET_TTL_MS)]);
    await tx.query(
      `INSERT INTO chat_tickets (ticket_hash, member_id, title, language, header_color, created_at)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [
        hashToken(ticket),
        memberId,
        body.title,
        body.language,
        body.headerColor ?? CHAT_HEADER_COLOR_DEFAULT,
        new Date(now()),
      ],
    );
  });
  return ok(c, { chatUrl: plantedLink(db) ?? `${CHAT_PAGE_PATH}?ticket=${ticket}` });
};

export const getChatUnreadCount: Handler<'getChatUnreadCount'> = async (c, { db }) => {
  const { memberId } = c.get('session')!;
  if (isTrial(await sessionMember(db, memberId))) return fail(c, MESSAGES.needTrueAccount);
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM chat_messages WHERE member_id = $1 AND sender = 'AGENT' AND read_at IS NULL`,
    [memberId],
  );
  return ok(c, { unReadCount: rows[0]!.n });
};

export const getServiceLink: Handler<'getServiceLink'> = async (c, { db }) => {
  const { rows } = await db.query<Schemas['ServicePath']>('SELECT type, path FROM service_links ORDER BY sort, id');
  // what the hostile content switch (development) planted comes first
  const pathList = [...plantedServiceLinks(db), ...rows].map((r) => ({
    type: r.type,
    path: r.type === OBFUSCATED_TYPE ? encodeServicePath(r.path) : r.path,
  }));
  return ok(c, { version: { pathList } });
};
