// The language switch of the header and the navigation row; the language itself is owned by ../language.ts.
import { useTranslation } from 'react-i18next';
import { changeLanguage, isLanguageCode, languages, type LanguageCode } from '@wl/ui/i18n';
import { merchant } from '@merchant/config';
import { lazyApi } from '../lazyApi';
import { languageOfTag, serverKnows, storeLanguage, wireLanguage } from '../language';

/** The languages this merchant offers, for the selects (their own names). */
export const siteLanguages = merchant.languages.map((code) => ({ code, label: languages[code].nativeName }));

/** The current language as the merchant's spec code, following i18next's switches. */
export function useSiteLanguage(): LanguageCode {
  return languageOfTag(useTranslation().i18n.language);
}

/**
 * Spec §1: the choice is remembered (`hisLang`, `lang`) and a call tells the server. The call is best effort: the
 * page is already in the new language whatever the server answers.
 */
export function switchLanguage(code: string): void {
  if (!isLanguageCode(code)) return;
  storeLanguage(code);
  void changeLanguage(code);
  if (serverKnows(code)) {
    void lazyApi()
      .then((api) => api.system.updateLanguage(wireLanguage(code)))
      .catch(() => undefined);
  }
}
