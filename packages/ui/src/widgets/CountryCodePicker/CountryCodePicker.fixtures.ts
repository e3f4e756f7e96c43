import type { Country } from './countries';

/** Story data: the dialling codes a Southeast Asian merchant typically offers. */
export const demoCountries: readonly Country[] = [
  { countryCode: 'TH', countryDialingCode: '+66' },
  { countryCode: 'VN', countryDialingCode: '+84' },
  { countryCode: 'ID', countryDialingCode: '+62' },
  { countryCode: 'PH', countryDialingCode: '+63' },
  { countryCode: 'MY', countryDialingCode: '+60' },
  { countryCode: 'SG', countryDialingCode: '+65' },
  { countryCode: 'KH', countryDialingCode: '+855' },
  { countryCode: 'LA', countryDialingCode: '+856' },
  { countryCode: 'MM', countryDialingCode: '+95' },
  { countryCode: 'CN', countryDialingCode: '+86' },
  { countryCode: 'JP', countryDialingCode: '+81' },
  { countryCode: 'KR', countryDialingCode: '+82' },
  { countryCode: 'US', countryDialingCode: '+1' },
  { countryCode: 'CA', countryDialingCode: '+1' },
];

// Horizontal stripes, top to bottom: simplified flags drawn for the stories (no third-party images).
const stripes: Record<string, readonly string[]> = {
  TH: ['#a51931', '#f4f5f8', '#2d2a4a', '#2d2a4a', '#f4f5f8', '#a51931'],
  VN: ['#da251d'],
  ID: ['#ce1126', '#ffffff'],
  PH: ['#0038a8', '#ce1126'],
  MY: ['#cc0001', '#ffffff', '#cc0001', '#ffffff'],
  SG: ['#ef3340', '#ffffff'],
  KH: ['#032ea1', '#e00025', '#e00025', '#032ea1'],
  LA: ['#ce1126', '#002868', '#002868', '#ce1126'],
  MM: ['#fecb00', '#34b233', '#ea2839'],
  CN: ['#de2910'],
  JP: ['#ffffff'],
  KR: ['#ffffff'],
  US: ['#b22234', '#ffffff', '#b22234', '#ffffff', '#b22234'],
  CA: ['#ffffff'],
};

/** A `flagUrl` for stories: an inline SVG per country, so nothing is fetched. */
export function demoFlagUrl(countryCode: string): string {
  const colours = stripes[countryCode] ?? ['#8a8f98'];
  const height = 16 / colours.length;
  const rects = colours
    .map((colour, i) => `<rect y="${i * height}" width="24" height="${height}" fill="${colour}"/>`)
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 16">${rects}</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
