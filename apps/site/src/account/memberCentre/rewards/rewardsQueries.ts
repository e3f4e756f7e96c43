import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api';
import { queryClient } from '../../../query';
import { useSession } from '../../../session/session';

// The reward centre's and the player rank's server state, per session (the token in the key).

/** The rank table and the member's progress (`MCSFE_getPlayerRankProgress`). */
export const playerRankQuery = (token: string | null) =>
  queryOptions({
    queryKey: ['member', 'playerRank', token],
    queryFn: () => api.rewards.getPlayerRankProgress(),
    enabled: Boolean(token),
  });

/** The activities with the member's statuses and the bonus totals (`getAvailablePromotions`). */
export const rewardCentreQuery = (token: string | null) =>
  queryOptions({
    queryKey: ['member', 'rewardCentre', token],
    queryFn: () => api.rewards.getAvailablePromotions(),
    enabled: Boolean(token),
  });

/** Every session's reward centre: what a join, claim or application changes. */
export const rewardCentreKey = ['member', 'rewardCentre'] as const;

/** The menu's red count on rewardCenter (spec §2): the activities waiting for a claim. */
export function useRewardCentreCount(): number | undefined {
  const { token } = useSession();
  return useQuery(rewardCentreQuery(token), queryClient).data?.claimableCount;
}
