import type { LotteryPrizeMode } from '@wl/api';

/** Spec §3 brand config: the site's lottery type, the prize table of /lottery. */
export const BRAND_LOTTERY_TYPE: LotteryPrizeMode = 'SEA';

/** The Vietnamese lottery's prize table (/vnlottery; the launch's lottoArea VN). */
export const VN_PRIZE_MODE: LotteryPrizeMode = 'Lott';

/** Spec §3 brand config: the web device. */
export const LOTTERY_DEVICE = 'WEB' as const;
