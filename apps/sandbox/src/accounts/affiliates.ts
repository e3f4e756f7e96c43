// Agents' invitation codes (spec: affiliate code check with code and domain).
import type { Queryable } from './queryable.ts';

/** 'VIP.Example.com:443' → 'vip.example.com'. */
function hostOf(domain: string): string {
  return domain.trim().toLowerCase().replace(/:\d+$/, '');
}

/** The agent that owns an active code valid on this domain, or null. */
export async function affiliateAgent(db: Queryable, code: string, domain: string | undefined): Promise<number | null> {
  const { rows } = await db.query<{ agent_member_id: number; domain: string | null }>(
    'SELECT agent_member_id, domain FROM affiliate_codes WHERE code = upper($1) AND active',
    [code.trim()],
  );
  const row = rows[0];
  if (!row) return null;
  if (row.domain !== null && (domain === undefined || hostOf(domain) !== hostOf(row.domain))) return null;
  return row.agent_member_id;
}
