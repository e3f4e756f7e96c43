// The hours withdrawals are taken (Bangkok time, UTC+7): the pause spans 02:00 to 04:00; equal bounds are all day.
import { describe, expect, it } from 'vitest';
import { withinHours } from '../src/cashier/withdrawals.ts';

const utc = (hhmm: string) => Date.parse(`2026-11-26T${hhmm}:00Z`);
const PAUSED_AT_NIGHT = { from: '04:00', to: '02:00' };

describe('withinHours', () => {
  it('takes withdrawals until 02:00 Bangkok time and again from 04:00', () => {
    expect(withinHours(utc('18:59'), PAUSED_AT_NIGHT)).toBe(true); // 01:59 in Bangkok
    expect(withinHours(utc('19:00'), PAUSED_AT_NIGHT)).toBe(false); // 02:00
    expect(withinHours(utc('20:59'), PAUSED_AT_NIGHT)).toBe(false); // 03:59
    expect(withinHours(utc('21:00'), PAUSED_AT_NIGHT)).toBe(true); // 04:00
  });

  it('keeps a window inside one day', () => {
    const office = { from: '09:00', to: '17:00' };
    expect(withinHours(utc('01:59'), office)).toBe(false); // 08:59
    expect(withinHours(utc('02:00'), office)).toBe(true); // 09:00
    expect(withinHours(utc('10:00'), office)).toBe(false); // 17:00
  });

  it('is open all day when the bounds are equal', () => {
    for (const hhmm of ['00:00', '19:30', '23:59'])
      expect(withinHours(utc(hhmm), { from: '00:00', to: '00:00' })).toBe(true);
  });
});
