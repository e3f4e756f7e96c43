import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { clampLines, vendorLogo } from '../../private/styleBlocks';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });

export const bar = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
});

/** A tab's width; its height follows (the logo's 5:2 and two lines of name), the same for every tab. */
const TAB_WIDTH = '6.5rem';
const TAB_BORDER = '1px';
const tabHeight = [
  `2 * ${vars.space.xs} + 2 * ${TAB_BORDER}`,
  `(${TAB_WIDTH} - 2 * ${vars.space.xs} - 2 * ${TAB_BORDER}) * 2 / 5`,
  vars.space.xxs,
  `2 * ${vars.lineHeight.tight} * ${vars.fontSize.xs}`,
].join(' + ');

export const list = style({
  display: 'flex',
  gap: vars.space.xs,
  overflowX: 'auto',
  overscrollBehaviorX: 'contain',
  scrollbarWidth: 'thin',
  // a row of tabs tall while the vendors load too: nothing under the strip moves when they arrive
  minHeight: `calc(${tabHeight} + 2 * ${vars.space.xxs})`,
  paddingBlock: vars.space.xxs,
  paddingInline: vars.space.xxs,
  // the focus ring of the first and last tab stays inside the scroller
  scrollPaddingInline: vars.space.sm,
});

export const trigger = style({
  flex: '0 0 auto',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xxs,
  width: TAB_WIDTH,
  minHeight: vars.size.controlLg,
  margin: 0,
  padding: vars.space.xs,
  borderWidth: TAB_BORDER,
  borderStyle: 'solid',
  borderColor: vars.color.border,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.textMuted,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  textAlign: 'center',
  cursor: 'pointer',
  transitionProperty: 'border-color, color, background-color',
  transitionDuration: vars.motion.durationFast,
  transitionTimingFunction: vars.motion.easing,
  selectors: {
    '&[data-state="active"]': {
      borderColor: vars.color.brand,
      backgroundColor: vars.color.brandSoft,
      color: vars.color.text,
      fontWeight: vars.fontWeight.bold,
      boxShadow: `inset 0 -3px 0 ${vars.color.brand}`,
    },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
  },
  '@media': {
    '(hover: hover)': {
      selectors: {
        '&:hover:not([data-state="active"])': { borderColor: vars.color.borderStrong, color: vars.color.text },
      },
    },
  },
});

export const logo = style({ ...vendorLogo, borderRadius: vars.radius.sm });

export const allMark = style({
  display: 'grid',
  placeItems: 'center',
  width: '100%',
  aspectRatio: '5 / 2',
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surfaceSunken,
  color: vars.color.brand,
});

// two lines kept for every name, so every tab is as tall as the row the strip keeps while loading
export const name = style([clampLines(2), { minHeight: `calc(2 * ${vars.lineHeight.tight} * 1em)` }]);

/** The loading state over the strip's empty end, not under it: the strip is as tall loading as loaded. */
export const loading = style({
  position: 'absolute',
  insetBlock: 0,
  insetInlineEnd: vars.space.sm,
  display: 'flex',
  alignItems: 'center',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const state = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const panel = style({
  minWidth: 0,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' } },
});
