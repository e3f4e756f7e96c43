import { useQuery } from '@tanstack/react-query';
import type { TeamBetOrdersQuery } from '@wl/api';
import { BettingRecordPage as BettingRecordScreen } from '@wl/ui';
import { queryClient } from '../../../query';
import { useSession } from '../../../session/session';
import { useBetFilters } from '../../memberCentre/records/useBetFilters';
import { teamBetParams } from './reportParams';
import { teamBetOrdersQuery } from './reportQueries';
import { useTeamFilters, useTeamPageProps } from './useTeamReport';

/**
 * personalHistoryCopy in the agent centre (team betting): the member centre's betting record over the agent's team,
 * its filters and one member's account in the address (`ac.`), each bet with its account and direct superior.
 */
export default function TeamBettingPage() {
  const { token } = useSession();
  const { address, accountProps } = useTeamFilters();
  const bet = useBetFilters(address);
  const query: TeamBetOrdersQuery | null = teamBetParams(bet.query, address.filters);
  const bets = useQuery(teamBetOrdersQuery(token, query), queryClient);
  const { data, page } = useTeamPageProps(bets, address);
  return (
    <BettingRecordScreen
      {...page}
      {...bet.props}
      {...accountProps}
      vendors={data?.vendors ?? []}
      bets={data?.list ?? []}
      totals={data?.totals}
      pageCount={data?.totalPages ?? 0}
    />
  );
}
