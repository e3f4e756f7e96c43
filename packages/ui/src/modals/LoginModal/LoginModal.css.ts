import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

/** Captcha input and picture side by side; the picture lines up with the input, not the label. */
export const captchaRow = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
});

export const captchaField = style({ flex: '1 1 auto', minWidth: 0 });

export const captchaButton = style({
  flexShrink: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  // label height + gap, so the picture sits beside the input
  marginBlockStart: `calc(${vars.fontSize.sm} * ${vars.lineHeight.normal} + ${vars.space.xs})`,
  minWidth: vars.size.controlMd,
  height: vars.size.controlMd,
  padding: vars.space.xxs,
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: vars.color.border,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
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
  },
});

export const captchaImage = style({
  display: 'block',
  height: '100%',
  width: 'auto',
  maxWidth: '7rem',
  borderRadius: vars.radius.sm,
  imageRendering: 'auto',
});

export const submit = style({ marginBlockStart: vars.space.xs });
