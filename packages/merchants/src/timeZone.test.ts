import { describe, expect, it } from 'vitest';
import { merchants } from './index';
import { DEFAULT_TIME_ZONE, merchantTimeZone } from './timeZone';

describe('merchant time zones', () => {
  it.each(Object.values(merchants).map((merchant) => [merchant.folder, merchant.config] as const))(
    '%s names a time zone Intl knows',
    (_folder, config) => {
      const zone = merchantTimeZone(config);
      expect(new Intl.DateTimeFormat('en', { timeZone: zone }).resolvedOptions().timeZone).toBe(zone);
    },
  );

  it('falls back to Bangkok', () => {
    expect(merchantTimeZone({})).toBe(DEFAULT_TIME_ZONE);
    expect(DEFAULT_TIME_ZONE).toBe('Asia/Bangkok');
  });
});
