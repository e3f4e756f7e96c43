import i18next from 'i18next';

/** The BCP-47 tag of the current language, for the API's Accept-Language header. */
export function currentLanguageTag(): string {
  return i18next.language || 'en';
}
