import type { OperationContext } from './context';
import type { components, operations } from '../generated/schema';

type Schemas = components['schemas'];
export type MissionClaimRequest = Schemas['MissionClaimRequest'];
export type MissionClaim = Schemas['MissionClaim'];
export type ReferralDetails = Schemas['ReferralDetails'];
export type ReferralTier = Schemas['ReferralTier'];
export type ReferralTierStatus = Schemas['ReferralTierStatus'];
export type ReferralFilter = Schemas['ReferralFilter'];
export type ReferralInvitee = Schemas['ReferralInvitee'];
export type ReferralInviteePage = Schemas['ReferralInviteePage'];
export type ReferralClaimRequest = Schemas['ReferralClaimRequest'];
export type ReferralClaim = Schemas['ReferralClaim'];
export type ReferralInviteesQuery = operations['listReferralInvitees']['parameters']['query'];

/** The member centre's mission rewards and invite friends (issue 14; missions and leaderboard: the lottery area). */
export function inviteOperations({ client, unwrap, unwrapRequired }: OperationContext) {
  return {
    claimMissionReward: (body: MissionClaimRequest) =>
      unwrapRequired(client.POST('/wps/relay/MCSFE_claimMissionReward', { body })),
    getReferralDetails: () => unwrap(client.GET('/wps/relay/MCSFE_getReferralDetails')),
    listReferralInvitees: (query: ReferralInviteesQuery) =>
      unwrap(client.GET('/wps/relay/MCSFE_getReferralInvitees', { params: { query } })),
    claimReferralReward: (body: ReferralClaimRequest) =>
      unwrapRequired(client.POST('/wps/relay/MCSFE_claimReferralReward', { body })),
  };
}
