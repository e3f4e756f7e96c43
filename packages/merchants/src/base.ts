import type { ThemeTokens } from './contract.css';

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
