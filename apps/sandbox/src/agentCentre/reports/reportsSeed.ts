// The reports' demo data. The agent's seeded team (walletAgent/walletAgentSeed.ts) gets what its reports read: its
// bets an order number and a game as the game page writes them (records/bets.ts orderNoOf), and its credited
// deposits and paid withdrawals their ledger rows (deposit; withdrawalHold out of MAIN into HOLD, withdrawalPayout
// out of HOLD), in time order after an opening balance, so the team's transactions are real ledger rows. Every
// wallet ends where the seed left it: the history is walked back from the final balance, and a deposit that the
// balance then cannot have held (the team's play before the ledger is not in it) is a failed deposit instead. Only
// members whose MAIN ledger is still a lone opening row are written (never the demo member, whose MAIN ledger the
// records seed writes last). And the merchant's announcements to agents (migration 019).
import type { PGlite } from '@electric-sql/pglite';
import { depositNo, withdrawalNo } from '../../cashier/orders.ts';
import { MAIN_WALLET } from '../../sandboxConstants.ts';
import { HOLD_WALLET, SEED_OPENING_AGE_MS, toMinor, type LedgerKind } from '../../store/ledger.ts';
import { column, insertColumns, insertLedgerHistory, type SeedLedgerRow } from '../../walletAgent/walletAgentSeed.ts';
import { AGENT_ANNOUNCEMENTS } from './announcementsSeed.ts';

const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;
/** Serials of the seeded team's order numbers start here (above the game page's and the demo member's). */
export const TEAM_ORDER_SERIAL_BASE = 1_000_000;
/** Why a seeded deposit the wallet could not have held was not credited. */
const SEED_FAILED_REASON = 'The transfer was not received';

export async function seedReportsTables(db: PGlite, now: number): Promise<void> {
  await seedAnnouncements(db, now);
  await nameTeamBets(db);
  await ledgerTeamCashier(db, now);
}

async function seedAnnouncements(db: PGlite, now: number): Promise<void> {
  const seeded = await db.query('SELECT 1 FROM agent_announcements LIMIT 1');
  if (seeded.rows.length > 0) return;
  await db.transaction(async (tx) => {
    await insertColumns(tx, 'agent_announcements', {
      title_en: column('text', AGENT_ANNOUNCEMENTS, (a) => a.title.en),
      title_th: column('text', AGENT_ANNOUNCEMENTS, (a) => a.title.th),
      content_en: column('text', AGENT_ANNOUNCEMENTS, (a) => a.content.en),
      content_th: column('text', AGENT_ANNOUNCEMENTS, (a) => a.content.th),
      pinned: column('bool', AGENT_ANNOUNCEMENTS, (a) => a.pinned),
      published_at: column('timestamptz', AGENT_ANNOUNCEMENTS, (a) => new Date(now - a.daysAgo * DAY_MS)),
    });
  });
}

/**
 * The team's seeded bets (written with only their result: the bets_complete trigger numbered them B0000000001, ...)
 * get an order number of the game page's form and one of their vendor's games of their category.
 */
async function nameTeamBets(db: PGlite): Promise<void> {
  const plain = `b.node_id IS NULL AND b.game_name IS NULL AND b.order_no ~ '^B[0-9]{10}$'
    AND b.member_id IN (SELECT member_id FROM member_uplines)`;
  await db.transaction(async (tx) => {
    await tx.query(
      `WITH g AS (
         SELECT node_id, name, vassalage, game_type,
                row_number() OVER (PARTITION BY vassalage, game_type ORDER BY node_id) - 1 AS i,
                count(*) OVER (PARTITION BY vassalage, game_type) AS n
           FROM games WHERE is_game = 'GAME'
       )
       UPDATE bets b SET node_id = g.node_id, game_name = g.name
         FROM g WHERE g.vassalage = b.vassalage AND g.game_type = b.game_type AND g.i = b.id % g.n AND ${plain}`,
    );
    await tx.query(
      `UPDATE bets b SET order_no = b.game_type || to_char(b.placed_at AT TIME ZONE 'UTC', 'YYMMDD')
                                   || lpad(($1 + b.id)::text, 7, '0')
        WHERE b.order_no ~ '^B[0-9]{10}$' AND b.member_id IN (SELECT member_id FROM member_uplines)`,
      [TEAM_ORDER_SERIAL_BASE],
    );
  });
}

interface Move {
  at: number;
  /** Into MAIN (negative: out of it). */
  amount: bigint;
  kind: LedgerKind;
  reference: string;
  depositId?: number;
  /** A paid withdrawal's payout out of HOLD. */
  paidAt?: number;
}

type Row = SeedLedgerRow;

