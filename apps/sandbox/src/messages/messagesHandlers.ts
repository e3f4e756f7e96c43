// The operations of openapi/src/messages.yaml: the inbox (list, unread count, read, read all, delete, claim a
// reward) and the manual rebate (figures, claim). The claims are money writes: key looked at first (a replay answers
// the first success, a key used for another request 400), the member's standing, then the write in one transaction.
import { answer, badRequest, fail, ok, refuse, MESSAGES } from '../envelope.ts';
import { sessionMember } from '../platform/sessionMember.ts';
import { KEY_REUSED, keyState, scopeOf } from '../store/idempotency.ts';
import { isTrial } from '../store/memberRecords.ts';
import type { Handler, RequestContext, ResponseValue } from '../types.ts';
import {
  claimReward,
  deleteMessage as removeMessage,
  markAllMessagesRead,
  markMessageRead,
  messagePage,
  unreadMessages,
} from './inbox.ts';
import { MESSAGE_TEXTS, MESSAGES_PAGE_SIZE } from './messagesConstants.ts';
import { claimRebate, manualRebate } from './rebates.ts';

function memberIdOf(c: RequestContext): number {
  return c.get('session')!.memberId;
}

export const listMessages: Handler<'listMessages'> = async (c, { db, now }) => {
  const pageNo = Number(c.req.query('pageNo') ?? 1);
  const pageSize = Number(c.req.query('pageSize') ?? MESSAGES_PAGE_SIZE);
  return ok(c, await messagePage(db, memberIdOf(c), { pageNo, pageSize }, now()));
};

export const getUnreadMessageCount: Handler<'getUnreadMessageCount'> = async (c, { db }) =>
  ok(c, { unreadCount: await unreadMessages(db, memberIdOf(c)) });

export const readMessage: Handler<'readMessage'> = async (c, { db, now }) => {
  const memberId = memberIdOf(c);
  if (!(await markMessageRead(db, memberId, c.get('body').id, new Date(now())))) {
    return fail(c, MESSAGE_TEXTS.messageNotFound);
  }
  return ok(c, { unreadCount: await unreadMessages(db, memberId) });
};

export const readAllMessages: Handler<'readAllMessages'> = async (c, { db, now }) => {
  const memberId = memberIdOf(c);
  await markAllMessagesRead(db, memberId, new Date(now()));
  return ok(c, { unreadCount: await unreadMessages(db, memberId) });
};

export const deleteMessage: Handler<'deleteMessage'> = async (c, { db, now }) => {
  const memberId = memberIdOf(c);
  if (!(await removeMessage(db, memberId, c.get('body').id, new Date(now())))) {
    return fail(c, MESSAGE_TEXTS.messageNotFound);
  }
  return ok(c, { unreadCount: await unreadMessages(db, memberId) });
};

export const claimMessageReward: Handler<'claimMessageReward'> = async (c, { db, now }) => {
  const body = c.get('body');
  const scope = scopeOf(memberIdOf(c), 'claimMessageReward', body);
  const key = await keyState<ResponseValue<'claimMessageReward'>>(db, scope);
  if (key.state === 'conflict') return badRequest(c, KEY_REUSED);
  if (key.state === 'done') return ok(c, key.value);
  if (isTrial(await sessionMember(db, scope.memberId))) return refuse(c, MESSAGES.needTrueAccount);
  const outcome = await claimReward(db, scope, body.id, now());
  return 'conflict' in outcome ? badRequest(c, KEY_REUSED) : answer(c, outcome);
};

export const getManualRebate: Handler<'getManualRebate'> = async (c, { db, now }) => {
  const member = await sessionMember(db, memberIdOf(c));
  return ok(c, await manualRebate(db, member.id, isTrial(member), now()));
};

export const claimManualRebate: Handler<'claimManualRebate'> = async (c, { db, now }) => {
  const scope = scopeOf(memberIdOf(c), 'claimManualRebate', c.get('body'));
  const key = await keyState<ResponseValue<'claimManualRebate'>>(db, scope);
  if (key.state === 'conflict') return badRequest(c, KEY_REUSED);
  if (key.state === 'done') return ok(c, key.value);
  if (isTrial(await sessionMember(db, scope.memberId))) return refuse(c, MESSAGES.needTrueAccount);
  const outcome = await claimRebate(db, scope, now());
  return 'conflict' in outcome ? badRequest(c, KEY_REUSED) : answer(c, outcome);
};
