import { useQuery } from '@tanstack/react-query';
import type { AccountRecordsQuery } from '@wl/api';
import { RECORD_PAGE_SIZE } from '@wl/rules';
import { AccountRecordPage as AccountRecordScreen } from '@wl/ui';
import { queryClient } from '../../../query';
import { useSession } from '../../../session/session';
import { accountRecordsQuery } from './recordQueries';
import { useRecordFilters, useRecordPageProps } from './useRecordFilters';

/** transactionHistory (spec §2 account record): a range of at most 30 days is asked for; a longer one is not. */
export default function AccountRecordPage() {
  const { token } = useSession();
  const address = useRecordFilters();
  const { filters, range, change } = address;
  const query: AccountRecordsQuery | null =
    range.problem === null
      ? {
          startTime: range.startTime,
          endTime: range.endTime,
          pageNo: filters.page,
          pageSize: RECORD_PAGE_SIZE,
          ...(filters.type ? { type: filters.type } : {}),
        }
      : null;
  const records = useQuery(accountRecordsQuery(token, query), queryClient);
  const { data, ...page } = useRecordPageProps(records, address);
  return (
    <AccountRecordScreen
      {...page}
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
