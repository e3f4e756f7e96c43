/**
 * The spec's language codes (what the backend, the merchant config and local storage use) mapped to BCP-47 tags
 * (what i18next, `<html lang>` and the locale folders use), with each language's name in itself for the picker.
 */
export const languages = {
  EN: { bcp47: 'en', nativeName: 'English' },
  TY: { bcp47: 'th', nativeName: 'ไทย' },
  CN: { bcp47: 'zh-CN', nativeName: '简体中文' },
  TW: { bcp47: 'zh-TW', nativeName: '繁體中文' },
  ID: { bcp47: 'id', nativeName: 'Bahasa Indonesia' },
  VI: { bcp47: 'vi', nativeName: 'Tiếng Việt' },
  JA: { bcp47: 'ja', nativeName: '日本語' },
  PH: { bcp47: 'fil', nativeName: 'Filipino' },
  KO: { bcp47: 'ko', nativeName: '한국어' },
  MS: { bcp47: 'ms', nativeName: 'Bahasa Melayu' },
  KM: { bcp47: 'km', nativeName: 'ខ្មែរ' },
  LO: { bcp47: 'lo', nativeName: 'ລາວ' },
  MY: { bcp47: 'my', nativeName: 'မြန်မာ' },
  HI: { bcp47: 'hi', nativeName: 'हिन्दी' },
  BN: { bcp47: 'bn', nativeName: 'বাংলা' },
  UR: { bcp47: 'ur', nativeName: 'اردو' },
  NE: { bcp47: 'ne', nativeName: 'नेपाली' },
  SI: { bcp47: 'si', nativeName: 'සිංහල' },
  TA: { bcp47: 'ta', nativeName: 'தமிழ்' },
  TE: { bcp47: 'te', nativeName: 'తెలుగు' },
  MN: { bcp47: 'mn', nativeName: 'Монгол' },
  KK: { bcp47: 'kk', nativeName: 'Қазақ' },
  UZ: { bcp47: 'uz', nativeName: 'Oʻzbek' },
  FA: { bcp47: 'fa', nativeName: 'فارسی' },
  AR: { bcp47: 'ar', nativeName: 'العربية' },
  HE: { bcp47: 'he', nativeName: 'עברית' },
  TR: { bcp47: 'tr', nativeName: 'Türkçe' },
  RU: { bcp47: 'ru', nativeName: 'Русский' },
  PT: { bcp47: 'pt', nativeName: 'Português' },
  ES: { bcp47: 'es', nativeName: 'Español' },
  FR: { bcp47: 'fr', nativeName: 'Français' },
  DE: { bcp47: 'de', nativeName: 'Deutsch' },
  IT: { bcp47: 'it', nativeName: 'Italiano' },
  NL: { bcp47: 'nl', nativeName: 'Nederlands' },
  PL: { bcp47: 'pl', nativeName: 'Polski' },
} as const;

export type LanguageCode = keyof typeof languages;
export type Bcp47 = (typeof languages)[LanguageCode]['bcp47'];

export const languageCodes = Object.keys(languages) as LanguageCode[];

export function isLanguageCode(value: unknown): value is LanguageCode {
  return typeof value === 'string' && Object.hasOwn(languages, value);
}

export function toBcp47(code: LanguageCode): Bcp47 {
  return languages[code].bcp47;
}
