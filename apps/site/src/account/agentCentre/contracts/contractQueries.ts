import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ContractSettlementsQuery } from '@wl/api';
import { api } from '../../../api';
import { queryClient } from '../../../query';
import { balanceQueriesKey, consolidatedQueriesKey } from '../../queries';

/** The contract API's largest page: the direct downlines the offer form chooses from come in one such page. */
export const DOWNLINE_CHOICES_MAX = 100;

/** Every contract settlements list of every session. */
export const settlementsQueriesKey = ['agent', 'contracts', 'settlements'] as const;

/** One page of one kind's settlements (received or paid); a null query (the range is wrong) asks nothing. */
export const settlementsQuery = (token: string | null, query: ContractSettlementsQuery | null) =>
  queryOptions({
    queryKey: [...settlementsQueriesKey, token, query],
    queryFn: () => api.agent.getContractSettlements(query!),
    enabled: Boolean(token) && query !== null,
    placeholderData: keepPreviousData,
  });

/** The caller's direct downlines (the offer form's choices). */
export const directDownlinesQuery = (token: string | null, enabled: boolean) =>
  queryOptions({
    queryKey: ['agent', 'contracts', 'directDownlines', token],
    queryFn: () => api.agent.listDownlines({ pageSize: DOWNLINE_CHOICES_MAX }),
    enabled: Boolean(token) && enabled,
  });

/**
 * What a contract answer or offer changes: the consolidated answer (every session's, inactive ones too, so the
 * session storage copy is written again) and the settlements.
 */
export const afterContractChange = () =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: consolidatedQueriesKey, refetchType: 'all' }),
    queryClient.invalidateQueries({ queryKey: settlementsQueriesKey }),
  ]);

/** A real-time period ended: its settlement may have paid, so the balance too. */
export const afterSettlement = () =>
  Promise.all([afterContractChange(), queryClient.invalidateQueries({ queryKey: balanceQueriesKey })]);
