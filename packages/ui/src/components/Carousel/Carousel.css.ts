import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { column, mutedText, row } from '../../private/styleBlocks';

export const root = style({
  position: 'relative',
  ...column(vars.space.sm),
  minWidth: 0,
});

export const controls = style({ ...row(vars.space.xxs), justifyContent: 'flex-end' });

export const position = style({
  marginInlineEnd: 'auto',
  order: -1,
  ...mutedText(vars.fontSize.sm),
  fontVariantNumeric: 'tabular-nums',
});

export const arrow = style({ display: 'flex', selectors: { '[dir="rtl"] &': { transform: 'scaleX(-1)' } } });

export const slides = style({ minWidth: 0 });

export const slide = style({ minWidth: 0, selectors: { '&[hidden]': { display: 'none' } } });

/** Controls laid over the slides' corner: pictures keep their height whether or not there are controls. */
export const overlay = style({
  position: 'absolute',
  insetBlockEnd: vars.space.sm,
  insetInlineEnd: vars.space.sm,
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.surfaceRaised,
  boxShadow: vars.elevation.low,
});
