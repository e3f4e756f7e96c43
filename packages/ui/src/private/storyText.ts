// Play functions find elements by role and by their translated names, so they pass in every toolbar language.
import i18next, { type i18n as I18n, type TOptions } from 'i18next';
import { formatMoney } from './format';

type StoryLoadedText = { i18n?: I18n } | Record<string, unknown>;

const instanceOf = (loaded?: StoryLoadedText): I18n => (loaded?.i18n as I18n | undefined) ?? i18next;

/**
 * `t` of the story's own i18next instance (`context.loaded.i18n`, set by the preview's loader), or of the shared one
 * when a story has none. Keys are written `namespace:key`, as in the locale files: `t('account:login.submit')`.
 */
export function storyText(loaded?: StoryLoadedText): (key: string, options?: TOptions) => string {
  const instance = instanceOf(loaded);
  return (key, options) => instance.t(key, options ?? {}) as string;
}

/**
 * Numbers as the story's language writes them ("12,345"; "12.345" in Indonesian), as the components' own
 * `useNumberFormat` does: for names and texts that carry a number (`t('…submit', { points: number(3000) })`).
 */
export function storyNumber(loaded?: StoryLoadedText, options?: Intl.NumberFormatOptions): (value: number) => string {
  const format = new Intl.NumberFormat(instanceOf(loaded).language, options);
  return (value) => format.format(value);
}

/**
 * Money as the story's language writes it ("THB 1,234.50", "฿1,234.50"), with the components' own `formatMoney`; its
 * no-break space a plain one, as Testing Library's text matchers read the page.
 */
export function storyMoney(loaded?: StoryLoadedText): (amount: number, currency: string) => string {
  const instance = instanceOf(loaded);
  const language = instance.resolvedLanguage ?? instance.language;
  return (amount, currency) => formatMoney(amount, currency, language).replace(/\s+/g, ' ');
}

/** The story's language tag ("en", "th"): for the Intl formats the components use (weekdays, dates). */
export const storyLanguage = (loaded?: StoryLoadedText): string => instanceOf(loaded).language;

/** `text` with the characters a regular expression reads escaped, to match it literally. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A translation as a pattern of the whole text, its values given as patterns where they vary (a ticking clock):
 * `textPattern(t, 'content:lottery.closesIn', { time: /05:49:5\d/ })` is /^Betting closes in 05:49:5\d$/ in English.
 */
export function textPattern(
  t: (key: string, options?: TOptions) => string,
  key: string,
  values: Record<string, RegExp | string>,
): RegExp {
  const markers = Object.keys(values).map((name, index) => [name, `\u0000${index}\u0000`] as const);
  let source = escapeRegExp(t(key, Object.fromEntries(markers)));
  for (const [name, marker] of markers) {
    const value = values[name]!;
    source = source.split(marker).join(value instanceof RegExp ? value.source : escapeRegExp(value));
  }
  return new RegExp(`^${source}$`);
}

/** A name that starts with `text`: a field's label followed by its required mark or hint. */
export const startingWith = (text: string) => new RegExp(`^${escapeRegExp(text)}`);

/** A name that contains `text`. */
export const containing = (text: string) => new RegExp(escapeRegExp(text));

/**
 * A required field's accessible name: its label (as the story passes it), then the word "required" that the field
 * reads after it for screen readers, in the story's language.
 */
export const requiredName = (t: (key: string) => string, label: string) => `${label} ${t('common:field.required')}`;

/** A translation as the reader sees it: the mark-up of its `<Trans>` components (`<account>…</account>`) left out. */
export const shownText = (text: string) => text.replace(/<\/?[a-z][\w-]*>/gi, '');

/** The text a translation marks for one of its `<Trans>` components: "User Agreement" in `…<terms>User Agreement</terms>`. */
export function markedText(text: string, tag: string): string {
  const marked = new RegExp(`<${tag}>(.*?)</${tag}>`).exec(text);
  if (!marked) throw new Error(`No <${tag}> in "${text}"`);
  return marked[1]!;
}

/**
 * A play function given `t` (the `storyText` of its story) beside the story's context:
 * `play: played(async ({ canvas, t }) => …)`.
 */
export function played<C extends { loaded?: StoryLoadedText }>(
  play: (context: C & { t: ReturnType<typeof storyText> }) => Promise<void>,
): (context: C) => Promise<void> {
  return (context) => play({ ...context, t: storyText(context.loaded) });
}
