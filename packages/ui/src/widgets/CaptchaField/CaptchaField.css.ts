import { style } from '@vanilla-extract/css';
import { centredOverlay } from '../../private/styleBlocks';
import { vars } from '../../theme/contract.css';

/** Input and picture side by side; the picture lines up with the input, not the label. */
export const row = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
});

export const field = style({ flex: '1 1 auto', minWidth: 0 });

export const picture = style({
  position: 'relative',
  flexShrink: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  // label height + gap, so the picture sits beside the input
  marginBlockStart: `calc(${vars.fontSize.sm} * ${vars.lineHeight.normal} + ${vars.space.xs})`,
  minWidth: '5.5rem',
  height: vars.size.controlMd,
  padding: vars.space.xxs,
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: vars.color.border,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: {
    '&:hover': { borderColor: vars.color.borderStrong },
    '&:focus-visible': {
      outlineWidth: '2px',
      outlineStyle: 'solid',
      outlineColor: vars.color.focusRing,
      outlineOffset: '2px',
    },
    '&:disabled': { cursor: 'not-allowed' },
    '&[aria-busy="true"]': { cursor: 'progress' },
  },
});

export const image = style({
  display: 'block',
  height: '100%',
  width: 'auto',
  maxWidth: '7rem',
  borderRadius: vars.radius.sm,
  selectors: { [`${picture}[aria-busy="true"] &`]: { opacity: 0.35 } },
});

export const busy = style({
  ...centredOverlay,
  color: vars.color.brand,
});
