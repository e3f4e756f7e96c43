import type { MerchantTokens } from '../types';
import { darkElevation, defaultScale, monoFont, statusColors } from '../base';

// Lagoon: teal with coral, a rounded humanist font stack (looped Thai), pill-shaped controls.
const shared = {
  ...defaultScale,
  font: {
    body: 'ui-rounded, "SF Pro Rounded", "Segoe UI Variable Text", "Trebuchet MS", Roboto, "Noto Sans Thai Looped", "Noto Sans Thai", "Leelawadee UI", Tahoma, sans-serif',
    heading:
      'ui-rounded, "SF Pro Rounded", "Trebuchet MS", "Noto Sans Thai Looped", "Noto Sans Thai", "Leelawadee UI", Tahoma, sans-serif',
    mono: monoFont,
  },
  fontWeight: { regular: '400', medium: '500', bold: '600' },
  radius: { none: '0', sm: '6px', md: '12px', lg: '20px', pill: '999px', control: '999px' },
};

export const tokens: MerchantTokens = {
  light: {
    ...shared,
    colorScheme: 'light',
    color: {
      background: '#F1FAF8',
      surface: '#FFFFFF',
      surfaceRaised: '#FFFFFF',
      surfaceSunken: '#E0F1EE',
      overlay: 'rgba(3, 40, 38, 0.58)',
      text: '#0E2B29',
      textMuted: '#3B5C58',
      textOnBrand: '#FFFFFF',
      textOnCritical: '#FFFFFF',
      border: '#C2DDD9',
      borderStrong: '#5A7D79',
      focusRing: '#C13B26',
      brand: '#0B6B64',
      brandHover: '#085550',
      brandActive: '#06443F',
      brandSoft: '#D4F0EC',
      accent: '#B8371F',
      accentHover: '#982C18',
      accentSoft: '#FDE6DF',
      formAccent: '#0B6B64',
      ...statusColors.light,
      headerBackground: '#0B6B64',
      headerText: '#FFFFFF',
    },
    elevation: {
      none: 'none',
      low: '0 1px 3px rgba(14, 43, 41, 0.12)',
      medium: '0 6px 16px rgba(14, 43, 41, 0.14)',
      high: '0 16px 40px rgba(14, 43, 41, 0.2)',
    },
  },
  dark: {
    ...shared,
    colorScheme: 'dark',
    color: {
      background: '#061817',
      surface: '#0D2523',
      surfaceRaised: '#14322F',
      surfaceSunken: '#031110',
      overlay: 'rgba(0, 8, 8, 0.72)',
      text: '#E5F6F3',
      textMuted: '#9CC3BE',
      textOnBrand: '#03201D',
      border: '#224441',
      borderStrong: '#6E9893',
      focusRing: '#FF8F75',
      brand: '#3FD3C2',
      brandHover: '#66E0D2',
      brandActive: '#2CB6A6',
      brandSoft: '#0F3C38',
      accent: '#FF8F75',
      accentHover: '#FFA892',
      accentSoft: '#3D1D15',
      formAccent: '#3FD3C2',
      ...statusColors.dark,
      headerBackground: '#0A2220',
      headerText: '#E5F6F3',
    },
    elevation: darkElevation,
  },
};
