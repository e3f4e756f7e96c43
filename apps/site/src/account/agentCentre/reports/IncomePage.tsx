import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { merchant } from '@merchant/config';
import { merchantTimeZone } from '@wl/merchants/timeZone';
import type { AgentIncomeQuery } from '@wl/api';
import { AgentIncomePage } from '@wl/ui';
import { AGENT_CENTRE_PAGE_PARAM_PREFIX } from '../../../overlays/pageParams';
import { queryClient } from '../../../query';
import { useSession } from '../../../session/session';
import { useRecordFilters } from '../../memberCentre/records/useRecordFilters';
import { incomeReport } from './incomeReport';
import { agentIncomeQuery } from './reportQueries';
import { useTeamPageProps } from './useTeamReport';

/** The merchant's days: the server cuts the income into them. */
const timeZone = merchantTimeZone(merchant);

/** agentRevenueReport (my income): income by type and by day over the range, each with its net, and the net of all. */
export default function IncomePage() {
  const { token } = useSession();
  const address = useRecordFilters(AGENT_CENTRE_PAGE_PARAM_PREFIX);
  const { range } = address;
  const query: AgentIncomeQuery | null =
    range.problem === null ? { startTime: range.startTime, endTime: range.endTime, timeZone } : null;
  const income = useQuery(agentIncomeQuery(token, query), queryClient);
  const { data, page } = useTeamPageProps(income, address);
  const minorDigits = page.minorDigits ?? 2;
  const report = useMemo(() => (data ? incomeReport(data, minorDigits) : undefined), [data, minorDigits]);
  return <AgentIncomePage {...page} report={report} />;
}
