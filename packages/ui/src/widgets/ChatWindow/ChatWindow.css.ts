import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { corner } from '../../theme/corner';
import {
  centredInline,
  column,
  countBadge,
  headingText,
  mutedText,
  onHover,
  roundButton,
  row,
} from '../../private/styleBlocks';
import { wideScreen } from '../../theme/screens';

const wide = wideScreen;

/** Bottom right (`corner`), above the page and the right bar, below dialogs. */
export const root = style({
  position: 'fixed',
  insetInlineEnd: corner.inset,
  insetBlockEnd: corner.inset,
  zIndex: vars.zIndex.overlay,
  ...column(vars.space.sm),
  alignItems: 'flex-end',
  fontFamily: vars.font.body,
});

export const window = style({
  display: 'flex',
  flexDirection: 'column',
  // phones: nearly the whole screen; wider screens: a side window
  width: `calc(100vw - 2 * ${corner.inset})`,
  height: `calc(100dvh - ${corner.room} - ${corner.inset})`,
  overflow: 'hidden',
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.elevation.high,
  '@media': { [wide]: { width: '22rem', height: 'min(32rem, 75dvh)' } },
});

export const enlarged = style({
  '@media': { [wide]: { width: 'min(48rem, 90vw)', height: 'min(44rem, 85dvh)' } },
});

export const header = style({
  ...row(vars.space.xxs),
  paddingBlock: vars.space.xxs,
  paddingInlineStart: vars.space.md,
  paddingInlineEnd: vars.space.xxs,
  borderBottomWidth: '1px',
  borderBottomStyle: 'solid',
  borderBottomColor: vars.color.border,
});

export const title = style({
  flex: '1 1 auto',
  minWidth: 0,
  ...headingText(vars.fontSize.md),
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: { '&:focus-visible': { outlineOffset: '-2px' } },
});

export const body = style({ position: 'relative', flex: '1 1 auto', minHeight: 0 });

export const frame = style({ display: 'block', width: '100%', height: '100%', border: 0 });

export const state = style({
  display: 'grid',
  justifyItems: 'center',
  alignContent: 'center',
  gap: vars.space.md,
  height: '100%',
  padding: vars.space.lg,
  textAlign: 'center',
});

export const error = style({ margin: 0, display: 'grid', gap: vars.space.xs });

export const detail = style(mutedText(vars.fontSize.sm));

export const launcher = style({
  position: 'relative',
  ...centredInline,
  ...roundButton(vars.size.controlLg),
  backgroundColor: vars.color.brand,
  color: vars.color.textOnBrand,
  boxShadow: vars.elevation.medium,
  fontSize: vars.fontSize.lg,
  cursor: 'pointer',
  ...onHover({ backgroundColor: vars.color.brandHover }),
});

export const badge = style({
  position: 'absolute',
  insetBlockStart: `calc(-1 * ${vars.space.xxs})`,
  insetInlineEnd: `calc(-1 * ${vars.space.xxs})`,
  minWidth: '1.5em',
  ...countBadge(vars.space.xxs),
  lineHeight: vars.lineHeight.normal,
});
