import type { OperationContext } from './context';
import type { components } from '../generated/schema';

type Schemas = components['schemas'];
export type PlayerRank = Schemas['PlayerRank'];
export type RankBenefits = Schemas['RankBenefits'];
export type PlayerRankProgress = Schemas['PlayerRankProgress'];
export type RewardActivity = Schemas['RewardActivity'];
export type RewardActivityStatus = Schemas['RewardActivityStatus'];
export type RewardCentre = Schemas['RewardCentre'];
export type PromotionClaimRequest = Schemas['PromotionClaimRequest'];
export type PromotionClaim = Schemas['PromotionClaim'];

export interface PromotionApplicationInput {
  promotionId: number;
  /** At most 140 characters; may be empty. */
  remark: string;
  /** Up to 3 png or jpg files of at most 5 MB each. */
  images?: Blob[];
}

/** The reward centre and the player rank (issue 14). */
export function rewardsOperations({ client, unwrap, unwrapRequired }: OperationContext) {
  return {
    getPlayerRankProgress: () => unwrap(client.GET('/wps/relay/MCSFE_getPlayerRankProgress')),
    getAvailablePromotions: () => unwrap(client.GET('/wps/relay/getAvailablePromotions')),
    join: (promotionId: number) =>
      unwrapRequired(client.POST('/wps/relay/MCSFE_joinPromotion', { body: { promotionId } })),
    /** A money write: the same key again answers the first claim. */
    claim: (body: PromotionClaimRequest) => unwrapRequired(client.POST('/wps/relay/MCSFE_claimPromotion', { body })),
    apply: ({ promotionId, remark, images = [] }: PromotionApplicationInput) =>
      unwrapRequired(
        client.PUT('/wps/relay/MCSFE_applyPromotion', {
          body: { promotionId: String(promotionId), remark },
          // The contract's multipart form: the files go as they are, not as base64.
          bodySerializer: () => {
            const form = new FormData();
            form.append('promotionId', String(promotionId));
            form.append('remark', remark);
            for (const image of images) form.append('images', image);
            return form;
          },
        }),
      ),
  };
}
