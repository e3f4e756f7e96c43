import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: 'inherit',
});

/** The ring alone; Button uses it too, inside its own busy state. */
export const ring = style({
  display: 'inline-block',
  flexShrink: 0,
  width: '1.25em',
  height: '1.25em',
  borderRadius: '50%',
  borderWidth: '0.15em',
  borderStyle: 'solid',
  borderColor: 'currentColor',
  borderInlineEndColor: 'transparent',
  animation: `${spin} 0.8s linear infinite`,
  '@media': {
    '(prefers-reduced-motion: reduce)': { animationDuration: '2.4s' },
  },
});

export const sizes = {
  sm: style({ fontSize: vars.fontSize.sm }),
  md: style({ fontSize: vars.fontSize.lg }),
  lg: style({ fontSize: vars.fontSize.xxl }),
};

/** A visible label goes under the ring. */
export const labelled = style({ flexDirection: 'column', textAlign: 'center' });

export const visibleLabel = style({ fontSize: vars.fontSize.md, lineHeight: vars.lineHeight.normal });
