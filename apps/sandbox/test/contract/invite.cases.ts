import { expect } from 'vitest';
import { newIdempotencyKey } from '@wl/api';
import type { ContractCase } from './case.ts';

/** One or more calls through @wl/api for each invite operation (see contract-coverage.test.ts). */
export const inviteCases: ContractCase[] = [
  {
    name: 'referral details, the invitees by status, a reached tier claimed',
    async run({ member }) {
      const details = await member.invite.getReferralDetails();
      expect(details.referralCode).toMatch(/^[A-Z0-9]{4,16}$/);
      expect(details.totalInvitations).toBe(details.successCount + details.incompleteCount);
      const success = await member.invite.listReferralInvitees({ status: 'success', pageSize: 5 });
      expect(success.list.every((i) => i.status === 'success')).toBe(true);
      const reached = details.tiers.find((t) => t.status === 'CLAIM');
      expect(reached).toBeDefined();
      const claim = await member.invite.claimReferralReward({
        idempotencyKey: newIdempotencyKey(),
        tier: reached!.tier,
      });
      expect(claim).toMatchObject({ tier: reached!.tier, reward: reached!.reward });
    },
  },
  {
    name: 'a reached mission claimed',
    async run({ member }) {
      const summary = await member.lottery.getMissionSummary();
      const reached = summary.missions.find((m) => m.status === 'CLAIM');
      expect(reached).toBeDefined();
      const claim = await member.invite.claimMissionReward({
        idempotencyKey: newIdempotencyKey(),
        missionId: reached!.missionId,
      });
      expect(claim).toMatchObject({ missionId: reached!.missionId, reward: reached!.reward });
    },
  },
];
