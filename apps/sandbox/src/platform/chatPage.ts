// The sandbox's stand-in for the chat vendor: the page a chat URL opens (in the site's chat window or a popup).
// It shows the member's conversation, marks the service's messages read and lets the member write back.
import type { Context, Hono } from 'hono';
import { hashToken } from '../crypto.ts';
import type { Deps } from '../types.ts';
import { readBodyLimited } from './body.ts';
import { CHAT_PAGE_PATH } from './chat.ts';
import { CHAT_MESSAGE_MAX_CHARS, CHAT_TICKET_TTL_MS, CHAT_WINDOW_MESSAGES } from './platformConstants.ts';

/** Room for the ticket and the longest message, form-encoded (up to 9 bytes per Thai character). */
const CHAT_FORM_MAX_BYTES = 16 * 1024;
const FORM_TYPE = /^application\/x-www-form-urlencoded\s*(?:;|$)/i;
// Inline styles only; the form posts back here; nothing else loads. No referrer: the address holds the ticket.
const PAGE_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'",
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'cache-control': 'no-store',
};

interface Labels {
  htmlLang: string;
  empty: string;
  placeholder: string;
  send: string;
  service: string;
  you: string;
  expired: string;
  invalidMessage: string;
}

const ENGLISH: Labels = {
  htmlLang: 'en',
  empty: 'No messages yet. How can we help you?',
  placeholder: 'Type a message',
  send: 'Send',
  service: 'Customer service',
  you: 'You',
  expired: 'This chat window has expired. Please open the chat again.',
  invalidMessage: `Please write a message of at most ${CHAT_MESSAGE_MAX_CHARS} characters.`,
};
const THAI: Labels = {
  htmlLang: 'th',
  empty: 'ยังไม่มีข้อความ มีอะไรให้เราช่วยไหม',
  placeholder: 'พิมพ์ข้อความ',
  send: 'ส่ง',
  service: 'ฝ่ายบริการลูกค้า',
  you: 'คุณ',
  expired: 'หน้าต่างแชทหมดอายุแล้ว กรุณาเปิดแชทใหม่อีกครั้ง',
  invalidMessage: `กรุณาพิมพ์ข้อความไม่เกิน ${CHAT_MESSAGE_MAX_CHARS} ตัวอักษร`,
};
const LABELS: Record<string, Labels> = { EN: ENGLISH, TY: THAI, TH: THAI };

interface Ticket {
  member_id: number;
  title: string;
  language: string;
  header_color: string;
}

