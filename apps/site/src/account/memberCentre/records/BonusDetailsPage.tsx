import { useQuery } from '@tanstack/react-query';
import type { BonusDetailsQuery } from '@wl/api';
import { RECORD_PAGE_SIZE } from '@wl/rules';
import { BonusDetailsPage as BonusDetailsScreen } from '@wl/ui';
import { queryClient } from '../../../query';
import { useSession } from '../../../session/session';
import { bonusDetailsQuery } from './recordQueries';
import { useRecordFilters, useRecordPageProps } from './useRecordFilters';

/** bonusDetails (spec §2): the bonuses received over the range, paged, with their total. */
export default function BonusDetailsPage() {
  const { token } = useSession();
  const address = useRecordFilters();
  const { filters, range, change } = address;
  const query: BonusDetailsQuery | null =
    range.problem === null
      ? { startTime: range.startTime, endTime: range.endTime, pageNo: filters.page, pageSize: RECORD_PAGE_SIZE }
      : null;
  const bonuses = useQuery(bonusDetailsQuery(token, query), queryClient);
  const { data, ...page } = useRecordPageProps(bonuses, address);
  return (
    <BonusDetailsScreen
      {...page}
      bonuses={data?.list ?? []}
      totalAmount={data?.totalAmount}
      page={filters.page}
      pageCount={data?.totalPages ?? 0}
      onPageChange={(next) => change({ page: next })}
    />
  );
}