async function ledgerTeamCashier(db: PGlite, now: number): Promise<void> {
  // Team members whose MAIN ledger is one opening row and who have cashier orders without ledger rows.
  const { rows: members } = await db.query<{ id: number; final: string }>(
    `SELECT m.id, w.balance::text AS final FROM members m
       JOIN member_uplines u ON u.member_id = m.id
       JOIN wallets w ON w.member_id = m.id AND w.vassalage = $1
      WHERE (SELECT count(*) FROM ledger l WHERE l.member_id = m.id AND l.wallet = $1) = 1
        AND EXISTS (SELECT 1 FROM ledger l WHERE l.member_id = m.id AND l.wallet = $1 AND l.kind = 'opening')
        AND (EXISTS (SELECT 1 FROM deposits d WHERE d.member_id = m.id AND d.status = 'credited')
             OR EXISTS (SELECT 1 FROM withdrawals d WHERE d.member_id = m.id AND d.status = 'paid'))
      ORDER BY m.id`,
    [MAIN_WALLET],
  );
  if (members.length === 0) return;
  const ids = members.map((m) => m.id);
  const deposits = (
    await db.query<{ id: number; member_id: number; amount: string; at: Date }>(
      `SELECT id, member_id, amount::text, updated_at AS at FROM deposits
        WHERE member_id = ANY($1::int[]) AND status = 'credited'`,
      [ids],
    )
  ).rows;
  const withdrawals = (
    await db.query<{ id: number; member_id: number; amount: string; at: Date; paid_at: Date }>(
      `SELECT id, member_id, amount::text, created_at AS at, paid_at FROM withdrawals
        WHERE member_id = ANY($1::int[]) AND status = 'paid'`,
      [ids],
    )
  ).rows;
  const holds = (
    await db.query<{ member_id: number; amount: string; kind: LedgerKind; reference: string; at: Date }>(
      `SELECT member_id, amount::text, kind, reference, created_at AS at FROM ledger
        WHERE member_id = ANY($1::int[]) AND wallet = $2 ORDER BY created_at, id`,
      [ids, HOLD_WALLET],
    )
  ).rows;

  const rows: Row[] = [];
  const failed: number[] = [];
  for (const member of members) {
    const moves: Move[] = [
      ...deposits
        .filter((d) => d.member_id === member.id)
        .map((d) => ({
          at: d.at.getTime(),
          amount: toMinor(d.amount),
          kind: 'deposit' as const,
          reference: depositNo(d.id),
          depositId: d.id,
        })),
      ...withdrawals
        .filter((w) => w.member_id === member.id)
        .map((w) => ({
          at: w.at.getTime(),
          amount: -toMinor(w.amount),
          kind: 'withdrawalHold' as const,
          reference: withdrawalNo(w.id),
          paidAt: w.paid_at.getTime(),
        })),
    ].sort((a, b) => a.at - b.at || a.reference.localeCompare(b.reference));
    // From the newest back: `balance` is MAIN after the move.
    let balance = toMinor(member.final);
    const kept: Move[] = [];
    for (const move of [...moves].reverse()) {
      if (balance - move.amount < 0n) {
        failed.push(move.depositId!);
        continue;
      }
      balance -= move.amount;
      kept.unshift(move);
    }
    const openingAt = Math.min((kept[0]?.at ?? now) - HOUR_MS, now - SEED_OPENING_AGE_MS);
    let after = 0n;
    const main = (at: number, amount: bigint, kind: LedgerKind, reference: string) =>
      rows.push({
        memberId: member.id,
        wallet: MAIN_WALLET,
        at,
        amount,
        kind,
        reference,
        balanceAfter: (after += amount),
      });
    if (balance > 0n) main(openingAt, balance, 'opening', 'opening');
    for (const move of kept) main(move.at, move.amount, move.kind, move.reference);
    if (after !== toMinor(member.final)) throw new Error('reports seed: a team wallet would not end where it was');

    // HOLD: the held amounts already there, and each paid withdrawal's hold and payout.
    const hold = [
      ...holds
        .filter((r) => r.member_id === member.id)
        .map((r) => ({ at: r.at.getTime(), amount: toMinor(r.amount), kind: r.kind, reference: r.reference })),
      ...kept
        .filter((m) => m.paidAt !== undefined)
        .flatMap((m) => [
          { at: m.at, amount: -m.amount, kind: 'withdrawalHold' as const, reference: m.reference },
          { at: m.paidAt!, amount: m.amount, kind: 'withdrawalPayout' as const, reference: m.reference },
        ]),
    ].sort((a, b) => a.at - b.at || (a.amount > b.amount ? -1 : 1));
    let held = 0n;
    for (const r of hold)
      rows.push({ memberId: member.id, wallet: HOLD_WALLET, ...r, balanceAfter: (held += r.amount) });
  }

  await db.transaction(async (tx) => {
    if (failed.length > 0) {
      await tx.query(`UPDATE deposits SET status = 'failed', fail_reason = $2 WHERE id = ANY($1::int[])`, [
        failed,
        SEED_FAILED_REASON,
      ]);
    }
    await tx.query('DELETE FROM ledger WHERE member_id = ANY($1::int[]) AND wallet = ANY($2::text[])', [
      ids,
      [MAIN_WALLET, HOLD_WALLET],
    ]);
    // The rows with the balances the ledger trigger would give them in time order: the wallets already hold the last.
    await insertLedgerHistory(tx, rows);
    // The trigger makes a missing wallet; off, the HOLD wallets of members whose withdrawals were all paid (their
    // rows sum to 0) are made here empty, so every ledger row has its wallet.
    await tx.query(
      `INSERT INTO wallets (member_id, vassalage, balance)
       SELECT member_id, wallet, 0 FROM ledger WHERE member_id = ANY($1::int[]) GROUP BY member_id, wallet
       ON CONFLICT (member_id, vassalage) DO NOTHING`,
      [ids],
    );
  });
}
