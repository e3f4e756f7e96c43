import type { PGlite } from '@electric-sql/pglite';
import { findMemberById, type MemberRow } from '../store/memberRecords.ts';

/** The member of a live session (sessions are deleted with their member, so one always exists). */
export async function sessionMember(db: PGlite, memberId: number): Promise<MemberRow> {
  const member = await findMemberById(db, memberId);
  if (!member) throw new Error(`Session of a missing member ${memberId}`);
  return member;
}
