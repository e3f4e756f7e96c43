// Apart from the component, so the site's address code can name the pages without loading the centre.

/** Spec §2: the agent centre's page keys, in the menu's order. */
export const agentCentrePages = [
  'agentAnnouncement',
  'agentTeamOverview',
  'registerCenter',
  'downlineManagmentView',
  'personalHistoryCopy',
  'palStatementsAgentCopy',
  'agentRevenueReport',
  'agentDownlineTransactionDetailsCopy',
  'agentDividendRecordCopy2',
  'agentDailyWages2',
  'agentHourSalary',
  'agentRealtimeSalary',
] as const;
export type AgentCentrePage = (typeof agentCentrePages)[number];

/** Spec §2: the page the centre opens on. */
export const DEFAULT_AGENT_CENTRE_PAGE: AgentCentrePage = 'agentTeamOverview';

/** The consolidated flags that gate an entry (spec §2, §6). */
export type AgentCentreFlag = 'enableCt' | 'salary' | 'hourSalary' | 'agentRealtimeSalary';

/** Spec §2/§6: the entries shown only when the consolidated answer's flag is on. */
export const AGENT_CENTRE_PAGE_FLAGS: Partial<Record<AgentCentrePage, AgentCentreFlag>> = {
  agentDividendRecordCopy2: 'enableCt',
  agentDailyWages2: 'salary',
  agentHourSalary: 'hourSalary',
  agentRealtimeSalary: 'agentRealtimeSalary',
};

/** The entries a member with these flags sees, in the menu's order. */
export function agentCentrePagesFor(flags: Readonly<Partial<Record<AgentCentreFlag, boolean>>>): AgentCentrePage[] {
  return agentCentrePages.filter((page) => {
    const flag = AGENT_CENTRE_PAGE_FLAGS[page];
    return flag === undefined || flags[flag] === true;
  });
}
