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

/**
 * The pictures' controls (placement "overlay"): a compact row right under the pictures, never over them, so a
 * banner's headline (often drawn in the picture) is never covered. A picture keeps its height whether or not
 * there are controls; the banner's placeholder keeps the row's place (BannerSlider `placeholder`).
 */
export const overlay = style({ marginBlockStart: `calc(${vars.space.xs} - ${vars.space.sm})` });
