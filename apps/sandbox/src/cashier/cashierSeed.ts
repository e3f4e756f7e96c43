// The cashier's demo data for the `demo` account: a credited deposit and a paid, received withdrawal of the same
// amount, made through the ledger (the main wallet ends where demoAccounts put it). The game wallets in maintenance
// (PT) come with migration 009; the older seeded orders of walletAgentSeed stay as history before the ledger.
import type { PGlite } from '@electric-sql/pglite';
import { MAIN_WALLET } from '../sandboxConstants.ts';
import { HOLD_WALLET, postLedger, toMinor } from '../store/ledger.ts';
import { DEPOSIT_TURNOVER_GAME_TYPE } from './cashierConstants.ts';
import { depositNo, withdrawalNo } from './orders.ts';

const DAY_MS = 24 * 60 * 60_000;
const HOUR_MS = 60 * 60_000;

/** The idempotency key the seeded orders carry: also what tells the seed it has run. */
const SEED_KEY = 'seed-demo-cashier-history';

export const DEMO_CASHIER_HISTORY = {
  deposit: { amount: '1000.00', channel: 'PROMPTPAY', daysAgo: 20 },
  withdrawal: { amount: '1000.00', daysAgo: 10 },
} as const;

export async function seedCashierTables(db: PGlite, now: number): Promise<void> {
  const demo = (await db.query<{ id: number }>(`SELECT id FROM members WHERE account = 'demo'`)).rows[0];
  if (!demo) return;
  const seeded = await db.query('SELECT 1 FROM deposits WHERE idempotency_key = $1', [SEED_KEY]);
  if (seeded.rows.length > 0) return;
  const { deposit, withdrawal } = DEMO_CASHIER_HISTORY;
  await db.transaction(async (tx) => {
    const depositAt = new Date(now - deposit.daysAgo * DAY_MS);
    const depositId = (
      await tx.query<{ id: number }>(
        `INSERT INTO deposits (member_id, amount, channel, status, created_at, updated_at, idempotency_key)
         VALUES ($1, $2, $3, 'credited', $4, $5, $6) RETURNING id`,
        [demo.id, deposit.amount, deposit.channel, depositAt, new Date(depositAt.getTime() + 60_000), SEED_KEY],
      )
    ).rows[0]!.id;
    const credited = new Date(depositAt.getTime() + 60_000);
    await postLedger(tx, {
      memberId: demo.id,
      wallet: MAIN_WALLET,
      amount: toMinor(deposit.amount),
      kind: 'deposit',
      reference: depositNo(depositId),
      at: credited,
    });
    await tx.query(
      `INSERT INTO turnover_requirements (member_id, game_type, required, deposit_id, created_at)
       VALUES ($1, $2, $3, $4, $5)`,
      [demo.id, DEPOSIT_TURNOVER_GAME_TYPE, deposit.amount, depositId, credited],
    );

    const requested = new Date(now - withdrawal.daysAgo * DAY_MS);
    const paid = new Date(requested.getTime() + HOUR_MS);
    const withdrawalId = (
      await tx.query<{ id: number }>(
        `INSERT INTO withdrawals (member_id, amount, status, confirmation, created_at, approved_at, paid_at,
                                  confirmed_at, idempotency_key)
         VALUES ($1, $2, 'paid', 'received', $3, $4, $4, $5, $6) RETURNING id`,
        [demo.id, withdrawal.amount, requested, paid, new Date(paid.getTime() + HOUR_MS), SEED_KEY],
      )
    ).rows[0]!.id;
    const amount = toMinor(withdrawal.amount);
    const entry = { memberId: demo.id, reference: withdrawalNo(withdrawalId) } as const;
    await postLedger(tx, { ...entry, wallet: MAIN_WALLET, amount: -amount, kind: 'withdrawalHold', at: requested });
    await postLedger(tx, { ...entry, wallet: HOLD_WALLET, amount, kind: 'withdrawalHold', at: requested });
    await postLedger(tx, { ...entry, wallet: HOLD_WALLET, amount: -amount, kind: 'withdrawalPayout', at: paid });
  });
}
