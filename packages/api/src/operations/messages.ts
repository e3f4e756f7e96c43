import type { OperationContext } from './context';
import type { components, operations } from '../generated/schema';

type Schemas = components['schemas'];
export type MemberMessage = Schemas['MemberMessage'];
export type MemberMessagePage = Schemas['MemberMessagePage'];
export type MessageReward = Schemas['MessageReward'];
export type MessageRewardStatus = Schemas['MessageRewardStatus'];
export type MessageBodyFormat = Schemas['MessageBodyFormat'];
export type MessageRewardClaim = Schemas['MessageRewardClaim'];
export type MessageRewardClaimRequest = Schemas['MessageRewardClaimRequest'];
export type UnreadMessageCount = Schemas['UnreadMessageCount'];
export type ManualRebate = Schemas['ManualRebate'];
export type RebateCategory = Schemas['RebateCategory'];
export type RebateClaim = Schemas['RebateClaim'];
export type RebateClaimRecord = Schemas['RebateClaimRecord'];
export type MessagesQuery = NonNullable<operations['listMessages']['parameters']['query']>;

/**
 * The member centre's platform messages (messageV2) and manual rebate (manualRebate). The two claims are money
 * writes: make their idempotency key with newIdempotencyKey when the player presses the button, and send it again
 * on a retry.
 */
export function messagesOperations({ client, unwrap, unwrapRequired }: OperationContext) {
  return {
    listMessages: (query: MessagesQuery = {}) =>
      unwrap(client.GET('/wps/relay/MCSFE_getMessages', { params: { query } })),
    /** What the header and the menu poll. */
    getUnreadCount: () => unwrap(client.GET('/wps/relay/MCSFE_getUnreadMessageCount')),
    readMessage: (id: number) => unwrapRequired(client.POST('/wps/relay/MCSFE_readMessage', { body: { id } })),
    readAllMessages: () => unwrap(client.POST('/wps/relay/MCSFE_readAllMessages')),
    deleteMessage: (id: number) => unwrapRequired(client.POST('/wps/relay/MCSFE_deleteMessage', { body: { id } })),
    claimMessageReward: (body: MessageRewardClaimRequest) =>
      unwrapRequired(client.POST('/wps/relay/MCSFE_claimMessageReward', { body })),
    getManualRebate: () => unwrap(client.GET('/wps/relay/MCSFE_getManualRebate')),
    /** A success is always a RebateClaim (the AmountLimit of the contract's answer comes with a failure). */
    claimManualRebate: (idempotencyKey: string) =>
      unwrapRequired(
        client.POST('/wps/relay/MCSFE_claimManualRebate', { body: { idempotencyKey } }),
      ) as Promise<RebateClaim>,
  };
}