interface Message {
  sender: 'AGENT' | 'MEMBER';
  body: string;
  created_at: Date;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

function document(labels: Labels, title: string, headerColor: string, body: string): string {
  return `<!doctype html>
<html lang="${labels.htmlLang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
body{margin:0;font:15px/1.4 system-ui,sans-serif;background:#f4f4f7;color:#1d1d28;display:flex;flex-direction:column;min-height:100vh}
header{padding:12px 16px;color:#fff;font-weight:600}
main{flex:1;padding:12px 16px;display:flex;flex-direction:column;gap:8px}
.m{max-width:80%;padding:8px 12px;border-radius:12px;background:#fff;white-space:pre-wrap;overflow-wrap:anywhere}
.m.you{align-self:flex-end;background:#e4ddff}
.m small{display:block;color:#5c5c6e;font-size:12px}
.note{color:#5c5c6e;text-align:center}.err{color:#a1002a}
form{display:flex;gap:8px;padding:12px 16px;background:#fff}
textarea{flex:1;font:inherit;resize:none}
button{font:inherit;padding:0 16px}
</style></head>
<body><header style="background:${escapeHtml(headerColor)}">${escapeHtml(title)}</header>${body}</body></html>`;
}

function renderChat(ticket: string, chat: Ticket, messages: Message[], error: string | null): string {
  const labels = LABELS[chat.language] ?? ENGLISH;
  const items = messages.length
    ? messages
        .map((m) => {
          const who = m.sender === 'MEMBER' ? labels.you : labels.service;
          const time = m.created_at.toISOString().replace('T', ' ').slice(0, 16);
          return `<p class="m${m.sender === 'MEMBER' ? ' you' : ''}"><small>${escapeHtml(who)} · <time datetime="${m.created_at.toISOString()}">${time} UTC</time></small>${escapeHtml(m.body)}</p>`;
        })
        .join('\n')
    : `<p class="note">${escapeHtml(labels.empty)}</p>`;
  const problem = error ? `<p class="note err" role="alert">${escapeHtml(error)}</p>` : '';
  const form = `<form method="post" action="${CHAT_PAGE_PATH}"><input type="hidden" name="ticket" value="${escapeHtml(ticket)}">
<textarea name="text" rows="2" maxlength="${CHAT_MESSAGE_MAX_CHARS}" required aria-label="${escapeHtml(labels.placeholder)}" placeholder="${escapeHtml(labels.placeholder)}"></textarea>
<button type="submit">${escapeHtml(labels.send)}</button></form>`;
  return document(labels, chat.title, chat.header_color, `<main>${items}${problem}</main>${form}`);
}

export function mountChatPage(app: Hono, { db, now }: Deps): void {
  const findTicket = async (ticket: string): Promise<Ticket | null> =>
    ticket
      ? ((
          await db.query<Ticket>(
            'SELECT member_id, title, language, header_color FROM chat_tickets WHERE ticket_hash = $1 AND created_at > $2',
            [hashToken(ticket), new Date(now() - CHAT_TICKET_TTL_MS)],
          )
        ).rows[0] ?? null)
      : null;

  const show = async (c: Context, ticket: string, chat: Ticket, error: string | null) => {
    const messages = (
      await db.query<Message>(
        `SELECT sender, body, created_at FROM (
           SELECT id, sender, body, created_at FROM chat_messages WHERE member_id = $1
           ORDER BY created_at DESC, id DESC LIMIT $2
         ) newest ORDER BY created_at, id`,
        [chat.member_id, CHAT_WINDOW_MESSAGES],
      )
    ).rows;
    return c.body(renderChat(ticket, chat, messages, error), error ? 400 : 200, PAGE_HEADERS);
  };
  const expired = (c: Context) =>
    c.body(
      document(
        ENGLISH,
        ENGLISH.service,
        '#5c5c6e',
        `<main><p class="note">${ENGLISH.expired}<br>${THAI.expired}</p></main>`,
      ),
      404,
      PAGE_HEADERS,
    );

  app.get(CHAT_PAGE_PATH, async (c) => {
    const ticket = c.req.query('ticket') ?? '';
    const chat = await findTicket(ticket);
    if (!chat) return expired(c);
    // Opening the window is reading it: the unread count goes to 0.
    await db.query(
      `UPDATE chat_messages SET read_at = $2 WHERE member_id = $1 AND sender = 'AGENT' AND read_at IS NULL`,
      [chat.member_id, new Date(now())],
    );
    return show(c, ticket, chat, null);
  });

  app.post(CHAT_PAGE_PATH, async (c) => {
    if (!FORM_TYPE.test(c.req.header('content-type') ?? '')) return c.body(null, 415);
    const bytes = await readBodyLimited(c.req.raw, CHAT_FORM_MAX_BYTES);
    if (bytes === null) return c.body(null, 413);
    const form = new URLSearchParams(new TextDecoder().decode(bytes));
    const ticket = form.get('ticket') ?? '';
    const chat = await findTicket(ticket);
    if (!chat) return expired(c);
    const text = (form.get('text') ?? '').trim();
    if (text.length === 0 || [...text].length > CHAT_MESSAGE_MAX_CHARS) {
      return show(c, ticket, chat, (LABELS[chat.language] ?? ENGLISH).invalidMessage);
    }
    await db.query(`INSERT INTO chat_messages (member_id, sender, body, created_at) VALUES ($1, 'MEMBER', $2, $3)`, [
      chat.member_id,
      text,
      new Date(now()),
    ]);
    // Post, redirect, get: a reload does not send the message twice.
    return c.redirect(`${CHAT_PAGE_PATH}?ticket=${encodeURIComponent(ticket)}`, 303);
  });
}
