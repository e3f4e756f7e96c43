import { beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage, initI18n, translatedLanguages } from './i18n';
import { readStoredLanguage, storeLanguage } from './storage';

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
});

describe('translations', () => {
  it('starts in the requested language with its files loaded', async () => {
    const i18n = await initI18n({ language: 'TY' });
    expect(i18n.t('common:close')).toBe('ปิด');
    expect(document.documentElement.lang).toBe('th');
  });

  it('switches language and marks the page', async () => {
    await changeLanguage('CN');
    const i18n = await initI18n();
    expect(i18n.t('common:close')).toBe('关闭');
    expect(document.documentElement.lang).toBe('zh-CN');
  });

  it('falls back to English for a language without files', async () => {
    await changeLanguage('KO');
    const i18n = await initI18n();
    expect(i18n.t('common:close')).toBe('Close');
    expect(document.documentElement.lang).toBe('ko');
  });

  it('sets the text direction for right-to-left languages', async () => {
    await changeLanguage('AR');
    expect(document.documentElement.dir).toBe('rtl');
    await changeLanguage('EN');
    expect(document.documentElement.dir).toBe('ltr');
  });

  it('offers English, Thai and the languages with files', () => {
    expect(translatedLanguages).toEqual(expect.arrayContaining(['EN', 'TY', 'CN', 'ID', 'VI', 'JA', 'PH']));
    expect(translatedLanguages).not.toContain('KO');
  });
});
