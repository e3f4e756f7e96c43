import type { OperationContext } from './context';
import type { components, operations } from '../generated/schema';

type Schemas = components['schemas'];
export type BetOrder = Schemas['BetOrder'];
export type BetStatus = Schemas['BetStatus'];
export type BetResult = Schemas['BetResult'];
export type BetTotals = Schemas['BetTotals'];
export type BetOrderPage = Schemas['BetOrderPage'];
export type RecordVendor = Schemas['RecordVendor'];
export type AccountRecord = Schemas['AccountRecord'];
export type AccountRecordType = Schemas['AccountRecordType'];
export type AccountRecordPage = Schemas['AccountRecordPage'];
export type CategoryProfit = Schemas['CategoryProfit'];
export type PersonalProfit = Schemas['PersonalProfit'];
export type BonusSource = Schemas['BonusSource'];
export type BonusDetail = Schemas['BonusDetail'];
export type BonusDetailPage = Schemas['BonusDetailPage'];
export type BetOrdersQuery = operations['getBetOrders']['parameters']['query'];
export type AccountRecordsQuery = operations['getAccountRecords']['parameters']['query'];
export type PersonalProfitQuery = operations['getPersonalProfit']['parameters']['query'];
export type BonusDetailsQuery = operations['getBonusDetails']['parameters']['query'];

/** The member centre's records (issue 14): betting record, account record, profit and loss, bonus details. */
export function recordsOperations({ client, unwrap }: OperationContext) {
  return {
    getBetOrders: (query: BetOrdersQuery) =>
      unwrap(client.GET('/wps/relay/ODSFE2_getBetOrders', { params: { query } })),
    getAccountRecords: (query: AccountRecordsQuery) =>
      unwrap(client.GET('/wps/relay/ODSFE2_getAccountRecords', { params: { query } })),
    getPersonalProfit: (query: PersonalProfitQuery) =>
      unwrap(client.GET('/wps/relay/ODSFE2_getPersonalProfit', { params: { query } })),
    getBonusDetails: (query: BonusDetailsQuery) =>
      unwrap(client.GET('/wps/relay/MCSFE_getBonusDetails', { params: { query } })),
  };
}
