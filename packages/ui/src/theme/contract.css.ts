import { createThemeContract } from '@vanilla-extract/css';

/**
 * The one theme contract. Tokens carry meanings, not colours: a merchant fills them in
 * (`packages/merchants/src/<folder>/tokens.ts`), once for light and once for dark.
 */
export const vars = createThemeContract({
  // 'light' or 'dark': native controls, scrollbars and form widgets follow the mode
  colorScheme: null,
  color: {
    // surfaces and text
    background: null,
    surface: null,
    surfaceRaised: null,
    surfaceSunken: null,
    overlay: null,
    text: null,
    textMuted: null,
    textOnBrand: null,
    textOnCritical: null,
    border: null,
    borderStrong: null,
    focusRing: null,
    // roles, each with hover/active/soft
    brand: null,
    brandHover: null,
    brandActive: null,
    brandSoft: null,
    accent: null,
    accentHover: null,
    accentSoft: null,
    formAccent: null,
    critical: null,
    criticalHover: null,
    criticalSoft: null,
    positive: null,
    positiveSoft: null,
    caution: null,
    cautionSoft: null,
    info: null,
    infoSoft: null,
    headerBackground: null,
    headerText: null,
  },
  font: {
    body: null,
    heading: null,
    mono: null,
  },
  fontSize: { xs: null, sm: null, md: null, lg: null, xl: null, xxl: null },
  fontWeight: { regular: null, medium: null, bold: null },
  lineHeight: { tight: null, normal: null, loose: null },
  space: { none: null, xxs: null, xs: null, sm: null, md: null, lg: null, xl: null, xxl: null },
  // control: buttons and other pressables, so a merchant can choose pills without rounding every card
  radius: { none: null, sm: null, md: null, lg: null, pill: null, control: null },
  elevation: { none: null, low: null, medium: null, high: null },
  zIndex: { base: null, header: null, dropdown: null, overlay: null, modal: null, toast: null, loader: null },
  motion: { durationFast: null, durationNormal: null, durationSlow: null, easing: null },
  size: { controlSm: null, controlMd: null, controlLg: null, headerHeight: null, contentMaxWidth: null },
});

/** What a merchant supplies for one colour mode: every leaf of the contract as a CSS value. */
export type ThemeTokens = MapLeaves<typeof vars>;
type MapLeaves<T> = { [K in keyof T]: T[K] extends string ? string : MapLeaves<T[K]> };
