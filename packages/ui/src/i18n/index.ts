/**
 * Translations. Call `initI18n` once before the first render with the language to start in (the app reads and
 * stores the player's choice: this package never touches storage); components then use `useTranslation(namespace)`
 * from 'react-i18next' directly (one shared instance, no provider). Namespaces are the JSON files in
 * `locales/<bcp47>/`: `common` (shared words), `account` and `shell`.
 */
export {
  initI18n,
  changeLanguage,
  languageInstance,
  laterNamespaces,
  loadNamespaces,
  translatedLanguages,
  warmLanguageFormats,
} from './i18n';
export type { LaterNamespace } from './i18n';
// for a part with its own instance (`languageInstance`): Storybook wraps each story in one
export { I18nextProvider } from 'react-i18next';
export type { i18n as I18n } from 'i18next';
export { languages, languageCodes, isLanguageCode, toBcp47 } from './languages';
export type { LanguageCode, Bcp47 } from './languages';
