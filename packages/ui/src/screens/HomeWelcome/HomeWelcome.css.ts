import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { column, mutedText, titleText } from '../../private/styleBlocks';

export const root = style({
  ...column(vars.space.lg),
  width: '100%',
  maxWidth: vars.size.contentMaxWidth,
  margin: '0 auto',
  padding: vars.space.md,
  boxSizing: 'border-box',
});

export const hero = style({
  ...column(vars.space.sm),
  alignItems: 'flex-start',
  padding: `${vars.space.xl} ${vars.space.lg}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.brand,
  color: vars.color.textOnBrand,
  boxShadow: vars.elevation.low,
});

export const title = style(titleText(vars.fontSize.xxl));

export const lead = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  maxWidth: '36rem',
});

export const categories = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(9rem, 1fr))',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/**
 * What the site offers, as text: a brand line at the start, no card (a card looks like a tile to tap, and these are
 * not links; the navigation row and the menu lead to the lobbies).
 */
export const category = style({
  ...column(vars.space.xxs),
  paddingBlock: vars.space.xxs,
  paddingInlineStart: vars.space.sm,
  borderInlineStart: `3px solid ${vars.color.brand}`,
  color: vars.color.text,
});

export const categoryName = style({
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.md,
});

export const categoryText = style({
  ...mutedText(vars.fontSize.sm),
  lineHeight: vars.lineHeight.normal,
});

export const sectionTitle = style({
  margin: `0 0 ${vars.space.sm}`,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
});
