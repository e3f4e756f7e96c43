import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../src/passwordHash.ts';
import { findBankCard, maskAccountNumber } from '../src/security/bankCards.ts';
import { storeFundsPassword, verifyFundsPassword } from '../src/security/fundsPassword.ts';
import { FUNDS_PASSWORD_LOCK_MS, FUNDS_PASSWORD_MAX_FAILURES } from '../src/security/securityConstants.ts';
import { startHarness, type Harness } from './harness.ts';

let h: Harness;

beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  expect(h.errors).toEqual([]);
  await h.close();
});

async function memberId(account: string): Promise<number> {
  return (await h.sandbox.db.query<{ id: number }>('SELECT id FROM members WHERE account = $1', [account])).rows[0]!.id;
}

describe('verifyFundsPassword (for withdrawals and transfers)', () => {
  it('answers notSet for a member without a funds password', async () => {
    const check = await verifyFundsPassword(h.sandbox.db, await memberId('expired'), 'whatever', h.clock.now);
    expect(check).toMatchObject({ ok: false, reason: 'notSet', failure: { code: 'FUNDS_PASSWORD_NOT_SET' } });
  });

  it('counts wrong passwords, locks after the limit, and unlocks after the lock', async () => {
    const id = await memberId('weak');
    await storeFundsPassword(h.sandbox.db, id, await hashPassword('Funds123'), h.clock.now);
    expect(await verifyFundsPassword(h.sandbox.db, id, 'Funds123', h.clock.now)).toEqual({ ok: true });

    for (let left = FUNDS_PASSWORD_MAX_FAILURES - 1; left > 0; left--) {
      const check = await verifyFundsPassword(h.sandbox.db, id, 'wrong-one', h.clock.now);
      expect(check).toMatchObject({ ok: false, reason: 'wrong', attemptsLeft: left });
      if (!check.ok) expect(check.failure.message).toContain(`${left} attempt`);
    }
    const last = await verifyFundsPassword(h.sandbox.db, id, 'wrong-one', h.clock.now);
    expect(last).toMatchObject({ ok: false, reason: 'wrong', attemptsLeft: 0, retryAfterMs: FUNDS_PASSWORD_LOCK_MS });
    if (!last.ok) expect(last.failure.code).toBe('FUNDS_PASSWORD_LOCKED');

    // Locked: even the right password is refused, and says how long is left.
    h.clock.now += 60_000;
    const locked = await verifyFundsPassword(h.sandbox.db, id, 'Funds123', h.clock.now);
    expect(locked).toMatchObject({ ok: false, reason: 'locked', retryAfterMs: FUNDS_PASSWORD_LOCK_MS - 60_000 });
    if (!locked.ok) expect(locked.failure.message).toContain('29 minutes');

    h.clock.now += FUNDS_PASSWORD_LOCK_MS;
    expect(await verifyFundsPassword(h.sandbox.db, id, 'Funds123', h.clock.now)).toEqual({ ok: true });
    // A fresh count after the lock.
    expect(await verifyFundsPassword(h.sandbox.db, id, 'nope', h.clock.now)).toMatchObject({
      attemptsLeft: FUNDS_PASSWORD_MAX_FAILURES - 1,
    });
    expect(await verifyFundsPassword(h.sandbox.db, id, 'Funds123', h.clock.now)).toEqual({ ok: true });
    const { rows } = await h.sandbox.db.query('SELECT failures FROM funds_passwords WHERE member_id = $1', [id]);
    expect(rows).toEqual([{ failures: 0 }]);
  });

  it('counts two wrong guesses made at the same time', async () => {
    const id = await memberId('weak');
    await Promise.all([
      verifyFundsPassword(h.sandbox.db, id, 'bad-1', h.clock.now),
      verifyFundsPassword(h.sandbox.db, id, 'bad-2', h.clock.now),
    ]);
    const { rows } = await h.sandbox.db.query('SELECT failures FROM funds_passwords WHERE member_id = $1', [id]);
    expect(rows).toEqual([{ failures: 2 }]);
    await h.call('POST', '/sandbox/reset-throttles');
    const after = await h.sandbox.db.query('SELECT failures FROM funds_passwords WHERE member_id = $1', [id]);
    expect(after.rows).toEqual([{ failures: 0 }]);
  });
});

describe('findBankCard (for withdrawals)', () => {
  it("finds the member's live card with its number whole and masked, and nobody else's", async () => {
    const db = h.sandbox.db;
    const id = await memberId('expired');
    await db.query(`INSERT INTO banks (code, name, fields, active, sort) VALUES ('TBANK', 'Test Bank', '[]', true, 99)
      ON CONFLICT DO NOTHING`);
    const inserted = await db.query<{ id: number }>(
      `INSERT INTO bank_cards (member_id, bank_code, account_name, account_number, created_at)
       VALUES ($1, 'TBANK', 'Old Player', '1234567890', $2) RETURNING id`,
      [id, new Date(h.clock.now)],
    );
    const cardId = inserted.rows[0]!.id;
    expect(await findBankCard(db, id, cardId)).toMatchObject({
      id: cardId,
      bankCode: 'TBANK',
      bankName: 'Test Bank',
      accountName: 'Old Player',
      accountNumber: '1234567890',
      maskedNumber: '•••• 7890',
    });
    expect(await findBankCard(db, await memberId('weak'), cardId)).toBeNull();
    await db.query('UPDATE bank_cards SET deleted_at = $2 WHERE id = $1', [cardId, new Date(h.clock.now)]);
    expect(await findBankCard(db, id, cardId)).toBeNull();
  });

  it('masks short numbers without showing most of them', () => {
    expect(maskAccountNumber('12345678')).toBe('•••• 5678');
    expect(maskAccountNumber('123456')).toBe('•••• 456');
    expect(maskAccountNumber('12')).toBe('•••• 2');
  });
});
