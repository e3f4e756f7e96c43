import { describe, expect, it } from 'vitest';
import { FEATURE_MOD_IDS, siteFeatures, type SettingsTreeNode, type SiteFeatures } from './features';

const ALL_ON: SiteFeatures = {
  usernameRegistration: true,
  mobileRegistration: true,
  smsVerification: true,
  directRegistration: true,
  mobileCodeLogin: true,
  freePlay: true,
  forcedPasswordChange: true,
  passwordChangeMail: true,
  passwordChangeVerification: true,
  referral: true,
  agentCentre: true,
  loginedToHomePage: true,
};
const ALL_OFF = Object.fromEntries(Object.keys(ALL_ON).map((k) => [k, false])) as unknown as SiteFeatures;

const node = (modId: string, enabled: string, childrenNodes: SettingsTreeNode[] = []): SettingsTreeNode => ({
  modId,
  enabled,
  childrenNodes,
});

describe('siteFeatures (spec §6)', () => {
  it("each toggle follows its node: '1' is on, anything else off, whatever the default", () => {
    const on = Object.values(FEATURE_MOD_IDS).map((modId) => node(modId, '1'));
    const off = Object.values(FEATURE_MOD_IDS).map((modId) => node(modId, '0'));
    expect(siteFeatures(on, {}, ALL_OFF)).toEqual({ ...ALL_ON, loginedToHomePage: false });
    expect(siteFeatures(off, {}, ALL_ON)).toEqual({ ...ALL_OFF, loginedToHomePage: true });
  });

  it('a child is on only when all its parents are on', () => {
    const tree = [node('REGISTER', '0', [node('REGISTER_MOBILE', '1'), node('REGISTER_SMS_VERIFICATION', '1')])];
    expect(siteFeatures(tree, {}, ALL_ON)).toMatchObject({ mobileRegistration: false, smsVerification: false });
    tree[0]!.enabled = '1';
    expect(siteFeatures(tree, {}, ALL_OFF)).toMatchObject({ mobileRegistration: true, smsVerification: true });
  });

  it('the tree before the whitelabel flags, the flags before the merchant defaults', () => {
    const features = siteFeatures([node('LOGIN_FREE_PLAY', '0')], { freePlay: true, referral: true }, ALL_OFF);
    expect(features).toMatchObject({ freePlay: false, referral: true, mobileCodeLogin: false });
  });

  it('loginedToHomePage is the site setting (a whitelabel flag), the merchant value when the server is silent', () => {
    expect(siteFeatures([], { loginedToHomePage: false }, ALL_ON).loginedToHomePage).toBe(false);
    expect(siteFeatures([], {}, ALL_ON).loginedToHomePage).toBe(true);
    expect(siteFeatures(null, { loginedToHomePage: true }, ALL_OFF).loginedToHomePage).toBe(true);
  });
});
