import type { OperationContext } from './context';
import type { components, operations } from '../generated/schema';

type Schemas = components['schemas'];
export type AgentContract = Schemas['AgentContract'];
export type ContractKind = Schemas['ContractKind'];
export type ContractStatus = Schemas['ContractStatus'];
export type ContractPeriodType = Schemas['ContractPeriodType'];
export type ContractReply = Schemas['ContractReply'];
export type DividendOffer = Schemas['DividendOffer'];
export type DailySalaryOffer = Schemas['DailySalaryOffer'];
export type HourlySalaryOffer = Schemas['HourlySalaryOffer'];
export type RealtimeSalaryOffer = Schemas['RealtimeSalaryOffer'];
export type ContractProcessResult = Schemas['ContractProcessResult'];
/** The value of the business failure DOWNLINE_RATE_HIGHER (on the thrown ApiError's `value`). */
export type ContractConflicts = Schemas['ContractConflicts'];
export type RaffleClaim = Schemas['RaffleClaim'];
// The agent centre (issue 15, openapi/src/agent-centre.yaml).
export type AccountType = Schemas['AccountType'];
export type RebateRate = Schemas['RebateRate'];
export type RebateRates = Schemas['RebateRates'];
export type DownlineRegistration = Schemas['DownlineRegistration'];
export type Downline = Schemas['Downline'];
export type DownlinePage = Schemas['DownlinePage'];
export type AffiliateLinkRequest = Schemas['AffiliateLinkRequest'];
export type AffiliateLink = Schemas['AffiliateLink'];
export type AffiliateLinkList = Schemas['AffiliateLinkList'];
export type DownlineTransferRequest = Schemas['DownlineTransferRequest'];
export type DownlineTransfer = Schemas['DownlineTransfer'];
export type TeamDay = Schemas['TeamDay'];
export type TeamOverview = Schemas['TeamOverview'];
export type TeamBetOrder = Schemas['TeamBetOrder'];
export type TeamBetOrderPage = Schemas['TeamBetOrderPage'];
export type MemberProfitLoss = Schemas['MemberProfitLoss'];
export type ProfitLossTotals = Schemas['ProfitLossTotals'];
export type TeamProfitLossPage = Schemas['TeamProfitLossPage'];
export type IncomeType = Schemas['IncomeType'];
export type IncomeAmount = Schemas['IncomeAmount'];
export type IncomeDay = Schemas['IncomeDay'];
export type AgentIncome = Schemas['AgentIncome'];
export type TeamTransaction = Schemas['TeamTransaction'];
export type TeamTransactionPage = Schemas['TeamTransactionPage'];
export type AgentAnnouncement = Schemas['AgentAnnouncement'];
export type AgentAnnouncementPage = Schemas['AgentAnnouncementPage'];
export type SettlementStatus = Schemas['SettlementStatus'];
export type ContractSettlement = Schemas['ContractSettlement'];
export type ContractSettlementPage = Schemas['ContractSettlementPage'];
export type TeamOverviewQuery = operations['getTeamOverview']['parameters']['query'];
export type DownlinesQuery = NonNullable<operations['listDownlines']['parameters']['query']>;
export type TeamBetOrdersQuery = operations['getTeamBetOrders']['parameters']['query'];
export type TeamProfitLossQuery = operations['getTeamProfitLoss']['parameters']['query'];
export type AgentIncomeQuery = operations['getAgentIncome']['parameters']['query'];
export type TeamTransactionsQuery = operations['getTeamTransactions']['parameters']['query'];
export type AgentAnnouncementsQuery = NonNullable<operations['getAgentAnnouncements']['parameters']['query']>;
export type ContractSettlementsQuery = operations['getContractSettlements']['parameters']['query'];

/**
 * Agent pay: an upline offers a contract to a direct downline (`action: 'offer'`, agents only); the downline
 * accepts, rejects or terminates it (ContractReply). One call per kind, as the platform has them. Then the agent
 * centre's team, reports and settlements (agents only: anyone else gets NOT_AGENT, `Non-agents cannot log in`).
 */
export function agentOperations({ client, unwrap, unwrapRequired }: OperationContext) {
  return {
    processDividend: (query: DividendOffer | ContractReply) =>
      unwrapRequired(client.GET('/wps/relay/MCS2_processDividendReq', { params: { query } })),
    processDailySalary: (query: DailySalaryOffer | ContractReply) =>
      unwrapRequired(client.GET('/wps/relay/MCS2_processDailySalContract', { params: { query } })),
    processHourlySalary: (body: HourlySalaryOffer | ContractReply) =>
      unwrapRequired(client.POST('/wps/relay/MCS2_processContractHourSalary', { body })),
    processRealtimeSalary: (body: RealtimeSalaryOffer | ContractReply) =>
      unwrapRequired(client.POST('/wps/relay/MCSFE_processRealTimeSalaryContract', { body })),
    /** Agents only; the drawn prize goes to the main wallet. Running raffles are listed in getConsolidated. */
    claimRaffle: (promotionId: number) =>
      unwrapRequired(client.POST('/wps/relay/MCS2_claimRafflePromotion', { body: { promotionId } })),

    getTeamOverview: (query: TeamOverviewQuery) =>
      unwrapRequired(client.GET('/wps/relay/ODSFE2_getTeamOverviewSum', { params: { query } })),
    getRebateRates: () => unwrapRequired(client.GET('/wps/agent/rebate')),
    /** Sent encrypted (the new account's password). */
    registerDownline: (body: DownlineRegistration) => unwrapRequired(client.POST('/wps/agent/downline', { body })),
    listAffiliateLinks: () => unwrapRequired(client.GET('/wps/agent/affiliateLinks')),
    createAffiliateLink: (body: AffiliateLinkRequest) =>
      unwrapRequired(client.POST('/wps/agent/affiliateLinks', { body })),
    deleteAffiliateLink: (code: string) =>
      unwrap(client.DELETE('/wps/agent/affiliateLinks/{code}', { params: { path: { code } } })),
    listDownlines: (query: DownlinesQuery = {}) =>
      unwrapRequired(client.GET('/wps/agent/downlines', { params: { query } })),
    /** Sent encrypted (amount, funds password). */
    transferToDownline: (body: DownlineTransferRequest) =>
      unwrapRequired(client.POST('/wps/agent/downline/transfer', { body })),
    promoteDownline: (downline: string) =>
      unwrapRequired(client.POST('/wps/agent/downline/promote', { body: { downline } })),
    getTeamBetOrders: (query: TeamBetOrdersQuery) =>
      unwrapRequired(client.GET('/wps/relay/ODSFE2_getTeamBetOrders', { params: { query } })),
    getTeamProfitLoss: (query: TeamProfitLossQuery) =>
      unwrapRequired(client.GET('/wps/relay/ODSFE2_getTeamProfitLoss', { params: { query } })),
    getIncome: (query: AgentIncomeQuery) =>
      unwrapRequired(client.GET('/wps/relay/ODSFE2_getAgentIncome', { params: { query } })),
    getTeamTransactions: (query: TeamTransactionsQuery) =>
      unwrapRequired(client.GET('/wps/relay/ODSFE2_getTeamTransactions', { params: { query } })),
    getAnnouncements: (query: AgentAnnouncementsQuery = {}) =>
      unwrapRequired(client.GET('/wps/relay/MCSFE_getAgentAnnouncements', { params: { query } })),
    getContractSettlements: (query: ContractSettlementsQuery) =>
      unwrap(client.GET('/wps/relay/MCS2_getContractSettlements', { params: { query } })),
  };
}
