import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { headingText } from '../../private/styleBlocks';

export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  // one card across a phone, two or three as the screen widens
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(17rem, 100%), 1fr))',
  gap: vars.space.md,
});

export const item = style({
  minWidth: 0,
  // cards off screen are neither laid out nor painted
  contentVisibility: 'auto',
  containIntrinsicSize: 'auto 18rem',
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  overflow: 'hidden',
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceRaised,
  boxShadow: vars.elevation.low,
  color: vars.color.text,
  textDecoration: 'none',
  transitionProperty: 'box-shadow',
  transitionDuration: vars.motion.durationFast,
  transitionTimingFunction: vars.motion.easing,
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
  '@media': {
    '(hover: hover)': { selectors: { '&:hover': { boxShadow: vars.elevation.medium } } },
  },
});

export const picture = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '2 / 1',
  objectFit: 'cover',
  backgroundColor: vars.color.surfaceSunken,
});

export const body = style({
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.md,
});

export const cardTitle = style({
  ...headingText(vars.fontSize.md),
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const period = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const more = style({
  marginBlockStart: 'auto',
  paddingBlockStart: vars.space.xs,
  color: vars.color.brand,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'underline',
});
