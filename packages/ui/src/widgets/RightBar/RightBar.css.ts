import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { corner } from '../../theme/corner';

/** One button in the bottom corner (`corner`), above the page and below dialogs; the bar unfolds above it. */
export const root = style({
  position: 'fixed',
  insetInlineEnd: corner.inset,
  insetBlockEnd: corner.inset,
  zIndex: vars.zIndex.overlay,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xs,
  fontFamily: vars.font.body,
});

/** Just before the chat window's launcher (`controlLg` round, in the corner), centred on it. */
export const besideChat = style({
  insetInlineEnd: `calc(${corner.inset} + ${vars.size.controlLg} + ${vars.space.sm})`,
  insetBlockEnd: `calc(${corner.inset} + (${vars.size.controlLg} - ${vars.size.controlMd}) / 2)`,
});

/** A round button of the bar, as tall as a control. */
const round = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.controlMd,
  height: vars.size.controlMd,
  margin: 0,
  padding: 0,
  borderRadius: vars.radius.pill,
  cursor: 'pointer',
} as const;

export const toggle = style({
  ...round,
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: vars.color.border,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.brand,
  boxShadow: vars.elevation.medium,
  '@media': { '(hover: hover)': { selectors: { '&:hover': { backgroundColor: vars.color.brandSoft } } } },
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
  selectors: { '&[hidden]': { display: 'none' } },
});

export const button = style({
  ...round,
  border: 0,
  backgroundColor: vars.color.brandSoft,
  color: vars.color.brand,
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
