// Invite friends and mission rewards (openapi/src/invite.yaml): every limit and text of the area in one place.

/** The reward tiers: successful invitees (a credited deposit) needed, and the reward credited on claim (Money). */
export const REFERRAL_TIERS = [
  { tier: 1, target: 1, reward: '50.00' },
  { tier: 2, target: 3, reward: '200.00' },
  { tier: 3, target: 10, reward: '800.00' },
  { tier: 4, target: 30, reward: '3000.00' },
] as const;

/** A referral code: this many characters of REFERRAL_CODE_ALPHABET (no 0/O, 1/I to misread). */
export const REFERRAL_CODE_LENGTH = 8;
export const REFERRAL_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** The invitee list's default page size (openapi listReferralInvitees). */
export const REFERRAL_PAGE_SIZE = 10;

/** The demo member's code and invitees (seeded when the demo has none): account, days ago, first deposit or null. */
export const DEMO_REFERRAL_CODE = 'DEMOFRND';
export const DEMO_INVITEES: readonly [account: string, daysAgo: number, deposit: string | null][] = [
  ['nattaya88', 12, '500.00'],
  ['kittisak_b', 9, '300.00'],
  ['pimchanok', 6, null],
  ['thanawat7', 4, null],
  ['suda_lucky', 2, '1000.00'],
  ['wirat2026', 1, null],
];

export const INVITE_MESSAGES = {
  missionNotFound: { message: 'This mission does not exist', code: 'MISSION_NOT_FOUND' },
  missionNotClaimable: { message: 'This mission cannot be claimed now', code: 'MISSION_NOT_CLAIMABLE' },
  missionClaimed: { message: 'You already claimed this mission', code: 'MISSION_CLAIMED' },
  tierNotFound: { message: 'This reward tier does not exist', code: 'REFERRAL_TIER_NOT_FOUND' },
  tierLocked: { message: 'Invite more friends to reach this reward', code: 'REFERRAL_TIER_LOCKED' },
  tierClaimed: { message: 'You already claimed this reward', code: 'REFERRAL_TIER_CLAIMED' },
} as const;
