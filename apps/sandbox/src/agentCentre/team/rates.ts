// Rebate rates: a member's own (member_rebate_rates, or the merchant's for a top agent), those a request sends (the
// wire's percents, checked to at most 2 decimals), and the check that no rate is above the caller's own.
import { GAME_CATEGORIES, hundredthsToRate, rateNumberToHundredths, type GameCategory } from '@wl/rules';
import type { Queryable } from '../../accounts/queryable.ts';
import type { Schemas } from '../../types.ts';
import { TOP_AGENT_REBATE_RATES } from './teamConstants.ts';

/** Hundredths of a percent per category (every category present). */
export type Rates = Record<GameCategory, number>;

const zeroRates = (): Rates => Object.fromEntries(GAME_CATEGORIES.map((c) => [c, 0])) as Rates;

/** The wire's list: one per category, in GameCategory's order. */
export function ratesOut(rates: Rates): Schemas['RebateRate'][] {
  return GAME_CATEGORIES.map((category) => ({ category, rate: hundredthsToRate(rates[category]) }));
}

/** The rates of several members at once (members without rows get 0 everywhere). */
export async function storedRates(db: Queryable, memberIds: readonly number[]): Promise<Map<number, Rates>> {
  const byMember = new Map(memberIds.map((id) => [id, zeroRates()]));
  if (memberIds.length === 0) return byMember;
  const { rows } = await db.query<{ member_id: number; category: GameCategory; rate: number }>(
    'SELECT member_id, category, rate FROM member_rebate_rates WHERE member_id = ANY($1::int[])',
    [memberIds],
  );
  for (const row of rows) byMember.get(row.member_id)![row.category] = row.rate;
  return byMember;
}

/** The member's own rates: the merchant's for a top agent (no upline), else what their upline set. */
export async function ownRates(db: Queryable, memberId: number): Promise<Rates> {
  const { rows } = await db.query('SELECT 1 FROM member_uplines WHERE member_id = $1', [memberId]);
  if (rows.length === 0) return { ...TOP_AGENT_REBATE_RATES };
  return (await storedRates(db, [memberId])).get(memberId)!;
}

/**
 * A request's rates in hundredths (categories left out are 0), or the 400 message: a rate with more than 2 decimals
 * or a category named twice. The contract has already checked 0 ≤ rate ≤ 100 and the categories.
 */
export function ratesIn(field: string, list: readonly Schemas['RebateRate'][]): { rates: Rates } | { error: string } {
  const rates = zeroRates();
  const seen = new Set<GameCategory>();
  for (const [index, { category, rate }] of list.entries()) {
    if (seen.has(category)) return { error: `${field}/${index}/category: ${category} is named twice` };
    seen.add(category);
    const hundredths = rateNumberToHundredths(rate);
    if (hundredths === null) return { error: `${field}/${index}/rate: must have at most 2 decimals` };
    rates[category] = hundredths;
  }
  return { rates };
}

/** Whether any of `rates` is above the same category of `own`. */
export function anyAbove(rates: Rates, own: Rates): boolean {
  return GAME_CATEGORIES.some((category) => rates[category] > own[category]);
}

/** Stores the member's rates (every category, replacing any before). */
export async function saveRates(db: Queryable, memberId: number, rates: Rates): Promise<void> {
  await db.query('DELETE FROM member_rebate_rates WHERE member_id = $1', [memberId]);
  await db.query(
    `INSERT INTO member_rebate_rates (member_id, category, rate)
     SELECT $1, * FROM unnest($2::text[], $3::int[])`,
    [memberId, GAME_CATEGORIES, GAME_CATEGORIES.map((c) => rates[c])],
  );
}
