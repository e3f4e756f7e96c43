import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { AgentIncomeQuery, TeamBetOrdersQuery, TeamProfitLossQuery, TeamTransactionsQuery } from '@wl/api';
import { api } from '../../../api';
import { retryOnce } from '../../../query';
import { reportRefusal } from './reportRefusal';

// The agent centre's team reports, keyed by report, filters and session. As the member's records: a filter change
// keeps the last answer on screen (dimmed) until the new one arrives; a null query (the range is wrong) asks nothing.

/** Every team report of every session. */
export const agentReportsQueriesKey = ['agent', 'reports'] as const;

const reportQuery =
  <Q extends object, T>(name: string, call: (query: Q) => Promise<T>) =>
  (token: string | null, query: Q | null) =>
    queryOptions({
      queryKey: [...agentReportsQueriesKey, name, token, query],
      queryFn: () => call(query!),
      enabled: Boolean(token) && query !== null,
      placeholderData: keepPreviousData,
      // an account outside the team or a refused filter is an answer, not a hiccup: asking again says the same
      retry: (failures, error) => reportRefusal(error) === null && retryOnce(failures, error),
    });

export const teamBetOrdersQuery = reportQuery('teamBetOrders', (query: TeamBetOrdersQuery) =>
  api.agent.getTeamBetOrders(query),
);

export const teamProfitLossQuery = reportQuery('teamProfitLoss', (query: TeamProfitLossQuery) =>
  api.agent.getTeamProfitLoss(query),
);

export const agentIncomeQuery = reportQuery('agentIncome', (query: AgentIncomeQuery) => api.agent.getIncome(query));

export const teamTransactionsQuery = reportQuery('teamTransactions', (query: TeamTransactionsQuery) =>
  api.agent.getTeamTransactions(query),
);
