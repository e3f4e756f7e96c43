// The back office sending a message, played by a development route (never mounted in production).
import type { Context, Hono } from 'hono';
import { readDevJson } from '../base/baseDevRoutes.ts';
import { badRequest, error, plainOk } from '../envelope.ts';
import { wireAmount, toMoney } from '../store/ledger.ts';
import { findMemberByAccount } from '../store/memberRecords.ts';
import type { Deps } from '../types.ts';
import { insertMessage } from './inbox.ts';
import {
  MESSAGE_BODY_MAX_CHARS,
  MESSAGE_REWARD_DEFAULT_TTL_MINUTES,
  MESSAGE_TITLE_MAX_CHARS,
} from './messagesConstants.ts';

const MINUTE_MS = 60_000;

function text(value: unknown, max: number): string | null {
  return typeof value === 'string' && value.length > 0 && value.length <= max ? value : null;
}

export function mountMessagesDevRoutes(app: Hono, { db, now }: Deps): void {
  /** { account, title, body, html?, reward?: "12.50", expiresInMinutes? (negative: already expired) } */
  app.post('/sandbox/messages', async (c: Context) => {
    const read = await readDevJson(c);
    if ('response' in read) return read.response;
    const body = (read.body ?? {}) as Record<string, unknown>;
    const account = typeof body.account === 'string' ? body.account : '';
    const member = await findMemberByAccount(db, account);
    if (!member) return error(c, 404, `No member ${account}`, 'NOT_FOUND');
    const title = text(body.title, MESSAGE_TITLE_MAX_CHARS);
    if (title === null) return badRequest(c, `title: must be a text of 1 to ${MESSAGE_TITLE_MAX_CHARS} characters`);
    const content = text(body.body, MESSAGE_BODY_MAX_CHARS);
    if (content === null) return badRequest(c, `body: must be a text of 1 to ${MESSAGE_BODY_MAX_CHARS} characters`);
    let reward = null;
    if (body.reward !== undefined) {
      const amount =
        typeof body.reward === 'string'
          ? wireAmount('reward', body.reward)
          : { error: 'reward: must be a decimal string' };
      if ('error' in amount) return badRequest(c, amount.error);
      const minutes = body.expiresInMinutes ?? MESSAGE_REWARD_DEFAULT_TTL_MINUTES;
      if (typeof minutes !== 'number' || !Number.isInteger(minutes)) {
        return badRequest(c, 'expiresInMinutes: must be a whole number');
      }
      reward = { amount: toMoney(amount.minor), expiresAt: new Date(now() + minutes * MINUTE_MS) };
    }
    const id = await insertMessage(db, {
      memberId: member.id,
      title,
      body: content,
      bodyFormat: body.html === true ? 'html' : 'text',
      createdAt: new Date(now()),
      reward,
    });
    return plainOk(c, { id });
  });
}
