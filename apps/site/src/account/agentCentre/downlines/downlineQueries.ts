import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { DownlinePage, DownlinesQuery } from '@wl/api';
import { AGENT_PAGE_SIZE } from '@wl/rules';
import { api } from '../../../api';

/** Every session's downline pages: what a transfer or a promotion changes. */
export const downlinesQueriesKey = ['agent', 'downlines'] as const;

/** Where the tree is: whose direct downlines ('' for the agent's own), or a search of the whole team, and the page. */
export interface DownlinesAt {
  parent: string;
  account: string;
  page: number;
}

/** The call's query for a place in the tree: a search leaves the parent out (the server ignores it then). */
export function downlinesCall({ parent, account, page }: DownlinesAt): DownlinesQuery {
  const query: DownlinesQuery = { pageNo: page, pageSize: AGENT_PAGE_SIZE };
  if (account) query.account = account;
  else if (parent) query.parent = parent;
  return query;
}

/** One page of the agent's downline tree; the last page's rows stay while the next loads. */
export const downlinesQuery = (token: string | null, at: DownlinesAt) =>
  queryOptions({
    queryKey: [...downlinesQueriesKey, token, downlinesCall(at)],
    queryFn: () => api.agent.listDownlines(downlinesCall(at)),
    enabled: Boolean(token),
    placeholderData: keepPreviousData,
  });

/** A downline's new balance and type in every page held, at once (the server's answer; the pages refetch after). */
export function patchDownline(
  client: QueryClient,
  account: string,
  patch: Partial<DownlinePage['list'][number]>,
): void {
  client.setQueriesData<DownlinePage>({ queryKey: downlinesQueriesKey }, (page) =>
    page ? { ...page, list: page.list.map((row) => (row.account === account ? { ...row, ...patch } : row)) } : page,
  );
}
