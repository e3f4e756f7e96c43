import { useState } from 'react';
import type { BetOrdersQuery } from '@wl/api';
import { RECORD_ORDER_NO_MIN_LENGTH, RECORD_PAGE_SIZE, orderNoSearchable } from '@wl/rules';
import type { BettingRecordPageProps } from '@wl/ui';
import { useCopyOrderNo } from './useCopyOrderNo';
import type { useRecordFilters } from './useRecordFilters';

/** The betting record's filters as its screen takes them (the answer's vendors, bets and totals are the page's). */
export type BetFilterProps = Pick<
  BettingRecordPageProps,
  | 'category'
  | 'onCategoryChange'
  | 'vendor'
  | 'onVendorChange'
  | 'settled'
  | 'onSettledChange'
  | 'orderNo'
  | 'onOrderNoChange'
  | 'onOrderNoSearch'
  | 'orderNoProblem'
  | 'page'
  | 'onPageChange'
  | 'copiedOrderNo'
  | 'onCopyOrderNo'
>;

/**
 * The betting record's filters (the member's own, and the agent centre's team betting): the query they ask (null
 * while the range is wrong), and the props of the screen's filters. What is typed in the order-number search stays
 * the player's until searched; a reload shows the number searched for.
 */
export function useBetFilters({ filters, range, change }: ReturnType<typeof useRecordFilters>): {
  query: BetOrdersQuery | null;
  props: BetFilterProps;
} {
  const [orderNo, setOrderNo] = useState(filters.orderNo);
  const [orderNoWrong, setOrderNoWrong] = useState(false);
  const copy = useCopyOrderNo();
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
  return {
    query,
    props: {
      category: filters.category,
      onCategoryChange: (category) => {
        setOrderNo('');
        change({ category, vendor: '', orderNo: '' });
      },
      vendor: filters.vendor,
      onVendorChange: (vendor) => change({ vendor }),
      settled: filters.settled,
      onSettledChange: (settled) => change({ settled }),
      orderNo,
      onOrderNoChange: (value) => {
        setOrderNo(value);
        setOrderNoWrong(false);
      },
      onOrderNoSearch: () => {
        const searchable = orderNoSearchable(orderNo);
        setOrderNoWrong(!searchable);
        if (searchable) change({ orderNo: orderNo.trim() });
      },
      orderNoProblem: orderNoWrong ? { minLength: RECORD_ORDER_NO_MIN_LENGTH } : null,
      page: filters.page,
      onPageChange: (next) => change({ page: next }),
      ...copy,
    },
  };
}
