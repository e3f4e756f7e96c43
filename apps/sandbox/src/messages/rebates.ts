// The manual rebate: per game category, the valid bet of the member's bets settled after the last rebate paid to
// them, times the category's rate (an open or cancelled bet earns nothing; a slip settled later counts then, once),
// rounded down to the cent once per category (exact: bigint minor units). A claim pays the total to MAIN (ledger
// `rebate`), so the next accrual starts after it.
import type { PGlite } from '@electric-sql/pglite';
import { GAME_CATEGORIES } from '@wl/rules';
import type { Queryable } from '../accounts/queryable.ts';
import type { Outcome } from '../envelope.ts';
import { MAIN_WALLET } from '../sandboxConstants.ts';
import { idempotentWrite, type IdempotencyScope, type IdempotentOutcome } from '../store/idempotency.ts';
import { lockWallets, postLedger, toMinor, toMoney } from '../store/ledger.ts';
import type { Schemas } from '../types.ts';
import { MESSAGE_TEXTS, REBATE_LAST_CLAIMS, REBATE_MIN_CLAIM, REBATE_RATES_BPS } from './messagesConstants.ts';

const BPS_PER_UNIT = 10_000n;

/** Basis points as the contract's percent string: 80 → "0.80". */
function percentOf(bps: number): string {
  return `${Math.floor(bps / 100)}.${String(bps % 100).padStart(2, '0')}`;
}

interface Accrual {
  since: Date | null;
  categories: Schemas['RebateCategory'][];
  total: bigint;
}

/** What the member's bets settled after the last rebate paid and up to `now` have earned. */
async function accrual(db: Queryable, memberId: number, now: Date): Promise<Accrual> {
  // Any rebate paid closes the window, a manual claim or another (the records seed's daily rebate): never twice.
  const since = (
    await db.query<{ since: Date | null }>(
      `SELECT max(created_at) AS since FROM ledger WHERE member_id = $1 AND wallet = $2 AND kind = 'rebate'`,
      [memberId, MAIN_WALLET],
    )
  ).rows[0]!.since;
  const { rows } = await db.query<{ game_type: string; valid: string }>(
    `SELECT game_type, sum(valid_bet)::text AS valid FROM bets
      WHERE member_id = $1 AND status = 'settled' AND settled_at <= $2
        AND ($3::timestamptz IS NULL OR settled_at > $3)
      GROUP BY game_type`,
    [memberId, now, since],
  );
  const valid = new Map(rows.map((r) => [r.game_type, toMinor(r.valid)]));
  let total = 0n;
  const categories = GAME_CATEGORIES.flatMap((category) => {
    const bps = REBATE_RATES_BPS[category];
    if (bps === undefined) return [];
    const validBet = valid.get(category) ?? 0n;
    const accrued = (validBet * BigInt(bps)) / BPS_PER_UNIT;
    total += accrued;
    return [{ category, rate: percentOf(bps), validBet: toMoney(validBet), accrued: toMoney(accrued) }];
  });
  return { since, categories, total };
}

export async function manualRebate(
  db: Queryable,
  memberId: number,
  trial: boolean,
  now: number,
): Promise<Schemas['ManualRebate']> {
  const { since, categories, total } = await accrual(db, memberId, new Date(now));
  const claims = await db.query<{ id: number; amount: string; claimed_at: Date }>(
    'SELECT id, amount::text AS amount, claimed_at FROM rebate_claims WHERE member_id = $1 ORDER BY id DESC LIMIT $2',
    [memberId, REBATE_LAST_CLAIMS],
  );
  return {
    categories,
    total: toMoney(total),
    minClaim: REBATE_MIN_CLAIM,
    since: since?.toISOString() ?? null,
    claimable: !trial && total > 0n && total >= toMinor(REBATE_MIN_CLAIM),
    lastClaims: claims.rows.map((r) => ({ id: r.id, amount: r.amount, claimedAt: r.claimed_at.toISOString() })),
  };
}

/**
 * Pays the accrued rebate once: in one transaction the wallet is locked, the accrual computed again, the claim
 * recorded (covering the bets up to now) and the ledger row posted under the claim's key. Two claims at once: the
 * second waits for the first and then finds nothing left.
 */
export async function claimRebate(
  db: PGlite,
  scope: IdempotencyScope,
  now: number,
): Promise<IdempotentOutcome<Schemas['RebateClaim'], Schemas['AmountLimit'] | null>> {
  const at = new Date(now);
  return idempotentWrite(
    db,
    scope,
    at,
    async (tx): Promise<Outcome<Schemas['RebateClaim'], Schemas['AmountLimit'] | null>> => {
      await lockWallets(tx, scope.memberId, [MAIN_WALLET]);
      const { total } = await accrual(tx, scope.memberId, at);
      if (total === 0n) return { failure: MESSAGE_TEXTS.nothingToClaim };
      if (total < toMinor(REBATE_MIN_CLAIM)) {
        return { failure: MESSAGE_TEXTS.rebateBelowMin, value: { limit: REBATE_MIN_CLAIM } };
      }
      const claimId = (
        await tx.query<{ id: number }>(
          `INSERT INTO rebate_claims (member_id, amount, covered_to, claimed_at) VALUES ($1, $2, $3, $3) RETURNING id`,
          [scope.memberId, toMoney(total), at],
        )
      ).rows[0]!.id;
      const after = await postLedger(tx, {
        memberId: scope.memberId,
        wallet: MAIN_WALLET,
        amount: total,
        kind: 'rebate',
        reference: `RB${claimId}`,
        idempotencyKey: scope.key,
        at,
      });
      return { ok: { claimId, amount: toMoney(total), claimedAt: at.toISOString(), mainBalance: toMoney(after) } };
    },
  );
}
