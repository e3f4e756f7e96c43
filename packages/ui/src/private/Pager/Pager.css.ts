import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xxs,
});

export const button = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: vars.size.controlSm,
  height: vars.size.controlSm,
  margin: 0,
  paddingInline: vars.space.xs,
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: vars.color.border,
  borderRadius: vars.radius.control,
  background: 'none',
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  selectors: {
    '&[aria-current="page"]': {
      backgroundColor: vars.color.brand,
      borderColor: vars.color.brand,
      color: vars.color.textOnBrand,
      fontWeight: vars.fontWeight.bold,
    },
    '&:disabled': { opacity: 0.5, cursor: 'not-allowed' },
  },
  '@media': {
    '(hover: hover)': {
      selectors: { '&:hover:not(:disabled):not([aria-current="page"])': { backgroundColor: vars.color.brandSoft } },
    },
  },
});

export const gap = style({ minWidth: vars.size.controlSm, color: vars.color.textMuted, textAlign: 'center' });
