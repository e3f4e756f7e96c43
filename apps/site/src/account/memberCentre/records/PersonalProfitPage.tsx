import { useQuery } from '@tanstack/react-query';
import { PersonalProfitPage as PersonalProfitScreen } from '@wl/ui';
import { queryClient } from '../../../query';
import { useSession } from '../../../session/session';
import { personalProfitQuery } from './recordQueries';
import { useRecordFilters, useRecordPageProps } from './useRecordFilters';

/** personalProfit (spec §2): profit and loss per game family and the money in and out over the range. */
export default function PersonalProfitPage() {
  const { token } = useSession();
  const address = useRecordFilters();
  const { range } = address;
  const query = range.problem === null ? { startTime: range.startTime, endTime: range.endTime } : null;
  const profit = useQuery(personalProfitQuery(token, query), queryClient);
  const { data, ...page } = useRecordPageProps(profit, address);
  return <PersonalProfitScreen {...page} profit={data} />;
}
