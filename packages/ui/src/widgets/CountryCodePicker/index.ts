export { CountryCodePicker } from './CountryCodePicker';
export type { CountryCodePickerProps } from './CountryCodePicker';
export { resolveCountry, countryName, type Country } from './countries';
