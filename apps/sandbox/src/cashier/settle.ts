// What the sandbox clock has decided since the member's last cashier call: the demo back office's deposit decisions,
// the withdrawals that now count as received and the sports slips whose events have ended. Run at the start of every
// cashier call (and the balance), so tests move deps.now and see the result on the next call.
import type { PGlite } from '@electric-sql/pglite';
import { settleSlipsIn } from '../records/bets.ts';
import { decideDueDeposits } from './deposits.ts';
import { autoReceive } from './withdrawals.ts';
import { settleDueContracts } from '../agentCentre/settlements/settlements.ts';

export async function settleDue(db: PGlite, memberId: number, now: number): Promise<void> {
  await db.transaction(async (tx) => {
    await decideDueDeposits(tx, memberId, now);
    await autoReceive(tx, memberId, now);
    // The member's sports slips whose events have ended (records/bets.ts): the balance read next includes their wins.
    await settleSlipsIn(tx, now, { memberId });
    // The agent contracts' salaries and dividends whose periods have ended (agentCentre/settlements): they move
    // main wallets, so the balance read next and a withdrawal's check see them.
    await settleDueContracts(tx, now);
  });
}
