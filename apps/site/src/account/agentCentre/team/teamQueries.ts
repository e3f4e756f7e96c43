import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { AgentAnnouncementsQuery, TeamOverviewQuery } from '@wl/api';
import { api } from '../../../api';

// The agent centre's team pages' calls (announcements, team overview, rebate rates, affiliate links), keyed by the
// session: a new login never sees the last one's. A changed page or period keeps the last answer on screen (dimmed).

/** Every agent-team query of every session. */
export const agentTeamQueriesKey = ['agent', 'team'] as const;

export const announcementsQuery = (token: string | null, query: AgentAnnouncementsQuery) =>
  queryOptions({
    queryKey: [...agentTeamQueriesKey, 'announcements', token, query],
    queryFn: () => api.agent.getAnnouncements(query),
    enabled: Boolean(token),
    placeholderData: keepPreviousData,
  });

/** A null query (the period is wrong) asks nothing. */
export const teamOverviewQuery = (token: string | null, query: TeamOverviewQuery | null) =>
  queryOptions({
    queryKey: [...agentTeamQueriesKey, 'overview', token, query],
    queryFn: () => api.agent.getTeamOverview(query!),
    enabled: Boolean(token) && query !== null,
    placeholderData: keepPreviousData,
  });

export const rebateRatesQuery = (token: string | null) =>
  queryOptions({
    queryKey: [...agentTeamQueriesKey, 'rebateRates', token],
    queryFn: () => api.agent.getRebateRates(),
    enabled: Boolean(token),
  });

/** The links: what creating and deleting one invalidates. */
export const affiliateLinksKey = [...agentTeamQueriesKey, 'affiliateLinks'] as const;

export const affiliateLinksQuery = (token: string | null) =>
  queryOptions({
    queryKey: [...affiliateLinksKey, token],
    queryFn: () => api.agent.listAffiliateLinks(),
    enabled: Boolean(token),
  });
