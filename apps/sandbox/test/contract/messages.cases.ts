import { expect } from 'vitest';
import { isApiError, newIdempotencyKey } from '@wl/api';
import type { ContractCase } from './case.ts';

/** One or more calls through @wl/api for each messages operation (see contract-coverage.test.ts). */
export const messagesCases: ContractCase[] = [
  {
    name: 'the inbox: a page with the unread count, the count alone, read one, read all',
    async run({ member }) {
      const page = await member.messages.listMessages({ pageNo: 1, pageSize: 5 });
      expect(page.list).toHaveLength(5);
      const { unreadCount } = await member.messages.getUnreadCount();
      expect(unreadCount).toBe(page.unreadCount);
      const unread = page.list.find((m) => !m.read)!;
      expect(await member.messages.readMessage(unread.id)).toEqual({ unreadCount: unreadCount - 1 });
      expect(await member.messages.readAllMessages()).toEqual({ unreadCount: 0 });
    },
  },
  {
    name: 'a reward claimed once, then deleted; a second claim and a deleted message are refused',
    async run({ member, harness }) {
      const sent = await harness.call<{ id: number }>('POST', '/sandbox/messages', {
        json: { account: 'demo', title: 'Contract gift', body: '<p>Gift</p>', html: true, reward: '3.00' },
      });
      const id = sent.body.value!.id;
      const claim = await member.messages.claimMessageReward({ id, idempotencyKey: newIdempotencyKey() });
      expect(claim).toMatchObject({ messageId: id, amount: '3.00' });
      const again = await member.messages
        .claimMessageReward({ id, idempotencyKey: newIdempotencyKey() })
        .catch((e: unknown) => e);
      expect(isApiError(again) && again.code).toBe('REWARD_CLAIMED');
      expect(await member.messages.deleteMessage(id)).toEqual({ unreadCount: expect.any(Number) });
      const gone = await member.messages.deleteMessage(id).catch((e: unknown) => e);
      expect(isApiError(gone) && gone.code).toBe('MESSAGE_NOT_FOUND');
    },
  },
  {
    name: 'the manual rebate: rates and accrual, a claim, then nothing to claim',
    async run({ member }) {
      const rebate = await member.messages.getManualRebate();
      expect(rebate.categories.find((c) => c.category === 'LIVE')).toMatchObject({ rate: '0.80' });
      expect(rebate.claimable).toBe(true);
      const claim = await member.messages.claimManualRebate(newIdempotencyKey());
      expect(claim.amount).toBe(rebate.total);
      const again = await member.messages.claimManualRebate(newIdempotencyKey()).catch((e: unknown) => e);
      expect(isApiError(again) && again.code).toBe('NOTHING_TO_CLAIM');
    },
  },
];
