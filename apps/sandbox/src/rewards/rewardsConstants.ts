// Timings, limits and messages of the reward centre and the player rank (issue 14). The application's text and image
// limits are @wl/rules uploads (the form shares them); its body limit is the platform's UPLOAD_FORM_MAX_BODY_BYTES.
import { BANGKOK_OFFSET_MS } from '../cashier/cashierConstants.ts';

/** Months and days of the rank's turnover and the bonus totals start in the merchant's time zone (Asia/Bangkok). */
export const REWARDS_OFFSET_MS = BANGKOK_OFFSET_MS;

/** The ledger kinds the reward centre's bonus totals sum (spec §2: today's bonus, total bonus). */
export const BONUS_LEDGER_KINDS = ['reward', 'bonus'] as const;

/** `promotionId` of the application form: a positive integer, as text (a multipart part). */
export const PROMOTION_ID_PATTERN = /^[1-9][0-9]{0,8}$/;

/** What the back office writes when it rejects an application without a reason (development route). */
export const DEFAULT_APPLICATION_REJECT_REASON = 'The application does not meet the activity rules';

export const REWARDS_MESSAGES = {
  notFound: { message: 'The activity does not exist', code: 'PROMOTION_NOT_FOUND' },
  notJoinable: { message: 'This activity cannot be joined now', code: 'PROMOTION_NOT_JOINABLE' },
  notClaimable: { message: 'This activity has no bonus to claim', code: 'PROMOTION_NOT_CLAIMABLE' },
  alreadyClaimed: { message: 'This bonus was already claimed', code: 'PROMOTION_ALREADY_CLAIMED' },
} as const;
