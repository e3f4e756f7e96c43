import { MESSAGES, error, ok } from '../envelope.ts';
import { findMemberById, memberInfoOf } from '../store/memberRecords.ts';
import type { Handler } from '../types.ts';

export const getMemberInfo: Handler<'getMemberInfo'> = async (c, { db }) => {
  const member = await findMemberById(db, c.get('session')!.memberId);
  // The member was deleted under a live session: treat the token as dead.
  if (!member) return error(c, 401, MESSAGES.unauthorized.message, MESSAGES.unauthorized.code);
  return ok(c, memberInfoOf(member));
};
