// Apart from the component, so the site's address code can name the pages without loading the centre.

/** Spec §2: the member centre's page keys, in the menu's order. */
export const memberCentrePages = [
  'securityCenter',
  'transferFund',
  'depositv2',
  'withdraw',
  'transferUpline',
  'personalHistoryCopy',
  'transactionHistory',
  'personalProfit',
  'bonusDetails',
  'rewardCenter',
  'referral',
  'missionLeaderboard',
  'messageV2',
  'manualRebate',
  // Spec §2's other labelled areas of the member centre (issue 14): keys of our own, after the spec's fourteen.
  'vip',
  'points',
  'favourites',
  'recentGames',
  'feedback',
  'userAgreement',
  'terms',
  'privacy',
] as const;
export type MemberCentrePage = (typeof memberCentrePages)[number];

/** Spec §2: the page the centre opens on. */
export const DEFAULT_MEMBER_CENTRE_PAGE: MemberCentrePage = 'securityCenter';
