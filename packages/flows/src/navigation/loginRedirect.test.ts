import { describe, expect, it } from 'vitest';
import { loginRedirect, OPEN_WITHOUT_LOGIN } from './loginRedirect';

describe('loginRedirect (spec §2 loginedToHomePage)', () => {
  it('sends a visitor to /login from any other page when the setting is on', () => {
    for (const path of ['/', '/rng', '/promotions', '/lottery', '/down']) {
      expect(loginRedirect(path, false, true)).toBe('/login');
    }
  });

  it('lets a visitor open the login, registration, help-centre and download pages', () => {
    for (const path of OPEN_WITHOUT_LOGIN) expect(loginRedirect(path, false, true)).toBeNull();
  });

  it('never redirects a member, or anyone when the setting is off', () => {
    expect(loginRedirect('/rng', true, true)).toBeNull();
    expect(loginRedirect('/rng', false, false)).toBeNull();
  });
});
