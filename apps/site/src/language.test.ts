import { beforeEach, describe, expect, it } from 'vitest';
import { siteLanguages } from '@wl/api';
import {
  currentLanguage,
  followLanguage,
  readStoredLanguage,
  serverKnows,
  startLanguage,
  storeLanguage,
  wireLanguage,
} from './language';

// The site's default build is siam: EN first, then TY, CN, VI, JA.
describe('language storage (spec §3: local storage keys hisLang and lang)', () => {
  beforeEach(() => localStorage.clear());

  it('writes the spec code under both keys', () => {
    storeLanguage('TY');
    expect(localStorage.getItem('lang')).toBe('TY');
    expect(localStorage.getItem('hisLang')).toBe('TY');
    expect(readStoredLanguage()).toBe('TY');
  });

  it('ignores values that are not language codes', () => {
    localStorage.setItem('lang', 'th');
    expect(readStoredLanguage()).toBeUndefined();
  });

  it('has nothing on a first visit', () => {
    expect(readStoredLanguage()).toBeUndefined();
  });

  it('starts in the stored language when the merchant offers it, else in its default', () => {
    expect(startLanguage()).toBe('EN');
    storeLanguage('TY');
    expect(startLanguage()).toBe('TY');
    storeLanguage('PH');
    expect(startLanguage()).toBe('EN');
  });
});

describe('the wire form', () => {
  it('is the contract SiteLanguage of the current language', () => {
    followLanguage('th');
    expect(currentLanguage()).toBe('TY');
    expect(wireLanguage()).toBe('TY');
    followLanguage('zh-CN');
    expect(wireLanguage()).toBe('CN');
    followLanguage('en');
    expect(wireLanguage()).toBe('EN');
  });

  it('sends English for a language the contract lacks, and tells the server only of those it knows', () => {
    expect(siteLanguages).not.toContain('KO');
    expect(wireLanguage('KO')).toBe('EN');
    expect(serverKnows('KO')).toBe(false);
    expect(serverKnows('VI')).toBe(true);
  });
});
