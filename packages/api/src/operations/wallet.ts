import type { OperationContext } from './context';
import type { components } from '../generated/schema';

type Schemas = components['schemas'];
export type WalletBalance = Schemas['WalletBalance'];
export type WalletStatus = Schemas['WalletStatus'];
export type MerchantWallet = Schemas['MerchantWallet'];
export type WalletTransferRequest = Schemas['WalletTransferRequest'];
export type WalletTransferResult = Schemas['WalletTransferResult'];
export type WalletRecallResult = Schemas['WalletRecallResult'];
export type Consolidated = Schemas['Consolidated'];
export type ContractInfo = Schemas['ContractInfo'];
export type RealtimeSalaryInfo = Schemas['RealtimeSalaryInfo'];
export type DailySalarySettlement = Schemas['DailySalarySettlement'];
export type RafflePromotion = Schemas['RafflePromotion'];

/** The wallet page (spec §2 transferFund). Amounts are Money decimal strings; see cashier.ts. */
export function walletOperations({ client, unwrap, unwrapRequired }: OperationContext) {
  return {
    /** The total (`sumBalance`), each wallet with its status, the currency and its minor digits. */
    getBalance: () => unwrap(client.GET('/wps/v2/wallets/balance')),
    /**
     * Main wallet ↔ one game wallet; a short balance is the business failure 'Quota not sufficient, ...', a game wallet
     * in maintenance WALLET_MAINTENANCE. Send the same `idempotencyKey` again to retry.
     */
    transfer: (body: WalletTransferRequest) => unwrapRequired(client.POST('/wps/relay/GCS_walletTransfer', { body })),
    /** Every game wallet's money to the main wallet in one call (those in maintenance are skipped). */
    recallAll: (idempotencyKey: string) =>
      unwrapRequired(client.POST('/wps/relay/GCS_walletRecall', { body: { idempotencyKey } })),
    /** Every wallet of the merchant with the member's balance; `mainOnly` asks for the main wallet alone (isSingle). */
    getWallets: (mainOnly = false) =>
      unwrap(client.GET('/wps/relay/GCS_merchantWallet', { params: { query: { isSingle: mainOnly } } })),
    /** Pending contract offers, the member's contracts by kind and the agent-centre flags. */
    getConsolidated: () => unwrap(client.GET('/wps/member/info/funds/consolidated')),
  };
}
