// The site's language without i18next: the first calls (firstCalls.ts) need it before i18next has loaded.
import { merchant } from '@merchant/config';
import { toBcp47, type LanguageCode } from '@wl/ui/i18n/languages';
import { readStoredLanguage } from '@wl/ui/i18n/storage';

/** The language the site starts in: the stored choice when this merchant offers it, else its default (spec: EN). */
export function startLanguage(): LanguageCode {
  const stored = readStoredLanguage();
  return stored && merchant.languages.includes(stored) ? stored : merchant.defaultLanguage;
}

let current: string | null = null;

/** The BCP-47 tag of the current language, for the API's Accept-Language header and the calls that name it. */
export function currentLanguageTag(): string {
  return current ?? toBcp47(startLanguage());
}

/** Called with each language i18next switches to. */
export function followLanguage(tag: string): void {
  current = tag;
}
