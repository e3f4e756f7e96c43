// The demo member's referral code and invitees in both statuses (once: when the demo member has no code yet).
import type { PGlite } from '@electric-sql/pglite';
import { NO_PASSWORD_HASH } from '../accounts/accountsConstants.ts';
import { insertMember } from '../accounts/accountRecords.ts';
import { depositNo } from '../cashier/orders.ts';
import { MAIN_WALLET } from '../sandboxConstants.ts';
import { postLedger, toMinor } from '../store/ledger.ts';
import { DEMO_INVITEES, DEMO_REFERRAL_CODE } from './inviteConstants.ts';

const DAY_MS = 24 * 60 * 60_000;

export async function seedInviteTables(db: PGlite, now: number): Promise<void> {
  const demo = (await db.query<{ id: number }>(`SELECT id FROM members WHERE account = 'demo'`)).rows[0];
  if (!demo) return;
  const seeded = await db.query('SELECT 1 FROM referral_codes WHERE member_id = $1', [demo.id]);
  if (seeded.rows.length > 0) return;
  await db.transaction(async (tx) => {
    await tx.query('INSERT INTO referral_codes (member_id, code, created_at) VALUES ($1, $2, $3)', [
      demo.id,
      DEMO_REFERRAL_CODE,
      new Date(now - 30 * DAY_MS),
    ]);
    for (const [account, daysAgo, deposit] of DEMO_INVITEES) {
      const at = now - daysAgo * DAY_MS;
      // Seeded invitees cannot log in: they exist to fill the demo's list.
      const id = await insertMember(
        tx,
        { account, nickname: account, passwordHash: NO_PASSWORD_HASH, isAgent: '0', balance: '0.00' },
        at,
      );
      if (id === null) continue;
      await tx.query('INSERT INTO referrals (invitee_id, inviter_id, invited_at) VALUES ($1, $2, $3)', [
        id,
        demo.id,
        new Date(at),
      ]);
      if (deposit === null) continue;
      const credited = new Date(at + DAY_MS / 2);
      const depositId = (
        await tx.query<{ id: number }>(
          `INSERT INTO deposits (member_id, amount, channel, status, created_at, updated_at)
           VALUES ($1, $2, 'PROMPTPAY', 'credited', $3, $3) RETURNING id`,
          [id, deposit, credited],
        )
      ).rows[0]!.id;
      await postLedger(tx, {
        memberId: id,
        wallet: MAIN_WALLET,
        amount: toMinor(deposit),
        kind: 'deposit',
        reference: depositNo(depositId),
        at: credited,
      });
    }
  });
}
