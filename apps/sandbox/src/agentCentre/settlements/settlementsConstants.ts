// Timings and limits of the contract settlements (issue 15). The periods themselves are in periods.ts.
const MINUTE_MS = 60_000;

/** How often the sandbox's own timer looks for completed periods to settle (real-time windows are 5 minutes). */
export const SETTLEMENT_TIMER_MS = MINUTE_MS;

/**
 * After a pause (the sandbox was stopped, or a test moved its clock), the automatic runs settle the periods missed
 * since a schedule's last run, at most this many of the newest.
 */
export const SETTLEMENT_CATCH_UP_PERIODS = 12;

/** A settlement's ledger rows carry this prefix and the settlement's id (S12). */
export const SETTLEMENT_REFERENCE_PREFIX = 'S';

/** The seeded history: daily salaries and dividends over this many days before the seed. */
export const SEED_SETTLEMENT_DAYS = 30;
/** Hourly salaries over this many hours before the seed. */
export const SEED_HOURLY_SETTLEMENT_HOURS = 48;
/** Real-time salaries over this many windows before the seed. */
export const SEED_REALTIME_SETTLEMENT_WINDOWS = 36;
/** A seeded period was settled this long after it ended (the scheduler's tick). */
export const SEED_SETTLED_AFTER_MS = MINUTE_MS;
/** Bets each seeded team member (no agent) placed yesterday (UTC), so every sub-agent's team has a salary to earn. */
export const SEED_YESTERDAY_BETS = 2;
/**
 * Their stakes (THB, all valid): with these, every sub-agent's team bet enough yesterday for the seeded daily offers
 * too (team3's pending one asks 12,000 from 4 members; its team has 4 such members).
 */
export const SEED_YESTERDAY_STAKE = { min: 1_600, max: 3_000 } as const;
