import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { AccountRecordsQuery, BetOrdersQuery, BonusDetailsQuery, PersonalProfitQuery } from '@wl/api';
import { api } from '../../../api';

// The records pages' calls, keyed by page, filters and session. A filter change keeps the last answer on screen
// (dimmed) until the new one arrives: one call, no spinner. A null query (the range is wrong) asks nothing.

/** Every records query of every session. */
export const recordsQueriesKey = ['member', 'records'] as const;

const recordQuery =
  <Q extends object, T>(name: string, call: (query: Q) => Promise<T>) =>
  (token: string | null, query: Q | null) =>
    queryOptions({
      queryKey: [...recordsQueriesKey, name, token, query],
      queryFn: () => call(query!),
      enabled: Boolean(token) && query !== null,
      placeholderData: keepPreviousData,
    });

export const betOrdersQuery = recordQuery('betOrders', (query: BetOrdersQuery) => api.records.getBetOrders(query));

export const accountRecordsQuery = recordQuery('accountRecords', (query: AccountRecordsQuery) =>
  api.records.getAccountRecords(query),
);

export const personalProfitQuery = recordQuery('personalProfit', (query: PersonalProfitQuery) =>
  api.records.getPersonalProfit(query),
);

export const bonusDetailsQuery = recordQuery('bonusDetails', (query: BonusDetailsQuery) =>
  api.records.getBonusDetails(query),
);
