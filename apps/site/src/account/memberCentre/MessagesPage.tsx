import { useMutation, useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { merchant } from '@merchant/config';
import { isApiError, newIdempotencyKey } from '@wl/api';
import { merchantTimeZone } from '@wl/merchants/timeZone';
import { MessageCentre, type MessageCentreTab, type MessageNotice } from '@wl/ui';
import { api } from '../../api';
import { useAnnouncementsState } from '../../content/announcements';
import { failureMessage } from '../../errors';
import { queryClient } from '../../query';
import { useSession } from '../../session/session';
import { messagesKey, messagesPageQuery, setUnreadMessages } from '../messages';
import { balanceQueriesKey, balanceQuery } from '../queries';

const timeZone = merchantTimeZone(merchant);

/** messageV2 (spec §2): the inbox (read, read all, delete, claim a reward) and the announcements. */
export default function MessagesPage() {
  const { token } = useSession();
  const [tab, setTab] = useState<MessageCentreTab>('inbox');
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<number | null>(null);
  const [notice, setNotice] = useState<MessageNotice | null>(null);
  const list = useQuery(messagesPageQuery(token, page), queryClient);
  const balance = useQuery(balanceQuery(token), queryClient);
  const announcements = useAnnouncementsState();
  // A claim's key lives until the server answers it: a retry after a lost answer sends the same key again.
  const claimKeys = useRef(new Map<number, string>());

  const refreshInbox = () => queryClient.invalidateQueries({ queryKey: messagesKey });
  const read = useMutation(
    {
      mutationFn: (id: number) => api.messages.readMessage(id),
      onSuccess: ({ unreadCount }) => setUnreadMessages(token, unreadCount),
      onSettled: refreshInbox,
    },
    queryClient,
  );
  const readAll = useMutation(
    {
      mutationFn: () => api.messages.readAllMessages(),
      onSuccess: ({ unreadCount }) => setUnreadMessages(token, unreadCount),
      onSettled: refreshInbox,
    },
    queryClient,
  );
  const remove = useMutation(
    {
      mutationFn: (id: number) => api.messages.deleteMessage(id),
      onSuccess: ({ unreadCount }) => {
        setUnreadMessages(token, unreadCount);
        setOpenId(null);
      },
      onError: (error) => setNotice({ kind: 'failed', message: failureMessage(error) ?? '' }),
      onSettled: refreshInbox,
    },
    queryClient,
  );
  const claim = useMutation(
    {
      mutationFn: (id: number) => {
        const key = claimKeys.current.get(id) ?? newIdempotencyKey();
        claimKeys.current.set(id, key);
        return api.messages.claimMessageReward({ id, idempotencyKey: key });
      },
      onSuccess: (done, id) => {
        claimKeys.current.delete(id);
        setNotice({ kind: 'claimed', amount: done.amount });
      },
      onError: (error, id) => {
        if (isApiError(error) && error.fromServer) claimKeys.current.delete(id);
        setNotice({ kind: 'failed', message: failureMessage(error) ?? '' });
      },
      // the header's balance and the message's claimed state
      onSettled: () => Promise.all([refreshInbox(), queryClient.invalidateQueries({ queryKey: balanceQueriesKey })]),
    },
    queryClient,
  );

  const messages = list.data?.list ?? [];
  const onOpen = (id: number) => {
    setNotice(null);
    setOpenId(id);
    if (messages.find((m) => m.id === id)?.read === false) read.mutate(id);
  };

  return (
    <MessageCentre
      status={list.isPending ? 'loading' : list.isError && !list.data ? 'error' : 'ready'}
      errorMessage={failureMessage(list.error)}
      onRetry={() => void list.refetch()}
      tab={tab}
      onTabChange={setTab}
      messages={messages}
      unreadCount={list.data?.unreadCount ?? 0}
      page={page}
      pageCount={list.data?.totalPages ?? 0}
      onPageChange={(next) => {
        setOpenId(null);
        setPage(next);
      }}
      openId={openId}
      onOpen={onOpen}
      onCloseMessage={() => {
        setNotice(null);
        setOpenId(null);
      }}
      onReadAll={() => readAll.mutate()}
      readingAll={readAll.isPending}
      onDelete={(id) => remove.mutate(id)}
      deletingId={remove.isPending ? remove.variables : null}
      onClaim={(id) => claim.mutate(id)}
      claimingId={claim.isPending ? claim.variables : null}
      notice={notice}
      onDismissNotice={() => setNotice(null)}
      announcements={
        announcements.status === 'ready' ? { status: 'ready', data: announcements.data.player } : announcements
      }
      currency={balance.data?.currency}
      minorDigits={balance.data?.minorDigits}
      timeZone={timeZone}
    />
  );
}
