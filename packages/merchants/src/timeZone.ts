import type { MerchantConfig } from './types';

/** The time zone of a merchant that names none (spec: the platform's players are in Thailand first). */
export const DEFAULT_TIME_ZONE = 'Asia/Bangkok';

/** The merchant's time zone: its own, or DEFAULT_TIME_ZONE. */
export const merchantTimeZone = (config: Pick<MerchantConfig, 'timeZone'>): string =>
  config.timeZone ?? DEFAULT_TIME_ZONE;
