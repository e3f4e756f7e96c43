/** How long "Link copied" stays under the invite link. */
export const INVITE_COPIED_MS = 3000;

/** Invitees per page of the referral page's list. */
export const INVITEE_PAGE_SIZE = 10;
