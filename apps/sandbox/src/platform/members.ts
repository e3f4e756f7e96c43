import type { PGlite } from '@electric-sql/pglite';
import { findMemberById, type MemberRow } from '../store/members.ts';
import { TRIAL_IS_AGENT } from './constants.ts';

/** The member of a live session (sessions are deleted with their member, so one always exists). */
export async function sessionMember(db: PGlite, memberId: number): Promise<MemberRow> {
  const member = await findMemberById(db, memberId);
  if (!member) throw new Error(`Session of a missing member ${memberId}`);
  return member;
}

/** Trial accounts may not chat, send feedback or move points (spec §5, §6). */
export function isTrial(member: MemberRow): boolean {
  return member.is_agent === TRIAL_IS_AGENT;
}
