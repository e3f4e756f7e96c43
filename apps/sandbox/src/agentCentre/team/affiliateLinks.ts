// Affiliate links: an agent's affiliate code (affiliate_codes, which the registration's check reads) with the account
// type and rebate rates its registrants get (affiliate_links, affiliate_link_rates). Deleting a link makes its code
// inactive; members who registered with it stay where they are.
import { randomInt } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import { GAME_CATEGORIES, type GameCategory } from '@wl/rules';
import type { Queryable } from '../../accounts/queryable.ts';
import type { Outcome } from '../../envelope.ts';
import { idempotentWrite, type IdempotencyScope, type IdempotentOutcome } from '../../store/idempotency.ts';
import type { Schemas } from '../../types.ts';
import { anyAbove, ownRates, ratesOut, saveRates, type Rates } from './rates.ts';
import {
  ACCOUNT_TYPE_IS_AGENT,
  AFFILIATE_CODE_ALPHABET,
  AFFILIATE_CODE_DRAWS,
  AFFILIATE_CODE_LENGTH,
  AFFILIATE_LINKS_MAX,
  TEAM_MESSAGES,
} from './teamConstants.ts';

type AffiliateLink = Schemas['AffiliateLink'];
type AccountType = Schemas['AccountType'];

interface LinkRow {
  code: string;
  account_type: AccountType;
  remark: string;
  created_at: Date;
  registrations: number;
}

/** The links' rates by code (categories without a row are 0). */
async function linkRates(db: Queryable, codes: readonly string[]): Promise<Map<string, Rates>> {
  const zero = () => Object.fromEntries(GAME_CATEGORIES.map((c) => [c, 0])) as Rates;
  const byCode = new Map(codes.map((code) => [code, zero()]));
  if (codes.length === 0) return byCode;
  const { rows } = await db.query<{ code: string; category: GameCategory; rate: number }>(
    'SELECT code, category, rate FROM affiliate_link_rates WHERE code = ANY($1::text[])',
    [codes],
  );
  for (const row of rows) byCode.get(row.code)![row.category] = row.rate;
  return byCode;
}

const LINK_COLUMNS = `l.code, l.account_type, l.remark, c.created_at,
  (SELECT count(*)::int FROM member_profiles p WHERE p.affiliate_code = l.code) AS registrations`;

async function linksOf(db: Queryable, rows: readonly LinkRow[]): Promise<AffiliateLink[]> {
  const rates = await linkRates(
    db,
    rows.map((r) => r.code),
  );
  return rows.map((r) => ({
    code: r.code,
    accountType: r.account_type,
    rates: ratesOut(rates.get(r.code)!),
    remark: r.remark,
    registrations: r.registrations,
    createdAt: r.created_at.toISOString(),
  }));
}

/** The agent's live links, newest first. */
export async function listLinks(db: Queryable, agentId: number): Promise<AffiliateLink[]> {
  const { rows } = await db.query<LinkRow>(
    `SELECT ${LINK_COLUMNS}
       FROM affiliate_links l JOIN affiliate_codes c ON c.code = l.code
      WHERE c.agent_member_id = $1 AND l.deleted_at IS NULL
      ORDER BY c.created_at DESC, l.id DESC`,
    [agentId],
  );
  return linksOf(db, rows);
}

/** A code no affiliate code or member's referral code has (both are typed into the same registration field). */
async function freeCode(db: Queryable): Promise<string> {
  for (let draw = 0; draw < AFFILIATE_CODE_DRAWS; draw++) {
    const code = Array.from(
      { length: AFFILIATE_CODE_LENGTH },
      () => AFFILIATE_CODE_ALPHABET[randomInt(AFFILIATE_CODE_ALPHABET.length)],
    ).join('');
    const { rows } = await db.query(
      'SELECT 1 FROM affiliate_codes WHERE code = $1 UNION ALL SELECT 1 FROM referral_codes WHERE code = $1',
      [code],
    );
    if (rows.length === 0) return code;
  }
  throw new Error(`No free affiliate code in ${AFFILIATE_CODE_DRAWS} draws`);
}

