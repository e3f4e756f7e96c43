import type { PGlite } from '@electric-sql/pglite';
import type { AreaHandlers } from '../types.ts';
import { claimMissionReward, claimReferralReward, getReferralDetails, listReferralInvitees } from './inviteHandlers.ts';
import { seedInviteTables } from './inviteSeed.ts';

/** operationId → handler for the operations of openapi/src/invite.yaml. */
export const inviteHandlers = {
  claimMissionReward,
  getReferralDetails,
  listReferralInvitees,
  claimReferralReward,
} satisfies AreaHandlers;

/** The demo member's referral code and invitees (once; after the accounts and cashier seeds). */
export async function seedInvite(db: PGlite, now: number): Promise<void> {
  await seedInviteTables(db, now);
}

/** No routes outside the contract. */
export function mountRoutes(): void {}
