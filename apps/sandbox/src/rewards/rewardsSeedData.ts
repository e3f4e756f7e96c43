// The demo's rank table and activities (one in every status the reward centre shows, for the demo member).

const DAY_MS = 24 * 60 * 60_000;

export interface RankSeed {
  rankName: string;
  monthlyTurnover: string;
  upgradeBonus: string;
  monthlyBonus: string;
  rebatePercent: string;
  dailyWithdrawals: number;
}

/** Levels 1 to 18; the names follow the points' exchange-rate labels (Bronze 1, Silver 3, Gold 5, ...). */
export const RANKS: readonly RankSeed[] = [
  ['Bronze', '1000.00', '8.00', '0.00', '0.30', 5],
  ['Bronze II', '5000.00', '18.00', '8.00', '0.35', 5],
  ['Silver', '10000.00', '38.00', '18.00', '0.40', 6],
  ['Silver II', '30000.00', '88.00', '38.00', '0.45', 6],
  ['Gold', '50000.00', '188.00', '58.00', '0.50', 8],
  ['Gold II', '100000.00', '288.00', '88.00', '0.55', 8],
  ['Platinum', '200000.00', '588.00', '188.00', '0.60', 10],
  ['Platinum II', '350000.00', '888.00', '288.00', '0.65', 10],
  ['Diamond', '500000.00', '1288.00', '388.00', '0.70', 12],
  ['Diamond II', '800000.00', '1888.00', '588.00', '0.75', 12],
  ['Master', '1200000.00', '2888.00', '888.00', '0.80', 15],
  ['Master II', '1800000.00', '3888.00', '1288.00', '0.85', 15],
  ['Grandmaster', '2500000.00', '5888.00', '1888.00', '0.90', 20],
  ['Grandmaster II', '3500000.00', '8888.00', '2888.00', '0.95', 20],
  ['Legend', '5000000.00', '12888.00', '3888.00', '1.00', 30],
  ['Legend II', '7000000.00', '18888.00', '5888.00', '1.05', 30],
  ['Mythic', '10000000.00', '28888.00', '8888.00', '1.10', 50],
  ['Supreme', '15000000.00', '58888.00', '18888.00', '1.20', 99],
].map(([rankName, monthlyTurnover, upgradeBonus, monthlyBonus, rebatePercent, dailyWithdrawals]) => ({
  rankName: rankName as string,
  monthlyTurnover: monthlyTurnover as string,
  upgradeBonus: upgradeBonus as string,
  monthlyBonus: monthlyBonus as string,
  rebatePercent: rebatePercent as string,
  dailyWithdrawals: dailyWithdrawals as number,
}));

export type ActivityMode = 'join' | 'claim' | 'apply';
export type EntryStatus = 'joined' | 'claimable' | 'claimed' | 'applying' | 'rejected' | 'issued' | 'process';

export interface ActivitySeed {
  title: string;
  description: string;
  mode: ActivityMode;
  /** A claim activity's bonus. */
  bonus?: string;
  /** Its dates from the seed time, in days. */
  startDays: number;
  endDays: number;
  /** The demo member's entry, if any. */
  demo?: { status: EntryStatus; bonus?: string; remark?: string; decision?: string };
}

export const ACTIVITIES: readonly ActivitySeed[] = [
  {
    title: 'Daily check-in bonus',
    description: 'Log in and claim a free bonus, once per member.',
    mode: 'claim',
    bonus: '50.00',
    startDays: -3,
    endDays: 27,
  },
  {
    title: 'Live casino cashback',
    description: 'Cashback on last week’s live casino losses.',
    mode: 'join',
    startDays: -10,
    endDays: 20,
    demo: { status: 'claimable', bonus: '120.50' },
  },
  {
    title: 'Weekend reload 20%',
    description: 'Join, then deposit on Saturday or Sunday for a 20% reload bonus.',
    mode: 'join',
    startDays: -1,
    endDays: 30,
  },
  {
    title: 'First deposit match – send your slip',
    description: 'Apply with your deposit slip; the bonus is credited when approved.',
    mode: 'apply',
    startDays: -5,
    endDays: 25,
  },
  {
    title: 'Slots tournament',
    description: 'Spin any slot game; the leaderboard pays out when the tournament ends.',
    mode: 'join',
    startDays: -2,
    endDays: 12,
    demo: { status: 'joined' },
  },
  {
    title: 'Monthly turnover race',
    description: 'The top players by valid turnover share the prize pool.',
    mode: 'join',
    startDays: -40,
    endDays: -1,
    demo: { status: 'process' },
  },
  {
    title: 'Birthday bonus',
    description: 'Apply in your birthday month with a photo of your ID.',
    mode: 'apply',
    startDays: -30,
    endDays: 335,
    demo: { status: 'applying', remark: 'My birthday is on the 14th.' },
  },
  {
    title: 'Referral booster',
    description: 'Apply when three friends you invited have deposited.',
    mode: 'apply',
    startDays: -20,
    endDays: 10,
    demo: { status: 'rejected', remark: 'Three friends joined.', decision: 'Only one invited friend has deposited.' },
  },
  {
    title: 'Lucky spin weekend',
    description: 'Apply with a screenshot of your spin result.',
    mode: 'apply',
    startDays: -14,
    endDays: 14,
    demo: { status: 'issued', bonus: '300.00', remark: 'Jackpot spin!', decision: 'Approved.' },
  },
  {
    title: 'Loyalty gift',
    description: 'A thank-you gift for our long-time members.',
    mode: 'claim',
    bonus: '88.00',
    startDays: -7,
    endDays: 23,
    demo: { status: 'claimed', bonus: '88.00' },
  },
  {
    title: 'Songkran water festival',
    description: 'Splash bonuses every day of the festival.',
    mode: 'join',
    startDays: 7,
    endDays: 12,
  },
  {
    title: 'New Year countdown',
    description: 'Countdown bonuses for the new year.',
    mode: 'join',
    startDays: -60,
    endDays: -30,
  },
];

export const daysFrom = (now: number, days: number) => new Date(now + days * DAY_MS);

/** The demo member's entries the seed pays into MAIN (claimed or issued): each is a `reward` ledger row. */
export const DEMO_PAID_ENTRIES = ACTIVITIES.flatMap((activity) =>
  activity.demo && (activity.demo.status === 'claimed' || activity.demo.status === 'issued') && activity.demo.bonus
    ? [activity.demo.bonus]
    : [],
);
