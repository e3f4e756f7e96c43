import i18next from 'i18next';
import { useTranslation } from 'react-i18next';
import type { SiteLanguage } from '@wl/api';
import { changeLanguage, isLanguageCode, languages, storeLanguage, toBcp47, type LanguageCode } from '@wl/ui/i18n';
import { merchant } from '@merchant/config';
import { api } from '../api';

/** The languages this merchant offers, for the selects (their own names). */
export const siteLanguages = merchant.languages.map((code) => ({ code, label: languages[code].nativeName }));

/** The codes the server's update-language call takes (the contract's SiteLanguage). */
const SERVER_LANGUAGES: readonly string[] = ['EN', 'TY', 'TH', 'CN', 'ID', 'VI', 'JA', 'PH'];

function languageOf(tag: string): LanguageCode {
  return merchant.languages.find((code) => toBcp47(code) === tag) ?? merchant.defaultLanguage;
}

/** The current language as the merchant's spec code. */
export function useSiteLanguage(): LanguageCode {
  return languageOf(useTranslation().i18n.language);
}

/** The current language as the server's code, for calls that take one. */
export function serverLanguage(): SiteLanguage {
  const code = languageOf(i18next.language);
  return (SERVER_LANGUAGES.includes(code) ? code : 'EN') as SiteLanguage;
}

/**
 * Spec §1: the choice is remembered (`hisLang`, `lang`) and a call tells the server. The call is best effort: the
 * page is already in the new language whatever the server answers.
 */
export function switchLanguage(code: string): void {
  if (!isLanguageCode(code)) return;
  storeLanguage(code);
  void changeLanguage(code);
  if (SERVER_LANGUAGES.includes(code)) {
    void api.system.updateLanguage(code as SiteLanguage).catch(() => undefined);
  }
}
