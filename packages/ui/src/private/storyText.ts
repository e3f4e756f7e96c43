// Play functions find elements by role and by their translated names, so they pass in every toolbar language.
import i18next, { type i18n as I18n, type TOptions } from 'i18next';

/**
 * `t` of the story's own i18next instance (`context.loaded.i18n`, set by the preview's loader), or of the shared one
 * when a story has none. Keys are written `namespace:key`, as in the locale files: `t('account:login.submit')`.
 */
export function storyText(
  loaded?: { i18n?: I18n } | Record<string, unknown>,
): (key: string, options?: TOptions) => string {
  const instance = (loaded?.i18n as I18n | undefined) ?? i18next;
  return (key, options) => instance.t(key, options ?? {}) as string;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A name that starts with `text`: a field's label followed by its required mark or hint. */
export const startingWith = (text: string) => new RegExp(`^${escape(text)}`);

/** A name that contains `text`. */
export const containing = (text: string) => new RegExp(escape(text));
