import type { LotteryPrizeMode } from '@wl/api';

/** Spec §3 brand config: the site's lottery type, the prize table of /lottery. */
export const BRAND_LOTTERY_TYPE: LotteryPrizeMode = 'SEA';

/** The Vietnamese lottery's prize table (/vnlottery; the launch's lottoArea VN). */
export const VN_PRIZE_MODE: LotteryPrizeMode = 'Lott';

/** Spec §9: popular lottery count and recent lottery count. */
export const POPULAR_COUNT = 20;
export const RECENT_COUNT = 100;

/** Spec §4 open-result refresh: 7000 ms when no draw is pending, otherwise the next draw but at most 30000 ms. */
export const REFRESH_IDLE_MS = 7000;
export const REFRESH_MAX_MS = 30_000;

/** Spec §3 brand config: the web device. */
export const LOTTERY_DEVICE = 'WEB' as const;
