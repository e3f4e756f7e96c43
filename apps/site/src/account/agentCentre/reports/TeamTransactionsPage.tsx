import { useQuery } from '@tanstack/react-query';
import { AccountRecordPage as AccountRecordScreen } from '@wl/ui';
import { queryClient } from '../../../query';
import { useSession } from '../../../session/session';
import { useCopyOrderNo } from '../../memberCentre/records/useCopyOrderNo';
import { teamTransactionsParams } from './reportParams';
import { teamTransactionsQuery } from './reportQueries';
import { useTeamFilters, useTeamPageProps } from './useTeamReport';

/**
 * agentDownlineTransactionDetailsCopy (downline transactions): the team's main-wallet movements as the account
 * record shows them, narrowed by type and by one member's account, each with its account and direct superior.
 */
export default function TeamTransactionsPage() {
  const { token } = useSession();
  const { address, accountProps } = useTeamFilters();
  const { filters, range, change } = address;
  const query = teamTransactionsParams(filters, range);
  const movements = useQuery(teamTransactionsQuery(token, query), queryClient);
  const { data, page } = useTeamPageProps(movements, address);
  const copy = useCopyOrderNo();
  return (
    <AccountRecordScreen
      {...page}
      {...accountProps}
      {...copy}
      type={filters.type}
      onTypeChange={(type) => change({ type })}
      rows={data?.list ?? []}
      totalIn={data?.totalIn}
      totalOut={data?.totalOut}
      page={filters.page}
      pageCount={data?.totalPages ?? 0}
      onPageChange={(next) => change({ page: next })}
    />
  );
}
