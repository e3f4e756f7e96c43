import { useQuery } from '@tanstack/react-query';
import { merchant } from '@merchant/config';
import { merchantTimeZone } from '@wl/merchants/timeZone';
import { TeamOverview } from '@wl/ui';
import { AGENT_CENTRE_PAGE_PARAM_PREFIX } from '../../../overlays/pageParams';
import { queryClient } from '../../../query';
import { useSession } from '../../../session/session';
import { useRecordFilters, useRecordPageProps } from '../../memberCentre/records/useRecordFilters';
import { teamOverviewQuery } from './teamQueries';

const timeZone = merchantTimeZone(merchant);

/**
 * agentTeamOverview (spec §2, the agent centre's first page): the team's figures over the period, its days cut in the
 * merchant's time zone; the period in the address (`ac.range`, `ac.from`, `ac.to`) as the records keep theirs.
 */
export default function TeamOverviewPage() {
  const { token } = useSession();
  const address = useRecordFilters(AGENT_CENTRE_PAGE_PARAM_PREFIX);
  const { range } = address;
  const query = range.problem === null ? { startTime: range.startTime, endTime: range.endTime, timeZone } : null;
  const overview = useQuery(teamOverviewQuery(token, query), queryClient);
  const { data, ...page } = useRecordPageProps(overview, address);
  return <TeamOverview {...page} overview={data} />;
}
