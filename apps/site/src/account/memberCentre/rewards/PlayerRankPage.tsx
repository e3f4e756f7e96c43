import { useQuery } from '@tanstack/react-query';
import { PlayerRankPage as PlayerRankScreen } from '@wl/ui';
import { queryClient } from '../../../query';
import { useSession } from '../../../session/session';
import { balanceQuery } from '../../queries';
import { playerRankQuery } from './rewardsQueries';

/** vip (spec §2): the 18 ranks, the member's, and this month's valid turnover towards the next. */
export default function PlayerRankPage() {
  const { token } = useSession();
  const rank = useQuery(playerRankQuery(token), queryClient);
  const balance = useQuery(balanceQuery(token), queryClient);
  return (
    <PlayerRankScreen
      status={rank.isPending ? 'loading' : rank.isError ? 'error' : 'ready'}
      errorMessage={rank.error?.message}
      onRetry={() => void rank.refetch()}
      progress={rank.data}
      currency={balance.data?.currency}
      minorDigits={balance.data?.minorDigits}
    />
  );
}
