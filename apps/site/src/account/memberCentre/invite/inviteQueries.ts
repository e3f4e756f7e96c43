import { queryOptions } from '@tanstack/react-query';
import type { MissionSummary, ReferralFilter } from '@wl/api';
import type { MissionCentreMission } from '@wl/ui';
import { api } from '../../../api';
import { missionSummaryQuery } from '../../../home/queries';

// The member centre's missions and invite friends. The missions read the home lobby's summary (one cache entry, so
// a claim refreshes the lobby, the page and the menu's count together), with every mission and its reward.

export const missionCentreQuery = (token: string | null, language: string) =>
  queryOptions({
    ...missionSummaryQuery(token, language),
    enabled: Boolean(token),
    select: (summary: MissionSummary) => ({
      points: summary.points ?? 0,
      claimableCount: summary.claimableCount,
      missions: summary.missions.map((mission): MissionCentreMission => ({
        id: mission.missionId,
        title: mission.title,
        description: mission.description,
        period: mission.period,
        progress: mission.progress ?? 0,
        target: mission.target,
        points: mission.points,
        reward: mission.reward,
        status: mission.status,
        endTime: mission.endTime,
      })),
    }),
  });

/** The referral code, totals and tiers (`MCSFE_getReferralDetails`). */
export const referralDetailsQuery = (token: string | null) =>
  queryOptions({
    queryKey: ['member', 'referralDetails', token],
    queryFn: () => api.invite.getReferralDetails(),
    enabled: Boolean(token),
  });

/** One page of the invitees with one status (`MCSFE_getReferralInvitees`). */
export const referralInviteesQuery = (token: string | null, status: ReferralFilter, pageNo: number, pageSize: number) =>
  queryOptions({
    queryKey: ['member', 'referralInvitees', token, status, pageNo, pageSize],
    queryFn: () => api.invite.listReferralInvitees({ status, pageNo, pageSize }),
    enabled: Boolean(token),
  });

/** What a referral reward claim changes (every session's). */
export const referralQueriesKey = ['member', 'referralDetails'] as const;
