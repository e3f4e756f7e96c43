// The countries a nationality may name: every ISO 3166-1 alpha-2 region the browser can name, as the server checks
// them (its Intl knows the same list), without the user-assigned and grouping codes.

const USER_ASSIGNED = /^(?:AA|Q[M-Z]|X[A-JL-Z]|ZZ|EU|EZ|UN)$/;
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

let codes: string[] | null = null;

/** The region codes, computed once. */
function regionCodes(): string[] {
  if (codes) return codes;
  const names = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
  codes = [];
  for (const first of LETTERS) {
    for (const second of LETTERS) {
      const code = first + second;
      if (!USER_ASSIGNED.test(code) && names.of(code) !== undefined) codes.push(code);
    }
  }
  return codes;
}

/** `{ value, label }` for each country, named and sorted in the reader's language. */
export function nationalityOptions(locale: string): { value: string; label: string }[] {
  const names = new Intl.DisplayNames([locale, 'en'], { type: 'region' });
  const collator = new Intl.Collator(locale);
  return regionCodes()
    .map((code) => ({ value: code, label: names.of(code) ?? code }))
    .sort((a, b) => collator.compare(a.label, b.label));
}
