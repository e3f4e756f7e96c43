import { useQuery } from '@tanstack/react-query';
import { BettingRecordPage as BettingRecordScreen } from '@wl/ui';
import { queryClient } from '../../../query';
import { useSession } from '../../../session/session';
import { betOrdersQuery } from './recordQueries';
import { useBetFilters } from './useBetFilters';
import { useRecordFilters, useRecordPageProps } from './useRecordFilters';

/** personalHistoryCopy (spec §2 betting record): the filters in the address, one call per change. */
export default function BettingRecordPage() {
  const { token } = useSession();
  const address = useRecordFilters();
  const bet = useBetFilters(address);
  const bets = useQuery(betOrdersQuery(token, bet.query), queryClient);
  const { data, ...page } = useRecordPageProps(bets, address);
  return (
    <BettingRecordScreen
      {...page}
      {...bet.props}
      vendors={data?.vendors ?? []}
      bets={data?.list ?? []}
      totals={data?.totals}
      pageCount={data?.totalPages ?? 0}
    />
  );
}
