import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { BetOrdersQuery } from '@wl/api';
import { RECORD_ORDER_NO_MIN_LENGTH, RECORD_PAGE_SIZE, orderNoSearchable } from '@wl/rules';
import { BettingRecordPage as BettingRecordScreen } from '@wl/ui';
import { queryClient } from '../../../query';
import { useSession } from '../../../session/session';
import { betOrdersQuery } from './recordQueries';
import { RECORD_COPIED_MS } from './recordsConstants';
import { useRecordFilters, useRecordPageProps } from './useRecordFilters';

/** personalHistoryCopy (spec §2 betting record): the filters in the address, one call per change. */
export default function BettingRecordPage() {
  const { token } = useSession();
  const address = useRecordFilters();
  const { filters, range, change } = address;
  const query: BetOrdersQuery | null =
    range.problem === null
      ? {
          category: filters.category,
          startTime: range.startTime,
          endTime: range.endTime,
          settled: filters.settled,
          pageNo: filters.page,
          pageSize: RECORD_PAGE_SIZE,
          ...(filters.vendor ? { vendor: filters.vendor } : {}),
          ...(filters.orderNo ? { orderNo: filters.orderNo } : {}),
        }
      : null;
  const bets = useQuery(betOrdersQuery(token, query), queryClient);
  const { data, ...page } = useRecordPageProps(bets, address);

  // what is typed in the search stays the player's until searched; a reload shows the number searched for
  const [orderNo, setOrderNo] = useState(filters.orderNo);
  const [orderNoWrong, setOrderNoWrong] = useState(false);
  const search = () => {
    const searchable = orderNoSearchable(orderNo);
    setOrderNoWrong(!searchable);
    if (searchable) change({ orderNo: orderNo.trim() });
  };

  const [copied, setCopied] = useState<string | null>(null);
  useEffect(() => {
    if (copied === null) return;
    const timer = setTimeout(() => setCopied(null), RECORD_COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  const copy = (value: string) => {
    navigator.clipboard.writeText(value).then(
      () => setCopied(value),
      () => setCopied(null),
    );
  };

  return (
    <BettingRecordScreen
      {...page}
      category={filters.category}
      onCategoryChange={(category) => {
        setOrderNo('');
        change({ category, vendor: '', orderNo: '' });
      }}
      vendors={data?.vendors ?? []}
      vendor={filters.vendor}
      onVendorChange={(vendor) => change({ vendor })}
      settled={filters.settled}
      onSettledChange={(settled) => change({ settled })}
      orderNo={orderNo}
      onOrderNoChange={(value) => {
        setOrderNo(value);
        setOrderNoWrong(false);
      }}
      onOrderNoSearch={search}
      orderNoProblem={orderNoWrong ? { minLength: RECORD_ORDER_NO_MIN_LENGTH } : null}
      bets={data?.list ?? []}
      totals={data?.totals}
      page={filters.page}
      pageCount={data?.totalPages ?? 0}
      onPageChange={(next) => change({ page: next })}
      copiedOrderNo={copied}
      onCopyOrderNo={copy}
    />
  );
}
