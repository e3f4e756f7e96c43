import { CURRENCY } from '../sandboxConstants.ts';
import { MESSAGES, error, ok } from '../envelope.ts';
import { findMemberById, memberInfoOf, walletSum } from '../store/memberRecords.ts';
import type { Handler } from '../types.ts';

export const getMemberInfo: Handler<'getMemberInfo'> = async (c, { db }) => {
  const member = await findMemberById(db, c.get('session')!.memberId);
  // The member was deleted under a live session: treat the token as dead.
  if (!member) return error(c, 401, MESSAGES.unauthorized.message, MESSAGES.unauthorized.code);
  return ok(c, memberInfoOf(member));
};

export const getBalance: Handler<'getBalance'> = async (c, { db }) =>
  ok(c, { sumBalance: await walletSum(db, c.get('session')!.memberId), currency: CURRENCY });
