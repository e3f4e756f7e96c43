import type { MemberCentrePage } from '@wl/ui';
import { useClaimableMissions } from './invite/useClaimableMissions';
import { useRewardCentreCount } from './rewards/rewardsQueries';
import { useUnreadMessages } from '../messages';

/**
 * Spec §2: the red counts on the member centre's mission, message and reward items (shown when above 0). Each
 * area's hook reads its own query; one line per area, called in a fixed order.
 */
export function useMenuCounts(): Partial<Record<MemberCentrePage, number>> {
  return {
    missionLeaderboard: useClaimableMissions(),
    rewardCenter: useRewardCentreCount(),
    messageV2: useUnreadMessages(),
  };
}
