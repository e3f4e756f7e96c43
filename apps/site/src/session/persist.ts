// What the session keeps in session storage (spec §3 keys): read by the session owner (session.ts) on the first
// paint, written by its machine (sessionActor.ts) once that has loaded.
import type { SessionConsolidated, StoredSession } from '@wl/flows';
import type { MemberInfo } from '@wl/api';
import { SESSION_KEYS } from './storage';

export function readStored(): StoredSession | null {
  const token = sessionStorage.getItem(SESSION_KEYS.token);
  const isAgent = sessionStorage.getItem(SESSION_KEYS.isAgent);
  if (!token || isAgent === null) return null;
  return { token, isAgent, account: sessionStorage.getItem(SESSION_KEYS.account) };
}

export function persist({ token, isAgent, account }: StoredSession) {
  sessionStorage.setItem(SESSION_KEYS.token, token);
  sessionStorage.setItem(SESSION_KEYS.isAgent, isAgent);
  if (account) sessionStorage.setItem(SESSION_KEYS.account, account);
  else sessionStorage.removeItem(SESSION_KEYS.account);
}

/** Spec §3 `customerId` and `memberLabel` (the club label, as JSON; left out when the member has none). */
export function persistMember(member: MemberInfo) {
  sessionStorage.setItem(SESSION_KEYS.customerId, String(member.id));
  if (member.clubLabel) sessionStorage.setItem(SESSION_KEYS.memberLabel, JSON.stringify(member.clubLabel));
  else sessionStorage.removeItem(SESSION_KEYS.memberLabel);
}

/** Spec §3 `consolidated` (the answer, as JSON) with its agent-centre flags `enableSalary` and `enableContract`. */
export function persistConsolidated(consolidated: SessionConsolidated) {
  sessionStorage.setItem(SESSION_KEYS.consolidated, JSON.stringify(consolidated));
  sessionStorage.setItem(SESSION_KEYS.enableSalary, String(consolidated.enableSalary));
  sessionStorage.setItem(SESSION_KEYS.enableContract, String(consolidated.enableContract));
}

/** What the login's consolidated call answered (spec §3 `consolidated`), or null when it is not kept. */
export function storedConsolidated(): SessionConsolidated | null {
  try {
    const stored = JSON.parse(sessionStorage.getItem(SESSION_KEYS.consolidated) ?? 'null') as unknown;
    return stored && typeof stored === 'object' ? (stored as SessionConsolidated) : null;
  } catch {
    return null;
  }
}

/** Logout clears session storage but keeps `merchant` (spec §4, Logout). */
export function clearKeepingMerchant() {
  const merchant = sessionStorage.getItem(SESSION_KEYS.merchant);
  sessionStorage.clear();
  if (merchant !== null) sessionStorage.setItem(SESSION_KEYS.merchant, merchant);
}
