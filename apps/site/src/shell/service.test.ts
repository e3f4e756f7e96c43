import { describe, expect, it } from 'vitest';
import { serviceChannelFor, VIP_SERVICE_RANK_ABOVE } from './service';

const member = (rankLevel: number) => ({
  clubLabel: { labelName: 'Gold', color: '#f5c542', color2: '#b8860b', rankLevel },
});

describe('the customer-service channel (spec §2)', () => {
  it('is the VIP channel above rank 4', () => {
    expect(VIP_SERVICE_RANK_ABOVE).toBe(4);
    expect(serviceChannelFor(member(5))).toBe('vip');
    expect(serviceChannelFor(member(7))).toBe('vip');
  });

  it('is live chat at rank 4 and below, without a label and without a member', () => {
    expect(serviceChannelFor(member(4))).toBe('liveChat');
    expect(serviceChannelFor(member(0))).toBe('liveChat');
    expect(serviceChannelFor({ clubLabel: null })).toBe('liveChat');
    expect(serviceChannelFor(null)).toBe('liveChat');
    expect(serviceChannelFor(undefined)).toBe('liveChat');
  });
});
