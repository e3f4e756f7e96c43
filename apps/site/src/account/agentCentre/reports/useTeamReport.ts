import type { UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RecordAccountFilterProps } from '@wl/ui';
import { AGENT_CENTRE_PAGE_PARAM_PREFIX } from '../../../overlays/pageParams';
import { useRecordFilters, useRecordPageProps } from '../../memberCentre/records/useRecordFilters';
import { reportRefusal } from './reportRefusal';

/**
 * A team report's filters: the records' (range, page, ...) kept in the address under the agent centre's `ac.`
 * prefix, and the account search. What is typed in it stays the agent's until searched (a reload shows the account
 * searched for); the search asks for the account trimmed, '' for the whole team.
 */
export function useTeamFilters() {
  const address = useRecordFilters(AGENT_CENTRE_PAGE_PARAM_PREFIX);
  const [account, setAccount] = useState(address.filters.account);
  const accountProps: Omit<RecordAccountFilterProps, 'accountProblem'> = {
    account,
    onAccountChange: setAccount,
    onAccountSearch: () => address.change({ account: account.trim() }),
  };
  return { address, accountProps };
}

/**
 * What a team report passes its screen besides its rows: the records' load, range, money and time zone, and the
 * server's refusals said in the agent's language (DOWNLINE_NOT_FOUND at the account field, a 400 as a translated
 * message with its retry); the filters typed are the page's and stay as they were.
 */
export function useTeamPageProps<T>(query: UseQueryResult<T>, address: ReturnType<typeof useRecordFilters>) {
  const { t } = useTranslation('agentReports');
  const { data, ...page } = useRecordPageProps(query, address);
  const refusal = page.status === 'error' ? reportRefusal(query.error) : null;
  return {
    data: refusal === 'notInTeam' ? undefined : data,
    page: {
      ...page,
      errorMessage: refusal === 'badRequest' ? t('problem.badRequest') : page.errorMessage,
      accountProblem: refusal === 'notInTeam' ? ('notInTeam' as const) : null,
    },
  };
}
