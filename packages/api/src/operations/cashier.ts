import type { OperationContext } from './context';
import type { components, operations } from '../generated/schema';

type Schemas = components['schemas'];
export type Money = Schemas['Money'];
export type IdempotencyKey = Schemas['IdempotencyKey'];
/** The value of an amount failure (AMOUNT_BELOW_MIN, ..., on the thrown ApiError's `value`). */
export type AmountLimit = Schemas['AmountLimit'];
export type CashierProof = Schemas['CashierProof'];
export type DepositFamily = Schemas['DepositFamily'];
export type DepositStatus = Schemas['DepositStatus'];
export type DepositChannel = Schemas['DepositChannel'];
export type DepositPromotion = Schemas['DepositPromotion'];
export type DepositSettings = Schemas['DepositSettings'];
export type DepositRequest = Schemas['DepositRequest'];
export type DepositInstructions = Schemas['DepositInstructions'];
export type DepositOrder = Schemas['DepositOrder'];
export type DepositOrderPage = Schemas['DepositOrderPage'];
export type TurnoverRequirement = Schemas['TurnoverRequirement'];
export type WithdrawSettings = Schemas['WithdrawSettings'];
export type WithdrawalRequest = Schemas['WithdrawalRequest'];
export type WithdrawalStatus = Schemas['WithdrawalStatus'];
export type WithdrawalConfirmationState = Schemas['WithdrawalConfirmationState'];
export type WithdrawalOrder = Schemas['WithdrawalOrder'];
export type WithdrawalOrderPage = Schemas['WithdrawalOrderPage'];
export type WithdrawalConfirmation = Schemas['WithdrawalConfirmation'];
export type UplineTransferSettings = Schemas['UplineTransferSettings'];
export type UplineTransferRequest = Schemas['UplineTransferRequest'];
export type UplineTransfer = Schemas['UplineTransfer'];
export type CashierNotification = Schemas['CashierNotification'];
export type CashierNotificationKind = Schemas['CashierNotificationKind'];
export type CashierNotificationList = Schemas['CashierNotificationList'];
export type DepositOrderQuery = NonNullable<operations['listDeposits']['parameters']['query']>;
export type WithdrawalOrderQuery = NonNullable<operations['listWithdrawals']['parameters']['query']>;
export type CashierNotificationQuery = NonNullable<operations['listCashierNotifications']['parameters']['query']>;

/**
 * The cashier (spec §2 depositv2, withdraw, transferUpline; §4 withdrawal confirmation and notifications). Amounts
 * are Money decimal strings ("1234.50"): compute with @wl/rules (moneyToMinor, parseAmount), never with numbers.
 */
export function cashierOperations({ client, unwrap, unwrapRequired }: OperationContext) {
  return {
    getDepositSettings: () => unwrap(client.GET('/wps/relay/MCSFE_getDepositSettings')),
    /** Uploads a png or jpg proof (a transfer slip, or proof a withdrawal did not arrive); resolves to its id. */
    uploadProof: (image: Blob) =>
      unwrapRequired(
        client.POST('/wps/relay/MCSFE_uploadCashierProof', {
          body: { image: '' },
          // The contract's multipart form: the file goes as it is, not as base64.
          bodySerializer: () => {
            const form = new FormData();
            form.append('image', image);
            return form;
          },
        }),
      ),
    /** Opens a pending order; `instructions` say how to pay. A short amount is AMOUNT_BELOW_MIN with `{ limit }`. */
    createDeposit: (body: DepositRequest) => unwrapRequired(client.POST('/wps/relay/MCSFE_createDeposit', { body })),
    listDeposits: (query: DepositOrderQuery = {}) =>
      unwrap(client.GET('/wps/relay/MCSFE_getDepositOrders', { params: { query } })),
    getWithdrawSettings: () => unwrap(client.GET('/wps/relay/MCSFE_getWithdrawSettings')),
    /** Sent encrypted (amount, card, funds password); the amount is held at once. */
    createWithdrawal: (body: WithdrawalRequest) =>
      unwrapRequired(client.POST('/wps/relay/MCSFE_createWithdrawal', { body })),
    listWithdrawals: (query: WithdrawalOrderQuery = {}) =>
      unwrap(client.GET('/wps/relay/MCSFE_getWithdrawOrders', { params: { query } })),
    /** received, notReceived (with a proofId from uploadProof) or partlyReceived (with receivedAmount). */
    confirmWithdrawal: (body: WithdrawalConfirmation) =>
      unwrapRequired(client.POST('/wps/relay/MCSFE_confirmWithdrawal', { body })),
    getUplineTransferSettings: () => unwrap(client.GET('/wps/relay/MCSFE_getUplineTransferSettings')),
    /** Sent encrypted (amount, funds password). */
    transferToUpline: (body: UplineTransferRequest) =>
      unwrapRequired(client.POST('/wps/relay/MCSFE_transferToUpline', { body })),
    /** What the header polls: `{ unreadOnly: true }` for the badge and the toasts. */
    listNotifications: (query: CashierNotificationQuery = {}) =>
      unwrap(client.GET('/wps/relay/MCSFE_getCashierNotifications', { params: { query } })),
    /** Marks some notifications read, or all of them; resolves to the unread count after. */
    markNotificationsRead: (ids: number[] | 'all') =>
      unwrap(
        client.POST('/wps/relay/MCSFE_readCashierNotifications', {
          body: ids === 'all' ? { mode: 'all' } : { mode: 'ids', ids },
        }),
      ).then((value) => value.unreadCount),
  };
}
