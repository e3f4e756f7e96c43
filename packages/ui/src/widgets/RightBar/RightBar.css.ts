import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** Fixed to the right edge, half-way down, above the page and below dialogs. */
export const root = style({
  position: 'fixed',
  insetInlineEnd: vars.space.sm,
  insetBlockStart: '50%',
  transform: 'translateY(-50%)',
  zIndex: vars.zIndex.overlay,
  fontFamily: vars.font.body,
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: vars.space.xxs,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.surfaceRaised,
  boxShadow: vars.elevation.medium,
});

export const button = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.controlMd,
  height: vars.size.controlMd,
  margin: 0,
  padding: 0,
  border: 0,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.brandSoft,
  color: vars.color.brand,
  cursor: 'pointer',
  textDecoration: 'none',
  '@media': {
    '(hover: hover)': {
      selectors: { '&:hover': { backgroundColor: vars.color.brand, color: vars.color.textOnBrand } },
    },
  },
});

export const chatItem = style({ position: 'relative' });

export const chats = style({
  position: 'absolute',
  insetInlineEnd: `calc(100% + ${vars.space.sm})`,
  insetBlockEnd: 0,
  listStyle: 'none',
  margin: 0,
  padding: vars.space.xs,
  minWidth: '11rem',
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceRaised,
  boxShadow: vars.elevation.high,
});

export const chat = style({
  display: 'flex',
  alignItems: 'center',
  width: '100%',
  minHeight: vars.size.controlSm,
  margin: 0,
  paddingInline: vars.space.sm,
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'none',
  color: vars.color.text,
  fontFamily: 'inherit',
  fontSize: vars.fontSize.sm,
  textAlign: 'start',
  cursor: 'pointer',
  '@media': { '(hover: hover)': { selectors: { '&:hover': { backgroundColor: vars.color.brandSoft } } } },
});
