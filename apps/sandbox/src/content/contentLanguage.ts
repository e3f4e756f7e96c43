import { CONTENT_LANGUAGES, LANGUAGE_ALIASES, type ContentLanguage } from './contentConstants.ts';

/**
 * The language to answer in: the `language` query (EN, TY, th-TH, ...) or else the first Accept-Language tag,
 * reduced to a language the texts are written in; English otherwise.
 */
export function contentLanguage(query: string | undefined, acceptLanguage: string | undefined): ContentLanguage {
  const tag = query ?? acceptLanguage?.split(',')[0]?.split(';')[0]?.trim() ?? '';
  const primary = tag.split(/[-_]/)[0]!.toLowerCase();
  const language = LANGUAGE_ALIASES[primary] ?? primary;
  return (CONTENT_LANGUAGES as readonly string[]).includes(language) ? (language as ContentLanguage) : 'en';
}
