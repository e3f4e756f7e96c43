// The site's language, in one place: what the player chose (local storage), the language the site starts in, the
// current one, and its three forms: the spec code (`TY`: merchant config, storage, the pickers), the BCP-47 tag
// (`th`: i18next, `<html lang>`; `toBcp47` of ui's language registry) and the wire form, the contract's
// `SiteLanguage`, which every call carries (the Accept-Language header, `language` query parameters and bodies).
// No i18next here: the first calls (firstCalls.ts) need the language before i18next has loaded.
import { merchant } from '@merchant/config';
import { BASE_PATH } from './base';
import { siteLanguages, type SiteLanguage } from '@wl/api';
import { isLanguageCode, toBcp47, type LanguageCode } from '@wl/ui/i18n/languages';

// Local storage keys of spec §3: both hold the spec code ('TY', not 'th'), as the original site wrote them.
const storageKeys = ['lang', 'hisLang'] as const;

/** The language the player chose last time, if any and still known. */
export function readStoredLanguage(): LanguageCode | undefined {
  try {
    const stored = storageKeys.map((key) => localStorage.getItem(key)).find(isLanguageCode);
    return stored ?? undefined;
  } catch {
    // storage can be blocked (private mode, embedded webviews): behave as a first visit
    return undefined;
  }
}

/** Spec §1: the choice is remembered under both keys. */
export function storeLanguage(code: LanguageCode): void {
  try {
    for (const key of storageKeys) localStorage.setItem(key, code);
  } catch {
    // the choice still applies to this visit
  }
  tellServerLanguage(code);
}

/**
 * The cookie the site server reads to send a prerendered page in the player's language (server.mjs, from the
 * build's pages.json): a copy of the stored choice, which the server cannot see.
 */
export const LANGUAGE_COOKIE = 'wl_lang';
/** How long the cookie lasts: as long as the stored choice, in practice (a year, renewed at each visit). */
const LANGUAGE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/** Keeps the language cookie at `code`, so the next page the server sends is prerendered in it. */
export function tellServerLanguage(code: LanguageCode): void {
  document.cookie = `${LANGUAGE_COOKIE}=${code}; path=${BASE_PATH}; max-age=${LANGUAGE_COOKIE_MAX_AGE_S}; samesite=lax`;
}

/** The language the site starts in: the stored choice when this merchant offers it, else its default (spec: EN). */
export function startLanguage(): LanguageCode {
  const stored = readStoredLanguage();
  return stored && merchant.languages.includes(stored) ? stored : merchant.defaultLanguage;
}

/** The merchant's language whose BCP-47 tag is `tag` (what i18next reports), else its default. */
export function languageOfTag(tag: string): LanguageCode {
  return merchant.languages.find((code) => toBcp47(code) === tag) ?? merchant.defaultLanguage;
}

let current: LanguageCode | null = null;

/** The language the site shows now, as its spec code. */
export function currentLanguage(): LanguageCode {
  return current ?? startLanguage();
}

/** Called with each BCP-47 tag i18next switches to. */
export function followLanguage(tag: string): void {
  current = languageOfTag(tag);
}

// The conversion to the wire form comes from the contract: `siteLanguages` is generated from the SiteLanguage enum
// (npm run generate), so a language the contract adds or drops changes what is sent here, and its type with it.
// Spec codes are SiteLanguage values as they are; TH, the contract's other name for Thai, is never sent (TY is).
const isSiteLanguage = (code: string): code is SiteLanguage => (siteLanguages as readonly string[]).includes(code);

/** Whether the server knows the language (the update-language call is made only for those). */
export function serverKnows(code: LanguageCode): boolean {
  return isSiteLanguage(code);
}

/** The language as every call sends it: the contract's SiteLanguage; English for a language the server lacks. */
export function wireLanguage(code: LanguageCode = currentLanguage()): SiteLanguage {
  return isSiteLanguage(code) ? code : 'EN';
}
