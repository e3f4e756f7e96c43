import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { merchant } from '@merchant/config';
import { merchantTimeZone } from '@wl/merchants/timeZone';
import { AGENT_PAGE_SIZE } from '@wl/rules';
import { AgentAnnouncements } from '@wl/ui';
import { toLoadable } from '../../../loadable';
import { queryClient } from '../../../query';
import { useSession } from '../../../session/session';
import { announcementsQuery } from './teamQueries';

const timeZone = merchantTimeZone(merchant);

/** agentAnnouncement (spec §2): the agent announcements, AGENT_PAGE_SIZE a page, their HTML sanitized by the screen. */
export default function AnnouncementsPage() {
  const { token } = useSession();
  const [page, setPage] = useState(1);
  const query = useQuery(announcementsQuery(token, { pageNo: page, pageSize: AGENT_PAGE_SIZE }), queryClient);
  const loadable = toLoadable(query);
  return (
    <AgentAnnouncements
      status={loadable.status}
      errorMessage={loadable.status === 'error' ? loadable.message : null}
      onRetry={loadable.status === 'error' ? loadable.onRetry : undefined}
      announcements={query.data?.list}
      page={page}
      pageCount={query.data?.totalPages ?? 1}
      onPageChange={setPage}
      refreshing={query.isPlaceholderData}
      timeZone={timeZone}
    />
  );
}
