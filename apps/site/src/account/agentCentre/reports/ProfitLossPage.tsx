import { useQuery } from '@tanstack/react-query';
import { TeamProfitLossPage } from '@wl/ui';
import { queryClient } from '../../../query';
import { useSession } from '../../../session/session';
import { teamProfitLossParams } from './reportParams';
import { teamProfitLossQuery } from './reportQueries';
import { useTeamFilters, useTeamPageProps } from './useTeamReport';

/** palStatementsAgentCopy (user profit-loss statements): a row per team member over the range, the team's totals. */
export default function ProfitLossPage() {
  const { token } = useSession();
  const { address, accountProps } = useTeamFilters();
  const { filters, range, change } = address;
  const query = teamProfitLossParams(filters, range);
  const statements = useQuery(teamProfitLossQuery(token, query), queryClient);
  const { data, page } = useTeamPageProps(statements, address);
  return (
    <TeamProfitLossPage
      {...page}
      {...accountProps}
      rows={data?.list ?? []}
      totals={data?.totals}
      page={filters.page}
      pageCount={data?.totalPages ?? 0}
      onPageChange={(next) => change({ page: next })}
    />
  );
}
