// The caller of a security-centre operation.
import type { PGlite } from '@electric-sql/pglite';
import { sessionMember } from '../platform/sessionMember.ts';
import type { MemberRow } from '../store/memberRecords.ts';
import type { RequestContext } from '../types.ts';

/** The member of the operation's session (every security operation but the login verification needs one). */
export function securityCaller(c: RequestContext, db: PGlite): Promise<MemberRow> {
  return sessionMember(db, c.get('session')!.memberId);
}
