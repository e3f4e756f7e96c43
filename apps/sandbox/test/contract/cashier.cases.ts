import { expect } from 'vitest';
import { isApiError, newIdempotencyKey } from '@wl/api';
import { minorToMoney, moneyToMinor } from '@wl/rules';
import { hashPassword } from '../../src/passwordHash.ts';
import { storeFundsPassword } from '../../src/security/fundsPassword.ts';
import type { Harness } from '../harness.ts';
import type { ContractCase } from './case.ts';

const FUNDS_PASSWORD = 'Funds1234';
const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52]);

/** Gives the demo member a funds password and a bank card (the security area's tables); returns the card's id. */
async function equipDemo(harness: Harness): Promise<number> {
  const { db } = harness.sandbox;
  const id = (await db.query<{ id: number }>(`SELECT id FROM members WHERE account = 'demo'`)).rows[0]!.id;
  await storeFundsPassword(db, id, await hashPassword(FUNDS_PASSWORD), harness.clock.now);
  await db.query(
    `INSERT INTO banks (code, name, fields, active, sort) VALUES ('TESTBANK', 'Test Bank', '[]', true, 99)
     ON CONFLICT DO NOTHING`,
  );
  const existing = await db.query<{ id: number }>(
    `SELECT id FROM bank_cards WHERE member_id = $1 AND deleted_at IS NULL ORDER BY id LIMIT 1`,
    [id],
  );
  if (existing.rows[0]) return existing.rows[0].id;
  const card = await db.query<{ id: number }>(
    `INSERT INTO bank_cards (member_id, bank_code, account_name, account_number, created_at)
     VALUES ($1, 'TESTBANK', 'Demo Player', '9876543210', $2) RETURNING id`,
    [id, new Date(harness.clock.now)],
  );
  return card.rows[0]!.id;
}

/** One or more calls through @wl/api for each cashier operation (see contract-coverage.test.ts). */
export const cashierCases: ContractCase[] = [
  {
    name: 'deposit settings, a QR order, a bank transfer with its slip, the order list',
    async run({ member }) {
      const settings = await member.cashier.getDepositSettings();
      expect(settings).toMatchObject({ allowDeposit: true, currency: 'THB', minorDigits: 2 });
      const qr = await member.cashier.createDeposit({
        idempotencyKey: newIdempotencyKey(),
        channelId: 'PROMPTPAY',
        amount: '150.50',
      });
      expect(qr).toMatchObject({ status: 'pending', amount: '150.50', instructions: { family: 'qrPayment' } });
      const slip = await member.cashier.uploadProof(new Blob([PNG], { type: 'image/png' }));
      expect(slip).toMatchObject({ mimeType: 'image/png', size: PNG.length });
      const bank = await member.cashier.createDeposit({
        idempotencyKey: newIdempotencyKey(),
        channelId: 'BANK_TRANSFER',
        amount: '500',
        proofId: slip.proofId,
      });
      expect(bank.instructions).toMatchObject({ family: 'bankTransfer', reference: bank.orderNo });
      const page = await member.cashier.listDeposits({ status: 'pending' });
      expect(page.list.map((o) => o.orderId)).toEqual(expect.arrayContaining([qr.orderId, bank.orderId]));
      try {
        await member.cashier.createDeposit({
          idempotencyKey: newIdempotencyKey(),
          channelId: 'PROMPTPAY',
          amount: '1',
        });
        throw new Error('expected a business failure');
      } catch (error) {
        expect(isApiError(error) && [error.code, error.value]).toEqual(['AMOUNT_BELOW_MIN', { limit: '100.00' }]);
      }
    },
  },
  {
    name: 'a withdrawal (encrypted) held at once, paid by the back office and confirmed received',
    async run({ member, harness }) {
      const card = await equipDemo(harness);
      const settings = await member.cashier.getWithdrawSettings();
      expect(settings).toMatchObject({ allowWithdraw: true, fundsPasswordRequired: true });
      const before = moneyToMinor(settings.balance, settings.minorDigits);
      const order = await member.cashier.createWithdrawal({
        idempotencyKey: newIdempotencyKey(),
        amount: '120.00',
        bankCardId: card,
        password: FUNDS_PASSWORD,
      });
      expect(order).toMatchObject({ status: 'pending', amount: '120.00', bankCard: { bankCardId: card } });
      expect((await member.cashier.getWithdrawSettings()).balance).toBe(minorToMoney(before - 12000n, 2));
      const paid = await harness.call('POST', `/sandbox/cashier/withdrawals/${order.orderId}/pay`);
      expect(paid.status).toBe(200);
      const listed = await member.cashier.listWithdrawals({ status: 'paid', pageSize: 5 });
      expect(listed.list[0]).toMatchObject({ orderId: order.orderId, confirmation: 'awaiting' });
      const confirmed = await member.cashier.confirmWithdrawal({ orderId: order.orderId, result: 'received' });
      expect(confirmed.confirmation).toBe('received');
    },
  },
  {
    name: 'a transfer to the upline (encrypted), once per key',
    async run({ member, harness }) {
      await equipDemo(harness);
      const settings = await member.cashier.getUplineTransferSettings();
      expect(settings).toMatchObject({ allowed: true, upline: 'agent' });
      const key = newIdempotencyKey();
      const body = { idempotencyKey: key, amount: '10.00', password: FUNDS_PASSWORD };
      const sent = await member.cashier.transferToUpline(body);
      expect(sent).toMatchObject({ amount: '10.00', upline: 'agent' });
      expect(await member.cashier.transferToUpline(body)).toEqual(sent);
    },
  },
  {
    name: 'the notifications the back office raised, read one by one or all at once',
    async run({ member, harness }) {
      const { list } = await member.cashier.listDeposits({ status: 'pending', pageSize: 1 });
      await harness.call('POST', `/sandbox/cashier/deposits/${list[0]!.orderId}/approve`);
      const unread = await member.cashier.listNotifications({ unreadOnly: true });
      expect(unread.list[0]).toMatchObject({ kind: 'depositCredited', orderNo: list[0]!.orderNo, read: false });
      expect(await member.cashier.markNotificationsRead([unread.list[0]!.id])).toBe(unread.unreadCount - 1);
      expect(await member.cashier.markNotificationsRead('all')).toBe(0);
    },
  },
];
