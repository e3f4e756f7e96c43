import type { ThemeTokens } from '@wl/ui/theme';

// Shared base tokens: what merchants repeat unless they have a reason not to. A merchant's tokens.ts spreads them
// and writes its own values over them.

/**
 * Type scale, spacing, layers, motion and control sizes that merchants share unless they have a reason not to.
 * Mobile first: controls are at least 44px tall (touch targets) and line heights leave room for Thai tone marks.
 */
export const defaultScale = {
  fontSize: { xs: '0.75rem', sm: '0.875rem', md: '1rem', lg: '1.125rem', xl: '1.375rem', xxl: '1.75rem' },
  fontWeight: { regular: '400', medium: '500', bold: '700' },
  lineHeight: { tight: '1.3', normal: '1.6', loose: '1.8' },
  space: {
    none: '0',
    xxs: '0.125rem',
    xs: '0.25rem',
    sm: '0.5rem',
    md: '0.75rem',
    lg: '1rem',
    xl: '1.5rem',
    xxl: '2rem',
  },
  zIndex: { base: '0', header: '100', dropdown: '200', overlay: '300', modal: '400', toast: '500', loader: '600' },
  motion: {
    durationFast: '120ms',
    durationNormal: '200ms',
    durationSlow: '320ms',
    easing: 'cubic-bezier(0.2, 0, 0, 1)',
  },
  size: {
    controlSm: '2.25rem',
    controlMd: '2.75rem',
    controlLg: '3.25rem',
    headerHeight: '3.5rem',
    contentMaxWidth: '75rem',
  },
} satisfies Pick<ThemeTokens, 'fontSize' | 'fontWeight' | 'lineHeight' | 'space' | 'zIndex' | 'motion' | 'size'>;

/** The monospace stack (amounts, codes): no merchant has changed it. */
export const monoFont = 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace';

/**
 * Status colours (critical, positive, caution, info and their soft backgrounds) that read well on near-white and
 * near-black surfaces; a merchant whose brand clashes with them writes its own.
 */
export const statusColors = {
  light: {
    critical: '#B3261E',
    criticalHover: '#8C1D17',
    criticalSoft: '#FCE8E6',
    positive: '#1A7339',
    positiveSoft: '#E1F4E7',
    caution: '#855400',
    cautionSoft: '#FFF1D3',
    info: '#0F5F8A',
    infoSoft: '#DEEFF8',
  },
  dark: {
    textOnCritical: '#2A0603',
    critical: '#FF8A80',
    criticalHover: '#FFA49C',
    criticalSoft: '#3B1411',
    positive: '#6FE0A0',
    positiveSoft: '#0D2E1D',
    caution: '#F6C35C',
    cautionSoft: '#33270B',
    info: '#7DC7F0',
    infoSoft: '#0C2836',
  },
} satisfies Record<'light' | 'dark', Partial<ThemeTokens['color']>>;

/** Shadows for dark mode: black, stronger than in light mode so raised surfaces still stand out. */
export const darkElevation = {
  none: 'none',
  low: '0 1px 3px rgba(0, 0, 0, 0.5)',
  medium: '0 6px 16px rgba(0, 0, 0, 0.55)',
  high: '0 16px 40px rgba(0, 0, 0, 0.65)',
} satisfies ThemeTokens['elevation'];
