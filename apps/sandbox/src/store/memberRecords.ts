import type { PGlite } from '@electric-sql/pglite';
import { TRIAL_IS_AGENT } from '../sandboxConstants.ts';

export interface ClubLabel {
  labelName: string;
  color?: string;
  color2?: string;
  rankLevel: number;
}

export interface MemberRow {
  id: number;
  account: string;
  nickname: string;
  password_hash: string;
  is_agent: string;
  agent_type: number;
  to_upline: boolean;
  club_label: ClubLabel | null;
  first_login: boolean;
  password_changed_at: Date;
}

/** A trial account: no chat, feedback, points, favourites, recent lists or paid games (spec §5, §6). */
export function isTrial(member: Pick<MemberRow, 'is_agent'>): boolean {
  return member.is_agent === TRIAL_IS_AGENT;
}

/** The contract's `MemberInfo` (the member info call and the v2 login answer it). */
export function memberInfoOf(member: MemberRow) {
  return {
    id: member.id,
    account: member.account,
    nickname: member.nickname,
    type: member.agent_type,
    isAgent: member.is_agent,
    toUpline: member.to_upline,
    clubLabel: member.club_label,
  };
}

const COLUMNS =
  'id, account, nickname, password_hash, is_agent, agent_type, to_upline, club_label, first_login, password_changed_at';

export async function findMemberByAccount(db: PGlite, account: string): Promise<MemberRow | null> {
  return (
    (await db.query<MemberRow>(`SELECT ${COLUMNS} FROM members WHERE lower(account) = lower($1)`, [account])).rows[0] ??
    null
  );
}

export async function findMemberById(db: PGlite, id: number): Promise<MemberRow | null> {
  return (await db.query<MemberRow>(`SELECT ${COLUMNS} FROM members WHERE id = $1`, [id])).rows[0] ?? null;
}