export interface NewLink {
  accountType: AccountType;
  rates: Rates;
  remark: string;
}

/**
 * Creates a link once per idempotency key: refused when a rate is above the agent's own or the agent already has
 * AFFILIATE_LINKS_MAX live links (counted inside the transaction, so two at once cannot pass the limit together).
 */
export async function createLink(
  db: PGlite,
  scope: IdempotencyScope,
  link: NewLink,
  now: number,
): Promise<IdempotentOutcome<AffiliateLink, null>> {
  const at = new Date(now);
  return idempotentWrite(db, scope, at, async (tx): Promise<Outcome<AffiliateLink>> => {
    if (anyAbove(link.rates, await ownRates(tx, scope.memberId))) return { failure: TEAM_MESSAGES.rateAboveOwn };
    const live = await tx.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM affiliate_links l JOIN affiliate_codes c ON c.code = l.code
        WHERE c.agent_member_id = $1 AND l.deleted_at IS NULL`,
      [scope.memberId],
    );
    if (live.rows[0]!.n >= AFFILIATE_LINKS_MAX) return { failure: TEAM_MESSAGES.affiliateLinksFull };
    const code = await freeCode(tx);
    await tx.query(
      'INSERT INTO affiliate_codes (code, agent_member_id, domain, active, created_at) VALUES ($1, $2, NULL, true, $3)',
      [code, scope.memberId, at],
    );
    await tx.query('INSERT INTO affiliate_links (code, account_type, remark) VALUES ($1, $2, $3)', [
      code,
      link.accountType,
      link.remark,
    ]);
    await tx.query(
      `INSERT INTO affiliate_link_rates (code, category, rate) SELECT $1, * FROM unnest($2::text[], $3::int[])`,
      [code, GAME_CATEGORIES, GAME_CATEGORIES.map((c) => link.rates[c])],
    );
    const { rows } = await tx.query<LinkRow>(
      `SELECT ${LINK_COLUMNS} FROM affiliate_links l JOIN affiliate_codes c ON c.code = l.code WHERE l.code = $1`,
      [code],
    );
    return { ok: (await linksOf(tx, rows))[0]! };
  });
}

/** Deletes one of the agent's live links (any case); false when it is not theirs or already deleted. */
export async function deleteLink(db: PGlite, agentId: number, code: string, now: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ code: string }>(
      `UPDATE affiliate_links l SET deleted_at = $3
         FROM affiliate_codes c
        WHERE c.code = l.code AND l.code = upper($2) AND c.agent_member_id = $1 AND l.deleted_at IS NULL
        RETURNING l.code`,
      [agentId, code, new Date(now)],
    );
    if (!rows[0]) return false;
    await tx.query('UPDATE affiliate_codes SET active = false WHERE code = $1', [rows[0].code]);
    return true;
  });
}

/**
 * Gives a member who registered with an affiliate code the terms of its link, when the code is a live link: the
 * link's account type and rates. Runs inside the registration's transaction, after the member is placed below the
 * code's agent. Returns the member's isAgent (unchanged '0' for a plain affiliate code).
 */
export async function joinAffiliateLink(tx: Queryable, memberId: number, code: string): Promise<string> {
  const upper = code.trim().toUpperCase();
  const { rows } = await tx.query<{ account_type: AccountType }>(
    `SELECT l.account_type FROM affiliate_links l JOIN affiliate_codes c ON c.code = l.code
      WHERE l.code = $1 AND c.active AND l.deleted_at IS NULL`,
    [upper],
  );
  const link = rows[0];
  if (!link) return ACCOUNT_TYPE_IS_AGENT.member.isAgent;
  const { isAgent, agentType } = ACCOUNT_TYPE_IS_AGENT[link.account_type];
  await tx.query('UPDATE members SET is_agent = $2, agent_type = $3 WHERE id = $1', [memberId, isAgent, agentType]);
  await saveRates(tx, memberId, (await linkRates(tx, [upper])).get(upper)!);
  return isAgent;
}
