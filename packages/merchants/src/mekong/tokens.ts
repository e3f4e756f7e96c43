import type { MerchantTokens } from '../types';
import { darkElevation, defaultScale, monoFont, statusColors } from '../base';

// Mekong: deep crimson with temple gold, a classic serif for headings over a neutral body font, softly rounded
// controls. Added as a folder only: no other file of the project names it.
const shared = {
  ...defaultScale,
  font: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans Thai", "Leelawadee UI", Tahoma, sans-serif',
    heading: 'Georgia, "Times New Roman", "Noto Serif Thai", "Noto Sans Thai", serif',
    mono: monoFont,
  },
  fontWeight: { regular: '400', medium: '500', bold: '700' },
  radius: { none: '0', sm: '3px', md: '6px', lg: '10px', pill: '999px', control: '6px' },
};

export const tokens: MerchantTokens = {
  light: {
    ...shared,
    colorScheme: 'light',
    color: {
      background: '#FBF6F1',
      surface: '#FFFFFF',
      surfaceRaised: '#FFFFFF',
      surfaceSunken: '#F3E8DF',
      overlay: 'rgba(42, 17, 20, 0.58)',
      text: '#2A1114',
      textMuted: '#5E4144',
      textOnBrand: '#FFFFFF',
      textOnCritical: '#FFFFFF',
      border: '#E4D3CB',
      borderStrong: '#8A6E70',
      focusRing: '#8A5A00',
      brand: '#9E1B32',
      brandHover: '#83152A',
      brandActive: '#6A1022',
      brandSoft: '#F8E1E5',
      accent: '#8A5A00',
      accentHover: '#6F4800',
      accentSoft: '#FBEFD6',
      formAccent: '#9E1B32',
      ...statusColors.light,
      headerBackground: '#7A1426',
      headerText: '#FFF4E0',
    },
    elevation: {
      none: 'none',
      low: '0 1px 3px rgba(42, 17, 20, 0.12)',
      medium: '0 6px 16px rgba(42, 17, 20, 0.14)',
      high: '0 16px 40px rgba(42, 17, 20, 0.2)',
    },
  },
  dark: {
    ...shared,
    colorScheme: 'dark',
    color: {
      background: '#170A0C',
      surface: '#231114',
      surfaceRaised: '#2E171B',
      surfaceSunken: '#100607',
      overlay: 'rgba(8, 2, 3, 0.74)',
      text: '#F8E9EA',
      textMuted: '#C9A9AD',
      textOnBrand: '#2A0A10',
      border: '#4A2A2F',
      borderStrong: '#9C7A7F',
      focusRing: '#F2C14E',
      brand: '#F28A9B',
      brandHover: '#F6A5B2',
      brandActive: '#E56F83',
      brandSoft: '#3E1820',
      accent: '#F2C14E',
      accentHover: '#F6D27A',
      accentSoft: '#3A2A08',
      formAccent: '#F28A9B',
      ...statusColors.dark,
      headerBackground: '#240E12',
      headerText: '#F8E9EA',
    },
    elevation: darkElevation,
  },
};
