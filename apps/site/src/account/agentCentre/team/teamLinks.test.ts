import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '@wl/api';
import { affiliateAddressOf, translatedFailure } from './teamLinks';

describe('affiliate links', () => {
  it("addresses the site's registration with the code in the parameter the registration reads", () => {
    const address = new URL(affiliateAddressOf('K7P2XQZA', 'https://siam.example'));
    expect(address.origin).toBe('https://siam.example');
    expect(address.pathname.endsWith('/register')).toBe(true);
    // useRegistrationForm pre-fills the code from `referralCode`
    expect(address.searchParams.get('referralCode')).toBe('K7P2XQZA');
  });
});

describe('translatedFailure', () => {
  beforeAll(async () => {
    await i18next.init({ lng: 'th', resources: {} });
    i18next.addResourceBundle('th', 'agentTeam', {
      register: { failure: { USERNAME_TAKEN: 'ชื่อผู้ใช้นี้ถูกใช้แล้ว' } },
    });
  });

  it("gives a named failure the player's language and leaves others as they came", () => {
    const taken = new ApiError('business', 'This username is already taken', { code: 'USERNAME_TAKEN' });
    expect((translatedFailure(taken, 'register') as Error).message).toBe('ชื่อผู้ใช้นี้ถูกใช้แล้ว');
    const other = new ApiError('business', 'Something else', { code: 'OTHER' });
    expect(translatedFailure(other, 'register')).toBe(other);
    const network = new Error('Network error');
    expect(translatedFailure(network, 'links')).toBe(network);
  });
});
