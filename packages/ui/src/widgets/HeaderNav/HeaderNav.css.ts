import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** Where the links fit on one row (with Thai labels); below it the hamburger takes over. */
const wide = 'screen and (min-width: 960px)';

export const root = style({
  backgroundColor: vars.color.headerBackground,
  color: vars.color.headerText,
  fontFamily: vars.font.body,
});

export const bar = style({
  boxSizing: 'border-box',
  maxWidth: vars.size.contentMaxWidth,
  marginInline: 'auto',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.controlLg,
  paddingInline: vars.space.sm,
  '@media': { [wide]: { paddingInline: vars.space.md } },
});

export const hamburger = style({
  selectors: { [`${bar} &`]: { color: vars.color.headerText } },
  '@media': {
    // scoped to the bar, so it wins over the button's own `display` whichever of their stylesheets comes last (a
    // prerendered page's stylesheets arrive in any order: the button's alone put the hamburger back on a wide screen)
    [wide]: { selectors: { [`${bar} &`]: { display: 'none' } } },
    '(hover: hover)': { selectors: { [`${bar} &:hover`]: { backgroundColor: 'transparent', opacity: 0.85 } } },
  },
});

export const nav = style({
  display: 'none',
  flex: '1 1 auto',
  minWidth: 0,
  '@media': { [wide]: { display: 'block' } },
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'stretch',
  // a merchant with every category (and Thai labels) wraps onto a second row rather than hide entries
  gap: `0 ${vars.space.xxs}`,
});

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.size.controlMd,
  margin: 0,
  paddingInline: vars.space.xs,
  border: 0,
  background: 'none',
  borderRadius: vars.radius.sm,
  boxShadow: 'inset 0 -3px 0 transparent',
  color: 'inherit',
  fontFamily: 'inherit',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  whiteSpace: 'nowrap',
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: {
    '&[aria-current="page"]': {
      fontWeight: vars.fontWeight.bold,
      boxShadow: `inset 0 -3px 0 ${vars.color.headerText}`,
    },
    '&:focus-visible': { outlineColor: vars.color.headerText, outlineOffset: '-2px' },
  },
  '@media': {
    '(hover: hover)': { selectors: { '&:hover': { boxShadow: `inset 0 -1px 0 ${vars.color.headerText}` } } },
  },
});

export const tools = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  marginInlineStart: 'auto',
  flexShrink: 0,
});

export const freeDemo = style({ whiteSpace: 'nowrap' });

export const themeSwitch = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: vars.size.controlMd,
  minHeight: vars.size.controlMd,
  margin: 0,
  padding: 0,
  border: 0,
  background: 'none',
  color: 'inherit',
  cursor: 'pointer',
  borderRadius: vars.radius.pill,
  selectors: { '&:focus-visible': { outlineColor: vars.color.headerText } },
});

export const themeTrack = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  width: '3.25rem',
  height: '1.75rem',
  paddingInline: '0.3rem',
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: vars.color.headerText,
  borderRadius: vars.radius.pill,
  fontSize: vars.fontSize.xs,
});

export const sun = style({ width: '1rem', height: '1rem' });
export const moon = style({ width: '1rem', height: '1rem' });

export const themeThumb = style({
  position: 'absolute',
  insetBlockStart: '0.2rem',
  insetInlineStart: '0.2rem',
  width: '1.25rem',
  height: '1.25rem',
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.headerText,
  transitionProperty: 'transform',
  transitionDuration: vars.motion.durationFast,
  transitionTimingFunction: vars.motion.easing,
  selectors: {
    // the thumb covers the icon of the mode that is off, leaving the current one visible
    [`${themeSwitch}[aria-checked="false"] &`]: { transform: 'translateX(1.45rem)' },
    [`[dir="rtl"] ${themeSwitch}[aria-checked="false"] &`]: { transform: 'translateX(-1.45rem)' },
  },
});

export const language = style({
  width: '7.5rem',
  '@media': { [wide]: { width: '9rem' } },
});

/** The categories' failure, under the bar at every width (below 960px the links are in the mobile menu). */
export const failure = style({
  boxSizing: 'border-box',
  maxWidth: vars.size.contentMaxWidth,
  marginInline: 'auto',
  paddingInline: vars.space.sm,
  paddingBlockEnd: vars.space.xs,
  '@media': { [wide]: { paddingInline: vars.space.md } },
});
