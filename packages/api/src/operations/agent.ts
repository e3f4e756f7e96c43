import type { OperationContext } from './context';
import type { components } from '../generated/schema';

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

/**
 * Agent pay: an upline offers a contract to a direct downline (`action: 'offer'`, agents only); the downline
 * accepts, rejects or terminates it (ContractReply). One call per kind, as the platform has them.
 */
export function agentOperations({ client, unwrapRequired }: OperationContext) {
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
  };
}
