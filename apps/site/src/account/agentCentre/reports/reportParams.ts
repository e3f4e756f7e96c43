import type { TeamProfitLossQuery, TeamTransactionsQuery } from '@wl/api';
import { AGENT_PAGE_SIZE } from '@wl/rules';
import type { RecordFilters } from '../../memberCentre/records/recordAddress';
import type { RangeQuery } from '../../memberCentre/records/recordRange';

// What the team reports ask for, from the filters in the address: nothing while the range is wrong; the account
// only when one is searched for (none: the whole team).

const account = (filters: RecordFilters) => (filters.account ? { account: filters.account } : {});

export function teamProfitLossParams(filters: RecordFilters, range: RangeQuery): TeamProfitLossQuery | null {
  if (range.problem !== null) return null;
  return {
    startTime: range.startTime,
    endTime: range.endTime,
    pageNo: filters.page,
    pageSize: AGENT_PAGE_SIZE,
    ...account(filters),
  };
}

export function teamTransactionsParams(filters: RecordFilters, range: RangeQuery): TeamTransactionsQuery | null {
  if (range.problem !== null) return null;
  return {
    startTime: range.startTime,
    endTime: range.endTime,
    pageNo: filters.page,
    pageSize: AGENT_PAGE_SIZE,
    ...(filters.type ? { type: filters.type } : {}),
    ...account(filters),
  };
}

/** The team betting's query: the member's betting record's, over the team or the one member searched for. */
export const teamBetParams = <Q extends object>(
  bet: Q | null,
  filters: RecordFilters,
): (Q & { account?: string }) | null => bet && { ...bet, ...account(filters) };
