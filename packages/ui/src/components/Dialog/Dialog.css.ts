import { createGlobalVar, globalStyle, keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

// The modal's scroll lock (react-remove-scroll-bar, under Radix) sets this variable on <body>. Unregistered, a custom
// property is inherited, so setting it restyled every element of the page in the modal's first frame; registered as
// not inherited, it restyles <body> alone. Nothing here reads it.
createGlobalVar('removed-body-scroll-bar-size', { syntax: '<length>', inherits: false, initialValue: '0px' });

// Movement only, no fade: the content is fully opaque from the first frame, so contrast checks and visibility
// checks never see it half-transparent.
const enter = keyframes({
  from: { transform: 'translateY(0.75rem)' },
  to: { transform: 'none' },
});

/** The cover: dims the page, and scrolls when the dialog is taller than the screen (long Thai text, small phones). */
export const cover = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.modal,
  display: 'flex',
  flexDirection: 'column',
  padding: vars.space.lg,
  overflowY: 'auto',
  backgroundColor: vars.color.overlay,
});

export const content = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  width: '100%',
  // auto margins centre it while it fits and let the cover scroll from the top when it does not
  margin: 'auto',
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surfaceRaised,
  boxShadow: vars.elevation.high,
  color: vars.color.text,
  animation: `${enter} ${vars.motion.durationNormal} ${vars.motion.easing}`,
  selectors: { '&:focus-visible': { outlineOffset: '-2px' } },
});

/** The width (in rem) from which a `screen` dialog is a panel over the page instead of the whole window. */
const SCREEN_PANEL_MIN = '48rem';

export const sizes = {
  sm: style({ maxWidth: '22rem' }),
  md: style({ maxWidth: '30rem' }),
  lg: style({ maxWidth: '45rem' }),
  screen: style({
    flex: '1 0 auto',
    borderRadius: 0,
    '@media': {
      [`(min-width: ${SCREEN_PANEL_MIN})`]: {
        flex: '0 1 auto',
        maxWidth: '64rem',
        minHeight: 'min(40rem, 100%)',
        borderRadius: vars.radius.lg,
      },
    },
  }),
};

/** The cover around each size: a `screen` dialog on a phone leaves no page showing around it. */
export const coverSizes = {
  sm: style({}),
  md: style({}),
  lg: style({}),
  screen: style({ padding: 0, '@media': { [`(min-width: ${SCREEN_PANEL_MIN})`]: { padding: vars.space.lg } } }),
};

export const header = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.sm });

export const title = style({
  flex: '1 1 auto',
  minWidth: 0,
  margin: 0,
  // first line centred on the close button beside it
  paddingBlock: `calc((${vars.size.controlSm} - ${vars.lineHeight.tight} * 1em) / 2)`,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const description = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
});

export const body = style({ minWidth: 0, fontSize: vars.fontSize.md, lineHeight: vars.lineHeight.normal });

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap-reverse',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
});

// Footer buttons share the row and wrap to full width when the labels do not fit; wrap-reverse keeps the
// last (primary) action on top.
globalStyle(`${footer} > *`, { flex: '1 1 8rem' });
