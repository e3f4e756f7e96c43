// The platform messages' and the manual rebate's server state (spec §2 messageV2, manualRebate), per session.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { TRIAL_IS_AGENT } from '@wl/flows';
import { api } from '../api';
import { queryClient } from '../query';
import { useSession } from '../session/session';
import { MESSAGES_PAGE_SIZE, MESSAGES_UNREAD_POLL_MS } from './messagesConstants';

/** Every session's inbox pages and unread count: what reading, deleting and claiming change. */
export const messagesKey = ['member', 'messages'] as const;

export const messagesPageQuery = (token: string | null, pageNo: number) =>
  queryOptions({
    queryKey: [...messagesKey, 'page', token, pageNo],
    queryFn: () => api.messages.listMessages({ pageNo, pageSize: MESSAGES_PAGE_SIZE }),
    enabled: Boolean(token),
    // paging keeps the last page on screen until the next one is there
    placeholderData: keepPreviousData,
  });

export const unreadMessagesQuery = (token: string | null) =>
  queryOptions({
    queryKey: [...messagesKey, 'unread', token],
    queryFn: () => api.messages.getUnreadCount(),
    enabled: Boolean(token),
    refetchInterval: MESSAGES_UNREAD_POLL_MS,
  });

export const manualRebateQuery = (token: string | null) =>
  queryOptions({
    queryKey: ['member', 'manualRebate', token],
    queryFn: () => api.messages.getManualRebate(),
    enabled: Boolean(token),
  });

/** The unread count after a read or a delete, as the server answered it: no second call for the badge. */
export function setUnreadMessages(token: string | null, unreadCount: number): void {
  queryClient.setQueryData(unreadMessagesQuery(token).queryKey, { unreadCount });
}

/**
 * The member's unread platform messages (the header's badge, the menu's and the left bar's counts; one query polled
 * every MESSAGES_UNREAD_POLL_MS). 0 without a session and for a trial account, which has no inbox.
 */
export function useUnreadMessages(): number {
  const { token, isAgent } = useSession();
  const options = unreadMessagesQuery(token);
  const query = useQuery({ ...options, enabled: options.enabled && isAgent !== TRIAL_IS_AGENT }, queryClient);
  return query.data?.unreadCount ?? 0;
}
