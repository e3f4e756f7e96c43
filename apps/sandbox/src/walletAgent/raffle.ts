import type { PGlite } from '@electric-sql/pglite';
import { MAIN_WALLET } from '../sandboxConstants.ts';
import type { Queryable } from './team.ts';
import { postLedger, toMinor, toMoney } from '../store/ledger.ts';

/** openapi `RafflePromotion`. */
export interface RafflePromotion {
  id: number;
  title: string;
  /** Money: decimal strings. */
  prizes: string[];
  startsAt: string;
  endsAt: string;
  claimed: boolean;
}

/** openapi `RaffleClaim`. */
export interface RaffleClaim {
  promotionId: number;
  prize: string;
  ticketNo: string;
  mainBalance: string;
}

/** Raffles running at `now`, with whether the member has claimed each. */
export async function runningRaffles(db: Queryable, memberId: number, now: number): Promise<RafflePromotion[]> {
  const { rows } = await db.query<{
    id: number;
    title: string;
    prizes: string[];
    starts_at: Date;
    ends_at: Date;
    claimed: boolean;
  }>(
    `SELECT p.id, p.title, p.prizes::text[] AS prizes, p.starts_at, p.ends_at,
            EXISTS (SELECT 1 FROM raffle_claims c WHERE c.promotion_id = p.id AND c.member_id = $1) AS claimed
       FROM raffle_promotions p WHERE p.starts_at <= $2 AND p.ends_at > $2 ORDER BY p.id`,
    [memberId, new Date(now)],
  );
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    prizes: r.prizes,
    startsAt: r.starts_at.toISOString(),
    endsAt: r.ends_at.toISOString(),
    claimed: r.claimed,
  }));
}

/**
 * The prize a member draws: a fixed function of the raffle and the member, so a claim is reproducible (the sandbox
 * keeps no randomness in its data).
 */
export function drawPrize<T>(prizes: readonly T[], promotionId: number, memberId: number): T {
  const mixed = Math.imul(promotionId ^ Math.imul(memberId, 0x9e3779b1), 0x85ebca6b) >>> 0;
  return prizes[mixed % prizes.length]!;
}

export type RaffleOutcome =
  { ok: true; claim: RaffleClaim } | { ok: false; failure: 'raffleNotFound' | 'raffleClaimed' };

/** Claims a running raffle once and credits the drawn prize to the main wallet, in one transaction. */
export async function claimRaffle(
  db: PGlite,
  memberId: number,
  promotionId: number,
  now: number,
): Promise<RaffleOutcome> {
  return db.transaction(async (tx) => {
    const at = new Date(now);
    const promotion = (
      await tx.query<{ prizes: string[] }>(
        `SELECT prizes::text[] AS prizes FROM raffle_promotions
          WHERE id = $1 AND starts_at <= $2 AND ends_at > $2 FOR UPDATE`,
        [promotionId, at],
      )
    ).rows[0];
    if (!promotion) return { ok: false, failure: 'raffleNotFound' };
    const prize = drawPrize(promotion.prizes, promotionId, memberId);
    // The promotion row is locked, so the ticket count cannot change under us.
    const claims = await tx.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM raffle_claims WHERE promotion_id = $1',
      [promotionId],
    );
    const ticketNo = `R${promotionId}-${String(claims.rows[0]!.n + 1).padStart(6, '0')}`;
    const inserted = await tx.query(
      `INSERT INTO raffle_claims (promotion_id, member_id, prize, ticket_no, claimed_at)
       VALUES ($1, $2, $3, $4, $5) ON CONFLICT (promotion_id, member_id) DO NOTHING RETURNING 1`,
      [promotionId, memberId, prize, ticketNo, at],
    );
    if (inserted.rows.length === 0) return { ok: false, failure: 'raffleClaimed' };
    const mainBalance = await postLedger(tx, {
      memberId,
      wallet: MAIN_WALLET,
      amount: toMinor(prize),
      kind: 'bonus',
      reference: ticketNo,
      at,
    });
    return { ok: true, claim: { promotionId, prize, ticketNo, mainBalance: toMoney(mainBalance) } };
  });
}
