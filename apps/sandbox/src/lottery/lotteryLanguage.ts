import { LANGUAGE_ALIASES, type TextLanguage } from './lotteryConstants.ts';
import type { Texts } from './lotteryCatalogue.ts';

/**
 * The language to answer in: the `language` query (EN, TY, th-TH, ...) or else the first Accept-Language tag,
 * reduced to a language the lottery texts are written in; English otherwise.
 */
export function textLanguage(query: string | undefined, acceptLanguage: string | undefined): TextLanguage {
  const tag = query ?? acceptLanguage?.split(',')[0]?.split(';')[0]?.trim() ?? '';
  return LANGUAGE_ALIASES[tag.split(/[-_]/)[0]!.toUpperCase()] ?? 'EN';
}

export function textIn(texts: Texts, language: TextLanguage): string {
  return texts[language] ?? texts.EN;
}
