import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { merchant } from '@merchant/config';
import { newIdempotencyKey } from '@wl/api';
import { merchantTimeZone } from '@wl/merchants/timeZone';
import { MissionCentrePage, type MissionCentreNotice } from '@wl/ui';
import { api } from '../../../api';
import { failureMessage } from '../../../errors';
import { homeKeys, missionLeaderboardQuery } from '../../../home/queries';
import { wireLanguage } from '../../../language';
import { toLoadable } from '../../../loadable';
import { queryClient } from '../../../query';
import { useSession } from '../../../session/session';
import { balanceQueriesKey, balanceQuery } from '../../queries';
import { missionCentreQuery } from './inviteQueries';

const timeZone = merchantTimeZone(merchant);

/** missionLeaderboard (spec §2): the missions with the member's progress, the claim of a reached one, the ranking. */
export default function MissionsPage() {
  const { token } = useSession();
  const summary = useQuery(missionCentreQuery(token, wireLanguage()), queryClient);
  const board = useQuery(missionLeaderboardQuery(token), queryClient);
  const balance = useQuery(balanceQuery(token), queryClient);
  const [notice, setNotice] = useState<MissionCentreNotice | null>(null);

  const claim = useMutation(
    {
      // one key per press: a second press is a second intent, which the server refuses once the first is taken
      mutationFn: (missionId: number) =>
        api.invite.claimMissionReward({ idempotencyKey: newIdempotencyKey(), missionId }),
      onMutate: () => setNotice(null),
      onSuccess: (claimed) => {
        const title = summary.data?.missions.find((m) => m.id === claimed.missionId)?.title ?? '';
        setNotice({ kind: 'claimed', title, reward: claimed.reward });
      },
      onError: (error) => setNotice({ kind: 'failed', message: failureMessage(error) ?? '' }),
      onSettled: () =>
        Promise.all([
          queryClient.invalidateQueries({ queryKey: ['home', 'missions'] }),
          queryClient.invalidateQueries({ queryKey: homeKeys.leaderboard(token) }),
          queryClient.invalidateQueries({ queryKey: balanceQueriesKey }),
        ]),
    },
    queryClient,
  );

  const data = summary.data;
  return (
    <MissionCentrePage
      status={summary.isPending ? 'loading' : summary.isError && !data ? 'error' : 'ready'}
      errorMessage={failureMessage(summary.error)}
      onRetry={() => void summary.refetch()}
      missions={data?.missions}
      points={data?.points}
      claimableCount={data?.claimableCount}
      leaderboard={toLoadable(board)}
      claiming={claim.isPending ? claim.variables : null}
      onClaim={(missionId) => claim.mutate(missionId)}
      notice={notice}
      onDismissNotice={() => setNotice(null)}
      currency={balance.data?.currency}
      minorDigits={balance.data?.minorDigits}
      timeZone={timeZone}
    />
  );
}
