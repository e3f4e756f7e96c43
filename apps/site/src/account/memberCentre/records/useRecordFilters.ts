import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { merchant } from '@merchant/config';
import { merchantTimeZone } from '@wl/merchants/timeZone';
import type { RecordPageProps, RecordRange } from '@wl/ui';
import { toLoadable } from '../../../loadable';
import { MEMBER_CENTRE_PAGE_PARAM_PREFIX } from '../../../overlays/pageParams';
import { queryClient } from '../../../query';
import { useSession } from '../../../session/session';
import { balanceQuery } from '../../queries';
import { readRecordFilters, writeRecordFilters, type RecordFilters } from './recordAddress';
import { presetDates, rangeQuery } from './recordRange';

const timeZone = merchantTimeZone(merchant);

/**
 * A records page's filters, read from the address and written back to it under its centre's `prefix` (the member
 * centre's by default). A change replaces the history entry (and keeps the overlay's state, so Back still closes the
 * centre), and a change other than the page goes back to page 1.
 */
export function useRecordFilters(prefix: string = MEMBER_CENTRE_PAGE_PARAM_PREFIX) {
  const [search, setSearch] = useSearchParams();
  const location = useLocation();
  // the page's clock, read once when it opens: a preset's dates stay put while the player pages through them
  const [nowMs] = useState(() => Date.now());
  const filters = useMemo(() => readRecordFilters(search, timeZone, nowMs, prefix), [search, nowMs, prefix]);
  const range = useMemo(() => rangeQuery(filters.range, timeZone, nowMs), [filters.range, nowMs]);

  const change = (patch: Partial<RecordFilters>) =>
    setSearch(writeRecordFilters(search, { ...filters, page: 1, ...patch }, prefix), {
      replace: true,
      state: location.state,
      preventScrollReset: true,
    });
  const changeRange = (next: RecordRange) =>
    change({
      range: next.preset === 'custom' ? next : { preset: next.preset, ...presetDates(next.preset, timeZone, nowMs) },
    });
  return { filters, range, change, changeRange };
}

/** What every records page passes its screen besides its rows: the load, the range, money and time zone. */
export function useRecordPageProps<T>(
  query: UseQueryResult<T>,
  { filters, range, changeRange }: ReturnType<typeof useRecordFilters>,
): RecordPageProps & { data: T | undefined } {
  const { token } = useSession();
  const balance = useQuery(balanceQuery(token), queryClient);
  const loadable = toLoadable(query);
  return {
    status: loadable.status,
    errorMessage: loadable.status === 'error' ? loadable.message : null,
    onRetry: loadable.status === 'error' ? loadable.onRetry : undefined,
    refreshing: query.isPlaceholderData,
    range: filters.range,
    onRangeChange: changeRange,
    rangeProblem: range.problem,
    currency: balance.data?.currency,
    minorDigits: balance.data?.minorDigits ?? 2,
    timeZone,
    data: query.data,
  };
}
