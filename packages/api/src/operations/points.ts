import type { OperationContext } from './context';
import type { components, operations } from '../generated/schema';

type Schemas = components['schemas'];
export type PointReward = Schemas['PointReward'];
export type PointRewardCategory = Schemas['PointRewardCategory'];
export type PointRedeemRequest = Schemas['PointRedeemRequest'];
export type PointRedemption = Schemas['PointRedemption'];
export type PointRedemptionStatus = Schemas['PointRedemptionStatus'];
export type PointRedemptionPage = Schemas['PointRedemptionPage'];
export type PointConfig = Schemas['PointConfig'];
export type PointExchangeRate = Schemas['PointExchangeRate'];
export type PointConvertRequest = Schemas['PointConvertRequest'];
export type PointConversion = Schemas['PointConversion'];
export type PointTransaction = Schemas['PointTransaction'];
export type PointTransactionType = Schemas['PointTransactionType'];
export type PointTransactionPage = Schemas['PointTransactionPage'];
export type PointConvertSettings = Schemas['PointConvertSettings'];
export type RedeemHistoryQuery = NonNullable<operations['getRedeemHistory']['parameters']['query']>;
export type PointTransactionQuery = NonNullable<operations['getPointTransactions']['parameters']['query']>;

export function pointsOperations({ client, unwrap, unwrapRequired }: OperationContext) {
  return {
    getBalance: () => unwrap(client.GET('/wps/relay/MCS2_getPointBalance')).then((value) => value.points),
    getRewards: () => unwrap(client.GET('/wps/relay/getPointReward')).then((value) => value.list),
    /** Checks the login password (sent encrypted); the redemption starts PROCESSING. */
    redeem: (body: PointRedeemRequest) =>
      unwrapRequired(client.POST('/wps/relay/passwordCheck/MCS2_redeemPointReward', { body })),
    getRedeemHistory: (query: RedeemHistoryQuery = {}) =>
      unwrap(client.GET('/wps/relay/getRedeemPointList', { params: { query } })),
    getConfig: () => unwrap(client.GET('/wps/relay/getPointConfig')),
    getTransactions: (query: PointTransactionQuery = {}) =>
      unwrap(client.GET('/wps/relay/ODSFE2_MemTransDet', { params: { query } })),
    /** The member's exact rate, the minimum and the points (openapi/src/personal.yaml). */
    getConvertSettings: () => unwrap(client.GET('/wps/relay/MCS2_getPointConvertSettings')),
    /**
     * Points into the MAIN wallet at the member's rate; checks the login password (sent encrypted). A money write:
     * the key is made when the member submits and sent again on a retry.
     */
    convert: (body: PointConvertRequest) =>
      unwrapRequired(client.POST('/wps/relay/passwordCheck/MCS2_convertPoint', { body })),
  };
}
