import { expect } from 'vitest';
import { isApiError, newIdempotencyKey } from '@wl/api';
import type { ContractCase } from './case.ts';

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52]);

/** One or more calls through @wl/api for each rewards operation (see contract-coverage.test.ts). */
export const rewardsCases: ContractCase[] = [
  {
    name: 'the player rank: 18 levels, the demo member is Gold',
    async run({ member }) {
      const progress = await member.rewards.getPlayerRankProgress();
      expect(progress.levels).toHaveLength(18);
      expect(progress).toMatchObject({ rankLevel: 5, rankName: 'Gold' });
    },
  },
  {
    name: 'the reward centre: join, claim once (the same key again answers the first claim), apply with an image',
    async run({ member }) {
      const centre = await member.rewards.getAvailablePromotions();
      const byStatus = (status: string, application = false) =>
        centre.list.find((a) => a.status === status && a.requiresApplication === application)!;
      expect((await member.rewards.join(byStatus('join').promotionId)).status).toBe('joined');
      const body = { idempotencyKey: newIdempotencyKey(), promotionId: byStatus('claim').promotionId };
      const claimed = await member.rewards.claim(body);
      expect(await member.rewards.claim(body)).toEqual(claimed);
      const again = await member.rewards
        .claim({ ...body, idempotencyKey: newIdempotencyKey() })
        .catch((e: unknown) => e);
      expect(isApiError(again) && again.code).toBe('PROMOTION_ALREADY_CLAIMED');
      const applied = await member.rewards.apply({
        promotionId: byStatus('join', true).promotionId,
        remark: 'My slip',
        images: [new Blob([PNG], { type: 'image/png' })],
      });
      expect(applied.status).toBe('applying');
    },
  },
];
