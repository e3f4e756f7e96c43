/**
 * The Intl formatters, each made once per language and options. Making one loads its language's data: a list that
 * made one per amount, count or date (i18next's `{{count, number}}` too, whose own cache is keyed by every value)
 * spent tens of milliseconds of a cheap phone's main thread on them per render.
 */
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();
const supportedLocales = new Map<string, string | undefined>();

const keyOf = (locale: string | undefined, options: object | undefined) =>
  `${locale ?? ''}|${JSON.stringify(options ?? {})}`;

/** Intl.NumberFormat(locale, options), made once; throws as it does (an unknown currency: RangeError). */
export function numberFormat(locale: string | undefined, options?: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = keyOf(locale, options);
  let format = numberFormats.get(key);
  if (!format) numberFormats.set(key, (format = new Intl.NumberFormat(locale, options)));
  return format;
}

/** Intl.DateTimeFormat(locale, options), made once; throws as it does (an unknown time zone: RangeError). */
export function dateTimeFormat(locale: string | undefined, options?: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = keyOf(locale, options);
  let format = dateTimeFormats.get(key);
  if (!format) dateTimeFormats.set(key, (format = new Intl.DateTimeFormat(locale, options)));
  return format;
}

/** The locale when Intl has data for it, else undefined (the device's); not a BCP 47 tag at all (i18next's "cimode" in tests) is undefined too. */
export function supportedLocale(locale: string | undefined): string | undefined {
  if (!locale) return undefined;
  if (!supportedLocales.has(locale)) {
    let supported: string | undefined;
    try {
      supported = Intl.NumberFormat.supportedLocalesOf(locale).length > 0 ? locale : undefined;
    } catch {
      supported = undefined;
    }
    supportedLocales.set(locale, supported);
  }
  return supportedLocales.get(locale);
}

/**
 * Makes a language's first formatters (a number, a date, plural rules) now. The first one of a language loads Intl's
 * data for it: about 13 ms of a fast machine's main thread, four times that on a cheap phone, which a caller can spend
 * in a task of its own rather than inside the first render that formats a number.
 */
export function warmFormats(locale: string): void {
  const supported = supportedLocale(locale);
  numberFormat(supported).format(0);
  dateTimeFormat(supported).format(0);
  new Intl.PluralRules(supported).select(0);
}

/** The options of Intl.NumberFormat, picked out of what i18next hands its formatter (the call's values too). */
const NUMBER_OPTIONS = [
  'style',
  'currency',
  'currencyDisplay',
  'currencySign',
  'unit',
  'unitDisplay',
  'notation',
  'compactDisplay',
  'signDisplay',
  'useGrouping',
  'minimumIntegerDigits',
  'minimumFractionDigits',
  'maximumFractionDigits',
  'minimumSignificantDigits',
  'maximumSignificantDigits',
  'roundingMode',
  'roundingPriority',
  'roundingIncrement',
  'trailingZeroDisplay',
  'numberingSystem',
] as const;

/**
 * i18next's `number` format (`{{count, number}}`, `{{value, number(minimumFractionDigits: 2)}}`) through the one
 * cache: i18next passes the format's options mixed with the call's values.
 */
export function formatNumberForI18next(value: unknown, locale: string | undefined, options: object = {}): string {
  const given = options as Record<string, unknown>;
  const picked = Object.fromEntries(
    NUMBER_OPTIONS.filter((name) => given[name] !== undefined).map((name) => [name, given[name]]),
  );
  return numberFormat(supportedLocale(locale), picked as Intl.NumberFormatOptions).format(value as number);
}
