import type { AgentContract, Consolidated, ContractKind } from '@wl/api';
import type { AgentCentreFlag, AgentCentrePage } from '@wl/ui';

/** Each contract kind's agent centre page, where its offers are made (another helper's pages). */
export const CONTRACT_KIND_PAGES: Readonly<Record<ContractKind, AgentCentrePage>> = {
  dailySalary: 'agentDailyWages2',
  hourlySalary: 'agentHourSalary',
  realtimeSalary: 'agentRealtimeSalary',
  dividend: 'agentDividendRecordCopy2',
};

/** The consolidated flag that turns each kind (and its page) on (spec §2, §6). */
const KIND_FLAGS: Readonly<Record<ContractKind, AgentCentreFlag>> = {
  dailySalary: 'salary',
  hourlySalary: 'hourSalary',
  realtimeSalary: 'agentRealtimeSalary',
  dividend: 'enableCt',
};

/** The consolidated answer's four lists of the caller's contracts with their direct downlines, one per kind. */
const downlineContractLists = (consolidated: Consolidated): readonly AgentContract[][] => [
  consolidated.dailysalinfotype.downlineContracts,
  consolidated.contracthoursalinfo.downlineContracts,
  consolidated.realtimesalinfotype.downlineContracts,
  consolidated.divtypeinfo.downlineContracts,
];

/** The caller's pending and active contracts with `downline` (any case, as the server matches accounts). */
export function contractsWith(consolidated: Consolidated, downline: string): AgentContract[] {
  const account = downline.toLowerCase();
  return downlineContractLists(consolidated)
    .flat()
    .filter((contract) => contract.downline.toLowerCase() === account);
}

/** The kinds whose page the agent centre offers (their consolidated flag is on), in the menu's order. */
export function openableContractKinds(consolidated: Consolidated): ContractKind[] {
  return (Object.keys(KIND_FLAGS) as ContractKind[]).filter((kind) => consolidated[KIND_FLAGS[kind]] === true);
}
