import { lazy, Suspense, useEffect, type ComponentType, type LazyExoticComponent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { loginCheck, TRIAL_IS_AGENT } from '@wl/flows';
import {
  AgentCentre as AgentCentreFrame,
  agentCentrePagesFor,
  DEFAULT_AGENT_CENTRE_PAGE,
  Loader,
  type AgentCentrePage,
} from '@wl/ui';
import { BASE_PATH } from '../base';
import { useFeatures } from '../boot/Boot';
import { withNamespaces } from '../i18n';
import { overlays } from '../overlays/overlays';
import { queryClient } from '../query';
import { useSession } from '../session/session';
import { consolidatedQuery } from './queries';

/** Spec §2: the help centre the agent centre links to. */
const HELP_CENTRE_PATH = '/helpmc';

/** Each entry's page, its own chunk (the menu's order and gates are ui's `agentCentrePages`). */
const pages: Partial<Record<AgentCentrePage, LazyExoticComponent<ComponentType>>> = {
  agentAnnouncement: lazy(withNamespaces(() => import('./agentCentre/team/AnnouncementsPage'), ['agentTeam'])),
  agentTeamOverview: lazy(
    withNamespaces(() => import('./agentCentre/team/TeamOverviewPage'), ['agentTeam', 'records']),
  ),
  registerCenter: lazy(
    withNamespaces(() => import('./agentCentre/team/RegisterCentrePage'), ['agentTeam', 'register']),
  ),
  downlineManagmentView: lazy(
    withNamespaces(
      () => import('./agentCentre/downlines/DownlinesPage'),
      [
        'agentDownlines',
        'agentContracts',
        // the amount's problems (member) and the game categories of the rebate rates (records)
        'member',
        'records',
      ],
    ),
  ),
  personalHistoryCopy: lazy(
    withNamespaces(() => import('./agentCentre/reports/TeamBettingPage'), ['agentReports', 'records']),
  ),
  palStatementsAgentCopy: lazy(
    withNamespaces(() => import('./agentCentre/reports/ProfitLossPage'), ['agentReports', 'records']),
  ),
  agentRevenueReport: lazy(
    withNamespaces(() => import('./agentCentre/reports/IncomePage'), ['agentReports', 'records']),
  ),
  agentDownlineTransactionDetailsCopy: lazy(
    withNamespaces(() => import('./agentCentre/reports/TeamTransactionsPage'), ['agentReports', 'records']),
  ),
  agentDividendRecordCopy2: lazy(
    withNamespaces(() => import('./agentCentre/contracts/DividendPage'), ['agentContracts', 'records']),
  ),
  agentDailyWages2: lazy(
    withNamespaces(() => import('./agentCentre/contracts/DailyWagesPage'), ['agentContracts', 'records']),
  ),
  agentHourSalary: lazy(
    withNamespaces(() => import('./agentCentre/contracts/HourlySalaryPage'), ['agentContracts', 'records']),
  ),
  agentRealtimeSalary: lazy(
    withNamespaces(() => import('./agentCentre/contracts/RealtimeSalaryPage'), ['agentContracts', 'records']),
  ),
};

/**
 * The agent centre (spec §2 overlay), opened from the header or sidebar entry, a link or a reload of
 * `?overlay=agentCentre&ac=<page>`. It is the one gate (spec §5/§6): without a session the login popup takes its
 * place; an account that is not an agent (or a site that does not show the centre, isShowAC) gets
 * `in_need_true_account`. The dividend and salary entries follow the consolidated flags (spec §2).
 */
export default function AgentCentre({ page }: { page?: AgentCentrePage }) {
  const session = useSession();
  const features = useFeatures();
  const access = loginCheck(
    { token: session.token, isAgent: session.isAgent, agentCentreEnabled: features.agentCentre },
    'agentCentre',
  );
  const trial = session.isAgent === TRIAL_IS_AGENT;
  const consolidated = useQuery({ ...consolidatedQuery(session.token), enabled: access === 'allowed' }, queryClient);

  useEffect(() => {
    if (access === 'login') overlays.open({ kind: 'login' });
    // spec §5: a trial account is told to get a real one; a real account that is not an agent is told why not (§8)
    if (access === 'needTrueAccount') overlays.open({ kind: trial ? 'needTrueAccount' : 'agentCentreRefused' });
  }, [access, trial]);
  if (access !== 'allowed') return null;
  // spec §2: the centre renders once loaded (a failed call leaves the gated entries out, the others work)
  if (consolidated.isPending) return <Loader />;

  const flags = consolidated.data ?? {};
  const offered = agentCentrePagesFor(flags).filter((entry) => pages[entry]);
  const shown = page && offered.includes(page) ? page : DEFAULT_AGENT_CENTRE_PAGE;
  const Page = pages[shown];
  return (
    <AgentCentreFrame
      open
      onOpenChange={(open) => (open ? undefined : overlays.close({ only: 'agentCentre' }))}
      menu={offered.map((entry) => ({ page: entry }))}
      page={shown}
      menuShown={page === undefined}
      onSelectPage={(next) => overlays.open({ kind: 'agentCentre', page: next })}
      onShowMenu={() => overlays.open({ kind: 'agentCentre' })}
      helpHref={`${BASE_PATH.replace(/\/$/, '')}${HELP_CENTRE_PATH}`}
      onOpenHelp={() => overlays.close({ only: 'agentCentre', to: HELP_CENTRE_PATH })}
    >
      <Suspense fallback={<Loader />}>{Page ? <Page /> : null}</Suspense>
    </AgentCentreFrame>
  );
}
