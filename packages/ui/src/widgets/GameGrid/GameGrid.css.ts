import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import {
  cardGrid,
  clampLines,
  column,
  framedPicture,
  liftOnHover,
  mutedNote,
  mutedText,
  raised,
  starButton,
  starSelectors,
} from '../../private/styleBlocks';

export const root = style({ ...column(vars.space.md), minWidth: 0 });

export const grid = style({
  // a tile kept in place while focused (outside the rendered rows) is positioned against the list
  position: 'relative',
  // two tiles across a 360 px phone, more as the screen widens
  ...cardGrid('9rem', vars.space.sm),
});

// Only the rows near the viewport are in the DOM (GameGrid's useWindowRows), measured as they are: every tile has
// the same height (the name keeps two lines), so one row's height places all the others.
export const tile = style({
  position: 'relative',
  minWidth: 0,
});

export const play = style({
  position: 'relative',
  ...column(vars.space.xxs),
  width: '100%',
  height: '100%',
  margin: 0,
  padding: vars.space.xs,
  border: 0,
  ...raised(vars.radius.md),
  color: vars.color.text,
  fontFamily: vars.font.body,
  textAlign: 'start',
  cursor: 'pointer',
  ...liftOnHover('box-shadow, transform'),
});

const pictureBox = { ...framedPicture('1 / 1'), borderRadius: vars.radius.sm } as const;

export const picture = style({ ...pictureBox, objectFit: 'cover' });

export const fallback = style({
  ...pictureBox,
  display: 'grid',
  placeItems: 'center',
  backgroundColor: vars.color.brandSoft,
  color: vars.color.brand,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
});

export const name = style({
  ...clampLines(2),
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  // two lines always, so a one-line name does not make its row shorter than the others
  minBlockSize: `calc(2em * ${vars.lineHeight.tight})`,
});

export const vendor = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  ...mutedText(vars.fontSize.xs),
});

export const badges = style({
  position: 'absolute',
  insetBlockStart: vars.space.sm,
  insetInlineStart: vars.space.sm,
  display: 'flex',
  gap: vars.space.xxs,
});

const badge = {
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.pill,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.normal,
} as const;

export const hot = style({ ...badge, backgroundColor: vars.color.critical, color: vars.color.textOnCritical });

export const fresh = style({ ...badge, backgroundColor: vars.color.brand, color: vars.color.textOnBrand });

export const star = style({
  position: 'absolute',
  insetBlockStart: vars.space.xs,
  insetInlineEnd: vars.space.xs,
  ...starButton,
  backgroundColor: vars.color.surface,
  boxShadow: vars.elevation.low,
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: starSelectors,
});

const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.5 } });

export const skeleton = style({
  aspectRatio: '3 / 4',
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceSunken,
  animationName: pulse,
  animationDuration: '1.6s',
  animationIterationCount: 'infinite',
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const loadingLabel = style({ alignSelf: 'center' });

export const empty = style({
  margin: 0,
  paddingBlock: vars.space.xl,
  textAlign: 'center',
  color: vars.color.textMuted,
});

export const footer = style({ ...column(vars.space.sm), alignItems: 'center' });

export const count = style(mutedNote(vars.fontSize.sm));
