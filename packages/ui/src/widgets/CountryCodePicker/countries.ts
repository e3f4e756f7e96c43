/** Spec §3 Country: what the permission call lists for the dialling-code picker. */
export interface Country {
  /** ISO 3166 alpha-2 code, e.g. "TH"; also names the flag image (`COUNTRY_FLAG/{countryCode}.png`). */
  countryCode: string;
  /** As the contract sends it, with the plus sign: "+66". */
  countryDialingCode: string;
}

/**
 * Spec §2: the picker preselects the supplied dialling code when it is in the list, otherwise the code of the
 * visitor's current country, otherwise the first entry. Callers use this too, so the code they send is the one shown.
 */
export function resolveCountry(
  countries: readonly Country[],
  countryDialingCode: string | undefined,
  currentCountry: string | undefined,
): Country | undefined {
  const byCode = countryDialingCode ? countries.find((c) => c.countryDialingCode === countryDialingCode) : undefined;
  const current = currentCountry
    ? countries.find((c) => c.countryCode.toUpperCase() === currentCountry.toUpperCase())
    : undefined;
  return byCode ?? current ?? countries[0];
}

/** The country's name in the reader's language ("Thailand", "ประเทศไทย"); the code when the browser cannot say. */
export function countryName(countryCode: string, language: string): string {
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(countryCode.toUpperCase()) ?? countryCode;
  } catch {
    return countryCode;
  }
}
